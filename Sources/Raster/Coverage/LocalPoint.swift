import Geometry

/// A screen pixel centre mapped back onto a layer's plane, with the local derivatives that
/// turn distances in the layer into distances in pixels.
struct LocalPoint {
  /// Layer-space coordinates.
  let x: Double
  let y: Double
  /// ∂(x, y)/∂(screen x, screen y): the Jacobian of the inverse homography at this pixel.
  let dxdsx: Double
  let dxdsy: Double
  let dydsx: Double
  let dydsy: Double
  /// An upper bound of layer units per screen pixel over the layer (infinity: unknown).
  var maxUnitsPerPixel = Double.infinity

  /// Maps (sx, sy) through the inverse homography: [sx sy 1] · H⁻¹ = [u v w] = [x y 1] / W,
  /// so w = 1/W; points with W below `Homography.nearPlane` (at or behind the eye) are
  /// rejected, as Skia does.
  @inline(__always)
  init?(screenX sx: Double, screenY sy: Double, inverse: Homography) {
    let a = inverse.h
    self.init(
      u: sx * a.0 + sy * a.3 + a.6, v: sx * a.1 + sy * a.4 + a.7, w: sx * a.2 + sy * a.5 + a.8,
      inverse: inverse)
  }

  /// The point whose homogeneous layer coordinates [u v w] are already known (a row mapping
  /// computes them incrementally). With x = u/w: ∂x/∂sx = (H⁻¹₀₀·w − u·H⁻¹₀₂) / w², and
  /// likewise for the others.
  @inline(__always)
  init?(u: Double, v: Double, w: Double, inverse: Homography) {
    guard w > 0, w <= 1 / Homography.nearPlane else { return nil }
    let a = inverse.h
    let r = 1 / w
    let r2 = r * r
    x = u * r
    y = v * r
    dxdsx = (a.0 * w - u * a.2) * r2
    dxdsy = (a.3 * w - u * a.5) * r2
    dydsx = (a.1 * w - v * a.2) * r2
    dydsy = (a.4 * w - v * a.5) * r2
  }

  /// The fraction of the pixel inside `shape` grown by `outset` layer units: the signed
  /// distance converted to pixels by the length of its screen-space gradient, then
  /// clamp(0.5 − d, 0, 1) — a box filter one pixel wide across the edge.
  @inline(__always)
  func coverage(of shape: RoundedRect, outset: Double = 0) -> Float {
    // Far from the edge no pixel can straddle it: the shape's half-width of a pixel is at
    // most `maxUnitsPerPixel / 2` layer units (the caller's bound for this layer).
    if let quick = shape.quickCoverage(x: x, y: y, outset: outset, margin: maxUnitsPerPixel) {
      return quick
    }
    let field = shape.distance(x: x, y: y)
    let gx = field.nx * dxdsx + field.ny * dydsx
    let gy = field.nx * dxdsy + field.ny * dydsy
    let unitsPerPixel = (gx * gx + gy * gy).squareRoot()
    guard unitsPerPixel > 0, unitsPerPixel.isFinite else { return 0 }
    let pixels = (field.distance - outset) / unitsPerPixel
    return Float(min(max(0.5 - pixels, 0), 1))
  }
}

extension LocalPoint {
  /// The fraction of the pixel inside `rect` (its corners taken as square), as a nine-part
  /// grid's parts cover it: the pixel is the box x ± hx, y ± hy in the layer, hx being half
  /// the length of x's screen gradient (likewise hy), and the fraction is the product of its
  /// overlaps along each axis. Parts that share an edge, or meet at a corner, have fractions
  /// that add up to the pixel's whole, so compositing their sum shows no seam (their own
  /// coverages composited in turn would let what is behind show through at a shared edge).
  @inline(__always)
  func tileCoverage(of rect: RoundedRect) -> Float {
    let hx = 0.5 * (dxdsx * dxdsx + dxdsy * dxdsy).squareRoot()
    let hy = 0.5 * (dydsx * dydsx + dydsy * dydsy).squareRoot()
    guard hx > 0, hy > 0, hx.isFinite, hy.isFinite else { return 0 }
    func overlap(_ p: Double, _ h: Double, _ mid: Double, _ half: Double) -> Double {
      max(min(p + h, mid + half) - max(p - h, mid - half), 0) / (2 * h)
    }
    let fx = overlap(x, hx, rect.midX, rect.halfWidth)
    let fy = overlap(y, hy, rect.midY, rect.halfHeight)
    return Float(min(fx * fy, 1))
  }
}
