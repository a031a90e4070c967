import Animation
import Foundation
import Layers
import Pixels

/// A button, as UIKit's `UIButton`: a control showing a title, an image and a background
/// image, each set per state and falling back to the normal state's.
///
/// The system type (`UIButton(type: .system)`) behaves as UIKit's: a title with no colour of
/// its own takes the tint colour, or white 0.4 at alpha 0.35 when disabled; highlighted with
/// no value of its own for the state, the title, image and background image dim to alpha
/// 0.2; a title change fades the old title out over 0.1 s before the new one fades in over
/// 0.1 s, so two titles never show at once. The custom type (`UIButton(frame:)`,
/// `UIButton(type: .custom)`) has a white title by default and neither dims nor fades.
///
/// The layout is a fixed one, the native `SystemButton`'s: the background image fills the
/// bounds, the title is centred on one line (18 pt unless `titleLabel?.font` says; cut in its
/// middle when too long, as UIKit's titles are), and the image is 24 × 24 points, 8 points
/// from the left edge, centred vertically; all of it inside `contentEdgeInsets`.
open class UIButton: UIControl {
  /// A button's look.
  ///
  /// The types with a standard image show the SF Symbol registered under its name
  /// (``symbolName``) with `UIImage.register(_:systemName:)`: symbols cannot be bundled, and
  /// a missing one is reported on standard error, naming it. They behave as the system type.
  public enum ButtonType: Int, Sendable {
    /// No look of its own: white title, no dimming.
    case custom = 0
    /// The system button: tinted title, dimming when highlighted.
    case system = 1
    /// A detail disclosure button: the symbol "info.circle".
    case detailDisclosure = 2
    /// An information button for a light background: the symbol "info.circle".
    case infoLight = 3
    /// An information button for a dark background: the symbol "info.circle".
    case infoDark = 4
    /// An add-contact button: the symbol "plus.circle".
    case contactAdd = 5
    /// A close button: the symbol "xmark.circle.fill".
    case close = 7

    /// The SF Symbol the type shows (iOS 15's, as Apple's SF Symbols app names them), or nil.
    public var symbolName: String? {
      switch self {
      case .custom, .system: nil
      case .detailDisclosure, .infoLight, .infoDark: "info.circle"
      case .contactAdd: "plus.circle"
      case .close: "xmark.circle.fill"
      }
    }
  }

  /// The button's type.
  public private(set) var buttonType = ButtonType.custom
  /// The label showing the title.
  public let titleLabel: UILabel?
  /// The image view showing the image.
  public let imageView: UIImageView?
  /// Space between the bounds and the content.
  open var contentEdgeInsets = UIEdgeInsets.zero {
    didSet {
      setNeedsLayout()
      invalidateIntrinsicContentSize()
    }
  }

  /// How long each half of a system button's title change (out, then in) takes.
  public static let titleFade: TimeInterval = 0.1
  /// The alpha of an element with no highlighted value of its own while highlighted.
  public static let highlightedAlpha: CGFloat = 0.2

  let backgroundImageView: UIImageView
  /// The label showing a configuration's subtitle, a subview only while there is one.
  let subtitleView = UILabel(frame: .zero)
  private var isUpdatingConfiguration = false
  private var titles: [State: String] = [:]
  private var attributedTitles: [State: NSAttributedString] = [:]
  private var titleColors: [State: UIColor] = [:]
  private var images: [State: UIImage] = [:]
  private var backgroundImages: [State: UIImage] = [:]
  /// The per-state setters already reported as not drawn under a configuration.
  private var reportedStateSetters: Set<String> = []
  private var shownTitle: Title?
  private var titleChanges = 0
  private var swapPending = false
  private var titleFade: (begin: Double?, shown: Double, target: CGFloat)?

  /// A button of `type`.
  public convenience init(type: ButtonType) {
    self.init(frame: .zero)
    buttonType = type
    if let name = type.symbolName { images[.normal] = UIImage(systemName: name) }
    updateUI()
  }

