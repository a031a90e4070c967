import Flipbook
import FlipbookQuartz

/// A screen of UIKit code written the way an app's is: a title and a detail line in text
/// styles and label colours, a separator and a system button, below the safe area's top,
/// on the system background. It lays itself out again when its traits change, as Auto
/// Layout would, and counts the trait changes it hears.
final class DeviceCardController: UIViewController {
  let card = DeviceCardView(frame: .zero)
  private(set) var traitChanges: [UITraitCollection?] = []

  override func loadView() {
    view = card
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    traitChanges.append(previousTraitCollection)
  }

  /// A recording of the card filling a window over a scene recorded with `settings`.
  static func recording(_ settings: RenderSettings) throws -> Recording {
    try Recording(duration: 0.1, settings: settings) { scene in
      UIWindow(scene: scene).rootViewController = DeviceCardController()
    }
  }
}

/// The card's view.
final class DeviceCardView: UIView {
  let title = UILabel()
  let detail = UILabel()
  let separator = UIView()
  let button = UIButton(type: .system)
  /// The margin on each side, in points.
  static let margin: CGFloat = 16

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    title.text = "Hello"
    title.font = .preferredFont(forTextStyle: .body)
    title.adjustsFontForContentSizeCategory = true
    detail.text = "Hello there"
    detail.font = .preferredFont(forTextStyle: .subheadline)
    detail.textColor = .secondaryLabel
    detail.adjustsFontForContentSizeCategory = true
    separator.backgroundColor = .separator
    button.setTitle("Continue", for: .normal)
    button.titleLabel?.font = .preferredFont(forTextStyle: .body)
    button.titleLabel?.adjustsFontForContentSizeCategory = true
    for view in [title, detail, separator, button] { addSubview(view) }
  }

  required init?(coder: NSCoder) { nil }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    setNeedsLayout()
  }

  override func layoutSubviews() {
    let width = bounds.width - 2 * Self.margin
    let fit = CGSize(width: width, height: .greatestFiniteMagnitude)
    var y = safeAreaInsets.top + 16
    title.frame = CGRect(
      x: Self.margin, y: y, width: width, height: title.sizeThatFits(fit).height)
    y = title.frame.maxY + 4
    detail.frame = CGRect(
      x: Self.margin, y: y, width: width, height: detail.sizeThatFits(fit).height)
    y = detail.frame.maxY + 12
    separator.frame = CGRect(x: Self.margin, y: y, width: width, height: 1)
    y += 13
    let titleHeight = button.titleLabel?.sizeThatFits(fit).height ?? 0
    button.frame = CGRect(x: Self.margin, y: y, width: width, height: max(44, titleHeight + 16))
  }
}
