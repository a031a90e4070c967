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

  /// Whether `rect` lies wholly inside (its edge included): the shape is convex, so it does
  /// when its four corners do.
  func contains(_ rect: Rect) -> Bool {
    let corners = [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY),
      (rect.minX, rect.maxY),
    ]
    return corners.allSatisfy { distance(x: $0.0, y: $0.1).distance <= 0 }
  }

  /// Coverage 1 or 0 when (x, y) is more than `margin` layer units inside or outside the
  /// outline grown by `outset`, found without a square root; nil near the outline.
  @inline(__always)
  func quickCoverage(x: Double, y: Double, outset: Double, margin: Double) -> Float? {
    guard margin.isFinite else { return nil }
    let ax = abs(x - midX)
    let ay = abs(y - midY)
    let w = halfWidth + outset
    let h = halfHeight + outset
    // Outside the grown box by more than the margin: nothing.
    if ax > w + margin || ay > h + margin { return 0 }
    // Inside the inner box that keeps the margin from every edge and corner: everything.
    let inset = margin + max(radius + outset, 0)
    if ax < w - inset && ay < h - margin || ax < w - margin && ay < h - inset { return 1 }
    return nil
  }
}
