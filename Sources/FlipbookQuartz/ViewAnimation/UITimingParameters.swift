import Animation
import Foundation

/// The kind of curve a timing provider describes, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
  /// A UIKit curve.
  case builtin
  /// A cubic Bézier.
  case cubic
  /// A spring.
  case spring
  /// A cubic Bézier and a spring.
  case composed
}

/// How a property animator's progress follows time, as UIKit's `UITimingCurveProvider`.
public protocol UITimingCurveProvider: AnyObject {
  /// The kind of curve.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve, if any.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring, if any.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve, as UIKit's `UICubicTimingParameters`.
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The UIKit curve these parameters were made from (`.easeInOut` for custom points).
  public let animationCurve: UIView.AnimationCurve
  /// The first control point.
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint

  /// Core Animation's default curve, (0.25, 0.1), (0.25, 1).
  public override init() {
    animationCurve = .easeInOut
    controlPoint1 = CGPoint(x: 0.25, y: 0.1)
    controlPoint2 = CGPoint(x: 0.25, y: 1)
    super.init()
  }

  /// One of UIKit's four curves.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    switch curve {
    case .easeInOut:
      (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    }
    super.init()
  }

  /// The cubic Bézier from (0, 0) via `point1` and `point2` to (1, 1).
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    super.init()
  }

  public var timingCurveType: UITimingCurveType { .cubic }
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  public var springTimingParameters: UISpringTimingParameters? { nil }

  /// The curve as the engine holds it.
  var timingFunction: TimingFunction {
    TimingFunction(
      controlPoints: Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x),
      Double(controlPoint2.y))
  }
}

/// A spring timing curve, as UIKit's `UISpringTimingParameters`.
///
/// Given a damping ratio, the spring is fitted to the animator's duration, as
/// `UIView.animate(…usingSpringWithDamping:…)` does; given mass, stiffness and damping, the
/// animator's duration is ignored and the animation lasts the spring's settling duration.
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The start velocity in units of the distance per second; `dy` is used for a position's
  /// y, `dx` for everything else.
  public let initialVelocity: CGVector
  /// The damping ratio, when the spring is fitted to the animator's duration.
  let dampingRatio: Double?
  /// The spring, when given by its constants.
  let constants: Spring?

  /// UIKit's default system spring: damping ratio 4.56 ("sets the damping ratio to 4.56"),
  /// stiffness 1000 on mass 1 (as read from UIKit), at rest.
  public override init() {
    initialVelocity = .zero
    dampingRatio = nil
    let stiffness = 1000.0
    constants = Spring(
      mass: 1, stiffness: stiffness, damping: 4.56 * 2 * stiffness.squareRoot(),
      initialVelocity: 0)
    super.init()
  }

  /// A spring with `ratio` damping (1: no overshoot), at rest.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// A spring with `ratio` damping starting at `velocity`.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    initialVelocity = velocity
    dampingRatio = Double(ratio)
    constants = nil
    super.init()
  }

  /// A spring given by its constants; the animation lasts until the spring settles.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    initialVelocity = velocity
    dampingRatio = nil
    constants = Spring(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      initialVelocity: Double(velocity.dx))
    super.init()
  }

  public var timingCurveType: UITimingCurveType { .spring }
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  public var springTimingParameters: UISpringTimingParameters? { self }

  /// The spring and how long it runs, for an animator of `duration` seconds.
  func spring(forDuration duration: TimeInterval) -> (spring: Spring, duration: TimeInterval) {
    if let constants { return (constants, constants.settlingDuration) }
    let velocity = Double(initialVelocity.dx)
    let mapping = UIKitSpringMapping(
      dampingRatio: dampingRatio ?? 1, duration: duration, velocity: velocity)
    return (
      Spring(
        mass: 1, stiffness: mapping.stiffness, damping: mapping.damping,
        initialVelocity: velocity),
      duration
    )
  }
}
