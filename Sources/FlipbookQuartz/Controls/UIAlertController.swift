import Animation
import Foundation
import Geometry
import Interaction
import Layers
import Pixels

/// A button of an alert, as UIKit's `UIAlertAction`.
open class UIAlertAction: NSObject {
  /// How an action is shown.
  public enum Style: Int, Sendable {
    /// A plain action.
    case `default`
    /// The cancelling action.
    case cancel
    /// A destructive action.
    case destructive
  }

  /// The button's title.
  public let title: String?
  /// How it is shown.
  public let style: Style
  /// Whether it can be tapped.
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?

  /// An action titled `title`, running `handler` once the alert is dismissed by it.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}

/// An alert, as UIKit's `UIAlertController`, drawn as the native demos draw theirs: the scene
/// dims (black at 0.2), a 270 × 112 rounded panel (white 0.97, radius 14) shows the title
/// (17 pt) and one button (17 pt, system blue) under a separator. Presented animated, the
/// dimming fades in and the panel scales from 1.15 to 1 over 0.25 s; tapping the button
/// fades the alert out over 0.2 s, then runs the action's handler.
///
/// What this panel cannot show is reported, not dropped: a message, a second action or the
/// action-sheet style each log an `alert.unsupported` event on the scene's timeline naming
/// it, and the alert is shown without it.
open class UIAlertController: UIViewController {
  /// How an alert is shown.
  public enum Style: Int, Sendable {
    /// An action sheet (shown as an alert here, and reported).
    case actionSheet
    /// An alert.
    case alert
  }

  /// The message (not drawn: reported when presented).
  open var message: String?
  /// The style asked for.
  public let preferredStyle: Style
  /// The actions, in the order added.
  public private(set) var actions: [UIAlertAction] = []

  /// The panel's size, in points.
  static let panelSize = CGSize(width: 270, height: 112)

  /// An alert with `title` and `message`.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// Not available: an alert is made with its title, message and style.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Adds a button.
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// Shows the alert over `window`, animated or not.
  func show(in window: UIWindow, animated: Bool, completion: (() -> Void)?) {
    let alert = AlertView(controller: self, size: window.bounds.size)
    view = alert
    window.addSubview(alert)
    let layer = alert.layer.flipbookLayer
    guard let timeline = layer.timeline else {
      completion?()
      return
    }
    timeline.record("action", [("name", .string("alert \(title ?? "")"))])
    var problems: [String] = []
    if message != nil { problems.append("a message is not drawn") }
    if actions.count > 1 { problems.append("only the first action is drawn") }
    if preferredStyle == .actionSheet { problems.append("an action sheet is shown as an alert") }
    for problem in problems {
      timeline.record(
        "alert.unsupported", [("alert", .string(title ?? "")), ("reason", .string(problem))])
    }
    guard animated else {
      completion?()
      return
    }
    AlertPanel.animateAppearance(dimming: layer, panel: alert.panel)
    if let completion {
      timeline.schedule(at: timeline.now + AlertPanel.appearDuration) {
        TransactionStack.current.handle(on: timeline, completion)
      }
    }
  }

  /// Hides the alert, animated or not, then runs `completion`.
  func hide(animated: Bool, completion: (() -> Void)?) {
    guard let alert = view as? AlertView else {
      completion?()
      return
    }
    presentingViewController?.presentedViewController = nil
    presentingViewController = nil
    let layer = alert.layer.flipbookLayer
    guard animated, layer.timeline != nil else {
      alert.removeFromSuperview()
      completion?()
      return
    }
    layer.opacity = 0
    layer.add(AlertPanel.dismissal, forKey: "dismiss") { _ in
      alert.removeFromSuperview()
      completion?()
    }
  }
}

/// The dimming view of an alert, holding its panel and taking every touch while it shows.
private final class AlertView: UIView {
  let panel: Layer
  private let button: Layer
  private weak var controller: UIAlertController?
  private var isDismissing = false

  init(controller: UIAlertController, size: CGSize) {
    self.controller = controller
    let width = Double(UIAlertController.panelSize.width)
    let height = Double(UIAlertController.panelSize.height)
    panel = Layer(
      frame: Rect(
        x: (Double(size.width) - width) / 2, y: (Double(size.height) - height) / 2,
        width: width, height: height),
      name: "alert.panel")
    panel.backgroundColor = Color(white: 0.97)
    panel.cornerRadius = 14
    let titleLayer = Layer(frame: Rect(x: 0, y: 14, width: width, height: 44), name: "alert.title")
    // The title in the semibold system font, wrapped, as iOS draws an alert's title and as
    // the native alert panel does.
    titleLayer.text = TextContent(
      controller.title ?? "", font: .system(size: 17, weight: .semibold), color: .black,
      wrapping: .words, maximumLines: 0)
    let separator = Layer(frame: Rect(x: 0, y: height - 44.5, width: width, height: 0.5))
    separator.backgroundColor = Color(white: 0.75)
    button = Layer(frame: Rect(x: 0, y: height - 44, width: width, height: 44), name: "alert.ok")
    let buttonTitle = controller.actions.first?.title ?? "OK"
    button.text = TextContent(buttonTitle, fontSize: 17, color: .systemBlue)
    super.init(frame: CGRect(origin: .zero, size: size))
    layer.name = "alert"
    layer.flipbookLayer.backgroundColor = AlertPanel.dimmingColor
    layer.flipbookLayer.zPosition = 1000
    for sublayer in [titleLayer, separator, button] { panel.addSublayer(sublayer) }
    layer.flipbookLayer.addSublayer(panel)
  }

  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Lifting on the button dismisses the alert, then runs the first action's handler.
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard !isDismissing, let controller, let touch = touches.first,
      let local = button.convertFromScene(touch.windowLocation, at: touch.timestamp),
      button.bounds.contains(local)
    else { return }
    let action = controller.actions.first
    guard action?.isEnabled ?? true else { return }
    isDismissing = true
    layer.flipbookLayer.timeline?.record("action", [("name", .string(action?.title ?? "OK"))])
    controller.hide(animated: true) {
      if let action { action.handler?(action) }
    }
  }
}
