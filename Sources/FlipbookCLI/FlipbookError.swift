import Flipbook
import Foundation

/// Errors of the command line.
enum FlipbookError: Error, LocalizedError, Equatable {
  /// No built-in scene has that name, and no file has that path.
  case unknownScene(String)
  /// The scene has no replaceable image of that name.
  case unknownImageName(scene: String, name: String, known: [String])
  /// A setting is out of range.
  case invalidSetting(String)
  /// A file could not be written.
  case cannotWrite(path: String, reason: String)

  var errorDescription: String? {
    switch self {
    case .unknownScene(let name):
      let names = SceneFile.builtInNames.joined(separator: ", ")
      return "unknown demo '\(name)': no built-in scene has this name (they are: \(names)) "
        + "and no scene file has this path"
    case .unknownImageName(let scene, let name, let known):
      return "scene '\(scene)' has no image named '\(name)' (its images: "
        + (known.isEmpty ? "none" : known.joined(separator: ", ")) + ")"
    case .invalidSetting(let message):
      return message
    case .cannotWrite(let path, let reason):
      return "\(path): cannot write: \(reason)"
    }
  }
}

extension FlipbookError {
  /// A recording's error restated with the flag a user gave: `--fps 0: …` rather than
  /// "frame rate 0 …".
  static func naming(flagOf error: RecordingError) -> Error {
    func format(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
    switch error {
    case .invalidFrameRate(let fps):
      return invalidSetting(
        "--fps \(format(fps)): must be above 0 and at most 50 (GIF delays are centiseconds; "
          + "browsers play delays under 2 cs as 10 cs)")
    case .invalidScale(let scale):
      return invalidSetting("--scale \(format(scale)): must be above 0 and at most 8")
    case .invalidLoopCount(let count):
      return invalidSetting("--loop \(count): must be 0 (forever) to 65535")
    case .invalidThreadCount(let count):
      return invalidSetting("FLIPBOOK_THREADS \(count): must be 1 or more")
    case .invalidTime(let t):
      return invalidSetting("--at \(format(t)): must be a time of 0 seconds or more")
    case .invalidScene, .cannotWrite:
      return error
    }
  }
}
