import Foundation

/// What its items are made of, and their velocities, as UIKit's `UIDynamicItemBehavior`.
///
/// An item in several such behaviors takes the values of the one added last.
open class UIDynamicItemBehavior: UIDynamicBehavior {
  /// Velocities given before the behavior is in an animator, applied when it is.
  private var pendingLinear: [(any UIDynamicItem, Vector)] = []
  private var pendingAngular: [(any UIDynamicItem, Double)] = []

  /// A behavior giving `items` its properties.
  public init(items: [any UIDynamicItem]) {
    super.init()
    itemList = DynamicItemList(items)
  }

  /// The items described.
  open var items: [any UIDynamicItem] { itemList.items }

  /// Describes `item` too.
  open func addItem(_ item: any UIDynamicItem) { addToList(item) }

  /// Stops describing `item`.
  open func removeItem(_ item: any UIDynamicItem) { itemList.remove(item) }

  /// The fraction of the approach speed a collision gives back, 0…1: 0 by default.
  open var elasticity: CGFloat = 0
  /// The friction coefficient when sliding along another item or a boundary: 0 by default.
  open var friction: CGFloat = 0
  /// The mass per area: 1 by default, a 100 × 100 point view of density 1 having mass 1.
  open var density: CGFloat = 1
  /// Linear damping, per second: 0 by default.
  open var resistance: CGFloat = 0
  /// Angular damping, per second: 0 by default.
  open var angularResistance: CGFloat = 0
  /// Whether the items turn: true by default.
  open var allowsRotation = true
  /// Whether the items stay where they are, still obstacles to others: false by default.
  open var isAnchored = false

  /// Adds `velocity`, in points/s, to `item`'s.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    guard let animator = dynamicAnimator else {
      pendingLinear.append((item, Vector(velocity)))
      return
    }
    animator.body(for: item).velocity += Vector(velocity)
    animator.wake()
  }

  /// `item`'s velocity, in points/s.
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
    guard let body = dynamicAnimator?.existingBody(for: item) else {
      return pendingLinear.filter { $0.0 === item }.reduce(Vector.zero) { $0 + $1.1 }.point
    }
    return body.velocity.point
  }

  /// Adds `velocity`, in radians/s (clockwise on screen), to `item`'s.
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
    guard let animator = dynamicAnimator else {
      pendingAngular.append((item, Double(velocity)))
      return
    }
    animator.body(for: item).angularVelocity += Double(velocity)
    animator.wake()
  }

  /// `item`'s angular velocity, in radians/s.
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
    guard let body = dynamicAnimator?.existingBody(for: item) else {
      return CGFloat(pendingAngular.filter { $0.0 === item }.reduce(0) { $0 + $1.1 })
    }
    return CGFloat(body.angularVelocity)
  }

  override func configure(_ animator: UIDynamicAnimator) {
    for item in itemList.items {
      let body = animator.body(for: item)
      body.elasticity = min(max(Double(elasticity), 0), 1)
      body.friction = max(Double(friction), 0)
      body.density = max(Double(density), 0)
      body.resistance = max(Double(resistance), 0)
      body.angularResistance = max(Double(angularResistance), 0)
      body.allowsRotation = allowsRotation
      body.isAnchored = isAnchored
    }
    for (item, velocity) in pendingLinear { animator.body(for: item).velocity += velocity }
    for (item, velocity) in pendingAngular {
      animator.body(for: item).angularVelocity += velocity
    }
    pendingLinear = []
    pendingAngular = []
  }
}
