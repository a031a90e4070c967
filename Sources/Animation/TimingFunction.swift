/// A cubic Bézier easing curve from (0, 0) to (1, 1) with control points c1 and c2, as
/// `CAMediaTimingFunction`.
public struct TimingFunction: Sendable, Hashable, CustomStringConvertible {
  /// The first control point.
  public let x1, y1: Double
  /// The second control point.
  public let x2, y2: Double
  /// The name of a named curve ("easeOut"), nil for a custom one.
  public let name: String?

  /// A custom curve; x1 and x2 are clamped to 0...1 so x(s) is monotonic.
  public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.init(x1, y1, x2, y2, name: nil)
  }

  private init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, name: String?) {
    self.x1 = min(max(x1, 0), 1)
    self.y1 = y1
    self.x2 = min(max(x2, 0), 1)
    self.y2 = y2
    self.name = name
  }

  /// Constant speed.
  /// The x values of the control points a curve may have: time runs forwards.
  public static let controlPointXRange = 0.0...1.0
  /// The y values of the control points scene files and the command line accept: a curve
  /// may overshoot, but y values this far out already leave any picture, and larger ones
  /// overflow the curve's arithmetic to values that are not numbers.
  public static let controlPointYRange = -1e6...1e6

  public static let linear = TimingFunction(0, 0, 1, 1, name: "linear")
  /// Slow start: (0.42, 0) (1, 1).
  public static let easeIn = TimingFunction(0.42, 0, 1, 1, name: "easeIn")
  /// Slow end: (0, 0) (0.58, 1).
  public static let easeOut = TimingFunction(0, 0, 0.58, 1, name: "easeOut")
  /// Slow start and end: (0.42, 0) (0.58, 1).
  public static let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1, name: "easeInEaseOut")
  /// Core Animation's default: (0.25, 0.1) (0.25, 1) — not the same as easeInEaseOut.
  public static let `default` = TimingFunction(0.25, 0.1, 0.25, 1, name: "default")

  /// The named curves by name.
  public static let named: [String: TimingFunction] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
    "easeInEaseOut": .easeInEaseOut, "default": .default,
  ]

  public var description: String { name ?? "cubic-bezier(\(x1),\(y1),\(x2),\(y2))" }

  public static func == (a: TimingFunction, b: TimingFunction) -> Bool {
    a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }

  /// The eased progress y for a time fraction x (clamped to 0...1).
  ///
  /// As WebKit's UnitBezier: with the polynomial x(s) = ((ax·s + bx)·s + cx)·s, where
  /// cx = 3·x1, bx = 3·(x2 − x1) − cx, ax = 1 − cx − bx, find s with x(s) = x by Newton's
  /// method from s = x, falling back to bisection on [0, 1]; then return y(s). Accurate to
  /// 1e-7 or better against brute-force inversion (tested on 4001 points per curve).
  public func progress(at x: Double) -> Double {
    let x = x.isNaN ? 0 : min(max(x, 0), 1)
    // With both control points on the diagonal, y(s) = x(s): the identity, exactly (so
    // linear keyframes land exactly on their key times).
    if x == 0 || x == 1 || (x1 == y1 && x2 == y2) { return x }
    let cx = 3 * x1
    let bx = 3 * (x2 - x1) - cx
    let ax = 1 - cx - bx
    let cy = 3 * y1
    let by = 3 * (y2 - y1) - cy
    let ay = 1 - cy - by
    func curveX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func curveY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    // Newton is done when x is matched and the slope is not tiny: the error in s, and so
    // in y, is then below 1e-10. Near a vertical tangent (x′(s) → 0, as cubic-bezier(1,0,0,1)
    // has at s = ½) it is not, and bisection on s itself gives s to machine precision.
    var s = x
    for _ in 0..<8 {
      let error = curveX(s) - x
      let slope = slopeX(s)
      if abs(error) < 1e-14 && abs(slope) > 1e-3 { return curveY(s) }
      if abs(slope) < 1e-6 { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<64 {
      s = (low + high) / 2
      let value = curveX(s)
      if value == x { break }
      if value < x { low = s } else { high = s }
    }
    return curveY(s)
  }
}
