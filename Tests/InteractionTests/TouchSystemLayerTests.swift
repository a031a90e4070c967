import Animation
import Geometry
import Interaction
import Layers
import Testing

@Suite("Touches addressed to a layer")
struct TouchSystemLayerTests {
  private final class Bench {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let timeline: Timeline
    let touches: TouchSystem

    init() {
      timeline = Timeline(rootLayer: root)
      touches = TouchSystem(timeline: timeline, showsTouches: false)
    }

    /// The touch events recorded, as (name, time, x, y).
    var touchEvents: [(name: String, time: Double, x: Double, y: Double)] {
      timeline.events.compactMap { event in
        guard event.name.hasPrefix("touch."), event.name != "touch.missed" else { return nil }
        var x = 0.0
        var y = 0.0
        for field in event.fields {
          if case .number(let value) = field.value {
            if field.key == "x" { x = value }
            if field.key == "y" { y = value }
          }
        }
        return (event.name, event.time, x, y)
      }
    }
  }

  @Test("a tap lands on the layer's centre as it shows at the tap, inside a moved superlayer")
  func tapFollowsTheLayer() {
    let bench = Bench()
    let card = Layer(frame: Rect(x: 100, y: 50, width: 200, height: 200))
    let button = Layer(frame: Rect(x: 20, y: 120, width: 80, height: 40), name: "button")
    card.addSublayer(button)
    bench.root.addSublayer(card)
    // The card slides 100 points down over 1 s, linearly: at 0.5 s it is 50 points lower.
    card.add(
      BasicAnimation(
        keyPath: .position(.y), from: 150, to: 250, duration: 1, timingFunction: .linear))
    bench.touches.tap(button, at: 0.5, duration: 0.1)
    bench.timeline.advance(to: 1)
    let events = bench.touchEvents
    #expect(events.map(\.name) == ["touch.began", "touch.ended"])
    // Button centre in the card (60, 140), card origin (100, 50 + 50) at 0.5 s.
    #expect(events.first.map { abs($0.x - 160) < 1e-9 && abs($0.y - 240) < 1e-9 } == true)
    #expect(events.last.map { abs($0.time - 0.6) < 1e-9 && $0.x == 160 } == true)
  }

  @Test("a drag moves by the translation from the layer's centre and lifts at its end")
  func dragByTranslation() {
    let bench = Bench()
    let card = Layer(frame: Rect(x: 10, y: 10, width: 100, height: 60))
    bench.root.addSublayer(card)
    bench.touches.drag(card, by: Point(x: 0, y: 150), at: 0.2, duration: 0.3)
    bench.timeline.advance(to: 1)
    let events = bench.touchEvents
    #expect(events.first?.name == "touch.began")
    #expect(events.first.map { $0.x == 60 && $0.y == 40 && $0.time == 0.2 } == true)
    let last = events.last
    #expect(last?.name == "touch.ended")
    #expect(last.map { $0.x == 60 && abs($0.y - 190) < 1e-9 } == true)
    // Down, a rest of 0.05 s, 0.3 s of moving, a rest of 0.05 s.
    #expect(last.map { abs($0.time - 0.6) < 1e-9 } == true)
  }

  @Test("a layer outside the tree is not touched, and the timeline says why")
  func missedLayer() {
    let bench = Bench()
    let stray = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "stray")
    bench.touches.tap(stray, at: 0.1)
    bench.timeline.advance(to: 0.5)
    #expect(bench.touchEvents.isEmpty)
    let missed = bench.timeline.events.first { $0.name == "touch.missed" }
    #expect(missed?.time == 0.1)
    #expect(
      missed?.fields.contains {
        $0.key == "reason" && $0.value == .string("it is not in the scene's tree")
      }
        == true)
  }
}
