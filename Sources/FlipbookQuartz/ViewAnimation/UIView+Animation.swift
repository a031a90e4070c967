import Animation
import Foundation
import Geometry
import Interaction
import Layers
import Pixels

extension UIView {
  /// How a block animation runs, as UIKit's `UIView.AnimationOptions`, with UIKit's raw
  /// values: the curve in bits 16–19, the transition in bits 20–23.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt

    /// Options from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews during the animation (accepted; layout is not animated here).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let touches reach the views while they animate; without it, a view does not receive
    /// touches while a block's animation runs on it.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the value on screen (animations always do here: they are additive).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backwards after each forward pass; combined with ``repeat``.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Use this duration rather than an enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Use this curve rather than an enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Animate contents by redrawing (accepted, no effect).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hide and show views in a transition instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ignore the options of an enclosing block.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Slow at both ends: Core Animation's `easeInEaseOut`. The default.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow at the start: `easeIn`.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end: `easeOut`.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Even pace.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition. The default.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flip about the vertical axis, the left side coming forward.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip about the vertical axis, the right side coming forward.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Page curl upwards (not supported: the change is made without animation).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Page curl downwards (not supported: the change is made without animation).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Dissolve from the old content to the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip about the horizontal axis, the top coming forward.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip about the horizontal axis, the bottom coming forward.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The display's default frame rate.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames a second (accepted; the scene's frame rate decides).
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames a second (accepted; the scene's frame rate decides).
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The curve bits, 0...3.
    var curveIndex: UInt { (rawValue >> 16) & 0xF }
    /// The transition bits, 0...7.
    var transitionIndex: UInt { (rawValue >> 20) & 0xF }
  }

  /// An animation curve, as UIKit's `UIView.AnimationCurve`.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at both ends; the default curve for most animations.
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Even pace.
    case linear

