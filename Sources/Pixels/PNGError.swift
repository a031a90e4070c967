import Foundation
import ProcessServices

/// Why a PNG could not be read or written. Each message names the file and the cause.
public enum PNGError: Error, LocalizedError, Equatable {
  /// The file does not exist or cannot be opened.
  case cannotOpen(path: String, reason: String)
  /// The file does not start with the PNG signature.
  case notPNG(path: String)
  /// The data ends before the image does.
  case truncated(path: String)
  /// A chunk's checksum does not match its contents.
  case badCRC(path: String, detail: String)
  /// The header's dimensions exceed Flipbook's limits (checked before any pixel buffer is
  /// allocated).
  case tooLarge(path: String, width: Int, height: Int, limits: Limits)
  /// The file is larger than Flipbook reads.
  case fileTooLarge(path: String, bytes: Int, limit: Int)
  /// A chunk other than image data declares more bytes than Flipbook accepts.
  case chunkTooLarge(path: String, type: String, bytes: Int, limit: Int)
  /// libpng rejected the data for another reason (its message).
  case invalid(path: String, detail: String)
  /// The PNG could not be written.
  case cannotWrite(path: String, reason: String)

  public var errorDescription: String? {
    switch self {
    case .cannotOpen(let path, let reason):
      return "\(path): cannot open: \(reason)"
    case .notPNG(let path):
      return "\(path): not a PNG file (the PNG signature is missing)"
    case .truncated(let path):
      return "\(path): truncated PNG (the data ends before the image does)"
    case .badCRC(let path, let detail):
      return "\(path): corrupted PNG (\(detail))"
    case .tooLarge(let path, let width, let height, let limits):
      return "\(path): \(width) × \(height) px exceeds the limit of \(limits.maxSide) px a side "
        + "and \(limits.maxPixels / 1_048_576) Mpx"
    case .fileTooLarge(let path, let bytes, let limit):
      return "\(path): the file is \(bytes / 1_048_576) MiB, over the limit of "
        + "\(limit / 1_048_576) MiB"
    case .chunkTooLarge(let path, let type, let bytes, let limit):
      return "\(path): the \(type) chunk declares \(bytes) bytes, over the limit of \(limit)"
    case .invalid(let path, let detail):
      return "\(path): invalid PNG (\(detail))"
    case .cannotWrite(let path, let reason):
      return "\(path): cannot write PNG: \(reason)"
    }
  }
}

extension PNGError: LimitExceeding {
  /// The limits a `tooLarge`, `fileTooLarge` or `chunkTooLarge` error exceeded.
  public var exceededLimits: [Limits.Key] {
    switch self {
    case .tooLarge: [.maxSide, .maxPixels]
    case .fileTooLarge: [.maxPNGFileBytes]
    case .chunkTooLarge: [.maxPNGChunkBytes]
    case .cannotOpen, .notPNG, .truncated, .badCRC, .invalid, .cannotWrite: []
    }
  }
}
