import Animation
import Foundation
import Geometry

/// How a layer moving along a keyframe animation's path turns (`.rotateAuto`,
/// `.rotateAutoReverse`), as Core Animation's `CAAnimationRotationMode`.
public typealias CAAnimationRotationMode = KeyframeRotationMode

/// An animation through a list of values, or along a path, as `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values passed through, as iOS code passes them.
  open var values: [Any]?
  /// The route a point-valued property (`position`, `anchorPoint`) follows; when set,
  /// ``values`` is ignored, as in Core Animation. Each drawn segment is one keyframe for
  /// ``keyTimes`` and ``timingFunctions``; the paced modes move at one speed along it.
  open var path: CGPath?
  /// Whether the layer turns with the path's direction of travel; nil (the default) for
  /// not at all.
  open var rotationMode: CAAnimationRotationMode?
  /// When each value is reached, as fractions of a pass (nil: evenly spaced).
  open var keyTimes: [NSNumber]?
  /// One easing per segment between values.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values are interpolated.
  open var calculationMode = CAAnimationCalculationMode.linear

  open override func makeLayerAnimation() throws -> any LayerAnimation {
    let keyPath = try flipbookKeyPath()
    var animation: KeyframeAnimation
    if let route = path?.flipbookPath {
      guard keyPath.accepts(.point(.zero)) else {
        throw AnimationError.routeNeedsPoints(keyPath: keyPath.string, kind: keyPath.valueKind)
      }
      // The route stands for the values; key times and functions count its segments, so
      // they are set once it is there and checked when the layer takes the animation.
      animation = try KeyframeAnimation(
        keyPath: keyPath.string, values: [.point(.zero)],
        timingFunction: timingFunction?.flipbookFunction, calculationMode: calculationMode)
      animation.path = route
      animation.values = []
      animation.keyTimes = keyTimes?.map(\.doubleValue)
      animation.timingFunctions = timingFunctions?.map(\.flipbookFunction)
      animation.rotationMode = rotationMode
      try animation.validate()
    } else {
      let values = try (values ?? []).compactMap(animatableValue)
      if let valueFunction {
        // Checked once the function is there: the values are its inputs.
        animation = try KeyframeAnimation(
          keyPath: keyPath.string, values: [.transform(.identity)],
          calculationMode: calculationMode)
        animation.values = values
        animation.valueFunction = valueFunction.function
        animation.keyTimes = keyTimes?.map(\.doubleValue)
        animation.timingFunction = timingFunction?.flipbookFunction
        animation.timingFunctions = timingFunctions?.map(\.flipbookFunction)
      } else {
        animation = try KeyframeAnimation(
          keyPath: keyPath.string, values: values, keyTimes: keyTimes?.map(\.doubleValue),
          timingFunction: timingFunction?.flipbookFunction,
          timingFunctions: timingFunctions?.map(\.flipbookFunction),
          calculationMode: calculationMode)
      }
      animation.rotationMode = rotationMode
    }
    animation.isAdditive = isAdditive
    animation.isCumulative = isCumulative
    animation.timing = mediaTiming
    animation.isRemovedOnCompletion = isRemovedOnCompletion
    return animation
  }
}
