import Animation
import Geometry
import Layers
import Pixels
import Testing

/// A 100 × 50 container at (20, 30) holding a red sublayer, on a timeline whose first turn
/// (building) has ended.
private func containerScene() -> (Timeline, Layer, Layer) {
  let root = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "root")
  let timeline = Timeline(rootLayer: root)
  let container = Layer(frame: Rect(x: 20, y: 30, width: 100, height: 50), name: "container")
  root.addSublayer(container)
  let red = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 50), name: "red")
  red.backgroundColor = .red
  container.addSublayer(red)
  timeline.advance(to: 0)
  return (timeline, container, red)
}

/// The container as presented at `t`: the transition's container and its two pictures.
private func pictures(of container: Layer, at t: Double) throws -> (
  PresentedLayer, PresentedLayer, PresentedLayer
) {
  let presented = container.presentation(at: t)
  try #require(presented.sublayers.count == 2)
  let names = presented.sublayers.map { $0.sublayers.map(\.name) }
  // The old picture holds the red sublayer; the new one the blue.
  let oldIndex = try #require(names.firstIndex { $0.contains("red") })
  return (presented, presented.sublayers[oldIndex], presented.sublayers[1 - oldIndex])
}

@Suite("Layer transitions")
struct LayerTransitionTests {
  @Test("a push from the right moves the old picture out left and the new in from the right")
  func pushFromRight() throws {
    let (timeline, container, red) = containerScene()
    let blue = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 50), name: "blue")
    blue.backgroundColor = .blue
    timeline.schedule(at: 1) {
      container.add(LayerTransition(type: .push, subtype: .fromRight, duration: 2))
      red.removeFromSuperlayer()
      container.addSublayer(blue)
    }
    timeline.advance(to: 1)
    for p in [0.25, 0.5] {
      let (whole, old, new) = try pictures(of: container, at: 1 + 2 * p)
      // The container keeps the layer's place; the pictures' anchors (their centres) sit
      // at the bounds' centre (50, 25) moved by −w·p and w·(1 − p).
      #expect(whole.position == Point(x: 70, y: 55))
      #expect(old.position == Point(x: 50 - 100 * p, y: 25))
      #expect(new.position == Point(x: 50 + 100 * (1 - p), y: 25))
    }
    // Over, the layer shows as it is.
    #expect(container.presentation(at: 3.5).sublayers.map(\.name) == ["blue"])
  }

  @Test("the old picture is the state before the turn whether the change comes first or last")
  func changeBeforeOrAfterAdding() throws {
    for addFirst in [true, false] {
      let (timeline, container, red) = containerScene()
      timeline.schedule(at: 0.5) {
        if addFirst { container.add(LayerTransition(type: .fade, duration: 1)) }
        red.backgroundColor = .blue
        red.opacity = 0.5
        if !addFirst { container.add(LayerTransition(type: .fade, duration: 1)) }
      }
      timeline.advance(to: 0.5)
      let presented = container.presentation(at: 1)
      let colours = presented.sublayers.map { $0.sublayers[0].backgroundColor }
      let opacities = presented.sublayers.map { $0.opacity }
      // Fade: the new picture (blue) below at 0.5, the old one (red) above at 1 − 0.5.
      #expect(colours == [.blue, .red], "adding first: \(addFirst)")
      #expect(opacities == [0.5, 0.5])
      #expect(presented.sublayers[1].sublayers[0].opacity == 1)
    }
  }

  @Test("a sublayer hidden in the turn shows in the old picture only")
  func hiddenInTheTurn() throws {
    let (timeline, container, red) = containerScene()
    timeline.schedule(at: 0) {
      red.isHidden = true
      container.add(LayerTransition(type: .moveIn, subtype: .fromLeft, duration: 1))
    }
    timeline.advance(to: 0)
    let (_, old, new) = try pictures(of: container, at: 0.5)
    #expect(old.sublayers[0].isHidden == false)
    #expect(new.sublayers[0].isHidden == true)
    // Move in: the old picture stays, the new one comes from the left, half-way.
    #expect(old.position == Point(x: 50, y: 25))
    #expect(new.position == Point(x: 0, y: 25))
  }

  @Test("start and end progress bound the transition; removing it shows the new state")
  func progressAndRemoval() throws {
    let (timeline, container, red) = containerScene()
    timeline.schedule(at: 0) {
      var transition = LayerTransition(type: .reveal, subtype: .fromTop, duration: 1)
      transition.startProgress = 0.2
      transition.endProgress = 0.6
      container.add(transition, forKey: "transition")
      red.backgroundColor = .green
    }
    timeline.advance(to: 0)
    // Halfway through time, the progress is 0.2 + 0.4 · 0.5 = 0.4. Reveal from the top:
    // the old picture (on top) slides toward minimum y by h · 0.4 = 20.
    let presented = container.presentation(at: 0.5)
    let old = presented.sublayers[1]
    #expect(old.sublayers[0].backgroundColor == .red)
    #expect(old.position == Point(x: 50, y: 25 - 20))
    #expect(presented.sublayers[0].position == Point(x: 50, y: 25))
    // At the start it shows 0.2 already.
    #expect(container.presentation(at: 0).sublayers[1].position == Point(x: 50, y: 15))
    timeline.advance(to: 0.5)
    container.removeAnimation(forKey: "transition")
    #expect(container.presentation(at: 0.6).sublayers.map(\.name) == ["red"])
  }

  @Test("the pictures draw the layer's own content; the container keeps its place")
  func ownContentMoves() throws {
    let (timeline, container, _) = containerScene()
    container.backgroundColor = .black
    container.transform = Transform3D.scale(x: 2, y: 2, z: 1)
    timeline.schedule(at: 0) {
      container.add(LayerTransition(type: .push, subtype: .fromBottom, duration: 1))
      container.backgroundColor = .white
    }
    timeline.advance(to: 0)
    let presented = container.presentation(at: 0.5)
    #expect(presented.backgroundColor == nil)
    #expect(presented.transform == Transform3D.scale(x: 2, y: 2, z: 1))
    let (old, new) = (presented.sublayers[0], presented.sublayers[1])
    #expect(old.backgroundColor == .black && new.backgroundColor == .white)
    #expect(old.transform == .identity && new.transform == .identity)
    // From the bottom (minimum y): the new picture comes down from above, the old goes on
    // down, each by h · 0.5 = 25.
    #expect(new.position == Point(x: 50, y: 0))
    #expect(old.position == Point(x: 50, y: 50))
  }

  @Test("a progress outside 0...1 is refused")
  func invalidProgress() {
    var transition = LayerTransition(type: .push)
    transition.endProgress = 1.5
    #expect(throws: AnimationError.self) { try transition.validate() }
    #expect(throws: LayerTransitionError.unsupportedType("cube")) {
      try LayerTransition.Kind(named: "cube")
    }
  }
}
