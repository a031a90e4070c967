import Foundation

/// A damped spring pulling progress from 0 to 1, as `CASpringAnimation` models it:
/// m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = initialVelocity.
public struct Spring: Sendable, Hashable {
  /// The mass m, above 0.
  public var mass: Double
  /// The stiffness k, above 0.
  public var stiffness: Double
  /// The damping c, 0 or more.
  public var damping: Double
  /// The initial velocity, in progress per second, positive towards the target.
  public var initialVelocity: Double
  /// Whether a damping ratio above 1 moves as an over-damped spring does; otherwise (the
  /// default, as `CASpringAnimation.allowsOverdamping`) it moves as a critically damped one.
  public var allowsOverdamping = false

  /// A spring from its physical parameters, in `CASpringAnimation`'s order and with its
  /// defaults (1, 100, 10, 0). Values out of range are reported by ``validate()``, which
  /// layers call when an animation is added.
  public init(
    mass: Double = SpringParameters.defaultMass,
    stiffness: Double = SpringParameters.defaultStiffness,
    damping: Double = SpringParameters.defaultDamping, initialVelocity: Double = 0
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// A spring from design parameters, as `UISpringTimingParameters(dampingRatio:response:)`
  /// and SwiftUI's `Spring(response:dampingRatio:)`: stiffness = (2π / response)²·m,
  /// damping = 4π·ζ·m / response.
  public init(dampingRatio: Double, response: Double, mass: Double = 1, initialVelocity: Double = 0)
  {
    self.init(
      mass: mass, stiffness: pow(2 * .pi / response, 2) * mass,
      damping: 4 * .pi * dampingRatio * mass / response, initialVelocity: initialVelocity)
  }

  /// A spring from a perceptual duration and a bounce, as iOS 17's
  /// `CASpringAnimation(perceptualDuration:bounce:)` and SwiftUI's `Spring(duration:bounce:)`:
  /// the response is the duration and the damping ratio 1 − bounce (1 / (1 + bounce) when
  /// the bounce is negative, an over-damped spring). Bounce 0 is critically damped; 1 would
  /// never stop.
  public init(perceptualDuration: Double, bounce: Double = 0, mass: Double = 1) {
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(dampingRatio: ratio, response: perceptualDuration, mass: mass)
  }

  /// The perceptual duration, 2π / ω₀: the response of the design parameters.
  public var perceptualDuration: Double { 2 * .pi / undampedFrequency }

  /// How bouncy the spring is: 1 − ζ when under-damped, 1/ζ − 1 when over-damped.
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// Throws ``AnimationError/invalidSpring(_:)`` for a parameter out of range.
  public func validate() throws {
    guard mass > 0, mass.isFinite else {
      throw AnimationError.invalidSpring("mass \(mass) must be positive")
    }
    guard stiffness > 0, stiffness.isFinite else {
      throw AnimationError.invalidSpring("stiffness \(stiffness) must be positive")
    }
    guard damping >= 0, damping.isFinite else {
      throw AnimationError.invalidSpring("damping \(damping) must be zero or positive")
    }
    guard initialVelocity.isFinite else {
      throw AnimationError.invalidSpring("initial velocity must be finite")
    }
  }

  /// ω₀ = √(k/m).
  public var undampedFrequency: Double { (stiffness / mass).squareRoot() }
  /// ζ = c / (2√(km)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The progress at `t` seconds: 0 at t = 0, settling at 1.
  ///
  /// - ζ < 1: 1 − e^(−ζω₀t)·[cos ω_d t + ((ζω₀ − v₀)/ω_d)·sin ω_d t], ω_d = ω₀√(1 − ζ²)
  /// - ζ ≥ 1: 1 − e^(−ω₀t)·[1 + (ω₀ − v₀)·t], the critically damped form, also for
  ///   over-damped springs: WebKit's SpringSolver (a re-implementation of CASpringAnimation)
  ///   does this, and so does Core Animation as re-implementations observe it — unless
  ///   ``allowsOverdamping``:
  /// - ζ > 1 allowing over-damping: 1 − e^(−ζω₀t)·[cosh rt + ((ζω₀ − v₀)/r)·sinh rt],
  ///   r = ω₀√(ζ² − 1).
  public func progress(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    return 1 - deviation(at: t, magnitude: false)
  }

  /// 1 − progress at `t`, or with `magnitude`, the envelope that bounds its size: each
  /// term's coefficient taken as positive.
  private func deviation(at t: Double, magnitude: Bool) -> Double {
    let w0 = undampedFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    func size(_ x: Double) -> Double { magnitude ? abs(x) : x }
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (zeta * w0 - v0) / wd
      return magnitude
        ? exp(-zeta * w0 * t) * (1 + abs(b))
        : exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
    }
    if zeta > 1 && allowsOverdamping {
      let r = w0 * (zeta * zeta - 1).squareRoot()
      // e^(−ζω₀t)·cosh rt and ·sinh rt, written to stay finite for large t.
      let slow = exp((r - zeta * w0) * t) / 2
      let fast = exp((-r - zeta * w0) * t) / 2
      return size(slow + fast) + size((zeta * w0 - v0) / r * (slow - fast))
    }
    return exp(-w0 * t) * (1 + size(w0 - v0) * t)
  }

