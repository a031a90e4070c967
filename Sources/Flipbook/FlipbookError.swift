import Foundation

/// Errors of the render pipeline and the command line.
public enum FlipbookError: Error, LocalizedError, Equatable {
  /// No built-in demo has that name.
  case unknownDemo(String)
  /// The demo has no replaceable image of that name.
  case unknownImageName(demo: String, name: String, known: [String])
  /// A setting is out of range.
  case invalidSetting(String)
  /// A file could not be written.
  case cannotWrite(path: String, reason: String)

  public var errorDescription: String? {
    switch self {
    case .unknownDemo(let name):
      let names = Demo.all.map(\.name).joined(separator: ", ")
      return "unknown demo '\(name)' (the demos are: \(names))"
    case .unknownImageName(let demo, let name, let known):
      return
        "demo '\(demo)' has no image named '\(name)' (its images: \(known.joined(separator: ", ")))"
    case .invalidSetting(let message):
      return message
    case .cannotWrite(let path, let reason):
      return "\(path): cannot write: \(reason)"
    }
  }
}
