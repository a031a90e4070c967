import Animation
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import ProcessServices
import Testing

@testable import Scenes

/// A scene file written to a temporary folder (with the bundled icon as `icon.png`), read
/// back and built.
struct SceneFixture {
  let folder: String
  let path: String

  init(_ json: String) throws {
    folder = NSTemporaryDirectory() + "scene-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: BundledAssets.path("save.png"), toPath: folder + "/icon.png")
    path = folder + "/scene.json"
    try json.write(toFile: path, atomically: true, encoding: .utf8)
  }

  func file() throws -> SceneFile { try SceneFile(contentsOf: path) }

  func remove() { try? FileManager.default.removeItem(atPath: folder) }

  /// A scene of 200 × 200 pt lasting 2 s with these layers and touches.
  static func scene(layers: String, touches: String = "[]") -> String {
    """
    {"format": 1, "size": [200, 200], "duration": 2,
     "layers": \(layers),
     "touches": \(touches)}
    """
  }
}

@Suite("Scene files: what they build")
struct SceneFileTests {
  private func decode(_ json: String) throws -> SceneDescription {
    try SceneFile(bytes: Array(json.utf8), path: "test.json").contents
  }

  @Test("transform steps compose as nested CATransform3D calls do")
  func transforms() throws {
    let d = try decode(
      SceneFixture.scene(
        layers: """
          [{"transform": [{"translate": [40, 0]}, {"rotate": "30deg"}]},
           {"transform": [{"perspective": 400}, {"rotateY": 0.5}, {"scale": [2, 3]}]},
           {"transform": {"rotate": {"angle": 1, "axis": [1, 1, 0]}}},
           {"transform": {"matrix": [1,0,0,0, 0,1,0,0, 0,0,1,0, 5,6,7,1]}}]
          """))
    let t = d.layers.map { layer -> Transform3D? in
      guard case .transform(let t) = layer.properties[.transform] else { return nil }
      return t
    }
    #expect(
      t[0]
        == Transform3D.identity.translated(x: 40, y: 0, z: 0).rotated(
          by: .pi / 6, x: 0, y: 0, z: 1))
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 400
    #expect(t[1] == perspective.rotated(by: 0.5, x: 0, y: 1, z: 0).scaled(x: 2, y: 3, z: 1))
    #expect(t[2] == Transform3D.identity.rotated(by: 1, x: 1, y: 1, z: 0))
    #expect(t[3] == Transform3D.translation(x: 5, y: 6, z: 7))
  }

  @Test("colours: hex with and without alpha, names, white and components")
  func colours() throws {
    let d = try decode(
      SceneFixture.scene(
        layers: """
          [{"backgroundColor": "#FF8000"}, {"backgroundColor": "#FF000080"},
           {"backgroundColor": "systemBlue"}, {"backgroundColor": {"white": 0.45}},
           {"backgroundColor": {"red": 1, "blue": 0.5, "alpha": 0.25}}]
          """))
    let colours = d.layers.map { layer -> Color? in
      guard case .color(let c) = layer.properties[.backgroundColor] else { return nil }
      return c
    }
    #expect(colours[0] == Color(hex: 0xFF8000))
    #expect(colours[1] == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(colours[2] == .systemBlue)
    #expect(colours[3] == Color(white: 0.45))
    #expect(colours[4] == Color(red: 1, green: 0, blue: 0.5, alpha: 0.25))
  }

  @Test("contentsRect: a rectangle, set and animated under its Core Animation name")
  func contentsRect() throws {
    let d = try decode(
      SceneFixture.scene(
        layers: """
          [{"contentsRect": [0.25, 0, 0.25, 1], "animations": [
            {"type": "keyframe", "keyPath": "contentsRect.origin.x", "values": [0, 0.25, 0.5],
             "calculationMode": "discrete", "duration": 0.3}]}]
          """))
    #expect(
      d.layers[0].properties[.contentsRect] == .rect(Rect(x: 0.25, y: 0, width: 0.25, height: 1)))
    #expect(d.layers[0].animations.count == 1)
  }

  @Test("springs in each of their three spellings, and a settling duration")
  func springs() throws {
    let d = try decode(
      SceneFixture.scene(
        layers: """
          [{"animations": [
            {"type": "spring", "keyPath": "opacity", "stiffness": 300, "damping": 12},
            {"type": "spring", "keyPath": "opacity", "dampingRatio": 0.4, "response": 0.2,
             "duration": "settling"},
            {"type": "spring", "keyPath": "opacity", "perceptualDuration": 0.5, "bounce": 0.3}
          ]}]
          """))
    let springs = d.layers[0].animations.map { $0.animation as! SpringAnimation }
    #expect(springs[0].spring == Spring(mass: 1, stiffness: 300, damping: 12))
    #expect(springs[0].timing.duration == 0)
    #expect(springs[1].spring == Spring(dampingRatio: 0.4, response: 0.2))
    #expect(springs[1].timing.duration == springs[1].spring.settlingDuration)
    #expect(springs[2].spring == Spring(perceptualDuration: 0.5, bounce: 0.3))
  }

  @Test("keyframes, media timing and timing functions reach the engine's animation")
  func keyframes() throws {
    let d = try decode(
      SceneFixture.scene(
        layers: """
          [{"animations": [
            {"type": "keyframe", "key": "k", "keyPath": "position", "values": [[0, 0], [10, 20]],
             "keyTimes": [0, 1], "calculationMode": "paced", "duration": 2, "beginTime": 0.5,
             "speed": 2, "timeOffset": 0.1, "repeatCount": "infinity", "autoreverses": true,
             "fillMode": "both", "removedOnCompletion": false, "timingFunction": [0.1, 0.2, 0.3, 1]}
          ]}]
          """))
    let a = d.layers[0].animations[0]
    let k = a.animation as! KeyframeAnimation
    #expect(a.key == "k")
    #expect(k.values == [.point(Point(x: 0, y: 0)), .point(Point(x: 10, y: 20))])
    #expect(k.calculationMode == .paced)
    #expect(k.timing.duration == 2 && k.timing.beginTime == 0.5 && k.timing.speed == 2)
    #expect(k.timing.timeOffset == 0.1 && k.timing.repeatCount == .infinity)
    #expect(k.timing.autoreverses && k.timing.fillMode == .both && !k.isRemovedOnCompletion)
    #expect(k.timingFunction == TimingFunction(controlPoints: 0.1, 0.2, 0.3, 1))
  }

  @Test("a drag step adds the same events as TouchScript.drag")
  func touches() throws {
    let d = try decode(
      SceneFixture.scene(
        layers: "[]",
        touches: """
          [{"drag": [[10, 10], [60, 10]], "at": 0.5, "speed": 100, "finger": 1, "hold": 0.1},
           {"tap": [5, 5], "at": 1, "duration": 0.2}]
          """))
    var expected = TouchScript()
    expected.drag(
      along: [Point(x: 10, y: 10), Point(x: 60, y: 10)], from: 0.5, speed: 100, finger: 1,
      hold: 0.1)
    expected.tap(at: Point(x: 5, y: 5), time: 1, duration: 0.2)
    #expect(d.touchScript.events == expected.events)
  }

  @Test("an image's scale follows its @2x / @3x name unless contentsScale says")
  func imageScale() {
    #expect(SceneBuilder.scale(ofImageNamed: "icon@2x.png") == 2)
    #expect(SceneBuilder.scale(ofImageNamed: "shots/home@3x.png") == 3)
    #expect(SceneBuilder.scale(ofImageNamed: "icon.png") == 1)
  }

  @Test("a tap on a plain layer starts its animation; 'after' starts the next when it ends")
  func startTriggers() throws {
    let fixture = try SceneFixture(
      SceneFixture.scene(
        layers: """
          [{"name": "icon", "frame": [50, 50, 100, 100], "image": "icon.png",
            "animations": [
              {"type": "basic", "key": "grow", "keyPath": "transform.scale", "from": 0.5, "to": 1,
               "duration": 0.4, "start": {"tap": "icon"}},
              {"type": "basic", "key": "fade", "keyPath": "opacity", "from": 1, "to": 0.5,
               "duration": 0.3, "start": {"after": "grow"}, "beginTime": 0.1}]}]
          """,
        touches: #"[{"tap": [100, 100], "at": 0.5}]"#))
    defer { fixture.remove() }
    let scene = try fixture.file().makeScene()
    scene.timeline.advance(to: 2)
    let ends = scene.timeline.events.filter { $0.name == "animation.end" }.map(\.time)
    // The tap lifts at 0.62; grow runs 0.4 s; fade waits 0.1 s after grow ends, runs 0.3 s.
    #expect(ends.count == 2)
    #expect(abs(ends[0] - 1.02) < 1e-9)
    #expect(abs(ends[1] - 1.42) < 1e-9)
    #expect(scene.timeline.events.contains { $0.name == "gesture.recognized" })
  }

  @Test("a flip shows its first view and takes the second out of the tree until it flips")
  func flipViews() throws {
    let fixture = try SceneFixture(
      SceneFixture.scene(
        layers: """
          [{"name": "card", "frame": [0, 0, 100, 100],
            "sublayers": [{"name": "a", "frame": [0, 0, 100, 100]},
                          {"name": "b", "frame": [0, 0, 100, 100]}],
            "control": {"type": "flipTransition", "views": ["a", "b"], "duration": 0.5}}]
          """,
        touches: #"[{"tap": [50, 50], "at": 0.2}]"#))
    defer { fixture.remove() }
    let scene = try fixture.file().makeScene()
    let card = try #require(scene.rootLayer.firstLayer(named: "card"))
    #expect(card.sublayers.map(\.name) == ["a"])
    scene.timeline.advance(to: 1.5)
    #expect(card.sublayers.map(\.name) == ["b"])
  }

  @Test("replacing the image of a named layer, and refusing a name with no image")
  func replacements() throws {
    let fixture = try SceneFixture(
      SceneFixture.scene(
        layers: #"[{"name": "icon", "frame": [0, 0, 100, 100], "image": "icon.png"}]"#))
    defer { fixture.remove() }
    let file = try fixture.file()
    #expect(file.contents.imageNames == ["icon"])
    let red = Image(width: 4, height: 4, fill: .red)
    let scene = try file.makeScene(replacingImages: ["icon": red])
    #expect(scene.rootLayer.firstLayer(named: "icon")?.contents?.image == red)
    let error = try #require(throws: SceneError.self) {
      try file.makeScene(replacingImages: ["photo": red])
    }
    #expect(error.message.contains("no layer with an image is named 'photo'"))
    #expect(error.message.contains("icon"))
  }
}

@Suite("Scene files: hostile sizes")
struct SceneBoundsTests {
  private func error(_ json: String) throws -> SceneError {
    try #require(throws: SceneError.self) {
      try SceneFile(bytes: Array(json.utf8), path: "big.json")
    }
  }

  @Test("a move that would report millions of positions is refused before it is built")
  func longMove() throws {
    let e = try error(
      SceneFixture.scene(
        layers: "[]",
        touches: #"[{"move": [[0, 0], [1e9, 0]], "at": 0, "speed": 1}]"#))
    #expect(e.path == "touches[0].move")
    #expect(e.message.contains("at most 100000"))
    #expect(e.location?.line == 3)
  }

  @Test("touches adding more than 200 000 finger events in all are refused")
  func manyEvents() throws {
    let step = #"{"drag": [[0, 0], [1000, 0]], "at": 0, "speed": 10, "sampleRate": 100}"#
    let steps = Array(repeating: step, count: 30).joined(separator: ",")
    let e = try error(SceneFixture.scene(layers: "[]", touches: "[\(steps)]"))
    #expect(e.path == "touches")
    #expect(e.message.contains("300060 finger events"))
  }
}

@Suite("Scene files: values of the wrong shape")
struct SceneShapeTests {
  @Test("a colour or a transform of the wrong shape says which shapes it may take")
  func shapes() throws {
    for (layer, path, expected) in [
      (#"{"backgroundColor": 5}"#, "layers[0].backgroundColor", "expected a colour: "),
      (#"{"transform": true}"#, "layers[0].transform", "expected a transform step such as"),
      (##"{"backgroundColor": "#12345"}"##, "layers[0].backgroundColor", "is not a colour"),
      (
        #"{"backgroundColor": "systemBlu"}"#, "layers[0].backgroundColor",
        "did you mean 'systemBlue'"
      ),
      (#"{"transform": {"rotateY": "ninety"}}"#, "layers[0].transform.rotateY", "is not an angle"),
    ] {
      let json = SceneFixture.scene(layers: "[\(layer)]")
      let error = try #require(throws: SceneError.self) {
        try SceneFile(bytes: Array(json.utf8), path: "s.json")
      }
      #expect(error.path == path)
      #expect(error.message.contains(expected), "\(error.message)")
      #expect(error.location?.line == 2)
    }
  }
}

@Suite("Scene files: starts that refer to each other")
struct SceneLoopTests {
  @Test("animations that start after each other in a loop are refused, naming the loop")
  func loop() throws {
    let fixture = try SceneFixture(
      SceneFixture.scene(
        layers: """
          [{"name": "a", "animations": [
            {"type": "basic", "key": "one", "keyPath": "opacity", "duration": 0.001,
             "start": {"after": "two"}},
            {"type": "basic", "key": "two", "keyPath": "opacity", "duration": 0.001,
             "start": {"after": "one"}}]}]
          """))
    defer { fixture.remove() }
    let error = try #require(throws: SceneError.self) { try fixture.file().makeScene() }
    #expect(error.path == "layers[0].animations[0].start.after")
    #expect(error.message.contains("one → two → one"))
    #expect(error.location?.line == 4)
  }

  @Test("a long chain of 'after' starts is followed; one closing it into a loop is named")
  func longChains() throws {
    func chain(_ count: Int, closed: Bool) -> String {
      let animations = (0..<count).map { i -> String in
        let leader = i > 0 ? "k\(i - 1)" : (closed ? "k\(count - 1)" : nil)
        let start = leader.map { #", "start": {"after": "\#($0)"}"# } ?? ""
        return #"{"type": "basic", "key": "k\#(i)", "keyPath": "opacity", "to": 0.5, "#
          + #""duration": 0.0001\#(start)}"#
      }
      return SceneFixture.scene(
        layers: #"[{"name": "a", "animations": [\#(animations.joined(separator: ","))]}]"#)
    }
    let open = try SceneFile(bytes: Array(chain(3000, closed: false).utf8), path: "s.json")
      .makeScene()
    open.timeline.advance(to: 1)
    #expect(open.timeline.events.filter { $0.name == "animation.end" }.count == 3000)
    let closed = try SceneFile.problems(loading: {
      try SceneFile(bytes: Array(chain(3000, closed: true).utf8), path: "s.json")
    })
    // Every animation of the loop is refused, each naming the loop from its own key.
    #expect(closed.count == 3000)
    #expect(closed[0].message.hasPrefix("'start.after' goes round in a loop (k0 → k2999 → k2998"))
    #expect(closed[0].message.contains("k1 → k0)"))
  }
}
