import Animation
import Testing

@Suite("Timing functions")
struct TimingFunctionTests {
  static let curves: [TimingFunction] = [
    .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
    TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55),
    TimingFunction(controlPoints: 0.9, 0.0, 0.1, 1.0),
    TimingFunction(controlPoints: 0.0, 1.0, 1.0, 0.0),
  ]

  /// Independent inversion: bisection on x(s) = x to 1e-15, then y(s), straight from the
  /// Bernstein form B(s) = 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
  private func bruteForce(_ f: TimingFunction, _ x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if bernstein(f.x1, f.x2, mid) < x { low = mid } else { high = mid }
    }
    return bernstein(f.y1, f.y2, (low + high) / 2)
  }

  @Test("progress matches brute-force inversion within 1e-7 at 4001 points", arguments: curves)
  func againstBruteForce(curve: TimingFunction) {
    var worst = 0.0
    for i in 0...4000 {
      let x = Double(i) / 4000
      worst = max(worst, abs(curve.progress(at: x) - bruteForce(curve, x)))
    }
    #expect(worst <= 1e-7, "worst error \(worst)")
  }

  @Test("at a vertical tangent the answer is as exact as x itself allows")
  func verticalTangent() {
    // cubic-bezier(1,0,0,1) has x′(s) = 3(2s − 1)², zero at s = ½: there y − ½ grows like
    // ∛(x − ½), so one ulp of x (1e-16) moves y by ∛(1e-16 / 4) ≈ 3e-6 in any
    // implementation. Away from the tangent the usual 1e-7 holds.
    let curve = TimingFunction(controlPoints: 1, 0, 0, 1)
    for i in 0...4000 {
      let x = Double(i) / 4000
      let tolerance = abs(x - 0.5) < 0.01 ? 1e-5 : 1e-7
      #expect(abs(curve.progress(at: x) - bruteForce(curve, x)) <= tolerance, "x = \(x)")
    }
  }

  @Test("the named curves have Core Animation's control points")
  func controlPoints() {
    #expect(
      [
        TimingFunction.easeIn.x1, TimingFunction.easeIn.y1, TimingFunction.easeIn.x2,
        TimingFunction.easeIn.y2,
      ] == [0.42, 0, 1, 1])
    #expect([TimingFunction.easeOut.x1, TimingFunction.easeOut.x2] == [0, 0.58])
    #expect(
      [
        TimingFunction.default.x1, TimingFunction.default.y1, TimingFunction.default.x2,
        TimingFunction.default.y2,
      ] == [0.25, 0.1, 0.25, 1])
    #expect(TimingFunction.default != TimingFunction.easeInEaseOut)
  }

  @Test("ends are exact, and inputs outside 0...1 clamp")
  func ends() {
    for curve in Self.curves {
      #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
      #expect(curve.progress(at: -3) == 0 && curve.progress(at: 7) == 1)
    }
    #expect(abs(TimingFunction.linear.progress(at: 0.37) - 0.37) < 1e-12)
  }
}
