/// One premultiplied RGBA pixel, 8 bits a component, sRGB.
public struct Pixel: Sendable, Hashable {
  /// Red, premultiplied by alpha.
  public var red: UInt8
  /// Green, premultiplied by alpha.
  public var green: UInt8
  /// Blue, premultiplied by alpha.
  public var blue: UInt8
  /// Opacity: 0 transparent, 255 opaque.
  public var alpha: UInt8

  /// A pixel from premultiplied components; each colour component must not exceed `alpha`.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Fully transparent black.
  public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

  /// The straight-alpha colour this pixel shows.
  public var color: Color {
    guard alpha > 0 else { return .clear }
    let a = Double(alpha)
    return Color(
      red: Double(red) / a, green: Double(green) / a, blue: Double(blue) / a, alpha: a / 255)
  }
}
