/// An animation of one key path between two values, as `CABasicAnimation`.
///
/// From, to and by combine as Core Animation documents: from + to; from + by (to = from +
/// by); by + to (from = to − by); from alone (to the current value); to alone (from the
/// current value); by alone (from current to current + by); none (the current value).
public struct BasicAnimation: LayerAnimation {
  /// The key path animated.
  public var keyPath: AnimationKeyPath
  /// The start value.
  public var fromValue: AnimatableValue?
  /// The end value.
  public var toValue: AnimatableValue?
  /// The change from the start.
  public var byValue: AnimatableValue?
  /// The easing of each pass; nil is linear.
  public var timingFunction: TimingFunction?
  /// Whether the value is added to the current value instead of replacing it.
  public var isAdditive = false
  /// Whether each repeat cycle starts where the previous one ended, as
  /// `CAPropertyAnimation.isCumulative`: cycle k shows its value plus k times the change.
  public var isCumulative = false
  /// When and how fast it runs.
  public var timing: MediaTiming
  /// Whether the layer drops it when it ends.
  public var isRemovedOnCompletion = true
  /// What turns the interpolated numbers into the transform set, as
  /// `CAPropertyAnimation.valueFunction`; the values are then its inputs.
  public var valueFunction: ValueFunction?

  /// An animation of `keyPath`, as Core Animation spells it: `BasicAnimation(keyPath:
  /// "opacity", from: 0, to: 1)`. Throws for an unknown key path or a value of the wrong kind.
  public init(
    keyPath: String, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
    by: AnimatableValue? = nil, duration: Double = 0, timingFunction: TimingFunction? = nil,
    valueFunction: ValueFunction? = nil
  ) throws {
    self.init(
      path: try AnimationKeyPath(keyPath), from: from, to: to, by: by, duration: duration,
      timingFunction: timingFunction)
    self.valueFunction = valueFunction
    try checkKinds()
  }

  init(
    path: AnimationKeyPath, from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?,
    duration: Double, timingFunction: TimingFunction?
  ) {
    keyPath = path
    fromValue = from
    toValue = to
    byValue = by
    self.timingFunction = timingFunction
    timing = MediaTiming(duration: duration)
  }

  public func validate() throws {
    try timing.validate()
    try checkKinds()
    if keyPath.valueKind == "path" && (byValue != nil || isAdditive) {
      throw AnimationError.pathNotAdditive(keyPath: keyPath.string)
    }
  }

  public func values(
    at time: Double, current: (AnimationKeyPath) -> AnimatableValue?
  ) -> [(keyPath: AnimationKeyPath, value: AnimatableValue)] {
    guard let unit = timing.unitProgress(atParentTime: time),
      let base = current(keyPath)
    else { return [] }
    let progress = (timingFunction ?? .linear).progress(at: unit)
    guard let (from, to) = endpoints(current: valueFunction?.identityInput ?? base),
      var value = from.interpolated(to: to, fraction: progress)
    else { return [] }
    if isCumulative {
      value = value.accumulating(
        cycles: timing.completedCycles(atParentTime: time), from: from, to: to)
    }
    if let valueFunction {
      return valueFunction.value(for: value, current: base, isAdditive: isAdditive).map {
        [(keyPath, $0)]
      } ?? []
    }
    if isAdditive, let sum = base.adding(value) { value = sum }
    return [(keyPath, value)]
  }

  /// Throws for a value of the wrong kind for the key path, or for the value function.
  private func checkKinds() throws {
    let values = [fromValue, toValue, byValue]
    if let valueFunction {
      try valueFunction.check(values, for: keyPath)
    } else {
      try keyPath.checkKinds(of: values)
    }
  }

  /// The values at the start and the end of a pass.
  func endpoints(current: AnimatableValue) -> (AnimatableValue, AnimatableValue)? {
    Self.endpoints(from: fromValue, to: toValue, by: byValue, current: current)
  }

  /// The values at the start and the end of a pass from the three values Core Animation
  /// combines (any of them nil) and the current value.
  static func endpoints(
    from fromValue: AnimatableValue?, to toValue: AnimatableValue?, by byValue: AnimatableValue?,
    current: AnimatableValue
  ) -> (AnimatableValue, AnimatableValue)? {
    switch (fromValue, toValue, byValue) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return from.adding(by).map { (from, $0) }
    case (nil, let to?, let by?): return to.subtracting(by).map { ($0, to) }
    case (let from?, nil, nil): return (from, current)
    case (nil, let to?, nil): return (current, to)
    case (nil, nil, let by?): return current.adding(by).map { (current, $0) }
    case (nil, nil, nil): return (current, current)
    }
  }
}
