import Foundation

/// A damped spring pulling progress from 0 to 1, as `CASpringAnimation` models it:
/// m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = initialVelocity.
public struct Spring: Sendable, Hashable {
  /// The mass m.
  public let mass: Double
  /// The stiffness k.
  public let stiffness: Double
  /// The damping c.
  public let damping: Double
  /// The initial velocity, in progress per second, positive towards the target.
  public let initialVelocity: Double

  /// A spring from its physical parameters (`CASpringAnimation`'s defaults: 1, 100, 10, 0).
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) throws {
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
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// A spring from design parameters, as `UISpringTimingParameters(dampingRatio:response:)`:
  /// stiffness = (2π / response)²·m, damping = 4π·ζ·m / response.
  public init(dampingRatio: Double, response: Double, mass: Double = 1, initialVelocity: Double = 0)
    throws
  {
    guard response > 0, response.isFinite else {
      throw AnimationError.invalidSpring("response \(response) must be positive")
    }
    guard dampingRatio >= 0, dampingRatio.isFinite else {
      throw AnimationError.invalidSpring("damping ratio \(dampingRatio) must be zero or positive")
    }
    try self.init(
      mass: mass, stiffness: pow(2 * .pi / response, 2) * mass,
      damping: 4 * .pi * dampingRatio * mass / response, initialVelocity: initialVelocity)
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
    let wd = w0 * max(1 - zeta * zeta, 0).squareRoot()
    let amplitude = zeta < 1 ? (1 + pow((zeta * w0 - initialVelocity) / wd, 2)).squareRoot() : 1
    // Upper bound. Under-damped: the time the envelope of the oscillation crosses the
    // tolerance, so the walk back takes about one period however light the damping. Otherwise
    // doubled until the deviation at it and well past it is below the tolerance.
    var bound = zeta < 1 ? max(log(amplitude / tolerance) / (zeta * w0), 1 / w0) : 1 / w0
    while zeta >= 1 && bound < 1e6 {
      if abs(1 - progress(at: bound)) < tolerance
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
    // Walk back to the last sample that is outside the tolerance; past a million steps the
    // bound itself is returned, which is settled (if later than the true time).
    var steps = 0
    while t > 0 && abs(1 - progress(at: t)) < tolerance {
      t -= step
      steps += 1
      if steps > 1_000_000 { return bound }
    }
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