    /// The Core Animation curve: UIKit's logged animations show `easeInOut` as
    /// `easeInEaseOut`; the other three map by name.
    var timingFunction: CAMediaTimingFunction {
      switch self {
      case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
      case .easeIn: CAMediaTimingFunction(name: .easeIn)
      case .easeOut: CAMediaTimingFunction(name: .easeOut)
      case .linear: CAMediaTimingFunction(name: .linear)
      }
    }
  }

  // MARK: Block animations

  /// Animates the changes `animations` makes to views over `duration` seconds with the
  /// ease-in-ease-out curve. A duration of 0 or less makes the changes without animating.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates the changes `animations` makes, then calls `completion` with whether the
  /// animations ran to their end.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates the changes `animations` makes to views' frame, bounds, center, transform,
  /// alpha and background colour, starting after `delay`, with the curve and repetition
  /// `options` give. Each change animates from the value on screen to the new value; an
  /// animation already running on the property keeps running and the two add up, so the
  /// view never jumps. `completion` runs with `true` once every animation has ended, or
  /// with `false` if one was removed first; with a duration of 0 or less the changes are
  /// made at once and `completion` runs as the next event.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let curve = AnimationCurve(rawValue: Int(options.curveIndex)) ?? .easeInOut
    run(
      BlockAnimation(
        duration: duration, delay: delay, options: options, timing: .curve(curve)),
      animations: animations, completion: completion)
  }

  /// Animates the changes `animations` makes with a spring that settles in `duration`
  /// seconds: `dampingRatio` 1 settles without overshoot, smaller values oscillate;
  /// `velocity` is the start speed in units of the whole distance per second.
  ///
  /// The spring has mass 1 and the stiffness and damping UIKit derives from the damping
  /// ratio and the duration (Framer's converter, see `UIKitSpringMapping`); it runs for
  /// `duration` seconds, by which time it is within 0.001 of the distance of its end.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let mapping = UIKitSpringMapping(
      dampingRatio: Double(dampingRatio), duration: duration, velocity: Double(velocity))
    run(
      BlockAnimation(
        duration: duration, delay: delay, options: options,
        timing: .spring(
          Spring(
            mass: 1, stiffness: mapping.stiffness, damping: mapping.damping,
            initialVelocity: Double(velocity)))),
      animations: animations, completion: completion)
  }

  /// Makes the changes `actionsWithoutAnimation` makes without animating them, even inside
  /// an animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let stack = AnimationContextStack.current
    stack.contexts.append(nil)
    defer { stack.contexts.removeLast() }
    actionsWithoutAnimation()
  }

  /// Whether animations are enabled: false only inside ``performWithoutAnimation(_:)``.
  public class var areAnimationsEnabled: Bool {
    AnimationContextStack.current.contexts.last.map { $0 != nil } ?? true
  }

  /// Whether a change made now is animated by an enclosing animation block. The block adds
  /// the animations itself, so a view's layer asks for no other action either way.
  static var isInsideAnimationBlock: Bool {
    (AnimationContextStack.current.contexts.last ?? nil) != nil
  }

  /// Runs `animations` as one block: its changes become animations of `block`'s kind,
  /// counted by one transaction whose completion calls `completion`.
  static func run(
    _ block: BlockAnimation, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    var block = block
    if let outer = AnimationContextStack.current.contexts.last as? BlockRecorder {
      block.inherit(from: outer.block)
    }
    record(with: BlockRecorder(block: block), animations: animations, completion: completion)
  }

  /// Runs `animations` with `recorder` turning their changes into animations, all in one
  /// transaction whose block calls `completion` once every one of them has ended or been
  /// removed. A block that repeats forever completes only when its animations are removed,
  /// with `finished` false, as UIKit's `removeAllAnimations()` on a pulsing view does.
  static func record(
    with recorder: AnimationRecorder, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    CATransaction.begin()
    // Set before the changes: a transaction's block counts the animations added after it.
    let tracker = recorder.tracker
    CATransaction.setCompletionBlock { completion?(tracker.finished) }
    let stack = AnimationContextStack.current
    stack.contexts.append(recorder)
    animations()
    stack.contexts.removeLast()
    recorder.finish()
    TransactionStack.current.commit(fallback: recorder.timeline)
  }

  // MARK: Property changes

  /// Makes a change to the animatable properties; inside an animation block, every
  /// property it changes is animated from its value before the change.
  func animatingChanges(_ change: () -> Void) {
    let stack = AnimationContextStack.current
    guard let recorder = stack.contexts.last ?? nil else {
      change()
      return
    }
    recorder.willChange(self)
    let before = AnimatableState(layer.flipbookLayer)
    let outer = stack.viewChanging
    stack.viewChanging = ObjectIdentifier(self)
    change()
    stack.viewChanging = outer
    let after = AnimatableState(layer.flipbookLayer)
    recorder.record(view: self, from: before, to: after)
  }

  /// The action for a change of the view's own layer made directly (`view.layer.opacity =
  /// 0`) inside an animation block: the change animates with the block, as on iOS, where a
  /// backing layer's animatable property set in the block animates with its timing and
  /// counts for its completion. Nil outside a block, and for changes the view's own setters
  /// make (they animate them themselves).
  func animationBlockAction() -> CAAction? {
    let stack = AnimationContextStack.current
    guard let recorder = stack.contexts.last ?? nil, stack.viewChanging != ObjectIdentifier(self)
    else { return nil }
    recorder.willChange(self)
    return BlockChangeAction(
      view: self, recorder: recorder, before: AnimatableState(layer.flipbookLayer))
  }
}

/// Turns a change of a view's own layer, made inside an animation block, into the block's
/// animations once the layer's model holds the new value.
private final class BlockChangeAction: CAAction {
  let view: UIView
  let recorder: AnimationRecorder
  let before: AnimatableState

  init(view: UIView, recorder: AnimationRecorder, before: AnimatableState) {
    self.view = view
    self.recorder = recorder
    self.before = before
  }

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    recorder.record(view: view, from: before, to: AnimatableState(view.layer.flipbookLayer))
  }
}

/// The values of a layer that view animation blocks animate, by Core Animation key path.
struct AnimatableState {
  var values: [(keyPath: String, value: AnimatableValue?)]

