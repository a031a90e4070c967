extension TimingFunction {
  /// The named curves, as `CAMediaTimingFunctionName`.
  public enum Name: String, Sendable, Hashable, CaseIterable {
    /// `.linear`: constant speed.
    case linear
    /// `.easeIn`: slow start.
    case easeIn
    /// `.easeOut`: slow end.
    case easeOut
    /// `.easeInEaseOut`: slow start and end.
    case easeInEaseOut
    /// `.default`: Core Animation's default curve.
    case `default`
  }

  /// The named curve, as `CAMediaTimingFunction(name: .easeOut)`.
  public init(name: Name) {
    switch name {
    case .linear: self = .linear
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .easeInEaseOut: self = .easeInEaseOut
    case .default: self = .default
    }
  }
}
