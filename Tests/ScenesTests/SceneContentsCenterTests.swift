import Animation
import Geometry
import Layers
import Testing

@testable import Scenes

/// A scene of 200 × 200 pt lasting 2 s with one layer.
private func scene(_ layer: String) -> String {
  #"{"format": 1, "size": [200, 200], "duration": 2, "layers": ["# + layer + "]}"
}

@Suite("Scene files: contentsCenter")
struct SceneContentsCenterTests {
  @Test("written, it reaches the layer; animated by name, halfway is halfway")
  func setAndAnimated() throws {
    let json = scene(
      #"""
      {"name": "card", "frame": [0, 0, 90, 60], "contentsCenter": [0.25, 0.25, 0.5, 0.5],
       "animations": [{"type": "basic", "keyPath": "contentsCenter", "from": [0, 0, 1, 1],
                       "to": [0.4, 0.4, 0.2, 0.2], "duration": 1}]}
      """#)
    let file = try SceneFile(bytes: Array(json.utf8), path: "s.json")
    #expect(
      file.contents.layers[0].properties[.contentsCenter]
        == .rect(Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)))
    let card = try #require(try file.makeScene().rootLayer.firstLayer(named: "card"))
    #expect(card.contentsCenter == Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    // Linear: at 0.5 s the mean of [0, 0, 1, 1] and [0.4, 0.4, 0.2, 0.2].
    let halfway = card.presentedValues(at: 0.5).contentsCenter
    #expect(abs(halfway.minX - 0.2) < 1e-12 && abs(halfway.width - 0.6) < 1e-12)
  }

  @Test("a malformed or out-of-unit rectangle is an error at the value, saying why")
  func malformed() throws {
    let short = try problem(
      scene(#"{"contentsCenter": [0.25, 0.25]}"#), at: "[0.25, 0.25]")
    #expect(short.message == "expected a rectangle [x, y, width, height], found 2 numbers")
    #expect(short.path == "layers[0].contentsCenter")
    let pixels = try problem(scene(#"{"contentsCenter": [10, 10, 10, 10]}"#), at: "[10, 10")
    #expect(
      pixels.message
        == "expected a rectangle inside [0, 0, 1, 1] (unit coordinates of the contents), "
        + "found [10, 10, 10, 10]")
    let negative = try problem(
      scene(#"{"contentsCenter": [0.5, 0.5, -0.1, 0.1]}"#), at: "[0.5, 0.5, -0.1")
    #expect(negative.message == "a rectangle's width and height must not be negative")
  }
}
