import Flipbook
import FlipbookQuartz
import FlipbookTesting
import Foundation
import Interaction
import Pixels
import Testing

/// The same UIKit card rendered light and dark, at the default content size and at the
/// largest accessibility size, on an iPhone SE and an iPhone 16: golden frames, each paired
/// with measurements against UIKit's documented values — the colours sampled from the
/// pixels, the text's size measured from its ink, the frame's size in pixels.
@Suite("Device settings, rendered")
struct DeviceSettingsRenderTests {
  static let devices: [Device] = [.iPhoneSE3, .iPhone16]
  static let sizes: [ContentSizeCategory] = [.large, .accessibilityExtraExtraExtraLarge]

  @Test("the card's golden frames under each device, appearance and content size")
  func goldenFrames() {
    assertSnapshots(
      of: DeviceCardController.recording, as: .frame(at: 0),
      under: [.light, .dark] × Self.sizes.map(SettingsVariant.contentSize)
        × Self.devices.map(SettingsVariant.device),
      base: RenderSettings(fps: 10, threads: 2), testName: "card")
  }

  /// One rendering of the card, with where its views are in pixels.
  struct Rendered {
    let frame: Image
    let card: DeviceCardView
    let scale: Double

    init(device: Device, appearance: Appearance, contentSize: ContentSizeCategory) throws {
      let settings = RenderSettings(
        fps: 10, threads: 2, device: device, appearance: appearance, contentSize: contentSize)
      var card: DeviceCardView?
      let recording = try Recording(duration: 0.1, settings: settings) { scene in
        let controller = DeviceCardController()
        UIWindow(scene: scene).rootViewController = controller
        card = controller.card
      }
      frame = try recording.frame(at: 0)
      self.card = try #require(card)
      scale = settings.scale
    }

    /// The view's frame in the card (the window), in whole pixels.
    func pixels(of view: UIView) -> (xs: Range<Int>, ys: Range<Int>) {
      var frame = view.frame
      var parent = view.superview
      while let current = parent, current !== card {
        frame.origin.x += current.frame.minX
        frame.origin.y += current.frame.minY
        parent = current.superview
      }
      return (
        Int((frame.minX * scale).rounded())..<Int((frame.maxX * scale).rounded()),
        Int((frame.minY * scale).rounded())..<Int((frame.maxY * scale).rounded())
      )
    }

    /// The pixel in `view` furthest from the background: a glyph's fully covered stem.
    func strongestInk(in view: UIView) -> Pixel {
      let background = frame[1, frame.height - 2]
      let (xs, ys) = pixels(of: view)
      var best = background
      var distance = -1
      for y in ys where y < frame.height {
        for x in xs where x < frame.width {
          let pixel = frame[x, y]
          let d =
            abs(Int(pixel.red) - Int(background.red))
            + abs(Int(pixel.green) - Int(background.green))
            + abs(Int(pixel.blue) - Int(background.blue))
          if d > distance {
            distance = d
            best = pixel
          }
        }
      }
      return best
    }

    /// The rows of `view` holding ink — pixels more than half way from the background to
    /// the strongest ink — as a count.
    func inkHeight(in view: UIView) -> Int {
      let background = frame[1, frame.height - 2]
      let ink = strongestInk(in: view)
      let threshold = abs(Int(ink.green) - Int(background.green)) / 2
      let (xs, ys) = pixels(of: view)
      let rows = ys.filter { y in
        xs.contains { x in abs(Int(frame[x, y].green) - Int(background.green)) > threshold }
      }
      return (rows.max() ?? 0) - (rows.min() ?? 0) + 1
    }
  }

  /// `color` over `background`, as an opaque pixel: what a fully covered pixel shows.
  static func composite(_ color: (Double, Double, Double, Double), over background: Double)
    -> [Int]
  {
    let (r, g, b, a) = color
    return [r, g, b].map { Int(($0 * a + background * (1 - a)).rounded()) }
  }

