import Foundation
import ProcessServices

/// Why a recording cannot be made or written.
public enum RecordingError: Error, LocalizedError, Equatable, LimitExceeding {
  /// The scene's size or duration is not positive and finite.
  case invalidScene(String)
  /// A frame time is negative or not finite.
  case invalidTime(Double)
  /// A file or directory could not be written.
  case cannotWrite(path: String, reason: String)
  /// Drawing the scene would take more than `limit` allows: the sentence says what, in the
  /// words a scene file's refusal uses.
  case overBudget(String, limit: Limits.Key)

  public var errorDescription: String? {
    switch self {
    case .invalidScene(let reason):
      return "invalid scene: \(reason)"
    case .invalidTime(let t):
      return "time \(NumberText.format(t)) must be 0 seconds or more"
    case .cannotWrite(let path, let reason):
      return "\(path): cannot write: \(reason)"
    case .overBudget(let message, _):
      return message
    }
  }

  /// The limit an over-budget scene exceeds; none for the other errors.
  public var exceededLimits: [Limits.Key] {
    guard case .overBudget(_, let limit) = self else { return [] }
    return [limit]
  }
}
