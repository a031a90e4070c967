import Foundation
import ProcessServices

/// Why a GIF could not be written or read. Each message names the file and the cause.
public enum GIFError: Error, LocalizedError, Equatable {
  /// The frame's size differs from the GIF's.
  case frameSizeMismatch(path: String, expected: String, got: String)
  /// A size, delay or loop count is out of range.
  case invalidArgument(path: String, reason: String)
  /// The file could not be written.
  case cannotWrite(path: String, reason: String)
  /// The file could not be read.
  case cannotOpen(path: String, reason: String)
  /// The data is not a GIF.
  case notGIF(path: String)
  /// The data ends before the GIF does.
  case truncated(path: String)
  /// The header or a frame exceeds Flipbook's limits (checked before allocating): the
  /// `limits` named.
  case tooLarge(path: String, reason: String, limits: [Limits.Key])
  /// The GIF is malformed (giflib's reason, or a check of ours).
  case invalid(path: String, reason: String)

  public var errorDescription: String? {
    switch self {
    case .frameSizeMismatch(let path, let expected, let got):
      return "\(path): frame is \(got) px, the GIF is \(expected) px"
    case .invalidArgument(let path, let reason):
      return "\(path): \(reason)"
    case .cannotWrite(let path, let reason):
      return "\(path): cannot write GIF: \(reason)"
    case .cannotOpen(let path, let reason):
      return "\(path): cannot open: \(reason)"
    case .notGIF(let path):
      return "\(path): not a GIF file (the GIF signature is missing)"
    case .truncated(let path):
      return "\(path): truncated GIF (the data ends before the image does)"
    case .tooLarge(let path, let reason, _):
      return "\(path): \(reason)"
    case .invalid(let path, let reason):
      return "\(path): invalid GIF (\(reason))"
    }
  }
}

extension GIFError: LimitExceeding {
  /// The limits a `tooLarge` error exceeded.
  public var exceededLimits: [Limits.Key] {
    if case .tooLarge(_, _, let limits) = self { return limits }
    return []
  }
}
