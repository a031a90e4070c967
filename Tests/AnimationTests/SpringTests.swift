import Animation
import Foundation
import Testing

@Suite("Springs")
struct SpringTests {
  /// x″ = (−c·x′ − k·(x − 1)) / m by classical Runge–Kutta with a fine step.
  private func integrate(_ s: Spring, until end: Double, step h: Double = 1e-5) -> [(
    Double, Double
  )] {
    var x = 0.0
    var v = s.initialVelocity
    var t = 0.0
    var samples: [(Double, Double)] = [(0, 0)]
    func a(_ x: Double, _ v: Double) -> Double { (-s.damping * v - s.stiffness * (x - 1)) / s.mass }
    let every = Int((0.01 / h).rounded())
    var n = 0
    while t < end - h / 2 {
      let k1x = v
      let k1v = a(x, v)
      let k2x = v + h / 2 * k1v
      let k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v
      let k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v
      let k4v = a(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      t += h
      n += 1
      if n % every == 0 { samples.append((t, x)) }
    }
    return samples
  }

  static let springs: [Spring] = [
    try! Spring(),  // under-damped, ζ = 0.5
    try! Spring(dampingRatio: 0.4, response: 0.2),
    try! Spring(mass: 1, stiffness: 100, damping: 20),  // critically damped
    try! Spring(mass: 2, stiffness: 50, damping: 40, initialVelocity: 3),  // over-damped
    try! Spring(mass: 1, stiffness: 300, damping: 5, initialVelocity: -4),
  ]

  @Test("the closed form matches a fine numerical integration within 1e-6", arguments: springs)
  func closedForm(spring: Spring) {
    for (t, x) in integrate(spring, until: 1.5) {
      #expect(abs(spring.progress(at: t) - x) < 1e-6, "t = \(t)")
    }
  }

  @Test("the design parameters of the seed: damping 0.4, response 0.2")
  func designParameters() throws {
    let s = try Spring(dampingRatio: 0.4, response: 0.2)
    #expect(abs(s.stiffness - 986.960440) < 1e-5)
    #expect(abs(s.damping - 25.132741) < 1e-5)
    #expect(abs(s.dampingRatio - 0.4) < 1e-12)
  }

  @Test(
    "after the settling duration progress stays within 0.001 of 1, just before it does not",
    arguments: springs)
  func settling(spring: Spring) {
    let d = spring.settlingDuration
    #expect(d > 0 && d.isFinite)
    #expect(abs(1 - spring.progress(at: d - 1e-6)) >= 0.001 - 1e-9)
    var t = d
    while t < d + 5 {
      #expect(abs(1 - spring.progress(at: t)) < 0.001, "t = \(t)")
      t += 0.0007
    }
  }

  @Test("a very lightly damped spring's settling time is found near its envelope's crossing")
  func lightDamping() throws {
    let spring = try Spring(dampingRatio: 1e-7, response: 0.001)
    let d = spring.settlingDuration
    // The envelope e^(−ζω₀t) of the oscillation (amplitude ≈ 1) crosses 0.001 here.
    let w0 = 2 * Double.pi / 0.001
    let envelope = log(1000) / (1e-7 * w0)
    let period = 0.001
    // Sampling finds the last excursion a few dozen periods (of 11 million) before it.
    #expect(abs(d - envelope) < 0.1, "\(d) vs \(envelope)")
    #expect(abs(1 - spring.progress(at: d - 1e-9)) >= 0.001 - 1e-9)
    for k in 1...100 {
      #expect(abs(1 - spring.progress(at: d + Double(k) * period / 37)) < 0.001)
    }
  }

  @Test("invalid parameters are refused")
  func invalid() {
    #expect(throws: AnimationError.self) { try Spring(mass: 0) }
    #expect(throws: AnimationError.self) { try Spring(stiffness: -1) }
    #expect(throws: AnimationError.self) { try Spring(dampingRatio: 0.5, response: 0) }
  }
}
