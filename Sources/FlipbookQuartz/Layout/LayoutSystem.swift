import Constraints
import Foundation

/// The solver's linear expression (Foundation has a type of the same name).
private typealias Expression = Constraints.Expression

/// The constraint system of one tree: four variables per view and guide (left, top, width
/// and height, in the root's bounds coordinates), the constraints UIKit adds itself (the
/// autoresizing mask of views that translate it, intrinsic sizes, margins and safe area
/// guides) and the tree's active constraints.
final class LayoutSystem {
  /// A view's or guide's rectangle as variables.
  typealias ItemFrame = RectangleVariables

  /// The lowest priority, at which a view no constraint places keeps its frame.
  static let stayPriority = 0.1

  let root: UIView
  let solver = Solver()
  private var frames: [ObjectIdentifier: ItemFrame] = [:]
  /// The views with variables below the root, parents before their subviews.
  private var views: [UIView] = []
  private var guides: [UILayoutGuide] = []
  /// The width each label of several lines was measured at.
  private var measuredWidths: [ObjectIdentifier: CGFloat] = [:]

  init(root: UIView) {
    self.root = root
  }

  // MARK: The root

  /// Fixes the root's rectangle to `bounds`: its subviews' frames are in these coordinates.
  func fixRoot(to bounds: CGRect) {
    let frame = self.frame(of: root)
    require(frame.left, equals: Expression(Double(bounds.minX)), "root left")
    require(frame.top, equals: Expression(Double(bounds.minY)), "root top")
    require(frame.width, equals: Expression(Double(bounds.width)), "root width")
    require(frame.height, equals: Expression(Double(bounds.height)), "root height")
  }

  /// Places the root at the origin and aims its size at `target`, at the given priorities.
  func aimRoot(at target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) {
    let frame = self.frame(of: root)
    require(frame.left, equals: Expression(0), "root left")
    require(frame.top, equals: Expression(0), "root top")
    add(
      Constraint(
        Expression(frame.width), .equal, Expression(Double(target.width)),
        priority: Self.priority(horizontal), name: "fitting width"))
    add(
      Constraint(
        Expression(frame.height), .equal, Expression(Double(target.height)),
        priority: Self.priority(vertical), name: "fitting height"))
  }

  // MARK: Items

  /// The variables of `view`, made with the constraints UIKit adds for it.
  func frame(of view: UIView) -> ItemFrame {
    if let frame = frames[ObjectIdentifier(view)] { return frame }
    let frame = ItemFrame(LayoutItemName.of(view))
    frames[ObjectIdentifier(view)] = frame
    guard view !== root, let superview = view.superview else { return frame }
    let parent = self.frame(of: superview)
    views.append(view)
    let origin = Self.layoutOrigin(of: superview)
    let offset = CGPoint(x: view.frame.minX - origin.x, y: view.frame.minY - origin.y)
    if view.layoutState.translatesAutoresizingMask {
      addAutoresizing(of: view, frame: frame, parent: parent, in: superview, offset: offset)
    } else {
      addStays(frame: frame, parent: parent, offset: offset, size: view.bounds.size)
      addIntrinsicSize(of: view, frame: frame)
    }
    return frame
  }

  /// The variables of `guide`, placed by its view's margins or safe area, or free.
  func frame(of guide: UILayoutGuide) -> ItemFrame? {
    if let frame = frames[ObjectIdentifier(guide)] { return frame }
    guard let owner = guide.owningView else { return nil }
    let frame = ItemFrame(LayoutItemName.of(guide))
    frames[ObjectIdentifier(guide)] = frame
    guides.append(guide)
    let view = self.frame(of: owner)
    let insets: UIEdgeInsets
    switch guide.role {
    case .free:
      let origin = Self.layoutOrigin(of: owner)
      let offset = CGPoint(
        x: guide.layoutFrame.minX - origin.x, y: guide.layoutFrame.minY - origin.y)
      addStays(frame: frame, parent: view, offset: offset, size: guide.layoutFrame.size)
      return frame
    case .margins:
      insets = Self.margins(of: owner)
    case .safeArea:
      insets = owner.safeAreaInsets
    }
    let name = LayoutItemName.of(guide)
    require(frame.left, equals: view.left + Double(insets.left), name + " left")
    require(frame.top, equals: view.top + Double(insets.top), name + " top")
    require(
      frame.width, equals: view.width - Double(insets.left + insets.right), name + " width")
    require(
      frame.height, equals: view.height - Double(insets.top + insets.bottom), name + " height")
    return frame
  }

