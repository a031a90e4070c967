import Animation
import Foundation

/// An animation of one key path, as `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
  /// The key path animated, as Core Animation spells it: `"transform.scale"`, `"opacity"`.
  open var keyPath: String?
  /// Whether the value is added to the current value instead of replacing it.
  open var isAdditive = false
  /// Whether each repeat cycle starts where the previous one ended (basic and keyframe
  /// animations).
  open var isCumulative = false
  /// What turns the animation's numbers into the transform it sets (basic and keyframe
  /// animations of a transform); the values are then its inputs: an angle, a scale, or
  /// three numbers for `.scale` and `.translate`.
  open var valueFunction: CAValueFunction?

  /// An animation of `keyPath`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  /// The key path as the engine reads it, or an error naming it.
  func flipbookKeyPath() throws -> AnimationKeyPath {
    try AnimationKeyPath(keyPath ?? "")
  }

  /// A value given as iOS code passes it, as the engine's value for this key path.
  func animatableValue(_ value: Any?) throws -> AnimatableValue? {
    guard let value else { return nil }
    let keyPath = try flipbookKeyPath()
    if valueFunction != nil, let list = value as? [Any] {
      // The three inputs of `.scale` and `.translate`, as an array of numbers.
      return .numbers(
        try list.map { item in
          guard case .scalar(let x) = try AnimatableValue(any: item, keyPath: keyPath) else {
            throw AnimationError.valueTypeMismatch(
              keyPath: keyPath.string, expected: "numbers", got: "\(type(of: item))")
          }
          return x
        })
    }
    return try AnimatableValue(any: value, keyPath: keyPath)
  }
}
