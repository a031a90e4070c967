import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

@Suite("UIButton.Configuration")
struct UIButtonConfigurationTests {
  /// The view drawing a configured button's background: the first subview.
  private func background(_ button: UIButton) -> UIView { button.subviews[0] }

  private func color(_ color: UIColor?) -> Color? { color?.flipbookColor }

  @Test("each style's colours: filled tint and white, tinted tint at 0.15, gray, plain none")
  func styleColours() {
    let blue = UIColor.systemBlue.flipbookColor
    func button(_ configuration: UIButton.Configuration) -> UIButton {
      var configuration = configuration
      configuration.title = "Go"
      return UIButton(configuration: configuration)
    }
    let filled = button(.filled())
    #expect(color(background(filled).backgroundColor) == blue)
    #expect(
      filled.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil)
        as? UIColor == .white)
    let tinted = button(.tinted())
    let faint = Color(red: blue.red, green: blue.green, blue: blue.blue, alpha: 0.15)
    #expect(color(background(tinted).backgroundColor) == faint)
    #expect(
      (tinted.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil)
        as? UIColor)?.flipbookColor == blue)
    #expect(color(background(button(.gray())).backgroundColor) == UIColor.systemGray5.flipbookColor)
    #expect(color(background(button(.plain())).backgroundColor) == Color.clear)
    // The aliases draw as the style they name.
    #expect(color(background(button(.borderedProminent())).backgroundColor) == blue)
    var based = UIButton.Configuration.filled()
    based.baseBackgroundColor = .red
    #expect(color(background(button(based)).backgroundColor) == Color.red)
    // Highlighted: alpha 0.7 of the colour; disabled: grey.
    filled.isHighlighted = true
    #expect(
      color(background(filled).backgroundColor)
        == Color(red: blue.red, green: blue.green, blue: blue.blue, alpha: 0.7))
    filled.isHighlighted = false
    filled.isEnabled = false
    #expect(color(background(filled).backgroundColor) == UIColor.systemGray5.flipbookColor)
  }

  @Test("the corner radius follows cornerStyle, and for .dynamic the button size")
  func cornerRadius() {
    func radius(_ style: UIButton.Configuration.CornerStyle, _ size: UIButton.Configuration.Size)
      -> CGFloat
    {
      var configuration = UIButton.Configuration.filled()
      configuration.cornerStyle = style
      configuration.buttonSize = size
      configuration.background.cornerRadius = 3
      let button = UIButton(configuration: configuration)
      button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
      button.layoutIfNeeded()
      return background(button).layer.cornerRadius
    }
    #expect(radius(.dynamic, .mini) == 4 && radius(.dynamic, .small) == 4)
    #expect(radius(.dynamic, .medium) == 6 && radius(.dynamic, .large) == 8)
    #expect(radius(.small, .large) == 4 && radius(.medium, .mini) == 8)
    #expect(radius(.large, .medium) == 12 && radius(.fixed, .medium) == 3)
    #expect(radius(.capsule, .medium) == 20)
  }

  @Test("the intrinsic size is the title's measured size plus the button size's insets")
  func intrinsicSize() {
    let sizes: [(UIButton.Configuration.Size, UIFont.TextStyle, CGFloat, CGFloat)] = [
      (.mini, .caption1, 8, 4), (.small, .subheadline, 10, 5), (.medium, .body, 12, 7),
      (.large, .body, 20, 14),
    ]
    for (size, style, horizontal, vertical) in sizes {
      var configuration = UIButton.Configuration.gray()
      configuration.title = "Continue"
      configuration.buttonSize = size
      let button = UIButton(configuration: configuration)
      let label = UILabel(frame: .zero)
      label.font = .preferredFont(forTextStyle: style)
      label.text = "Continue"
      let text = label.intrinsicContentSize
      #expect(text.width > 40)
      #expect(
        button.intrinsicContentSize
          == CGSize(width: text.width + 2 * horizontal, height: text.height + 2 * vertical))
    }
    // Insets set replace the size's; an image leading adds its width and the padding.
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Continue"
    configuration.contentInsets = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    configuration.image = UIImage(flipbookImage: Image(width: 30, height: 10, fill: .red), scale: 1)
    configuration.imagePadding = 5
    let button = UIButton(configuration: configuration)
    let label = UILabel(frame: .zero)
    label.font = .preferredFont(forTextStyle: .body)
    label.text = "Continue"
    let text = label.intrinsicContentSize
    #expect(
      button.intrinsicContentSize
        == CGSize(width: 2 + 30 + 5 + text.width + 4, height: 1 + max(10, text.height) + 3))
    button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
    button.layoutIfNeeded()
    #expect(button.imageView?.frame.minX == 2 && button.titleLabel?.frame.minX == 37)
    // Right to left: leading is the right edge, for the inset and the image.
    button.semanticContentAttribute = .forceRightToLeft
    button.layoutIfNeeded()
    #expect(button.imageView?.frame.maxX == button.bounds.width - 2)
    #expect(button.titleLabel?.frame.minX == 4)
  }

  @Test("the update handler runs on touch down and lift, shrinking and recolouring the button")
  func updateHandler() {
    let scene = Scene(size: Size(width: 200, height: 100), duration: 1)
    let window = UIWindow(scene: scene)
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Pay"
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
    window.addSubview(button)
    var calls: [Bool] = []
    button.configurationUpdateHandler = { button in
      calls.append(button.isHighlighted)
      var configuration = button.configuration
      configuration?.baseBackgroundColor = button.isHighlighted ? .red : .green
      button.configuration = configuration
      button.transform =
        button.isHighlighted ? CGAffineTransform(scaleX: 0.95, y: 0.95) : .identity
    }
    #expect(calls == [false])
    var script = TouchScript()
    script.tap(at: Point(x: 100, y: 40), time: 0.1, duration: 0.2)
    scene.touches.run(script)
    scene.timeline.advance(to: 0.2)
    #expect(calls == [false, true])
    #expect(button.transform == CGAffineTransform(scaleX: 0.95, y: 0.95))
    // Red dimmed by the highlight to alpha 0.7.
    #expect(
      color(background(button).backgroundColor) == Color(red: 1, green: 0, blue: 0, alpha: 0.7))
    scene.timeline.advance(to: 0.5)
    #expect(calls == [false, true, false])
    #expect(button.transform == .identity)
    #expect(color(background(button).backgroundColor) == Color.green)
  }

  @Test("a filled button draws the tint inside its rounded corners and the window outside")
  func filledPixels() throws {
    let scene = Scene(size: Size(width: 200, height: 100), duration: 1)
    let window = UIWindow(scene: scene)
    window.backgroundColor = .white
    var configuration = UIButton.Configuration.filled()
    configuration.cornerStyle = .large
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
    window.addSubview(button)
    let frame = try Recording(scene: scene, settings: RenderSettings(fps: 10, scale: 1, threads: 1))
      .frame(at: 0)
    let blue = UIColor.systemBlue.flipbookColor
    func isBlue(_ x: Int, _ y: Int) -> Bool {
      let pixel = frame[x, y]
      return abs(Double(pixel.red) - blue.red * 255) < 2
        && abs(Double(pixel.green) - blue.green * 255) < 2
        && abs(Double(pixel.blue) - blue.blue * 255) < 2
    }
    #expect(isBlue(100, 42) && isBlue(20, 42) && isBlue(100, 20))
    // Radius 12: the corner pixel lies 12·(√2 − 1) ≈ 5 points outside the arc.
    #expect(frame[20, 20] == frame[5, 5] && !isBlue(20, 20) && !isBlue(22, 22))
    #expect(isBlue(24, 24))
  }

  @Test("what cannot be drawn is reported: an activity indicator")
  func unsupported() {
    let scene = Scene(size: Size(width: 200, height: 100), duration: 1)
    let window = UIWindow(scene: scene)
    var configuration = UIButton.Configuration.filled()
    configuration.showsActivityIndicator = true
    let button = UIButton(configuration: configuration)
    window.addSubview(button)
    let events = scene.timeline.events.filter { $0.name == "button.unsupported" }
    #expect(events.map { $0["property"] } == [.string("showsActivityIndicator")])
  }

  @Test("the types with a standard image show the SF Symbol registered under its name")
  func standardTypes() {
    let symbol = UIImage(flipbookImage: Image(width: 4, height: 4, fill: .red), scale: 1)
    UIImage.register(symbol, systemName: "plus.circle")
    let add = UIButton(type: .contactAdd)
    #expect(add.buttonType == .contactAdd && add.currentImage?.size == CGSize(width: 4, height: 4))
    #expect(UIButton.ButtonType.close.symbolName == "xmark.circle.fill")
    #expect(UIButton.ButtonType.infoDark.rawValue == 4 && UIButton.ButtonType.close.rawValue == 7)
  }

  @Test("a title transformer sets the font the title draws and measures with")
  func transformer() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Go"
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
      var attributes = $0
      attributes.font = UIFont.systemFont(ofSize: 30, weight: .bold)
      return attributes
    }
    let button = UIButton(configuration: configuration)
    let font = button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil)
    #expect(font as? UIFont == UIFont.systemFont(ofSize: 30, weight: .bold))
  }
}
