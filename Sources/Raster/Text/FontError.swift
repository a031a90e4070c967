import Foundation
import ProcessServices
import Synchronization
import _CFreeType

/// Errors loading a font.
public enum FontError: Error, LocalizedError, Equatable {
  /// FreeType could not open the file as a font.
  case cannotOpen(path: String, code: Int32)

  public var errorDescription: String? {
    switch self {
    case .cannotOpen(let path, let code):
      return "\(path): not a font FreeType can open (FreeType error \(code): "
        + "\(Self.cause(of: code)))"
    }
  }

  /// FreeType's words for its error code (fterrdef.h), for the codes opening a face gives.
  static func cause(of code: Int32) -> String {
    switch code {
    case 0x01: "cannot open resource"
    case 0x02: "unknown file format"
    case 0x03: "broken file"
    case 0x04: "invalid FreeType version"
    case 0x06: "invalid argument"
    case 0x07: "unimplemented feature"
    case 0x08: "broken table"
    case 0x09: "broken offset within table"
    case 0x40: "out of memory"
    case 0x51: "invalid stream seek"
    case 0x52: "invalid stream skip"
    case 0x53: "invalid stream read"
    case 0x55: "invalid frame operation"
    case 0x56: "invalid frame access"
    case 0x57: "invalid frame read"
    case 0x8E: "table missing"
    default: "unexpected error"
    }
  }
}
