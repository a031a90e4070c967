/// Animations run together on one timeline, as `CAAnimationGroup`: the children's times are
/// in the group's local time, and the group's active interval clips them.
public struct AnimationGroup: LayerAnimation {
  /// The animations, applied in order.
  public var animations: [any LayerAnimation]
  /// When and how fast the group runs.
  public var timing: MediaTiming
  /// Whether the layer drops it when it ends.
  public var isRemovedOnCompletion = true

  /// A group of animations lasting `duration` (0: the default 0.25 s).
  public init(animations: [any LayerAnimation], duration: Double = 0) {
    self.animations = animations
    timing = MediaTiming(duration: duration)
  }

  public func validate() throws {
    try timing.validate()
    for animation in animations { try animation.validate() }
  }

  public func values(
    at time: Double, current: (AnimationKeyPath) -> AnimatableValue?
  ) -> [(keyPath: AnimationKeyPath, value: AnimatableValue)] {
    guard let local = timing.passTime(atParentTime: time) else { return [] }
    var results: [(keyPath: AnimationKeyPath, value: AnimatableValue)] = []
    for animation in animations {
      // A later child sees what the earlier ones set, as on a layer.
      let produced = animation.values(at: local) { keyPath in
        results.last { $0.keyPath == keyPath }?.value ?? current(keyPath)
      }
      results.append(contentsOf: produced)
    }
    return results
  }
}
