import Animation
import Testing

@Suite("Spring parameters and timing curves")
struct SpringParametersTests {
  @Test("each vocabulary makes the spring its formula gives")
  func forms() throws {
    #expect(
      try SpringParameters.physical(mass: 2, stiffness: 300, damping: 12, initialVelocity: 1)
        .spring() == Spring(mass: 2, stiffness: 300, damping: 12, initialVelocity: 1))
    let design = try SpringParameters.dampingRatio(
      0.4, response: 0.2, mass: 1, initialVelocity: 0
    ).spring()
    // stiffness = (2π / response)², damping = 4π·ζ / response, for mass 1.
    #expect(abs(design.stiffness - (2 * Double.pi / 0.2) * (2 * Double.pi / 0.2)) < 1e-9)
    #expect(abs(design.damping - 4 * Double.pi * 0.4 / 0.2) < 1e-9)
    let perceptual = try SpringParameters.perceptual(duration: 0.5, bounce: 0.3, mass: 1).spring()
    #expect(abs(perceptual.dampingRatio - 0.7) < 1e-12)
    #expect(abs(perceptual.perceptualDuration - 0.5) < 1e-12)
  }

  @Test(
    "parameters out of range are refused, naming the parameter",
    arguments: [
      (SpringParameters.physical(mass: 0, stiffness: 100, damping: 10, initialVelocity: 0), "mass"),
      (.dampingRatio(0.5, response: 0, mass: 1, initialVelocity: 0), "response"),
      (.dampingRatio(-0.1, response: 1, mass: 1, initialVelocity: 0), "damping ratio"),
      (.perceptual(duration: -1, bounce: 0, mass: 1), "perceptual duration"),
      (.perceptual(duration: 1, bounce: -1, mass: 1), "bounce"),
    ])
  func refuses(parameters: SpringParameters, naming word: String) {
    do {
      _ = try parameters.spring()
      Issue.record("\(parameters) was accepted")
    } catch AnimationError.invalidSpring(let message) {
      #expect(message.hasPrefix(word), "\(message)")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("Bézier samples are at i/(N−1); spring samples span the settling duration")
  func samples() throws {
    let b = TimingCurve.bezier(.linear).samples(count: 11, duration: nil)
    #expect(b.count == 11 && b[3].t == 0.3 && abs(b[3].value - 0.3) < 1e-12)
    let spring = Spring(dampingRatio: 0.4, response: 0.2)
    let s = TimingCurve.spring(spring).samples(count: 5, duration: nil)
    #expect(s.last!.t == spring.settlingDuration)
    #expect(TimingCurve.spring(spring).samples(count: 101, duration: 1).last!.t == 1)
  }
}
