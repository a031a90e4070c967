import Geometry
import Pixels

/// A type whose values a layer property takes: numbers, points, sizes, rectangles, colours
/// transforms and paths. Typed key paths (``LayerKeyPath``) are generic over it.
public protocol AnimatableValueConvertible: Sendable {
  /// The value as an ``AnimatableValue``.
  var animatableValue: AnimatableValue { get }
  /// The value an ``AnimatableValue`` of this type's kind holds; nil for another kind.
  init?(animatableValue: AnimatableValue)
}

extension Double: AnimatableValueConvertible {
  /// The number as a scalar value.
  public var animatableValue: AnimatableValue { .scalar(self) }

  /// The number a scalar value holds.
  public init?(animatableValue: AnimatableValue) {
    guard case .scalar(let value) = animatableValue else { return nil }
    self = value
  }
}

extension Point: AnimatableValueConvertible {
  /// The point as a point value.
  public var animatableValue: AnimatableValue { .point(self) }

  /// The point a point value holds.
  public init?(animatableValue: AnimatableValue) {
    guard case .point(let value) = animatableValue else { return nil }
    self = value
  }
}

extension Size: AnimatableValueConvertible {
  /// The size as a size value.
  public var animatableValue: AnimatableValue { .size(self) }

  /// The size a size value holds.
  public init?(animatableValue: AnimatableValue) {
    guard case .size(let value) = animatableValue else { return nil }
    self = value
  }
}

extension Rect: AnimatableValueConvertible {
  /// The rectangle as a rect value.
  public var animatableValue: AnimatableValue { .rect(self) }

  /// The rectangle a rect value holds.
  public init?(animatableValue: AnimatableValue) {
    guard case .rect(let value) = animatableValue else { return nil }
    self = value
  }
}

extension Color: AnimatableValueConvertible {
  /// The colour as a colour value.
  public var animatableValue: AnimatableValue { .color(self) }

  /// The colour a color value holds.
  public init?(animatableValue: AnimatableValue) {
    guard case .color(let value) = animatableValue else { return nil }
    self = value
  }
}

extension Transform3D: AnimatableValueConvertible {
  /// The transform as a transform value.
  public var animatableValue: AnimatableValue { .transform(self) }

  /// The transform a transform value holds.
  public init?(animatableValue: AnimatableValue) {
    guard case .transform(let value) = animatableValue else { return nil }
    self = value
  }
}

extension Path: AnimatableValueConvertible {
  /// The path as a path value.
  public var animatableValue: AnimatableValue { .path(self) }

  /// The path a path value holds.
  public init?(animatableValue: AnimatableValue) {
    guard case .path(let value) = animatableValue else { return nil }
    self = value
  }
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

  /// The items a list value of this element's kind holds.
  public init?(animatableValue: AnimatableValue) {
    switch animatableValue {
    case .colors(let items as [Element]), .numbers(let items as [Element]): self = items
    default: return nil
    }
  }
}

extension AnimatableValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// A number written as a literal: `from: 0.2`.
  public init(floatLiteral value: Double) { self = .scalar(value) }

  /// A whole number written as a literal: `to: 1`.
  public init(integerLiteral value: Int) { self = .scalar(Double(value)) }
}
