import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's
/// `UILayoutGuide`: space between views, or a view's margins and safe area.
open class UILayoutGuide: NSObject {
  /// The view the guide belongs to.
  open internal(set) weak var owningView: UIView?
  /// A name shown when the guide is reported.
  open var identifier = ""
  /// Which rectangle of the owning view the guide follows, if it is one of the view's own.
  var role = Role.free
  let anchors = LayoutAnchors()

  /// A rectangle a guide follows.
  enum Role {
    /// Placed by constraints alone.
    case free
    /// The owning view's bounds inset by its layout margins.
    case margins
    /// The owning view's bounds inset by its safe area.
    case safeArea
  }

  /// A guide placed by its constraints once added to a view.
  public override init() {
    super.init()
  }

  /// The guide's rectangle in the owning view's coordinates, as the last layout placed it.
  open internal(set) var layoutFrame = CGRect.zero

  /// The left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { anchors.x(.left, of: self) }
  /// The right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { anchors.x(.right, of: self) }
  /// The leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { anchors.x(.leading, of: self) }
  /// The trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { anchors.x(.trailing, of: self) }
  /// The horizontal centre.
  open var centerXAnchor: NSLayoutXAxisAnchor { anchors.x(.centerX, of: self) }
  /// The top edge.
  open var topAnchor: NSLayoutYAxisAnchor { anchors.y(.top, of: self) }
  /// The bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { anchors.y(.bottom, of: self) }
  /// The vertical centre.
  open var centerYAnchor: NSLayoutYAxisAnchor { anchors.y(.centerY, of: self) }
  /// The width.
  open var widthAnchor: NSLayoutDimension { anchors.size(.width, of: self) }
  /// The height.
  open var heightAnchor: NSLayoutDimension { anchors.size(.height, of: self) }
}

extension UILayoutGuide: LayoutItem {
  var layoutView: UIView? { owningView }
}
