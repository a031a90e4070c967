import Foundation
import Layers
import Pixels

extension UIButton {
  /// A button's content and look, as UIKit's `UIButton.Configuration` (iOS 15): a style
  /// (plain, tinted, gray or filled) that gives the colours, and the title, subtitle, image,
  /// insets, corners and size the button draws. ``updated(for:)`` resolves it for a button's
  /// state and tint: highlighted dims, disabled greys.
  public struct Configuration {
    /// How the corners of the background are rounded.
    public enum CornerStyle: Sendable {
      /// The background's own `cornerRadius`, as it is.
      case fixed
      /// A radius that follows the button size.
      case dynamic
      /// A small radius.
      case small
      /// A medium radius.
      case medium
      /// A large radius.
      case large
      /// Half the height: round ends.
      case capsule
    }

    /// How large the button is: its fonts and default insets.
    public enum Size: Sendable {
      /// The smallest.
      case mini
      /// Small.
      case small
      /// The default.
      case medium
      /// Large.
      case large
    }

    /// How the title and subtitle line up with each other.
    public enum TitleAlignment: Sendable {
      /// Leading beside an image, centred otherwise.
      case automatic
      /// Along the leading edge.
      case leading
      /// Centred.
      case center
      /// Along the trailing edge.
      case trailing
    }

    /// The four looks a configuration starts from.
    enum Style {
      case plain, tinted, gray, filled
    }

    let style: Style
    /// The state and tint ``updated(for:)`` resolved it for; nil: normal, system blue.
    var resolved: (state: UIControl.State, tint: UIColor)?
    private var customContentInsets: NSDirectionalEdgeInsets?

    /// The title.
    public var title: String?
    /// The title with attributes; set, it is drawn instead of ``title``.
    public var attributedTitle: AttributedString?
    /// A second, smaller line under the title.
    public var subtitle: String?
    /// The subtitle with attributes; set, it is drawn instead of ``subtitle``.
    public var attributedSubtitle: AttributedString?
    /// The image beside the title.
    public var image: UIImage?
    /// Which side of the title the image is on.
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// Space between the image and the title, in points.
    public var imagePadding: CGFloat = 0
    /// Space between the title and the subtitle, in points.
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle line up.
    public var titleAlignment = TitleAlignment.automatic
    /// The title and image colour before the state changes it; nil: the style's.
    public var baseForegroundColor: UIColor?
    /// The background colour before the state changes it; nil: the style's.
    public var baseBackgroundColor: UIColor?
    /// The background: colour, corners, stroke, image.
    public var background = UIBackgroundConfiguration.clear()
    /// How the background's corners are rounded.
    public var cornerStyle = CornerStyle.dynamic
    /// The button size: fonts and default insets.
    public var buttonSize = Size.medium
    /// Whether an activity indicator shows (not drawn here: setting it is reported).
    public var showsActivityIndicator = false
    /// Changes the title's font and colour before it is drawn.
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// Changes the subtitle's font and colour before it is drawn.
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

    /// Space between the edges and the content; unless set, the button size's.
    public var contentInsets: NSDirectionalEdgeInsets {
      get { customContentInsets ?? ButtonMetrics.contentInsets(buttonSize) }
      set { customContentInsets = newValue }
    }

    /// Returns ``contentInsets`` to the button size's.
    public mutating func setDefaultContentInsets() {
      customContentInsets = nil
    }

    init(style: Style) {
      self.style = style
    }

    /// No background; tinted title.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A background of the tint colour, faint; tinted title.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey background; tinted title.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A background of the tint colour; white title.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// No background, as ``plain()``.
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    /// A grey background, as ``gray()``.
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    /// A faint tinted background, as ``tinted()``.
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    /// A tinted background with a white title, as ``filled()``.
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

    /// The configuration as `button` shows it in its state (highlighted, selected, disabled)
    /// with its tint colour.
    public func updated(for button: UIButton) -> Configuration {
      var updated = self
      updated.resolved = (button.state, button.tintColor ?? .systemBlue)
      return updated
    }

    // MARK: Resolved look

    private var state: UIControl.State { resolved?.state ?? .normal }
    private var tint: UIColor { resolved?.tint ?? .systemBlue }

    /// The colour of the title, subtitle and image.
    var foregroundColor: UIColor {
      if state.contains(.disabled) { return ButtonMetrics.disabledForeground }
      let base = baseForegroundColor ?? (style == .filled ? .white : tint)
      return style == .plain && state.contains(.highlighted)
        ? ButtonMetrics.highlighted(base) : base
    }

