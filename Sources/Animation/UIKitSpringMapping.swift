import Foundation

/// The spring UIKit puts behind a damping ratio and a duration: the stiffness and damping
/// (mass 1) of the `CASpringAnimation` that `UIView.animate(…usingSpringWithDamping:…)` and
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)` run for the given duration.
///
/// UIKit does not document the mapping. This is Framer's converter
/// (`SpringCurveValueConverter`), which Framer states performs iOS's own computation: the
/// undamped frequency ω₀ is chosen so the spring's envelope has fallen to 0.001 of the
/// distance at the duration, found by Newton's method from ω₀ = 5/T in 11 steps;
/// stiffness = ω₀², damping = 2ζω₀. Material Motion reads the same `CASpringAnimation`
/// back off a view's layer, so the animation really is a spring of that kind.
///
/// It lives in the engine so that every front end that speaks UIKit's spring blocks (UIView's
/// spring animations, `UISpringTimingParameters`, scene files) maps them the same way.
package struct UIKitSpringMapping: Equatable {
  /// The spring constant.
  package var stiffness: Double
  /// The friction.
  package var damping: Double

  /// Framer's tolerance: the envelope at the duration, as a fraction of the distance.
  package static let tolerance = 0.001

  /// The spring for `dampingRatio` (clamped to (0, 1]) settling in `duration` (clamped to
  /// 0.01...10 s) when starting at `velocity` (unit progress per second).
  package init(dampingRatio: Double, duration: Double, velocity: Double = 0) {
    let zeta = min(max(dampingRatio, .leastNormalMagnitude), 1)
    let time = min(max(duration, 0.01), 10)
    let v = velocity
    let epsilon = Self.tolerance
    let envelope: (Double) -> Double
    let derivative: (Double) -> Double
    if zeta < 1 {
      let root = (1 - zeta * zeta).squareRoot()
      envelope = { w in
        let decay = w * zeta
        return epsilon - (decay - v) / (w * root) * exp(-decay * time)
      }
      derivative = { w in
        let decay = w * zeta
        let displacement = decay * time
        let d = displacement * v + v
        let e = zeta * zeta * w * w * time
        let sign: Double = -envelope(w) + epsilon > 0 ? -1 : 1
        return sign * (d - e) * exp(-displacement) / (w * w * root)
      }
    } else {
      envelope = { w in -epsilon + exp(-w * time) * ((w - v) * time + 1) }
      derivative = { w in exp(-w * time) * (v - w) * time * time }
    }
    var w = 5 / time
    for _ in 1..<12 { w -= envelope(w) / derivative(w) }
    if w.isNaN {
      stiffness = 100
      damping = 10
    } else {
      stiffness = w * w
      damping = zeta * 2 * stiffness.squareRoot()
    }
  }
}