  static func components(_ pixel: Pixel) -> [Int] {
    [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
  }

  static func close(_ a: [Int], _ b: [Int], within tolerance: Int) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test(
    "each colour is UIKit's documented value, sampled from the pixels",
    arguments: devices, [Appearance.light, .dark])
  func colours(device: Device, appearance: Appearance) throws {
    let rendered = try Rendered(device: device, appearance: appearance, contentSize: .large)
    let dark = appearance == .dark
    // Documented values (sRGB 0–255, alpha): systemBackground white / black; label black /
    // white; secondaryLabel #3C3C43 at 60 % / #EBEBF5 at 60 %; separator #3C3C43 at 29 % /
    // #545458 at 60 %; systemBlue #007AFF / #0A84FF.
    let background = dark ? 0.0 : 255
    let frame = rendered.frame
    #expect(
      Self.components(frame[1, frame.height - 2]) == Array(repeating: Int(background), count: 3))
    let card = rendered.card
    #expect(
      Self.components(rendered.strongestInk(in: card.title))
        == (dark ? [255, 255, 255] : [0, 0, 0]))
    let secondary = Self.composite(
      dark ? (235, 235, 245, 0.6) : (60, 60, 67, 0.6), over: background)
    #expect(
      Self.close(Self.components(rendered.strongestInk(in: card.detail)), secondary, within: 1),
      "\(rendered.strongestInk(in: card.detail)) against \(secondary)")
    let (xs, ys) = rendered.pixels(of: card.separator)
    let line = Self.composite(dark ? (84, 84, 88, 0.6) : (60, 60, 67, 0.29), over: background)
    let middle = frame[(xs.lowerBound + xs.upperBound) / 2, (ys.lowerBound + ys.upperBound) / 2]
    #expect(Self.close(Self.components(middle), line, within: 1), "\(middle) against \(line)")
    let blue = dark ? [10, 132, 255] : [0, 122, 255]
    let title = try #require(card.button.titleLabel)
    #expect(
      Self.close(Self.components(rendered.strongestInk(in: title)), blue, within: 1),
      "\(rendered.strongestInk(in: title)) against \(blue)")
  }

  @Test("each frame is the device's screen in pixels", arguments: devices)
  func frameSize(device: Device) throws {
    let rendered = try Rendered(device: device, appearance: .light, contentSize: .large)
    let expected: (Int, Int) = device == .iPhone16 ? (1179, 2556) : (750, 1334)
    #expect((rendered.frame.width, rendered.frame.height) == expected)
    // The title starts 16 points below the safe area's top: 59 pt on the iPhone 16, 20 on
    // the SE.
    let top = device == .iPhone16 ? 59.0 : 20
    #expect(abs(rendered.card.title.frame.minY - (top + 16)) < 1e-9)
  }

  @Test(
    "each font's size, measured from its ink, is UIKit's Dynamic Type size",
    arguments: devices, sizes)
  func fontSizes(device: Device, contentSize: ContentSizeCategory) throws {
    let rendered = try Rendered(device: device, appearance: .light, contentSize: contentSize)
    // The ink of "Hello" at 100 pt, rendered the same way, gives the height per point.
    var reference: UILabel?
    let referenceRecording = try Recording(
      size: device.size, duration: 0.1, settings: RenderSettings(fps: 10, scale: device.scale)
    ) { scene in
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 390, height: 150))
      label.font = .systemFont(ofSize: 100)
      label.text = "Hello"
      UIWindow(scene: scene).addSubview(label)
      reference = label
    }
    let measured = Rendered.Measuring(frame: try referenceRecording.frame(at: 0))
    let perPoint =
      Double(measured.inkHeight(in: try #require(reference), scale: device.scale)) / 100
    let title = Double(rendered.inkHeight(in: rendered.card.title)) / perPoint
    let detail = Double(rendered.inkHeight(in: rendered.card.detail)) / perPoint
    // UIKit's table (Human Interface Guidelines, Dynamic Type sizes): body 17 pt at Large,
    // 53 pt at AX5; subheadline 15 and 49.
    let large = contentSize == .large
    #expect(abs(title - (large ? 17 : 53)) < (large ? 0.5 : 1), "title measured \(title) pt")
    // "Hello there" reaches as high as "Hello" (its 'l' and 'h') and no lower.
    #expect(abs(detail - (large ? 15 : 49)) < (large ? 0.5 : 1), "detail measured \(detail) pt")
  }
}

extension DeviceSettingsRenderTests.Rendered {
  /// Ink measurements of any frame.
  struct Measuring {
    let frame: Image

    /// The rows of `view` (a subview of the window, in points at `scale`) holding ink
    /// darker than mid-grey.
    func inkHeight(in view: UIView, scale: Double) -> Int {
      let xs = Int(view.frame.minX * scale)..<min(frame.width, Int(view.frame.maxX * scale))
      let ys = Int(view.frame.minY * scale)..<min(frame.height, Int(view.frame.maxY * scale))
      let rows = ys.filter { y in xs.contains { x in frame[x, y].green < 128 } }
      return (rows.max() ?? 0) - (rows.min() ?? 0) + 1
    }
  }
}