    /// The background's fill colour.
    var backgroundColor: UIColor {
      if let color = background.backgroundColor { return color }
      if style == .plain { return baseBackgroundColor ?? .clear }
      if state.contains(.disabled) { return ButtonMetrics.disabledBackground }
      let color: UIColor
      switch style {
      case .plain, .filled: color = baseBackgroundColor ?? tint
      case .tinted:
        color = (baseBackgroundColor ?? tint).withAlphaComponent(ButtonMetrics.tintedAlpha)
      case .gray: color = baseBackgroundColor ?? ButtonMetrics.grayBackground
      }
      return state.contains(.highlighted) ? ButtonMetrics.highlighted(color) : color
    }

    /// The stroke's colour.
    var strokeColor: UIColor { background.strokeColor ?? tint }

    /// The background's corner radius for a button `height` points high.
    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed: background.cornerRadius
      case .dynamic: ButtonMetrics.dynamicCornerRadius(buttonSize)
      case .small: ButtonMetrics.smallCornerRadius
      case .medium: ButtonMetrics.mediumCornerRadius
      case .large: ButtonMetrics.largeCornerRadius
      case .capsule: height / 2
      }
    }

    /// The title's text, with the font and colour drawn, and whether some attribute cannot
    /// be drawn.
    var shownTitle: (text: NSAttributedString, unsupported: Bool)? {
      shown(
        title, attributedTitle, font: ButtonMetrics.titleFont(buttonSize),
        transformer: titleTextAttributesTransformer)
    }

    /// The subtitle's text, as ``shownTitle``.
    var shownSubtitle: (text: NSAttributedString, unsupported: Bool)? {
      shown(
        subtitle, attributedSubtitle, font: ButtonMetrics.subtitleFont(buttonSize),
        transformer: subtitleTextAttributesTransformer)
    }

    private func shown(
      _ plain: String?, _ attributed: AttributedString?, font: UIFont,
      transformer: UIConfigurationTextAttributesTransformer?
    ) -> (text: NSAttributedString, unsupported: Bool)? {
      guard var text = attributed ?? plain.map({ AttributedString($0) }) else { return nil }
      var defaults = AttributeContainer()
      defaults.font = font
      defaults.foregroundColor = foregroundColor
      for (range, own) in text.runs.map({ ($0.range, $0.attributes) }) {
        var attributes = defaults.merging(own)
        if let transformer { attributes = transformer(attributes) }
        text[range].setAttributes(attributes)
      }
      return text.uiKitAttributedString()
    }

    /// What it asks for that is not drawn, each as the property and the reason.
    var unsupported: [(property: String, reason: String)] {
      var problems: [(String, String)] = []
      if showsActivityIndicator {
        problems.append(("showsActivityIndicator", "no activity indicator is drawn"))
      }
      if shownTitle?.unsupported == true {
        problems.append(("attributedTitle", "only the font and text colour are drawn"))
      }
      if shownSubtitle?.unsupported == true {
        problems.append(("attributedSubtitle", "only the font and text colour are drawn"))
      }
      if imagePlacement.rawValue.nonzeroBitCount != 1 {
        problems.append(("imagePlacement", "one edge places the image: it is put leading"))
      }
      return problems
    }
  }
}

/// The numbers of a configured button. Apple publishes none of them: each is inferred from
/// how iOS 15 draws the styles, and kept here so that a measured value replaces one line.
enum ButtonMetrics {
  /// The insets of each button size (inferred).
  static func contentInsets(_ size: UIButton.Configuration.Size) -> NSDirectionalEdgeInsets {
    switch size {
    case .mini: NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
    }
  }

  /// The title font of each button size: the text styles caption 1, subheadline, body and
  /// body (inferred).
  static func titleFont(_ size: UIButton.Configuration.Size) -> UIFont {
    switch size {
    case .mini: .preferredFont(forTextStyle: .caption1)
    case .small: .preferredFont(forTextStyle: .subheadline)
    case .medium, .large: .preferredFont(forTextStyle: .body)
    }
  }

