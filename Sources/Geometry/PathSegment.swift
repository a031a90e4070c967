import Foundation

/// Bézier arithmetic on one segment: evaluation, derivatives, splitting, extremes, length.
extension PathSegment {
  /// The point at parameter t in [0, 1].
  func point(at t: Double) -> Point {
    let s = 1 - t
    switch kind {
    case .line:
      return Point(x: start.x * s + end.x * t, y: start.y * s + end.y * t)
    case .quad(let c):
      let (a, b, d) = (s * s, 2 * s * t, t * t)
      return Point(x: a * start.x + b * c.x + d * end.x, y: a * start.y + b * c.y + d * end.y)
    case .cubic(let c1, let c2):
      let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
      return Point(
        x: a * start.x + b * c1.x + c * c2.x + d * end.x,
        y: a * start.y + b * c1.y + c * c2.y + d * end.y)
    }
  }

  /// The derivative dB/dt at parameter t.
  func derivative(at t: Double) -> Point {
    let s = 1 - t
    switch kind {
    case .line:
      return Point(x: end.x - start.x, y: end.y - start.y)
    case .quad(let c):
      // B′ = 2[(1−t)(c − p0) + t(p1 − c)]
      return Point(
        x: 2 * (s * (c.x - start.x) + t * (end.x - c.x)),
        y: 2 * (s * (c.y - start.y) + t * (end.y - c.y)))
    case .cubic(let c1, let c2):
      // B′ = 3[(1−t)²(c1 − p0) + 2(1−t)t(c2 − c1) + t²(p1 − c2)]
      let (a, b, c) = (3 * s * s, 6 * s * t, 3 * t * t)
      return Point(
        x: a * (c1.x - start.x) + b * (c2.x - c1.x) + c * (end.x - c2.x),
        y: a * (c1.y - start.y) + b * (c2.y - c1.y) + c * (end.y - c2.y))
    }
  }

  /// The unit tangent at parameter t; where the derivative vanishes (a control point on an
  /// end), the direction towards the nearest distinct control point, or nil when all
  /// points coincide.
  func tangent(at t: Double) -> Point? {
    let d = derivative(at: t)
    let l = (d.x * d.x + d.y * d.y).squareRoot()
    if l > 1e-12 * max(1, scale) { return Point(x: d.x / l, y: d.y / l) }
    let points = controlPoints
    let ordered = t < 0.5 ? points : points.reversed()
    let from = ordered[0]
    for p in ordered.dropFirst() where p != from {
      let v = Point(x: p.x - from.x, y: p.y - from.y)
      let n = (v.x * v.x + v.y * v.y).squareRoot()
      return t < 0.5 ? Point(x: v.x / n, y: v.y / n) : Point(x: -v.x / n, y: -v.y / n)
    }
    return nil
  }

  /// The largest coordinate magnitude, for relative thresholds.
  var scale: Double {
    controlPoints.reduce(0) { max($0, abs($1.x), abs($1.y)) }
  }

  /// The part from parameter t0 to t1, as a segment of the same kind.
  func subsegment(from t0: Double, to t1: Double) -> PathSegment {
    if t0 <= 0 && t1 >= 1 { return self }
    // Blossoming: the control points of the piece [t0, t1] are the polar forms
    // f(t0,…,t0), f(t0,…,t1), …, f(t1,…,t1) of the curve.
    func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
      Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    switch kind {
    case .line:
      return PathSegment(start: point(at: t0), kind: .line, end: point(at: t1))
    case .quad(let c):
      func blossom(_ u: Double, _ v: Double) -> Point {
        lerp(lerp(start, c, u), lerp(c, end, u), v)
      }
      return PathSegment(
        start: blossom(t0, t0), kind: .quad(blossom(t0, t1)), end: blossom(t1, t1))
    case .cubic(let c1, let c2):
      func blossom(_ u: Double, _ v: Double, _ w: Double) -> Point {
        let a = lerp(start, c1, u)
        let b = lerp(c1, c2, u)
        let c = lerp(c2, end, u)
        return lerp(lerp(a, b, v), lerp(b, c, v), w)
      }
      return PathSegment(
        start: blossom(t0, t0, t0), kind: .cubic(blossom(t0, t0, t1), blossom(t0, t1, t1)),
        end: blossom(t1, t1, t1))
    }
  }

