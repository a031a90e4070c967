import Foundation

/// Why a recording cannot be made or written.
public enum RecordingError: Error, LocalizedError, Equatable {
  /// The frame rate is not above 0 and at most ``RenderSettings/maximumFPS``.
  case invalidFrameRate(Double)
  /// The scale is not above 0 and at most ``RenderSettings/maximumScale``.
  case invalidScale(Double)
  /// The loop count is not 0 (forever) to 65535.
  case invalidLoopCount(Int)
  /// The thread count is below 1.
  case invalidThreadCount(Int)
  /// The scene's size or duration is not positive and finite.
  case invalidScene(String)
  /// A frame time is negative or not finite.
  case invalidTime(Double)
  /// A file or directory could not be written.
  case cannotWrite(path: String, reason: String)

  public var errorDescription: String? {
    switch self {
    case .invalidFrameRate(let fps):
      return "frame rate \(Self.format(fps)) must be above 0 and at most 50 frames per second "
        + "(GIF delays are centiseconds; browsers play delays under 2 cs as 10 cs)"
    case .invalidScale(let scale):
      return "scale \(Self.format(scale)) must be above 0 and at most 8"
    case .invalidLoopCount(let count):
      return "loop count \(count) must be 0 (forever) to 65535"
    case .invalidThreadCount(let count):
      return "thread count \(count) must be 1 or more"
    case .invalidScene(let reason):
      return "invalid scene: \(reason)"
    case .invalidTime(let t):
      return "time \(Self.format(t)) must be 0 seconds or more"
    case .cannotWrite(let path, let reason):
      return "\(path): cannot write: \(reason)"
    }
  }

  /// A number as a person writes it: 30, not 30.0.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}
