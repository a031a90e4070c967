import Animation
import Geometry
import Layers
import Pixels

/// An alert like `UIAlertController`'s: the scene dims, a rounded panel with a title and an
/// OK button scales and fades in; tapping OK fades it out. While it shows it takes every
/// touch, so nothing behind it can be pressed.
public final class AlertPanel: TouchHandler {
  /// The full-scene dimming layer that holds the panel and receives the touches.
  public let layer: Layer
  /// The title shown.
  public let title: String
  private let panel: Layer
  private let okButton: Layer
  private let timeline: Timeline
  private var isDismissing = false

  /// An alert titled `title` over a scene of `size` points, not yet shown.
  public init(title: String, sceneSize: Size, timeline: Timeline) {
    self.title = title
    self.timeline = timeline
    layer = Layer(frame: Rect(origin: .zero, size: sceneSize), name: "alert")
    layer.backgroundColor = Self.dimmingColor
    layer.zPosition = 1000
    let width = 270.0
    let height = 112.0
    panel = Layer(
      frame: Rect(
        x: (sceneSize.width - width) / 2, y: (sceneSize.height - height) / 2, width: width,
        height: height),
      name: "alert.panel")
    panel.backgroundColor = Color(white: 0.97)
    panel.cornerRadius = 14
    let titleLayer = Layer(frame: Rect(x: 0, y: 14, width: width, height: 44), name: "alert.title")
    // An alert's title is the semibold system font at 17 pt, wrapped onto as many lines as
    // it needs.
    titleLayer.text = TextContent(
      title, font: .system(size: 17, weight: .semibold), color: .black, wrapping: .words,
      maximumLines: 0)
    let separator = Layer(frame: Rect(x: 0, y: height - 44.5, width: width, height: 0.5))
    separator.backgroundColor = Color(white: 0.75)
    okButton = Layer(frame: Rect(x: 0, y: height - 44, width: width, height: 44), name: "alert.ok")
    okButton.text = TextContent("OK", fontSize: 17, color: .systemBlue)
    for sublayer in [titleLayer, separator, okButton] { panel.addSublayer(sublayer) }
    layer.addSublayer(panel)
  }

  /// Adds the alert to the scene of `system`, where it takes the touches, and animates it
  /// in: the dimming fades in and the panel scales up to its size (`animateAppearance`).
  public func present(in system: TouchSystem) {
    system.timeline.rootLayer.addSublayer(layer)
    system.register(self)
    timeline.record("action", [("name", .string("alert \(title)"))])
    Self.animateAppearance(dimming: layer, panel: panel)
  }

  public func touchesBegan(_ touches: [Touch], in system: TouchSystem) {}

  public func touchesMoved(_ touches: [Touch], in system: TouchSystem) {}

  public func touchesEnded(_ touches: [Touch], in system: TouchSystem) {
    guard !isDismissing, let touch = touches.first,
      let local = okButton.convertFromScene(touch.location, at: system.timeline.now),
      okButton.bounds.contains(local)
    else { return }
    isDismissing = true
    timeline.record("action", [("name", .string("OK"))])
    layer.opacity = 0
    layer.add(Self.dismissal, forKey: "dismiss") { [weak self] _ in
      self?.layer.removeFromSuperlayer()
    }
  }

  public func touchesCancelled(_ touches: [Touch], in system: TouchSystem) {}
}

/// How an alert looks coming and going, for this panel and `UIAlertController`'s alike.
extension AlertPanel {
  /// The colour that dims the scene behind an alert: black at 0.2.
  package static let dimmingColor = Color(white: 0, alpha: 0.2)

  /// How long an alert takes to appear, in seconds.
  package static let appearDuration = 0.25

  /// Animates an alert in over ``appearDuration`` with the default curve: `dimming`, the
  /// full-scene layer holding the panel, fades in, and `panel` scales from 1.15 to 1.
  package static func animateAppearance(dimming: Layer, panel: Layer) {
    dimming.add(
      BasicAnimation(
        keyPath: .opacity, from: 0, to: 1, duration: appearDuration, timingFunction: .default),
      forKey: "appear")
    panel.add(
      BasicAnimation(
        keyPath: .transform(.scale), from: 1.15, to: 1, duration: appearDuration,
        timingFunction: .default),
      forKey: "appear")
  }

  /// The dimming layer's fade out when the alert is dismissed: 0.2 s with the default curve.
  package static let dismissal = BasicAnimation(
    keyPath: .opacity, from: 1, to: 0, duration: 0.2, timingFunction: .default)
}