  /// The subtitle font of each button size: caption 2, caption 1, subheadline and
  /// subheadline (inferred).
  static func subtitleFont(_ size: UIButton.Configuration.Size) -> UIFont {
    switch size {
    case .mini: .preferredFont(forTextStyle: .caption2)
    case .small: .preferredFont(forTextStyle: .caption1)
    case .medium, .large: .preferredFont(forTextStyle: .subheadline)
    }
  }

  /// The `.dynamic` corner radius of each button size (inferred).
  static func dynamicCornerRadius(_ size: UIButton.Configuration.Size) -> CGFloat {
    switch size {
    case .mini, .small: 4
    case .medium: 6
    case .large: 8
    }
  }

  /// The `.small`, `.medium` and `.large` corner radii (inferred).
  static let smallCornerRadius: CGFloat = 4
  static let mediumCornerRadius: CGFloat = 8
  static let largeCornerRadius: CGFloat = 12

  /// The alpha of a tinted style's background (inferred).
  static let tintedAlpha: CGFloat = 0.15
  /// A gray style's background.
  static var grayBackground: UIColor { .systemGray5 }
  /// A disabled button's title and image colour (inferred), and its background in every style
  /// but plain.
  static var disabledForeground: UIColor { .systemGray3 }
  static var disabledBackground: UIColor { .systemGray5 }

  /// What a highlighted button draws of `color`: its alpha times ``highlightedAlpha``.
  static func highlighted(_ color: UIColor) -> UIColor {
    let resolved = color.flipbookColor
    return UIColor(
      Color(
        red: resolved.red, green: resolved.green, blue: resolved.blue,
        alpha: resolved.alpha * highlightedAlpha))
  }

  /// The alpha a highlighted button multiplies its colour's by (inferred).
  static let highlightedAlpha = 0.7
}

extension UIButton {
  /// The configuration as drawn: with the title and image set per state in place of its
  /// own, resolved for the state when the button updates it automatically, else for the
  /// normal state with the tint colour.
  var shownConfiguration: Configuration? {
    guard let configuration else { return nil }
    var shown = withStateValues(configuration)
    if automaticallyUpdatesConfiguration { return shown.updated(for: self) }
    if shown.resolved == nil { shown.resolved = (.normal, tintColor ?? .systemBlue) }
    return shown
  }

  /// Puts the configuration's title, subtitle, image and background in the subviews.
  func showConfiguration(_ configuration: Configuration) {
    guard let titleLabel, let imageView else { return }
    for view in [titleLabel, imageView, backgroundImageView] { view.alpha = 1 }
    titleLabel.showTitle(configuration.shownTitle?.text)
    if let subtitle = configuration.shownSubtitle {
      if subtitleView.superview == nil { addSubview(subtitleView) }
      subtitleView.showTitle(subtitle.text)
    } else {
      subtitleView.removeFromSuperview()
    }
    let alignment = textAlignment(configuration)
    titleLabel.textAlignment = alignment
    subtitleView.textAlignment = alignment
    imageView.image = configuration.image
    let background = configuration.background
    backgroundImageView.image = background.image
    backgroundImageView.clipsToBounds = background.image != nil
    backgroundImageView.backgroundColor = configuration.backgroundColor
    backgroundImageView.layer.borderWidth = background.strokeWidth
    backgroundImageView.layer.borderColor = configuration.strokeColor.cgColor
    backgroundImageView.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
  }

  /// Takes the configuration's look off the subviews, for the per-state values to draw.
  func clearConfiguredLook() {
    titleLabel?.text = nil
    titleLabel?.textAlignment = .center
    subtitleView.removeFromSuperview()
    backgroundImageView.clipsToBounds = false
    backgroundImageView.backgroundColor = nil
    backgroundImageView.layer.borderWidth = 0
    backgroundImageView.layer.cornerRadius = 0
  }

  private func textAlignment(_ configuration: Configuration) -> NSTextAlignment {
    switch configuration.titleAlignment {
    case .leading: isRightToLeft ? .right : .left
    case .trailing: isRightToLeft ? .left : .right
    case .center: .center
    case .automatic:
      configuration.image == nil || !placesImageBeside(configuration)
        ? .center : isRightToLeft ? .right : .left
    }
  }

  private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  private func placesImageBeside(_ configuration: Configuration) -> Bool {
    !configuration.imagePlacement.contains(.top) && !configuration.imagePlacement.contains(.bottom)
      || configuration.imagePlacement.contains(.leading)
  }