  /// A system button showing `configuration` and running `primaryAction` when tapped (its
  /// title is the configuration's when that has none).
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    var configuration = configuration
    if let primaryAction {
      if configuration.title == nil, configuration.attributedTitle == nil,
        !primaryAction.title.isEmpty
      {
        configuration.title = primaryAction.title
      }
      if configuration.image == nil { configuration.image = primaryAction.image }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
    // An initialiser's own assignment runs no observer.
    self.configuration = configuration
    reportUnsupported(in: configuration, replacing: nil)
    reportStateValuesNotDrawn()
    setNeedsUpdateConfiguration()
  }

  /// A custom button occupying `frame`.
  public override init(frame: CGRect) {
    (backgroundImageView, imageView, titleLabel) = Self.makeSubviews()
    super.init(frame: frame)
    addSubviews()
  }

  /// A system button running `primaryAction` when tapped, titled and imaged by it.
  public convenience init(primaryAction: UIAction?) {
    self.init(type: .system)
    guard let primaryAction else { return }
    setTitle(primaryAction.title, for: .normal)
    setImage(primaryAction.image, for: .normal)
    addAction(primaryAction, for: .primaryActionTriggered)
  }

  /// A custom button with the attributes a storyboard gives it (frame, background colour,
  /// name).
  public required init?(coder: NSCoder) {
    (backgroundImageView, imageView, titleLabel) = Self.makeSubviews()
    super.init(coder: coder)
    addSubviews()
  }

  private static func makeSubviews() -> (UIImageView, UIImageView, UILabel) {
    let imageView = UIImageView(frame: .zero)
    imageView.contentMode = .scaleAspectFit
    let label = UILabel(frame: .zero)
    label.font = .systemFont(ofSize: 18)
    label.textAlignment = .center
    label.lineBreakMode = .byTruncatingMiddle
    return (UIImageView(frame: .zero), imageView, label)
  }

  private func addSubviews() {
    for case let view? in [backgroundImageView, imageView, titleLabel] { addSubview(view) }
    setNeedsLayout()
    updateUI()
  }

  /// Whether it takes touches; a change redraws (updating the configuration).
  open override var isEnabled: Bool { didSet { stateDidChange() } }
  /// Whether it is selected; a change redraws (updating the configuration).
  open override var isSelected: Bool { didSet { stateDidChange() } }
  /// Whether a finger is down inside; a change redraws (updating the configuration).
  open override var isHighlighted: Bool { didSet { stateDidChange() } }

  private func stateDidChange() {
    if configuration != nil || configurationUpdateHandler != nil {
      setNeedsUpdateConfiguration()
    } else {
      updateUI()
    }
  }

  // MARK: Configuration

  /// The configuration the button draws (iOS 15's way of styling a button), nil for the
  /// per-state titles, images and colours. Set, it replaces them: the button draws its
  /// title, subtitle, image and background, resolved for the state by
  /// ``Configuration/updated(for:)`` while ``automaticallyUpdatesConfiguration`` is true.
  /// What it asks for that cannot be drawn logs a `button.unsupported` event on the scene's
  /// timeline, naming the property and the reason.
  public var configuration: Configuration? {
    didSet {
      reportUnsupported(in: configuration, replacing: oldValue)
      reportStateValuesNotDrawn()
      if configuration == nil, oldValue != nil {
        clearConfiguredLook()
        shownTitle = nil
      }
      if isUpdatingConfiguration { return }
      setNeedsUpdateConfiguration()
    }
  }

