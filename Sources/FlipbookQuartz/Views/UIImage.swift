import Foundation
import Pixels

/// A bitmap with a scale, as UIKit's `UIImage`.
public final class UIImage: NSObject {
  /// The engine's bitmap.
  public let flipbookImage: Image
  /// Pixels per point.
  public let scale: CGFloat

  /// An image of `scale` pixels per point.
  public init(flipbookImage: Image, scale: CGFloat = 1) {
    self.flipbookImage = flipbookImage
    self.scale = scale
    super.init()
  }

  /// The PNG at `path`, its scale read from an `@2x` or `@3x` in the name, as UIKit does;
  /// nil when it cannot be read, with the reason on standard error.
  public convenience init?(contentsOfFile path: String) {
    let image: Image
    do {
      image = try Image(contentsOfPNGFile: path)
    } catch {
      FileHandle.standardError.write(
        Data("FlipbookQuartz: UIImage(contentsOfFile: \"\(path)\") is nil: \(error)\n".utf8))
      return nil
    }
    let name = (path as NSString).deletingPathExtension
    let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
    self.init(flipbookImage: image, scale: scale)
  }

  /// The size in points.
  public var size: CGSize {
    CGSize(
      width: CGFloat(flipbookImage.width) / scale, height: CGFloat(flipbookImage.height) / scale)
  }
}
