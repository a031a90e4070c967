import Animation
import Foundation

/// A basic animation whose progress follows a damped spring, as `CASpringAnimation`. As
/// there, `duration` stays 0.25 s until set: `animation.duration = animation.settlingDuration`.
open class CASpringAnimation: CABasicAnimation {
  /// The mass on the spring.
  open var mass: CGFloat = 1
  /// The spring constant.
  open var stiffness: CGFloat = 100
  /// The friction.
  open var damping: CGFloat = 10
  /// The start velocity, in units of the distance to travel per second.
  open var initialVelocity: CGFloat = 0
  /// Whether damping beyond critical over-damps the spring; by default it moves as a
  /// critically damped one, as Core Animation's springs do.
  open var allowsOverdamping = false

  /// The spring as the engine holds it.
  public var spring: Spring {
    var spring = Spring(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      initialVelocity: Double(initialVelocity))
    spring.allowsOverdamping = allowsOverdamping
    return spring
  }

  /// How long the spring takes to come to rest.
  open var settlingDuration: TimeInterval { spring.settlingDuration }

  /// The perceptual duration, 2π √(mass / stiffness): the pace of the spring.
  open var perceptualDuration: TimeInterval { spring.perceptualDuration }

  /// How bouncy the spring is: 1 − ζ when under-damped, 1/ζ − 1 when over-damped, ζ being
  /// the damping ratio damping / (2 √(stiffness · mass)).
  open var bounce: CGFloat { CGFloat(spring.bounce) }

  /// A spring described by how long it feels and how much it bounces (−1...1). As
  /// CAAnimation.h documents, it allows overdamping, so a negative bounce over-damps.
  public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
    self.init()
    let spring = Spring(perceptualDuration: perceptualDuration, bounce: Double(bounce))
    mass = spring.mass
    stiffness = spring.stiffness
    damping = spring.damping
    allowsOverdamping = true
  }

  open override func makeLayerAnimation() throws -> any LayerAnimation {
    if let valueFunction {
      throw AnimationError.invalidSpring(
        "a value function ('\(valueFunction.name.rawValue)') is not supported on a spring "
          + "animation here; animate a key path such as \"transform.rotation.z\" instead")
    }
    var animation = try SpringAnimation(
      keyPath: flipbookKeyPath().string, from: animatableValue(fromValue),
      to: animatableValue(toValue), spring: spring)
    animation.byValue = try animatableValue(byValue)
    animation.isAdditive = isAdditive
    animation.timing = mediaTiming
    animation.isRemovedOnCompletion = isRemovedOnCompletion
    return animation
  }
}
