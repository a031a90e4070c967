import Foundation

/// A rule of motion for dynamic items, as UIKit's `UIDynamicBehavior`: subclasses are the
/// concrete rules; a plain behavior groups child behaviors and runs an ``action``.
open class UIDynamicBehavior: NSObject {
  /// The behaviors this one is made of, in the order added.
  open private(set) var childBehaviors: [UIDynamicBehavior] = []

  /// Code run after every step of the animator the behavior is in.
  open var action: (() -> Void)?

  /// The animator the behavior is in, if any.
  open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

  /// A behavior with no rule of its own.
  public override init() { super.init() }

  /// Adds `behavior` as a child of this one.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.append(behavior)
    dynamicAnimator?.adopt(behavior)
  }

  /// Removes `behavior` from this one's children.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    childBehaviors.removeAll { $0 === behavior }
    if dynamicAnimator != nil { behavior.moved(to: nil) }
    dynamicAnimator?.wake()
  }

  /// Called when the behavior is added to an animator, or removed from one (nil).
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  /// Tells the behavior and its children which animator they are in.
  func moved(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    dynamicAnimator = animator
    for child in childBehaviors { child.moved(to: animator) }
  }

  /// The items of a behavior that acts on a list of items.
  var itemList = DynamicItemList([])

  /// The items this behavior (not its children) acts on.
  var ownItems: [any UIDynamicItem] { itemList.items }

  /// Adds `item` to the list, and resumes the animator.
  func addToList(_ item: any UIDynamicItem) {
    itemList.add(item)
    dynamicAnimator?.wake()
  }

  /// Sets the bodies' materials, before a step.
  func configure(_ animator: UIDynamicAnimator) {}

  /// Adds accelerations or velocity changes to the bodies, at the start of a sub-step of
  /// `interval` seconds.
  func applyForces(_ animator: UIDynamicAnimator, interval: Double) {}

  /// Holds rigid constraints on the velocities, before the positions move.
  func constrainVelocities(_ animator: UIDynamicAnimator) {}

  /// Holds rigid constraints on the positions, after they move.
  func constrainPositions(_ animator: UIDynamicAnimator) {}
}

/// The items a behavior acts on, once each, in the order added.
struct DynamicItemList {
  private(set) var items: [any UIDynamicItem] = []
  /// The items' identities, so that adding one is not a search of the list.
  private var members: Set<ObjectIdentifier> = []

  /// A list of `items`, without repeats.
  init(_ items: [any UIDynamicItem]) {
    for item in items { add(item) }
  }

  /// Adds `item` unless it is there.
  mutating func add(_ item: any UIDynamicItem) {
    guard members.insert(ObjectIdentifier(item)).inserted else { return }
    items.append(item)
  }

  /// Removes `item`.
  mutating func remove(_ item: any UIDynamicItem) {
    guard members.remove(ObjectIdentifier(item)) != nil else { return }
    items.removeAll { $0 === item }
  }
}
