// Core Animation's C names, kept as Apple spells them.
// swift-format-ignore-file: AlwaysUseLowerCamelCase
import Foundation
import Geometry

/// Core Animation's 4 × 4 transform: the engine's `Transform3D`, with `m11` … `m44` and
/// row vectors, as in Core Animation.
public typealias CATransform3D = Transform3D

/// The identity transform.
public let CATransform3DIdentity = Transform3D.identity

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  .translation(x: tx, y: ty, z: tz)
}

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  .scale(x: sx, y: sy, z: sz)
}

/// A rotation by `angle` radians about the axis (x, y, z); the identity for a zero axis.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  .rotation(angle: angle, x: x, y: y, z: z)
}

/// A translation applied before `t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  t.translated(x: tx, y: ty, z: tz)
}

/// A scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  t.scaled(x: sx, y: sy, z: sz)
}

/// A rotation applied before `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  t.rotated(by: angle, x: x, y: y, z: z)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

/// The inverse; `t` itself when it is singular, as Core Animation returns.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  t.inverted() ?? t
}

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  t == .identity
}

/// Whether `a` and `b` are exactly equal, element by element.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

/// Whether `t` is exactly an affine transform: [a b 0 0; c d 0 0; 0 0 1 0; tx ty 0 1].
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  [t.m13, t.m14, t.m23, t.m24, t.m31, t.m32, t.m34, t.m43].allSatisfy { $0 == 0 }
    && t.m33 == 1 && t.m44 == 1
}

/// A 3D transform doing what an affine one does in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  Transform3D(m.flipbookTransform)
}

/// The affine part of a transform (its x and y rows and translation).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
