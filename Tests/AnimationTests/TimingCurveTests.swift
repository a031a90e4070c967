import Animation
import Testing

@Suite("Curve specifications")
struct TimingCurveTests {
  @Test("every form parses")
  func parses() throws {
    #expect(try TimingCurve(parsing: "easeIn") == .bezier(.easeIn))
    #expect(try TimingCurve(parsing: " default ") == .bezier(.default))
    #expect(
      try TimingCurve(parsing: "cubic-bezier(0.25, 0.1, 0.25, 1)")
        == .bezier(TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)))
    #expect(
      try TimingCurve(parsing: "spring(dampingRatio=0.4,response=0.2)")
        == .spring(Spring(dampingRatio: 0.4, response: 0.2)))
    #expect(
      try TimingCurve(parsing: "spring(mass=2,stiffness=300,damping=12,velocity=1)")
        == .spring(Spring(mass: 2, stiffness: 300, damping: 12, initialVelocity: 1)))
    #expect(try TimingCurve(parsing: "spring()") == .spring(Spring()))
  }

  @Test(
    "bad specs say what is wrong",
    arguments: [
      "bouncy", "cubic-bezier(1,2,3)", "cubic-bezier(1.5,0,0.5,1)", "spring(mass=0)",
      "spring(dampingRatio=0.4)", "spring(tension=3)", "cubic-bezier(a,b,c,d)", "easeIn(",
    ])
  func rejects(spec: String) {
    #expect(throws: AnimationError.self) { try TimingCurve(parsing: spec) }
    do {
      _ = try TimingCurve(parsing: spec)
    } catch {
      #expect((error as? AnimationError)?.errorDescription?.contains(spec) == true)
    }
  }

  @Test("Bézier samples are at i/(N−1); spring samples span the settling duration")
  func samples() throws {
    let b = try TimingCurve(parsing: "linear").samples(count: 11, duration: nil)
    #expect(b.count == 11 && b[3].t == 0.3 && abs(b[3].value - 0.3) < 1e-12)
    let spring = Spring(dampingRatio: 0.4, response: 0.2)
    let s = TimingCurve.spring(spring).samples(count: 5, duration: nil)
    #expect(s.last!.t == spring.settlingDuration)
    #expect(TimingCurve.spring(spring).samples(count: 101, duration: 1).last!.t == 1)
  }
}
