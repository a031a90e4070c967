import Animation
import Foundation
import Geometry
import Layers
import Pixels

/// What a layer asks about its actions, as Core Animation's `CALayerDelegate`. A view is
/// its layer's delegate.
public protocol CALayerDelegate: AnyObject {
  /// The action for a change of `event` (a property's key) on `layer`: nil to let the layer
  /// search on, `NSNull()` for none (the search stops).
  func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
  /// Nil: the layer searches on, as the optional method left out.
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// A layer, as `CALayer`: Core Animation's spellings over one of the engine's `Layer`s,
/// which holds the model, draws and animates.
///
/// Changing an animatable property of a layer on a timeline runs the action
/// ``action(forKey:)`` finds, as Core Animation does: for a standalone layer, an animation
/// from the value shown to the new one, with the transaction's duration (0.25 s unless
/// set) and timing function (Core Animation's `default` curve unless set) — an implicit
/// animation. A view's layer
/// has none outside an animation block: the view, its delegate, answers `NSNull`.
/// ``CATransaction/setDisableActions(_:)`` turns actions off.
open class CALayer: NSObject {
  /// The engine's layer this one stands for.
  public let flipbookLayer: Layer
  /// The animation objects added by key, to hand back the same object.
  private var addedAnimations: [String: CAAnimation] = [:]
  /// The values set for keys that are not properties, by key-value coding.
  var keyedValues: [String: Any] = [:]
  /// For a presentation copy, the layer it shows.
  private weak var modelLayer: CALayer?
  private var ownSublayers: [CALayer] = []
  /// The mask set through this layer.
  private var ownMask: CALayer?
  /// The layer this one is the mask of.
  private weak var maskOwner: CALayer?
  /// While an action runs for a property change: the key and the value shown before it.
  private var changing: (key: String, previous: AnimatableValue)?
  /// The turn of its timeline (events run, time) in which the layer joined the shown
  /// tree; `nil` for a layer shown from before (a scene's root) or never added.
  private var joinedTurn: (events: Int, time: Double)?
  /// Events about the layer logged while it was on no timeline, waiting for one: their
  /// names, and their fields made when the layer joins one.
  private var waitingEvents:
    [(name: String, fields: () -> [(key: String, value: TimelineEvent.Value)])] = []

  /// Asked first for the action of a property change; a view is its layer's delegate.
  open weak var delegate: CALayerDelegate?
  /// Actions by key, searched after the delegate; nil (the default) or a dictionary whose
  /// `NSNull()` values turn a key's action off.
  open var actions: [String: CAAction]?
  /// Default values and actions: its `"actions"` dictionary (`[String: CAAction]`) is
  /// searched after ``actions``, then the `"style"` dictionary it may hold, and so on.
  open var style: [AnyHashable: Any]?

  /// A new layer with an empty frame.
  public override init() {
    flipbookLayer = Layer()
    super.init()
  }

  /// A layer with the model values of `layer` (a `CALayer`; anything else gives a new
  /// layer), as Core Animation makes the copies it shows: subclasses override it to copy
  /// their own properties, calling `super.init(layer:)`. Sublayers and animations are not
  /// copied.
  public init(layer: Any) {
    let copy = Layer()
    if let other = layer as? CALayer {
      copy.values = other.flipbookLayer.values
      copy.name = other.flipbookLayer.name
    }
    flipbookLayer = copy
    super.init()
  }

  /// A layer from an archive, as `NSCoding` asks of Core Animation's layers: archived
  /// layers are not decoded here, so it is nil (and says so on standard error). It is
  /// declared so that a subclass's `required init?(coder:)` compiles as on iOS.
  public required init?(coder: NSCoder) {
    FileHandle.standardError.write(
      Data("FlipbookQuartz: CALayer(coder:) is nil: archived layers are not decoded\n".utf8))
    return nil
  }

  /// The layer that stands for an engine layer (a scene's root, say). A layer on a
  /// timeline makes that timeline's time ``CACurrentMediaTime()`` on this thread.
  public init(flipbookLayer: Layer) {
    self.flipbookLayer = flipbookLayer
    super.init()
    if let timeline = flipbookLayer.timeline { TransactionStack.current.use(timeline) }
  }

  // MARK: Geometry and appearance

