import Animation
import Foundation
import Geometry
import Layers
import Pixels

/// Where an animator is in its life, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started (or finished): the initial state.
  case inactive
  /// Running or paused.
  case active
  /// Stopped, waiting for `finishAnimation(at:)`.
  case stopped
}

/// Where the views end when an animator completes, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the values the animations set.
  case end
  /// At the values from before the animations.
  case start
  /// Wherever they were when the animator was stopped.
  case current
}

/// An interruptible animation of view properties, as UIKit's `UIViewPropertyAnimator`: the
/// changes its animation blocks make are run when it starts, and it can be paused,
/// scrubbed through ``fractionComplete``, reversed, stopped and continued with new timing.
///
/// With `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` the duration
/// given is ignored and the animation lasts the spring's settling duration, as UIKit's
/// header says ("The duration is computed assuming a small settling oscillation").
open class UIViewPropertyAnimator: NSObject {
  /// The duration given when the animator was made.
  public let duration: TimeInterval
  /// The delay given to ``startAnimation(afterDelay:)``; 0 until then.
  public private(set) var delay: TimeInterval = 0
  /// The timing curve.
  public private(set) var timingParameters: UITimingCurveProvider?
  /// Whether touches reach the views while they animate. Defaults to true.
  open var isUserInteractionEnabled = true
  /// Whether the animator can be paused and reversed. Defaults to true; ignored once
  /// active, where UIKit raises.
  open var isInterruptible = true {
    didSet { if state != .inactive { isInterruptible = oldValue } }
  }
  /// Whether scrubbing through ``fractionComplete`` moves the views linearly rather than
  /// along the curve. Defaults to true.
  open var scrubsLinearly = true
  /// Whether the animator stays active at its end instead of completing. Defaults to false.
  open var pausesOnCompletion = false
  /// The current state.
  public private(set) var state = UIViewAnimatingState.inactive

  private var pending: [(animations: () -> Void, delayFactor: CGFloat)] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var tracks: [AnimatorTrack] = []
  /// The current segment's curve and length: the first from the timing parameters, later
  /// ones from `continueAnimation`.
  private var curve: AnimatorCurve
  private var segmentDuration: TimeInterval
  /// Whether the current segment was made while reversed: it then runs towards the start.
  private var segmentReversed = false
  /// The segment's unit time at `anchorTime`, and how fast it moves (0 while paused).
  private var anchorTime = 0.0
  private var anchorUnit = 0.0
  private var rate = 0.0
  /// Whether the views show linear progress (scrubbed while paused).
  private var scrubbing = false
  private var reversed = false
  /// Bumped whenever the scheduled end no longer applies.
  private var generation = 0
  private weak var timeline: Timeline?

  // MARK: Making

