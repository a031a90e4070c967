import Foundation

/// How much a layout constraint matters, as UIKit's `UILayoutPriority`: 1 to 1000, where
/// 1000 is required and the others are satisfied from the highest down, as far as they can
/// be.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority, 1 to 1000.
  public var rawValue: Float

  /// The priority `rawValue`.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// The priority `rawValue`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// The priority of a literal: `let priority: UILayoutPriority = 999`.
  public init(floatLiteral value: Float) { rawValue = value }

  /// The priority of a literal: `let priority: UILayoutPriority = 999`.
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// A constraint that must hold: 1000.
  public static let required = UILayoutPriority(1000)
  /// A button's resistance to being squeezed below its content: 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// A button's hugging of its content: 250.
  public static let defaultLow = UILayoutPriority(250)
  /// The level `systemLayoutSizeFitting(_:)` asks for the fitting size at: 50.
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// A scene's window being dragged larger: 510.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// A scene keeping its size: 500.
  public static let sceneSizeStayPutAtCurrentSize = UILayoutPriority(500)
  /// A drag that cannot resize the scene: 490.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)

  /// Whether `lhs` is lower than `rhs`.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority `rhs` above `lhs`: `.defaultHigh + 1`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority `rhs` below `lhs`: `.required - 1`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
