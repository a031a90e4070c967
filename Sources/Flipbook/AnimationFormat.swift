import WebP

/// The animation file formats a ``Recording`` writes.
public enum AnimationFormat: Sendable, Hashable, CustomStringConvertible {
  /// An animated GIF: 256 colours a frame, ordered dither, delays in centiseconds; plays
  /// everywhere.
  case gif
  /// An animated WebP through libwebp: full colour with alpha, durations in milliseconds;
  /// plays in every current browser, usually several times smaller than the GIF.
  case webp(WebPCompression)
  /// An H.264 MP4 through the `ffmpeg` program: a constant frame rate, no alpha; what pull
  /// requests and chat tools take for a screen recording.
  case mp4

  /// The format a path's extension names — `.gif`, `.webp` (lossless) or `.mp4`, in any
  /// case — or nil for any other.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    switch path[path.index(after: dot)...].lowercased() {
    case "gif": self = .gif
    case "webp": self = .webp(.lossless)
    case "mp4": self = .mp4
    default: return nil
    }
  }

  /// The extensions ``init(path:)`` knows, with the dot.
  public static let pathExtensions = [".gif", ".webp", ".mp4"]

  public var description: String {
    switch self {
    case .gif: "GIF"
    case .webp(let compression): "WebP (\(compression))"
    case .mp4: "MP4"
    }
  }
}