  /// An inactive animator with the given duration and curve.
  public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    self.duration = duration
    timingParameters = parameters
    (curve, segmentDuration) = AnimatorCurve.make(parameters, duration: duration)
    super.init()
  }

  /// An inactive animator with no duration and the default curve.
  public override convenience init() {
    self.init(duration: 0, timingParameters: UICubicTimingParameters())
  }

  /// An inactive animator running `animations` with one of UIKit's curves.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// An inactive animator running `animations` along a cubic Bézier.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// An inactive animator running `animations` with a spring of `ratio` damping fitted to
  /// `duration`.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// A running animator with the options' curve, started after `delay`, calling
  /// `completion` at its end.
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let curve = UIView.AnimationCurve(rawValue: Int(options.curveIndex)) ?? .easeInOut
    let animator = UIViewPropertyAnimator(
      duration: duration, curve: curve, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: Blocks

  /// Adds an animation block. Before the animator starts it runs when it starts; while it
  /// is active it runs now and animates over the time that remains.
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds an animation block that starts `delayFactor` (0...1) of the duration into the
  /// animation and lasts the rest of it.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    guard state != .stopped else { return }
    if state == .inactive {
      pending.append((animation, delayFactor))
      return
    }
    let unit = currentUnit
    run(animation, delayFactor: max(Double(delayFactor), unit))
    refresh()
  }

  /// Adds a block to run when the animator completes, with where the views ended.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: Running

  /// Whether the animations are running (forwards or reversed); a running animator is
  /// always active.
  open var isRunning: Bool { state == .active && rate != 0 }

  /// Whether the animations run back towards their start values. Set before starting, the
  /// animator runs reversed when started.
  open var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      let unit = currentUnit
      reversed = newValue
      if isRunning { run(from: unit) }
    }
  }

  /// How far the animation is, 0...1: the fraction of its time elapsed. Setting it while
  /// paused (or inactive, which makes the animator active and paused) moves the views there,
  /// linearly unless ``scrubsLinearly`` is false; while running it does nothing.
  open var fractionComplete: CGFloat {
    get { CGFloat(currentUnit) }
    set {
      guard state != .stopped, !isRunning else { return }
      if state == .inactive { activate() }
      anchorUnit = min(max(Double(newValue), 0), 1)
      scrubbing = scrubsLinearly
      pause(at: anchorUnit)
    }
  }

  /// Starts (or resumes) the animations now.
  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts (or resumes) the animations after `delay` seconds.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    if state == .inactive {
      self.delay = delay
      activate()
    }
    scrubbing = false
    run(from: currentUnit, after: delay)
  }

  /// Pauses the running animations where they are, or starts the animator paused.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    if state == .inactive { activate() }
    pause(at: currentUnit)
  }

  /// Stops the animations, leaving the views where they show now. With `withoutFinishing`
  /// the animator becomes inactive and its completions never run; otherwise it is stopped
  /// until ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    let now = timeline?.now ?? 0
    for track in tracks {
      if let value = track.animation.value(at: now) { track.setModel(value) }
      track.layer.flipbookLayer.removeAnimation(forKey: track.key)
    }
    stoppedTracks = withoutFinishing ? [] : tracks
    tracks.removeAll()
    rate = 0
    generation += 1
    if withoutFinishing {
      state = .inactive
      completions.removeAll()
    } else {
      state = .stopped
    }
  }

  /// Completes a stopped animator: the views go to `position` and the completions run.
  open func finishAnimation(at position: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: position)
  }

  /// Resumes a paused animator with new timing: it continues from where the views show,
  /// taking `durationFactor` times the original duration (a spring given by its constants
  /// takes its settling duration) along `parameters` (nil: the current curve).
  open func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {
    guard state == .active else { return }
    let unit = currentUnit
    var next = (curve: curve, duration: segmentDuration)
    if let parameters {
      next = AnimatorCurve.make(parameters, duration: duration * Double(durationFactor))
      timingParameters = parameters
    } else if !curve.ignoresDuration {
      next.duration = duration * Double(durationFactor)
    }
    for index in tracks.indices {
      let progress = tracks[index].animation.progress(atUnit: unit)
      tracks[index].animation.verticalCurve = nil
      tracks[index].animation.startProgress = progress
      tracks[index].animation.endProgress = reversed ? 0 : 1
      tracks[index].animation.delayFactor = 0
    }
    (curve, segmentDuration) = next
    segmentReversed = reversed
    scrubbing = false
    run(from: 0)
  }

  // MARK: Internals

  /// The segment's unit time now.
  private var currentUnit: Double {
    guard rate != 0, let now = timeline?.now else { return anchorUnit }
    return min(max(anchorUnit + rate * max(now - anchorTime, 0), 0), 1)
  }

  /// Whether the clock runs backwards through the current segment.
  private var runsBackwards: Bool { reversed != segmentReversed }

  /// Runs the pending blocks, recording their changes as tracks.
  private func activate() {
    state = .active
    let blocks = pending
    pending.removeAll()
    for block in blocks { run(block.animations, delayFactor: Double(block.delayFactor)) }
  }

  /// Runs one block, turning each property it changes into a track from the old value.
  private func run(_ animations: () -> Void, delayFactor: Double) {
    let recorder = ChangeRecorder()
    let stack = AnimationContextStack.current
    stack.contexts.append(recorder)
    animations()
    stack.contexts.removeLast()
    for change in recorder.changes {
      if timeline == nil { timeline = change.layer.flipbookLayer.timeline }
      let keys = Set(change.layer.flipbookLayer.animationKeys)
      var key = "\(change.keyPath)-animator"
      var index = 1
      while keys.contains(key) || tracks.contains(where: { $0.key == key }) {
        index += 1
        key = "\(change.keyPath)-animator-\(index)"
      }
      let path: AnimationKeyPath
      do {
        path = try AnimationKeyPath(change.keyPath)
      } catch {
        change.layer.flipbookLayer.timeline?.record(
          "animation.rejected",
          [
            ("layer", .string(change.layer.name ?? "unnamed")),
            ("keyPath", .string(change.keyPath)),
            ("reason", .string("\(error): the change is made without animation")),
          ])
        continue
      }
      var animation = AnimatorTrackAnimation(
        keyPath: path, from: change.from, to: change.to,
        delayFactor: min(max(delayFactor, 0), 0.999_999), curve: curve,
        segmentDuration: segmentDuration)
      animation.keyframes = change.keyframes
      // "For 1-dimensional properties the x-coordinate of the velocity vector is used"
      // (UITimingParameters.h); measured on iOS, only a position takes dy, for its y.
      if change.keyPath == "position", case .spring(var spring, let ignores) = curve,
        let velocity = timingParameters?.springTimingParameters?.initialVelocity,
        velocity.dy != velocity.dx
      {
        spring.initialVelocity = Double(velocity.dy)
        animation.verticalCurve = .spring(spring, ignoresDuration: ignores)
      }
      tracks.append(
        AnimatorTrack(
          layer: change.layer, key: key, keyPath: change.keyPath, animation: animation))
    }
  }

  /// Runs from unit time `unit` of the segment, after `delay` seconds.
  private func run(from unit: Double, after delay: TimeInterval = 0) {
    let now = timeline?.now ?? 0
    anchorTime = now + delay
    anchorUnit = unit
    let length = max(segmentDuration, 0)
    let direction: Double = runsBackwards ? -1 : 1
    rate = length > 0 ? direction / length : direction
    if length <= 0 { anchorUnit = runsBackwards ? 0 : 1 }
    refresh()
    generation += 1
    let remaining = runsBackwards ? anchorUnit : 1 - anchorUnit
    let end = anchorTime + (length > 0 ? remaining * length : 0)
    let expected = generation
    guard let timeline else {
      finishNaturally()
      return
    }
    // Held until its end, as iOS keeps a running animator alive: one kept only in a local
    // (`let animator = …; animator.startAnimation()`) still finishes.
    timeline.schedule(at: end) {
      guard self.generation == expected else { return }
      TransactionStack.current.handle(on: timeline) { self.finishNaturally() }
    }
  }

  /// Freezes the views at unit time `unit`.
  private func pause(at unit: Double) {
    anchorUnit = unit
    anchorTime = timeline?.now ?? 0
    rate = 0
    generation += 1
    refresh()
  }

  /// Replaces every track's layer animation with one following the current clock.
  private func refresh() {
    for index in tracks.indices {
      tracks[index].animation.curve = curve
      tracks[index].animation.segmentDuration = segmentDuration
      tracks[index].animation.clock = AnimatorClock(
        anchorTime: anchorTime, anchorUnit: anchorUnit, rate: rate,
        linear: scrubbing)
      let track = tracks[index]
      track.layer.flipbookLayer.add(track.animation, forKey: track.key)
    }
  }

  /// The segment reached its end.
  private func finishNaturally() {
    let unit = runsBackwards ? 0.0 : 1.0
    if pausesOnCompletion {
      pause(at: unit)
      return
    }
    // Run to its end, an animator is at its end, or at its start when reversed, whatever
    // its curve showed last (UIKit passes .end to the completions of a spring run out, even
    // one the duration cut before it settled).
    finish(at: runsBackwards ? .start : .end)
  }

  /// Puts the views at `position`, drops the tracks, becomes inactive and runs the
  /// completions.
  private func finish(at position: UIViewAnimatingPosition) {
    for track in tracks {
      switch position {
      case .end: track.setModel(track.animation.to)
      case .start: track.setModel(track.animation.from)
      case .current: break
      }
      track.layer.flipbookLayer.removeAnimation(forKey: track.key)
    }
    if state == .stopped {
      for track in stoppedTracks {
        switch position {
        case .end: track.setModel(track.animation.to)
        case .start: track.setModel(track.animation.from)
        case .current: break
        }
      }
    }
    tracks.removeAll()
    stoppedTracks.removeAll()
    rate = 0
    generation += 1
    state = .inactive
    let blocks = completions
    completions.removeAll()
    for completion in blocks { completion(position) }
  }

  /// The tracks of a stopped animator, for ``finishAnimation(at:)``.
  private var stoppedTracks: [AnimatorTrack] = []
}

