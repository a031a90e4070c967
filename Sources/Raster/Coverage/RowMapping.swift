import Geometry

/// The inverse homography along one screen row: with sx = px + ½ and sy fixed,
/// [sx sy 1] · H⁻¹ = [u v w] where u, v and w are affine in sx (u = u₀ + sx·H⁻¹₀₀, …), so a
/// pixel costs three multiply-adds and one reciprocal instead of a full matrix product.
struct RowMapping {
  let inverse: Homography
  /// u, v, w at sx = 0.
  let u0: Double
  let v0: Double
  let w0: Double

  /// The mapping of pixel row `py` (centre sy = py + ½).
  init(row py: Int, inverse: Homography) {
    let a = inverse.h
    let sy = Double(py) + 0.5
    self.inverse = inverse
    u0 = sy * a.3 + a.6
    v0 = sy * a.4 + a.7
    w0 = sy * a.5 + a.8
  }

  /// Homogeneous layer coordinates at the centre of column `px`.
  @inline(__always)
  func homogeneous(at px: Int) -> (u: Double, v: Double, w: Double) {
    let a = inverse.h
    let sx = Double(px) + 0.5
    return (u0 + sx * a.0, v0 + sx * a.1, w0 + sx * a.2)
  }

  /// The layer point and Jacobian at the centre of column `px`; nil at or behind the eye.
  @inline(__always)
  func local(at px: Int) -> LocalPoint? {
    let p = homogeneous(at: px)
    return LocalPoint(u: p.u, v: p.v, w: p.w, inverse: inverse)
  }

  /// The columns of `span` whose centres map inside [minX, maxX] × [minY, maxY] in front of
  /// the eye. Along a row x = u/w with u and w affine in sx, so with w > 0 each bound is a
  /// linear inequality in sx (x ≥ minX ⇔ u − minX·w ≥ 0): the answer is one interval.
  func columns(
    insideX minX: Double, _ maxX: Double, y minY: Double, _ maxY: Double, within span: Range<Int>
  ) -> Range<Int> {
    guard minX <= maxX, minY <= maxY, !span.isEmpty else {
      return span.lowerBound..<span.lowerBound
    }
    let a = inverse.h
    var low = Double(span.lowerBound) + 0.5
    var high = Double(span.upperBound) - 0.5
    // Each constraint reads c₀ + c₁·sx ≥ 0.
    let constraints: [(Double, Double)] = [
      (w0 - 1e-12, a.2), (1 / Homography.nearPlane - w0, -a.2),
      (u0 - minX * w0, a.0 - minX * a.2), (maxX * w0 - u0, maxX * a.2 - a.0),
      (v0 - minY * w0, a.1 - minY * a.2), (maxY * w0 - v0, maxY * a.2 - a.1),
    ]
    for (c0, c1) in constraints {
      if c1 > 0 {
        low = max(low, -c0 / c1)
      } else if c1 < 0 {
        high = min(high, -c0 / c1)
      } else if c0 < 0 {
        return span.lowerBound..<span.lowerBound
      }
    }
    guard low <= high, low.isFinite, high.isFinite else {
      return span.lowerBound..<span.lowerBound
    }
    let first = Int((low - 0.5).rounded(.up))
    let last = Int((high - 0.5).rounded(.down))
    let from = min(max(first, span.lowerBound), span.upperBound)
    let to = min(max(last + 1, from), span.upperBound)
    return from..<to
  }
}