  init(_ layer: Layer) {
    values =
      [
        ("position", .point(layer.position)),
        ("bounds", .rect(layer.bounds)),
        ("transform", .transform(layer.transform)),
        ("opacity", .scalar(layer.opacity)),
        ("backgroundColor", layer.backgroundColor.map { .color($0) }),
      ] + Self.backdrop(layer.values)
  }

  /// A visual effect view's blur, which its `effect` animates.
  private static func backdrop(_ values: PropertyValues) -> [(String, AnimatableValue?)] {
    [LayerProperty.backdropRadius, .backdropSaturation, .backdropColor].map {
      ($0.rawValue, values[$0])
    }
  }

  /// The values a layer shows: its presentation's.
  init(presented values: PropertyValues) {
    self.values =
      [
        ("position", .point(values.position)),
        ("bounds", .rect(values.bounds)),
        ("transform", .transform(values.transform)),
        ("opacity", .scalar(values.opacity)),
        ("backgroundColor", values[.backgroundColor]),
      ] + Self.backdrop(values)
  }

  /// The value for `keyPath`.
  func value(forKeyPath keyPath: String) -> AnimatableValue? {
    values.first { $0.keyPath == keyPath }?.value
  }

  /// The key paths whose values differ from `other`'s, with both values.
  func changes(to other: AnimatableState) -> [(
    keyPath: String, from: AnimatableValue?, to: AnimatableValue?
  )] {
    zip(values, other.values).compactMap { old, new in
      old.value == new.value ? nil : (old.keyPath, old.value, new.value)
    }
  }
}

/// What an animation block asks for: its duration, delay, options and curve or spring.
struct BlockAnimation {
  /// How progress follows time.
  enum Timing {
    case curve(UIView.AnimationCurve)
    case spring(Spring)
    case keyframes(UIView.AnimationCurve, CAAnimationCalculationMode)
  }

  var duration: TimeInterval
  var delay: TimeInterval
  var options: UIView.AnimationOptions
  var timing: Timing

  /// Whether changes animate at all: UIKit makes them without animating for a duration of
  /// 0 or less.
  var animates: Bool { duration > 0 }

  /// Takes what a block nested in `outer` inherits: its duration, curve (or spring) and
  /// repetition, unless the options override them. Apple: without
  /// `overrideInheritedDuration` "the animation inherits the remaining duration of the
  /// in-flight animation"; the curve and the options are taken likewise (inferred from the
  /// two other override options).
  mutating func inherit(from outer: BlockAnimation) {
    if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
    if !options.contains(.overrideInheritedCurve) {
      switch (timing, outer.timing) {
      case (.curve, .curve), (.curve, .spring): timing = outer.timing
      default: break
      }
    }
    if !options.contains(.overrideInheritedOptions) {
      let inherited: UIView.AnimationOptions = [.repeat, .autoreverse]
      options = options.subtracting(inherited).union(outer.options.intersection(inherited))
    }
  }

  /// Sets the timing every animation of the block shares on `animation`.
  func configure(_ animation: CAAnimation, now: TimeInterval) {
    animation.duration = duration
    animation.fillMode = .both
    if delay > 0 { animation.beginTime = now + delay }
    if options.contains(.repeat) { animation.repeatCount = .infinity }
    if options.contains(.autoreverse) { animation.autoreverses = true }
    switch timing {
    case .curve(let curve), .keyframes(let curve, _):
      animation.timingFunction = curve.timingFunction
    case .spring: break
    }
  }
}

/// Something an animation block's changes are reported to.
class AnimationRecorder {
  /// The timeline of the first changed view on one, for the block's transaction.
  var timeline: Timeline?
  /// Collects whether every animation finished.
  let tracker = CompletionTracker()

  /// A view's animatable properties are about to change.
  func willChange(_ view: UIView) {}

  /// A view's animatable properties changed from `before` to `after`.
  func record(view: UIView, from before: AnimatableState, to after: AnimatableState) {
    if timeline == nil { timeline = view.layer.flipbookLayer.timeline }
  }

  /// The block's closure has returned.
  func finish() {}

