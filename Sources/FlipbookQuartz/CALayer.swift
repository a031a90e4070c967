import Animation
import Foundation
import Geometry
import Layers
import Pixels

/// A layer, as `CALayer`: Core Animation's spellings over one of the engine's `Layer`s,
/// which holds the model, draws and animates.
open class CALayer: NSObject {
  /// The engine's layer this one stands for.
  public let flipbookLayer: Layer
  /// The animation objects added by key, to hand back the same object.
  private var addedAnimations: [String: CAAnimation] = [:]
  private var ownSublayers: [CALayer] = []

  /// A new layer with an empty frame.
  public override init() {
    flipbookLayer = Layer()
    super.init()
  }

  /// The layer that stands for an engine layer (a scene's root, say).
  public init(flipbookLayer: Layer) {
    self.flipbookLayer = flipbookLayer
    super.init()
  }

  // MARK: Geometry and appearance

  /// The layer's own coordinate space.
  open var bounds: CGRect {
    get { CGRect(flipbookLayer.bounds) }
    set { flipbookLayer.bounds = Rect(newValue) }
  }
  /// Where the anchor point sits in the superlayer.
  open var position: CGPoint {
    get { CGPoint(flipbookLayer.position) }
    set { flipbookLayer.position = Point(newValue) }
  }
  /// The point of the bounds, in unit coordinates, that position and transform refer to.
  open var anchorPoint: CGPoint {
    get { CGPoint(flipbookLayer.anchorPoint) }
    set { flipbookLayer.anchorPoint = Point(newValue) }
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
    set { flipbookLayer.zPosition = newValue }
  }
  /// The transform about the anchor point.
  open var transform: CATransform3D {
    get { flipbookLayer.transform }
    set { flipbookLayer.transform = newValue }
  }
  /// The transform applied to the sublayers.
  open var sublayerTransform: CATransform3D {
    get { flipbookLayer.sublayerTransform }
    set { flipbookLayer.sublayerTransform = newValue }
  }
  /// Opacity, 0...1.
  open var opacity: Float {
    get { Float(flipbookLayer.opacity) }
    set { flipbookLayer.opacity = Double(newValue) }
  }
  /// Whether the layer is left out of rendering.
  open var isHidden: Bool {
    get { flipbookLayer.isHidden }
    set { flipbookLayer.isHidden = newValue }
  }
  /// The colour behind the contents.
  open var backgroundColor: CGColor? {
    get { flipbookLayer.backgroundColor.map(CGColor.init) }
    set { flipbookLayer.backgroundColor = newValue?.flipbookColor }
  }
  /// The corner radius of background, border and clip.
  open var cornerRadius: CGFloat {
    get { flipbookLayer.cornerRadius }
    set { flipbookLayer.cornerRadius = newValue }
  }
  /// The border width.
  open var borderWidth: CGFloat {
    get { flipbookLayer.borderWidth }
    set { flipbookLayer.borderWidth = newValue }
  }
  /// The border colour.
  open var borderColor: CGColor? {
    get { CGColor(flipbookLayer.borderColor) }
    set { flipbookLayer.borderColor = newValue?.flipbookColor ?? .black }
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

  // MARK: Tree

  /// The sublayers added through this layer, back to front; nil when there are none.
  open var sublayers: [CALayer]? { ownSublayers.isEmpty ? nil : ownSublayers }
  /// The layer this one was added to.
  open private(set) weak var superlayer: CALayer?

  /// Appends a sublayer, removing it from its previous superlayer first.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(ownSublayers.count))
  }

  /// Inserts a sublayer at `index` among the sublayers added through this layer.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    let position = min(Int(index), ownSublayers.count)
    let engineIndex =
      position < ownSublayers.count
      ? flipbookLayer.sublayers.firstIndex { $0 === ownSublayers[position].flipbookLayer }
        ?? flipbookLayer.sublayers.count
      : flipbookLayer.sublayers.count
    ownSublayers.insert(layer, at: position)
    layer.superlayer = self
    flipbookLayer.insertSublayer(layer.flipbookLayer, at: engineIndex)
  }

  /// Detaches the layer from its superlayer.
  open func removeFromSuperlayer() {
    superlayer?.ownSublayers.removeAll { $0 === self }
    superlayer = nil
    flipbookLayer.removeFromSuperlayer()
  }

  // MARK: Animations

  /// Attaches an animation under `key`, replacing one already there. The animation is read
  /// now: changing it afterwards changes nothing on the layer.
  ///
  /// An animation the engine cannot run — an unknown key path, a value of the wrong type for
  /// the key path, invalid timing — is rejected: the layer's timeline logs
  /// `animation.rejected` with the reason (naming the key path) and the delegate is told
  /// `animationDidStop(_:finished: false)`. ``CAAnimation/validate()`` throws the same error.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    let stack = TransactionStack.current
    if let timeline = flipbookLayer.timeline { stack.tie(to: timeline) }
    let animation: any LayerAnimation
    do {
      var made = try anim.makeLayerAnimation()
      if made.timing.duration == 0, let duration = stack.animationDuration {
        made.timing.duration = duration
      }
      animation = made
    } catch {
      reject(anim, key: key, reason: error)
      return
    }
    if let key { addedAnimations[key] = anim }
    let timeline = flipbookLayer.timeline
    flipbookLayer.add(animation, forKey: key) { [weak self] finished in
      if let key, self?.addedAnimations[key] === anim,
        self?.flipbookLayer.animation(forKey: key) == nil
      {
        self?.addedAnimations[key] = nil
      }
      guard let delegate = anim.delegate else { return }
      if let timeline {
        TransactionStack.current.handle(on: timeline) {
          delegate.animationDidStop(anim, finished: finished)
        }
      } else {
        delegate.animationDidStop(anim, finished: finished)
      }
    }
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
  /// applied; nil when the layer is on no timeline.
  open func presentation() -> CALayer? {
    guard let timeline = flipbookLayer.timeline else { return nil }
    let values = flipbookLayer.presentation(at: timeline.now).values
    let copy = Layer(frame: .zero, name: flipbookLayer.name)
    copy.bounds = values.bounds
    copy.position = values.position
    copy.anchorPoint = values.anchorPoint
    copy.zPosition = values.zPosition
    copy.transform = values.transform
    copy.sublayerTransform = values.sublayerTransform
    copy.opacity = values.opacity
    copy.backgroundColor = flipbookLayer.backgroundColor == nil ? nil : values.backgroundColor
    copy.cornerRadius = values.cornerRadius
    copy.borderWidth = values.borderWidth
    copy.borderColor = values.borderColor
    copy.isHidden = flipbookLayer.isHidden
    return CALayer(flipbookLayer: copy)
  }

  private func reject(_ anim: CAAnimation, key: String?, reason: Error) {
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
