import Foundation
import Testing

@testable import Animation

@Suite("UIKit's spring from a damping ratio and a duration")
struct UIKitSpringMappingTests {
  @Test(
    "Framer's published pair and the reference values",
    arguments: [
      (0.25, 3.0, 54.8336, 3.7025), (0.5, 1.0, 161.7195, 12.7169),
      (0.7, 0.8, 151.2791, 17.2194), (0.8, 0.3, 898.8597, 47.9696),
      (1.0, 0.5, 341.0237, 36.9337), (1.0, 1.0, 85.2559, 18.4668),
    ])
  func reference(ratio: Double, duration: Double, stiffness: Double, damping: Double) {
    let spring = UIKitSpringMapping(dampingRatio: ratio, duration: duration)
    #expect(abs(spring.stiffness - stiffness) < 1e-3)
    #expect(abs(spring.damping - damping) < 1e-3)
  }

  @Test("an underdamped spring's envelope has fallen to 0.001 of the distance at the duration")
  func envelopeAtDuration() {
    // From rest, x(t) = 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t); the envelope of the
    // remaining distance is (ζω₀/ω_d)·e^(−ζω₀t) in Framer's criterion, mass 1.
    for (ratio, duration) in [(0.3, 0.6), (0.5, 1.0), (0.8, 2.0)] {
      let spring = UIKitSpringMapping(dampingRatio: ratio, duration: duration)
      let w0 = spring.stiffness.squareRoot()
      let wd = w0 * (1 - ratio * ratio).squareRoot()
      let envelope = ratio * w0 / wd * exp(-ratio * w0 * duration)
      #expect(abs(envelope - UIKitSpringMapping.tolerance) < 1e-9)
      #expect(abs(spring.damping - 2 * ratio * w0) < 1e-9)
    }
  }
}