  /// Adds `animation` to `layer` under a key no running animation uses, so that earlier
  /// animations of the same property keep running.
  func add(_ animation: CAPropertyAnimation, to layer: CALayer) {
    let key = ViewAnimation.freeKey(
      for: animation.keyPath ?? "animation", on: layer.flipbookLayer)
    animation.delegate = tracker
    tracker.count += 1
    layer.add(animation, forKey: key)
  }
}

/// Turns each change in a `UIView.animate` block into an additive animation.
final class BlockRecorder: AnimationRecorder {
  let block: BlockAnimation

  init(block: BlockAnimation) {
    self.block = block
  }

  /// Adds, per changed property, an additive animation from old − new to zero over the new
  /// model value. This is how UIKit composes since iOS 8 (WWDC 2014 session 236, "Building
  /// Interruptible and Responsive Interactions"; logged animations show `additive = 1`,
  /// `fillMode = both`): an animation already running keeps running, so at the moment of
  /// the change the sum of the deltas equals what was on screen — no jump — and the old
  /// motion blends into the new. Opacity and colour are made additive too (UIKit's choice
  /// for them is not known); a transform's delta is old · new⁻¹, concatenated as Core
  /// Animation adds transforms, falling back to an absolute animation from the value on
  /// screen when the new transform cannot be inverted.
  override func record(view: UIView, from before: AnimatableState, to after: AnimatableState) {
    super.record(view: view, from: before, to: after)
    guard block.animates else { return }
    let layer = view.layer
    let now = layer.flipbookLayer.timeline?.now ?? 0
    for change in before.changes(to: after) {
      guard let new = change.to else { continue }
      let old = change.from ?? .color(.clear)
      let animation: CABasicAnimation
      switch block.timing {
      case .spring(let spring):
        let springAnimation = CASpringAnimation(keyPath: change.keyPath)
        springAnimation.mass = spring.mass
        springAnimation.stiffness = spring.stiffness
        springAnimation.damping = spring.damping
        springAnimation.initialVelocity = spring.initialVelocity
        animation = springAnimation
      case .curve, .keyframes:
        animation = CABasicAnimation(keyPath: change.keyPath)
      }
      if let delta = ViewAnimation.additiveEnds(from: old, to: new) {
        animation.isAdditive = true
        animation.fromValue = delta.from
        animation.toValue = delta.to
      } else {
        let presented = layer.flipbookLayer.presentation(at: now).values
        animation.fromValue =
          change.keyPath == "transform" ? .transform(presented.transform) : old
        animation.toValue = new
      }
      block.configure(animation, now: now)
      // Apple: "During an animation, user interactions are temporarily disabled for the
      // views being animated", unless the options allow them.
      if !block.options.contains(.allowUserInteraction) {
        layer.flipbookLayer.interactionBlockingAnimations += 1
        tracker.blocking[ObjectIdentifier(animation)] = layer.flipbookLayer
      }
      add(animation, to: layer)
    }
  }
}

/// Whether every animation of a block finished, as its completion's `finished` argument.
final class CompletionTracker: CAAnimationDelegate {
  /// How many animations were added.
  var count = 0
  /// False once one was removed or rejected before its end.
  var finished = true

  /// The layers an animation keeps from touches until it stops, by animation.
  var blocking: [ObjectIdentifier: Layer] = [:]

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    if !flag { finished = false }
    blocking.removeValue(forKey: ObjectIdentifier(anim))?.interactionBlockingAnimations -= 1
  }
}

/// The animation blocks open on a thread, innermost last; nil stands for
/// `performWithoutAnimation`.
final class AnimationContextStack {
  var contexts: [AnimationRecorder?] = []
  /// The view whose own setter is changing its layer, which asks for no other action.
  var viewChanging: ObjectIdentifier?

  private static let threadKey = "FlipbookQuartz.AnimationContextStack"

  /// This thread's stack.
  static var current: AnimationContextStack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[threadKey] as? AnimationContextStack { return stack }
    let stack = AnimationContextStack()
    dictionary[threadKey] = stack
    return stack
  }
}
