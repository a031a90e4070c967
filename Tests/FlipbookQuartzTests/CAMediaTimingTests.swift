import Animation
import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Testing

/// Records when the delegate hears of the stop.
private final class StopTime: CAAnimationDelegate {
  let timeline: Timeline
  var stoppedAt: Double?
  init(_ timeline: Timeline) { self.timeline = timeline }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stoppedAt = timeline.now }
}

/// Time as Core Animation code spells it (CAMediaTiming.h, CALayer.h, CAAnimation.h).
@Suite("CAMediaTiming")
struct CAMediaTimingTests {
  private func stage() -> (Scene, CALayer, CALayer) {
    let scene = Scene(size: Size(width: 100, height: 100), duration: 4)
    let parent = CALayer()
    let child = CALayer()
    parent.addSublayer(child)
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(parent)
    return (scene, parent, child)
  }

  /// CAMediaTiming.h, timeOffset: "One use of this is to "pause" a layer by setting
  /// `speed' to zero and `offset' to a suitable value"; the recipe reads the paused time
  /// with `convertTime(CACurrentMediaTime(), from: nil)` and resumes through beginTime.
  @Test("pausing and resuming a layer as iOS code does")
  func pauseAndResume() throws {
    let (scene, parent, child) = stage()
    let stop = StopTime(scene.timeline)
    let animation = fade(1)
    animation.delegate = stop
    child.add(animation, forKey: "fade")
    scene.timeline.advance(to: 0.5)
    #expect(CACurrentMediaTime() == 0.5)

    let pausedTime = parent.convertTime(CACurrentMediaTime(), from: nil)
    parent.speed = 0
    parent.timeOffset = pausedTime
    scene.timeline.advance(to: 2)
    #expect(abs(try opacity(child) - 0.5) < 1e-6)
    #expect(stop.stoppedAt == nil)

    let paused = parent.timeOffset
    parent.speed = 1
    parent.timeOffset = 0
    parent.beginTime = 0
    parent.beginTime = parent.convertTime(CACurrentMediaTime(), from: nil) - paused
    scene.timeline.advance(to: 2.25)
    #expect(abs(try opacity(child) - 0.75) < 1e-6)
    scene.timeline.advance(to: 3)
    #expect(stop.stoppedAt == 2.5)
  }

  /// CAMediaTiming.h, speed: "if rate is 2, local time progresses twice as fast as parent
  /// time"; convertTime(_:from:) "Converts the time interval from the specified layer's time
  /// space to the receiver's time space".
  @Test("a layer's speed reaches its sublayers; convertTime maps between layers")
  func speedAndConversion() throws {
    let (scene, parent, child) = stage()
    parent.speed = 2
    child.add(fade(1), forKey: "fade")
    scene.timeline.advance(to: 0.25)
    #expect(abs(try opacity(child) - 0.5) < 1e-6)
    #expect(child.convertTime(0.25, from: nil) == 0.5)
    #expect(child.convertTime(0.5, to: nil) == 0.25)
    child.timeOffset = 1
    #expect(child.convertTime(0.5, from: parent) == 1.5)
    #expect(parent.convertTime(1.5, from: child) == 0.5)
  }

  /// CAPropertyAnimation.isCumulative: "If true, then the value of the property is the value
  /// at the end of the previous repeat cycle, plus the value of the current repeat cycle."
  @Test("a cumulative animation starts each repeat where the last one ended")
  func cumulative() throws {
    let (scene, _, child) = stage()
    let step = CABasicAnimation(keyPath: "position.x")
    step.fromValue = 0
    step.toValue = 10
    step.duration = 1
    step.repeatCount = 3
    step.isCumulative = true
    step.fillMode = .forwards
    step.isRemovedOnCompletion = false
    child.add(step, forKey: "step")
    scene.timeline.advance(to: 1.5)
    #expect(abs(Double(try #require(child.presentation()).position.x) - 15) < 1e-9)
    scene.timeline.advance(to: 3.5)
    #expect(Double(try #require(child.presentation()).position.x) == 30)
  }

  /// CAMediaTiming.h: a layer is a timed object too; its duration and repeatCount map its
  /// superlayer's time into passes its sublayers' animations run in. With a 1 s pass
  /// repeated forever, a 1 s linear fade held at its end restarts every second: at 1.25 s
  /// the layer's time is 0.25, so the opacity is 0.25; at 2.6 s it is 0.6.
  @Test("a layer's duration and repeatCount loop the animations of its sublayers")
  func layerRepeats() throws {
    let (scene, parent, child) = stage()
    parent.duration = 1
    parent.repeatCount = .infinity
    let animation = fade(1)
    animation.isRemovedOnCompletion = false
    animation.fillMode = .forwards
    child.add(animation, forKey: "fade")
    for (t, expected) in [(0.5, 0.5), (1.25, 0.25), (2.6, 0.6)] {
      scene.timeline.advance(to: t)
      #expect(abs(try opacity(child) - expected) < 1e-6, "at \(t) s")
    }
  }

  /// With autoreverses, the second half of a pass runs the layer's time backwards; after
  /// its one pass (2 s in all) the layer's time is gone without a fill — the model shows —
  /// and held at the pass's last instant (time 0) with a forwards fill.
  @Test("a layer's autoreverses runs its time back, and its fill holds the end")
  func layerAutoreverses() throws {
    let (scene, parent, child) = stage()
    parent.duration = 1
    parent.autoreverses = true
    child.opacity = 0.3
    let animation = fade(1)
    animation.isRemovedOnCompletion = false
    animation.fillMode = .both
    child.add(animation, forKey: "fade")
    scene.timeline.advance(to: 1.25)
    #expect(abs(try opacity(child) - 0.75) < 1e-6)
    scene.timeline.advance(to: 2.5)
    #expect(abs(try opacity(child) - 0.3) < 1e-6)
    parent.fillMode = .forwards
    #expect(abs(try opacity(child) - 0) < 1e-6)
  }

  /// The first absolute time at which a looping layer's time reads 0.5 with a 0.25 s
  /// phase: 0.25 s; past the pass's length the time is never reached.
  @Test("converting into a looping layer's time finds the first pass")
  func loopingConversion() {
    let (_, parent, _) = stage()
    parent.duration = 1
    parent.repeatCount = 3
    parent.timeOffset = 0.25
    #expect(parent.convertTime(0.5, to: nil) == 0.25)
    #expect(parent.convertTime(0.1, to: nil) == 0.85)
    #expect(parent.convertTime(1.5, to: nil) == .infinity)
    #expect(abs(parent.convertTime(1.6, from: nil) - 0.85) < 1e-12)
  }

  /// Key-value coding reaches the timing properties by name (CALayer is key-value coding
  /// compliant for its CAMediaTiming properties).
  @Test("key-value coding sets and reads a layer's timing")
  func timingByKey() throws {
    let (_, parent, _) = stage()
    parent.setValue(2.0, forKey: "duration")
    parent.setValue(3, forKey: "repeatCount")
    parent.setValue(true, forKey: "autoreverses")
    #expect(parent.duration == 2 && parent.repeatCount == 3 && parent.autoreverses)
    #expect((parent.value(forKey: "speed") as? NSNumber)?.doubleValue == 1)
  }
}
