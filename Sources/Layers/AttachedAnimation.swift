import Animation

/// An animation attached to a layer, with what the layer needs to track it.
struct AttachedAnimation {
  /// Tells this layer's animations apart even when a key is reused.
  let id: Int
  let key: String?
  let animation: any LayerAnimation
  /// Runs when its active interval begins.
  let started: (() -> Void)?
  let completion: ((Bool) -> Void)?
  /// Set when its active interval ended while it stays attached (not removed on completion).
  var hasEnded = false
}
