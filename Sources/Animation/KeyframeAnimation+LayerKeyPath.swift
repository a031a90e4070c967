extension KeyframeAnimation {
  /// A keyframe animation of a typed key path, which the compiler checks against the
  /// values. The arrays (key times, timing functions) are checked when it is added to a
  /// layer, or by ``validate()``.
  public init<Value>(
    keyPath: LayerKeyPath<Value>, values: [Value], keyTimes: [Double]? = nil,
    duration: Double = 0, timingFunction: TimingFunction? = nil,
    timingFunctions: [TimingFunction]? = nil, calculationMode: KeyframeCalculationMode = .linear
  ) {
    self.init(
      path: keyPath.path, values: values.map(\.animatableValue), keyTimes: keyTimes,
      duration: duration, timingFunction: timingFunction, timingFunctions: timingFunctions,
      calculationMode: calculationMode)
  }
}