  /// How far from 1 progress may still stray once settled.
  public static let settlingTolerance = 0.001

  /// The settling duration, as `CASpringAnimation.settlingDuration` estimates it: when the
  /// envelope of |1 − progress| falls to 0.001. It is a property of the spring, not the
  /// animation's duration.
  ///
  /// Apple documents no formula, only two figures for mass 1, stiffness 100: damping 5 gives
  /// "approximately 2.85 seconds", damping 15 "just over 1 second". The envelope rule fits
  /// both (inferred): for ζ < 1, t = ln((1 + |B|) / 0.001) / (ζω₀) with B = (ζω₀ − v₀)/ω_d
  /// gives 2.855 s and 1.022 s, where the last time progress leaves the tolerance gives
  /// 2.69 s and 0.80 s. For ζ ≥ 1 the envelope e^(−ω₀t)·(1 + |ω₀ − v₀|·t) is used the same
  /// way: the last time it is 0.001; and for an over-damped spring that is allowed to be,
  /// e^(−ζω₀t)·(cosh rt + |B|·sinh rt).
  public var settlingDuration: Double {
    let w0 = undampedFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    let tolerance = Self.settlingTolerance
    guard zeta > 0, w0 > 0, w0.isFinite, zeta.isFinite, v0.isFinite else { return .infinity }
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (zeta * w0 - v0) / wd
      return max(log((1 + abs(b)) / tolerance) / (zeta * w0), 0)
    }
    // The envelope rises at most until t* (for the critical form e^(−ω₀t)·(1 + a·t), t* =
    // (a − ω₀)/(a·ω₀) when a = |ω₀ − v₀| > ω₀), then falls: bisect for its last crossing
    // of the tolerance on the falling side.
    let a = abs(w0 - v0)
    func envelope(_ t: Double) -> Double { deviation(at: t, magnitude: true) }
    var low = zeta > 1 && allowsOverdamping ? peak(of: envelope) : a > w0 ? (a - w0) / (a * w0) : 0
    if envelope(low) <= tolerance { return low }
    var high = max(low, 1 / w0)
    while envelope(high) > tolerance {
      high *= 2
      if !high.isFinite { return .infinity }
    }
    for _ in 0..<100 {
      let mid = (low + high) / 2
      if envelope(mid) > tolerance { low = mid } else { high = mid }
    }
    return high
  }

  /// A time at or before the peak of an envelope that rises, if at all, and then falls:
  /// the last point of a widening grid before the envelope drops.
  private func peak(of envelope: (Double) -> Double) -> Double {
    var step = 1 / undampedFrequency / 16
    var best = 0.0
    var t = step
    while envelope(t) >= envelope(best) && t < 1e6 {
      best = t
      t += step
      step *= 1.25
    }
    return best
  }
}
