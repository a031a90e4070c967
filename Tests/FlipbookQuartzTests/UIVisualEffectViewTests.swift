import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Layers
import Pixels
import Testing

/// `UIVisualEffectView` with a `UIBlurEffect`: the blur's values from the published
/// styles (UIBlurEffect's documentation), animated in from no effect as UIKit does.
@Suite("UIVisualEffectView")
struct UIVisualEffectViewTests {
  /// A white window with black stripes at the top, the porting guide's panel over it, its
  /// blur animated in at 0 s.
  private func record() throws -> (Recording, FrostedPanel) {
    var made: FrostedPanel?
    let recording = try Recording(
      size: Size(width: 200, height: 300), duration: 1,
      settings: RenderSettings(fps: 10, scale: 1, threads: 1)
    ) { scene in
      let window = UIWindow(scene: scene)
      window.backgroundColor = .white
      for x in stride(from: 0.0, to: 200, by: 40) {
        let stripe = UIView(frame: CGRect(x: x, y: 40, width: 20, height: 60))
        stripe.backgroundColor = .black
        window.addSubview(stripe)
      }
      let panel = FrostedPanel(over: window)
      panel.blurIn()
      made = panel
    }
    return (recording, try #require(made))
  }

  /// Half-way through the 0.4 s ease-in-ease-out (a symmetric curve, so at half its time
  /// it is half-way), the dark style's blur is half its 20 points and its tint's alpha
  /// half of 0.73.
  @Test("animating the effect in blurs by half the radius half-way")
  func halfway() throws {
    let (recording, panel) = try record()
    _ = try recording.frames(at: [0.2])
    let values = panel.panel.layer.flipbookLayer.presentedValues(at: 0.2).backdrop
    #expect(abs(values.radius - 10) < 1e-6)
    #expect(abs(values.color.alpha - 0.365) < 1e-6)
  }

  /// At the end, over plain white far from the stripes (more than 3σ = 60 points), the
  /// dark style is its tint over white: 255 · (0.11 · 0.73 + 0.27) = 89.3. Over the
  /// stripes the blur mixes black and white: neither 0 nor the white side's level.
  @Test("the dark style over white is its tint; stripes behind it are blurred")
  func darkStyle() throws {
    let (recording, _) = try record()
    let frame = try recording.frames(at: [0.9])[0]
    #expect(abs(Double(frame[100, 220].red) - 89.3) <= 1)
    let overStripes = (0..<40).map { Double(frame[60 + $0, 70].red) }
    #expect(overStripes.max()! - overStripes.min()! < 25)
    #expect(overStripes.min()! > 21)
    // The content view draws sharp above the blur: the yellow badge.
    let badge = frame[36, 96]
    #expect(badge.red > 240 && badge.green > 190 && badge.blue < 30)
    // Outside the panel nothing is blurred.
    #expect(frame[50, 50].red == 0 && frame[30, 50].red == 255)
  }

  /// `.regular` follows the appearance: light in light appearance, dark in dark.
  @Test("the adaptive styles follow the appearance")
  func appearance() throws {
    let view = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
    #expect(view.layer.flipbookLayer.values.backdrop.radius == 30)
    view.overrideUserInterfaceStyle = .dark
    view.traitCollectionDidChange(nil)
    #expect(view.layer.flipbookLayer.values.backdrop.radius == 20)
    #expect(UIBlurEffect.Style(rawValue: 8) == .systemMaterial)
  }
}
