import Foundation
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
}
