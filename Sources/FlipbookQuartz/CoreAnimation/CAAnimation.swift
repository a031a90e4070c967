import Animation
import Foundation

/// Told when an animation starts and stops, as Core Animation's `CAAnimationDelegate`.
public protocol CAAnimationDelegate: AnyObject {
  /// The animation began its active duration (at its begin time).
  func animationDidStart(_ anim: CAAnimation)
  /// The animation stopped: `finished` is true at the end of its active interval, false
  /// when it was removed, replaced or rejected before that.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing, as the optional method left out.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing, as the optional method left out.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Something a layer runs when one of its properties changes, as Core Animation's
/// `CAAction`: ``CAAnimation`` adds itself to the layer; `NSNull` does nothing.
public protocol CAAction {
  /// Runs the action for the event `event` (a property's key) on `anObject` (the layer).
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
  /// Does nothing: as an action, `NSNull` means "no action".
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}

/// The base of the animation classes, as `CAAnimation`: media timing, the timing function,
/// removal on completion and the delegate. What it animates is read when the animation is
/// added to a layer, which turns it into one of the engine's animations.
open class CAAnimation: NSObject, CAAction {
  /// When it starts, in the layer's time; 0 means when it is added.
  open var beginTime: TimeInterval = 0
  /// The length of one pass; 0 or negative means the transaction's animation duration
  /// (0.25 s unless set) once added to a layer, 0.25 s inside a group.
  open var duration: TimeInterval = 0
  /// How fast local time runs relative to the layer's.
  open var speed: Float = 1
  /// Added to local time: a phase shift within the cycle.
  open var timeOffset: TimeInterval = 0
  /// How many passes; 0 means one, `.infinity` forever.
  open var repeatCount: Float = 0
  /// How long to repeat for; overrides `repeatCount` when positive.
  open var repeatDuration: TimeInterval = 0
  /// Whether each pass plays forwards then backwards.
  open var autoreverses = false
  /// What shows outside the active interval.
  open var fillMode = CAMediaTimingFillMode.removed
  /// The easing of each pass; nil is linear.
  open var timingFunction: CAMediaTimingFunction?
  /// Whether the layer drops the animation when its active interval ends.
  open var isRemovedOnCompletion = true
  /// Told when the animation stops; held strongly, as Core Animation does.
  open var delegate: CAAnimationDelegate?

  /// Whether an archive of the animation keeps the value for `key`; true, as Core
  /// Animation's base implementation answers.
  open func shouldArchiveValue(forKey key: String) -> Bool {
    true
  }

  /// Core Animation's `defaultValue(forKey:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      defaultValue(forKey:) is not asked yet: set the property's value in init(); see \
      docs/porting.md
      """
  )
  open class func defaultValue(forKey key: String) -> Any? { nil }
  /// The values set by key-value coding, by key.
  var keyedValues: [String: Any] = [:]

  /// An animation with Core Animation's defaults.
  public override init() {
    super.init()
  }

  /// The timing properties as the engine holds them; a duration that is 0 or negative
  /// is 0 there, the default.
  public var mediaTiming: MediaTiming {
    var timing = MediaTiming(duration: duration > 0 ? duration : 0)
    timing.beginTime = beginTime
    timing.speed = Double(speed)
    timing.timeOffset = timeOffset
    timing.repeatCount = Double(repeatCount)
    timing.repeatDuration = repeatDuration
    timing.autoreverses = autoreverses
    timing.fillMode = fillMode
    return timing
  }

  /// The engine's animation this one describes now.
  ///
  /// - Throws: `AnimationError` naming the key path for a value the key path cannot take
  ///   (`unknownKeyPath`, `valueTypeMismatch`), or for an invalid configuration.
  open func makeLayerAnimation() throws -> any LayerAnimation {
    throw AnimationError.invalidTiming(
      "\(type(of: self)) animates nothing: use CABasicAnimation, CAKeyframeAnimation, "
        + "CASpringAnimation or CAAnimationGroup")
  }

  /// Throws the error that would make a layer reject this animation.
  public func validate() throws {
    try makeLayerAnimation().validate()
  }

  /// Adds the animation to the layer `anObject` under `event`, as Core Animation's
  /// `CAAnimation` does when run as an action. A basic animation without from, to and by
  /// values then runs from the value the layer showed before the change to the new one.
  open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }
}
