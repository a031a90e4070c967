import Animation
import Foundation
import Testing

@testable import Scenes

@Suite("Scene files: every problem, not only the first")
struct SceneProblemsTests {
  private func problems(_ json: String) throws -> [SceneError] {
    try SceneFile.problems(loading: { try SceneFile(bytes: Array(json.utf8), path: "s.json") })
  }

  @Test("three elements with a problem each: three problems in document order")
  func decodingGoesOnPastAFailingElement() throws {
    let json = """
      {"format": 1, "size": [200, 200], "duration": 2,
       "layers": [
         {"name": "a", "animations": [
           {"type": "basic", "keyPath": "opacty", "to": 1},
           {"type": "basic", "keyPath": "opacity", "to": 1, "timingFunction": "easeInOut"}]},
         {"name": "b", "opacity": 2}],
       "touches": [{"tap": [1, 2], "at": -1}]}
      """
    let found = try problems(json)
    #expect(
      found.map(\.path) == [
        "layers[0].animations[0].keyPath", "layers[0].animations[1].timingFunction",
        "layers[1].opacity", "touches[0].at",
      ])
    #expect(found.map { $0.location?.line } == [4, 5, 6, 7])
    #expect(found[0].message == "unknown key path 'opacty' (did you mean 'opacity'?)")
    // The file as render reads it: the first problem, the same words.
    let first = try #require(throws: SceneError.self) {
      try SceneFile(bytes: Array(json.utf8), path: "s.json")
    }
    #expect(first == found[0])
  }

  @Test("a layer's own values are each checked, and its sublayers too")
  func decodingGoesOnPastAFailingMember() throws {
    let json = """
      {"format": 1, "size": [200, 200], "duration": 2,
       "layers": [{"opacity": 1.5, "cornerRadius": -1, "backgroundColor": "blu",
                   "sublayers": [{"hidden": 1}]}]}
      """
    let found = try problems(json)
    #expect(
      found.map(\.path) == [
        "layers[0].opacity", "layers[0].cornerRadius", "layers[0].backgroundColor",
        "layers[0].sublayers[0].hidden",
      ])
    #expect(found[1].message == "expected a radius of 0 or more, found -1")
  }

  @Test("names that refer to nothing and images that cannot be read: each one is reported")
  func buildProblems() throws {
    let json = """
      {"format": 1, "size": [200, 200], "duration": 2,
       "layers": [
         {"name": "icon", "frame": [0, 0, 10, 10], "image": "missing.png",
          "control": {"type": "imageButton", "actions": [{"toggleSelected": "nothing"}]}},
         {"name": "card", "frame": [0, 0, 10, 10],
          "control": {"type": "flipTransition", "views": ["front", "back"]},
          "sublayers": [{"name": "front"}, {"name": "bakc"}],
          "animations": [{"type": "basic", "keyPath": "opacity", "to": 0,
                          "start": {"tap": "ikon"}}]}]}
      """
    let file = try SceneFile(bytes: Array(json.utf8), path: "s.json")
    let found = file.problems()
    #expect(
      found.map(\.path) == [
        "layers[0].image", "layers[0].control.actions[0].toggleSelected",
        "layers[1].control.views[1]", "layers[1].animations[0].start.tap",
      ])
    #expect(found[2].message == "no sublayer of this layer is named 'back' (did you mean 'bakc'?)")
    #expect(found[3].message == "unknown layer 'ikon' (did you mean 'icon'?)")
    #expect(try SceneFile.problems(loading: { file }) == found)
    let first = try #require(throws: SceneError.self) { try file.makeScene() }
    #expect(first == found[0])
  }

  @Test("a value out of range and an unknown key at the top stop nothing: the layers are read")
  func topLevelProblems() throws {
    let json = """
      {"format": 1, "size": [200, 200], "duration": 0, "durationx": 2,
       "layers": [{"name": "a", "opacty": 1,
                   "animations": [{"type": "basic", "keyPath": "opacity",
                                   "timingFunction": "easeInOut"}]}]}
      """
    let found = try problems(json)
    #expect(
      found.map(\.path) == [
        "duration", "durationx", "layers[0].opacty", "layers[0].animations[0].timingFunction",
      ])
    #expect(found[1].message == "unknown key 'durationx' (did you mean 'duration'?)")
    #expect(found[2].message == "unknown key 'opacty' (did you mean 'opacity'?)")
    #expect(found.map { $0.location?.line } == [1, 1, 2, 4])
  }

  @Test("several problems in one object: each value, each unknown key, each check")
  func severalInOneObject() throws {
    let json = """
      {"format": 1, "size": [200, 200], "duration": 2,
       "layers": [{"frame": [0, 0, -1, 5], "position": [1, 2], "colour": "red",
                   "strokeEnd": 0.5, "image": "", "instanceCount": 2.5,
                   "shadowRadius": 4}]}
      """
    let found = try problems(json)
    #expect(
      found.map(\.path) == [
        "layers[0].frame", "layers[0].frame", "layers[0].colour", "layers[0].strokeEnd",
        "layers[0].image", "layers[0].instanceCount", "layers[0].shadowRadius",
      ], "\(found.map(\.localizedDescription))")
    #expect(found[0].message == "a rectangle's width and height must not be negative")
    // The frame is checked against the position even though it was refused.
    #expect(found[1].message.hasPrefix("give either 'frame' or 'bounds'"))
  }

  @Test("an animation lists its own problems beside a misspelt key path, and its siblings'")
  func problemsInAnimations() throws {
    let json = """
      {"format": 1, "size": [200, 200], "duration": 2,
       "layers": [{"name": "a", "hiden": true,
                   "animations": [
                     {"type": "basic", "keyPath": "transform.scal", "to": 2,
                      "duration": -1, "values": [1, 2], "start": {"tapp": "a"}},
                     {"type": "spring", "keyPath": "position.y", "to": 5, "damping": -3}]}]}
      """
    let found = try problems(json)
    #expect(
      found.map(\.path) == [
        "layers[0].hiden", "layers[0].animations[0].keyPath",
        "layers[0].animations[0].duration", "layers[0].animations[0].values",
        "layers[0].animations[0].start.tapp", "layers[0].animations[1].damping",
      ], "\(found.map(\.localizedDescription))")
    #expect(found[3].message == "'values' belongs to keyframe animations, not basic")
  }

  @Test("the images a file with problems names are checked too, where they are written")
  func imagesOfAFileWithProblems() throws {
    let json = """
      {"format": 1, "size": [200, 200], "duration": 2,
       "layers": [{"name": "a", "opacity": 3},
                  {"name": "b", "sublayers": [{"image": "nowhere.png"}]}]}
      """
    let found = try problems(json)
    #expect(found.map(\.path) == ["layers[0].opacity", "layers[1].sublayers[0].image"])
    #expect(found[1].message.hasPrefix("cannot use the image: "))
    #expect(found[1].location?.line == 3)
  }

  @Test("a sound file has no problems")
  func none() throws {
    let json = SceneFixture.scene(
      layers: #"[{"name": "a", "animations": [{"type": "basic", "keyPath": "opacity"}]}]"#)
    #expect(try problems(json).isEmpty)
  }
}

