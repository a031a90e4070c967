import Foundation

extension Transform3D {
  /// A transform split into parts that interpolate well, in the order they apply to a row
  /// vector: scale, skew, rotation, translation, perspective
  /// (M = S · K · R · T · P, the "unmatrix" of Graphics Gems II as WebKit and CSS use it).
  public struct Decomposition: Sendable, Hashable {
    /// Translation along x, y, z.
    public var translation: Vector3
    /// Scale along x, y, z (negative x when the transform mirrors).
    public var scale: Vector3
    /// Shear factors: x by y, x by z, y by z.
    public var skew: Vector3
    /// The perspective column (m14, m24, m34, m44) of P.
    public var perspective: Vector4
    /// The rotation.
    public var rotation: Quaternion

    /// No transform.
    public static let identity = Decomposition(
      translation: Vector3(x: 0, y: 0, z: 0), scale: Vector3(x: 1, y: 1, z: 1),
      skew: Vector3(x: 0, y: 0, z: 0), perspective: Vector4(x: 0, y: 0, z: 0, w: 1),
      rotation: .identity)

    /// A decomposition from its parts.
    public init(
      translation: Vector3, scale: Vector3, skew: Vector3, perspective: Vector4,
      rotation: Quaternion
    ) {
      self.translation = translation
      self.scale = scale
      self.skew = skew
      self.perspective = perspective
      self.rotation = rotation
    }

    /// Each part interpolated: linearly, and the rotation along the shorter arc.
    public func interpolated(to other: Decomposition, fraction t: Double) -> Decomposition {
      Decomposition(
        translation: translation.interpolated(to: other.translation, fraction: t),
        scale: scale.interpolated(to: other.scale, fraction: t),
        skew: skew.interpolated(to: other.skew, fraction: t),
        perspective: perspective.interpolated(to: other.perspective, fraction: t),
        rotation: rotation.slerp(to: other.rotation, fraction: t))
    }

    /// The rotation as angles about x, y and z, applied in that order (R = Rx · Ry · Rz for
    /// row vectors). A rotation about one axis gives that angle and zeros.
    public var eulerAngles: Vector3 {
      get {
        let r = Transform3D(rotation: rotation).rows
        // Rx·Ry·Rz has r[0][2] = −sin y; x and z follow from the rest of row 0 and column 2.
        let sy = min(max(-r[0][2], -1), 1)
        let y = asin(sy)
        if abs(sy) < 0.999_999_999 {
          return Vector3(x: atan2(r[1][2], r[2][2]), y: y, z: atan2(r[0][1], r[0][0]))
        }
        // Gimbal lock: fold everything into x.
        return Vector3(x: atan2(-r[2][1], r[1][1]), y: y, z: 0)
      }
      set {
        let m =
          Transform3D.rotation(angle: newValue.x, x: 1, y: 0, z: 0)
          * Transform3D.rotation(angle: newValue.y, x: 0, y: 1, z: 0)
          * Transform3D.rotation(angle: newValue.z, x: 0, y: 0, z: 1)
        rotation = Transform3D.quaternion(ofRotationRows: m.rows)
      }
    }
  }

