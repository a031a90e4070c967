import Foundation

/// Pulls an item to a point with a damped spring, as UIKit's `UISnapBehavior`.
///
/// UIKit documents no stiffness: the spring here has a natural frequency of 3 Hz
/// (ω = 2π·3 rad/s), so the default damping of 0.5 settles within about 0.4 s, and
/// ``damping`` is its damping ratio: 1 does not overshoot, 0.1 swings past several times.
/// The rotation UIKit also straightens is not modelled.
open class UISnapBehavior: UIDynamicBehavior {
  /// The spring's natural frequency, in hertz.
  static let frequency = 3.0

  private let item: any UIDynamicItem

  /// Snaps `item` to `point`, in the reference view's coordinates.
  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  /// Where the item is pulled.
  open var snapPoint: CGPoint {
    didSet { dynamicAnimator?.wake() }
  }

  /// The spring's damping ratio, 0…1: 0.5 by default.
  open var damping: CGFloat = 0.5

  override var ownItems: [any UIDynamicItem] { [item] }

  override func applyForces(_ animator: UIDynamicAnimator, interval: Double) {
    let body = animator.body(for: item)
    let omega = 2 * Double.pi * Self.frequency
    // A spring of unit mass: x'' = -ω²·(x - snapPoint) - 2·ζ·ω·x'.
    let stretch = body.position - Vector(snapPoint)
    let pull: Vector = stretch * (-omega * omega)
    let drag: Vector = body.velocity * (-2 * Double(damping) * omega)
    body.acceleration += pull + drag
  }
}
