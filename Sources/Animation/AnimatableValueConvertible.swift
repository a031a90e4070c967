import Geometry
import Pixels

/// A type whose values a layer property takes: numbers, points, sizes, rectangles, colours
/// transforms and paths. Typed key paths (``LayerKeyPath``) are generic over it.
public protocol AnimatableValueConvertible: Sendable {
  /// The value as an ``AnimatableValue``.
  var animatableValue: AnimatableValue { get }
}

extension Double: AnimatableValueConvertible {
  /// The number as a scalar value.
  public var animatableValue: AnimatableValue { .scalar(self) }
}

extension Point: AnimatableValueConvertible {
  /// The point as a point value.
  public var animatableValue: AnimatableValue { .point(self) }
}

extension Size: AnimatableValueConvertible {
  /// The size as a size value.
  public var animatableValue: AnimatableValue { .size(self) }
}

extension Rect: AnimatableValueConvertible {
  /// The rectangle as a rect value.
  public var animatableValue: AnimatableValue { .rect(self) }
}

extension Color: AnimatableValueConvertible {
  /// The colour as a colour value.
  public var animatableValue: AnimatableValue { .color(self) }
}

extension Transform3D: AnimatableValueConvertible {
  /// The transform as a transform value.
  public var animatableValue: AnimatableValue { .transform(self) }
}

extension Path: AnimatableValueConvertible {
  /// The path as a path value.
  public var animatableValue: AnimatableValue { .path(self) }
}

/// A type whose lists a layer property takes: colours (a gradient's `colors`) and numbers
/// (its `locations`).
public protocol AnimatableListElement: Sendable {
  /// A list of such values as an ``AnimatableValue``.
  static func animatableList(_ items: [Self]) -> AnimatableValue
}

extension Color: AnimatableListElement {
  /// The colours as a list value.
  public static func animatableList(_ items: [Color]) -> AnimatableValue { .colors(items) }
}

extension Double: AnimatableListElement {
  /// The numbers as a list value.
  public static func animatableList(_ items: [Double]) -> AnimatableValue { .numbers(items) }
}

extension Array: AnimatableValueConvertible where Element: AnimatableListElement {
  /// The list as a list value.
  public var animatableValue: AnimatableValue { Element.animatableList(self) }
}

extension AnimatableValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// A number written as a literal: `from: 0.2`.
  public init(floatLiteral value: Double) { self = .scalar(value) }

  /// A whole number written as a literal: `to: 1`.
  public init(integerLiteral value: Int) { self = .scalar(Double(value)) }
}
