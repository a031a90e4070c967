import Geometry
import Layers
import Pixels

/// Delivers scripted touches to the handlers of a scene, in time order on its timeline, the
/// way UIKit routes touches: a touch goes to the handler of the layer it began on (found by
/// hit testing the tree as it shows then) and stays with it. Optionally draws a finger dot
/// for each touch, as the simulator's "show touches" does.
public final class TouchSystem {
  /// The timeline touches are scheduled on.
  public let timeline: Timeline
  /// Whether a translucent dot follows each finger while it is down.
  public var showsTouches: Bool

  private var handlers: [(layer: ObjectIdentifier, handler: TouchHandler)] = []
  private var owners: [Int: TouchHandler] = [:]
  private var locations: [Int: Point] = [:]
  private var indicators: [Int: Layer] = [:]

  /// A touch system for the scene driven by `timeline`.
  public init(timeline: Timeline, showsTouches: Bool = true) {
    self.timeline = timeline
    self.showsTouches = showsTouches
  }

  /// Routes touches that begin on `handler.layer` (or its sublayers) to `handler`.
  public func register(_ handler: TouchHandler) {
    handlers.append((ObjectIdentifier(handler.layer), handler))
  }

  /// Schedules every event of the script on the timeline; events at the same time and in the
  /// same phase arrive together.
  public func run(_ script: TouchScript) {
    var groups: [[TouchScript.Event]] = []
    for event in script.events {
      if let last = groups.last?.last, last.time == event.time, last.phase == event.phase {
        groups[groups.count - 1].append(event)
      } else {
        groups.append([event])
      }
    }
    for group in groups {
      timeline.schedule(at: group[0].time) { [weak self] in self?.deliver(group) }
    }
  }

  /// Delivers events that happen now.
  func deliver(_ events: [TouchScript.Event]) {
    var batches: [(TouchHandler, [Touch])] = []
    for event in events {
      let previous = locations[event.finger] ?? event.location
      let touch = Touch(
        finger: event.finger, phase: event.phase, location: event.location,
        previousLocation: previous, time: timeline.now)
      timeline.record(
        "touch.\(event.phase.rawValue)",
        [
          ("x", .number(event.location.x)), ("y", .number(event.location.y)),
          ("finger", .number(Double(event.finger))),
        ])
      if event.phase == .began {
        owners[event.finger] = handler(at: event.location)
      }
      if event.phase == .ended || event.phase == .cancelled {
        locations[event.finger] = nil
      } else {
        locations[event.finger] = event.location
      }
      updateIndicator(for: event)
      if let owner = owners[event.finger] {
        if let i = batches.firstIndex(where: { $0.0 === owner }) {
          batches[i].1.append(touch)
        } else {
          batches.append((owner, [touch]))
        }
      }
      if event.phase == .ended || event.phase == .cancelled { owners[event.finger] = nil }
    }
    let phase = events[0].phase
    for (handler, touches) in batches {
      switch phase {
      case .began: handler.touchesBegan(touches, in: self)
      case .moved, .stationary: handler.touchesMoved(touches, in: self)
      case .ended: handler.touchesEnded(touches, in: self)
      case .cancelled: handler.touchesCancelled(touches, in: self)
      }
    }
  }

  /// The handler of the frontmost layer under a point, searching up from the hit layer.
  private func handler(at point: Point) -> TouchHandler? {
    var layer = timeline.rootLayer.hitTest(point, at: timeline.now)
    while let current = layer {
      if let entry = handlers.first(where: { $0.layer == ObjectIdentifier(current) }) {
        return entry.handler
      }
      layer = current.superlayer
    }
    return nil
  }

  private func updateIndicator(for event: TouchScript.Event) {
    guard showsTouches else { return }
    switch event.phase {
    case .began:
      let dot = Layer(
        frame: Rect(x: event.location.x - 18, y: event.location.y - 18, width: 36, height: 36),
        name: "touch-\(event.finger)")
      dot.cornerRadius = 18
      dot.backgroundColor = Color(white: 0.55, alpha: 0.45)
      dot.borderWidth = 1.5
      dot.borderColor = Color(white: 0.2, alpha: 0.35)
      dot.zPosition = 1_000_000
      dot.isUserInteractionEnabled = false
      indicators[event.finger]?.removeFromSuperlayer()
      indicators[event.finger] = dot
      timeline.rootLayer.addSublayer(dot)
    case .moved, .stationary:
      indicators[event.finger]?.position = event.location
    case .ended, .cancelled:
      indicators.removeValue(forKey: event.finger)?.removeFromSuperlayer()
    }
  }
}