  /// The sizes of the title, subtitle and image, and the spaces between them.
  private struct ContentSizes {
    var title: CGSize
    var subtitle: CGSize
    var image: CGSize
    var titlePadding: CGFloat
    var imagePadding: CGFloat
    var imageBeside: Bool

    var text: CGSize {
      CGSize(
        width: max(title.width, subtitle.width),
        height: title.height + titlePadding + subtitle.height)
    }

    var total: CGSize {
      let text = text
      return imageBeside
        ? CGSize(
          width: image.width + imagePadding + text.width, height: max(image.height, text.height))
        : CGSize(
          width: max(image.width, text.width), height: image.height + imagePadding + text.height)
    }
  }

  private func contentSizes(_ configuration: Configuration) -> ContentSizes {
    let title = titleLabel?.sizeThatFits(.zero) ?? .zero
    let subtitle = subtitleView.superview == nil ? .zero : subtitleView.sizeThatFits(.zero)
    let image = configuration.image?.size ?? .zero
    let hasText = title != .zero || subtitle != .zero
    return ContentSizes(
      title: title, subtitle: subtitle, image: image,
      titlePadding: title != .zero && subtitle != .zero ? configuration.titlePadding : 0,
      imagePadding: hasText && image != .zero ? configuration.imagePadding : 0,
      imageBeside: placesImageBeside(configuration))
  }

  /// The size of the title, subtitle and image as laid out, without the insets.
  func configuredContentSize(_ configuration: Configuration) -> CGSize {
    contentSizes(configuration).total
  }

  /// Centres the image and the text inside the content insets, the image on the
  /// configuration's side of the text; the background fills the bounds.
  func layOutConfiguredContent(_ configuration: Configuration) {
    backgroundImageView.frame = bounds
    backgroundImageView.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
    let sizes = contentSizes(configuration)
    let insets = configuration.contentInsets
    let content = bounds.inset(
      by: UIEdgeInsets(
        top: insets.top, left: isRightToLeft ? insets.trailing : insets.leading,
        bottom: insets.bottom, right: isRightToLeft ? insets.leading : insets.trailing))
    let total = sizes.total
    let origin = CGPoint(
      x: content.midX - total.width / 2, y: content.midY - total.height / 2)
    var text = sizes.text
    let image = sizes.image
    let placement = configuration.imagePlacement
    // Leading (or top) comes first: on the left, or on the right when right to left.
    let leading = placement.contains(.leading) || placement.contains(.top) || placement == []
    let imageFirst = sizes.imageBeside ? leading != isRightToLeft : leading
    var imageOrigin: CGPoint
    var textOrigin: CGPoint
    if sizes.imageBeside {
      text.width = min(text.width, max(0, content.width - image.width - sizes.imagePadding))
      let imageY = origin.y + (total.height - image.height) / 2
      let textY = origin.y + (total.height - text.height) / 2
      imageOrigin = CGPoint(
        x: imageFirst ? origin.x : origin.x + text.width + sizes.imagePadding, y: imageY)
      textOrigin = CGPoint(
        x: imageFirst ? origin.x + image.width + sizes.imagePadding : origin.x, y: textY)
    } else {
      text.width = min(text.width, max(0, content.width))
      let imageX = origin.x + (total.width - image.width) / 2
      let textX = origin.x + (total.width - text.width) / 2
      imageOrigin = CGPoint(
        x: imageX, y: imageFirst ? origin.y : origin.y + text.height + sizes.imagePadding)
      textOrigin = CGPoint(
        x: textX, y: imageFirst ? origin.y + image.height + sizes.imagePadding : origin.y)
    }
    imageView?.frame = CGRect(origin: imageOrigin, size: image)
    titleLabel?.frame = CGRect(
      x: textOrigin.x, y: textOrigin.y, width: text.width, height: sizes.title.height)
    subtitleView.frame = CGRect(
      x: textOrigin.x, y: textOrigin.y + sizes.title.height + sizes.titlePadding,
      width: text.width, height: sizes.subtitle.height)
  }

  /// Logs a `button.unsupported` event for each thing `configuration` asks for that cannot be
  /// drawn and `old` did not already ask for.
  func reportUnsupported(in configuration: Configuration?, replacing old: Configuration?) {
    let reported = Set((old?.unsupported ?? []).map(\.property))
    for (property, reason) in configuration?.unsupported ?? [] where !reported.contains(property) {
      layer.log("button.unsupported") {
        [("property", .string(property)), ("reason", .string(reason))]
      }
    }
  }
}
