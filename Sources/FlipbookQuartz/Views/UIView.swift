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
    layer = Self.makeLayer()
    super.init()
    layer.delegate = self
    self.frame = frame
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

  /// A view drawing with an existing layer (a window over a scene's root).
  init(layer: CALayer) {
    self.layer = layer
    super.init()
    layer.delegate = self
  }

  /// A view with an empty frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

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

  /// The action for a change of the layer's `event`: `NSNull()`, no animation, as UIKit
  /// answers outside an animation block.
  open func action(for layer: CALayer, forKey event: String) -> CAAction? {
    NSNull()
  }

  // MARK: Tree

  /// Adds `view` in front of the subviews, removing it from its superview first.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    layer.addSublayer(view.layer)
    if view.ownTintColor == nil { view.tellTintColorChanged() }
    view.propagateTraits()
    view.setNeedsLayout()
    setNeedsSolving()
    didAddSubview(view)
    view.viewController?.viewDidEnterParentOnScreen()
  }

  /// Told after `subview` was hidden or shown; a stack view lays out again.
  func subviewVisibilityChanged(_ subview: UIView) {}

  /// Told before `subview` leaves this view; does nothing unless overridden.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Told after `subview` joined this view; does nothing unless overridden.
  open func didAddSubview(_ subview: UIView) {}

  /// Detaches the view from its superview.
  open func removeFromSuperview() {
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
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { convert($0, to: view) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
