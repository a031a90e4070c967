import Foundation
import ProcessServices

/// Why an MP4 could not be written. Each message names the file and the cause.
public enum MP4Error: Error, LocalizedError, Equatable {
  /// The frame's size differs from the video's.
  case frameSizeMismatch(path: String, expected: String, got: String)
  /// A size or frame rate is out of range.
  case invalidArgument(path: String, reason: String)
  /// The `ffmpeg` program that encodes MP4s is not installed.
  case ffmpegMissing(path: String)
  /// The `ffmpeg` found (on `PATH`, or given) is not a working ffmpeg: not a regular
  /// executable file, or it does not answer `-version` as ffmpeg does.
  case ffmpegUnusable(path: String, program: String, reason: String)
  /// The file could not be written (ffmpeg's reason, or the system's).
  case cannotWrite(path: String, reason: String)

  /// The message, on one line: control characters in a path or in ffmpeg's output escaped.
  public var errorDescription: String? { description.escapingControlCharacters() }

  private var description: String {
    switch self {
    case .frameSizeMismatch(let path, let expected, let got):
      return "\(path): frame is \(got) px, the video is \(expected) px"
    case .invalidArgument(let path, let reason):
      return "\(path): \(reason)"
    case .ffmpegMissing(let path):
      return "\(path): cannot write MP4: the ffmpeg program is not installed "
        + "(install the ffmpeg package: apt-get install ffmpeg)"
    case .ffmpegUnusable(let path, let program, let reason):
      return "\(path): cannot write MP4: \(program) is not a working ffmpeg: \(reason)"
    case .cannotWrite(let path, let reason):
      return "\(path): cannot write MP4: \(reason)"
    }
  }
}
