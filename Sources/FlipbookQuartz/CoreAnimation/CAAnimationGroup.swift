import Animation
import Foundation

/// Animations run together, as `CAAnimationGroup`: the children's times are in the group's
/// time, and the group's active interval clips them.
open class CAAnimationGroup: CAAnimation {
  /// The animations, applied in order.
  open var animations: [CAAnimation]?

  open override func makeLayerAnimation() throws -> any LayerAnimation {
    var group = AnimationGroup(
      animations: try (animations ?? []).map { try $0.makeLayerAnimation() })
    group.timing = mediaTiming
    group.timingFunction = timingFunction?.flipbookFunction
    group.isRemovedOnCompletion = isRemovedOnCompletion
    return group
  }
}
