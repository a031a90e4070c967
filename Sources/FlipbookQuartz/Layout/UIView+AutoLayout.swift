import Foundation

extension UIView {
  /// Which of a view's margins and sizes follow its superview's size, as UIKit's
  /// `UIView.AutoresizingMask`; with `translatesAutoresizingMaskIntoConstraints`, they
  /// become constraints.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit's.
    public let rawValue: UInt
    /// The mask of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// The smallest size `systemLayoutSizeFitting(_:)` can give: (0, 0).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// A size larger than any layout: `systemLayoutSizeFitting(_:)` gives the largest.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// Whether the view's frame and autoresizing mask become constraints (true for views made
  /// in code, as in UIKit): set it to false on a view its own constraints place.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState.translatesAutoresizingMask }
    set {
      layoutState.translatesAutoresizingMask = newValue
      setNeedsSolving()
    }
  }

  /// How the view follows its superview's size; none unless set.
  public var autoresizingMask: AutoresizingMask {
    get { layoutState.autoresizingMask }
    set {
      layoutState.autoresizingMask = newValue
      setNeedsSolving()
    }
  }

  /// Whether a change of the view's size moves and resizes its subviews by their
  /// autoresizing masks; true unless set.
  public var autoresizesSubviews: Bool {
    get { layoutState.autoresizesSubviews }
    set { layoutState.autoresizesSubviews = newValue }
  }

  /// The constraints installed on this view.
  public var constraints: [NSLayoutConstraint] { layoutState.installed }

  /// Activates `constraint` (installed on its items' common ancestor, as UIKit does).
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

  /// Activates each of `constraints`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

  /// Deactivates each of `constraints`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  /// The guides added to this view.
  public var layoutGuides: [UILayoutGuide] { layoutState.guides }

  /// Adds `guide`, which constraints can then place.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutState.guides.append(guide)
  }

  /// Removes `guide` and the constraints that use it.
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    layoutState.guides.removeAll { $0 === guide }
    root.forEachView { view in
      for constraint in view.layoutState.installed
      where constraint.firstItem === guide || constraint.secondItem === guide {
        constraint.isActive = false
      }
    }
    guide.owningView = nil
  }

  /// The space kept inside the view's edges for its content: 8 points each side unless set.
  public var layoutMargins: UIEdgeInsets {
    get { layoutState.margins }
    set {
      layoutState.margins = newValue
      setNeedsSolving()
    }
  }

  /// The layout margins by leading and trailing edge.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutState.margins
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: rightToLeft ? margins.right : margins.left,
        bottom: margins.bottom, trailing: rightToLeft ? margins.left : margins.right)
    }
    set {
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading,
        bottom: newValue.bottom, right: rightToLeft ? newValue.leading : newValue.trailing)
    }
  }

  /// Whether the margins are measured from the safe area rather than the edges; true unless
  /// set, as in UIKit.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutState.insetsMarginsFromSafeArea }
    set {
      layoutState.insetsMarginsFromSafeArea = newValue
      setNeedsSolving()
    }
  }

  /// The view's bounds inset by its layout margins, as a guide.
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = layoutState.marginsGuide { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UIViewLayoutMarginsGuide"
    guide.role = .margins
    guide.owningView = self
    layoutState.marginsGuide = guide
    return guide
  }

  /// The part of the view no bar, notch or home indicator covers, as a guide (the device
  /// setting says where those are).
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = layoutState.safeAreaGuide { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UIViewSafeAreaLayoutGuide"
    guide.role = .safeArea
    guide.owningView = self
    layoutState.safeAreaGuide = guide
    return guide
  }

  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { layoutState.anchors.x(.left, of: self) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { layoutState.anchors.x(.right, of: self) }
  /// The leading edge: the left one in a left-to-right layout.
  public var leadingAnchor: NSLayoutXAxisAnchor { layoutState.anchors.x(.leading, of: self) }
  /// The trailing edge: the right one in a left-to-right layout.
  public var trailingAnchor: NSLayoutXAxisAnchor { layoutState.anchors.x(.trailing, of: self) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { layoutState.anchors.x(.centerX, of: self) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { layoutState.anchors.y(.top, of: self) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { layoutState.anchors.y(.bottom, of: self) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { layoutState.anchors.y(.centerY, of: self) }
  /// The baseline of the first line of text (the bottom, for a view without text).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    layoutState.anchors.y(.firstBaseline, of: self)
  }
  /// The baseline of the last line of text (the bottom, for a view without text).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    layoutState.anchors.y(.lastBaseline, of: self)
  }
  /// The width.
  public var widthAnchor: NSLayoutDimension { layoutState.anchors.size(.width, of: self) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { layoutState.anchors.size(.height, of: self) }

  /// How strongly the view keeps from growing past its intrinsic size along `axis`: 250
  /// unless set (a label's is 251).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutState.hugging[axis]
  }

  /// Sets how strongly the view keeps from growing past its intrinsic size along `axis`.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutState.hugging[axis] = priority
    setNeedsSolving()
  }

  /// How strongly the view keeps from shrinking below its intrinsic size along `axis`: 750
  /// unless set.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    layoutState.compression[axis]
  }

  /// Sets how strongly the view keeps from shrinking below its intrinsic size along `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutState.compression[axis] = priority
    setNeedsSolving()
  }

  /// Tells layout that ``intrinsicContentSize`` changed.
  public func invalidateIntrinsicContentSize() { setNeedsSolving() }

  /// Asks for ``updateConstraints()`` before the next layout.
  public func setNeedsUpdateConstraints() {
    layoutState.needsUpdateConstraints = true
    setNeedsSolving()
  }

  /// Whether ``updateConstraints()`` has been asked for.
  public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

  /// Runs ``updateConstraints()`` on this view and its subviews that asked for it.
  public func updateConstraintsIfNeeded() {
    LayoutEngine.updateConstraints(in: self)
  }

  /// The size the view's constraints give it, as close to `targetSize` as their
  /// priorities allow: `UIView.layoutFittingCompressedSize` for the smallest.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    LayoutEngine.fittingSize(
      of: self, target: targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
  }

  /// The size the view's constraints give it, as close to `targetSize` as the given
  /// priorities allow (`.required` fixes that side).
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutEngine.fittingSize(
      of: self, target: targetSize, horizontal: horizontalFittingPriority,
      vertical: verticalFittingPriority)
  }

  /// Whether this view is `view` or lies below it.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  // MARK: Internal

  /// Asks the tree this view is in to be solved again before it is next drawn.
  func setNeedsSolving() {
    let root = self.root
    guard !root.layoutState.isApplying else { return }
    root.layoutState.needsSolving = true
  }

  /// The view at the top of this one's tree.
  var root: UIView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// Calls `body` on this view and every view below it, parents first.
  func forEachView(_ body: (UIView) -> Void) {
    body(self)
    for subview in subviews { subview.forEachView(body) }
  }

  /// The nearest view that is `other` or an ancestor of it and this view or an ancestor
  /// of it.
  func nearestCommonAncestor(with other: UIView) -> UIView? {
    var mine: Set<ObjectIdentifier> = []
    var view: UIView? = self
    while let current = view {
      mine.insert(ObjectIdentifier(current))
      view = current.superview
    }
    view = other
    while let current = view {
      if mine.contains(ObjectIdentifier(current)) { return current }
      view = current.superview
    }
    return nil
  }

  func install(_ constraint: NSLayoutConstraint) {
    constraint.installedOn = self
    layoutState.installed.append(constraint)
    setNeedsSolving()
  }

  func uninstall(_ constraint: NSLayoutConstraint) {
    layoutState.installed.removeAll { $0 === constraint }
    constraint.installedOn = nil
    setNeedsSolving()
  }

  func constraintsChanged() { setNeedsSolving() }

  /// Deactivates the constraints on `parent` and its ancestors that relate this view or a
  /// view below it (it has just been removed from `parent`), as UIKit does.
  func deactivateConstraintsLeavingTree(above parent: UIView) {
    var removed: Set<ObjectIdentifier> = []
    forEachView { removed.insert(ObjectIdentifier($0)) }
    func leaves(_ item: AnyObject?) -> Bool {
      guard let view = (item as? LayoutItem)?.layoutView else { return false }
      return removed.contains(ObjectIdentifier(view))
    }
    var holder: UIView? = parent
    while let current = holder {
      for constraint in current.layoutState.installed
      where leaves(constraint.firstItem) || leaves(constraint.secondItem) {
        constraint.isActive = false
      }
      holder = current.superview
    }
  }
}

extension UIView: LayoutItem {
  var layoutView: UIView? { self }
  var anchors: LayoutAnchors { layoutState.anchors }
}

/// Edge insets by leading and trailing edge, as UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Insets of the four sides.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset.
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