  /// Called with the button whenever its configuration needs updating: when the button is
  /// highlighted, selected, enabled or disabled, or ``setNeedsUpdateConfiguration()`` is
  /// called. It usually sets a changed ``configuration``.
  public var configurationUpdateHandler: ((UIButton) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether the configuration is drawn resolved for the button's state (dimmed when
  /// highlighted, grey when disabled); true unless set.
  public var automaticallyUpdatesConfiguration = true {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Asks for the configuration to be updated. Here it is updated at once: there is no run
  /// loop pass to wait for, and nothing draws in between.
  public func setNeedsUpdateConfiguration() {
    updateConfiguration()
  }

  /// Updates the configuration: calls ``configurationUpdateHandler`` (a configuration it sets
  /// is drawn, without calling it again) and draws the result.
  open func updateConfiguration() {
    guard !isUpdatingConfiguration else { return }
    isUpdatingConfiguration = true
    configurationUpdateHandler?(self)
    isUpdatingConfiguration = false
    updateUI()
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// Lifting inside also triggers the primary action.
  override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

  /// A configured button lays out again in its new direction.
  override func updateForTraits() {
    super.updateForTraits()
    guard configuration != nil else { return }
    updateUI()
    setNeedsLayout()
  }

  /// Redraws with the new tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateUI()
  }

  /// The title's size, with the image and its 8-point inset before it when there is one,
  /// inside the content edge insets.
  open override var intrinsicContentSize: CGSize {
    if let shownConfiguration {
      let insets = shownConfiguration.contentInsets
      let content = configuredContentSize(shownConfiguration)
      return CGSize(
        width: content.width + insets.leading + insets.trailing,
        height: content.height + insets.top + insets.bottom)
    }
    let title = titleLabel?.intrinsicContentSize ?? .zero
    let hasImage = imageView?.image != nil
    return CGSize(
      width: title.width + (hasImage ? 32 : 0) + contentEdgeInsets.left + contentEdgeInsets.right,
      height: max(title.height, hasImage ? 24 : 0) + contentEdgeInsets.top
        + contentEdgeInsets.bottom)
  }

  /// Places the background image, image and title in the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let shownConfiguration {
      layOutConfiguredContent(shownConfiguration)
      return
    }
    let content = bounds.inset(by: contentEdgeInsets)
    backgroundImageView.frame = bounds
    titleLabel?.frame = content
    imageView?.frame = CGRect(
      x: content.minX + 8, y: content.minY + (content.height - 24) / 2, width: 24, height: 24)
  }

  // MARK: Per-state values