  /// The layer's own coordinate space.
  open var bounds: CGRect {
    get { CGRect(flipbookLayer.bounds) }
    set { change("bounds") { flipbookLayer.bounds = Rect(newValue) } }
  }
  /// Where the anchor point sits in the superlayer.
  open var position: CGPoint {
    get { CGPoint(flipbookLayer.position) }
    set { change("position") { flipbookLayer.position = Point(newValue) } }
  }
  /// The point of the bounds, in unit coordinates, that position and transform refer to.
  open var anchorPoint: CGPoint {
    get { CGPoint(flipbookLayer.anchorPoint) }
    set { change("anchorPoint") { flipbookLayer.anchorPoint = Point(newValue) } }
  }
  /// The frame in the superlayer: the bounds placed by position and anchor point.
  open var frame: CGRect {
    get { CGRect(flipbookLayer.frame) }
    set {
      bounds = CGRect(origin: bounds.origin, size: newValue.size)
      position = CGPoint(
        x: newValue.minX + anchorPoint.x * newValue.width,
        y: newValue.minY + anchorPoint.y * newValue.height)
    }
  }
  /// Offset along z; also orders siblings.
  open var zPosition: CGFloat {
    get { flipbookLayer.zPosition }
    set { change("zPosition") { flipbookLayer.zPosition = newValue } }
  }
  /// The transform about the anchor point.
  open var transform: CATransform3D {
    get { flipbookLayer.transform }
    set { change("transform") { flipbookLayer.transform = newValue } }
  }
  /// The transform applied to the sublayers.
  open var sublayerTransform: CATransform3D {
    get { flipbookLayer.sublayerTransform }
    set { change("sublayerTransform") { flipbookLayer.sublayerTransform = newValue } }
  }
  /// Opacity, 0...1.
  open var opacity: Float {
    get { Float(flipbookLayer.opacity) }
    set { change("opacity") { flipbookLayer.opacity = Double(newValue) } }
  }
  /// Whether the layer is left out of rendering.
  open var isHidden: Bool {
    get { flipbookLayer.isHidden }
    set { flipbookLayer.isHidden = newValue }
  }
  /// The colour behind the contents.
  open var backgroundColor: CGColor? {
    get { flipbookLayer.backgroundColor.map(CGColor.init) }
    set { change("backgroundColor") { flipbookLayer.backgroundColor = newValue?.flipbookColor } }
  }
  /// The corner radius of background, border and clip.
  open var cornerRadius: CGFloat {
    get { flipbookLayer.cornerRadius }
    set { change("cornerRadius") { flipbookLayer.cornerRadius = newValue } }
  }
  /// How the rounded corners meet the edges: `.circular` (the default) or `.continuous`,
  /// Apple's smooth corner.
  open var cornerCurve: CALayerCornerCurve {
    get { flipbookLayer.cornerCurve }
    set { flipbookLayer.cornerCurve = newValue }
  }
  /// The border width.
  open var borderWidth: CGFloat {
    get { flipbookLayer.borderWidth }
    set { change("borderWidth") { flipbookLayer.borderWidth = newValue } }
  }
  /// The border colour.
  open var borderColor: CGColor? {
    get { CGColor(flipbookLayer.borderColor) }
    set { change("borderColor") { flipbookLayer.borderColor = newValue?.flipbookColor ?? .black } }
  }
  /// Whether contents and sublayers are clipped to the bounds.
  open var masksToBounds: Bool {
    get { flipbookLayer.masksToBounds }
    set { flipbookLayer.masksToBounds = newValue }
  }
  /// Whether the back shows.
  open var isDoubleSided: Bool {
    get { flipbookLayer.isDoubleSided }
    set { flipbookLayer.isDoubleSided = newValue }
  }
  /// A name to find the layer by.
  open var name: String? {
    get { flipbookLayer.name }
    set { flipbookLayer.name = newValue }
  }
  /// Pixels per point of the layer's own drawing; 1 unless set, as in Core Animation. A
  /// ``CATextLayer`` rasterizes its text at this scale (1 draws it soft on a 2× render, as on
  /// a Retina screen); other layers' contents are paths and images the render draws at its
  /// own scale, so for them the value is kept and changes nothing.
  open var contentsScale: CGFloat = 1 {
    didSet {
      guard contentsImage != nil, var shown = flipbookLayer.contents else { return }
      shown.scale = Double(contentsScale)
      flipbookLayer.contents = shown
    }
  }

