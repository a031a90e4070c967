import Foundation

extension UIButton {
  /// A custom button occupying `frame`, running `primaryAction` when tapped and titled and
  /// imaged by it.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    takeTitleAndImage(of: primaryAction)
  }

  /// A button of `type` running `primaryAction` when tapped, titled by it, and imaged by it
  /// unless the type shows a standard image of its own (UIKit says "if appropriate"; which
  /// types keep their image is inferred).
  public convenience init(type: ButtonType, primaryAction: UIAction?) {
    self.init(type: type)
    takeTitleAndImage(of: primaryAction)
  }

  /// Whether a pointer hovers over the button: false, as there is no pointer.
  public var isHovered: Bool { false }

  /// The label showing the configuration's subtitle; nil while it has none.
  public var subtitleLabel: UILabel? { subtitleView.superview === self ? subtitleView : nil }

  private func takeTitleAndImage(of primaryAction: UIAction?) {
    guard let primaryAction else { return }
    setTitle(primaryAction.title, for: .normal)
    if buttonType.symbolName == nil { setImage(primaryAction.image, for: .normal) }
    addAction(primaryAction, for: .primaryActionTriggered)
  }
}
