import Foundation

/// A 2D affine transform with `CGAffineTransform`'s conventions: row vectors,
/// (x′, y′) = (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineTransform: Sendable, Hashable {
  /// The matrix entries.
  public var a, b, c, d, tx, ty: Double

  /// A transform from its six entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A scale about the origin.
  public init(scaleX: Double, y: Double) {
    self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation about the origin; positive angles turn clockwise on a y-down screen.
  public init(rotationAngle angle: Double) {
    let c = cos(angle)
    let s = sin(angle)
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// A translation.
  public init(translationX: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
  }

  /// This transform followed by `other` (`CGAffineTransformConcat(self, other)`).
  public func concatenating(_ o: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * o.a + b * o.c, b: a * o.b + b * o.d,
      c: c * o.a + d * o.c, d: c * o.b + d * o.d,
      tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
  }

  /// The inverse, or nil when singular.
  public func inverted() -> AffineTransform? {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// The point mapped by this transform.
  public func apply(to p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }
}
