/// A spring as a person writes it, in one of the three vocabularies Apple's APIs use: every
/// front end (scene files, `flipbook curve`, code) names its parameters its own way and turns
/// them into one of these, which checks them and makes the ``Spring``.
public enum SpringParameters: Sendable, Hashable {
  /// `CASpringAnimation`'s physical parameters.
  case physical(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
  /// `UISpringTimingParameters(dampingRatio:response:)` and SwiftUI's
  /// `Spring(response:dampingRatio:)`, with a mass and an initial velocity.
  case dampingRatio(Double, response: Double, mass: Double, initialVelocity: Double)
  /// iOS 17's `CASpringAnimation(perceptualDuration:bounce:)` and SwiftUI's
  /// `Spring(duration:bounce:)`, with a mass.
  case perceptual(duration: Double, bounce: Double, mass: Double)

  /// `CASpringAnimation`'s default mass.
  public static let defaultMass = 1.0
  /// `CASpringAnimation`'s default stiffness.
  public static let defaultStiffness = 100.0
  /// `CASpringAnimation`'s default damping.
  public static let defaultDamping = 10.0

  /// The spring these parameters describe; throws ``AnimationError/invalidSpring(_:)`` for a
  /// parameter out of range.
  public func spring() throws -> Spring {
    let spring: Spring
    switch self {
    case .physical(let mass, let stiffness, let damping, let velocity):
      spring = Spring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    case .dampingRatio(let ratio, let response, let mass, let velocity):
      guard response > 0 else {
        throw AnimationError.invalidSpring("response \(response) must be positive")
      }
      guard ratio >= 0 else {
        throw AnimationError.invalidSpring("damping ratio \(ratio) must be zero or positive")
      }
      spring = Spring(
        dampingRatio: ratio, response: response, mass: mass, initialVelocity: velocity)
    case .perceptual(let duration, let bounce, let mass):
      guard duration > 0 else {
        throw AnimationError.invalidSpring("perceptual duration \(duration) must be positive")
      }
      guard bounce > -1 else {
        throw AnimationError.invalidSpring("bounce \(bounce) must be above -1")
      }
      spring = Spring(perceptualDuration: duration, bounce: bounce, mass: mass)
    }
    try spring.validate()
    return spring
  }
}
