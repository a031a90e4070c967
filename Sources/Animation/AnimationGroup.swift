/// Animations run together on one timeline, as `CAAnimationGroup`: the group's local time,
/// with all of its media timing (speed, offset, repeats, autoreverse, fill) and its timing
/// function applied, is the children's parent time, and the group's active interval clips
/// them.
public struct AnimationGroup: LayerAnimation {
  /// The animations, applied in order.
  public var animations: [any LayerAnimation]
  /// When and how fast the group runs.
  public var timing: MediaTiming
  /// The easing of the group's time as its children see it; nil is linear.
  public var timingFunction: TimingFunction?
  /// Whether the layer drops it when it ends.
  public var isRemovedOnCompletion = true

  /// A group of animations lasting `duration` (0: the default 0.25 s).
  public init(animations: [any LayerAnimation], duration: Double = 0) {
    self.animations = animations
    timing = MediaTiming(duration: duration)
  }

  public func validate() throws {
    try timing.validate()
    for animation in animations { try animation.validate() }
  }

  public func values(
    at time: Double, current: (AnimationKeyPath) -> AnimatableValue?
  ) -> [(keyPath: AnimationKeyPath, value: AnimatableValue)] {
    guard let pass = timing.passTime(atParentTime: time) else { return [] }
    let duration = timing.effectiveDuration
    let local = timingFunction.map { duration * $0.progress(at: pass / duration) } ?? pass
    var results: [(keyPath: AnimationKeyPath, value: AnimatableValue)] = []
    for animation in animations {
      // A later child sees what the earlier ones set, as on a layer.
      let produced = Self.holdingItsEnd(animation, at: local).values(at: local) { keyPath in
        results.last { $0.keyPath == keyPath }?.value ?? current(keyPath)
      }
      results.append(contentsOf: produced)
    }
    return results
  }

  /// The child as it is evaluated at the group's time `local`: when its active interval
  /// ends exactly there, it shows its end value. The group's time stops there when the group
  /// holds its end (fill forwards) and turns there when it autoreverses; that instant is the
  /// last of the child's interval, so Core Animation shows the child's end, not the model
  /// (a child with its own fill removed would otherwise snap back just there).
  private static func holdingItsEnd(_ child: any LayerAnimation, at local: Double)
    -> any LayerAnimation
  {
    let end = child.timing.endTime
    guard child.timing.speed > 0, end.isFinite, abs(local - end) <= 1e-9 * max(1, abs(end))
    else { return child }
    var held = child
    switch held.timing.fillMode {
    case .removed: held.timing.fillMode = .forwards
    case .backwards: held.timing.fillMode = .both
    case .forwards, .both: break
    }
    return held
  }
}
