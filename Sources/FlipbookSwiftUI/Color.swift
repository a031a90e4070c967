import Foundation
import Interaction
import Pixels

/// A colour, and a view that fills the space it is offered with it, as SwiftUI's `Color`.
///
/// The named colours are SwiftUI's, which are UIKit's system colours in the light
/// appearance (`Color.blue` is `systemBlue`, #007AFF; Apple's Human Interface Guidelines,
/// Color) and their dark values in the dark one; `black`, `white` and `clear` are fixed.
public struct Color: View, PrimitiveView, Hashable, Sendable {
  public typealias Body = Never

  /// The colour spaces a colour's components can be given in.
  public enum RGBColorSpace: Sendable, Hashable {
    /// sRGB with its transfer curve, as colour pickers give components.
    case sRGB
    /// Linear-light sRGB: the components are converted through the sRGB curve.
    case sRGBLinear
  }

  enum Storage: Hashable, Sendable {
    case fixed(Pixels.Color)
    case system(SystemColor)
  }
  let storage: Storage
  let opacityFactor: Double

  init(storage: Storage, opacity: Double = 1) {
    self.storage = storage
    opacityFactor = opacity
  }

  /// A colour from red, green and blue components 0…1 in `colorSpace`, and an opacity.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    let encode = { (value: Double) in colorSpace == .sRGB ? value : Self.sRGBEncoded(value) }
    self.init(
      storage: .fixed(
        Pixels.Color(red: encode(red), green: encode(green), blue: encode(blue), alpha: opacity)))
  }

  /// A grey of `white` 0…1 in `colorSpace`, and an opacity.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// The colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(storage: storage, opacity: opacityFactor * opacity)
  }

  /// The colour as it shows in `appearance`.
  func resolved(in appearance: Appearance) -> Pixels.Color {
    let base: Pixels.Color
    switch storage {
    case .fixed(let color): base = color
    case .system(let color): base = color.color(in: appearance)
    }
    return base.withAlpha(base.alpha * min(max(opacityFactor, 0), 1))
  }

  /// A linear-light component through the sRGB transfer curve (IEC 61966-2-1).
  private static func sRGBEncoded(_ linear: Double) -> Double {
    let value = min(max(linear, 0), 1)
    return value <= 0.003_130_8 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
  }

  func resolve(in context: ResolveContext) -> [Node] {
    [Node(id: context.path, kind: .color(resolved(in: context.environment.colorScheme)))]
  }

  // MARK: Named colours

  /// Black, in both appearances.
  public static let black = Color(storage: .fixed(.black))
  /// White, in both appearances.
  public static let white = Color(storage: .fixed(.white))
  /// No colour.
  public static let clear = Color(storage: .fixed(.clear))
  /// `systemRed`: #FF3B30 light.
  public static let red = Color(storage: .system(.systemRed))
  /// `systemOrange`: #FF9500 light.
  public static let orange = Color(storage: .system(.systemOrange))
  /// `systemYellow`: #FFCC00 light.
  public static let yellow = Color(storage: .system(.systemYellow))
  /// `systemGreen`: #34C759 light.
  public static let green = Color(storage: .system(.systemGreen))
  /// `systemMint`: #00C7BE light.
  public static let mint = Color(storage: .system(.systemMint))
  /// `systemTeal`: #30B0C7 light.
  public static let teal = Color(storage: .system(.systemTeal))
  /// `systemCyan`: #32ADE6 light.
  public static let cyan = Color(storage: .system(.systemCyan))
  /// `systemBlue`: #007AFF light.
  public static let blue = Color(storage: .system(.systemBlue))
  /// `systemIndigo`: #5856D6 light.
  public static let indigo = Color(storage: .system(.systemIndigo))
  /// `systemPurple`: #AF52DE light.
  public static let purple = Color(storage: .system(.systemPurple))
  /// `systemPink`: #FF2D55 light.
  public static let pink = Color(storage: .system(.systemPink))
  /// `systemBrown`: #A2845E light.
  public static let brown = Color(storage: .system(.systemBrown))
  /// `systemGray`: #8E8E93 in both appearances.
  public static let gray = Color(storage: .system(.systemGray))
  /// The primary content colour, UIKit's `label`: black in light, white in dark.
  public static let primary = Color(storage: .system(.label))
  /// The secondary content colour, UIKit's `secondaryLabel`.
  public static let secondary = Color(storage: .system(.secondaryLabel))
  /// The accent colour: `systemBlue` unless an app sets another.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = Color(storage: .system(.systemBlue))
}