  /// The image shown, as Core Animation's `contents`: a `CGImage`, or nil. It fills the
  /// bounds (the default gravity), at ``contentsScale`` pixels per point. Anything else is
  /// reported on standard error and on the timeline (`contents.unsupported`) and leaves the
  /// contents as they were.
  open var contents: Any? {
    get { contentsImage }
    set {
      switch newValue {
      case nil:
        contentsImage = nil
        flipbookLayer.contents = nil
      case let image as CGImage:
        contentsImage = image
        flipbookLayer.contents = LayerContents(
          image: image.flipbookImage, scale: Double(contentsScale))
      case let other?:
        let message =
          "CALayer.contents takes a CGImage or nil, not \(type(of: other)); "
          + "give an image's cgImage"
        FileHandle.standardError.write(Data("FlipbookQuartz: \(message)\n".utf8))
        flipbookLayer.timeline?.record("contents.unsupported", [("message", .string(message))])
      }
    }
  }
  /// The image set through ``contents``.
  private var contentsImage: CGImage?
  /// The part of the contents drawn, in unit coordinates of the image: (0, 0, 1, 1), all of
  /// it, unless set. The part is stretched over the place the whole image would take, so a
  /// sprite sheet shows one frame by setting it.
  open var contentsRect: CGRect {
    get { CGRect(flipbookLayer.contentsRect) }
    set { change("contentsRect") { flipbookLayer.contentsRect = Rect(newValue) } }
  }
  /// The part of the contents that stretches, in unit coordinates of the part
  /// ``contentsRect`` shows: (0, 0, 1, 1), all of it, unless set. Its edges cut the contents
  /// into nine parts; when the gravity scales the contents, the corners keep their size, the
  /// edges stretch along themselves and the centre both ways (a button's background drawn
  /// from a small image with rounded corners).
  open var contentsCenter: CGRect {
    get { CGRect(flipbookLayer.contentsCenter) }
    set { change("contentsCenter") { flipbookLayer.contentsCenter = Rect(newValue) } }
  }

  // MARK: Shadow

  /// The colour of the shadow; opaque black unless set. Nil casts none (a clear colour
  /// reads back as nil).
  open var shadowColor: CGColor? {
    get { flipbookLayer.shadow.color == .clear ? nil : CGColor(flipbookLayer.shadow.color) }
    set { change("shadowColor") { flipbookLayer.shadow.color = newValue?.flipbookColor ?? .clear } }
  }
  /// How dark the shadow is, 0...1; 0 (the default) casts none.
  open var shadowOpacity: Float {
    get { Float(flipbookLayer.shadow.opacity) }
    set { change("shadowOpacity") { flipbookLayer.shadow.opacity = Double(newValue) } }
  }
  /// Where the shadow falls from the layer, in points; (0, −3) unless set: a negative
  /// height puts it above, as in UIKit.
  open var shadowOffset: CGSize {
    get {
      CGSize(width: flipbookLayer.shadow.offset.width, height: flipbookLayer.shadow.offset.height)
    }
    set {
      change("shadowOffset") {
        flipbookLayer.shadow.offset = Size(
          width: Double(newValue.width), height: Double(newValue.height))
      }
    }
  }
  /// How far the shadow is blurred, in points; 3 unless set.
  open var shadowRadius: CGFloat {
    get { flipbookLayer.shadow.radius }
    set { change("shadowRadius") { flipbookLayer.shadow.radius = Double(newValue) } }
  }
  /// The shape the shadow is cast from, in the layer's coordinates; nil (the default, or
  /// an empty path, which reads back as nil) casts it from the layer's composited alpha.
  ///
  /// A change animates implicitly only between paths of the same elements; to or from
  /// nil, or between other paths, the new one shows at once, as ``CAShapeLayer/path``.
  open var shadowPath: CGPath? {
    get { flipbookLayer.shadow.path.map(CGPath.init) }
    set {
      let new = newValue?.flipbookPath ?? Path()
      if let timeline = flipbookLayer.timeline {
        let shown = flipbookLayer.presentedValues(at: timeline.now).shadow.path ?? Path()
        if shown.isEmpty || new.isEmpty || !shown.hasSameElementKinds(as: new) {
          flipbookLayer.shadow.path = new.isEmpty ? nil : new
          return
        }
      }
      change("shadowPath") { flipbookLayer.shadow.path = new.isEmpty ? nil : new }
    }
  }

