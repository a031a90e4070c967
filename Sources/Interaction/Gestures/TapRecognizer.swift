import Layers

/// A tap on a layer, as `UITapGestureRecognizer` sees one: a single finger that touches
/// down and lifts inside the layer. Each tap runs its actions and logs `gesture.recognized`.
public final class TapRecognizer: TouchHandler {
  /// The layer tapped.
  public let layer: Layer
  /// The name its events carry.
  public let name: String
  private let timeline: Timeline
  private var actions: [() -> Void] = []
  private var fingers: Set<Int> = []
  private var isPossible = false

  /// A recogniser of taps on `layer`, logging to `timeline` as `name`.
  public init(layer: Layer, name: String, timeline: Timeline) {
    self.layer = layer
    self.name = name
    self.timeline = timeline
  }

  /// Adds an action run on every tap.
  public func addAction(_ action: @escaping () -> Void) {
    actions.append(action)
  }

  public func touchesBegan(_ touches: [Touch], in system: TouchSystem) {
    isPossible = fingers.isEmpty && touches.count == 1
    for touch in touches { fingers.insert(touch.finger) }
  }

  public func touchesMoved(_ touches: [Touch], in system: TouchSystem) {}

  public func touchesEnded(_ touches: [Touch], in system: TouchSystem) {
    for touch in touches { fingers.remove(touch.finger) }
    guard isPossible, fingers.isEmpty, let touch = touches.first,
      let local = layer.convertFromScene(touch.location, at: timeline.now),
      layer.bounds.contains(local)
    else {
      if fingers.isEmpty { isPossible = false }
      return
    }
    isPossible = false
    timeline.record("gesture.recognized", [("recognizer", .string(name))])
    for action in actions { action() }
  }

  public func touchesCancelled(_ touches: [Touch], in system: TouchSystem) {
    for touch in touches { fingers.remove(touch.finger) }
    isPossible = false
  }
}
