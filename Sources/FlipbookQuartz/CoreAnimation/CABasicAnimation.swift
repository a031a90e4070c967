import Animation
import Foundation

/// An animation of one key path between two values, as `CABasicAnimation`. The values are
/// `Any`, as on iOS: `animation.fromValue = 0.9`, `animation.toValue = CGPoint(x: 1, y: 2)`.
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value.
  open var fromValue: Any?
  /// The end value.
  open var toValue: Any?
  /// The change from the start.
  open var byValue: Any?

  open override func makeLayerAnimation() throws -> any LayerAnimation {
    var animation = try BasicAnimation(
      keyPath: flipbookKeyPath().string, from: animatableValue(fromValue),
      to: animatableValue(toValue), by: animatableValue(byValue),
      timingFunction: timingFunction?.flipbookFunction, valueFunction: valueFunction?.function)
    animation.isAdditive = isAdditive
    animation.isCumulative = isCumulative
    animation.timing = mediaTiming
    animation.isRemovedOnCompletion = isRemovedOnCompletion
    return animation
  }
}
