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

  /// A spring from its physical parameters, in `CASpringAnimation`'s order and with its
  /// defaults (1, 100, 10, 0). Values out of range are reported by ``validate()``, which
  /// layers call when an animation is added.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
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
  /// - ζ = 1: 1 − e^(−ω₀t)·[1 + (ω₀ − v₀)·t]
  /// - ζ > 1: 1 − (a·e^(r₁t) + b·e^(r₂t)), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)), a + b = 1,
  ///   a·r₁ + b·r₂ = −v₀ (the over-damped case needs both roots; the critically damped
  ///   formula does not hold there).
  public func progress(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    let w0 = undampedFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    if abs(zeta - 1) < 1e-9 {
      return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
    }
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -w0 * (zeta - root)
    let r2 = -w0 * (zeta + root)
    let b = (-v0 - r1) / (r2 - r1)
    let a = 1 - b
    return 1 - (a * exp(r1 * t) + b * exp(r2 * t))
  }

  /// How far from 1 progress may still stray once settled.
  public static let settlingTolerance = 0.001

  /// The settling duration: the first time after which |1 − progress| stays below 0.001.
  ///
  /// An envelope bounds |1 − progress| from above and falls monotonically, so past the time
  /// it drops below the tolerance the spring is settled; before it, the last crossing is
  /// found by sampling at a fraction of the oscillation period and bisecting.
  public var settlingDuration: Double {
    let w0 = undampedFrequency
    let zeta = dampingRatio
    let tolerance = Self.settlingTolerance
    guard zeta > 0 else { return .infinity }
    // Upper bound: double it until the envelope of the oscillation (or, without oscillation,
    // the deviation at it and well past it) is below the tolerance.
    let wd = w0 * max(1 - zeta * zeta, 0).squareRoot()
    let amplitude = zeta < 1 ? (1 + pow((zeta * w0 - initialVelocity) / wd, 2)).squareRoot() : 1
    var bound = 1 / w0
    while bound < 1e6 {
      if zeta < 1 {
        if amplitude * exp(-zeta * w0 * bound) < tolerance { break }
      } else if abs(1 - progress(at: bound)) < tolerance
        && abs(1 - progress(at: bound * 1.5)) < tolerance
        && abs(1 - progress(at: bound * 4)) < tolerance
      {
        break
      }
      bound *= 2
    }
    let period = zeta < 1 ? 2 * .pi / wd : bound
    let step = min(period / 64, bound / 4096)
    var t = bound
    // Walk back to the last sample that is outside the tolerance.
    while t > 0 && abs(1 - progress(at: t)) < tolerance { t -= step }
    if t <= 0 { return 0 }
    var low = t
    var high = t + step
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if abs(1 - progress(at: mid)) < tolerance { high = mid } else { low = mid }
    }
    return high
  }
}
