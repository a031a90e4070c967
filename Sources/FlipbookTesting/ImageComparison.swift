import Flipbook

/// How two images differ: the pixels whose largest channel difference exceeds a tolerance.
public struct ImageComparison: Sendable {
  /// Pixels differing by more than the tolerance.
  public let differingPixels: Int
  /// The largest channel difference anywhere, 0...255.
  public let largestDifference: Int
  /// The pixel count of the images (0 when their sizes differ).
  public let pixelCount: Int
  /// Whether the sizes match.
  public let sizesMatch: Bool
  /// The new image with the differing pixels painted red, for a failure report.
  public let difference: Image

  /// Compares `new` with `reference`, counting pixels whose R, G, B or A differ by more than
  /// `tolerance` levels.
  public init(_ reference: Image, _ new: Image, tolerance: Int) {
    sizesMatch = reference.width == new.width && reference.height == new.height
    guard sizesMatch else {
      differingPixels = max(reference.width * reference.height, new.width * new.height)
      largestDifference = 255
      pixelCount = 0
      difference = new
      return
    }
    var differing = 0
    var largest = 0
    var marked = new
    for i in stride(from: 0, to: new.bytes.count, by: 4) {
      var d = 0
      for c in 0..<4 { d = max(d, abs(Int(new.bytes[i + c]) - Int(reference.bytes[i + c]))) }
      largest = max(largest, d)
      if d > tolerance {
        differing += 1
        marked.bytes.replaceSubrange(i..<(i + 4), with: [255, 0, 0, 255])
      }
    }
    differingPixels = differing
    largestDifference = largest
    pixelCount = new.width * new.height
    difference = marked
  }

  /// Whether at most `fraction` of the pixels differ beyond the tolerance.
  public func matches(allowing fraction: Double) -> Bool {
    sizesMatch && Double(differingPixels) <= fraction * Double(pixelCount)
  }
}
