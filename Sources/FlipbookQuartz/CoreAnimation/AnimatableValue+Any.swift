import Animation
import Foundation
import Geometry
import Pixels

extension AnimatableValue {
  /// A value as iOS code passes it to `fromValue`, `toValue`, `byValue` or `values`:
  /// `CGFloat`, `Double`, `Float`, `Int`, `NSNumber`, `CGPoint`, `CGSize`, `CGRect`,
  /// `CATransform3D`, `CGAffineTransform`, `CGColor`, `UIColor` or `CGPath` (a
  /// `UIBezierPath` is refused: iOS code gives its `cgPath`); for a gradient's `colors` an
  /// array of `CGColor`, for its `locations` an array of numbers.
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
    case let list as [Any] where ["colors", "numbers"].contains(keyPath.valueKind):
      self = try Self(list: list, keyPath: keyPath)
    default:
      throw AnimationError.valueTypeMismatch(
        keyPath: keyPath.string, expected: keyPath.valueKind, got: "\(type(of: value))")
    }
  }

  /// A list as iOS code passes a gradient's `colors` (`CGColor` values: a `UIColor` draws
  /// nothing on iOS, so it is refused here) or `locations` (numbers).
  ///
  /// - Throws: ``AnimationError/valueTypeMismatch(keyPath:expected:got:)`` naming the key
  ///   path and the first item of another type.
  init(list: [Any], keyPath: AnimationKeyPath) throws {
    func mismatch(_ got: String) -> AnimationError {
      .valueTypeMismatch(keyPath: keyPath.string, expected: keyPath.valueKind, got: got)
    }
    switch keyPath.valueKind {
    case "colors":
      self = .colors(
        try list.enumerated().map { index, item in
          guard let color = item as? CGColor else {
            throw mismatch(Self.describeNonColor(item, at: index))
          }
          return color.flipbookColor
        })
    case "numbers":
      self = .numbers(
        try list.enumerated().map { index, item in
          switch item {
          case let x as Double: return x
          case let x as CGFloat: return Double(x)
          case let x as Float: return Double(x)
          case let x as Int: return Double(x)
          case let x as NSNumber: return x.doubleValue
          default: throw mismatch("\(type(of: item)) at index \(index)")
          }
        })
    default:
      throw mismatch("\(type(of: list))")
    }
  }

  /// Names an item of a colour list that is not a `CGColor`, as messages show it: its type
  /// and index, and for a `UIColor` what to give instead.
  static func describeNonColor(_ item: Any, at index: Int) -> String {
    "\(type(of: item)) at index \(index)" + (item is UIColor ? " (give its cgColor)" : "")
  }
}