  // MARK: Mask

  /// The layer whose alpha, in this layer's coordinates, multiplies this layer and its
  /// sublayers; nil (the default) masks nothing. Not animatable; the mask's own properties
  /// are, and it runs in this layer's time.
  ///
  /// As in Core Animation a mask has no superlayer: setting it removes it from its
  /// superlayer, and from the layer it masked before. A mask that is this layer, one of its
  /// ancestors or in its subtree would make the tree contain itself: that is a programmer
  /// error, and stops the program with a message saying so (Core Animation leaves it
  /// undefined).
  open var mask: CALayer? {
    get { ownMask }
    set {
      guard newValue !== ownMask else { return }
      do {
        try flipbookLayer.setMask(newValue?.flipbookLayer)
      } catch {
        preconditionFailure("CALayer.mask: \(error); see docs/porting.md")
      }
      ownMask?.maskOwner = nil
      if let newValue {
        newValue.removeFromSuperlayer()
        if let owner = newValue.maskOwner, owner !== self { owner.ownMask = nil }
        newValue.maskOwner = self
        if let timeline = flipbookLayer.timeline {
          newValue.joined(in: (events: timeline.eventsRun, time: timeline.now))
        }
      }
      ownMask = newValue
    }
  }

  // MARK: Time

  /// When the layer's time starts, in its superlayer's time.
  open var beginTime: CFTimeInterval {
    get { flipbookLayer.beginTime }
    set { flipbookLayer.beginTime = newValue }
  }
  /// How fast the layer's time runs relative to its superlayer's: 0 freezes the animations
  /// of the layer and its sublayers.
  open var speed: Float {
    get { Float(flipbookLayer.speed) }
    set { flipbookLayer.speed = Double(newValue) }
  }
  /// Added to the layer's time: with speed 0, the moment its animations show.
  open var timeOffset: CFTimeInterval {
    get { flipbookLayer.timeOffset }
    set { flipbookLayer.timeOffset = newValue }
  }

  /// The length of one pass of the layer's time, in seconds: its animations and sublayers
  /// then run in passes of this length. 0, the default, means the layer's time never ends.
  open var duration: CFTimeInterval {
    get { flipbookLayer.timing.duration }
    set { flipbookLayer.timing.duration = newValue }
  }
  /// How many passes of ``duration`` the layer's time makes; 0 means one.
  open var repeatCount: Float {
    get { Float(flipbookLayer.timing.repeatCount) }
    set { flipbookLayer.timing.repeatCount = Double(newValue) }
  }
  /// How long the passes repeat for; overrides ``repeatCount`` when positive.
  open var repeatDuration: CFTimeInterval {
    get { flipbookLayer.timing.repeatDuration }
    set { flipbookLayer.timing.repeatDuration = newValue }
  }
  /// Whether each pass of the layer's time runs forwards then backwards.
  open var autoreverses: Bool {
    get { flipbookLayer.timing.autoreverses }
    set { flipbookLayer.timing.autoreverses = newValue }
  }
  /// What the layer's time is outside its passes: without a fill, nothing in the layer
  /// animates there.
  open var fillMode: CAMediaTimingFillMode {
    get { flipbookLayer.timing.fillMode }
    set { flipbookLayer.timing.fillMode = newValue }
  }

  /// A time in `layer`'s time (absolute time, ``CACurrentMediaTime()``'s, when nil) in
  /// this layer's time: t_local = (t_parent − beginTime) · speed + timeOffset down from the
  /// root.
  open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
    let absolute = layer.map { $0.flipbookLayer.timelineTime(atLocalTime: t) } ?? t
    return flipbookLayer.localTime(atTimelineTime: absolute)
  }

