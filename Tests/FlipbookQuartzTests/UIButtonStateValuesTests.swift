import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Pixels
import Testing

/// A configured button given per-state values with UIButton's older setters: the title and
/// image are drawn in place of the configuration's; colours, attributed titles and
/// background images are not, and each is reported once.
@Suite("UIButton per-state values under a configuration")
struct UIButtonStateValuesTests {
  private func unsupported(_ scene: Scene) -> [String] {
    scene.timeline.events.filter { $0.name == "button.unsupported" }.compactMap {
      if case .string(let property)? = $0["property"] { property } else { nil }
    }
  }

  @Test("setTitle and setImage show in their state, the configuration keeping its own")
  func titleAndImage() {
    let scene = Scene(size: Size(width: 200, height: 100), duration: 1)
    let window = UIWindow(scene: scene)
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Go"
    let button = UIButton(configuration: configuration)
    window.addSubview(button)
    #expect(button.titleLabel?.text == "Go")
    button.setTitle("Buy", for: .normal)
    button.setTitle("Buying", for: .highlighted)
    #expect(button.titleLabel?.text == "Buy")
    #expect(button.configuration?.title == "Go")
    button.isHighlighted = true
    #expect(button.titleLabel?.text == "Buying")
    button.isHighlighted = false
    #expect(button.titleLabel?.text == "Buy")
    let star = UIImage(flipbookImage: Image(width: 4, height: 4, fill: .red), scale: 1)
    button.setImage(star, for: .normal)
    #expect(button.imageView?.image === star)
    // Removed, the configuration's title shows again.
    button.setTitle(nil, for: .normal)
    #expect(button.titleLabel?.text == "Go")
    #expect(unsupported(scene).isEmpty)
  }

  @Test("a title colour, attributed title or background image is reported once per button")
  func reportedOnce() {
    let scene = Scene(size: Size(width: 200, height: 100), duration: 1)
    let window = UIWindow(scene: scene)
    let plain = UIButton(type: .system)
    window.addSubview(plain)
    plain.setTitleColor(.red, for: .normal)
    // Without a configuration they draw: nothing to report.
    #expect(unsupported(scene).isEmpty)
    let button = UIButton(configuration: .tinted())
    window.addSubview(button)
    button.setTitleColor(.red, for: .normal)
    button.setTitleColor(.green, for: .highlighted)
    let pixel = UIImage(flipbookImage: Image(width: 1, height: 1, fill: .blue), scale: 1)
    button.setBackgroundImage(pixel, for: .normal)
    button.setAttributedTitle(NSAttributedString(string: "Hi"), for: .normal)
    button.configuration = .filled()
    #expect(
      unsupported(scene)
        == ["setTitleColor(_:for:)", "setBackgroundImage(_:for:)", "setAttributedTitle(_:for:)"])
    // The values given earlier are reported when a configuration is set.
    let late = UIButton(type: .system)
    window.addSubview(late)
    late.setBackgroundImage(pixel, for: .normal)
    late.configuration = .gray()
    #expect(unsupported(scene).last == "setBackgroundImage(_:for:)")
    #expect(unsupported(scene).count == 4)
  }
}