  /// The title set for `state`.
  open func title(for state: State) -> String? { titles[state] }
  /// Sets (nil removes) the title for `state`. A configured button draws it too, in place of
  /// the configuration's title, in the states it shows in (its own, else the normal
  /// state's); ``configuration`` keeps its own title.
  open func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    updateUI()
  }

  /// The attributed title set for `state`.
  open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state] }
  /// Sets (nil removes) the attributed title for `state`. A state's attributed title is shown
  /// rather than its plain one, and the normal state's rather than its plain one when the
  /// state has neither; where it sets no font or colour, the title label's font and the
  /// title colour fill in. Attributes that cannot be drawn are logged as `text.unsupported`.
  /// A configured button does not draw it (logged once as `button.unsupported`).
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    if let title, let font = titleLabel?.font {
      layer.reportUnsupported(
        title.flipbookText(font: font.flipbookFont, color: .black).unsupported, in: title.string)
    }
    attributedTitles[state] = title
    reportStateValuesNotDrawn()
    updateUI()
  }

  /// The title colour set for `state`.
  open func titleColor(for state: State) -> UIColor? { titleColors[state] }
  /// Sets (nil removes) the title colour for `state`. A configured button does not draw it
  /// (logged once as `button.unsupported`).
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state] = color
    reportStateValuesNotDrawn()
    updateUI()
  }

  /// The image set for `state`.
  open func image(for state: State) -> UIImage? { images[state] }
  /// Sets (nil removes) the image for `state`. A configured button draws it too, in place of
  /// the configuration's image, as ``setTitle(_:for:)`` does the title.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state] = image
    updateUI()
  }

  /// The background image set for `state`.
  open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] }
  /// Sets (nil removes) the background image for `state`. A configured button does not draw
  /// it (logged once as `button.unsupported`).
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state] = image
    reportStateValuesNotDrawn()
    updateUI()
  }

  // MARK: Per-state values under a configuration

  /// `configuration` with the title and image set per state for the current state (its own,
  /// else the normal state's) in place of its own: Apple's documentation of
  /// `UIButton.configuration` says "You can combine most other methods and properties of
  /// UIButton with a configuration", and of `UIButton.Configuration` that it can be used "in
  /// combination with these other methods, such as setTitle(_:for:)". That the per-state
  /// value wins over the configuration's is inferred.
  func withStateValues(_ configuration: Configuration) -> Configuration {
    var shown = configuration
    if let title = value(titles).value {
      shown.title = title
      shown.attributedTitle = nil
    }
    if let image = value(images).value { shown.image = image }
    return shown
  }

  /// Logs a `button.unsupported` event, once per button and setter, for each kind of
  /// per-state value that a configured button has and does not draw: title colours (the
  /// configuration's foreground colour is drawn), attributed titles and background images
  /// (inferred: Apple documents the combination, not which of the two draws).
  private func reportStateValuesNotDrawn() {
    guard configuration != nil else { return }
    let setters: [(name: String, isSet: Bool, instead: String)] = [
      ("setTitleColor(_:for:)", !titleColors.isEmpty, "configuration.baseForegroundColor"),
      ("setAttributedTitle(_:for:)", !attributedTitles.isEmpty, "configuration.attributedTitle"),
      ("setBackgroundImage(_:for:)", !backgroundImages.isEmpty, "configuration.background.image"),
    ]
    for setter in setters where setter.isSet && !reportedStateSetters.contains(setter.name) {
      reportedStateSetters.insert(setter.name)
      layer.log("button.unsupported") {
        [
          ("property", .string(setter.name)),
          (
            "reason",
            .string(
              "a button with a configuration does not draw it here; set \(setter.instead)")
          ),
        ]
      }
    }
  }

  /// The plain title for the current state.
  public var currentTitle: String? { value(titles).value }
  /// The attributed title for the current state.
  public var currentAttributedTitle: NSAttributedString? { value(attributedTitles).value }
  /// The title colour shown for the current state.
  public var currentTitleColor: UIColor { value(titleColors, fallback: defaultTitleColor).value! }
  /// The image shown for the current state.
  public var currentImage: UIImage? { value(images).value }
  /// The background image shown for the current state.
  public var currentBackgroundImage: UIImage? { value(backgroundImages).value }

  // MARK: Drawing

  private var defaultTitleColor: UIColor {
    switch buttonType {
    case .custom: .white
    default: isEnabled ? tintColor : UIColor(white: 0.4, alpha: 0.35)
    }
  }

  /// The value for the current state, else the normal state's, else `fallback`; and whether
  /// it was not the current state's own.
  private func value<T>(_ values: [State: T], fallback: T? = nil) -> (value: T?, isFallback: Bool) {
    if let value = values[state] { return (value, false) }
    return (values[.normal] ?? fallback, true)
  }

  private func updateUI() {
    // Called from the property observers of the superclass's initialiser too, before the
    // views are in place.
    guard let titleLabel, let imageView else { return }
    if let shownConfiguration {
      showConfiguration(shownConfiguration)
      return
    }
    let (title, titleIsFallback) = currentTitleAndFallback
    let (color, colorIsFallback) = value(titleColors, fallback: defaultTitleColor)
    let (image, imageIsFallback) = value(images)
    let (background, backgroundIsFallback) = value(backgroundImages)
    let dims = buttonType != .custom && isHighlighted
    let dim = Self.highlightedAlpha
    imageView.image = image
    imageView.alpha = dims && imageIsFallback ? dim : 1
    backgroundImageView.image = background
    backgroundImageView.alpha = dims && backgroundIsFallback ? dim : 1
    let titleAlpha: CGFloat = dims && titleIsFallback && colorIsFallback ? dim : 1
    titleLabel.alpha = titleAlpha
    let titleColor = color ?? defaultTitleColor
    if swapPending {
      // The old title keeps its colour until the swap, which applies the state then.
      if title != shownTitle {
        changeTitle(to: title, alpha: titleAlpha)
      } else {
        retargetTitleFade(to: titleAlpha)
      }
    } else if buttonType == .custom || title == shownTitle
      || shownTitle == nil && titleLabel.text == nil
    {
      titleLabel.textColor = titleColor
      show(title)
      shownTitle = title
      retargetTitleFade(to: titleAlpha)
    } else {
      if titleLabel.text == nil { titleLabel.textColor = titleColor }
      changeTitle(to: title, alpha: titleAlpha)
    }
  }

  private static let titleFadeKey = "title.change"

  /// The title's fade out and in: from the alpha shown at `begin` (now when nil) to none at
  /// the swap, then to `alpha`.
  private func addTitleFade(from shown: Double, to alpha: CGFloat, beginning begin: Double?) {
    guard let layer = titleLabel?.layer.flipbookLayer else { return }
    var fade = KeyframeAnimation(
      keyPath: .opacity, values: [shown, 0, Double(alpha)], keyTimes: [0, 0.5, 1],
      duration: 2 * Self.titleFade)
    if let begin { fade.timing.beginTime = begin }
    layer.add(fade, forKey: Self.titleFadeKey)
  }

  /// The state changed while the title is fading out: it fades in to the new state's alpha.
  private func retargetTitleFade(to alpha: CGFloat) {
    guard let (begin, shown, target) = titleFade, let begin, target != alpha,
      titleLabel?.layer.flipbookLayer.animation(forKey: Self.titleFadeKey) != nil
    else { return }
    titleFade = (begin, shown, alpha)
    addTitleFade(from: shown, to: alpha, beginning: begin)
  }

  /// Fades the old title out, swaps the text when none shows, and fades the new one in.
  private func changeTitle(to title: Title?, alpha: CGFloat) {
    guard let titleLabel else { return }
    shownTitle = title
    let layer = titleLabel.layer.flipbookLayer
    guard let timeline = layer.timeline else {
      titleLabel.textColor = currentTitleColor
      show(title)
      return
    }
    titleChanges += 1
    swapPending = true
    let change = titleChanges
    let shown = layer.presentation(at: timeline.now).values.opacity
    addTitleFade(from: shown, to: alpha, beginning: nil)
    titleFade = (layer.animation(forKey: Self.titleFadeKey)?.timing.beginTime, shown, alpha)
    timeline.schedule(at: timeline.now + Self.titleFade) { [weak self] in
      // A later change supersedes this one's swap.
      guard let self, self.titleChanges == change else { return }
      self.swapPending = false
      self.show(title)
      self.updateUI()
    }
    if titleLabel.text == nil { show(title) }
  }

  /// A title as set: plain, or attributed (compared by what it draws, so that setting an
  /// equal one again changes nothing).
  private enum Title: Equatable {
    case plain(String)
    case attributed(NSAttributedString)

    static func == (a: Title, b: Title) -> Bool {
      switch (a, b) {
      case (.plain(let a), .plain(let b)): a == b
      case (.attributed(let a), .attributed(let b)):
        a.flipbookText(font: .system(size: 1), color: .clear).runs
          == b.flipbookText(font: .system(size: 1), color: .clear).runs
      default: false
      }
    }
  }

  /// The title for the current state — its own, attributed before plain, else the normal
  /// state's, attributed before plain — and whether it was not the current state's own.
  private var currentTitleAndFallback: (value: Title?, isFallback: Bool) {
    if let title = attributedTitles[state] { return (.attributed(title), false) }
    if let title = titles[state] { return (.plain(title), false) }
    if let title = attributedTitles[.normal] { return (.attributed(title), true) }
    return (titles[.normal].map(Title.plain), true)
  }

  /// Puts `title` in the title label.
  private func show(_ title: Title?) {
    switch title {
    case .plain(let string): titleLabel?.text = string
    case .attributed(let string): titleLabel?.showTitle(string)
    case nil: titleLabel?.text = nil
    }
  }

  // Not available yet (docs/uikit-symbols.md); declared here, in the class, so that an
  // override fails with the message too. Bodies never run.

  /// UIKit's `backgroundRect(forBounds:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      deprecated in iOS 15 and not there: override layoutSubviews; see docs/porting.md
      """
  )
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// UIKit's `contentRect(forBounds:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      deprecated in iOS 15 and not there: override layoutSubviews; see docs/porting.md
      """
  )
  open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// UIKit's `titleRect(forContentRect:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      deprecated in iOS 15 and not there: override layoutSubviews; see docs/porting.md
      """
  )
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }

  /// UIKit's `imageRect(forContentRect:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      deprecated in iOS 15 and not there: override layoutSubviews; see docs/porting.md
      """
  )
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }
}
