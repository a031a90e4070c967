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

    /// The name UIKit's or Core Animation's spelling of a curve means, for hints: UIKit's
    /// `UIView.AnimationCurve` and `UIView.AnimationOptions` (`easeInOut`, `.curveEaseInOut`,
    /// `curveLinear`) and the `kCAMediaTimingFunction…` constants; nil for anything else.
    public init?(otherSpelling spelling: String) {
      var text = Substring(spelling)
      let prefixes = [
        ".", "UIView.AnimationCurve.", "UIView.AnimationOptions.", "kCAMediaTimingFunction",
      ]
      for prefix in prefixes where text.hasPrefix(prefix) {
        text = text.dropFirst(prefix.count)
      }
      if text.hasPrefix(".") { text = text.dropFirst() }
      if text.lowercased().hasPrefix("curve") { text = text.dropFirst("curve".count) }
      switch text.lowercased() {
      case "linear": self = .linear
      case "easein": self = .easeIn
      case "easeout": self = .easeOut
      case "easeinout", "easeineaseout": self = .easeInEaseOut
      case "default": self = .default
      default: return nil
      }
    }
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
