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
    let stopsOrTurns =
      timing.isFrozenAtEnd(atParentTime: time)
      || (timing.autoreverses && abs(pass - duration) <= 1e-9 * max(1, duration))
    var results: [(keyPath: AnimationKeyPath, value: AnimatableValue)] = []
    for animation in animations {
      // A later child sees what the earlier ones set, as on a layer.
      let child = stopsOrTurns ? Self.holdingItsEnd(animation, at: local) : animation
      let produced = child.values(at: local) { keyPath in
        results.last { $0.keyPath == keyPath }?.value ?? current(keyPath)
      }
      results.append(contentsOf: produced)
    }
    return results
  }

  /// The child as it is evaluated at the group's time `local` when the group's time stops
  /// there (the group holds its end with a forwards fill) or turns there (autoreverse):
  /// when the child's active interval ends exactly there, it shows its end value, since that
  /// instant is the last of the child's interval the group's time reached (inferred: a
  /// child with its own fill removed would otherwise snap back just there). While the
  /// group's time runs on past the child's end, the child shows the model at its end, as the
  /// same animation outside a group does.
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
