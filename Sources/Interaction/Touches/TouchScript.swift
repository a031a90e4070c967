import Foundation
import Geometry

/// A timed list of finger events — taps, holds, drags, several fingers — that drives a scene
/// the way a person's hand would.
public struct TouchScript: Sendable {
  /// One finger event.
  public struct Event: Sendable, Hashable {
    /// When, in seconds.
    public var time: Double
    /// Which finger.
    public var finger: Int
    /// What happened.
    public var phase: TouchPhase
    /// Where, in scene coordinates.
    public var location: Point
  }

  /// The events in the order they happen (ties in the order they were added).
  public private(set) var events: [Event] = []

  /// An empty script.
  public init() {}

  /// How long a tap holds the finger down, in seconds, when it does not say.
  public static let defaultTapDuration = 0.12
  /// How many moves a second a moving finger reports when it does not say.
  public static let defaultSampleRate = 60.0
  /// How long a drag rests before it moves and after, in seconds, when it does not say.
  public static let defaultHold = 0.05

  /// Touches down at `time` and lifts `duration` seconds later without moving.
  public mutating func tap(
    at location: Point, time: Double, duration: Double = defaultTapDuration, finger: Int = 0
  ) {
    press(at: location, time: time, finger: finger)
    lift(at: location, time: time + duration, finger: finger)
  }

  /// A finger touching down.
  public mutating func press(at location: Point, time: Double, finger: Int = 0) {
    add(Event(time: time, finger: finger, phase: .began, location: location))
  }

  /// A finger lifting.
  public mutating func lift(at location: Point, time: Double, finger: Int = 0) {
    add(Event(time: time, finger: finger, phase: .ended, location: location))
  }

  /// The system cancelling a finger's touch.
  public mutating func cancel(at location: Point, time: Double, finger: Int = 0) {
    add(Event(time: time, finger: finger, phase: .cancelled, location: location))
  }

  /// A finger already down moving along `path` (its first point is where it is) at `speed`
  /// points per second, reporting `sampleRate` moves a second, the last exactly at the end.
  /// - Returns: the time the drag ends.
  @discardableResult
  public mutating func move(
    along path: [Point], from time: Double, speed: Double, sampleRate: Double = defaultSampleRate,
    finger: Int = 0
  ) -> Double {
    guard path.count > 1, speed > 0, sampleRate > 0 else { return time }
    var lengths = [0.0]
    for (a, b) in zip(path, path.dropFirst()) { lengths.append(lengths.last! + a.distance(to: b)) }
    let total = lengths.last!
    let duration = total / speed
    let steps = max(1, Int((duration * sampleRate).rounded(.up)))
    for step in 1...steps {
      let distance = total * Double(step) / Double(steps)
      var segment = 0
      while segment < path.count - 2 && lengths[segment + 1] < distance { segment += 1 }
      let span = lengths[segment + 1] - lengths[segment]
      let f = span > 0 ? (distance - lengths[segment]) / span : 1
      let a = path[segment]
      let b = path[segment + 1]
      let point = Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
      add(
        Event(
          time: time + duration * Double(step) / Double(steps), finger: finger, phase: .moved,
          location: point))
    }
    return time + duration
  }

  /// Touch down at the path's start, drag along it, and lift at its end.
  /// - Returns: the time the finger lifts.
  @discardableResult
  public mutating func drag(
    along path: [Point], from time: Double, speed: Double, sampleRate: Double = defaultSampleRate,
    finger: Int = 0, hold: Double = defaultHold
  ) -> Double {
    guard let first = path.first, let last = path.last else { return time }
    press(at: first, time: time, finger: finger)
    let end = move(
      along: path, from: time + hold, speed: speed, sampleRate: sampleRate, finger: finger)
    lift(at: last, time: end + hold, finger: finger)
    return end + hold
  }

  private mutating func add(_ event: Event) {
    // After the last event not later than this one: the same place as before the first later
    // one (the events are sorted), found from the end because scripts mostly add in order.
    let index = (events.lastIndex { $0.time <= event.time } ?? -1) + 1
    events.insert(event, at: index)
  }
}
