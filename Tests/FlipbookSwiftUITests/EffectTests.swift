import FlipbookSwiftUI
import Foundation
import Geometry
import Layers
import Testing

/// Modifiers on layer properties, each against the geometry it must give.
@Suite("SwiftUI effects")
struct EffectTests {
  @Test("scaleEffect scales about its anchor and leaves the layout alone")
  func scale() {
    let (_, host) = hosted(
      Color.red.frame(width: 100, height: 50).accessibilityIdentifier("box")
        .scaleEffect(1.5, anchor: .topLeading))
    // Laid out at (100, 75); scaled 1.5 about its top-left corner.
    #expect(same(host.frame(of: "box"), Rect(x: 100, y: 75, width: 150, height: 75)))
  }

  @Test("rotationEffect turns clockwise on screen for a positive angle")
  func rotation() {
    let (_, host) = hosted(
      Color.red.frame(width: 100, height: 50).accessibilityIdentifier("box")
        .rotationEffect(.degrees(90)))
    // The top-left corner, (−50, −25) from the centre (150, 100), turns a quarter clockwise
    // (y down) to (25, −50): (175, 50).
    let corner = host.required("box").convert(Point(x: 0, y: 0), to: nil)!
    #expect(abs(corner.x - 175) < 1e-9 && abs(corner.y - 50) < 1e-9)
  }

  /// With m34 = −perspective / max(width, height) = −1/200, a 200-point card turned 60°
  /// about y has edges at x = ±100·cos 60° = ±50 and depth ∓100·sin 60° = ∓86.60; projected
  /// by w = 1 − z·m34, they show 50 / (1 + 0.43301) = 34.891 and 50 / (1 − 0.43301) = 88.184
  /// points from the centre.
  @Test("rotation3DEffect draws the near edge wider and the far edge narrower, by its m34")
  func perspective() {
    let (_, host) = hosted(
      Color.red.frame(width: 200, height: 100).accessibilityIdentifier("card")
        .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
    let card = host.required("card")
    let left = card.convert(Point(x: 0, y: 50), to: nil)!
    let right = card.convert(Point(x: 200, y: 50), to: nil)!
    let reaches = [abs(left.x - 150), abs(right.x - 150)].sorted()
    let depth = 100 * sin(Double.pi / 3) / 200
    #expect(abs(reaches[0] - 50 / (1 + depth)) < 1e-6)
    #expect(abs(reaches[1] - 50 / (1 - depth)) < 1e-6)
  }

  @Test("opacity, cornerRadius and shadow set the layer's properties, shadow's default colour")
  func layerProperties() {
    let (_, host) = hosted(
      Color.red.frame(width: 100, height: 50).accessibilityIdentifier("inner")
        .opacity(0.4)
        .cornerRadius(12)
        .shadow(radius: 5, y: 2))
    let opacity = host.required("inner").superlayer!
    let clip = opacity.superlayer!
    let shadow = clip.superlayer!
    #expect(opacity.opacity == 0.4)
    #expect(clip.cornerRadius == 12 && clip.masksToBounds)
    // SwiftUI's default: Color(.sRGBLinear, white: 0, opacity: 0.33).
    #expect(abs(shadow.shadow.opacity - 0.33) < 1e-12)
    #expect(shadow.shadow.color.red == 0 && shadow.shadow.radius == 5)
    #expect(shadow.shadow.offset.width == 0 && shadow.shadow.offset.height == 2)
  }

  @Test("text takes the Dynamic Type sizes of the Large category, from its font or around it")
  func fonts() {
    let (_, host) = hosted(
      VStack {
        Text("Title").font(.title).accessibilityIdentifier("title")
        Text("Headline").font(.headline).accessibilityIdentifier("headline")
        Text("Body").accessibilityIdentifier("body")
        Text("Bold").bold().accessibilityIdentifier("bold")
        Group {
          Text("Caption").accessibilityIdentifier("caption")
        }
        .font(.caption)
        .foregroundStyle(.red)
      })
    func text(_ identifier: String) -> TextContent? {
      host.required(identifier).sublayers.first?.text
    }
    // Apple's Human Interface Guidelines, Typography: title 28, headline 17 semibold,
    // body 17, caption 12 points at Large.
    #expect(text("title")?.fontSize == 28)
    #expect(text("headline")?.fontSize == 17 && text("headline")?.font.weight == .semibold)
    #expect(text("body")?.fontSize == 17 && text("body")?.font.weight == .regular)
    #expect(text("bold")?.font.weight == .bold)
    #expect(text("caption")?.fontSize == 12)
    // Primary text is black in light; Color.red is systemRed (255, 59, 48).
    #expect(text("body")?.color.red == 0)
    #expect(abs((text("caption")?.color.green ?? 0) - 59.0 / 255) < 1e-9)
  }
}
