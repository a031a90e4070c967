import Foundation
import Layers

/// Told when items start and stop touching each other or a boundary, as UIKit's
/// `UICollisionBehaviorDelegate`. A boundary made from the reference bounds has no
/// identifier.
public protocol UICollisionBehaviorDelegate: AnyObject {
  /// `item1` and `item2` started touching, at `point`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at point: CGPoint)
  /// `item1` and `item2` stopped touching.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem)
  /// `item` started touching the boundary `identifier`, at `point`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at point: CGPoint)
  /// `item` stopped touching the boundary `identifier`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  /// Nothing, unless implemented.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at point: CGPoint
  ) {}
  /// Nothing, unless implemented.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem
  ) {}
  /// Nothing, unless implemented.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at point: CGPoint
  ) {}
  /// Nothing, unless implemented.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}

/// Keeps its items from passing through each other and through boundaries, as UIKit's
/// `UICollisionBehavior`.
///
/// Boundaries are the reference view's bounds (inset) and line segments. Items collide with
/// the other items of the same behavior. Each sub-step finds the touching pairs, then gives
/// each approaching pair an impulse (see the elasticity and friction rules of the contact)
/// and moves overlapping shapes apart. At 1/960 s sub-steps an item at 3000 points/s moves
/// about 3 points, less than half of any item more than 6 points across, so items do not
/// pass through each other; segments push items back to the side they came from.
open class UICollisionBehavior: UIDynamicBehavior {
  /// What the items collide with.
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt
    /// A mode from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The other items.
    public static let items = Mode(rawValue: 1 << 0)
    /// The boundaries.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// Both: the default.
    public static let everything = Mode(rawValue: .max)
  }

  /// A segment boundary.
  private struct Boundary {
    let identifier: any NSCopying
    /// Tells boundaries apart in the contact bookkeeping.
    let serial: Int
    let start: Vector
    let end: Vector
  }

  /// Who touches whom: an item and a boundary (-1 for the reference bounds), or two items.
  private enum ContactKey: Hashable {
    case boundary(ObjectIdentifier, Int)
    case items(ObjectIdentifier, ObjectIdentifier)
  }

  /// A contact the delegate hears of.
  private struct Touch {
    let first: any UIDynamicItem
    let second: (any UIDynamicItem)?
    let identifier: (any NSCopying)?
    let point: CGPoint
  }

  private var boundaries: [Boundary] = []
  private var nextSerial = 0
  /// The contacts of the last step, and of this one so far, in the order found.
  private var touching: [(key: ContactKey, touch: Touch)] = []
  private var touchingNow: [(key: ContactKey, touch: Touch)] = []
  /// The keys of `touching` and of `touchingNow`.
  private var touchingKeys: Set<ContactKey> = []
  private var touchingNowKeys: Set<ContactKey> = []
  /// Whether a sub-step has left pairs out (``DynamicBroadPhase/maximumPairs``) and said so.
  private var reportedTooManyPairs = false
  /// Contacts begun in the sub-step, told once it is resolved.
  private var began: [Touch] = []

  /// Collisions of `items`.
  public init(items: [any UIDynamicItem]) {
    super.init()
    itemList = DynamicItemList(items)
  }

  /// The items colliding.
  open var items: [any UIDynamicItem] { itemList.items }

  /// Makes `item` collide too.
  open func addItem(_ item: any UIDynamicItem) { addToList(item) }

  /// Stops `item` colliding.
  open func removeItem(_ item: any UIDynamicItem) { itemList.remove(item) }

  /// What the items collide with: everything by default.
  open var collisionMode: Mode = .everything

  /// Told when contacts begin and end.
  open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

  /// The insets of the reference-bounds boundary, when there is one.
  private var referenceInsets: UIEdgeInsets?

  /// Whether the reference view's bounds are a boundary: false by default.
  open var translatesReferenceBoundsIntoBoundary: Bool {
    get { referenceInsets != nil }
    set { referenceInsets = newValue ? .zero : nil }
  }

  /// Makes the reference view's bounds, inset by `insets`, a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    referenceInsets = insets
  }

  /// Adds a segment boundary from `p1` to `p2`, in the reference view's coordinates.
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint)
  {
    nextSerial += 1
    boundaries.append(
      Boundary(identifier: identifier, serial: nextSerial, start: Vector(p1), end: Vector(p2)))
    dynamicAnimator?.wake()
  }

  /// Path boundaries are not there yet.
  @available(
    *, unavailable,
    message: """
      path boundaries are not there yet; add the path's edges as segments with \
      addBoundary(withIdentifier:from:to:); see docs/porting.md
      """
  )
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {}

  /// Removes the boundaries named `identifier`.
  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    boundaries.removeAll { Self.same($0.identifier, identifier) }
    dynamicAnimator?.wake()
  }

  /// Removes every segment boundary.
  open func removeAllBoundaries() {
    boundaries = []
    dynamicAnimator?.wake()
  }

  /// The segment boundaries' identifiers, in the order added; nil when there are none.
  open var boundaryIdentifiers: [any NSCopying]? {
    boundaries.isEmpty ? nil : boundaries.map(\.identifier)
  }

  private static func same(_ first: any NSCopying, _ second: any NSCopying) -> Bool {
    guard let first = first as? NSObject, let second = second as? NSObject else {
      return (first as AnyObject) === (second as AnyObject)
    }
    return first.isEqual(second)
  }

  /// Finds this sub-step's contacts and resolves them.
  func resolveContacts(_ animator: UIDynamicAnimator) {
    var contacts: [(ContactKey, DynamicContact, (any NSCopying)?)] = []
    let bodies = itemList.items.map { animator.body(for: $0) }
    if collisionMode.contains(.boundaries) {
      let rect = referenceInsets.flatMap { insets in
        animator.referenceView.map { $0.bounds.inset(by: insets) }
      }
      for body in bodies {
        let id = ObjectIdentifier(body.item)
        if let rect {
          for (point, inward) in Self.walls(of: rect) {
            if let contact = DynamicContact.wall(body, through: point, inward: inward) {
              contacts.append((.boundary(id, -1), contact, nil))
            }
          }
        }
        for boundary in boundaries {
          if let contact = DynamicContact.segment(body, from: boundary.start, to: boundary.end) {
            contacts.append((.boundary(id, boundary.serial), contact, boundary.identifier))
          }
        }
      }
    }
    if collisionMode.contains(.items) {
      let pairs = DynamicBroadPhase.pairs(of: bodies)
      if pairs.isTruncated { reportTooManyPairs(animator) }
      for (first, second) in pairs.pairs {
        if let contact = DynamicContact.between(bodies[first], bodies[second]) {
          let key = ContactKey.items(
            ObjectIdentifier(bodies[first].item), ObjectIdentifier(bodies[second].item))
          contacts.append((key, contact, nil))
        }
      }
    }
    // Gauss–Seidel: a few passes let a stack of contacts settle on each other.
    for _ in 0..<4 {
      for (_, contact, _) in contacts { contact.resolveVelocity() }
    }
    for (_, contact, _) in contacts { contact.resolvePosition() }
    for (key, contact, identifier) in contacts where touchingNowKeys.insert(key).inserted {
      let touch = Touch(
        first: contact.first.item, second: contact.second?.item, identifier: identifier,
        point: contact.point)
      touchingNow.append((key, touch))
      if !touchingKeys.contains(key) { began.append(touch) }
    }
  }

  /// Says once, on standard error and the scene's timeline (`dynamics.limit`), that some
  /// pairs of items were left out of a sub-step's contacts.
  private func reportTooManyPairs(_ animator: UIDynamicAnimator) {
    guard !reportedTooManyPairs else { return }
    reportedTooManyPairs = true
    let message =
      "UICollisionBehavior: more than \(DynamicBroadPhase.maximumPairs) pairs of its "
      + "\(itemList.items.count) items overlap at once; only the first "
      + "\(DynamicBroadPhase.maximumPairs) found are resolved, the others pass through "
      + "each other"
    FileHandle.standardError.write(Data("FlipbookQuartz: \(message)\n".utf8))
    animator.referenceView?.layer.flipbookLayer.timeline?.record(
      "dynamics.limit", [("message", .string(message))])
  }

  /// The four sides of `rect`, each as a point on it and the unit normal into the rect.
  private static func walls(of rect: CGRect) -> [(Vector, Vector)] {
    [
      (Vector(Double(rect.minX), 0), Vector(1, 0)),
      (Vector(Double(rect.maxX), 0), Vector(-1, 0)),
      (Vector(0, Double(rect.minY)), Vector(0, 1)),
      (Vector(0, Double(rect.maxY)), Vector(0, -1)),
    ]
  }

  /// Tells the delegate of the contacts begun in the sub-step.
  func reportBeganContacts() {
    let touches = began
    began = []
    guard let delegate = collisionDelegate else { return }
    for touch in touches {
      if let second = touch.second {
        delegate.collisionBehavior(
          self, beganContactFor: touch.first, with: second, at: touch.point)
      } else {
        delegate.collisionBehavior(
          self, beganContactFor: touch.first, withBoundaryIdentifier: touch.identifier,
          at: touch.point)
      }
    }
  }

  /// Tells the delegate of the contacts that no sub-step of the step found.
  func finishStep() {
    let ended = touching.filter { !touchingNowKeys.contains($0.key) }.map(\.touch)
    touching = touchingNow
    touchingKeys = touchingNowKeys
    touchingNow = []
    touchingNowKeys = []
    guard let delegate = collisionDelegate else { return }
    for touch in ended {
      if let second = touch.second {
        delegate.collisionBehavior(self, endedContactFor: touch.first, with: second)
      } else {
        delegate.collisionBehavior(
          self, endedContactFor: touch.first, withBoundaryIdentifier: touch.identifier)
      }
    }
  }
}
