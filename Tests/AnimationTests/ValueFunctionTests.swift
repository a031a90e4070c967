import Animation
import Geometry
import Testing

/// The value functions Core Animation names, as the engine runs them.
@Suite("Value functions")
struct ValueFunctionTests {
  /// Each function's transform, against the matrix written out: a rotation's m11 and m12
  /// are cos and sin, a scale's diagonal its factors, a translation's last row the offset.
  @Test("each function makes the transform its name says")
  func transforms() throws {
    let quarter = try #require(ValueFunction.rotateZ.transform(for: .scalar(.pi / 2)))
    #expect(abs(quarter.m11) < 1e-12 && abs(quarter.m12 - 1) < 1e-12)
    let scale = try #require(ValueFunction.scale.transform(for: .numbers([2, 3, 4])))
    #expect(scale.m11 == 2 && scale.m22 == 3 && scale.m33 == 4)
    let move = try #require(ValueFunction.translateY.transform(for: .scalar(7)))
    #expect(move.m42 == 7 && move.m41 == 0)
    #expect(ValueFunction.scale.transform(for: .scalar(2)) == nil)
    #expect(ValueFunction.allCases.count == 11)
  }

  /// "from alone" animates from the function's identity input: rotateZ from 0 to the angle.
  @Test("a missing value is the function's identity")
  func identityInput() throws {
    var spin = try BasicAnimation(
      keyPath: "transform", to: .scalar(.pi), duration: 1, valueFunction: .rotateZ)
    spin.timing.beginTime = 0
    let values = spin.values(at: 0.5) { _ in .transform(.identity) }
    guard case .transform(let t)? = values.first?.value else {
      Issue.record("no transform")
      return
    }
    #expect(abs(t.m11) < 1e-12 && abs(t.m12 - 1) < 1e-12)
    #expect(throws: AnimationError.self) {
      try BasicAnimation(keyPath: "opacity", to: .scalar(1), valueFunction: .rotateZ)
    }
  }
}
