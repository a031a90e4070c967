import Foundation
import Pixels
import ProcessServices

extension SceneFile {
  /// The folder of the built-in scenes: `Scenes/` in Flipbook's assets.
  public static var builtInDirectory: String { BundledAssets.path("Scenes") }

  /// The names of the built-in scenes, sorted; none when their folder cannot be read, which
  /// ``builtIn(named:traits:)`` then names as the cause.
  public static var builtInNames: [String] {
    // Nothing is lost: reading a built-in scene throws the folder's error.
    (try? listedBuiltInNames()) ?? []
  }

  /// The names of the built-in scenes, sorted, or the error reading their folder.
  private static func listedBuiltInNames() throws -> [String] {
    let files = try FileManager.default.contentsOfDirectory(atPath: builtInDirectory)
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// Every built-in scene, sorted by name.
  public static func builtIn() throws -> [SceneFile] {
    try builtInNames.map { try SceneFile(contentsOf: builtInDirectory + "/\($0).json") }
  }

  /// The built-in scene named `name` (see `flipbook list`), read with `traits` in place of
  /// its own.
  public static func builtIn(
    named name: String, traits: TraitOverrides = TraitOverrides()
  ) throws -> SceneFile {
    let names: [String]
    do {
      names = try listedBuiltInNames()
    } catch {
      throw SceneError(
        file: name, path: "",
        message:
          "cannot read the built-in scenes: \(builtInDirectory): \(error.localizedDescription)")
    }
    guard names.contains(name) else {
      throw SceneError(
        file: name, path: "",
        message: "no built-in scene has this name (they are: "
          + names.joined(separator: ", ") + ")")
    }
    return try SceneFile(contentsOf: builtInDirectory + "/\(name).json", traits: traits)
  }
}
