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
    return try AnimatableValue(any: value, keyPath: flipbookKeyPath())
  }
}
