import Foundation

/// A curve to sample over time: a cubic Bézier timing function or a spring.
public enum TimingCurve: Sendable, Hashable {
  /// A Bézier timing function over t in [0, 1].
  case bezier(TimingFunction)
  /// A spring over t in seconds.
  case spring(Spring)

  /// `count` samples: for a Bézier at t = i/(count − 1); for a spring over
  /// [0, duration ?? settlingDuration] seconds.
  public func samples(count: Int, duration: Double?) -> [(t: Double, value: Double)] {
    let n = max(count, 2)
    switch self {
    case .bezier(let function):
      return (0..<n).map { i in
        let t = Double(i) / Double(n - 1)
        return (t, function.progress(at: t))
      }
    case .spring(let spring):
      let span = duration ?? spring.settlingDuration
      return (0..<n).map { i in
        let t = span * Double(i) / Double(n - 1)
        return (t, spring.progress(at: t))
      }
    }
  }
}
