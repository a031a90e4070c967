import Animation
import Geometry
import Layers
import Pixels

/// Seed 004's "fluid" button, like the calculator's keys: touch down (or a drag back in)
/// switches to the highlighted colours at once and plays a light haptic; touch up, a drag
/// out or a cancel animates back to the normal colours over 0.5 s ease-out, and a new touch
/// interrupts that at once. The press scales it with a spring (damping ratio 0.4, response
/// 0.2).
public final class FluidButton: TouchHandler {
  /// Colours and border of a style (the seed's `ButtonStyle`).
  public struct Style: Sendable {
    /// Background at rest.
    public var background: Color
    /// Background while pressed.
    public var highlightedBackground: Color
    /// Title colour at rest.
    public var title: Color
    /// Title colour while pressed.
    public var highlightedTitle: Color
    /// Border colour at rest (`Colors.Button.border`).
    public var border: Color
    /// Border colour while pressed (`Colors.Button.borderHighlighted`).
    public var highlightedBorder: Color
    /// Border width: 1 for the ghost style, 0 for flat (the seed's `Const.borderWidth`).
    public var borderWidth: Double

    /// A filled button. The seed does not give its colours: these are dark keys that
    /// lighten when pressed, like the calculator's.
    public static let flat = Style(
      background: Color(white: 0.2), highlightedBackground: Color(white: 0.45),
      title: .white, highlightedTitle: .white, border: Color(white: 0.2),
      highlightedBorder: Color(white: 0.45), borderWidth: 0)
    /// An outlined button: border 1.
    public static let ghost = Style(
      background: .white, highlightedBackground: Color(white: 0.86), title: Color(white: 0.15),
      highlightedTitle: Color(white: 0.15), border: Color(white: 0.55),
      highlightedBorder: Color(white: 0.2), borderWidth: 1)
  }

  /// The button's layer.
  public let layer: Layer
  /// The title layer.
  public let titleLayer: Layer
  /// The name its events carry.
  public let name: String
  /// Its style.
  public let style: Style
  /// The scale while pressed (the seed leaves the value open; inferred).
  public static let pressedScale = 0.95
  /// The corner radius of both styles (the seed's `Const.cornerRadius`).
  public static let cornerRadius = 2.0
  /// Whether the finger is down inside it.
  public private(set) var isHighlighted = false
  private let timeline: Timeline
  private let spring = Spring(dampingRatio: 0.4, response: 0.2)

  /// A button with a title in `frame`, logging to `timeline` under `name` (default: the
  /// title).
  public init(
    title: String, frame: Rect, style: Style, timeline: Timeline, name: String? = nil
  ) {
    let name = name ?? title
    self.name = name
    self.style = style
    self.timeline = timeline
    layer = Layer(frame: frame, name: name)
    layer.backgroundColor = style.background
    layer.borderColor = style.border
    layer.borderWidth = style.borderWidth
    layer.cornerRadius = Self.cornerRadius
    titleLayer = Layer(frame: Rect(origin: .zero, size: frame.size), name: "\(name).title")
    titleLayer.text = TextContent(title, fontSize: 22, color: style.title)
    titleLayer.isUserInteractionEnabled = false
    layer.addSublayer(titleLayer)
  }

  public func touchesBegan(_ touches: [Touch], in system: TouchSystem) {
    guard let touch = touches.first, isInside(touch, system) else { return }
    touchDown()
  }

  public func touchesMoved(_ touches: [Touch], in system: TouchSystem) {
    guard let touch = touches.first else { return }
    let inside = isInside(touch, system)
    if inside && !isHighlighted { touchDown() }  // touchDragEnter
    if !inside && isHighlighted { touchUp() }  // touchDragExit
  }

  public func touchesEnded(_ touches: [Touch], in system: TouchSystem) {
    if isHighlighted { touchUp() }  // touchUpInside
  }

  public func touchesCancelled(_ touches: [Touch], in system: TouchSystem) {
    if isHighlighted { touchUp() }  // touchCancel
  }

  private func isInside(_ touch: Touch, _ system: TouchSystem) -> Bool {
    guard let local = layer.convertFromScene(touch.location, at: system.timeline.now) else {
      return false
    }
    return layer.bounds.contains(local)
  }

  /// `didTouchDown`: stop the fade, highlight at once, haptic; and the press spring.
  private func touchDown() {
    isHighlighted = true
    layer.removeAnimation(forKey: "fade.background")
    layer.removeAnimation(forKey: "fade.border")
    layer.backgroundColor = style.highlightedBackground
    layer.borderColor = style.highlightedBorder
    titleLayer.text?.color = style.highlightedTitle
    timeline.record(
      "control.state", [("control", .string(name)), ("state", .string("highlighted"))])
    timeline.record("haptic", [("style", .string("light")), ("control", .string(name))])
    scale(to: Self.pressedScale)
  }

  /// `didTouchUp`: a 0.5 s ease-out animator back to the normal colours.
  private func touchUp() {
    isHighlighted = false
    let now = timeline.now
    let shown = layer.presentation(at: now).values
    titleLayer.text?.color = style.title
    layer.backgroundColor = style.background
    layer.borderColor = style.border
    for (key, path, from, to) in [
      ("fade.background", LayerKeyPath.backgroundColor, shown.backgroundColor, style.background),
      ("fade.border", .borderColor, shown.borderColor, style.border),
    ] {
      layer.add(
        BasicAnimation(
          keyPath: path, from: from, to: to, duration: 0.5, timingFunction: .easeOut),
        forKey: key)
    }
    timeline.record("control.state", [("control", .string(name)), ("state", .string("normal"))])
    scale(to: 1)
  }

  /// Springs the scale from where it shows now to `target`.
  private func scale(to target: Double) {
    let now = timeline.now
    let shown = layer.presentation(at: now).values.transform
    let from = (shown.m11 + shown.m22) / 2
    layer.transform = .scale(x: target, y: target, z: 1)
    var press = SpringAnimation(
      keyPath: .transform(.scale), from: from, to: target, spring: spring)
    // The seed's animator takes a mass-stiffness-damping spring, whose own settling time
    // replaces the animator's duration (0 in the seed).
    press.duration = spring.settlingDuration
    layer.add(press, forKey: "press")
  }
}
