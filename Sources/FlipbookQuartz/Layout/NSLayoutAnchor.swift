import Foundation

/// One layout attribute of a view or layout guide, to make constraints from, as UIKit's
/// `NSLayoutAnchor`: `title.leadingAnchor.constraint(equalTo: card.leadingAnchor,
/// constant: 16)`. The subclasses keep the axes apart at compile time.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide.
  weak var item: AnyObject?
  /// Its attribute.
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  /// This anchor equal to `anchor` (inactive until activated).
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: 1, constant: 0)
  }

  /// This anchor at least `anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

  /// This anchor at most `anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

  /// This anchor equal to `anchor` plus `c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: 1, constant: c)
  }

  /// This anchor at least `anchor` plus `c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// This anchor at most `anchor` plus `c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  func constraint(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: c)
  }
}

/// A horizontal position: a leading, trailing, left, right or centre-x anchor.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// This anchor `multiplier` × 8 points (UIKit's standard spacing) after `anchor`.
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: 1, constant: LayoutItemSpacing.system * multiplier)
  }

  /// This anchor at least `multiplier` × 8 points after `anchor`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(
      .greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutItemSpacing.system * multiplier)
  }
}

/// A vertical position: a top, bottom, centre-y or baseline anchor.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// This anchor `multiplier` × 8 points (UIKit's standard spacing) below `anchor`.
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: 1, constant: LayoutItemSpacing.system * multiplier)
  }

  /// This anchor at least `multiplier` × 8 points below `anchor`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(
      .greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutItemSpacing.system * multiplier)
  }
}

/// A size: a width or height anchor, which can also equal a constant or a multiple.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// This size equal to `c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, nil, multiplier: 1, constant: c)
  }

  /// This size at least `c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// This size at most `c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// This size equal to `anchor` × `m`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m, constant: 0)
  }

  /// This size at least `anchor` × `m`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// This size at most `anchor` × `m`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// This size equal to `anchor` × `m` + `c`.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// This size at least `anchor` × `m` + `c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// This size at most `anchor` × `m` + `c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

/// UIKit's standard spacing between siblings, and from a superview's edge.
enum LayoutItemSpacing {
  /// 8 points.
  static let system: CGFloat = 8
}