  /// A time in this layer's time in `layer`'s time (absolute time when nil).
  open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
    let absolute = flipbookLayer.timelineTime(atLocalTime: t)
    return layer.map { $0.flipbookLayer.localTime(atTimelineTime: absolute) } ?? absolute
  }

  // MARK: Geometry helpers

  /// ``transform`` as an affine transform (its 2D part).
  open func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(transform)
  }

  /// Sets ``transform`` to the affine transform `m`.
  open func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  /// `p`, in this layer's coordinates, in `l`'s (the scene's when nil), through the model
  /// values, transforms and perspective included; NaN where `l` sees the point edge-on.
  open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    flipbookLayer.convert(Point(p), to: l?.flipbookLayer).map(CGPoint.init)
      ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
  }

  /// `p`, in `l`'s coordinates (the scene's when nil), in this layer's.
  open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    guard let l else {
      return flipbookLayer.convert(fromScene: Point(p)).map(CGPoint.init)
        ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }
    return l.convert(p, to: self)
  }

  /// The smallest rectangle in `l`'s coordinates (the scene's when nil) holding `r`, given
  /// in this layer's.
  open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    r.boundingBox { convert($0, to: l) }
  }

  /// The smallest rectangle in this layer's coordinates holding `r`, given in `l`'s (the
  /// scene's when nil).
  open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    r.boundingBox { convert($0, from: l) }
  }

  /// Whether `p`, in this layer's coordinates, lies inside its bounds.
  open func contains(_ p: CGPoint) -> Bool {
    bounds.contains(p)
  }

  /// Whether an archive of the layer keeps the value for `key`; true, as Core Animation's
  /// base implementation answers.
  open func shouldArchiveValue(forKey key: String) -> Bool {
    true
  }

  // MARK: Stored, never drawn

  /// Whether content drawn in `draw(in:)` is opaque, a drawing hint; false unless set.
  /// Stored only: the layer draws the same either way.
  open var isOpaque = false
  /// A filter compositing the layer with its background; nil unless set. Stored only: Apple
  /// documents that the property is not supported on layers in iOS.
  open var compositingFilter: Any?
  /// Filters applied to the layer and its sublayers; nil unless set. Stored only: Apple
  /// documents that the property is not supported on layers in iOS.
  open var filters: [Any]?
  /// Filters applied behind the layer; nil unless set. Stored only: Apple documents that
  /// the property is not supported on layers in iOS.
  open var backgroundFilters: [Any]?

  // MARK: Not there yet (declared here so that an override gets the message)

  /// Core Animation's `draw(in:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom drawing is not there yet: draw with CAShapeLayer, CAGradientLayer, CATextLayer or contents; see docs/porting.md
      """
  )
  open func draw(in ctx: CGContext) {}

  /// Core Animation's `display()`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom drawing is not there yet: draw with CAShapeLayer, CAGradientLayer, CATextLayer or contents; see docs/porting.md
      """
  )
  open func display() {}

  /// Core Animation's `needsDisplay(forKey:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom drawing is not there yet: draw with CAShapeLayer, CAGradientLayer, CATextLayer or contents; a custom property cannot redraw the layer; see docs/porting.md
      """
  )
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// Core Animation's `defaultValue(forKey:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      defaultValue(forKey:) is not asked yet: set the property's value in init(); see docs/porting.md
      """
  )
  open class func defaultValue(forKey key: String) -> Any? { nil }

  /// Core Animation's `layoutSublayers()`; not available yet.
  @available(
    *, unavailable,
    message: """
      layer layout is not there yet: lay out sublayers in a view's layoutSubviews(); see docs/porting.md
      """
  )
  open func layoutSublayers() {}

  /// Core Animation's `preferredFrameSize()`; not available yet.
  @available(
    *, unavailable,
    message: """
      layer layout is not there yet: lay out sublayers in a view's layoutSubviews(); see docs/porting.md
      """
  )
  open func preferredFrameSize() -> CGSize { bounds.size }

  /// Core Animation's `hitTest(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      CALayer.hitTest(_:) is not there yet: hit-test views (UIView.hitTest(_:with:)), or compare a point with presentation()?.frame; see docs/porting.md
      """
  )
  open func hitTest(_ p: CGPoint) -> CALayer? { nil }

  // MARK: Tree

  /// The sublayers added through this layer, back to front; nil when there are none.
  /// Setting it removes the present ones and adds the new ones in order.
  open var sublayers: [CALayer]? {
    get { ownSublayers.isEmpty ? nil : ownSublayers }
    set {
      for layer in ownSublayers { layer.removeFromSuperlayer() }
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }
  /// The layer this one was added to.
  open private(set) weak var superlayer: CALayer?

  /// Appends a sublayer, removing it from its previous superlayer first.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(ownSublayers.count))
  }

  /// Inserts a sublayer at `index` among the sublayers added through this layer.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    layer.maskOwner?.mask = nil
    let position = min(Int(index), ownSublayers.count)
    let engineIndex = engineIndex(at: position)
    ownSublayers.insert(layer, at: position)
    layer.superlayer = self
    flipbookLayer.insertSublayer(layer.flipbookLayer, at: engineIndex)
    if let timeline = flipbookLayer.timeline {
      layer.joined(in: (events: timeline.eventsRun, time: timeline.now))
    }
  }

  /// Inserts `layer` just below `sibling` among the sublayers (at the back when `sibling`
  /// is nil or not a sublayer), removing it from its previous superlayer first.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    insert(layer, nextTo: sibling, offset: 0, otherwise: 0)
  }

  /// Inserts `layer` just above `sibling` among the sublayers (at the front when `sibling`
  /// is nil or not a sublayer), removing it from its previous superlayer first.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    insert(layer, nextTo: sibling, offset: 1, otherwise: nil)
  }

  /// Inserts `layer` at `offset` past `sibling`'s index, or at `otherwise` (the front when
  /// nil) when `sibling` is not a sublayer.
  private func insert(_ layer: CALayer, nextTo sibling: CALayer?, offset: Int, otherwise: Int?) {
    guard layer !== sibling else { return }
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { sibling in ownSublayers.firstIndex { $0 === sibling } }
    insertSublayer(layer, at: UInt32(index.map { $0 + offset } ?? otherwise ?? ownSublayers.count))
  }

  /// Puts `newLayer` where `oldLayer`, a sublayer, is, and removes `oldLayer`; nothing when
  /// `oldLayer` is not a sublayer.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard oldLayer !== newLayer, oldLayer.superlayer === self else { return }
    insertSublayer(newLayer, below: oldLayer)
    oldLayer.removeFromSuperlayer()
  }

  /// Moves `sublayer`, one of this layer's, to just below `other` (to the front when nil)
  /// without it leaving the tree: a reordering, not a new arrival.
  func moveSublayer(_ sublayer: CALayer, below other: CALayer?) {
    guard sublayer.superlayer === self, other !== sublayer else { return }
    ownSublayers.removeAll { $0 === sublayer }
    sublayer.flipbookLayer.removeFromSuperlayer()
    let position = other.flatMap { other in ownSublayers.firstIndex { $0 === other } }
    let index = position ?? ownSublayers.count
    let engineIndex = engineIndex(at: index)
    ownSublayers.insert(sublayer, at: index)
    flipbookLayer.insertSublayer(sublayer.flipbookLayer, at: engineIndex)
  }

  /// Where in the engine layer's sublayers one goes that is to take `position` among the
  /// sublayers added through this layer.
  private func engineIndex(at position: Int) -> Int {
    guard position < ownSublayers.count else { return flipbookLayer.sublayers.count }
    return flipbookLayer.sublayers.firstIndex { $0 === ownSublayers[position].flipbookLayer }
      ?? flipbookLayer.sublayers.count
  }

  /// Notes that this subtree joined the shown tree in `turn`.
  private func joined(in turn: (events: Int, time: Double)) {
    joinedTurn = turn
    if let timeline = flipbookLayer.timeline {
      for event in waitingEvents { timeline.record(event.name, event.fields()) }
      waitingEvents = []
    }
    for sublayer in ownSublayers { sublayer.joined(in: turn) }
    ownMask?.joined(in: turn)
  }

  /// Detaches the layer from its superlayer.
  open func removeFromSuperlayer() {
    superlayer?.ownSublayers.removeAll { $0 === self }
    superlayer = nil
    flipbookLayer.removeFromSuperlayer()
  }

  /// Logs `name` with `fields` on the layer's timeline; on a layer on none yet, when it
  /// joins one (the fields made then: the layer may have been named meanwhile), so that what
  /// is set up before a view is shown is reported too.
  func log(
    _ name: String, _ fields: @escaping () -> [(key: String, value: TimelineEvent.Value)]
  ) {
    if let timeline = flipbookLayer.timeline {
      timeline.record(name, fields())
    } else {
      waitingEvents.append((name, fields))
    }
  }

  // MARK: Actions

  /// The action for a change of `event`, searched as Core Animation documents: the
  /// delegate's ``CALayerDelegate/action(for:forKey:)``, the ``actions`` dictionary, the
  /// `"actions"` dictionaries of the ``style`` hierarchy, then
  /// ``defaultAction(forKey:)``. The first non-nil answer ends the search; `NSNull` is nil.
  open func action(forKey event: String) -> CAAction? {
    func found(_ action: CAAction?) -> CAAction?? {
      guard let action else { return nil }
      return .some(action is NSNull ? nil : action)
    }
    if let answer = found(delegate?.action(for: self, forKey: event)) { return answer }
    if let answer = found(actions?[event]) { return answer }
    var level = style
    while let dictionary = level {
      if let answer = found((dictionary["actions"] as? [String: CAAction])?[event]) {
        return answer
      }
      level = dictionary["style"] as? [AnyHashable: Any]
    }
    return found(Self.defaultAction(forKey: event)) ?? nil
  }

  /// The action of a class for a change of `event`: for an animatable property, an
  /// animation of it with no values (run as an action, it goes from the value shown before
  /// the change to the new one), the transaction's timing function and its duration
  /// (Core Animation's implicit animation); nil for other keys. Subclasses override it to
  /// give their own.
  ///
  /// The `default` curve, control points (0.25, 0.1) and (0.25, 1.0), unless the
  /// transaction sets a function: CAMediaTimingFunction.h names `default` "the curve used by
  /// implicit animations created by Core Animation".
  open class func defaultAction(forKey event: String) -> CAAction? {
    // A key that names no animatable property has no default action, as in Core Animation.
    guard (try? AnimationKeyPath(event)) != nil else { return nil }
    let animation = CABasicAnimation(keyPath: event)
    animation.timingFunction =
      CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
    return animation
  }

  /// Sets the model with `apply`, running the action for `key` when actions are on and the
  /// layer has been shown: it is on a timeline and joined it before the current turn.
  /// (Inferred: with no values, Core Animation's animation runs "between the previous value
  /// of keyPath in the render tree and the current value"; a layer not yet drawn has no
  /// previous value, so setting up a new layer animates nothing.)
  ///
  /// A view's own layer leaves the choice to the view, shown or not: inside an animation
  /// block UIKit animates a view added in the same turn too.
  func change(_ key: String, _ apply: () -> Void) {
    // Every caller passes an animatable property's name, which always parses.
    guard let timeline = flipbookLayer.timeline, !CATransaction.disableActions(),
      delegate is UIView
        || joinedTurn.map({ $0 != (events: timeline.eventsRun, time: timeline.now) }) ?? true,
      let action = action(forKey: key), let path = try? AnimationKeyPath(key),
      let previous = path.component(
        of: flipbookLayer.presentedValues(at: timeline.now)[path.property])
    else {
      apply()
      return
    }
    apply()
    let outer = changing
    changing = (key: key, previous: previous)
    action.run(forKey: key, object: self, arguments: nil)
    changing = outer
  }

  // MARK: Animations

  /// Attaches an animation under `key`, replacing one already there. The animation is read
  /// now: changing it afterwards changes nothing on the layer.
  ///
  /// An animation the engine cannot run — an unknown key path, a value of the wrong type for
  /// the key path, invalid timing — is rejected: the layer's timeline logs
  /// `animation.rejected` with the reason (naming the key path) and the delegate is told
  /// `animationDidStop(_:finished: false)`. ``CAAnimation/validate()`` throws the same error.
  ///
  /// As in Core Animation, an animation whose duration is 0 or negative gets the
  /// transaction's animation duration (0.25 s unless set), and one without a timing
  /// function gets the transaction's, if set. The delegate is told
  /// `animationDidStart(_:)` at its begin time.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    let stack = TransactionStack.current
    let timeline = flipbookLayer.timeline
    let animation: any LayerAnimation
    do {
      animation = try transactionDefaults(anim.makeLayerAnimation(), stack: stack)
    } catch {
      reject(anim, key: key, reason: error)
      return
    }
    if let key { addedAnimations[key] = anim }
    // A layer on no timeline never runs the animation: it holds no transaction open.
    let groups = timeline.map { stack.animationAdded(on: $0) } ?? []
    func tell(_ message: @escaping (CAAnimationDelegate) -> Void) {
      guard let delegate = anim.delegate else { return }
      if let timeline {
        TransactionStack.current.handle(on: timeline) { message(delegate) }
      } else {
        message(delegate)
      }
    }
    flipbookLayer.add(
      animation, forKey: key, started: { tell { $0.animationDidStart(anim) } },
      completion: { [weak self] finished in
        if let key, self?.addedAnimations[key] === anim,
          self?.flipbookLayer.animation(forKey: key) == nil
        {
          self?.addedAnimations[key] = nil
        }
        tell { $0.animationDidStop(anim, finished: finished) }
        for group in groups { group.animationStopped() }
      })
  }

  /// The animation with what the open transactions and the property change being handled
  /// give it: their duration when its own is 0, their timing function when it has none,
  /// and, run as the action of a change, the value shown before as its start.
  private func transactionDefaults(_ made: any LayerAnimation, stack: TransactionStack)
    -> any LayerAnimation
  {
    var made = made
    if made.timing.duration == 0 {
      made.timing.duration = stack.animationDuration ?? MediaTiming.defaultDuration
    }
    let function =
      (stack.value(forKey: kCATransactionAnimationTimingFunction)
      as? CAMediaTimingFunction)?.flipbookFunction
    switch made {
    case var basic as BasicAnimation:
      if basic.timingFunction == nil { basic.timingFunction = function }
      if let changing, basic.keyPath.string == changing.key, basic.fromValue == nil,
        basic.toValue == nil, basic.byValue == nil
      {
        basic.fromValue = changing.previous
      }
      made = basic
    case var keyframe as KeyframeAnimation:
      if keyframe.timingFunction == nil { keyframe.timingFunction = function }
      made = keyframe
    case var group as AnimationGroup:
      if group.timingFunction == nil { group.timingFunction = function }
      made = group
    case var transition as LayerTransition:
      if transition.timingFunction == nil { transition.timingFunction = function }
      made = transition
    default: break
    }
    return made
  }

  /// Removes the animation under `key`; its delegate is told it did not finish.
  open func removeAnimation(forKey key: String) {
    flipbookLayer.removeAnimation(forKey: key)
    addedAnimations[key] = nil
  }

  /// Removes every animation.
  open func removeAllAnimations() {
    flipbookLayer.removeAllAnimations()
    addedAnimations.removeAll()
  }

  /// The animation added under `key`, while it is attached (the object that was added).
  open func animation(forKey key: String) -> CAAnimation? {
    guard flipbookLayer.animation(forKey: key) != nil else { return nil }
    return addedAnimations[key]
  }

  /// The keys of the attached animations, in the order they were added; nil when none.
  open func animationKeys() -> [String]? {
    let keys = flipbookLayer.animationKeys
    return keys.isEmpty ? nil : keys
  }

  /// A copy of the layer as it shows now (at its timeline's current time), animations
  /// applied — a ``CAShapeLayer``, ``CAGradientLayer``, ``CAReplicatorLayer`` or
  /// ``CATextLayer`` for one of those, its shape, gradient, replicator or text as shown; nil
  /// when the layer is on no timeline.
  open func presentation() -> CALayer? {
    guard let timeline = flipbookLayer.timeline else { return nil }
    let copy = Layer(frame: .zero, name: flipbookLayer.name)
    copy.values = flipbookLayer.presentedValues(at: timeline.now)
    let presented: CALayer =
      switch self {
      case let text as CATextLayer: text.presentationCopy(of: copy)
      case is CAShapeLayer: CAShapeLayer(flipbookLayer: copy)
      case is CAGradientLayer: CAGradientLayer(flipbookLayer: copy)
      case is CAReplicatorLayer: CAReplicatorLayer(flipbookLayer: copy)
      default: CALayer(flipbookLayer: copy)
      }
    presented.modelLayer = self
    return presented
  }

  /// The model layer: for a copy ``presentation()`` returned, the layer it shows; for any
  /// other layer, itself.
  open func model() -> Self {
    (modelLayer as? Self) ?? self
  }

  /// Refuses `anim`: logs `animation.rejected` with `reason` and tells the delegate it did
  /// not finish.
  func reject(_ anim: CAAnimation, key: String?, reason: Error) {
    var fields: [(key: String, value: TimelineEvent.Value)] = [
      (key: "layer", value: .string(name ?? "unnamed"))
    ]
    if let key { fields.append((key: "key", value: .string(key))) }
    if let path = (anim as? CAPropertyAnimation)?.keyPath {
      fields.append((key: "keyPath", value: .string(path)))
    }
    fields.append((key: "reason", value: .string(reason.localizedDescription)))
    flipbookLayer.timeline?.record("animation.rejected", fields)
    anim.delegate?.animationDidStop(anim, finished: false)
  }
}
