import Layers

/// Seed 001's view controller: a touch anywhere on its view flips the container from the
/// view showing to the other one; a touch while a flip runs is refused by the container's
/// lock. The view showing changes only when the flip completes.
public final class FlipController: TouchHandler {
  /// The view whose touches flip (the whole scene, in the seed).
  public let layer: Layer
  /// The container the two views swap in.
  public let container: Layer
  /// The two views.
  public let views: (Layer, Layer)
  /// The view showing.
  public private(set) var current: Layer
  /// The length of a whole flip, both halves.
  public let duration: Double
  private let timeline: Timeline

  /// A controller flipping between two views in `container` (the first is showing).
  public init(
    view: Layer, container: Layer, views: (Layer, Layer), duration: Double, timeline: Timeline
  ) {
    layer = view
    self.container = container
    self.views = views
    current = views.0
    self.duration = duration
    self.timeline = timeline
  }

  public func touchesBegan(_ touches: [Touch], in system: TouchSystem) {
    let from = current
    let to = current === views.0 ? views.1 : views.0
    let started = FlipTransition.flip(
      from: from, to: to, in: container, duration: duration, timeline: timeline
    ) { [weak self] in self?.current = to }
    let name = started ? "flip to \(to.name ?? "view")" : "flip refused: one is running"
    timeline.record("action", [("name", .string(name))])
  }

  public func touchesMoved(_ touches: [Touch], in system: TouchSystem) {}
  public func touchesEnded(_ touches: [Touch], in system: TouchSystem) {}
  public func touchesCancelled(_ touches: [Touch], in system: TouchSystem) {}
}
