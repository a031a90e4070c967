import Animation
import Geometry
import Pixels
import Testing

@Suite("Keyframe animations")
struct KeyframeAnimationTests {
  private func scalar(_ value: AnimatableValue?) -> Double? {
    if case .scalar(let x) = value { return x }
    return nil
  }

  private func pop() throws -> KeyframeAnimation {
    try KeyframeAnimation(
      keyPath: "transform.scale", values: [.scalar(0.9), .scalar(1.2), .scalar(1.0)],
      keyTimes: [0.2, 0.4, 1.0], duration: 0.3, timingFunction: .easeOut)
  }

  @Test("the pop holds 0.9 until eased time 0.2, peaks at 1.2 at eased 0.4, ends at 1.0")
  func popHoldsFirstValue() throws {
    let pop = try pop()
    // Eased progress u = easeOut(x); u < 0.2 for x below easeOut⁻¹(0.2).
    for x in stride(from: 0.0, through: 0.06, by: 0.01) {
      #expect(TimingFunction.easeOut.progress(at: x) < 0.2)
      #expect(scalar(pop.value(atUnit: x)) == 0.9)
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
      let mid = (low + high) / 2
      if TimingFunction.easeOut.progress(at: mid) < 0.4 { low = mid } else { high = mid }
    }
    #expect(abs(scalar(pop.value(atUnit: high))! - 1.2) < 1e-9)
    #expect(scalar(pop.value(atUnit: 1)) == 1.0)
    // Between key times: linear in eased time.
    let x = 0.5
    let u = TimingFunction.easeOut.progress(at: x)
    let expected = 1.2 + (1.0 - 1.2) * (u - 0.4) / 0.6
    #expect(abs(scalar(pop.value(atUnit: x))! - expected) < 1e-12)
  }

  @Test("per-segment timing functions shape each segment")
  func segmentTiming() throws {
    let k = try KeyframeAnimation(
      keyPath: "opacity", values: [.scalar(0), .scalar(1), .scalar(0)], keyTimes: [0, 0.5, 1],
      timingFunctions: [.easeIn, .linear])
    let s = TimingFunction.easeIn.progress(at: 0.5)
    #expect(abs(scalar(k.value(atUnit: 0.25))! - s) < 1e-12)
    #expect(abs(scalar(k.value(atUnit: 0.75))! - 0.5) < 1e-12)
  }

  @Test("discrete: each value holds until the next key time")
  func discrete() throws {
    let k = try KeyframeAnimation(
      keyPath: "opacity", values: [.scalar(1), .scalar(2), .scalar(3)], keyTimes: [0, 0.2, 0.9, 1],
      calculationMode: .discrete)
    #expect(scalar(k.value(atUnit: 0.1)) == 1)
    #expect(scalar(k.value(atUnit: 0.2)) == 2)
    #expect(scalar(k.value(atUnit: 0.899)) == 2)
    #expect(scalar(k.value(atUnit: 0.95)) == 3)
    let even = try KeyframeAnimation(
      keyPath: "opacity", values: [.scalar(1), .scalar(2)], calculationMode: .discrete)
    #expect(scalar(even.value(atUnit: 0.49)) == 1 && scalar(even.value(atUnit: 0.5)) == 2)
  }

  /// Apple's CAKeyframeAnimation calculationMode example (discrete, keyTimes
  /// [0, 0.25, 0.5, 0.75, 1], values [310, 60, 120, 60]): at a key time the new value shows.
  /// Through the Bézier solver, linear gave 0.24999999999999997 for 0.25, so 310 showed.
  @Test("discrete: exactly at a key time the next value shows (Apple's example)")
  func discreteAtKeyTime() throws {
    var k = try KeyframeAnimation(
      keyPath: "position.x", values: [310, 60, 120, 60].map { AnimatableValue.scalar($0) },
      keyTimes: [0, 0.25, 0.5, 0.75, 1], duration: 1, calculationMode: .discrete)
    #expect(scalar(k.value(atUnit: 0.25)) == 60)
    #expect(scalar(k.value(atUnit: 0.5)) == 120)
    #expect(scalar(k.value(atUnit: 0.75)) == 60)
    k.timingFunction = .linear
    #expect(scalar(k.value(atUnit: 0.25)) == 60)
    k.timing.beginTime = 0
    #expect(scalar(k.values(at: 0.25) { _ in .scalar(0) }.first?.value) == 60)
  }

