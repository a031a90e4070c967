/// How a WebP's frames are compressed.
public enum WebPCompression: Sendable, Hashable, CustomStringConvertible {
  /// Every pixel kept exactly (VP8L): flat interface colours and text compress best so.
  case lossless
  /// VP8 at a quality from 0 (smallest) to 100 (best), as `cwebp -q` takes it.
  case lossy(quality: Double)

  /// The qualities `lossy` accepts.
  public static let qualities: ClosedRange<Double> = 0...100

  public var description: String {
    switch self {
    case .lossless: "lossless"
    case .lossy(let quality): "lossy, quality \(quality)"
    }
  }
}
