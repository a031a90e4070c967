/// A colour in the sRGB space with straight (not premultiplied) alpha, each component in 0...1.
public struct Color: Sendable, Hashable, CustomStringConvertible {
  /// The red component, 0...1.
  public var red: Double
  /// The green component, 0...1.
  public var green: Double
  /// The blue component, 0...1.
  public var blue: Double
  /// The opacity, 0 (transparent) ... 1 (opaque).
  public var alpha: Double

  /// A colour from sRGB components and an opacity, each in 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey of the given brightness, as `UIColor(white:alpha:)`.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from a 24-bit `0xRRGGBB` value.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255,
      green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255,
      alpha: alpha)
  }

  /// The same colour with its opacity replaced.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour as a premultiplied 8-bit pixel, components rounded to nearest.
  public var pixel: Pixel {
    let a = Self.clamp(alpha)
    return Pixel(
      red: Self.byte(Self.clamp(red) * a),
      green: Self.byte(Self.clamp(green) * a),
      blue: Self.byte(Self.clamp(blue) * a),
      alpha: Self.byte(a))
  }

  public var description: String {
    "Color(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
  }

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8((value * 255).rounded())
  }

  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = Color(white: 0)
  /// Opaque white.
  public static let white = Color(white: 1)
  /// UIKit's `.red`: pure sRGB red.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// UIKit's `.green`: pure sRGB green.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// UIKit's `.blue`: pure sRGB blue.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// UIKit's default tint colour, systemBlue (0, 122, 255).
  public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
}
