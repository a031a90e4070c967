import Animation
import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Testing

/// Records what the delegate is told, with the time.
private final class DelegateLog: CAAnimationDelegate {
  let timeline: Timeline
  var log: [String] = []
  init(_ timeline: Timeline) { self.timeline = timeline }
  func animationDidStart(_ anim: CAAnimation) { log.append("start \(timeline.now)") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    log.append("stop \(timeline.now) \(flag)")
  }
}

/// Core Animation as Apple documents it, sentence by sentence (CATransaction.h, CALayer.h,
/// CAAnimation.h, CAMediaTiming.h and their pages on developer.apple.com).
@Suite("Core Animation's documented behaviour")
struct CoreAnimationDocumentedTests {
  /// A scene with a standalone layer on it, set up before anything is shown.
  private func stage(duration: Double = 4) -> (Scene, CALayer) {
    let scene = Scene(size: Size(width: 10, height: 10), duration: duration)
    let layer = CALayer()
    layer.position = CGPoint(x: 10, y: 10)
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(layer)
    return (scene, layer)
  }

  /// setCompletionBlock: "called … as soon as all animations subsequently added by this
  /// transaction group have completed (or have been removed.)"
  @Test("the completion block waits only for the animations added after it was set")
  func completionCountsLaterAnimations() {
    let (scene, layer) = stage()
    var completedAt: Double?
    CATransaction.begin()
    layer.add(fade(2), forKey: "before")
    CATransaction.setCompletionBlock { completedAt = scene.timeline.now }
    layer.add(fade(0.3), forKey: "after")
    CATransaction.commit()
    scene.timeline.advance(to: 3)
    #expect(completedAt == 0.3)
  }

  /// setCompletionBlock: "If no animations are added before the current transaction group
  /// is committed (or the completion block is set to a different value,) the block will be
  /// invoked immediately."
  @Test("a completion block replaced before any animation runs at once; the new one waits")
  func replacedBlockRuns() {
    let (scene, layer) = stage()
    var log: [String] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { log.append("first \(scene.timeline.now)") }
    CATransaction.setCompletionBlock { log.append("second \(scene.timeline.now)") }
    #expect(log == ["first 0.0"])
    layer.add(fade(0.5), forKey: nil)
    CATransaction.commit()
    scene.timeline.advance(to: 1)
    #expect(log == ["first 0.0", "second 0.5"])
  }

  /// setCompletionBlock: "… have completed (or have been removed.)"
  @Test("removing or replacing the animation brings the completion forward")
  func removalCompletes() {
    let (scene, layer) = stage()
    var completions: [Double] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { completions.append(scene.timeline.now) }
    layer.add(fade(2), forKey: "fade")
    CATransaction.commit()
    scene.timeline.advance(to: 0.5)
    layer.removeAnimation(forKey: "fade")
    scene.timeline.advance(to: 0.5)
    #expect(completions == [0.5])

    CATransaction.begin()
    CATransaction.setCompletionBlock { completions.append(scene.timeline.now) }
    layer.add(fade(2), forKey: "fade")
    CATransaction.commit()
    scene.timeline.advance(to: 1)
    layer.add(fade(2), forKey: "fade")  // replaces it, outside the transaction
    scene.timeline.advance(to: 1.5)
    #expect(completions == [0.5, 1])
  }

  /// repeatCount: "Setting this property to greatestFiniteMagnitude will cause the
  /// animation to repeat forever" (`.infinity` alike, inferred); the completion block waits
  /// for all animations to have "completed (or have been removed)".
  @Test("an endless animation keeps its transaction open until it is removed")
  func endlessAnimation() {
    let (scene, layer) = stage(duration: 100)
    var completedAt: Double?
    let pulse = fade(0.5)
    pulse.repeatCount = .infinity
    CATransaction.begin()
    CATransaction.setCompletionBlock { completedAt = scene.timeline.now }
    layer.add(pulse, forKey: "pulse")
    CATransaction.commit()
    scene.timeline.advance(to: 50)
    #expect(completedAt == nil)
    layer.removeAnimation(forKey: "pulse")
    scene.timeline.advance(to: 51)
    #expect(completedAt == 50)
  }

  /// CALayer.h, addAnimation:forKey:: "If the `duration' property of the animation is zero
  /// or negative it is given the default duration, either the value of the
  /// 'animationDuration' transaction property or .25 seconds otherwise."
  @Test("a zero or negative duration becomes the transaction's or 0.25 s")
  func nonPositiveDuration() throws {
    let (scene, layer) = stage()
    layer.add(fade(-1), forKey: "negative")
    scene.timeline.advance(to: 0.125)
    #expect(abs(try opacity(layer) - 0.5) < 1e-9)
    CATransaction.begin()
    CATransaction.setAnimationDuration(2)
    layer.add(fade(-3), forKey: "negative")
    CATransaction.commit()
    scene.timeline.advance(to: 1.125)
    #expect(abs(try opacity(layer) - 0.5) < 1e-9)
  }

