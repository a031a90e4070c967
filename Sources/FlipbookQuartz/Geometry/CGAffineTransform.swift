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

  /// A transform from its six entries, unlabelled.
  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat)
  {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
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

  /// A rotation by `angle` applied before this transform (Core Graphics'
  /// `CGAffineTransformRotate`).
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// A scale applied before this transform (`CGAffineTransformScale`).
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A translation applied before this transform (`CGAffineTransformTranslate`).
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// The inverse; the transform itself when it is singular, as Core Graphics returns.
  public func inverted() -> CGAffineTransform {
    flipbookTransform.inverted().map(CGAffineTransform.init) ?? self
  }
}

extension CGPoint {
  /// The point transformed by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size transformed by `t`'s linear part, without its translation, as Core Graphics
  /// does: the result may be negative.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle holding the four corners transformed by `t`.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}
