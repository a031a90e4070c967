import Foundation

/// A view that lines up its arranged subviews in a row or a column with Auto Layout, as
/// UIKit's `UIStackView`.
///
/// The stack makes the constraints itself, again whenever its settings or arranged views
/// change: along the axis, the first view starts at the stack's leading (or top) edge, each
/// next one follows after the spacing, and the last ends at the trailing (or bottom) edge,
/// their sizes as `distribution` says; across it, as
/// `alignment` says. A hidden arranged view takes no room and no spacing:
/// hiding or showing one inside an animation block moves the others, animated.
///
/// With `.fill`, the view with the lowest content hugging priority stretches (the lowest
/// compression resistance shrinks); when several share the lowest, UIKit calls the layout
/// ambiguous, and which of them stretches is not defined here either.
open class UIStackView: UIView {
  /// How arranged views share the length of the axis, as UIKit's.
  public enum Distribution: Int, Sendable {
    /// Their intrinsic sizes, stretched or shrunk by hugging and compression resistance.
    case fill
    /// All as long as each other.
    case fillEqually
    /// In proportion to their intrinsic sizes (equally, when none has one along the axis).
    case fillProportionally
    /// Their intrinsic sizes, with equal gaps between them.
    case equalSpacing
    /// Their intrinsic sizes, their centres equally far apart.
    case equalCentering
  }

  /// Where arranged views sit across the axis, as UIKit's.
  public enum Alignment: Int, Sendable {
    /// Across the whole stack.
    case fill
    /// At the leading edge (of a column).
    case leading
    /// At the first baseline (of a row).
    case firstBaseline
    /// Centred.
    case center
    /// At the trailing edge (of a column).
    case trailing
    /// At the last baseline (of a row).
    case lastBaseline

    /// At the top (of a row): the same as `.leading`.
    public static let top = Alignment.leading
    /// At the bottom (of a row): the same as `.trailing`.
    public static let bottom = Alignment.trailing
  }

  /// UIKit's standard spacing, for ``spacing``: 8 points.
  public static let spacingUseSystem: CGFloat = -Double.greatestFiniteMagnitude
  /// The spacing of ``setCustomSpacing(_:after:)`` that means "the stack's own".
  public static let spacingUseDefault: CGFloat = Double.greatestFiniteMagnitude

  /// The views the stack lines up, in order; each is also a subview.
  public private(set) var arrangedSubviews: [UIView] = []

  /// A row (`.horizontal`, the default) or a column.
  open var axis = NSLayoutConstraint.Axis.horizontal { didSet { rearrange() } }
  /// How the arranged views share the axis; `.fill` unless set.
  open var distribution = Distribution.fill { didSet { rearrange() } }
  /// Where they sit across it; `.fill` unless set.
  open var alignment = Alignment.fill { didSet { rearrange() } }
  /// The space between neighbours (the smallest, with `.equalSpacing` and `.equalCentering`);
  /// 0 unless set.
  open var spacing: CGFloat = 0 { didSet { rearrange() } }
  /// Whether the views are laid out inside the layout margins rather than the bounds.
  open var isLayoutMarginsRelativeArrangement = false { didSet { rearrange() } }

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  private var made: [NSLayoutConstraint] = []
  private var madeGuides: [UILayoutGuide] = []

