import Geometry
import Interaction
import Layers
import Pixels
import Testing

@testable import Flipbook

@Suite("Scene simulation")
struct SceneSimulationTests {
  /// A 2 s scene whose finger drags from (20, 100) to (180, 100) between 0.2 s and 1.8 s at
  /// 100 pt/s, reporting 100 moves a second; `builds` counts the scenes made.
  final class DragScene: @unchecked Sendable {
    var builds = 0

    func make() -> Scene {
      let scene = Scene(size: Size(width: 200, height: 200), duration: 2)
      fill(scene)
      return scene
    }

    func fill(_ scene: Scene) {
      builds += 1
      let card = Layer(frame: Rect(x: 10, y: 10, width: 180, height: 180), name: "card")
      card.backgroundColor = .systemBlue
      scene.rootLayer.addSublayer(card)
      var script = TouchScript()
      script.drag(
        along: [Point(x: 20, y: 100), Point(x: 180, y: 100)], from: 0.15, speed: 100,
        sampleRate: 100, hold: 0.05)
      scene.touches.run(script)
    }
  }

  /// Where the script puts the finger at `t` (during the drag): the last of its 160 moves
  /// reported by then, the k-th at 0.2 s + 1.6 s · k / 160 and x = 20 + k, each time computed
  /// in the same floating-point steps as the script's.
  static func fingerX(at t: Double) -> Double {
    let start = 0.15 + 0.05
    let duration = 160.0 / 100
    let moves = (1...160).last { start + duration * Double($0) / 160 <= t } ?? 0
    return 20 + Double(moves)
  }

  /// The finger dot's centre in the presented tree at `t`.
  static func dotX(_ root: Layer, at t: Double) -> Double? {
    root.presentation(at: t).sublayers.first { $0.name == "touch-0" }?.values.position.x
  }

  @Test("a scene that can be made again keeps one copy, and runs again to go back")
  func rebuildsToGoBack() throws {
    let drag = DragScene()
    let simulation = SceneSimulation(scene: drag.make(), makeScene: drag.make)
    let times = (0..<60).map { Double($0) / 30 }
    for start in stride(from: 0, to: times.count, by: 4) {
      let batch = Array(times[start..<min(start + 4, times.count)])
      let roots = try simulation.roots(at: batch)
      for (root, t) in zip(roots, batch) where t >= 0.2 && t <= 1.8 {
        #expect(Self.dotX(root, at: t) == Self.fingerX(at: t), "t = \(t)")
      }
      #expect(simulation.copyCount <= 1)
    }
    #expect(drag.builds == 1)
    let back = try simulation.roots(at: [0.5])[0]
    #expect(Self.dotX(back, at: 0.5) == Self.fingerX(at: 0.5))
    #expect(drag.builds == 2)
  }

  @Test("a live scene keeps a copy per state, and goes back without running again")
  func liveSceneGoesBack() throws {
    let drag = DragScene()
    let simulation = SceneSimulation(scene: drag.make())
    _ = try simulation.roots(at: [1.9])
    // The start, the press, 160 moves, the lift: every state left behind is kept.
    #expect(simulation.copyCount >= 160)
    for t in [1.0, 0.5, 0.25] {
      let root = try simulation.roots(at: [t])[0]
      #expect(Self.dotX(root, at: t) == Self.fingerX(at: t), "t = \(t)")
    }
    #expect(drag.builds == 1)
  }

  @Test("times asked out of order come back in the order asked")
  func outOfOrder() throws {
    let drag = DragScene()
    let simulation = SceneSimulation(scene: drag.make(), makeScene: drag.make)
    let times = [1.5, 0.3, 1.0, 0.7]
    let roots = try simulation.roots(at: times)
    for (root, t) in zip(roots, times) {
      #expect(Self.dotX(root, at: t) == Self.fingerX(at: t), "t = \(t)")
    }
    #expect(drag.builds == 1)
  }

  @Test("a recording draws the same frame at a time whether reached forward or going back")
  func recordingGoesBack() throws {
    let drag = DragScene()
    let size = Size(width: 200, height: 200)
    let settings = RenderSettings(scale: 1)
    let recording = try Recording(size: size, duration: 2, settings: settings, build: drag.fill)
    let late = try recording.frame(at: 1.5)
    let early = try recording.frame(at: 0.5)
    #expect(drag.builds == 2)
    let forward = try Recording(
      size: size, duration: 2, settings: settings, build: DragScene().fill)
    #expect(try forward.frame(at: 0.5) == early)
    #expect(late != early)
  }
}
