import Foundation
import Pixels

/// A bitmap, as Core Graphics' `CGImage`: what `UIImage.cgImage` gives and a layer's
/// `contents` takes.
public final class CGImage {
  /// The engine's bitmap.
  public let flipbookImage: Image

  /// The image of a bitmap.
  public init(_ image: Image) {
    flipbookImage = image
  }

  /// Its width in pixels.
  public var width: Int { flipbookImage.width }
  /// Its height in pixels.
  public var height: Int { flipbookImage.height }

  /// The part of the image inside `rect`, in pixels, cut to the image; nil when nothing of
  /// it is inside.
  public func cropping(to rect: CGRect) -> CGImage? {
    let box = rect.standardized.integral.intersection(
      CGRect(x: 0, y: 0, width: width, height: height))
    guard !box.isNull, box.width >= 1, box.height >= 1 else { return nil }
    let x0 = Int(box.minX)
    let y0 = Int(box.minY)
    var cut = Image(width: Int(box.width), height: Int(box.height))
    for y in 0..<cut.height {
      for x in 0..<cut.width { cut[x, y] = flipbookImage[x0 + x, y0 + y] }
    }
    return CGImage(cut)
  }
}

extension UIImage {
  /// The bitmap, as Core Graphics' image.
  public var cgImage: CGImage? { CGImage(flipbookImage) }

  /// An image of a Core Graphics bitmap, one pixel per point.
  public convenience init(cgImage: CGImage) {
    self.init(flipbookImage: cgImage.flipbookImage, scale: 1)
  }
}