  /// An empty row.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stack of a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A row of `views`, as their arranged subviews.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` at the end, as a subview too.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` at `index` of the arranged views (moving it if it is one already).
  open func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    rearrange()
  }

  /// Stops arranging `view`; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    rearrange()
  }

  /// Uses `spacing` after `arrangedSubview` instead of the stack's.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] =
      spacing == Self.spacingUseDefault ? nil : spacing
    rearrange()
  }

  /// The spacing after `arrangedSubview`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// Makes the stack's constraints again.
  open override func updateConstraints() {
    NSLayoutConstraint.deactivate(made)
    for guide in madeGuides { removeLayoutGuide(guide) }
    madeGuides = []
    made = makeConstraints()
    NSLayoutConstraint.activate(made)
    super.updateConstraints()
  }

  /// A subview removed from the stack stops being arranged.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
  }

  // MARK: Making the constraints

  override func subviewVisibilityChanged(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    rearrange()
    // Inside an animation block the others move, animated, as in UIKit.
    if UIView.isInsideAnimationBlock { root.layoutIfNeeded() }
  }

  private func rearrange() {
    setNeedsUpdateConstraints()
  }

  private func makeConstraints() -> [NSLayoutConstraint] {
    let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
    var made: [NSLayoutConstraint] = []
    for hidden in arrangedSubviews where hidden.isHidden && hidden.superview === self {
      // A hidden view takes no room along the axis, as UIKit's hiding constraint does.
      made.append(length(of: hidden).constraint(equalToConstant: 0))
    }
    guard let first = views.first, let last = views.last else { return made }
    let edges: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    made.append(start(of: first).constraint(equalTo: start(of: edges)))
    made.append(end(of: last).constraint(equalTo: end(of: edges)))
    for (previous, next) in zip(views, views.dropFirst()) {
      let gap = spacing(after: previous)
      switch distribution {
      case .fill, .fillEqually, .fillProportionally:
        made.append(start(of: next).constraint(equalTo: end(of: previous), constant: gap))
      case .equalSpacing, .equalCentering:
        made.append(
          start(of: next).constraint(greaterThanOrEqualTo: end(of: previous), constant: gap))
      }
    }
    made += sizes(of: views, within: edges)
    for view in views { made += across(view, within: edges, first: first) }
    return made
  }

  /// The constraints on the arranged views' lengths and gaps that the distribution adds.
  private func sizes(of views: [UIView], within edges: LayoutItem) -> [NSLayoutConstraint] {
    guard let first = views.first, views.count > 1 else { return [] }
    switch distribution {
    case .fill:
      return []
    case .fillEqually:
      return views.dropFirst().map { length(of: $0).constraint(equalTo: length(of: first)) }
    case .fillProportionally:
      let intrinsic = views.map {
        axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height
      }
      let total = intrinsic.filter { $0 > 0 }.reduce(0, +)
      guard total > 0 else {
        return views.dropFirst().map { length(of: $0).constraint(equalTo: length(of: first)) }
      }
      let gaps = zip(views, views.dropFirst()).map { spacing(after: $0.0) }.reduce(0, +)
      return zip(views, intrinsic).map { view, size in
        let share = max(size, 0) / total
        return length(of: view).constraint(
          equalTo: length(of: edges), multiplier: share, constant: -gaps * share)
      }
    case .equalSpacing, .equalCentering:
      // Every gap as long as the first: from the end of one view to the start of the next,
      // or from centre to centre.
      let pairs = Array(zip(views, views.dropFirst()))
      guard pairs.count > 1 else { return [] }
      let byCentres = distribution == .equalCentering
      let guides = pairs.map { _ in spacer() }
      var made: [NSLayoutConstraint] = []
      for (guide, pair) in zip(guides, pairs) {
        made.append(
          start(of: guide).constraint(equalTo: byCentres ? center(of: pair.0) : end(of: pair.0)))
        made.append(
          end(of: guide).constraint(equalTo: byCentres ? center(of: pair.1) : start(of: pair.1)))
      }
      made += guides.dropFirst().map { length(of: $0).constraint(equalTo: length(of: guides[0])) }
      return made
    }
  }

  /// The constraints placing `view` across the axis.
  private func across(_ view: UIView, within edges: LayoutItem, first: UIView)
    -> [NSLayoutConstraint]
  {
    let leading = crossStart(of: view)
    let trailing = crossEnd(of: view)
    switch alignment {
    case .fill:
      return [
        leading.constraint(equalTo: crossStart(of: edges)),
        trailing.constraint(equalTo: crossEnd(of: edges)),
      ]
    case .leading:
      return [
        leading.constraint(equalTo: crossStart(of: edges)),
        trailing.constraint(lessThanOrEqualTo: crossEnd(of: edges)),
      ]
    case .trailing:
      return [
        leading.constraint(greaterThanOrEqualTo: crossStart(of: edges)),
        trailing.constraint(equalTo: crossEnd(of: edges)),
      ]
    case .center:
      return [
        crossCenter(of: view).constraint(equalTo: crossCenter(of: edges)),
        leading.constraint(greaterThanOrEqualTo: crossStart(of: edges)),
      ]
    case .firstBaseline, .lastBaseline:
      guard axis == .horizontal else {
        // Apple: "only valid for horizontal stacks"; a column aligns them at the leading edge.
        if view === first {
          LayoutReport.error(
            "\(LayoutItemName.of(self)): a baseline alignment is only valid for a horizontal "
              + "stack; the column aligns its views at the leading edge",
            on: layer.flipbookLayer.timeline)
        }
        return [
          leading.constraint(equalTo: crossStart(of: edges)),
          trailing.constraint(lessThanOrEqualTo: crossEnd(of: edges)),
        ]
      }
      let baseline =
        alignment == .firstBaseline ? \UIView.firstBaselineAnchor : \.lastBaselineAnchor
      var made = [
        leading.constraint(greaterThanOrEqualTo: crossStart(of: edges)),
        trailing.constraint(lessThanOrEqualTo: crossEnd(of: edges)),
      ]
      if view !== first {
        made.append(view[keyPath: baseline].constraint(equalTo: first[keyPath: baseline]))
      }
      return made
    }
  }

  /// A guide for the space between two views, removed when the constraints are made again.
  private func spacer() -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = "UIStackView spacer"
    addLayoutGuide(guide)
    madeGuides.append(guide)
    return guide
  }

  private func spacing(after view: UIView) -> CGFloat {
    let own = customSpacings[ObjectIdentifier(view)] ?? spacing
    return own == Self.spacingUseSystem ? LayoutItemSpacing.system : own
  }

  // MARK: Anchors along and across the axis

  private func start(of item: LayoutItem) -> NSLayoutAnchor<AnyObject> {
    anchor(along: .leading, or: .top, of: item)
  }

  private func end(of item: LayoutItem) -> NSLayoutAnchor<AnyObject> {
    anchor(along: .trailing, or: .bottom, of: item)
  }

  private func center(of item: LayoutItem) -> NSLayoutAnchor<AnyObject> {
    anchor(along: .centerX, or: .centerY, of: item)
  }

  private func length(of item: LayoutItem) -> NSLayoutDimension {
    item.anchors.size(axis == .horizontal ? .width : .height, of: item)
  }

  private func crossStart(of item: LayoutItem) -> NSLayoutAnchor<AnyObject> {
    anchor(along: .top, or: .leading, of: item)
  }

  private func crossEnd(of item: LayoutItem) -> NSLayoutAnchor<AnyObject> {
    anchor(along: .bottom, or: .trailing, of: item)
  }

  private func crossCenter(of item: LayoutItem) -> NSLayoutAnchor<AnyObject> {
    anchor(along: .centerY, or: .centerX, of: item)
  }

  /// The anchor of `item` for `row` in a row, `column` in a column, of no particular axis so
  /// that one code makes the constraints of both.
  private func anchor(
    along row: NSLayoutConstraint.Attribute, or column: NSLayoutConstraint.Attribute,
    of item: LayoutItem
  ) -> NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor<AnyObject>(item: item, attribute: axis == .horizontal ? row : column)
  }
}