/// A property an animator moves, and the layer animation showing it.
struct AnimatorTrack {
  let layer: CALayer
  let key: String
  let keyPath: String
  var animation: AnimatorTrackAnimation

  /// Sets the property's model value.
  func setModel(_ value: AnimatableValue) {
    KeyframeRecorder.setModel(value, keyPath: keyPath, on: layer)
  }
}

/// How an animator's progress follows its unit time.
enum AnimatorCurve: Sendable {
  case cubic(TimingFunction)
  /// A spring run for `duration` seconds over the unit time; `ignoresDuration` when given
  /// by its constants.
  case spring(Spring, ignoresDuration: Bool)

  /// The curve and the seconds it runs for, from timing parameters and a duration.
  static func make(
    _ parameters: UITimingCurveProvider, duration: TimeInterval
  ) -> (AnimatorCurve, TimeInterval) {
    if let spring = parameters.springTimingParameters {
      let made = spring.spring(forDuration: duration)
      return (.spring(made.spring, ignoresDuration: spring.constants != nil), made.duration)
    }
    let cubic = parameters.cubicTimingParameters ?? UICubicTimingParameters()
    return (.cubic(cubic.timingFunction), duration)
  }

  /// Whether the animator's duration is ignored.
  var ignoresDuration: Bool {
    if case .spring(_, let ignores) = self { return ignores }
    return false
  }

