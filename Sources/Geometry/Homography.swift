/// The plane-to-plane projective map a layer's 4×4 transform induces on its z = 0 plane:
/// [x y 1] · H = [X Y W], screen point (X/W, Y/W).
///
/// For row vectors p' = p · M and local z = 0, X = x·m11 + y·m21 + m41, Y = x·m12 + y·m22 +
/// m42, W = x·m14 + y·m24 + m44; the z column is dropped because layers are flattened.
public struct Homography: Sendable {
  /// The near plane W = 1/16384: a point mapped to a smaller W is at or behind the eye, and
  /// geometry is clipped at this plane before dividing by W, as Skia does. Paths, layer
  /// quads and the layers' screen extents all use this one plane.
  @inlinable public static var nearPlane: Double { 1.0 / 16384 }

  /// The entries row by row: [x y 1] · H = [X Y W].
  public var h: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

  /// The map a transform induces on the z = 0 plane.
  public init(_ m: Transform3D) {
    h = (m.m11, m.m12, m.m14, m.m21, m.m22, m.m24, m.m41, m.m42, m.m44)
  }

  /// A map from its nine entries, row by row.
  public init(_ h: (Double, Double, Double, Double, Double, Double, Double, Double, Double)) {
    self.h = h
  }

  /// [x y 1] · H.
  public func map(x: Double, y: Double) -> (x: Double, y: Double, w: Double) {
    (
      x * h.0 + y * h.3 + h.6,
      x * h.1 + y * h.4 + h.7,
      x * h.2 + y * h.5 + h.8
    )
  }

  /// The determinant; its sign tells whether the map keeps or mirrors orientation.
  public var determinant: Double {
    h.0 * (h.4 * h.8 - h.5 * h.7) - h.1 * (h.3 * h.8 - h.5 * h.6)
      + h.2 * (h.3 * h.7 - h.4 * h.6)
  }

  /// The inverse map, or nil when the plane is seen exactly edge-on (singular).
  public func inverted() -> Homography? {
    let det = determinant
    guard det.isFinite, abs(det) > 1e-300 else { return nil }
    let inv = 1 / det
    return Homography(
      (
        (h.4 * h.8 - h.5 * h.7) * inv, (h.2 * h.7 - h.1 * h.8) * inv,
        (h.1 * h.5 - h.2 * h.4) * inv,
        (h.5 * h.6 - h.3 * h.8) * inv, (h.0 * h.8 - h.2 * h.6) * inv,
        (h.2 * h.3 - h.0 * h.5) * inv,
        (h.3 * h.7 - h.4 * h.6) * inv, (h.1 * h.6 - h.0 * h.7) * inv,
        (h.0 * h.4 - h.1 * h.3) * inv
      ))
  }
}
