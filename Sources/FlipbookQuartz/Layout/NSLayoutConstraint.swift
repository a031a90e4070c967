import Foundation
import ProcessServices

/// A relation between two layout attributes of views or layout guides, as UIKit's
/// `NSLayoutConstraint`: `firstItem.firstAttribute relation secondItem.secondAttribute ×
/// multiplier + constant`, held at `priority`.
///
/// An active constraint is installed on the nearest common ancestor of its items and takes
/// part in every layout of that tree: changing `constant`, `priority` or `isActive` asks for
/// a layout, done at the end of the turn or by `layoutIfNeeded()` — inside an animation
/// block, the frames it changes animate.
open class NSLayoutConstraint: NSObject {
  /// A layout attribute of an item, as UIKit's (the same raw values).
  public enum Attribute: Int, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The left edge in a left-to-right layout, the right edge in a right-to-left one.
    case leading = 5
    /// The right edge in a left-to-right layout, the left edge in a right-to-left one.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line of text (the bottom, for a view without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the bottom, for a view without text).
    case firstBaseline = 12
    /// The left edge inset by the left layout margin.
    case leftMargin = 13
    /// The right edge inset by the right layout margin.
    case rightMargin = 14
    /// The top edge inset by the top layout margin.
    case topMargin = 15
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin = 16
    /// The leading edge inset by the leading layout margin.
    case leadingMargin = 17
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin = 18
    /// The centre between the left and right margins.
    case centerXWithinMargins = 19
    /// The centre between the top and bottom margins.
    case centerYWithinMargins = 20
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute = 0
  }

  /// How the two sides of a constraint relate, as UIKit's.
  public enum Relation: Int, Sendable {
    /// The first is at most the second.
    case lessThanOrEqual = -1
    /// The first equals the second.
    case equal = 0
    /// The first is at least the second.
    case greaterThanOrEqual = 1
  }

  /// An axis of layout, as UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// The item on the left of the relation: a `UIView` or a `UILayoutGuide`.
  public private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// How the first side relates to the second.
  public let relation: Relation
  /// The item on the right of the relation, or nil for a constant.
  public private(set) weak var secondItem: AnyObject?
  /// The second item's attribute, `.notAnAttribute` for a constant.
  public let secondAttribute: Attribute
  /// What the second attribute is multiplied by.
  public let multiplier: CGFloat

  /// What is added to the second side; changing it asks for a layout.
  open var constant: CGFloat {
    didSet { if constant != oldValue { changed() } }
  }

  /// How much the constraint matters; 1000 (`.required`) unless set.
  open var priority = UILayoutPriority.required {
    didSet { if priority != oldValue { changed() } }
  }

  /// A name shown when the constraint is reported.
  open var identifier: String?

  /// Whether the constraint takes part in layout; setting it installs the constraint on the
  /// nearest common ancestor of its items, or removes it.
  open var isActive: Bool {
    get { installedOn != nil }
    set { newValue ? activate() : deactivate() }
  }

  /// The view holding the constraint while it is active.
  weak var installedOn: UIView?

  /// `view1.attr1 relation view2.attr2 × multiplier + c`, as UIKit's initialiser; `item`
  /// and `toItem` are views or layout guides.
  public init(
    item: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = item as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = toItem.map { $0 as AnyObject }
    secondAttribute = toItem == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  /// Activates each of `constraints`, as setting `isActive`.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each of `constraints`.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The constraint as UIKit's debugger prints one:
  /// `<NSLayoutConstraint 'name' UILabel.leading == UIView.leading + 16 (priority 750)>`.
  open override var description: String {
    func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
      guard let item else { return "" }
      return "\(LayoutItemName.of(item)).\(attribute.name)"
    }
    var text = "<NSLayoutConstraint"
    if let identifier { text += " '\(identifier)'" }
    text += " \(side(firstItem, firstAttribute)) \(relation.symbol) "
    var right = ""
    if secondItem != nil {
      right = side(secondItem, secondAttribute)
      if multiplier != 1 { right += " * \(NumberText.format(multiplier))" }
    }
    if constant != 0 || right.isEmpty {
      let magnitude = NumberText.format(abs(constant))
      right =
        right.isEmpty
        ? NumberText.format(constant)
        : right
          + (constant < 0 ? " - " : " + ") + magnitude
    }
    text += right
    if priority != .required {
      text += " (priority \(NumberText.format(Double(priority.rawValue))))"
    }
    return text + ">"
  }

  private func activate() {
    guard installedOn == nil else { return }
    guard let first = (firstItem as? LayoutItem)?.layoutView else {
      LayoutReport.error(
        "cannot activate \(self): its first item is not a view or a layout guide in one")
      return
    }
    var ancestor: UIView? = first
    if let second = secondItem {
      guard let other = (second as? LayoutItem)?.layoutView else {
        LayoutReport.error(
          "cannot activate \(self): its second item is not a view or a layout guide in one")
        return
      }
      ancestor = first.nearestCommonAncestor(with: other)
    }
    guard let ancestor else {
      LayoutReport.error(
        "cannot activate \(self): its items have no common ancestor (add both to one view first)")
      return
    }
    let kindsMatch =
      secondItem == nil
      ? firstAttribute.isSize
      : firstAttribute.isSize
        ? secondAttribute.isSize
        : !secondAttribute.isSize && firstAttribute.isHorizontal == secondAttribute.isHorizontal
    guard kindsMatch, firstAttribute != .notAnAttribute else {
      LayoutReport.error(
        "cannot activate \(self): a position can only relate to a position on its own axis, "
          + "a size to a size or a constant")
      return
    }
    ancestor.install(self)
  }

  private func deactivate() {
    installedOn?.uninstall(self)
  }

  private func changed() {
    installedOn?.constraintsChanged()
  }
}

extension NSLayoutConstraint.Attribute {
  /// Whether the attribute is a width or a height.
  var isSize: Bool { self == .width || self == .height }

  /// Whether the attribute lies on the horizontal axis.
  var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      true
    default: false
    }
  }

  /// The attribute's name as UIKit prints it.
  var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}

extension NSLayoutConstraint.Relation {
  /// The relation as UIKit prints it.
  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