  /// The progress at unit time `unit` of a segment lasting `duration` seconds.
  func progress(atUnit unit: Double, duration: TimeInterval) -> Double {
    switch self {
    case .cubic(let function): function.progress(at: unit)
    case .spring(let spring, _): spring.progress(at: unit * duration)
    }
  }
}

/// An animator's clock: unit time `anchorUnit` at `anchorTime`, moving at `rate` per
/// second; `linear` while scrubbed.
struct AnimatorClock: Sendable {
  var anchorTime = 0.0
  var anchorUnit = 0.0
  var rate = 0.0
  var linear = false

  func unit(at time: Double) -> Double {
    min(max(anchorUnit + rate * max(time - anchorTime, 0), 0), 1)
  }
}

/// The layer animation of one animator track: the value follows the animator's clock and
/// curve from `startProgress` to `endProgress` of the way from `from` to `to`.
struct AnimatorTrackAnimation: LayerAnimation {
  let keyPath: AnimationKeyPath
  let from: AnimatableValue
  let to: AnimatableValue
  /// The fraction of the unit time before this track starts moving.
  var delayFactor: Double
  var curve: AnimatorCurve
  /// The curve of a point's y, when its spring starts at another velocity than its x.
  var verticalCurve: AnimatorCurve?
  var segmentDuration: TimeInterval
  var startProgress = 0.0
  var endProgress = 1.0
  var clock = AnimatorClock()
  /// The keyframes the value passes through, when a keyframe block made the change: the
  /// animator's progress is then the position along their key times.
  var keyframes: AnimatorKeyframes?
  var timing = MediaTiming(duration: 0)
  var isRemovedOnCompletion = false

