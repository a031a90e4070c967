import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

@Suite("UITraitCollection, dynamic colours and Dynamic Type")
struct UITraitCollectionTests {
  private let dark = UITraitCollection(userInterfaceStyle: .dark)
  private let light = UITraitCollection(userInterfaceStyle: .light)

  private func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
    let c = color.resolvedColor(with: traits).flipbookColor
    return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [
      Int((c.alpha * 100).rounded())
    ]
  }

  @Test("system colours resolve to UIKit's light and dark values")
  func systemColours() {
    // UIKit's values as iOS reports them resolved (sRGB 0–255, alpha in %).
    #expect(rgba(.label, light) == [0, 0, 0, 100])
    #expect(rgba(.label, dark) == [255, 255, 255, 100])
    #expect(rgba(.secondaryLabel, light) == [60, 60, 67, 60])
    #expect(rgba(.secondaryLabel, dark) == [235, 235, 245, 60])
    #expect(rgba(.tertiaryLabel, dark) == [235, 235, 245, 30])
    #expect(rgba(.systemBackground, light) == [255, 255, 255, 100])
    #expect(rgba(.systemBackground, dark) == [0, 0, 0, 100])
    #expect(rgba(.secondarySystemBackground, light) == [242, 242, 247, 100])
    #expect(rgba(.secondarySystemBackground, dark) == [28, 28, 30, 100])
    #expect(rgba(.separator, light) == [60, 60, 67, 29])
    #expect(rgba(.separator, dark) == [84, 84, 88, 60])
    #expect(rgba(.systemBlue, light) == [0, 122, 255, 100])
    #expect(rgba(.systemBlue, dark) == [10, 132, 255, 100])
    #expect(rgba(.systemRed, dark) == [255, 69, 58, 100])
    #expect(rgba(.systemGray, light) == rgba(.systemGray, dark))
    #expect(rgba(.systemGray6, dark) == [28, 28, 30, 100])
    // Unspecified traits are light, as on iOS.
    #expect(rgba(.label, UITraitCollection()) == [0, 0, 0, 100])
  }

  @Test("a colour of your own provider resolves by the traits, and stays dynamic with alpha")
  func dynamicProvider() {
    let accent = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    #expect(accent.resolvedColor(with: dark) == .white)
    #expect(accent.resolvedColor(with: light) == .black)
    #expect(rgba(accent.withAlphaComponent(0.5), dark) == [255, 255, 255, 50])
    #expect(UIColor.label == UIColor.label)
    #expect(UIColor.label != UIColor.secondaryLabel)
    #expect(UIColor.black.resolvedColor(with: dark) == .black)
  }

  @Test("preferredFont follows UIKit's Dynamic Type table for every style and category")
  func dynamicTypeTable() {
    // The Human Interface Guidelines' table, xSmall … xxxLarge, AX1 … AX5.
    let table: [(UIFont.TextStyle, [CGFloat])] = [
      (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
      (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
      (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
      (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
      (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
      (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
      (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
      (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
      (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
      (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
      (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ]
    let categories: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
      .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
      .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ]
    for (style, sizes) in table {
      for (category, size) in zip(categories, sizes) {
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
      }
    }
    let headline = UIFont.preferredFont(
      forTextStyle: .headline,
      compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
    #expect(headline.fontName == ".SFUI-Semibold")
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  @Test("UIFontMetrics scales a font of your own as the style's size scales")
  func fontMetrics() {
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let metrics = UIFontMetrics(forTextStyle: .body)
    #expect(metrics.scaledValue(for: 17, compatibleWith: ax5) == 53)
    let font = metrics.scaledFont(for: .boldSystemFont(ofSize: 34), compatibleWith: ax5)
    #expect(font.pointSize == 106)
    #expect(font.fontName == ".SFUI-Bold")
  }

  @Test("a window's views get the scene's traits, hear changes, and re-resolve their colours")
  func traitChanges() throws {
    let scene = Scene(size: Size(width: 100, height: 60), duration: 0.1)
    let window = UIWindow(scene: scene)
    let controller = DeviceCardController()
    window.rootViewController = controller
    let view = controller.card
    let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    fixed.layer.backgroundColor = UIColor.label.cgColor
    view.addSubview(fixed)
    #expect(view.traitCollection.userInterfaceStyle == .light)
    #expect(view.layer.flipbookLayer.backgroundColor == .white)
    let heard = controller.traitChanges.count
    scene.traits.appearance = .dark
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.traitChanges.count == heard + 1)
    #expect(controller.traitChanges.last??.userInterfaceStyle == UIUserInterfaceStyle.light)
    // Set through UIKit's property: resolved again; a CGColor set on the layer: kept, as
    // on iOS.
    #expect(view.layer.flipbookLayer.backgroundColor == .black)
    #expect(view.backgroundColor == .systemBackground)
    #expect(fixed.layer.flipbookLayer.backgroundColor == .black)
    // The text follows the content size when asked to.
    scene.traits.contentSize = .accessibilityExtraExtraExtraLarge
    #expect(view.title.font.pointSize == 53)
    #expect(view.detail.font.pointSize == 49)
    // A recording with other settings changes an existing scene's traits the same way.
    scene.traits = Traits()
    let recording = try Recording(
      scene: scene, settings: RenderSettings(fps: 10, scale: 1, appearance: .dark))
    #expect(try recording.frame(at: 0)[99, 59] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(view.title.font.pointSize == 17)
  }

  @Test("overrideUserInterfaceStyle makes a view and its subviews dark in a light scene")
  func overrideStyle() throws {
    let scene = Scene(size: Size(width: 100, height: 60), duration: 0.1)
    let window = UIWindow(scene: scene)
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    panel.backgroundColor = .systemBackground
    let label = UILabel(frame: panel.bounds)
    label.text = "Hi"
    panel.addSubview(label)
    window.addSubview(panel)
    let other = UIView(frame: CGRect(x: 0, y: 30, width: 100, height: 30))
    other.backgroundColor = .systemBackground
    window.addSubview(other)
    panel.overrideUserInterfaceStyle = .dark
    #expect(label.traitCollection.userInterfaceStyle == .dark)
    #expect(panel.layer.flipbookLayer.backgroundColor == .black)
    #expect(label.layer.flipbookLayer.text?.runs.first?.color == .white)
    #expect(other.layer.flipbookLayer.backgroundColor == .white)
    let controller = DeviceCardController()
    controller.overrideUserInterfaceStyle = .dark
    window.rootViewController = controller
    #expect(controller.card.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.card.layer.flipbookLayer.backgroundColor == .black)
    panel.overrideUserInterfaceStyle = .unspecified
    #expect(panel.layer.flipbookLayer.backgroundColor == .white)
  }

  @Test("a recording's canvas is the system background of its appearance unless given")
  func canvas() throws {
    let dark = try Recording(
      size: Size(width: 10, height: 10), duration: 0.1,
      settings: RenderSettings(fps: 10, scale: 1, appearance: .dark)
    ) { _ in }
    #expect(dark.background == .black)
    let given = try Recording(
      size: Size(width: 10, height: 10), duration: 0.1, background: .red,
      settings: RenderSettings(fps: 10, scale: 1, appearance: .dark)
    ) { _ in }
    #expect(given.background == .red)
  }

  @Test("the screen, the safe area and the size classes follow the device")
  func device() throws {
    var insets: [UIEdgeInsets] = []
    var screen: CGRect = .zero
    var scale: CGFloat = 0
    var sizeClass = UIUserInterfaceSizeClass.unspecified
    _ = try Recording(
      duration: 0.1, settings: RenderSettings(device: .iPhone16ProMax)
    ) { scene in
      let window = UIWindow(scene: scene)
      let inner = UIView(frame: CGRect(x: 0, y: 40, width: 440, height: 900))
      window.addSubview(inner)
      insets = [window.safeAreaInsets, inner.safeAreaInsets]
      screen = UIScreen.main.bounds
      scale = UIScreen.main.scale
      sizeClass = window.traitCollection.horizontalSizeClass
    }
    #expect(insets[0] == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    // 40 points down, 16 from the bottom: the status bar reaches 22 points into it, the
    // home indicator 18.
    #expect(insets[1] == UIEdgeInsets(top: 22, left: 0, bottom: 18, right: 0))
    #expect(screen == CGRect(x: 0, y: 0, width: 440, height: 956))
    #expect(scale == 3)
    #expect(sizeClass == .compact)
    var padClass = UIUserInterfaceSizeClass.unspecified
    _ = try Recording(duration: 0.1, settings: RenderSettings(device: .iPadPro11)) { scene in
      padClass = UIWindow(scene: scene).traitCollection.horizontalSizeClass
    }
    #expect(padClass == .regular)
  }

  @Test("the layout direction sets the effective direction and natural text alignment")
  func layoutDirection() throws {
    var direction: [UIUserInterfaceLayoutDirection] = []
    let recording = try Recording(
      size: Size(width: 200, height: 40), duration: 0.1,
      settings: RenderSettings(fps: 10, scale: 1, layoutDirection: .rightToLeft)
    ) { scene in
      let window = UIWindow(scene: scene)
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      label.text = "Hi"
      window.addSubview(label)
      let forced = UIView()
      forced.semanticContentAttribute = .forceLeftToRight
      window.addSubview(forced)
      direction = [
        label.effectiveUserInterfaceLayoutDirection, forced.effectiveUserInterfaceLayoutDirection,
      ]
    }
    #expect(direction == [.rightToLeft, .leftToRight])
    // "Hi", natural: against the right edge, none of it in the left half.
    let frame = try recording.frame(at: 0)
    let inkColumns = (0..<200).filter { x in (0..<40).contains { frame[x, $0].green < 128 } }
    #expect(try #require(inkColumns.min()) > 150)
  }
}
