import Foundation

/// Pushes its items, continuously or once, as UIKit's `UIPushBehavior`.
///
/// UIKit's documentation of `magnitude`: "A continuous force vector with a magnitude of
/// 1.0, applied to a 100 point x 100 point view whose density value is 1.0, results in view
/// acceleration of 100 points / second²". An instantaneous push of magnitude 1 (UIKit gives
/// no figure) is the impulse that force gives in a second: it changes such a view's velocity
/// by 100 points/s.
open class UIPushBehavior: UIDynamicBehavior {
  /// Whether a push acts all the time or once.
  public enum Mode: Int, Sendable {
    /// A force, for as long as the push is active.
    case continuous
    /// An impulse, once each time the push is made active.
    case instantaneous
  }

  /// The force of a magnitude of 1, in mass (100 × 100 points of density 1) × points/s².
  static let unitForce = 100.0

  /// How the push acts.
  public let mode: Mode

  /// A push of `items` in `mode`, active, with no direction yet.
  public init(items: [any UIDynamicItem], mode: Mode) {
    self.mode = mode
    super.init()
    itemList = DynamicItemList(items)
  }

  /// The items pushed.
  open var items: [any UIDynamicItem] { itemList.items }

  /// Pushes `item` too.
  open func addItem(_ item: any UIDynamicItem) { addToList(item) }

  /// Stops pushing `item`.
  open func removeItem(_ item: any UIDynamicItem) { itemList.remove(item) }

  /// Whether the push acts; an instantaneous push turns itself off once applied.
  open var active = true {
    didSet { if active { dynamicAnimator?.wake() } }
  }

  /// The direction and strength: (0, 0) by default.
  open var pushDirection = CGVector.zero {
    didSet { dynamicAnimator?.wake() }
  }

  /// The direction's angle from the x axis, in radians.
  open var angle: CGFloat {
    get { pushDirection.angle }
    set { pushDirection.angle = newValue }
  }

  /// The strength, in UIKit Newtons.
  open var magnitude: CGFloat {
    get { pushDirection.magnitude }
    set { pushDirection.magnitude = newValue }
  }

  /// Sets the direction by `angle` and `magnitude`.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    pushDirection = CGVector(angle: angle, magnitude: magnitude)
  }

  override func applyForces(_ animator: UIDynamicAnimator, interval: Double) {
    guard active else { return }
    let force = pushDirection.vector * Self.unitForce
    for item in itemList.items {
      let body = animator.body(for: item)
      switch mode {
      case .continuous: body.acceleration += force * body.inverseMass
      case .instantaneous: body.velocity += force * body.inverseMass
      }
    }
    if mode == .instantaneous { active = false }
  }
}
