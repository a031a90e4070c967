/// A basic animation whose progress follows a spring, as `CASpringAnimation`; it may
/// overshoot its end value.
public struct SpringAnimation: LayerAnimation {
  /// The key path animated.
  public var keyPath: AnimationKeyPath
  /// The start value (nil: the current value).
  public var fromValue: AnimatableValue?
  /// The end value (nil: the current value).
  public var toValue: AnimatableValue?
  /// The change from the start, combined with the other two values as a basic animation's.
  public var byValue: AnimatableValue?
  /// Whether the value is added to the current value instead of replacing it.
  public var isAdditive = false
  /// The spring.
  public var spring: Spring
  /// When and how fast it runs. As for any `CAAnimation`, a duration left at 0 runs
  /// 0.25 s; set `timing.duration = spring.settlingDuration` to let the spring settle
  /// (Apple: settlingDuration "may not be the same as the duration").
  public var timing: MediaTiming
  /// Whether the layer drops it when it ends.
  public var isRemovedOnCompletion = true

  /// A spring animation of `keyPath`; throws for an unknown key path or a value of the
  /// wrong kind.
  public init(
    keyPath: String, from: AnimatableValue? = nil, to: AnimatableValue? = nil, spring: Spring
  ) throws {
    self.init(path: try AnimationKeyPath(keyPath), from: from, to: to, spring: spring)
    try self.keyPath.checkKinds(of: [from, to])
  }

  init(path: AnimationKeyPath, from: AnimatableValue?, to: AnimatableValue?, spring: Spring) {
    keyPath = path
    fromValue = from
    toValue = to
    self.spring = spring
    timing = MediaTiming()
  }

  public func validate() throws {
    try timing.validate()
    try spring.validate()
    try keyPath.checkKinds(of: [fromValue, toValue, byValue])
    if keyPath.valueKind == "path" && (byValue != nil || isAdditive) {
      throw AnimationError.pathNotAdditive(keyPath: keyPath.string)
    }
  }

  public func values(
    at time: Double, current: (AnimationKeyPath) -> AnimatableValue?
  ) -> [(keyPath: AnimationKeyPath, value: AnimatableValue)] {
    guard let seconds = timing.passTime(atParentTime: time), let base = current(keyPath),
      let (from, to) = BasicAnimation.endpoints(
        from: fromValue, to: toValue, by: byValue, current: base),
      var value = from.interpolated(to: to, fraction: spring.progress(at: seconds))
    else { return [] }
    if isAdditive, let sum = base.adding(value) { value = sum }
    return [(keyPath, value)]
  }
}
