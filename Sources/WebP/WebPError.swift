import Foundation
import ProcessServices

/// Why a WebP could not be written or read. Each message names the file and the cause.
public enum WebPError: Error, LocalizedError, Equatable {
  /// The frame's size differs from the WebP's.
  case frameSizeMismatch(path: String, expected: String, got: String)
  /// A size, duration, quality or loop count is out of range.
  case invalidArgument(path: String, reason: String)
  /// The file could not be written.
  case cannotWrite(path: String, reason: String)
  /// The file could not be read.
  case cannotOpen(path: String, reason: String)
  /// The data is not a WebP.
  case notWebP(path: String)
  /// The canvas, the frame count or the file exceeds Flipbook's limits (checked before
  /// decoding): the `limits` named.
  case tooLarge(path: String, reason: String, limits: [Limits.Key])
  /// The WebP is malformed (libwebp's reason).
  case invalid(path: String, reason: String)

  public var errorDescription: String? {
    switch self {
    case .frameSizeMismatch(let path, let expected, let got):
      return "\(path): frame is \(got) px, the WebP is \(expected) px"
    case .invalidArgument(let path, let reason):
      return "\(path): \(reason)"
    case .cannotWrite(let path, let reason):
      return "\(path): cannot write WebP: \(reason)"
    case .cannotOpen(let path, let reason):
      return "\(path): cannot open: \(reason)"
    case .notWebP(let path):
      return "\(path): not a WebP file (the RIFF WEBP signature is missing)"
    case .tooLarge(let path, let reason, _):
      return "\(path): \(reason)"
    case .invalid(let path, let reason):
      return "\(path): invalid WebP (\(reason))"
    }
  }
}

extension WebPError: LimitExceeding {
  /// The limits a `tooLarge` error exceeded.
  public var exceededLimits: [Limits.Key] {
    if case .tooLarge(_, _, let limits) = self { return limits }
    return []
  }
}
