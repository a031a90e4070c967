import Foundation

/// The shape a dynamic item collides as, as UIKit's `UIDynamicItemCollisionBoundsType`.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
  /// The item's bounds, a rectangle around its center.
  case rectangle
  /// The ellipse inscribed in the item's bounds; only circles (square bounds) are modelled.
  case ellipse
  /// A path of the item's; not available yet.
  @available(
    *, unavailable,
    message: """
      collision bounding paths are not there yet; .rectangle or .ellipse come closest; \
      see docs/porting.md
      """
  )
  case path
}

/// Something UIKit Dynamics can move, as UIKit's `UIDynamicItem`: a center, a size and a
/// rotation.
public protocol UIDynamicItem: AnyObject {
  /// The item's center, in its reference view's coordinates.
  var center: CGPoint { get set }
  /// The item's bounds, whose size is its size.
  var bounds: CGRect { get }
  /// The item's transform; the animator writes rotations to it.
  var transform: CGAffineTransform { get set }
  /// The shape the item collides as.
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

extension UIDynamicItem {
  /// A rectangle: UIKit's default.
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

extension UIView: UIDynamicItem {}
