import Animation
import Geometry
import Layers
import Pixels

/// Seed 002's re-built system `UIButton`: per-state title, title colour, image and
/// background image for normal, highlighted, disabled and selected, each falling back to
/// normal. Highlighted with no value of its own dims that element to alpha 0.2; the default
/// title colour is the tint colour, and white 0.4 at alpha 0.35 when disabled. The
/// highlight follows the finger in and out of the bounds; a title change fades the old
/// title out before the new one fades in, so two titles never show at once.
public final class SystemButton: TouchHandler {
  /// A control state, as `UIControl.State` (combinations allowed).
  public struct ControlState: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a state from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No flag: the normal state.
    public static let normal = ControlState([])
    /// The finger is down inside.
    public static let highlighted = ControlState(rawValue: 1)
    /// The button ignores touches.
    public static let disabled = ControlState(rawValue: 2)
    /// The button is selected.
    public static let selected = ControlState(rawValue: 4)
  }

  /// The alpha of an element that has no highlighted value of its own while highlighted.
  public static let highlightedAlpha = 0.2
  /// The title colour of a disabled button with no colour of its own.
  public static let disabledTitleColor = Color(white: 0.4, alpha: 0.35)
  /// How long each half of a title change (out, then in) takes.
  public static let titleFade = 0.1

  /// The button's layer.
  public let layer: Layer
  /// The background image layer.
  public let backgroundImageLayer: Layer
  /// The image layer (left of the title).
  public let imageLayer: Layer
  /// The title layer.
  public let titleLayer: Layer
  /// The name its events carry.
  public let name: String
  /// Whether it takes touches.
  public var isEnabled = true { didSet { updateUI() } }
  /// Whether it is selected.
  public var isSelected = false { didSet { updateUI() } }
  /// The colour of a title with no colour of its own.
  public var tintColor = Color.systemBlue { didSet { updateUI() } }
  /// Whether the finger is down inside.
  public private(set) var isHighlighted = false
  private var titles: [ControlState: String] = [:]
  private var titleColors: [ControlState: Color] = [:]
  private var images: [ControlState: Image] = [:]
  private var backgroundImages: [ControlState: Image] = [:]
  private var actions: [() -> Void] = []
  private let timeline: Timeline
  private var shownTitle: String?
  private var titleChanges = 0

  /// A button in `frame` logging to `timeline`.
  public init(name: String, frame: Rect, timeline: Timeline) {
    self.name = name
    self.timeline = timeline
    layer = Layer(frame: frame, name: name)
    let bounds = Rect(origin: .zero, size: frame.size)
    backgroundImageLayer = Layer(frame: bounds, name: "\(name).background")
    imageLayer = Layer(
      frame: Rect(x: 8, y: (frame.height - 24) / 2, width: 24, height: 24), name: "\(name).image")
    imageLayer.contentsGravity = .resizeAspect
    titleLayer = Layer(frame: bounds, name: "\(name).title")
    for sublayer in [backgroundImageLayer, imageLayer, titleLayer] {
      sublayer.isUserInteractionEnabled = false
      layer.addSublayer(sublayer)
    }
    updateUI()
  }

  /// The control's state now.
  public var state: ControlState {
    var state = ControlState.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Sets (or with nil removes) the title for a state.
  public func setTitle(_ title: String?, for state: ControlState) {
    titles[state] = title
    updateUI()
  }

  /// Sets (or removes) the title colour for a state.
  public func setTitleColor(_ color: Color?, for state: ControlState) {
    titleColors[state] = color
    updateUI()
  }

  /// Sets (or removes) the image for a state.
  public func setImage(_ image: Image?, for state: ControlState) {
    images[state] = image
    updateUI()
  }

  /// Sets (or removes) the background image for a state.
  public func setBackgroundImage(_ image: Image?, for state: ControlState) {
    backgroundImages[state] = image
    updateUI()
  }

  /// Adds an action run on touch up inside.
  public func addAction(_ action: @escaping () -> Void) {
    actions.append(action)
  }

  /// The value for the current state, or the normal state's, or `fallback`; and whether it
  /// was a fallback (the seed's `getValeuIn`).
  private func value<T>(_ values: [ControlState: T], fallback: T?) -> (T?, Bool) {
    if let value = values[state] { return (value, false) }
    return (values[.normal] ?? fallback, true)
  }

  /// Applies the state to the layers, as the seed's `updateUI()`.
  private func updateUI() {
    let (title, titleIsFallback) = value(titles, fallback: nil)
    let (color, colorIsFallback) = value(
      titleColors, fallback: isEnabled ? tintColor : Self.disabledTitleColor)
    let (image, imageIsFallback) = value(images, fallback: nil)
    let (background, backgroundIsFallback) = value(backgroundImages, fallback: nil)
    let dim = Self.highlightedAlpha
    let titleAlpha = isHighlighted && titleIsFallback && colorIsFallback ? dim : 1
    let imageAlpha = isHighlighted && imageIsFallback ? dim : 1
    let backgroundAlpha = isHighlighted && backgroundIsFallback ? dim : 1

    imageLayer.contents = image.map { LayerContents(image: $0, scale: 2) }
    imageLayer.opacity = imageAlpha
    backgroundImageLayer.contents = background.map { LayerContents(image: $0, scale: 2) }
    backgroundImageLayer.opacity = backgroundAlpha
    let text = title.map { TextContent($0, fontSize: 18, color: color ?? tintColor) }
    titleLayer.opacity = titleAlpha
    if title == shownTitle || shownTitle == nil && titleLayer.text == nil {
      titleLayer.text = text
      shownTitle = title
    } else {
      changeTitle(to: text, alpha: titleAlpha)
    }
  }

  /// Fades the old title out, swaps the text when none shows, and fades the new one in.
  private func changeTitle(to text: TextContent?, alpha: Double) {
    shownTitle = text?.string
    titleChanges += 1
    let change = titleChanges
    let half = Self.titleFade
    let shown = titleLayer.presentation(at: timeline.now).values.opacity
    titleLayer.add(
      KeyframeAnimation(
        keyPath: .opacity, values: [shown, 0, alpha], keyTimes: [0, 0.5, 1], duration: 2 * half),
      forKey: "title.change")
    timeline.schedule(at: timeline.now + half) { [weak self] in
      // A later change supersedes this one's swap.
      guard let self, self.titleChanges == change else { return }
      self.titleLayer.text = text
    }
    if titleLayer.text == nil { titleLayer.text = text }
  }

  private func setHighlighted(_ highlighted: Bool) {
    guard highlighted != isHighlighted else { return }
    isHighlighted = highlighted
    timeline.record(
      "control.state",
      [("control", .string(name)), ("state", .string(highlighted ? "highlighted" : "normal"))])
    updateUI()
  }

  private func isInside(_ touch: Touch, _ system: TouchSystem) -> Bool {
    guard let local = layer.convertFromScene(touch.location, at: system.timeline.now) else {
      return false
    }
    return layer.bounds.contains(local)
  }

  public func touchesBegan(_ touches: [Touch], in system: TouchSystem) {
    guard isEnabled, let touch = touches.first else { return }
    setHighlighted(isInside(touch, system))
  }

  public func touchesMoved(_ touches: [Touch], in system: TouchSystem) {
    guard isEnabled, let touch = touches.first else { return }
    setHighlighted(isInside(touch, system))
  }

  public func touchesEnded(_ touches: [Touch], in system: TouchSystem) {
    guard isEnabled, let touch = touches.first else { return }
    let inside = isInside(touch, system)
    setHighlighted(false)
    if inside {
      timeline.record("action", [("name", .string(name))])
      for action in actions { action() }
    }
  }

  public func touchesCancelled(_ touches: [Touch], in system: TouchSystem) {
    setHighlighted(false)
  }
}
