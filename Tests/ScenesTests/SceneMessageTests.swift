import Foundation
import Pixels
import ProcessServices
import Testing

@testable import Scenes

@Suite("Scene files: messages a person can act on, always one line")
struct SceneMessageTests {
  private func firstProblem(_ json: String) -> SceneError? {
    let problems = try? SceneFile.problems(loading: {
      try SceneFile(bytes: Array(json.utf8), path: "s.json")
    })
    return problems?.first
  }

  private func layers(_ layers: String) -> String {
    SceneFixture.scene(layers: layers)
  }

  @Test("a spelling of degrees that is not the format's says how to write it")
  func degrees() {
    let spaced = firstProblem(layers(#"[{"transform": {"rotate": "90 deg"}}]"#))
    #expect(spaced?.path == "layers[0].transform.rotate")
    #expect(spaced?.message == "'90 deg': write '90deg' or a number of radians")
    let symbol = firstProblem(layers(#"[{"transform": [{"rotateY": "45°"}]}]"#))
    #expect(symbol?.message == "'45°': write '45deg' or a number of radians")
    let word = firstProblem(layers(#"[{"transform": {"rotate": "ninety"}}]"#))
    #expect(word?.message == #"'ninety' is not an angle: use radians, or degrees as "90deg""#)
  }

  @Test("a spring's bad parameter is reported where it is written")
  func springParameter() {
    let negative = firstProblem(
      layers(
        #"[{"animations": [{"type": "spring", "keyPath": "opacity", "stiffness": 50, "damping": -1}]}]"#
      ))
    #expect(negative?.path == "layers[0].animations[0].damping")
    #expect(negative?.message == "invalid spring: damping -1.0 must be zero or positive")
    let mass = firstProblem(
      layers(#"[{"animations": [{"type": "spring", "keyPath": "opacity", "mass": 0}]}]"#))
    #expect(mass?.path == "layers[0].animations[0].mass")
  }

  @Test("a timing curve whose values would overflow is refused")
  func hugeControlPoints() {
    let problem = firstProblem(
      layers(
        #"[{"animations": [{"type": "basic", "keyPath": "opacity", "timingFunction": [0.5, 1e308, 0.5, -1e308]}]}]"#
      ))
    #expect(problem?.path == "layers[0].animations[0].timingFunction")
    #expect(
      problem?.message.hasPrefix("control point y values must lie in -1000000…1000000") == true)
  }

  @Test("layers over the limit are refused before they are decoded, naming the first too many")
  func layerLimit() throws {
    let nested = #"{"sublayers": [{}, {}]}"#
    let json = layers("[{}, \(nested), {}]")
    let limits = Limits(maxLayers: 4)
    let error = try #require(throws: SceneError.self) {
      try SceneFile(bytes: Array(json.utf8), path: "s.json", limits: limits)
    }
    // Five layers: the fifth counted is the first over.
    #expect(error.message == "more than 4 layers (sublayers included)")
    #expect(error.exceededLimits == [.maxLayers])
    #expect(error.path.hasPrefix("layers[") || error.path.contains("sublayers["))
    #expect(
      try SceneFile(bytes: Array(json.utf8), path: "s.json", limits: Limits(maxLayers: 5))
        .contents.layersDepthFirst.count == 5)
  }

  @Test("a file's images together stay within the pixel limit; one file used twice counts once")
  func imagePixels() throws {
    let fixture = try SceneFixture(
      layers(
        """
        [{"name": "a", "image": "icon.png"}, {"name": "b", "image": "icon.png"},
         {"name": "c", "image": "copy.png"}]
        """))
    defer { fixture.remove() }
    try FileManager.default.copyItem(
      atPath: fixture.folder + "/icon.png", toPath: fixture.folder + "/copy.png")
    let one = try Image(contentsOfPNGFile: fixture.folder + "/icon.png")
    let pixels = one.width * one.height
    // Room for two images: the icon, used twice, and its copy.
    _ = try SceneFile(contentsOf: fixture.path, limits: Limits(maxPixels: 2 * pixels))
      .makeScene()
    let file = try SceneFile(contentsOf: fixture.path, limits: Limits(maxPixels: 2 * pixels - 1))
    let error = try #require(throws: SceneError.self) { try file.makeScene() }
    #expect(error.path == "layers[2].image")
    #expect(
      error.message
        == "the scene's images together exceed the limit of \(2 * pixels - 1) px (this one "
        + "adds \(one.width) × \(one.height))")
    #expect(error.exceededLimits == [.maxPixels])
  }

  @Test("a spring asked to run until it settles that never does says so")
  func neverSettles() {
    let problem = firstProblem(
      layers(
        #"[{"animations": [{"type": "spring", "keyPath": "opacity", "damping": 0, "duration": "settling"}]}]"#
      ))
    #expect(problem?.path == "layers[0].animations[0].duration")
    #expect(problem?.message == "a spring with damping 0 never settles: give a duration in seconds")
  }

  @Test("names and keys in messages are escaped and cut: one line, whatever the file holds")
  func userText() throws {
    let name = "a\nb\u{1B}[31m"
    let escapedName = #"a\nb\u001B[31m"#
    let json = layers(
      """
      [{"name": "\(name.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\u{1B}", with: "\\u001b"))"},
       {"animations": [{"type": "basic", "keyPath": "opacity", "start": {"tap": "zz"}}]}]
      """)
    let problem = try #require(firstProblem(json))
    #expect(problem.message == "unknown layer 'zz' (expected one of: \(escapedName), root)")
    let long = String(repeating: "x", count: 100_000)
    let key = try #require(firstProblem(layers(#"[{"\#(long)": 1}]"#)))
    let line = try #require(key.errorDescription)
    #expect(!line.contains("\n"))
    #expect(line.count < 300)
    #expect(key.path == "layers[0][\"" + String(repeating: "x", count: 64) + "…\"]")
  }
}