  /// The parameters in (0, 1) where x or y has a turning point, where the tight bounds may
  /// reach past the ends.
  var extremeParameters: [Double] {
    func roots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
      // a t² + b t + c = 0
      if abs(a) < 1e-12 * max(abs(b), abs(c), 1e-300) {
        return b != 0 ? [-c / b] : []
      }
      let disc = b * b - 4 * a * c
      guard disc >= 0 else { return [] }
      let q = -0.5 * (b + (b < 0 ? -1 : 1) * disc.squareRoot())
      return [q / a, q != 0 ? c / q : -b / a]
    }
    var result: [Double] = []
    switch kind {
    case .line: break
    case .quad(let c):
      for (p0, p1, p2) in [(start.x, c.x, end.x), (start.y, c.y, end.y)] {
        let den = p0 - 2 * p1 + p2
        if den != 0 { result.append((p0 - p1) / den) }
      }
    case .cubic(let c1, let c2):
      for (p0, p1, p2, p3) in [(start.x, c1.x, c2.x, end.x), (start.y, c1.y, c2.y, end.y)] {
        // B′/3 = d0 + 2t(d1 − d0) + t²(d0 − 2d1 + d2) with d0 = p1 − p0, d1 = p2 − p1, …
        let (d0, d1, d2) = (p1 - p0, p2 - p1, p3 - p2)
        result += roots(d0 - 2 * d1 + d2, 2 * (d1 - d0), d0)
      }
    }
    return result.filter { $0 > 0 && $0 < 1 }
  }

  /// The arc length from parameter 0 to t, by adaptive Gauss–Legendre quadrature of |B′|.
  func length(to t: Double = 1) -> Double {
    if case .line = kind { return start.distance(to: end) * t }
    guard t > 0 else { return 0 }
    let tolerance = lengthTolerance
    guard tolerance > 0 else { return 0 }
    return length(from: 0, to: t, tolerance: tolerance)
  }

  /// How closely lengths are integrated: 1e-13 of the control polygon's length.
  private var lengthTolerance: Double {
    zip(controlPoints, controlPoints.dropFirst()).reduce(0) {
      $0 + $1.0.distance(to: $1.1)
    } * 1e-13
  }

  /// The arc length from parameter a to b, negative when b < a, to within `tolerance`.
  private func length(from a: Double, to b: Double, tolerance: Double) -> Double {
    if a == b { return 0 }
    if b < a { return -length(from: b, to: a, tolerance: tolerance) }
    return adaptiveLength(a, b, whole: gaussLength(a, b), tolerance: tolerance, depth: 0)
  }

  /// ∫|B′| over [a, b] by 10-point Gauss–Legendre (exact for polynomials of degree 19).
  private func gaussLength(_ a: Double, _ b: Double) -> Double {
    let half = (b - a) / 2
    let mid = (a + b) / 2
    var sum = 0.0
    for (x, w) in Self.gaussLegendre10 {
      let d0 = derivative(at: mid - x * half)
      let d1 = derivative(at: mid + x * half)
      let speeds =
        (d0.x * d0.x + d0.y * d0.y).squareRoot() + (d1.x * d1.x + d1.y * d1.y).squareRoot()
      sum += w * speeds
    }
    return sum * half
  }

  /// Halves the interval until the two halves agree with the whole; |B′| is smooth except at
  /// a cusp, where the halving concentrates. 24 levels bound the work.
  private func adaptiveLength(
    _ a: Double, _ b: Double, whole: Double, tolerance: Double, depth: Int
  ) -> Double {
    let m = (a + b) / 2
    let left = gaussLength(a, m)
    let right = gaussLength(m, b)
    if depth >= 24 || abs(left + right - whole) <= tolerance {
      return left + right
    }
    return adaptiveLength(a, m, whole: left, tolerance: tolerance / 2, depth: depth + 1)
      + adaptiveLength(m, b, whole: right, tolerance: tolerance / 2, depth: depth + 1)
  }

  /// The parameter at which the arc length from the start reaches `target` (clamped to the
  /// segment), by Newton's method on length(to:) safeguarded by bisection. Each step
  /// integrates only from the last step's parameter, whose length it knows, so that the
  /// steps after the first cost a short interval each (cutting the shapes workload's dashes
  /// took 44.5 M instructions under callgrind when every step integrated from the start,
  /// 15.1 M so). `start`, a parameter with its arc length at or before the target (the end
  /// of the last dash, the start of this one), starts the search there, so that the first
  /// step integrates from it rather than from the segment's start.
  func parameter(
    atLength target: Double, total: Double, after start: (t: Double, length: Double) = (0, 0)
  ) -> Double {
    if target <= 0 { return 0 }
    if target >= total { return 1 }
    if case .line = kind { return target / total }
    let tolerance = lengthTolerance
    guard tolerance > 0 else { return 0 }
    let from = start.length <= target && start.t < 1 ? start : (t: 0.0, length: 0.0)
    var low = from.t
    var high = 1.0
    // As far past the known point as the target is along the rest.
    var t = from.t + (1 - from.t) * (target - from.length) / (total - from.length)
    var known = from
    for _ in 0..<60 {
      let length = known.length + length(from: known.t, to: t, tolerance: tolerance)
      known = (t, length)
      let error = length - target
      if abs(error) <= total * 1e-14 { break }
      if error > 0 { high = t } else { low = t }
      let d = derivative(at: t)
      let speed = (d.x * d.x + d.y * d.y).squareRoot()
      var next = speed > 0 ? t - error / speed : (low + high) / 2
      if !(next > low && next < high) { next = (low + high) / 2 }
      if abs(next - t) < 1e-16 { break }
      t = next
    }
    return t
  }

  /// Abscissas and weights of 10-point Gauss–Legendre on [−1, 1], positive half.
  static let gaussLegendre10: [(Double, Double)] = [
    (0.1488743389816312, 0.2955242247147529),
    (0.4333953941292472, 0.2692667193099963),
    (0.6794095682990244, 0.2190863625159820),
    (0.8650633666889845, 0.1494513491505806),
    (0.9739065285171717, 0.0666713443086881),
  ]
}
