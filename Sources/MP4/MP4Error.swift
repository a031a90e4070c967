import Foundation

/// Why an MP4 could not be written. Each message names the file and the cause.
public enum MP4Error: Error, LocalizedError, Equatable {
  /// The frame's size differs from the video's.
  case frameSizeMismatch(path: String, expected: String, got: String)
  /// A size or frame rate is out of range.
  case invalidArgument(path: String, reason: String)
  /// The `ffmpeg` program that encodes MP4s is not installed.
  case ffmpegMissing(path: String)
  /// The file could not be written (ffmpeg's reason, or the system's).
  case cannotWrite(path: String, reason: String)

  public var errorDescription: String? {
    switch self {
    case .frameSizeMismatch(let path, let expected, let got):
      return "\(path): frame is \(got) px, the video is \(expected) px"
    case .invalidArgument(let path, let reason):
      return "\(path): \(reason)"
    case .ffmpegMissing(let path):
      return "\(path): cannot write MP4: the ffmpeg program is not installed "
        + "(install the ffmpeg package: apt-get install ffmpeg)"
    case .cannotWrite(let path, let reason):
      return "\(path): cannot write MP4: \(reason)"
    }
  }
}