  @Test("linear is the identity, exactly")
  func linearIsTheIdentity() {
    for i in 0...1000 {
      let x = Double(i) / 1000
      #expect(TimingFunction.linear.progress(at: x) == x)
    }
  }

  /// Apple's cubicPaced: "Intermediate keyframe values are ... interpolated at an even pace
  /// throughout the animation" — constant speed along the Catmull-Rom spline.
  @Test("cubicPaced: an even pace along the spline")
  func cubicPacedIsEven() throws {
    // 0, 1, 3, 4 is monotonic on the spline, so its arc length is the value itself: an eighth
    // of the time covers 0.5 (the key-time pacing gave 0.375).
    let line = try KeyframeAnimation(
      keyPath: "opacity", values: [0, 1, 3, 4].map { AnimatableValue.scalar($0) },
      calculationMode: .cubicPaced)
    for i in 0...16 {
      let u = Double(i) / 16
      #expect(abs(scalar(line.value(atUnit: u))! - 4 * u) < 1e-4, "u = \(u)")
    }
    // Along a 2-D path the distance covered per step of time is the same everywhere.
    let path = try KeyframeAnimation(
      keyPath: "position",
      values: [
        .point(Point(x: 0, y: 0)), .point(Point(x: 100, y: 0)), .point(Point(x: 160, y: 60)),
        .point(Point(x: 160, y: 200)),
      ], calculationMode: .cubicPaced)
    var steps: [Double] = []
    var previous = Point(x: 0, y: 0)
    for i in 1...100 {
      guard case .point(let p) = path.value(atUnit: Double(i) / 100) else {
        Issue.record("no point")
        return
      }
      steps.append(
        ((p.x - previous.x) * (p.x - previous.x) + (p.y - previous.y) * (p.y - previous.y))
          .squareRoot())
      previous = p
    }
    #expect(steps.max()! / steps.min()! < 1.01, "\(steps.min()!) … \(steps.max()!)")
  }

  @Test("cubicPaced over 20 000 values keeps its pace with the samples shared out")
  func cubicPacedManyValues() throws {
    // Points evenly along a line: the spline is the line, so the value a fraction u of the
    // time along is u of the way, whatever the number of samples each segment gets.
    let count = 20_000
    let line = try KeyframeAnimation(
      keyPath: "position.x", values: (0..<count).map { .scalar(Double($0)) },
      calculationMode: .cubicPaced)
    for u in [0.0, 0.1234, 0.5, 0.87, 1] {
      #expect(abs(scalar(line.value(atUnit: u))! - u * Double(count - 1)) < 1e-6, "u = \(u)")
    }
    let paced = try KeyframeAnimation(
      keyPath: "position.x", values: (0..<count).map { .scalar(Double($0 * $0)) },
      calculationMode: .paced)
    let total = Double((count - 1) * (count - 1))
    #expect(abs(scalar(paced.value(atUnit: 0.25))! - 0.25 * total) < 1e-3)
  }

  @Test("paced: constant speed over the distance, keyTimes ignored")
  func paced() throws {
    let k = try KeyframeAnimation(
      keyPath: "position",
      values: [.point(Point(x: 0, y: 0)), .point(Point(x: 10, y: 0)), .point(Point(x: 10, y: 30))],
      keyTimes: [0, 0.9, 1], calculationMode: .paced)
    // 40 pt in all: a quarter of the time covers the first 10.
    #expect(k.value(atUnit: 0.25) == .point(Point(x: 10, y: 0)))
    #expect(k.value(atUnit: 0.625) == .point(Point(x: 10, y: 15)))
  }

