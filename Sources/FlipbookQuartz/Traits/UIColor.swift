import Foundation
import Interaction
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

/// A colour, as UIKit's `UIColor`: a fixed colour, or a dynamic one that resolves by the
/// traits it is used with — UIKit's system colours (`label`, `systemBackground`, `systemBlue`…)
/// have UIKit's light and dark values, and `init(dynamicProvider:)` makes one of your own.
///
/// A dynamic colour resolves with the view's traits where a view turns it into its layer's
/// colour (a background colour, a label's text colour, a button's title and tint), and again
/// when the view's traits change, as on iOS; ``cgColor`` and ``flipbookColor`` resolve with
/// ``UITraitCollection/current``. Two fixed colours are equal when their components are;
/// two system colours when they have the same name; a colour of your own provider only to
/// itself.
///
/// Not an `NSObject`, unlike on iOS, for the reason ``CGColor`` gives: a colour is an
/// attributed string's `.foregroundColor` value.
open class UIColor: Hashable, @unchecked Sendable {
  private let fixed: Color
  private let provider: (@Sendable (UITraitCollection) -> UIColor)?
  private let systemName: String?

  /// The engine's colour, resolved with the current traits when the colour is dynamic.
  public var flipbookColor: Color {
    guard let provider else { return fixed }
    return provider(.current).flipbookColor
  }

  /// The engine's colour as UIKit spells it.
  public init(_ color: Color) {
    fixed = color
    provider = nil
    systemName = nil
  }

  /// A colour that `dynamicProvider` gives for each trait collection it is resolved with.
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    fixed = .clear
    provider = dynamicProvider
    systemName = nil
  }

  /// One of UIKit's system colours, light or dark by the traits.
  public init(_ system: SystemColor) {
    fixed = .clear
    provider = { traits in
      UIColor(system.color(in: traits.userInterfaceStyle == .dark ? .dark : .light))
    }
    systemName = system.rawValue
  }

  /// The colour for `traitCollection`: itself when fixed, else what its provider gives.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard let provider else { return self }
    return provider(traitCollection).resolvedColor(with: traitCollection)
  }

  /// Whether the colour resolves by traits.
  var isDynamic: Bool { provider != nil }

  /// Whether the two are the same fixed colour, the same system colour, or the same object.
  public static func == (a: UIColor, b: UIColor) -> Bool {
    switch (a.provider, b.provider) {
    case (nil, nil): a.fixed == b.fixed
    default: a === b || (a.systemName != nil && a.systemName == b.systemName)
    }
  }

  /// Hashes the components, the system colour's name, or the object.
  public func hash(into hasher: inout Hasher) {
    if provider == nil {
      hasher.combine(fixed)
    } else if let systemName {
      hasher.combine(systemName)
    } else {
      hasher.combine(ObjectIdentifier(self))
    }
  }

  /// A colour from sRGB components, 0...1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// A grey, 0 black to 1 white.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(Color(white: white, alpha: alpha))
  }

  /// The colour for layers, resolved with the current traits.
  public var cgColor: CGColor { CGColor(flipbookColor) }

  /// The same colour with `alpha` as its alpha, 0...1: `white.withAlphaComponent(0)` is the
  /// clear end of a fade that stays white. A dynamic colour stays dynamic.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let provider {
      return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
    }
    return UIColor(
      Color(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: Double(alpha)))
  }

  /// Writes the colour's red, green, blue and alpha (each 0…1; a dynamic colour resolved
  /// with the current traits), as UIKit's `getRed(_:green:blue:alpha:)`; always true, the
  /// colour being RGB.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let color = flipbookColor
    red?.pointee = CGFloat(color.red)
    green?.pointee = CGFloat(color.green)
    blue?.pointee = CGFloat(color.blue)
    alpha?.pointee = CGFloat(color.alpha)
    return true
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
  /// A grey of white 1/3, as UIKit's `darkGray` ("a grayscale value of 1/3").
  public static var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
  /// A grey of white 2/3, as UIKit's `lightGray`.
  public static var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
  /// A grey of white 0.5, as UIKit's `gray`.
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Cyan (0, 1, 1).
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// Yellow (1, 1, 0).
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// Magenta (1, 0, 1).
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// Orange (1, 0.5, 0).
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// Purple (0.5, 0, 0.5).
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// Brown (0.6, 0.4, 0.2).
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
}
