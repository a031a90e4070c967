import FlipbookQuartz
import Foundation
import Testing

/// UIColor's hue, saturation and brightness, against the hexcone model worked by hand.
@Suite("UIColor hue, saturation and brightness")
struct UIColorComponentsTests {
  private static func rgba(_ color: UIColor) -> [Double] {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha].map(Double.init)
  }

  private static func hsba(_ color: UIColor) -> [Double] {
    var (hue, saturation, brightness, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (
      -1, -1, -1, -1
    )
    #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
    return [hue, saturation, brightness, alpha].map(Double.init)
  }

  private static func close(_ a: [Double], _ b: [Double]) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  /// (hue, saturation, brightness, alpha) → (red, green, blue, alpha).
  static let fromHueCases: [([Double], [Double])] = [
    ([0, 1, 1, 1], [1, 0, 0, 1]),
    ([1.0 / 12, 1, 1, 1], [1, 0.5, 0, 1]),
    ([1.0 / 3, 1, 1, 0.5], [0, 1, 0, 0.5]),
    ([0.5, 0.5, 0.8, 1], [0.4, 0.8, 0.8, 1]),
    ([2.0 / 3, 1, 1, 1], [0, 0, 1, 1]),
    ([1, 1, 1, 1], [1, 0, 0, 1]),
    ([0.25, 0, 0.3, 1], [0.3, 0.3, 0.3, 1]),
  ]

  /// (red, green, blue, alpha) → (hue, saturation, brightness, alpha).
  static let toHueCases: [([Double], [Double])] = [
    ([0.2, 0.4, 0.8, 1], [11.0 / 18, 0.75, 0.8, 1]),
    ([1, 0.5, 0, 1], [1.0 / 12, 1, 1, 1]),
    ([1, 0, 0.5, 0.25], [11.0 / 12, 1, 1, 0.25]),
    ([0.5, 0.5, 0.5, 1], [0, 0, 0.5, 1]),
    ([0, 0, 0, 1], [0, 0, 0, 1]),
  ]

  /// Hue in turns: 0 red, 1/12 orange (30°), 1/3 green, 1/2 cyan, 2/3 blue, 1 red again;
  /// the smallest component is brightness × (1 − saturation).
  @Test(
    "init(hue:saturation:brightness:alpha:) gives the hexcone's RGB",
    arguments: UIColorComponentsTests.fromHueCases)
  func fromHue(hsba: [Double], rgba: [Double]) {
    let color = UIColor(
      hue: hsba[0], saturation: hsba[1], brightness: hsba[2], alpha: hsba[3])
    #expect(Self.close(Self.rgba(color), rgba), "\(Self.rgba(color)) for \(hsba)")
  }

  /// (0.2, 0.4, 0.8): blue largest, range 0.6, hue (4 + (0.2 − 0.4)/0.6)/6 = 11/18 (220°),
  /// saturation 0.6/0.8; (1, 0, 0.5): hue (−0.5 + 6)/6 = 11/12 (330°); a grey has hue and
  /// saturation 0.
  @Test(
    "getHue(_:saturation:brightness:alpha:) gives the hexcone's hue, saturation, brightness",
    arguments: UIColorComponentsTests.toHueCases)
  func toHue(rgba: [Double], hsba: [Double]) {
    let color = UIColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
    #expect(Self.close(Self.hsba(color), hsba), "\(Self.hsba(color)) for \(rgba)")
  }

  @Test("init(cgColor:) has the Core Graphics colour's components")
  func fromCGColor() {
    let cgColor = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    #expect(Self.close(Self.rgba(UIColor(cgColor: cgColor)), [0.1, 0.2, 0.3, 0.4]))
    #expect(UIColor(cgColor: cgColor).cgColor == cgColor)
  }

  /// Swatch 2: hue 1/3 (green), brightness 0.8 → (0, 0.8, 0); swatch 3: hue 1/2 (cyan),
  /// brightness 0.7 → (0, 0.7, 0.7); swatch 5: hue 5/6 (magenta), brightness 0.5 →
  /// (0.5, 0, 0.5).
  @Test("the colours example of docs/porting.md fills swatches round the wheel")
  func colorsExample() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 30))
    addHueSwatches(to: view)
    #expect(view.subviews.count == 6)
    let expected: [Int: [Double]] = [
      0: [1, 0, 0, 1], 2: [0, 0.8, 0, 1], 3: [0, 0.7, 0.7, 1], 5: [0.5, 0, 0.5, 1],
    ]
    for (index, rgba) in expected {
      let color = try #require(view.subviews[index].backgroundColor)
      #expect(Self.close(Self.rgba(color), rgba), "swatch \(index): \(Self.rgba(color))")
    }
    #expect(view.subviews[5].frame.minX == 150)
  }
}