  @Test("cubic: a Catmull-Rom curve through the values")
  func cubic() throws {
    let k = try KeyframeAnimation(
      keyPath: "opacity", values: [.scalar(0), .scalar(1), .scalar(0), .scalar(1)],
      calculationMode: .cubic)
    for (i, v) in [0.0, 1, 0, 1].enumerated() {
      #expect(abs(scalar(k.value(atUnit: Double(i) / 3))! - v) < 1e-12)
    }
    // Middle of segment 1 (1 → 0): tangents m1 = (0 − 0)/2 = 0, m2 = (1 − 1)/2 = 0 → 0.5.
    #expect(abs(scalar(k.value(atUnit: 0.5))! - 0.5) < 1e-12)
    // First segment with m0 = (1 − 0)/2, m1 = 0: h00·0 + h10·0.5 + h01·1 + h11·0 at s = 0.5.
    #expect(abs(scalar(k.value(atUnit: 1.0 / 6))! - (0.125 * 0.5 + 0.5)) < 1e-12)
  }

  @Test("invalid arrays are refused with a clear message")
  func validation() {
    #expect(
      throws: AnimationError.keyTimesCountMismatch(
        keyPath: "opacity", keyTimes: 2, expected: "3, one per value")
    ) {
      try KeyframeAnimation(
        keyPath: "opacity", values: [.scalar(0), .scalar(1), .scalar(0)], keyTimes: [0, 1])
    }
    #expect(
      throws: AnimationError.keyTimesNotAscending(keyPath: "opacity", keyTimes: [0, 0.6, 0.5])
    ) {
      try KeyframeAnimation(
        keyPath: "opacity", values: [.scalar(0), .scalar(1), .scalar(0)], keyTimes: [0, 0.6, 0.5])
    }
    #expect(throws: AnimationError.self) {
      try KeyframeAnimation(
        keyPath: "opacity", values: [.scalar(0), .scalar(1)], keyTimes: [0, 1.5])
    }
    #expect(throws: AnimationError.self) {
      try KeyframeAnimation(keyPath: "opacity", values: [.color(.red)])
    }
    #expect(throws: AnimationError.emptyValues(keyPath: "opacity")) {
      try KeyframeAnimation(keyPath: "opacity", values: [])
    }
    #expect(throws: AnimationError.negativeDuration(-0.5)) {
      try KeyframeAnimation(keyPath: "opacity", values: [.scalar(0)], duration: -0.5)
    }
    let message =
      AnimationError.keyTimesNotAscending(keyPath: "opacity", keyTimes: [0, 0.6, 0.5])
      .errorDescription ?? ""
    #expect(message.contains("opacity") && message.contains("not ascending"))
  }

  /// CAPropertyAnimation.isCumulative: "the value of the property is the value at the end of
  /// the previous repeat cycle, plus the value of the current repeat cycle."
  @Test("a cumulative keyframe animation adds the first-to-last change each repeat")
  func cumulative() throws {
    var turn = try KeyframeAnimation(
      keyPath: "transform.rotation.z", values: [.scalar(0), .scalar(2), .scalar(1)],
      duration: 1)
    turn.isCumulative = true
    turn.timing.repeatCount = 2
    turn.timing.fillMode = .forwards
    let at = { (t: Double) in self.scalar(turn.values(at: t) { _ in .scalar(0) }.first?.value) }
    #expect(at(0.5) == 2)
    #expect(at(1.5) == 3)  // 2 + (1 − 0)
    #expect(at(1) == 1)  // the second cycle starts where the first ended
    #expect(at(5) == 2)  // held at the end of the second cycle
    turn.isCumulative = false
    #expect(at(1.5) == 2)
  }
}
