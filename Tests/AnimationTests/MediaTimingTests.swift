import Animation
import Testing

@Suite("Media timing")
struct MediaTimingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var timing: MediaTiming
    var expected: [(t: Double, progress: Double?)]
    var testDescription: String { name }
  }

  static func timing(_ build: (inout MediaTiming) -> Void) -> MediaTiming {
    var t = MediaTiming(duration: 1)
    t.beginTime = 2
    build(&t)
    return t
  }

  static let cases: [Case] = [
    Case(
      name: "removed", timing: timing { _ in },
      expected: [(1.9, nil), (2, 0), (2.25, 0.25), (2.999, 0.999), (3, nil), (9, nil)]),
    Case(
      name: "forwards", timing: timing { $0.fillMode = .forwards },
      expected: [(1, nil), (2.5, 0.5), (3, 1), (9, 1)]),
    Case(
      name: "backwards", timing: timing { $0.fillMode = .backwards },
      expected: [(1, 0), (2.5, 0.5), (3, nil)]),
    Case(
      name: "both", timing: timing { $0.fillMode = .both }, expected: [(0, 0), (2.5, 0.5), (4, 1)]),
    Case(
      name: "repeat 2",
      timing: timing {
        $0.repeatCount = 2
        $0.fillMode = .forwards
      }, expected: [(2.5, 0.5), (3.25, 0.25), (3.999, 0.999), (4, 1), (5, 1)]),
    Case(
      name: "repeat 1.5 ends mid-pass",
      timing: timing {
        $0.repeatCount = 1.5
        $0.fillMode = .forwards
      }, expected: [(3.25, 0.25), (3.5, 0.5), (9, 0.5)]),
    Case(
      name: "repeatDuration",
      timing: timing {
        $0.repeatDuration = 2.5
        $0.fillMode = .forwards
      }, expected: [(4.25, 0.25), (4.5, 0.5), (6, 0.5)]),
    Case(
      name: "autoreverses",
      timing: timing {
        $0.autoreverses = true
        $0.fillMode = .forwards
      }, expected: [(2.25, 0.25), (3, 1), (3.25, 0.75), (3.75, 0.25), (4, 0), (5, 0)]),
    Case(
      name: "speed 2", timing: timing { $0.speed = 2 },
      expected: [(2.25, 0.5), (2.499, 0.998), (2.5, nil)]),
    Case(
      name: "speed 0.5", timing: timing { $0.speed = 0.5 },
      expected: [(3, 0.5), (3.999, 0.9995), (4, nil)]),
    Case(
      name: "timeOffset wraps", timing: timing { $0.timeOffset = 0.25 },
      expected: [(2, 0.25), (2.5, 0.75), (2.8, 0.05), (3, nil)]),
    // Core Animation measures the active interval in elapsed time (t − beginTime)·speed and
    // adds timeOffset only to the phase within the cycle: an animation with a time offset
    // still runs its whole duration, starting part-way and wrapping around (David
    // Rönnqvist, "Controlling animation timing", ronnqvi.st, 2014; issue 8, item 4).
    Case(
      name: "timeOffset shifts the phase, not the active interval",
      timing: {
        var t = MediaTiming(duration: 3)
        t.beginTime = 2
        t.timeOffset = 2
        t.repeatDuration = 1
        return t
      }(), expected: [(2.5, 2.5 / 3), (2.999, 2.999 / 3), (3, nil)]),
    Case(
      name: "timeOffset with a fractional repeat count",
      timing: timing {
        $0.timeOffset = 0.25
        $0.repeatCount = 1.5
      }, expected: [(2, 0.25), (3.3, 0.55), (3.499, 0.749), (3.5, nil)]),
    // Inferred: after the end a forwards fill holds the value last shown (local time
    // active + timeOffset), here 1.5 + 0.25 → 0.75 into the pass.
    Case(
      name: "timeOffset then forwards fill holds the last value shown",
      timing: timing {
        $0.timeOffset = 0.25
        $0.repeatCount = 1.5
        $0.fillMode = .forwards
      }, expected: [(3.5, 0.75), (9, 0.75)]),
    // A negative speed plays backwards (Apple's CAMediaTiming speed documents no sign limit;
    // time then runs backwards). Inferred: the same interval, from beginTime on, from the end.
    Case(
      name: "speed −1 plays backwards",
      timing: timing { $0.speed = -1 },
      expected: [(1.9, nil), (2, 1), (2.25, 0.75), (2.75, 0.25), (3, 0), (3.001, nil)]),
    Case(
      name: "speed −2 with both fills",
      timing: timing {
        $0.speed = -2
        $0.fillMode = .both
      }, expected: [(1, 1), (2.25, 0.5), (2.5, 0), (9, 0)]),
    Case(
      name: "default duration 0.25",
      timing: {
        var t = MediaTiming()
        t.beginTime = 1
        return t
      }(), expected: [(1.125, 0.5), (1.25, nil)]),
  ]

  @Test("unit progress before, inside and after the active interval", arguments: cases)
  func table(c: Case) {
    for (t, expected) in c.expected {
      let actual = c.timing.unitProgress(atParentTime: t)
      if let expected {
        #expect(
          actual != nil && abs(actual! - expected) < 1e-9,
          "t = \(t): \(String(describing: actual)) ≠ \(expected)")
      } else {
        #expect(actual == nil, "t = \(t): \(String(describing: actual)) should not apply")
      }
    }
  }

  @Test("end time, active duration and validation")
  func derived() {
    var t = MediaTiming(duration: 0.5)
    t.beginTime = 1
    t.repeatCount = 3
    t.autoreverses = true
    #expect(t.activeDuration == 3 && t.endTime == 4)
    t.speed = 2
    #expect(t.endTime == 2.5)
    t.speed = 0
    #expect(t.endTime == .infinity)
    t.speed = -2
    #expect(t.endTime == 2.5)
    #expect(throws: Never.self) { try t.validate() }
    #expect(throws: AnimationError.negativeDuration(-1)) {
      try MediaTiming(duration: -1).validate()
    }
  }
}