  init(
    keyPath: AnimationKeyPath, from: AnimatableValue, to: AnimatableValue, delayFactor: Double,
    curve: AnimatorCurve, segmentDuration: TimeInterval
  ) {
    self.keyPath = keyPath
    self.from = from
    self.to = to
    self.delayFactor = delayFactor
    self.curve = curve
    self.segmentDuration = segmentDuration
    timing.fillMode = .both
  }

  func validate() throws {}

  /// The progress from `from` to `to` at the segment's unit time `unit` (along
  /// `vertical` rather than the curve, when given).
  func progress(atUnit unit: Double, along vertical: AnimatorCurve? = nil) -> Double {
    let local = min(max((unit - delayFactor) / (1 - delayFactor), 0), 1)
    let shaped =
      clock.linear
      ? local
      : (vertical ?? curve).progress(atUnit: local, duration: segmentDuration * (1 - delayFactor))
    return startProgress + (endProgress - startProgress) * shaped
  }

  /// The value at parent time `time`.
  func value(at time: Double) -> AnimatableValue? {
    let unit = clock.unit(at: time)
    let progress = progress(atUnit: unit)
    if let keyframes { return keyframes.value(at: progress) }
    if let verticalCurve, case .point(let a) = from, case .point(let b) = to {
      let vertical = self.progress(atUnit: unit, along: verticalCurve)
      return .point(Point(x: a.x + (b.x - a.x) * progress, y: a.y + (b.y - a.y) * vertical))
    }
    return from.interpolated(to: to, fraction: progress)
  }

  func values(
    at time: Double, current: (AnimationKeyPath) -> AnimatableValue?
  ) -> [(keyPath: AnimationKeyPath, value: AnimatableValue)] {
    guard let value = value(at: time) else { return [] }
    return [(keyPath, value)]
  }
}

/// Records the changes a property animator's block makes, without animating them.
final class ChangeRecorder: AnimationRecorder {
  var changes:
    [(
      layer: CALayer, keyPath: String, from: AnimatableValue, to: AnimatableValue,
      keyframes: AnimatorKeyframes?
    )] = []

  /// A keyframe block inside the animator's block moved `keyPath` of `layer` through
  /// `keyframes`, along the animator's time.
  func record(_ keyframes: AnimatorKeyframes, keyPath: String, of layer: CALayer) {
    guard let first = keyframes.values.first, let last = keyframes.values.last else { return }
    changes.removeAll { $0.layer === layer && $0.keyPath == keyPath }
    changes.append((layer, keyPath, first, last, keyframes))
  }

  override func record(view: UIView, from before: AnimatableState, to after: AnimatableState) {
    super.record(view: view, from: before, to: after)
    for change in before.changes(to: after) {
      guard let new = change.to else { continue }
      let old = change.from ?? .color(.clear)
      if let index = changes.firstIndex(where: {
        $0.layer === view.layer && $0.keyPath == change.keyPath
      }) {
        changes[index].to = new
        changes[index].keyframes = nil
      } else {
        changes.append((view.layer, change.keyPath, old, new, nil))
      }
    }
  }
}

/// The values a keyframe block inside a property animator moves a property through, at their
/// key times (0...1 of the animator's progress), straight from one to the next.
struct AnimatorKeyframes: Sendable {
  var keyTimes: [Double]
  var values: [AnimatableValue]

  /// The value at `progress`, held at the ends (a spring's overshoot stays at the last key).
  func value(at progress: Double) -> AnimatableValue? {
    guard let first = values.first else { return nil }
    let p = min(max(progress, 0), 1)
    guard let next = keyTimes.firstIndex(where: { $0 > p }) else { return values.last }
    guard next > 0 else { return first }
    let span = keyTimes[next] - keyTimes[next - 1]
    let fraction = span > 0 ? (p - keyTimes[next - 1]) / span : 1
    return values[next - 1].interpolated(to: values[next], fraction: fraction)
  }
}
