import Flipbook
import Foundation
import Pixels
import ProcessServices
import Scenes

/// The scene a command names: a scene file's path, or a built-in scene's name.
enum SceneArgument {
  /// The scene file at `argument` when it is a path (it ends in `.json` or a file is there),
  /// read within `limits`, else the built-in scene of that name; `traits` replace its own.
  static func load(
    _ argument: String, limits: Limits = CommandEnvironment.current.limits,
    traits: TraitOverrides = TraitOverrides()
  ) throws -> SceneFile {
    if argument.hasSuffix(".json") || argument.contains("/")
      || FileManager.default.fileExists(atPath: argument)
    {
      return try SceneFile(contentsOf: argument, limits: limits, traits: traits)
    }
    guard SceneFile.builtInNames.contains(argument) else {
      _ = try BundledAssets.requiredPath("Scenes")
      throw FlipbookError.unknownScene(argument)
    }
    return try SceneFile.builtIn(named: argument, traits: traits)
  }
}