  /// The rotation matrix of a unit quaternion (rows for p′ = p · R).
  init(rotation q: Quaternion) {
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    self.init(
      m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
      m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
      m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The unit quaternion of a rotation matrix's upper 3 × 3 (inverse of `init(rotation:)`).
  static func quaternion(ofRotationRows r: [[Double]]) -> Quaternion {
    // Shepperd's method: take the largest of the four squared components for stability.
    let trace = r[0][0] + r[1][1] + r[2][2]
    var q: Quaternion
    if trace > 0 {
      let s = (trace + 1).squareRoot() * 2
      q = Quaternion(
        x: (r[1][2] - r[2][1]) / s, y: (r[2][0] - r[0][2]) / s, z: (r[0][1] - r[1][0]) / s,
        w: s / 4)
    } else if r[0][0] > r[1][1] && r[0][0] > r[2][2] {
      let s = (1 + r[0][0] - r[1][1] - r[2][2]).squareRoot() * 2
      q = Quaternion(
        x: s / 4, y: (r[0][1] + r[1][0]) / s, z: (r[2][0] + r[0][2]) / s,
        w: (r[1][2] - r[2][1]) / s)
    } else if r[1][1] > r[2][2] {
      let s = (1 + r[1][1] - r[0][0] - r[2][2]).squareRoot() * 2
      q = Quaternion(
        x: (r[0][1] + r[1][0]) / s, y: s / 4, z: (r[1][2] + r[2][1]) / s,
        w: (r[2][0] - r[0][2]) / s)
    } else {
      let s = (1 + r[2][2] - r[0][0] - r[1][1]).squareRoot() * 2
      q = Quaternion(
        x: (r[2][0] + r[0][2]) / s, y: (r[1][2] + r[2][1]) / s, z: s / 4,
        w: (r[0][1] - r[1][0]) / s)
    }
    let n = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
    return Quaternion(x: q.x / n, y: q.y / n, z: q.z / n, w: q.w / n)
  }

  /// The parts of this transform, or nil when it cannot be split (m44 = 0, or a singular
  /// upper 3 × 3).
  public func decomposed() -> Decomposition? {
    guard m44 != 0, m44.isFinite else { return nil }
    var m = rows.map { $0.map { $0 / m44 } }
    // P is what remains after the upper part U (m with its last column set to 0,0,0,1):
    // m = U · P with P's last column p, so the last column of m is U · p: p = U⁻¹ · column.
    var upper = m
    for i in 0..<3 { upper[i][3] = 0 }
    upper[3][3] = 1
    guard let upperInverse = Transform3D(rows: upper).inverted() else { return nil }
    var perspective = Vector4(x: 0, y: 0, z: 0, w: 1)
    if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
      let inv = upperInverse.rows
      let column = [m[0][3], m[1][3], m[2][3], m[3][3]]
      func row(_ i: Int) -> Double { (0..<4).reduce(0) { $0 + inv[i][$1] * column[$1] } }
      perspective = Vector4(x: row(0), y: row(1), z: row(2), w: row(3))
      m = upper
    }
    let translation = Vector3(x: m[3][0], y: m[3][1], z: m[3][2])
    var r = (0..<3).map { Vector3(x: m[$0][0], y: m[$0][1], z: m[$0][2]) }
    // Gram–Schmidt on the rows, collecting scale and shear.
    var scale = Vector3(x: r[0].length, y: 0, z: 0)
    guard scale.x != 0 else { return nil }
    r[0] = r[0] * (1 / scale.x)
    var skew = Vector3(x: r[0].dot(r[1]), y: 0, z: 0)
    r[1] = r[1] - r[0] * skew.x
    scale.y = r[1].length
    guard scale.y != 0 else { return nil }
    r[1] = r[1] * (1 / scale.y)
    skew.x /= scale.y
    skew.y = r[0].dot(r[2])
    r[2] = r[2] - r[0] * skew.y
    skew.z = r[1].dot(r[2])
    r[2] = r[2] - r[1] * skew.z
    scale.z = r[2].length
    guard scale.z != 0 else { return nil }
    r[2] = r[2] * (1 / scale.z)
    skew.y /= scale.z
    skew.z /= scale.z
    // A mirrored basis: flip it (and the scales) to make the rotation proper.
    if r[0].dot(r[1].cross(r[2])) < 0 {
      scale = scale * -1
      r = r.map { $0 * -1 }
    }
    let rotation = Self.quaternion(ofRotationRows: r.map { [$0.x, $0.y, $0.z] })
    return Decomposition(
      translation: translation, scale: scale, skew: skew, perspective: perspective,
      rotation: rotation)
  }

  /// The transform S · K · R · T · P a decomposition describes. The Gram–Schmidt above
  /// leaves the upper 3 × 3 as S · K · R with K lower unitriangular: row 1 of K is
  /// (skew xy, 1, 0), row 2 is (skew xz, skew yz, 1).
  public init(_ d: Decomposition) {
    let s = Transform3D.scale(x: d.scale.x, y: d.scale.y, z: d.scale.z)
    var k = Transform3D.identity
    k.m21 = d.skew.x
    k.m31 = d.skew.y
    k.m32 = d.skew.z
    let r = Transform3D(rotation: d.rotation)
    let t = Transform3D.translation(x: d.translation.x, y: d.translation.y, z: d.translation.z)
    var p = Transform3D.identity
    p.m14 = d.perspective.x
    p.m24 = d.perspective.y
    p.m34 = d.perspective.z
    p.m44 = d.perspective.w
    self = s * k * r * t * p
  }
}
