import Foundation
import Pixels

/// A colour, as Core Graphics' `CGColor`; equal to another of the same components.
///
/// Not an `NSObject`, unlike on iOS: Foundation on Linux stops the program when it compares
/// the attributes of an attributed string's neighbouring runs holding `NSObject` values,
/// and colours are such values.
public final class CGColor: Hashable, Sendable {
  /// The engine's colour.
  public let flipbookColor: Color

  /// A colour from sRGB components, 0...1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// The engine's colour as Core Graphics spells it.
  public init(_ color: Color) {
    flipbookColor = color
  }

  /// Whether the two colours have the same components.
  public static func == (a: CGColor, b: CGColor) -> Bool { a.flipbookColor == b.flipbookColor }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) { hasher.combine(flipbookColor) }
}

/// A colour, as UIKit's `UIColor`; equal to another of the same components.
///
/// Not an `NSObject`, unlike on iOS, for the reason ``CGColor`` gives: a colour is an
/// attributed string's `.foregroundColor` value.
open class UIColor: Hashable, @unchecked Sendable {
  /// The engine's colour.
  public let flipbookColor: Color

  /// The engine's colour as UIKit spells it.
  public init(_ color: Color) {
    flipbookColor = color
  }

  /// Whether the two colours have the same components.
  public static func == (a: UIColor, b: UIColor) -> Bool { a.flipbookColor == b.flipbookColor }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) { hasher.combine(flipbookColor) }

  /// A colour from sRGB components, 0...1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// A grey, 0 black to 1 white.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(Color(white: white, alpha: alpha))
  }

  /// The colour for layers.
  public var cgColor: CGColor { CGColor(flipbookColor) }

  /// The same colour with `alpha` as its alpha, 0...1: `white.withAlphaComponent(0)` is the
  /// clear end of a fade that stays white.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(
      Color(
        red: flipbookColor.red, green: flipbookColor.green, blue: flipbookColor.blue,
        alpha: Double(alpha)))
  }

  /// Black.
  public static var black: UIColor { UIColor(.black) }
  /// White.
  public static var white: UIColor { UIColor(.white) }
  /// Pure red (1, 0, 0).
  public static var red: UIColor { UIColor(.red) }
  /// Pure green (0, 1, 0).
  public static var green: UIColor { UIColor(.green) }
  /// Pure blue (0, 0, 1).
  public static var blue: UIColor { UIColor(.blue) }
  /// Fully transparent.
  public static var clear: UIColor { UIColor(.clear) }
  /// iOS's system blue.
  public static var systemBlue: UIColor { UIColor(.systemBlue) }
}
