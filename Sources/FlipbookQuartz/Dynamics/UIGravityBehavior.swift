import Foundation

/// Accelerates its items in one direction, whatever their mass, as UIKit's
/// `UIGravityBehavior`.
open class UIGravityBehavior: UIDynamicBehavior {
  /// The acceleration of a magnitude of 1, in points/s²: "1000 points / second²" in UIKit's
  /// documentation of `magnitude`.
  static let unitAcceleration = 1000.0

  /// Gravity on `items`.
  public init(items: [any UIDynamicItem]) {
    super.init()
    itemList = DynamicItemList(items)
  }

  /// The items pulled.
  open var items: [any UIDynamicItem] { itemList.items }

  /// Pulls `item` too.
  open func addItem(_ item: any UIDynamicItem) { addToList(item) }

  /// Stops pulling `item`.
  open func removeItem(_ item: any UIDynamicItem) { itemList.remove(item) }

  /// The direction and strength: (0, 1), downwards at 1000 points/s², by default.
  open var gravityDirection = CGVector(dx: 0.0, dy: 1.0) {
    didSet { dynamicAnimator?.wake() }
  }

  /// The direction's angle from the x axis, in radians.
  open var angle: CGFloat {
    get { gravityDirection.angle }
    set { gravityDirection.angle = newValue }
  }

  /// The strength: 1 is 1000 points/s².
  open var magnitude: CGFloat {
    get { gravityDirection.magnitude }
    set { gravityDirection.magnitude = newValue }
  }

  /// Sets the direction by `angle` and `magnitude`.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = CGVector(angle: angle, magnitude: magnitude)
  }

  override func applyForces(_ animator: UIDynamicAnimator, interval: Double) {
    let acceleration = gravityDirection.vector * Self.unitAcceleration
    for item in itemList.items { animator.body(for: item).acceleration += acceleration }
  }
}
