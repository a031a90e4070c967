import Foundation

/// Ties an item to a point or to another item, rigidly or by a spring, as UIKit's
/// `UIAttachmentBehavior`, at the items' centers.
///
/// With a ``frequency`` of 0 the attachment is a rigid rod: the distance stays ``length``
/// (the velocity along the attachment is removed before the positions move, and the
/// positions are put back on the circle after). Otherwise it is a spring of that natural
/// frequency and damping ratio, whose force between two items acts on their reduced mass.
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// What an attachment ties an item to.
  public enum AttachmentType: Int, Sendable {
    /// Another item.
    case items
    /// A point.
    case anchor
  }

  /// The items tied: one for an anchor, two otherwise.
  public let items: [any UIDynamicItem]

  /// What the item is tied to.
  public let attachedBehaviorType: AttachmentType

  /// Ties `item`'s center to `point`, at their current distance.
  public init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    items = [item]
    attachedBehaviorType = .anchor
    anchorPoint = point
    length = (Vector(item.center) - Vector(point)).length
    super.init()
  }

  /// Ties the centers of `item1` and `item2`, at their current distance.
  public init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    items = [item1, item2]
    attachedBehaviorType = .items
    anchorPoint = .zero
    length = (Vector(item1.center) - Vector(item2.center)).length
    super.init()
  }

  /// The point an anchored attachment ties to, in the reference view's coordinates.
  open var anchorPoint: CGPoint {
    didSet { dynamicAnimator?.wake() }
  }

  /// The distance held, in points.
  open var length: CGFloat {
    didSet { dynamicAnimator?.wake() }
  }

  /// The spring's damping ratio: 0 by default.
  open var damping: CGFloat = 0

  /// The spring's natural frequency, in hertz; 0 (the default) for a rigid attachment.
  open var frequency: CGFloat = 0

  /// The two bodies, the second nil for an anchor, and the unit vector from the first to the
  /// second (or to the anchor) with their distance.
  private func geometry(_ animator: UIDynamicAnimator) -> (
    first: DynamicBody, second: DynamicBody?, direction: Vector, distance: Double
  )? {
    let first = animator.body(for: items[0])
    let second = items.count > 1 ? animator.body(for: items[1]) : nil
    let other = second?.position ?? Vector(anchorPoint)
    let away = other - first.position
    let distance = away.length
    guard distance > 1e-9 else { return nil }
    return (first, second, away / distance, distance)
  }

  override var ownItems: [any UIDynamicItem] { items }

  override func applyForces(_ animator: UIDynamicAnimator, interval: Double) {
    guard frequency > 0, let (first, second, direction, distance) = geometry(animator) else {
      return
    }
    let omega = 2 * Double.pi * Double(frequency)
    let inverseFirst = first.inverseMass
    let inverseSecond = second?.inverseMass ?? 0
    guard inverseFirst + inverseSecond > 0 else { return }
    let reducedMass = 1 / (inverseFirst + inverseSecond)
    let separating = ((second?.velocity ?? .zero) - first.velocity).dot(direction)
    // The spring's pull on the first body towards the second, for a stretch s:
    // F = m·(ω²·s + 2·ζ·ω·s'), m the reduced mass.
    let force =
      reducedMass
      * (omega * omega * (distance - Double(length)) + 2 * Double(damping) * omega * separating)
    first.acceleration += direction * (force * inverseFirst)
    second?.acceleration -= direction * (force * inverseSecond)
  }

  override func constrainVelocities(_ animator: UIDynamicAnimator) {
    guard frequency == 0, let (first, second, direction, _) = geometry(animator) else { return }
    let inverseFirst = first.inverseMass
    let inverseSecond = second?.inverseMass ?? 0
    let total = inverseFirst + inverseSecond
    guard total > 0 else { return }
    let separating = ((second?.velocity ?? .zero) - first.velocity).dot(direction)
    first.velocity += direction * (separating * inverseFirst / total)
    second?.velocity -= direction * (separating * inverseSecond / total)
  }

  override func constrainPositions(_ animator: UIDynamicAnimator) {
    guard frequency == 0, let (first, second, direction, distance) = geometry(animator) else {
      return
    }
    let inverseFirst = first.inverseMass
    let inverseSecond = second?.inverseMass ?? 0
    let total = inverseFirst + inverseSecond
    guard total > 0 else { return }
    let stretch = distance - Double(length)
    first.position += direction * (stretch * inverseFirst / total)
    second?.position -= direction * (stretch * inverseSecond / total)
  }
}

extension UIAttachmentBehavior {
  /// Attachments off an item's center are not there yet.
  @available(
    *, unavailable,
    message: """
      attachments off an item's center are not there yet (the torque they cause is not \
      modelled); attach at the center; see docs/porting.md
      """
  )
  public convenience init(
    item: any UIDynamicItem, offsetFromCenter offset: CGPoint, attachedToAnchor point: CGPoint
  ) {
    self.init(item: item, attachedToAnchor: point)
  }

  /// Sliding attachments are not there yet.
  @available(
    *, unavailable,
    message: """
      sliding attachments are not there yet; a rigid or spring attachment comes closest; \
      see docs/porting.md
      """
  )
  public static func slidingAttachment(
    with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
    attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(item: item1, attachedTo: item2)
  }
}