  /// A view's layout margins as its margin attributes and margins guide measure them: from
  /// the safe area's edges when `insetsLayoutMarginsFromSafeArea` is on.
  private static func margins(of view: UIView) -> UIEdgeInsets {
    let safe = view.insetsLayoutMarginsFromSafeArea ? view.safeAreaInsets : .zero
    let margins = view.layoutMargins
    return UIEdgeInsets(
      top: margins.top + safe.top, left: margins.left + safe.left,
      bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
  }

  // MARK: What UIKit adds

  /// The autoresizing mask as constraints: per axis, the margins and size that do not
  /// stretch keep their values, and those that do share what is left of the superview's
  /// size in proportion to their present values (a mask with none stretching keeps the
  /// leading margin and the size).
  private func addAutoresizing(
    of view: UIView, frame: ItemFrame, parent: ItemFrame, in superview: UIView, offset: CGPoint
  ) {
    let mask = view.layoutState.autoresizingMask
    let name = "<NSAutoresizingMaskLayoutConstraint \(LayoutItemName.of(view))"
    let horizontal = Self.autoresized(
      margin: offset.x, size: view.frame.width, parentSize: superview.bounds.width,
      parent: parent.width,
      stretches: mask.horizontal)
    require(frame.left, equals: parent.left + horizontal.margin, name + ".minX>")
    require(frame.width, equals: horizontal.size, name + ".width>")
    let vertical = Self.autoresized(
      margin: offset.y, size: view.frame.height, parentSize: superview.bounds.height,
      parent: parent.height,
      stretches: mask.vertical)
    require(frame.top, equals: parent.top + vertical.margin, name + ".minY>")
    require(frame.height, equals: vertical.size, name + ".height>")
  }

  /// The leading margin and size of one axis as expressions of the superview's size.
  private static func autoresized(
    margin: CGFloat, size: CGFloat, parentSize: CGFloat, parent: Variable,
    stretches: Autoresizing.Stretches
  ) -> (margin: Expression, size: Expression) {
    let (margin, size) = Autoresizing.linear(
      margin: margin, size: size, oldLength: parentSize, stretches: stretches)
    return (
      Expression(parent) * Double(margin.factor) + Double(margin.constant),
      Expression(parent) * Double(size.factor) + Double(size.constant)
    )
  }

  /// Keeps a rectangle where it is, at the lowest priority, so that one its constraints
  /// leave free does not move.
  private func addStays(frame: ItemFrame, parent: ItemFrame, offset: CGPoint, size: CGSize) {
    let stays: [(Expression, Double)] = [
      (frame.left - parent.left, Double(offset.x)), (frame.top - parent.top, Double(offset.y)),
      (Expression(frame.width), Double(size.width)),
      (Expression(frame.height), Double(size.height)),
    ]
    for (expression, value) in stays {
      add(
        Constraint(
          expression, .equal, Expression(value), priority: Self.stayPriority, name: "stay"))
    }
  }

  /// The intrinsic size as two inequalities per axis: at most it, at the hugging priority,
  /// and at least it, at the compression resistance priority.
  private func addIntrinsicSize(of view: UIView, frame: ItemFrame) {
    let size = intrinsicSize(of: view)
    let name = LayoutItemName.of(view)
    let state = view.layoutState
    for (variable, length, hugging, compression, axis) in [
      (frame.width, size.width, state.hugging.horizontal, state.compression.horizontal, "width"),
      (frame.height, size.height, state.hugging.vertical, state.compression.vertical, "height"),
    ] where length != UIView.noIntrinsicMetric {
      add(
        Constraint(
          Expression(variable), .lessThanOrEqual, Expression(Double(length)),
          priority: Self.priority(hugging),
          name: "<NSContentSizeLayoutConstraint \(name).\(axis) hugging>"))
      add(
        Constraint(
          Expression(variable), .greaterThanOrEqual, Expression(Double(length)),
          priority: Self.priority(compression),
          name: "<NSContentSizeLayoutConstraint \(name).\(axis) compression resistance>"))
    }
  }

  /// A view's intrinsic size; a label of several lines with no preferred width is measured
  /// at its present width.
  private func intrinsicSize(of view: UIView) -> CGSize {
    if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
      label.bounds.width > 0
    {
      measuredWidths[ObjectIdentifier(label)] = label.bounds.width
      return label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude))
    }
    return view.intrinsicContentSize
  }

  // MARK: The tree's constraints

  /// Adds every active constraint of the tree; one that cannot hold is broken and reported,
  /// as UIKit does.
  func addInstalledConstraints() {
    root.forEachView { view in
      for constraint in view.layoutState.installed { add(constraint) }
    }
  }

  private func add(_ constraint: NSLayoutConstraint) {
    guard let first = constraint.firstItem,
      let lhs = expression(first, constraint.firstAttribute)
    else { return }
    var rhs = Expression(Double(constraint.constant))
    if let second = constraint.secondItem {
      guard let expression = expression(second, constraint.secondAttribute) else { return }
      rhs = expression * Double(constraint.multiplier) + Double(constraint.constant)
    }
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    add(
      Constraint(
        lhs, relation, rhs, priority: Self.priority(constraint.priority),
        name: constraint.description))
  }

  /// An attribute of a view or guide as an expression of its variables.
  private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute)
    -> Expression?
  {
    let frame: ItemFrame
    var margins = UIEdgeInsets.zero
    let view: UIView
    if let itemView = item as? UIView {
      guard itemView === root || itemView.isDescendant(of: root) else { return nil }
      frame = self.frame(of: itemView)
      view = itemView
      margins = Self.margins(of: itemView)
    } else if let guide = item as? UILayoutGuide, let owner = guide.owningView,
      let guideFrame = self.frame(of: guide)
    {
      frame = guideFrame
      view = owner
    } else {
      return nil
    }
    let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let left = Expression(frame.left)
    let top = Expression(frame.top)
    let right = left + frame.width
    let bottom = top + frame.height
    let m = (
      left: Double(margins.left), right: Double(margins.right), top: Double(margins.top),
      bottom: Double(margins.bottom)
    )
    switch attribute {
    case .left: return left
    case .right: return right
    case .top: return top
    case .bottom: return bottom
    case .leading: return rightToLeft ? right : left
    case .trailing: return rightToLeft ? left : right
    case .width: return Expression(frame.width)
    case .height: return Expression(frame.height)
    case .centerX: return left + Expression(frame.width) * 0.5
    case .centerY: return top + Expression(frame.height) * 0.5
    case .leftMargin: return left + m.left
    case .rightMargin: return right - m.right
    case .topMargin: return top + m.top
    case .bottomMargin: return bottom - m.bottom
    case .leadingMargin: return rightToLeft ? right - m.right : left + m.left
    case .trailingMargin: return rightToLeft ? left + m.left : right - m.right
    case .centerXWithinMargins:
      return left + m.left + (Expression(frame.width) - m.left - m.right) * 0.5
    case .centerYWithinMargins:
      return top + m.top + (Expression(frame.height) - m.top - m.bottom) * 0.5
    case .firstBaseline, .lastBaseline:
      guard let label = view as? UILabel, item === view, let font = label.font else {
        return bottom
      }
      // The text is centred in the bounds: its first baseline lies one ascender below the
      // top of the text block.
      let block = Double(intrinsicSize(of: label).height)
      let lineHeight = Double(font.lineHeight)
      let lines = max(1, (block / max(lineHeight, 1)).rounded())
      let first = top + Expression(frame.height) * 0.5 - block / 2 + Double(font.ascender)
      return attribute == .firstBaseline ? first : first + (lines - 1) * lineHeight
    case .notAnAttribute: return nil
    }
  }

  // MARK: Solving

  private func require(_ variable: Variable, equals expression: Expression, _ name: String) {
    add(Constraint(Expression(variable), .equal, expression, name: name))
  }

  /// Adds `constraint`; a required one that contradicts those before it is left out and
  /// reported with them, as UIKit's "Unable to simultaneously satisfy constraints".
  private func add(_ constraint: Constraint) {
    do {
      try solver.add(constraint)
    } catch {
      switch error {
      case .unsatisfiable(let broken, let conflicting):
        let names = conflicting.map { $0.name ?? "\($0)" }
        LayoutReport.unsatisfiable(
          broken: broken.name ?? "\(broken)", conflicting: names,
          on: root.layer.flipbookLayer.timeline)
      case .nonFinite:
        LayoutReport.error(
          "\(constraint.name ?? "\(constraint)"): a constant or multiplier that is not finite; "
            + "the constraint is left out",
          on: root.layer.flipbookLayer.timeline)
      default:
        LayoutReport.error(
          "\(constraint.name ?? "a constraint"): \(error)", on: root.layer.flipbookLayer.timeline)
      }
    }
  }

  /// The solver's priority of a UIKit priority: 1 to 1000.
  /// Where a view's edges lie in its own coordinates for the constraints of its subviews
  /// and guides: its bounds' origin, but the content's origin for a scroll view, so that
  /// scrolling moves constrained content as it moves the rest, as in UIKit.
  private static func layoutOrigin(of view: UIView) -> CGPoint {
    view is UIScrollView ? .zero : view.bounds.origin
  }

  static func priority(_ priority: UILayoutPriority) -> Double {
    min(max(Double(priority.rawValue), 1), Constraint.required)
  }

  // MARK: Applying

  /// Sets the frames the solution gives the views that differ; true when a label of several
  /// lines changed width, so that its height must be measured again.
  func apply() -> Bool {
    // The frames set here do not ask for another layout of the tree.
    root.layoutState.isApplying = true
    defer { root.layoutState.isApplying = false }
    var remeasure = false
    for view in views {
      guard let superview = view.superview,
        let frame = frames[ObjectIdentifier(view)],
        let parent = frames[ObjectIdentifier(superview)]
      else { continue }
      let base = Self.layoutOrigin(of: superview)
      let origin = CGPoint(
        x: frame.left.value - parent.left.value + Double(base.x),
        y: frame.top.value - parent.top.value + Double(base.y))
      let size = CGSize(width: frame.width.value, height: frame.height.value)
      if Self.differs(view.bounds.size, size) {
        view.bounds = CGRect(origin: view.bounds.origin, size: size)
      }
      let anchor = view.layer.anchorPoint
      let center = CGPoint(
        x: origin.x + anchor.x * size.width, y: origin.y + anchor.y * size.height)
      if Self.differs(view.center, center) { view.center = center }
      if let measured = measuredWidths[ObjectIdentifier(view)], abs(measured - size.width) > 1e-6 {
        remeasure = true
      }
    }
    for guide in guides {
      guard let owner = guide.owningView, let frame = frames[ObjectIdentifier(guide)],
        let view = frames[ObjectIdentifier(owner)]
      else { continue }
      guide.layoutFrame = CGRect(
        x: frame.left.value - view.left.value + Double(Self.layoutOrigin(of: owner).x),
        y: frame.top.value - view.top.value + Double(Self.layoutOrigin(of: owner).y),
        width: frame.width.value, height: frame.height.value)
    }
    return remeasure
  }

  private static func differs(_ a: CGSize, _ b: CGSize) -> Bool {
    abs(a.width - b.width) > 1e-9 || abs(a.height - b.height) > 1e-9
  }

  private static func differs(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) > 1e-9 || abs(a.y - b.y) > 1e-9
  }
}
