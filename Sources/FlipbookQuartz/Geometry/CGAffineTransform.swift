import Foundation
import Geometry

/// A 2D affine transform, as Core Graphics' `CGAffineTransform` (not in Foundation on
/// Linux): (x′, y′) = (a·x + c·y + tx, b·x + d·y + ty).
public struct CGAffineTransform: Hashable, Sendable {
  /// The matrix entries.
  public var a, b, c, d, tx, ty: CGFloat

  /// A transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.init(Geometry.AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty))
  }

  /// A scale about the origin.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(Geometry.AffineTransform(scaleX: sx, y: sy))
  }

  /// A rotation about the origin; positive angles turn clockwise on screen.
  public init(rotationAngle angle: CGFloat) {
    self.init(Geometry.AffineTransform(rotationAngle: angle))
  }

  /// A translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(Geometry.AffineTransform(translationX: tx, y: ty))
  }

  /// The engine's transform as Core Graphics spells it.
  public init(_ transform: Geometry.AffineTransform) {
    a = transform.a
    b = transform.b
    c = transform.c
    d = transform.d
    tx = transform.tx
    ty = transform.ty
  }

  /// The identity.
  public static let identity = CGAffineTransform(Geometry.AffineTransform.identity)

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// The engine's transform.
  public var flipbookTransform: Geometry.AffineTransform {
    Geometry.AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// This transform followed by `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(flipbookTransform.concatenating(other.flipbookTransform))
  }

  /// The inverse; the transform itself when it is singular, as Core Graphics returns.
  public func inverted() -> CGAffineTransform {
    flipbookTransform.inverted().map(CGAffineTransform.init) ?? self
  }
}