@Suite("Scene files: what users type instead")
struct SceneHintTests {
  private func message(layer: String) throws -> String {
    let json = SceneFixture.scene(layers: "[\(layer)]")
    return try #require(throws: SceneError.self) {
      try SceneFile(bytes: Array(json.utf8), path: "s.json")
    }.message
  }

  private func message(animation: String) throws -> String {
    try message(layer: #"{"animations": [\#(animation)]}"#)
  }

  /// The message for a basic animation of opacity with `member` added.
  private func message(basic member: String) throws -> String {
    try message(animation: #"{"type": "basic", "keyPath": "opacity", \#(member)}"#)
  }

  @Test("a key path with a part left out names the whole one")
  func keyPathPart() throws {
    #expect(
      try message(animation: #"{"type": "basic", "keyPath": "bounds.width", "to": 1}"#)
        == "unknown key path 'bounds.width' (did you mean 'bounds.size.width'?)")
    #expect(
      Suggestion.closest(to: "bounds.height", among: AnimationKeyPath.allNames)
        == "bounds.size.height")
    // transform.x could be a rotation, a scale or a translation: no guess from the parts.
    #expect(Suggestion.lengthening("transform.x", among: AnimationKeyPath.allNames) == nil)
  }

  @Test(
    "UIKit's and Core Animation's names of the curves name the scene format's",
    arguments: [
      ("easeInOut", "easeInEaseOut"), (".curveEaseInOut", "easeInEaseOut"),
      ("curveEaseIn", "easeIn"), ("UIView.AnimationCurve.easeOut", "easeOut"),
      ("kCAMediaTimingFunctionLinear", "linear"),
    ])
  func curveNames(name: String, meant: String) throws {
    #expect(
      try message(basic: #""timingFunction": "\#(name)""#)
        == "unknown timing function '\(name)' (did you mean '\(meant)'?)")
  }

  @Test("repeating forever is \"infinity\"; a near miss says so")
  func infinite() throws {
    #expect(
      try message(basic: #""repeatCount": "infinite""#)
        == #"expected a count of 0 or more, or "infinity", found 'infinite'"#
        + " (did you mean 'infinity'?)")
    #expect(
      try message(basic: #""repeatCount": "forever""#)
        .hasSuffix(#"found 'forever' ("infinity" repeats forever)"#))
  }

  @Test("a spring's settling duration is \"settling\"; a near miss says so")
  func settle() throws {
    #expect(
      try message(animation: #"{"type": "spring", "keyPath": "opacity", "duration": "settle"}"#)
        == #"expected a duration of 0 or more seconds or "settling", found 'settle'"#
        + " (did you mean 'settling'?)")
    #expect(
      try message(basic: #""duration": "settling""#)
        == "expected a duration of 0 or more seconds, found 'settling'"
        + #" ("settling" is for spring animations)"#)
  }
}

@Suite("The scene format's documentation")
struct SceneFormatKeyPathTests {
  @Test("docs/scene-format.md lists every key path there is, in the engine's order")
  func keyPathList() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/scene-format.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let marker = "Every key path, in full: "
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(marker) })
    let listed = line.dropFirst(marker.count).split(separator: ", ")
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`.")) }
    #expect(listed == AnimationKeyPath.allNames)
  }
}
