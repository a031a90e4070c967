import Animation
import Foundation

/// An animation through a list of values, as `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values passed through, as iOS code passes them.
  open var values: [Any]?
  /// When each value is reached, as fractions of a pass (nil: evenly spaced).
  open var keyTimes: [NSNumber]?
  /// One easing per segment between values.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values are interpolated.
  open var calculationMode = CAAnimationCalculationMode.linear

  open override func makeLayerAnimation() throws -> any LayerAnimation {
    let path = try flipbookKeyPath()
    var animation = try KeyframeAnimation(
      keyPath: path.string,
      values: (values ?? []).map { try AnimatableValue(any: $0, keyPath: path) },
      keyTimes: keyTimes?.map(\.doubleValue),
      timingFunction: timingFunction?.flipbookFunction,
      timingFunctions: timingFunctions?.map(\.flipbookFunction),
      calculationMode: calculationMode)
    animation.isAdditive = isAdditive
    animation.isCumulative = isCumulative
    animation.timing = mediaTiming
    animation.isRemovedOnCompletion = isRemovedOnCompletion
    return animation
  }
}
