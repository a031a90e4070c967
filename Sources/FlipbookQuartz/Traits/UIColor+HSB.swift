import Foundation
import Pixels

// Hue, saturation and brightness (HSB, also called HSV), each 0...1, as UIKit converts them
// to and from RGB: the hexcone model (Smith 1978), hue 0 red, 1/3 green, 2/3 blue.

extension UIColor {
  /// A colour from hue, saturation, brightness and alpha, each 0...1, as UIKit's
  /// `init(hue:saturation:brightness:alpha:)`: hue 0 (and 1) red, 1/3 green, 2/3 blue.
  public convenience init(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
  ) {
    let (red, green, blue) = Self.rgb(
      hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
    self.init(Color(red: red, green: green, blue: blue, alpha: Double(alpha)))
  }

  /// A colour with a Core Graphics colour's components, as UIKit's `init(cgColor:)`.
  public convenience init(cgColor: CGColor) {
    self.init(cgColor.flipbookColor)
  }

  /// Writes the colour's hue, saturation, brightness and alpha (each 0...1; a dynamic colour
  /// resolved with the current traits), as UIKit's `getHue(_:saturation:brightness:alpha:)`;
  /// always true, the colour being RGB. A grey has hue 0 and saturation 0.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let color = flipbookColor
    let largest = max(color.red, color.green, color.blue)
    let range = largest - min(color.red, color.green, color.blue)
    var sixths = 0.0
    if range > 0 {
      if largest == color.red {
        sixths = (color.green - color.blue) / range
      } else if largest == color.green {
        sixths = 2 + (color.blue - color.red) / range
      } else {
        sixths = 4 + (color.red - color.green) / range
      }
    }
    hue?.pointee = CGFloat((sixths < 0 ? sixths + 6 : sixths) / 6)
    saturation?.pointee = CGFloat(largest > 0 ? range / largest : 0)
    brightness?.pointee = CGFloat(largest)
    alpha?.pointee = CGFloat(color.alpha)
    return true
  }

  private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (
    Double, Double, Double
  ) {
    let sixths = (hue - hue.rounded(.down)) * 6
    let sector = Int(sixths.rounded(.down)) % 6
    let fraction = sixths - sixths.rounded(.down)
    let low = brightness * (1 - saturation)
    let falling = brightness * (1 - saturation * fraction)
    let rising = brightness * (1 - saturation * (1 - fraction))
    switch sector {
    case 0: return (brightness, rising, low)
    case 1: return (falling, brightness, low)
    case 2: return (low, brightness, rising)
    case 3: return (low, falling, brightness)
    case 4: return (rising, low, brightness)
    default: return (brightness, low, falling)
    }
  }
}
