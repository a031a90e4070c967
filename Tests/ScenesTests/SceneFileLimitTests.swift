import Foundation
import Pixels
import ProcessServices
import Scenes
import Testing

@Suite("Scene files: the size limit is a value")
struct SceneFileLimitTests {
  @Test("a file over the limit given is refused naming the limit, not an environment variable")
  func fileTooLarge() throws {
    let path = FileManager.default.temporaryDirectory.path + "/limit-\(getpid()).json"
    try #"{"size": [10, 10], "duration": 1}"#.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let error = #expect(throws: SceneError.self) {
      _ = try SceneFile(contentsOf: path, limits: Limits(maxSceneFileBytes: 8))
    }
    #expect(error?.message == "the scene file is 33 bytes, over the limit of 8")
    #expect(error?.exceededLimits == [.maxSceneFileBytes])
    // At the limit, the file is read (and judged on what it says).
    do {
      _ = try SceneFile(contentsOf: path, limits: Limits(maxSceneFileBytes: 33))
    } catch let error as SceneError {
      #expect(error.exceededLimits.isEmpty && !error.message.contains("over the limit"))
    }
  }

  @Test("an image a file names is read within the file's limits, and its error names the limit")
  func imageWithinLimits() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/limit-image-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Image(width: 40, height: 30, fill: .white).writePNG(to: folder + "/wide.png")
    let path = folder + "/scene.json"
    let text =
      #"{"format": 1, "size": [100, 100], "duration": 1, "layers": "#
      + #"[{"frame": [0, 0, 40, 30], "image": "wide.png"}]}"#
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    _ = try SceneFile(contentsOf: path).makeScene()
    let error = #expect(throws: SceneError.self) {
      _ = try SceneFile(contentsOf: path, limits: Limits(maxSide: 32)).makeScene()
    }
    #expect(error?.path == "layers[0].image")
    #expect(error?.message.hasPrefix("cannot use the image: ") == true)
    #expect(error?.exceededLimits.contains(.maxSide) == true)
  }
}
