import Foundation
import Geometry
import Interaction
import Layers

/// A rectangle on screen that draws through its layer and handles touches, as UIKit's
/// `UIView`. Geometry, transform, alpha and colour read and write the layer; a view's layer
/// does not animate property changes implicitly, only inside an animation block
/// (``UIView/animate(withDuration:delay:options:animations:completion:)``).
open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {
  /// How an image view places its image in its bounds.
  public enum ContentMode: Int, Sendable {
    /// Stretched to the bounds.
    case scaleToFill
    /// As large as fits, aspect kept, centred.
    case scaleAspectFit
    /// Covering the bounds, aspect kept, centred.
    case scaleAspectFill
    /// Stretched, as `scaleToFill`.
    case redraw
    /// Centred at its own size.
    case center
    /// At its own size against the top edge.
    case top
    /// At its own size against the bottom edge.
    case bottom
    /// At its own size against the left edge.
    case left
    /// At its own size against the right edge.
    case right
    /// At its own size in the top-left corner.
    case topLeft
    /// At its own size in the top-right corner.
    case topRight
    /// At its own size in the bottom-left corner.
    case bottomLeft
    /// At its own size in the bottom-right corner.
    case bottomRight

    var gravity: ContentsGravity {
      switch self {
      case .scaleToFill, .redraw: .resize
      case .scaleAspectFit: .resizeAspect
      case .scaleAspectFill: .resizeAspectFill
      case .center: .center
      case .top: .top
      case .bottom: .bottom
      case .left: .left
      case .right: .right
      case .topLeft: .topLeft
      case .topRight: .topRight
      case .bottomLeft: .bottomLeft
      case .bottomRight: .bottomRight
      }
    }
  }

  /// The layer the view draws with.
  public let layer: CALayer
  /// The view this one is a subview of.
  public private(set) weak var superview: UIView?
  /// The subviews, back to front.
  public private(set) var subviews: [UIView] = []
  /// The recognisers attached to the view.
  public private(set) var gestureRecognizers: [UIGestureRecognizer]?
  /// Whether touches reach the view and its subviews.
  open var isUserInteractionEnabled = true
  /// How the contents are placed in the bounds.
  open var contentMode = ContentMode.scaleToFill {
    didSet { layer.flipbookLayer.contentsGravity = contentMode.gravity }
  }
  /// The view controller whose view this is.
  weak var viewController: UIViewController?
  private var ownTintColor: UIColor?
  private var ownBackgroundColor: UIColor?
  private var needsLayout = false
  /// Auto Layout's state: constraints, guides, priorities, margins.
  lazy var layoutState = ViewLayout()
  /// The traits last passed to ``traitCollectionDidChange(_:)``.
  private var appliedTraits: UITraitCollection?

  /// The class of the view's layer: `CALayer` unless a subclass overrides it, as iOS code
  /// does with `override class var layerClass: AnyClass { CAShapeLayer.self }`. `CALayer`,
  /// `CAShapeLayer`, `CAGradientLayer`, `CAReplicatorLayer` and `CATextLayer` are the classes
  /// a view can make; any other stops the program with a message naming it.
  open class var layerClass: AnyClass { CALayer.self }

  /// A new layer of ``layerClass``.
  private static func makeLayer() -> CALayer {
    let kind: AnyClass = layerClass
    if kind == CALayer.self { return CALayer() }
    if kind == CAShapeLayer.self { return CAShapeLayer() }
    if kind == CAGradientLayer.self { return CAGradientLayer() }
    if kind == CAReplicatorLayer.self { return CAReplicatorLayer() }
    if kind == CATextLayer.self {
      let text = CATextLayer()
      text.drawsAtScreenScale = true
      return text
    }
    preconditionFailure(
      "layerClass \(kind): a view's layer can be a CALayer, CAShapeLayer, CAGradientLayer, "
        + "CAReplicatorLayer or CATextLayer; see docs/porting.md")
  }

  /// A view occupying `frame` in its superview.
  public init(frame: CGRect) {
    let adopted = Self.takeAdoptedLayer()
    layer = adopted ?? Self.makeLayer()
    super.init()
    layer.delegate = self
    if adopted == nil { self.frame = frame }
  }

  /// A view with the attributes a storyboard gives it; with a ``StoryboardCoder``, its
  /// frame, background colour, content mode and interaction setting.
  public required init?(coder: NSCoder) {
    layer = Self.makeLayer()
    super.init()
    layer.delegate = self
    guard let storyboard = coder as? StoryboardCoder else { return }
    frame = storyboard.frame
    backgroundColor = storyboard.backgroundColor
    contentMode = storyboard.contentMode
    layer.name = storyboard.name
  }

  /// Makes the next `init(frame:)` on this thread draw with `layer`, keeping its frame (a
  /// window over a scene's root). A view has no other designated initialiser than UIKit's
  /// two, so that a subclass overriding both inherits `init()` as on iOS.
  static func adoptLayer(_ layer: CALayer) {
    Thread.current.threadDictionary[adoptedLayerKey] = layer
  }

  /// The layer given to ``adoptLayer(_:)``, once.
  private static func takeAdoptedLayer() -> CALayer? {
    let dictionary = Thread.current.threadDictionary
    defer { dictionary[adoptedLayerKey] = nil }
    return dictionary[adoptedLayerKey] as? CALayer
  }

  private static let adoptedLayerKey = "FlipbookQuartz.UIView.adoptedLayer"

  /// A view with an empty frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  // MARK: Stored for code to read back, never drawn

  /// A number that identifies the view to ``viewWithTag(_:)``; 0 unless set.
  open var tag = 0
  /// Whether the view takes more than one touch at a time; false unless set. Stored only:
  /// each touch here goes to the view it starts on.
  open var isMultipleTouchEnabled = false
  /// Whether the view keeps other views from taking touches while it tracks one; false
  /// unless set. Stored only: it changes no pixel of a render.
  open var isExclusiveTouch = false
  /// Whether the view says it fills its bounds with opaque content, a drawing hint; true
  /// unless set. Stored only: the view draws the same either way.
  open var isOpaque = true
  /// Whether `draw(_:)` starts from a cleared context, a drawing hint; true unless set.
  /// Stored only.
  open var clearsContextBeforeDrawing = true
  /// The identifier state restoration saves the view under; nil unless set.
  open var restorationIdentifier: String?

  /// The view whose `tag` is `tag`: this view, else the first found among its subviews,
  /// depth first; nil if none.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for view in subviews {
      if let found = view.viewWithTag(tag) { return found }
    }
    return nil
  }

  // MARK: Not there yet (declared here so that an override gets the message)

  /// UIKit's `draw(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom drawing is not there yet: draw with layers (CAShapeLayer, CAGradientLayer, CATextLayer); see docs/porting.md
      """
  )
  open func draw(_ rect: CGRect) {}

  /// UIKit's `layoutMarginsDidChange()`; not available yet.
  @available(
    *, unavailable,
    message: """
      layoutMarginsDidChange() is not called yet: read layoutMargins in layoutSubviews(); see docs/porting.md
      """
  )
  open func layoutMarginsDidChange() {}

  /// UIKit's `safeAreaInsetsDidChange()`; not available yet.
  @available(
    *, unavailable,
    message: """
      safeAreaInsetsDidChange() is not called yet: read safeAreaInsets in layoutSubviews(); see docs/porting.md
      """
  )
  open func safeAreaInsetsDidChange() {}

  /// UIKit's `gestureRecognizerShouldBegin(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      a view is not asked yet whether a recogniser begins: use the recogniser's delegate; see docs/porting.md
      """
  )
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// UIKit's `alignmentRect(forFrame:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      alignment rectangles are not there yet: constraints align frames; see docs/porting.md
      """
  )
  open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame }

  /// UIKit's `frame(forAlignmentRect:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      alignment rectangles are not there yet: constraints align frames; see docs/porting.md
      """
  )
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect }

  /// UIKit's `alignmentRectInsets`; not available yet.
  @available(
    *, unavailable,
    message: """
      alignment rectangles are not there yet: constraints align frames; see docs/porting.md
      """
  )
  open var alignmentRectInsets: UIEdgeInsets { .zero }

  /// UIKit's `forFirstBaselineLayout`; not available yet.
  @available(
    *, unavailable,
    message: """
      baseline views are not there yet: a view's baseline anchors are its own; see docs/porting.md
      """
  )
  open var forFirstBaselineLayout: UIView { self }

  /// UIKit's `forLastBaselineLayout`; not available yet.
  @available(
    *, unavailable,
    message: """
      baseline views are not there yet: a view's baseline anchors are its own; see docs/porting.md
      """
  )
  open var forLastBaselineLayout: UIView { self }

  /// UIKit's `canBecomeFocused`; not available yet.
  @available(
    *, unavailable,
    message: """
      focus (keyboard, remote) is not there yet; see docs/porting.md
      """
  )
  open var canBecomeFocused: Bool { false }

  // MARK: State restoration (a render restores no state)

  /// Saves the view's state for restoration; never called here, as a render restores no
  /// state.
  open func encodeRestorableState(with coder: NSCoder) {}

  /// Restores the view's state; never called here, as a render restores no state.
  open func decodeRestorableState(with coder: NSCoder) {}

  // MARK: Layer properties, as the view spells them

  /// The layer's 3D transform, as `layer.transform`; the identity unless set.
  open var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }
  /// The point of the bounds, in unit coordinates, that `center` places and transforms turn
  /// about, as `layer.anchorPoint`; (0.5, 0.5) unless set.
  open var anchorPoint: CGPoint {
    get { layer.anchorPoint }
    set { layer.anchorPoint = newValue }
  }
  /// A view whose alpha masks this one: its layer becomes `layer.mask`; nil unless set.
  open var mask: UIView? {
    didSet { layer.mask = mask?.layer }
  }

  // MARK: Accessibility (stored for VoiceOver, never drawn)

  private var storedIsAccessibilityElement: Bool?
  private var storedAccessibilityTraits: UIAccessibilityTraits?
  private var storedAccessibilityFrame: CGRect?
  private var storedAccessibilityActivationPoint: CGPoint?

  /// Whether VoiceOver presents the view as one element; unless set, true for UIKit's
  /// standard label and button, false for other views, as UIKit documents.
  open var isAccessibilityElement: Bool {
    get { storedIsAccessibilityElement ?? (self is UILabel || self is UIButton) }
    set { storedIsAccessibilityElement = newValue }
  }
  /// What VoiceOver says the element is; nil unless set.
  open var accessibilityLabel: String?
  /// ``accessibilityLabel`` as an attributed string; setting one sets the other.
  open var accessibilityAttributedLabel: NSAttributedString? {
    get { accessibilityLabel.map { NSAttributedString(string: $0) } }
    set { accessibilityLabel = newValue?.string }
  }
  /// What VoiceOver says activating the element does; nil unless set.
  open var accessibilityHint: String?
  /// ``accessibilityHint`` as an attributed string; setting one sets the other.
  open var accessibilityAttributedHint: NSAttributedString? {
    get { accessibilityHint.map { NSAttributedString(string: $0) } }
    set { accessibilityHint = newValue?.string }
  }
  /// What VoiceOver says the element's value is; nil unless set.
  open var accessibilityValue: String?
  /// ``accessibilityValue`` as an attributed string; setting one sets the other.
  open var accessibilityAttributedValue: NSAttributedString? {
    get { accessibilityValue.map { NSAttributedString(string: $0) } }
    set { accessibilityValue = newValue?.string }
  }
  /// The outline VoiceOver highlights instead of ``accessibilityFrame``, in screen (here:
  /// window) coordinates; nil unless set.
  open var accessibilityPath: UIBezierPath?
  /// The language VoiceOver speaks the label, value and hint in (BCP 47); nil unless set.
  open var accessibilityLanguage: String?
  /// A string that identifies the element in UI tests; nil unless set.
  open var accessibilityIdentifier: String?
  /// What the element is; unless set, `.staticText` for UIKit's label, `.button` for its
  /// button, none for other views.
  open var accessibilityTraits: UIAccessibilityTraits {
    get {
      storedAccessibilityTraits
        ?? (self is UILabel ? .staticText : self is UIButton ? .button : .none)
    }
    set { storedAccessibilityTraits = newValue }
  }
  /// The element's frame in screen (here: window) coordinates; unless set, the view's
  /// bounds there.
  open var accessibilityFrame: CGRect {
    get { storedAccessibilityFrame ?? convert(bounds, to: nil) }
    set { storedAccessibilityFrame = newValue }
  }
  /// Where VoiceOver activates the element, in screen (here: window) coordinates; unless
  /// set, the middle of ``accessibilityFrame``.
  open var accessibilityActivationPoint: CGPoint {
    get {
      storedAccessibilityActivationPoint
        ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY)
    }
    set { storedAccessibilityActivationPoint = newValue }
  }
  /// Whether VoiceOver ignores the view's subviews; false unless set.
  open var accessibilityElementsHidden = false
  /// Whether VoiceOver ignores the view's siblings (a modal view); false unless set.
  open var accessibilityViewIsModal = false
  /// Whether VoiceOver reads the view's subviews as a group; false unless set.
  open var shouldGroupAccessibilityChildren = false
  /// Whether VoiceOver treats the element as one that responds to touches; false unless
  /// set.
  open var accessibilityRespondsToUserInteraction = false
  /// The words Voice Control and Full Keyboard Access match the element by; empty unless
  /// set.
  open var accessibilityUserInputLabels: [String]! = []
  /// ``accessibilityUserInputLabels`` as attributed strings; setting one sets the other.
  open var accessibilityAttributedUserInputLabels: [NSAttributedString]! {
    get { accessibilityUserInputLabels.map { $0.map { NSAttributedString(string: $0) } } }
    set { accessibilityUserInputLabels = newValue?.map(\.string) ?? [] }
  }
  /// The elements VoiceOver visits inside the view, in order; nil (its subviews) unless
  /// set.
  open var accessibilityElements: [Any]?

  // MARK: Geometry

  /// The view's own coordinate space.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let size = layer.bounds.size
      animatingChanges { layer.bounds = newValue }
      setNeedsSolving()
      if layer.bounds.size != size {
        resizeSubviews(withOldSize: size)
        setNeedsLayout()
      }
    }
  }
  /// The frame in the superview (meaningful while the transform is the identity).
  open var frame: CGRect {
    get { layer.frame }
    set {
      let size = layer.bounds.size
      animatingChanges { layer.frame = newValue }
      setNeedsSolving()
      if layer.bounds.size != size {
        resizeSubviews(withOldSize: size)
        setNeedsLayout()
      }
    }
  }
  /// The centre in the superview.
  open var center: CGPoint {
    get { layer.position }
    set {
      animatingChanges { layer.position = newValue }
      setNeedsSolving()
    }
  }
  /// The affine transform about the centre; the layer's transform lifted into 3D.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(layer.transform) }
    set { animatingChanges { layer.transform = CATransform3DMakeAffineTransform(newValue) } }
  }
  /// The shape the view collides as in UIKit Dynamics: a rectangle unless overridden.
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// Opacity, 0...1.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { animatingChanges { layer.opacity = Float(newValue) } }
  }
  /// Whether the view is left out of drawing and hit testing.
  open var isHidden: Bool {
    get { layer.isHidden }
    set {
      let changed = layer.isHidden != newValue
      layer.isHidden = newValue
      if changed { superview?.subviewVisibilityChanged(self) }
    }
  }
  /// The colour filling the bounds. A dynamic colour is resolved with the view's traits, and
  /// again when they change.
  open var backgroundColor: UIColor? {
    get {
      let shown = layer.flipbookLayer.backgroundColor
      if let own = ownBackgroundColor,
        own.resolvedColor(with: traitCollection).flipbookColor == shown
      {
        return own
      }
      return shown.map(UIColor.init)
    }
    set {
      ownBackgroundColor = newValue
      animatingChanges {
        layer.backgroundColor = newValue?.resolvedColor(with: traitCollection).cgColor
      }
    }
  }
  /// Whether subviews are clipped to the bounds.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// The colour controls in the view draw with: the view's own, else its superview's, else
  /// the system blue. Setting it tells the view and the subviews that inherit it.
  open var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      ownTintColor = newValue
      tellTintColorChanged()
    }
  }

  /// The tint colour changed; overridden to redraw with it.
  open func tintColorDidChange() {}

  private func tellTintColorChanged() {
    tintColorDidChange()
    for subview in subviews where subview.ownTintColor == nil {
      subview.tellTintColorChanged()
    }
  }

  // MARK: Traits

  /// The traits the view is shown with: its window's (the scene's), else the current ones,
  /// with the interface style that it, its view controller or a view above it overrides.
  open var traitCollection: UITraitCollection {
    let inherited = superview?.traitCollection ?? window?.sceneTraitCollection ?? .current
    let style =
      overrideUserInterfaceStyle != .unspecified
      ? overrideUserInterfaceStyle : viewController?.overrideUserInterfaceStyle ?? .unspecified
    guard style != .unspecified, style != inherited.userInterfaceStyle else { return inherited }
    return UITraitCollection(traitsFrom: [inherited, UITraitCollection(userInterfaceStyle: style)])
  }

  /// Light or dark for this view and its subviews whatever the scene's appearance;
  /// `.unspecified` (the default) follows it.
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
    didSet { propagateTraits() }
  }

  /// Called after the view's traits changed — when it joins a window whose traits differ
  /// from those it last had (`previousTraitCollection` nil the first time), and when the
  /// scene's traits change; overridden to restyle. Dynamic colours set through UIKit's
  /// properties are resolved again before it runs.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// How the view's content is laid out for right-to-left languages; `.unspecified` follows
  /// the traits' layout direction.
  open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
    didSet { updateForTraits() }
  }

  /// The direction the view lays out in: forced by ``semanticContentAttribute``, left to
  /// right for playback and spatial controls, else the traits' layout direction.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified:
      traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  /// The parts of the view the device's status bar, Dynamic Island or notch and home
  /// indicator cover: the window's are the device's safe-area insets (none without a
  /// device); a view's are those of the window's that reach into its frame.
  open var safeAreaInsets: UIEdgeInsets {
    guard let window, let device = window.scene?.traits.device else { return .zero }
    let insets = device.safeAreaInsets
    var origin = CGPoint.zero
    var view: UIView? = self
    while let current = view, current !== window {
      origin.x += current.frame.minX - (current.superview?.bounds.minX ?? 0)
      origin.y += current.frame.minY - (current.superview?.bounds.minY ?? 0)
      view = current.superview
    }
    let size = window.bounds.size
    return UIEdgeInsets(
      top: max(0, CGFloat(insets.top) - origin.y),
      left: max(0, CGFloat(insets.left) - origin.x),
      bottom: max(0, origin.y + bounds.height - (size.height - CGFloat(insets.bottom))),
      right: max(0, origin.x + bounds.width - (size.width - CGFloat(insets.right))))
  }

  /// Tells the view and its subviews whose traits changed since they last heard.
  func propagateTraits() {
    let traits = traitCollection
    if traits != appliedTraits {
      let previous = appliedTraits
      appliedTraits = traits
      traits.performAsCurrent {
        updateForTraits()
        viewController?.traitCollectionDidChange(previous)
        traitCollectionDidChange(previous)
      }
    }
    for subview in subviews { subview.propagateTraits() }
  }

  /// Resolves the dynamic colours set through UIKit's properties with the view's traits;
  /// subclasses redraw what depends on them.
  func updateForTraits() {
    if let own = ownBackgroundColor, own.isDynamic {
      layer.backgroundColor = own.resolvedColor(with: traitCollection).cgColor
    }
    if tintColor.isDynamic { tintColorDidChange() }
  }

  // MARK: Layout

  /// The size the view's content wants: none of its own (`UIView.noIntrinsicMetric` each
  /// way) unless a subclass says.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The size the view would like within `size`: by default its own, as UIKit's.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its bounds, keeping its origin.
  open func sizeToFit() {
    let fitted = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: fitted)
  }

  /// The intrinsic size of a view with no size of its own, as UIKit's.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Places the subviews; overridden by views that lay theirs out. It runs when the view's
  /// size changes and when it joins a superview — at once, where UIKit waits for the end of
  /// the run loop's turn.
  open func layoutSubviews() {}

  /// Asks for ``layoutSubviews()``; it runs at once.
  open func setNeedsLayout() {
    needsLayout = true
    layoutIfNeeded()
  }

  /// Places the views of this view's tree by their constraints if a change asked for it
  /// (inside an animation block, the frames that change animate), then runs
  /// ``layoutSubviews()`` if it was asked for.
  open func layoutIfNeeded() {
    LayoutEngine.solveIfNeeded(root: root)
    guard needsLayout else { return }
    needsLayout = false
    if let viewController { viewController.layOutView() } else { layoutSubviews() }
  }

  /// Updates the view's constraints before a layout, when ``setNeedsUpdateConstraints()``
  /// asked for it; an override changes its constraints and calls `super` last, as in UIKit.
  open func updateConstraints() {
    layoutState.needsUpdateConstraints = false
  }

  /// The action for a change of the layer's `event`: inside an animation block, for the
  /// view's own layer, an animation with the block's timing (as UIKit animates
  /// `view.layer.opacity` set in `UIView.animate`); otherwise `NSNull()`, no animation, as
  /// UIKit answers outside a block.
  open func action(for layer: CALayer, forKey event: String) -> CAAction? {
    guard layer === self.layer, let action = animationBlockAction() else { return NSNull() }
    return action
  }

  // MARK: Tree

  /// Adds `view` in front of the subviews, removing it from its superview first.
  open func addSubview(_ view: UIView) {
    let (oldWindow, newWindow) = (view.window, window)
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.forEachInTree { $0.willMove(toWindow: newWindow) } }
    view.detachFromSuperview()
    subviews.append(view)
    view.superview = self
    layer.addSublayer(view.layer)
    if view.ownTintColor == nil { view.tellTintColorChanged() }
    view.propagateTraits()
    view.setNeedsLayout()
    setNeedsSolving()
    if oldWindow !== newWindow { view.forEachInTree { $0.didMoveToWindow() } }
    view.didMoveToSuperview()
    didAddSubview(view)
    view.viewController?.viewDidEnterParentOnScreen()
  }

  /// Inserts `view` at `index` among the subviews (at the front for an index past the
  /// end), taking it from its superview first.
  open func insertSubview(_ view: UIView, at index: Int) {
    if view.superview !== self { addSubview(view) }
    let others = subviews.filter { $0 !== view }
    reorder(view, below: index >= 0 && index < others.count ? others[index] : nil)
  }

  /// Inserts `view` just below `siblingSubview` (at the front when that is not a subview).
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    if view.superview !== self { addSubview(view) }
    reorder(view, below: siblingSubview.superview === self ? siblingSubview : nil)
  }

  /// Inserts `view` just above `siblingSubview` (at the front when that is not a subview).
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    if view.superview !== self { addSubview(view) }
    let others = subviews.filter { $0 !== view }
    let next = others.firstIndex { $0 === siblingSubview }.map { $0 + 1 }
    reorder(view, below: next.flatMap { $0 < others.count ? others[$0] : nil })
  }

  /// Moves the subview `view` in front of its siblings.
  open func bringSubviewToFront(_ view: UIView) {
    reorder(view, below: nil)
  }

  /// Moves the subview `view` behind its siblings.
  open func sendSubviewToBack(_ view: UIView) {
    reorder(view, below: subviews.first { $0 !== view })
  }

  /// Swaps the subviews at `index1` and `index2`; nothing for an index out of range.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    let (low, high) = (min(index1, index2), max(index1, index2))
    guard low >= 0, high < subviews.count, low != high else { return }
    let (lowView, highView) = (subviews[low], subviews[high])
    let afterHigh = high + 1 < subviews.count ? subviews[high + 1] : nil
    reorder(highView, below: lowView)
    reorder(lowView, below: afterHigh)
  }

  /// Moves the subview `view` just below `sibling` (to the front when nil), in the
  /// subviews and their layers, without it leaving the view.
  private func reorder(_ view: UIView, below sibling: UIView?) {
    guard view.superview === self, sibling !== view else { return }
    subviews.removeAll { $0 === view }
    let position = sibling.flatMap { sibling in subviews.firstIndex { $0 === sibling } }
    subviews.insert(view, at: position ?? subviews.count)
    layer.moveSublayer(view.layer, below: sibling?.layer)
  }

  /// Calls `body` with this view and each view below it, depth first.
  private func forEachInTree(_ body: (UIView) -> Void) {
    body(self)
    for view in subviews { view.forEachInTree(body) }
  }

  /// Told before the view moves to `newSuperview` (nil: it leaves its superview); does
  /// nothing unless overridden.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Told after the view moved to a superview or left one; does nothing unless overridden.
  open func didMoveToSuperview() {}

  /// Told before the view, or a view above it, moves to `newWindow` (nil: it leaves its
  /// window); does nothing unless overridden.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Told after the view, or a view above it, moved to a window or left one; does nothing
  /// unless overridden.
  open func didMoveToWindow() {}

  /// Told after `subview` was hidden or shown; a stack view lays out again.
  func subviewVisibilityChanged(_ subview: UIView) {}

  /// Told before `subview` leaves this view; does nothing unless overridden.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Told after `subview` joined this view; does nothing unless overridden.
  open func didAddSubview(_ subview: UIView) {}

  /// Detaches the view from its superview.
  open func removeFromSuperview() {
    guard superview != nil else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil { forEachInTree { $0.willMove(toWindow: nil) } }
    detachFromSuperview()
    if oldWindow != nil { forEachInTree { $0.didMoveToWindow() } }
    didMoveToSuperview()
  }

  /// Detaches the view from its superview, telling the superview but not the view.
  private func detachFromSuperview() {
    guard let parent = superview else { return }
    viewController?.viewWillLeaveParentOnScreen()
    parent.willRemoveSubview(self)
    parent.setNeedsSolving()
    parent.subviews.removeAll { $0 === self }
    superview = nil
    layer.removeFromSuperlayer()
    deactivateConstraintsLeavingTree(above: parent)
  }

  /// The window the view is in.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  // MARK: Touches

  /// The view controller of this view, else the superview.
  open override var next: UIResponder? { viewController ?? superview }

  /// Whether `point` (in the view's coordinates) is inside the view: its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// Attaches a recogniser: it receives the touches that begin on this view or its subviews.
  open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    recognizer.view = self
    gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
  }

  /// Detaches a recogniser.
  open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    guard recognizer.view === self else { return }
    gestureRecognizers?.removeAll { $0 === recognizer }
    recognizer.view = nil
  }

  /// The frontmost view under `point` (in this view's coordinates), as UIKit's: nil when
  /// the view is hidden, nearly transparent (alpha below 0.01), not interactive or animating
  /// without user interaction, or ``point(inside:with:)`` says no; else the frontmost
  /// subview's hit, or the view itself. Override it to widen a small button's target or to
  /// let touches through. Points are mapped as the tree shows now, animations included.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, alpha >= Layer.minimumHitOpacity,
      layer.flipbookLayer.interactionBlockingAnimations == 0,
      self.point(inside: point, with: event)
    else { return nil }
    let time = layer.flipbookLayer.timeline?.now ?? 0
    guard let scene = layer.flipbookLayer.convertToScene(Point(point), at: time) else {
      return self
    }
    for subview in subviews.reversed() {
      guard let local = subview.layer.flipbookLayer.convertFromScene(scene, at: time) else {
        continue
      }
      if let hit = subview.hitTest(CGPoint(local), with: event) { return hit }
    }
    return self
  }

  // MARK: Converting coordinates

  /// `point`, in this view's coordinates, in `view`'s (its window's when nil), through the
  /// views' frames, bounds and transforms (3D ones included), as UIKit's.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let target = view ?? window ?? root
    guard let mapped = layer.flipbookLayer.convert(Point(point), to: target.layer.flipbookLayer)
    else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
    return CGPoint(mapped)
  }

  /// `point`, in `view`'s coordinates (its window's when nil), in this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    (view ?? window ?? root).convert(point, to: self)
  }

  /// The smallest rectangle in `view`'s coordinates (its window's when nil) holding `rect`,
  /// given in this view's, as UIKit's: under a rotation it grows to hold the turned corners.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    rect.boundingBox { convert($0, to: view) }
  }

  /// The smallest rectangle in this view's coordinates holding `rect`, given in `view`'s
  /// (its window's when nil).
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    (view ?? window ?? root).convert(rect, to: self)
  }

}

/// How a view's content is laid out in a right-to-left language, as UIKit's
/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
  /// By the layout direction of the traits.
  case unspecified
  /// Playback controls (play, rewind): always left to right.
  case playback
  /// Directional controls: always left to right.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}
