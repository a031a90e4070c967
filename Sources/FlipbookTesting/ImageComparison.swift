import Flipbook
import Pixels

/// How two images differ: the pixels whose largest channel difference exceeds a tolerance.
public struct ImageComparison: Sendable {
  /// Pixels differing by more than the tolerance; with different sizes, every pixel outside
  /// the overlap counts as differing.
  public let differingPixels: Int
  /// The largest channel difference anywhere, 0...255.
  public let largestDifference: Int
  /// The pixel count of the larger image's canvas (the widest by the tallest).
  public let pixelCount: Int
  /// Whether the sizes match.
  public let sizesMatch: Bool
  /// A picture of the difference on a canvas as large as both images: the new image faded
  /// to a light grey, with every differing pixel (and every pixel outside the overlap) red.
  public let difference: Image

  /// Compares `new` with `reference`, counting pixels whose R, G, B or A differ by more than
  /// `tolerance` levels.
  public init(_ reference: Image, _ new: Image, tolerance: Int) {
    sizesMatch = reference.width == new.width && reference.height == new.height
    let width = max(reference.width, new.width)
    let height = max(reference.height, new.height)
    var marked = Image(width: width, height: height, fill: .white)
    var differing = 0
    var largest = 0
    for y in 0..<height {
      for x in 0..<width {
        let target = (y * width + x) * 4
        guard x < reference.width, y < reference.height, x < new.width, y < new.height else {
          differing += 1
          largest = 255
          marked.bytes.replaceSubrange(target..<(target + 4), with: Self.red)
          continue
        }
        let r = (y * reference.width + x) * 4
        let n = (y * new.width + x) * 4
        var d = 0
        for c in 0..<4 { d = max(d, abs(Int(new.bytes[n + c]) - Int(reference.bytes[r + c]))) }
        largest = max(largest, d)
        if d > tolerance {
          differing += 1
          marked.bytes.replaceSubrange(target..<(target + 4), with: Self.red)
        } else {
          let luma =
            (Int(new.bytes[n]) * 3 + Int(new.bytes[n + 1]) * 6 + Int(new.bytes[n + 2])) / 10
          let faded = UInt8(255 - (255 - min(luma, 255)) / 4)
          marked.bytes.replaceSubrange(target..<(target + 4), with: [faded, faded, faded, 255])
        }
      }
    }
    differingPixels = differing
    largestDifference = largest
    pixelCount = width * height
    difference = marked
  }

  /// Whether the sizes match and at most `fraction` of the pixels differ beyond the
  /// tolerance.
  public func matches(allowing fraction: Double) -> Bool {
    sizesMatch && Double(differingPixels) <= fraction * Double(pixelCount)
  }

  private static let red: [UInt8] = [255, 0, 0, 255]
}
