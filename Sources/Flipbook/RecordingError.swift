import Foundation
import ProcessServices

/// Why a recording cannot be made or written.
public enum RecordingError: Error, LocalizedError, Equatable {
  /// The scene's size or duration is not positive and finite.
  case invalidScene(String)
  /// A frame time is negative or not finite.
  case invalidTime(Double)
  /// A file or directory could not be written.
  case cannotWrite(path: String, reason: String)

  public var errorDescription: String? {
    switch self {
    case .invalidScene(let reason):
      return "invalid scene: \(reason)"
    case .invalidTime(let t):
      return "time \(NumberText.format(t)) must be 0 seconds or more"
    case .cannotWrite(let path, let reason):
      return "\(path): cannot write: \(reason)"
    }
  }
}
