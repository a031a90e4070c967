extension BasicAnimation {
  /// An animation of a typed key path, which the compiler checks against the values:
  /// `BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 0.3)`.
  public init<Value>(
    keyPath: LayerKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
    duration: Double = 0, timingFunction: TimingFunction? = nil
  ) {
    self.init(
      path: keyPath.path, from: from?.animatableValue, to: to?.animatableValue,
      by: by?.animatableValue, duration: duration, timingFunction: timingFunction)
  }
}
