extension Homography {
  /// The most the map stretches a short length at `point` (the larger singular value of
  /// the Jacobian of (X/W, Y/W)), or nil where the point is behind the near plane.
  ///
  /// With X, Y, W the mapped coordinates, ∂(X/W)/∂x = (h11·W − X·h13) / W² and likewise for
  /// the other three entries; a 2 × 2 matrix with squared entries summing to S and
  /// determinant D has largest singular value √((S + √(S² − 4D²)) / 2).
  public func stretch(at point: Point) -> Double? {
    let (x, y, w) = map(x: point.x, y: point.y)
    guard w > Self.nearPlane else { return nil }
    let w2 = w * w
    let a = (h.0 * w - x * h.2) / w2
    let b = (h.3 * w - x * h.5) / w2
    let c = (h.1 * w - y * h.2) / w2
    let d = (h.4 * w - y * h.5) / w2
    let s = a * a + b * b + c * c + d * d
    let det = a * d - b * c
    return ((s + max(s * s - 4 * det * det, 0).squareRoot()) / 2).squareRoot()
  }

  /// The most the map stretches lengths at the rectangle's corners and centre that are in
  /// front of the eye, or nil when none is. For an affine map the stretch is the same
  /// everywhere; under perspective it grows towards the eye, so the corners bound it well.
  ///
  /// A stroke drawn through this map is outlined in its own space with a tolerance of the
  /// device tolerance divided by this stretch.
  public func largestStretch(over rect: Rect) -> Double? {
    let points = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
      Point(x: rect.midX, y: rect.midY),
    ]
    return points.compactMap(stretch(at:)).max()
  }
}
