import Foundation

/// A vector of three components.
public struct Vector3: Sendable, Hashable {
  /// The components.
  public var x, y, z: Double

  /// A vector with the given components.
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// The dot product.
  public func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }

  /// The cross product.
  public func cross(_ o: Vector3) -> Vector3 {
    Vector3(x: y * o.z - z * o.y, y: z * o.x - x * o.z, z: x * o.y - y * o.x)
  }

  /// The Euclidean length.
  public var length: Double { dot(self).squareRoot() }

  /// Componentwise linear interpolation.
  public func interpolated(to other: Vector3, fraction t: Double) -> Vector3 {
    Vector3(x: x + (other.x - x) * t, y: y + (other.y - y) * t, z: z + (other.z - z) * t)
  }

  /// The vector scaled by a number.
  public static func * (v: Vector3, s: Double) -> Vector3 {
    Vector3(x: v.x * s, y: v.y * s, z: v.z * s)
  }
  /// The componentwise difference.
  public static func - (a: Vector3, b: Vector3) -> Vector3 {
    Vector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z)
  }
}

/// A vector of four components: a homogeneous point.
public struct Vector4: Sendable, Hashable, CustomStringConvertible {
  /// The components.
  public var x, y, z, w: Double

  /// A vector with the given components.
  public init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// Componentwise linear interpolation.
  public func interpolated(to o: Vector4, fraction t: Double) -> Vector4 {
    Vector4(
      x: x + (o.x - x) * t, y: y + (o.y - y) * t, z: z + (o.z - z) * t, w: w + (o.w - w) * t)
  }

  public var description: String { "(\(x), \(y), \(z), \(w))" }
}

/// A rotation as a unit quaternion.
public struct Quaternion: Sendable, Hashable {
  /// The components; (0, 0, 0, 1) is no rotation.
  public var x, y, z, w: Double

  /// A quaternion with the given components.
  public init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// No rotation.
  public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

  /// Spherical linear interpolation along the shorter arc.
  public func slerp(to other: Quaternion, fraction t: Double) -> Quaternion {
    var o = other
    var cosine = x * o.x + y * o.y + z * o.z + w * o.w
    if cosine < 0 {
      o = Quaternion(x: -o.x, y: -o.y, z: -o.z, w: -o.w)
      cosine = -cosine
    }
    let a: Double
    let b: Double
    if cosine > 0.9995 {
      a = 1 - t
      b = t
    } else {
      let angle = acos(min(cosine, 1))
      let s = sin(angle)
      a = sin((1 - t) * angle) / s
      b = sin(t * angle) / s
    }
    let q = Quaternion(
      x: x * a + o.x * b, y: y * a + o.y * b, z: z * a + o.z * b, w: w * a + o.w * b)
    let n = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
    return Quaternion(x: q.x / n, y: q.y / n, z: q.z / n, w: q.w / n)
  }
}
