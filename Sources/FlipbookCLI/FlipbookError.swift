import Flipbook
import Foundation
import ProcessServices
import Scenes

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
      return "unknown demo \(name.quoted()): no built-in scene has this name (they are: \(names)) "
        + "and no scene file has this path"
    case .unknownImageName(let scene, let name, let known):
      return "scene \(scene.quoted()) has no image named \(name.quoted()) (its images: "
        + (known.isEmpty ? "none" : known.map { $0.escaped() }.joined(separator: ", ")) + ")"
    case .invalidSetting(let message):
      return message
    case .cannotWrite(let path, let reason):
      return "\(path): cannot write: \(reason)"
    }
  }
}

extension FlipbookError {
  /// The line the command line prints for `error`: a render setting is named by its flag
  /// (`--fps 0: must be …` rather than "frame rate 0: must be …"), and a limit that was
  /// exceeded by the environment variable that raises it.
  static func line(for error: any Error) -> String {
    var line: String
    if let setting = error as? RenderSettingError {
      line = "\(flag(of: setting.setting)) \(setting.valueText): \(setting.cause)"
    } else if let error = error as? LocalizedError, let description = error.errorDescription {
      line = description
    } else {
      line = "\(error)"
    }
    if let limited = error as? LimitExceeding, !limited.exceededLimits.isEmpty {
      line += " (" + limited.exceededLimits.map(\.environmentVariable).joined(separator: ", ") + ")"
    }
    return line
  }

  /// The flag that sets a render setting.
  static func flag(of setting: RenderSettings.Setting) -> String {
    switch setting {
    case .fps: "--fps"
    case .scale: "--scale"
    case .loopCount: "--loop"
    case .threads: "--threads"
    }
  }
}
