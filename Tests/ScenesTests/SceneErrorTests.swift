import Foundation
import Testing

@testable import Scenes

@Suite struct SceneErrorTests {
  @Test func describesFileLocationPathAndCause() {
    let error = SceneError(
      file: "pop.json", path: "layers[2].animations[0].keyTimes",
      location: TextPosition(line: 12, column: 7), message: "expected 3 numbers, found 2")
    #expect(
      error.localizedDescription
        == "pop.json:12:7: layers[2].animations[0].keyTimes: expected 3 numbers, found 2")
    let whole = SceneError(file: "pop.json", path: "", message: "empty file")
    #expect(whole.localizedDescription == "pop.json: empty file")
  }
}
