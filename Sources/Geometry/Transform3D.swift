import Foundation

/// A 4×4 homogeneous transform with `CATransform3D`'s conventions: row vectors
/// (p′ = p · M), translation in m41…m43, perspective through m34.
public struct Transform3D: Sendable, Hashable, CustomStringConvertible {
  /// The entries, row by row.
  public var m11, m12, m13, m14: Double
  public var m21, m22, m23, m24: Double
  public var m31, m32, m33, m34: Double
  public var m41, m42, m43, m44: Double

  /// A transform from its sixteen entries, row by row.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity.
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// The 3D form of an affine transform (`CATransform3DMakeAffineTransform`).
  public init(_ t: AffineTransform) {
    self.init(
      m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
  }

  /// A translation (`CATransform3DMakeTranslation`).
  public static func translation(x: Double, y: Double, z: Double) -> Transform3D {
    var t = identity
    t.m41 = x
    t.m42 = y
    t.m43 = z
    return t
  }

  /// A scale (`CATransform3DMakeScale`).
  public static func scale(x: Double, y: Double, z: Double) -> Transform3D {
    var t = identity
    t.m11 = x
    t.m22 = y
    t.m33 = z
    return t
  }

  /// A rotation by `angle` radians about the axis (x, y, z) (`CATransform3DMakeRotation`);
  /// a zero axis gives the identity. With c = cos θ, s = sin θ, k = 1 − c and a unit axis:
  /// rows (k·x²+c, k·xy+z·s, k·xz−y·s), (k·xy−z·s, k·y²+c, k·yz+x·s),
  /// (k·xz+y·s, k·yz−x·s, k·z²+c).
  public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return identity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let k = 1 - c
    return Transform3D(
      m11: k * x * x + c, m12: k * x * y + z * s, m13: k * x * z - y * s, m14: 0,
      m21: k * x * y - z * s, m22: k * y * y + c, m23: k * y * z + x * s, m24: 0,
      m31: k * x * z + y * s, m32: k * y * z - x * s, m33: k * z * z + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// Translation applied before this transform: T · self (`CATransform3DTranslate`).
  public func translated(x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D.translation(x: x, y: y, z: z) * self
  }

  /// Scale applied before this transform: S · self (`CATransform3DScale`).
  public func scaled(x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D.scale(x: x, y: y, z: z) * self
  }

  /// Rotation applied before this transform: R · self (`CATransform3DRotate`).
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D.rotation(angle: angle, x: x, y: y, z: z) * self
  }

  /// This transform, then `other`: self · other (`CATransform3DConcat(self, other)`).
  public func concatenating(_ other: Transform3D) -> Transform3D { self * other }

  /// The matrix product a · b: with row vectors, a is applied first.
  public static func * (a: Transform3D, b: Transform3D) -> Transform3D {
    let r = a.rows
    let c = b.rows
    func entry(_ i: Int, _ j: Int) -> Double {
      r[i][0] * c[0][j] + r[i][1] * c[1][j] + r[i][2] * c[2][j] + r[i][3] * c[3][j]
    }
    return Transform3D(rows: (0..<4).map { i in (0..<4).map { j in entry(i, j) } })
  }

  /// The entries as four rows of four.
  public var rows: [[Double]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  /// A transform from four rows of four entries.
  public init(rows r: [[Double]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
      m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }

  /// The homogeneous point v · M.
  public func transform(_ v: Vector4) -> Vector4 {
    Vector4(
      x: v.x * m11 + v.y * m21 + v.z * m31 + v.w * m41,
      y: v.x * m12 + v.y * m22 + v.z * m32 + v.w * m42,
      z: v.x * m13 + v.y * m23 + v.z * m33 + v.w * m43,
      w: v.x * m14 + v.y * m24 + v.z * m34 + v.w * m44)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// Whether this acts in the plane only (`CATransform3DIsAffine`).
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
      && m34 == 0 && m43 == 0 && m44 == 1
  }

  /// The affine part, when the transform is affine.
  public var affineTransform: AffineTransform? {
    guard isAffine else { return nil }
    return AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// The determinant.
  public var determinant: Double { Self.determinant(rows) }

  /// The inverse (`CATransform3DInvert`), or nil when singular.
  public func inverted() -> Transform3D? {
    let m = rows
    let det = Self.determinant(m)
    guard det != 0, det.isFinite else { return nil }
    var inverse = [[Double]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
      for j in 0..<4 {
        // The adjugate: inverse[i][j] = cofactor(j, i) / det.
        let minor = Self.minor(m, row: j, column: i)
        let sign: Double = (i + j) % 2 == 0 ? 1 : -1
        inverse[i][j] = sign * Self.determinant3(minor) / det
      }
    }
    return Transform3D(rows: inverse)
  }

  static func minor(_ m: [[Double]], row: Int, column: Int) -> [[Double]] {
    m.enumerated().filter { $0.offset != row }.map { r in
      r.element.enumerated().filter { $0.offset != column }.map(\.element)
    }
  }

  static func determinant3(_ m: [[Double]]) -> Double {
    m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
      - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
      + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
  }

  static func determinant(_ m: [[Double]]) -> Double {
    (0..<4).reduce(0.0) { sum, j in
      let sign: Double = j % 2 == 0 ? 1 : -1
      return sum + sign * m[0][j] * determinant3(minor(m, row: 0, column: j))
    }
  }

  public var description: String {
    rows.map { "[" + $0.map { String(format: "%.6g", $0) }.joined(separator: ", ") + "]" }
      .joined(separator: " ")
  }
}