  /// CABasicAnimation (CASpringAnimation's superclass): "byValue non-nil. Interpolates
  /// between the layer's current value of keyPath in the render tree and that plus byValue."
  @Test("a spring's byValue moves it from the current value by that much")
  func springByValue() throws {
    let (scene, layer) = stage()
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.byValue = 20
    spring.duration = 1
    layer.add(spring, forKey: "spring")
    scene.timeline.advance(to: 0.5)
    let expected = 10 + 20 * Spring(mass: 1, stiffness: 100, damping: 10).progress(at: 0.5)
    let x = Double(try #require(layer.presentation()).position.x)
    #expect(abs(x - expected) < 1e-9)
    #expect(abs(x - 10) > 1)
  }

  /// CAAnimation.h, additive: "the value specified by the animation will be added to the
  /// current render tree value to produce the new render tree value."
  @Test("an additive spring adds its value to the current one")
  func springAdditive() throws {
    let (scene, layer) = stage()
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.fromValue = 0
    spring.toValue = 20
    spring.isAdditive = true
    spring.duration = 1
    layer.add(spring, forKey: "spring")
    scene.timeline.advance(to: 0.5)
    let expected = 10 + 20 * Spring(mass: 1, stiffness: 100, damping: 10).progress(at: 0.5)
    let x = Double(try #require(layer.presentation()).position.x)
    #expect(abs(x - expected) < 1e-9)
  }

  /// CAAnimationGroup is a CAAnimation: its timingFunction "defines the pacing of the
  /// animation", here the group's time as its children see it.
  @Test("a group's timing function paces its children")
  func groupTimingFunction() throws {
    let (scene, layer) = stage()
    let group = CAAnimationGroup()
    group.animations = [fade(1)]
    group.duration = 1
    group.timingFunction = CAMediaTimingFunction(name: .easeIn)
    layer.add(group, forKey: "group")
    scene.timeline.advance(to: 0.5)
    let eased = TimingFunction.easeIn.progress(at: 0.5)
    #expect(abs(try opacity(layer) - eased) < 1e-6)  // opacity is a Float
  }

  /// Inferred: the child's fill mode is removed, so after its own end it shows the model,
  /// as the same animation outside a group does, while the group's time runs on.
  @Test("a group's child with its fill removed shows the model after its own end")
  func groupChildEnds() throws {
    let (scene, layer) = stage()
    layer.opacity = 0.25
    let group = CAAnimationGroup()
    group.animations = [fade(0.5)]
    group.duration = 1
    layer.add(group, forKey: "group")
    scene.timeline.advance(to: 0.5)
    #expect(try opacity(layer) == 0.25)
    scene.timeline.advance(to: 0.75)
    #expect(try opacity(layer) == 0.25)
  }

  /// Inferred (Core Animation commits an implicit transaction at the end of the run-loop
  /// turn): a duration set with no transaction open, outside any event, lasts until the
  /// timeline runs its next event, not for every later animation.
  @Test("a stray implicit transaction closes before the timeline's next event")
  func strayTransactionCloses() throws {
    let (scene, layer) = stage()
    CATransaction.setAnimationDuration(2)
    layer.add(fade(0), forKey: "long")
    #expect(CATransaction.animationDuration() == 2)
    scene.timeline.advance(to: 0.5)
    #expect(CATransaction.animationDuration() == 0.25)
    layer.add(fade(0), forKey: "short")
    scene.timeline.advance(to: 0.625)
    #expect(abs(try opacity(layer) - 0.5) < 1e-9)
    // Opened before any animation, it closes on the timeline last used.
    CATransaction.setAnimationDuration(3)
    scene.timeline.advance(to: 0.7)
    #expect(CATransaction.animationDuration() == 0.25)
  }

  /// CAAnimationDelegate: "Called when the animation begins its active duration."
  @Test("the delegate hears of the start at the begin time, and of the stop")
  func delegateStart() {
    let (scene, layer) = stage()
    let delegate = DelegateLog(scene.timeline)
    let later = fade(0.5)
    later.beginTime = 1
    later.delegate = delegate
    layer.add(later, forKey: "later")
    let now = fade(0.25)
    now.delegate = delegate
    layer.add(now, forKey: "now")
    scene.timeline.advance(to: 2)
    #expect(delegate.log == ["start 0.0", "stop 0.25 true", "start 1.0", "stop 1.5 true"])
    let removed = fade(1)
    removed.beginTime = 3
    removed.delegate = delegate
    layer.add(removed, forKey: "removed")
    layer.removeAnimation(forKey: "removed")
    scene.timeline.advance(to: 4)
    #expect(delegate.log.count == 5 && delegate.log.last == "stop 2.0 false")
  }
}
