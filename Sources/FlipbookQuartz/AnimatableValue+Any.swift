import Animation
import Foundation
import Geometry
import Pixels

extension AnimatableValue {
  /// A value as iOS code passes it to `fromValue`, `toValue`, `byValue` or `values`:
  /// `CGFloat`, `Double`, `Float`, `Int`, `NSNumber`, `CGPoint`, `CGSize`, `CGRect`,
  /// `CATransform3D`, `CGAffineTransform`, `CGColor`, `UIColor` or `CGPath` (a
  /// `UIBezierPath` is refused: iOS code gives its `cgPath`).
  ///
  /// - Throws: ``AnimationError/valueTypeMismatch(keyPath:expected:got:)`` naming the key
  ///   path and the type given, for anything else.
  init(any value: Any, keyPath: AnimationKeyPath) throws {
    switch value {
    case let x as Double: self = .scalar(x)
    case let x as CGFloat: self = .scalar(Double(x))
    case let x as Float: self = .scalar(Double(x))
    case let x as Int: self = .scalar(Double(x))
    case let x as NSNumber: self = .scalar(x.doubleValue)
    case let p as CGPoint: self = .point(Point(x: Double(p.x), y: Double(p.y)))
    case let s as CGSize: self = .size(Size(width: Double(s.width), height: Double(s.height)))
    case let r as CGRect:
      self = .rect(
        Rect(
          x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.width),
          height: Double(r.height)))
    case let t as CATransform3D: self = .transform(t)
    case let t as CGAffineTransform: self = .transform(Transform3D(t.flipbookTransform))
    case let c as CGColor: self = .color(c.flipbookColor)
    case let c as UIColor: self = .color(c.flipbookColor)
    case let p as CGPath: self = .path(p.flipbookPath)
    case let v as AnimatableValue: self = v
    default:
      throw AnimationError.valueTypeMismatch(
        keyPath: keyPath.string, expected: keyPath.valueKind, got: "\(type(of: value))")
    }
  }
}
