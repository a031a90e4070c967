import Animation
import Geometry
import Layers
import Testing

/// A layer's own time, as CAMediaTiming.h defines it for every layer: "t = (tp - begin) *
/// speed + offset", applied from the root down.
@Suite("Layer time")
struct LayerTimeTests {
  private func fade() throws -> BasicAnimation {
    try BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1), duration: 1)
  }

  /// Apple, "Customizing the Timing of an Animation": "changing the layer's speed property
  /// causes the duration of animations on that layer (and its sublayers) to change
  /// proportionally".
  @Test("a layer's speed runs its subtree's animations faster, or freezes them at 0")
  func speed() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let timeline = Timeline(rootLayer: root)
    let parent = Layer(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let child = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.addSublayer(parent)
    parent.addSublayer(child)
    parent.speed = 2
    child.add(try fade(), forKey: "fade")
    timeline.advance(to: 0.25)
    #expect(child.presentedValues(at: 0.25).opacity == 0.5)
    #expect(root.presentation(at: 0.25).sublayers[0].sublayers[0].values.opacity == 0.5)
    timeline.advance(to: 0.5)
    #expect(timeline.events.last?.name == "animation.end")
    #expect(child.animationKeys.isEmpty)

    child.add(try fade(), forKey: "fade")  // begins at the child's time now, 1
    timeline.advance(to: 0.625)
    parent.timeOffset = parent.localTime(atTimelineTime: 0.625)
    parent.speed = 0
    #expect(parent.localTime(atTimelineTime: 5) == 1.25)
    timeline.advance(to: 5)
    #expect(child.presentedValues(at: 5).opacity == 0.25)
    #expect(child.animationKeys == ["fade"])
    // Resumed at 5: the remaining 0.75 s of the child's time takes 0.375 s at speed 2.
    parent.speed = 2
    parent.beginTime = 5
    timeline.advance(to: 5.374)
    #expect(child.animationKeys == ["fade"])
    timeline.advance(to: 5.376)
    #expect(child.animationKeys.isEmpty)
  }

  @Test("times convert between a layer's time and the timeline's both ways")
  func conversion() {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    _ = Timeline(rootLayer: root)
    let layer = Layer()
    root.addSublayer(layer)
    root.beginTime = 1
    layer.speed = 2
    layer.timeOffset = 0.5
    #expect(layer.localTime(atTimelineTime: 3) == 4.5)  // ((3 − 1) − 0) · 2 + 0.5
    #expect(layer.timelineTime(atLocalTime: 4.5) == 3)
    layer.speed = 0
    #expect(layer.timelineTime(atLocalTime: 4.5) == .infinity)
  }

  /// A layer's duration makes its time run in passes, as an animation's does: 0.5 s passes
  /// starting at 1 s, autoreversing, twice: at 1.2 s the time is 0.2, at 1.7 s it is 0.3
  /// (0.2 s into the backward half), and before 1 s or after 3 s there is none.
  @Test("a layer's time runs in passes of its duration")
  func passes() {
    var timing = MediaTiming()
    #expect(timing.isLayerIdentity)
    timing.beginTime = 1
    timing.duration = 0.5
    timing.autoreverses = true
    timing.repeatCount = 2
    #expect(!timing.isLayerIdentity)
    let local = { (t: Double) in timing.layerTime(atParentTime: t) }
    #expect(abs(local(1.2)! - 0.2) < 1e-12)
    #expect(abs(local(1.7)! - 0.3) < 1e-12)
    #expect(local(0.5) == nil)
    #expect(local(3.5) == nil)
    timing.fillMode = .both
    #expect(local(0.5) == 0)
    #expect(local(3.5) == 0)
    #expect(timing.parentTime(atLayerTime: 0.3) == 1.3)
  }
}
