/// Something that can be added to a layer: it gives values for key paths at a time.
public protocol LayerAnimation: Sendable {
  /// When and how fast it runs.
  var timing: MediaTiming { get set }
  /// Whether the layer drops it when its active interval ends.
  var isRemovedOnCompletion: Bool { get set }
  /// Throws ``AnimationError`` if the configuration is invalid; layers call it when the
  /// animation is added.
  func validate() throws
  /// The values at parent time `time`, each for a key path; empty when it does not apply.
  /// `current` gives a key path's value before this animation: the model value with the
  /// earlier animations applied.
  func values(
    at time: Double, current: (AnimationKeyPath) -> AnimatableValue?
  ) -> [(keyPath: AnimationKeyPath, value: AnimatableValue)]
}
