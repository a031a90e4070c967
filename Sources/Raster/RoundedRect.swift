import Geometry

/// A rectangle with circular corners, as a signed distance field: negative inside.
struct RoundedRect {
  let midX: Double
  let midY: Double
  let halfWidth: Double
  let halfHeight: Double
  let radius: Double

  init(_ rect: Rect, cornerRadius: Double) {
    midX = rect.midX
    midY = rect.midY
    halfWidth = abs(rect.width) / 2
    halfHeight = abs(rect.height) / 2
    radius = min(max(cornerRadius, 0), halfWidth, halfHeight)
  }

  /// The signed distance from (x, y) to the outline, and the outline's outward unit normal
  /// there (the gradient of the distance).
  ///
  /// With d = |p − centre| − (half size − r): outside a corner the distance is |max(d, 0)| − r,
  /// along a side it is the larger component of d − r.
  @inline(__always)
  func distance(x: Double, y: Double) -> (distance: Double, nx: Double, ny: Double) {
    let px = x - midX
    let py = y - midY
    let dx = abs(px) - (halfWidth - radius)
    let dy = abs(py) - (halfHeight - radius)
    let sx: Double = px < 0 ? -1 : 1
    let sy: Double = py < 0 ? -1 : 1
    if dx > 0 && dy > 0 {
      let length = (dx * dx + dy * dy).squareRoot()
      return (length - radius, sx * dx / length, sy * dy / length)
    }
    if dx > dy { return (dx - radius, sx, 0) }
    return (dy - radius, 0, sy)
  }
}
