import Geometry
import Layers

/// Seed 003's gesture recogniser: one finger moves at least 25 pt right (it may drift down,
/// never up), then at least 25 pt down (it may drift right, never left) — a turn clockwise;
/// the mirror image (left, then down) — a turn counter-clockwise. Upward movement, a
/// reversal, a second finger or a cancelled touch fails it; it resets when the fingers lift.
public final class RotateGestureRecognizer: TouchHandler {
  /// The recogniser's state, as `UIGestureRecognizer.State`'s subset the seed uses.
  public enum State: String, Sendable {
    /// Watching a gesture that may still succeed.
    case possible
    /// The gesture was recognised.
    case recognized
    /// The gesture can no longer succeed.
    case failed
  }

  /// How far the gesture has come (the seed's `Direction`).
  public enum Progress: String, Sendable {
    case unknown, left, leftDown, leftDone, right, rightDown, rightDone
  }

  /// The turn a recognised gesture asks for.
  public enum Turn: String, Sendable {
    /// 90° clockwise: right, then down.
    case clockwise
    /// 90° counter-clockwise: left, then down.
    case counterClockwise
  }

  /// The view whose touches it watches.
  public let layer: Layer
  /// The name its events carry.
  public let name: String
  /// The distance each leg must cover, in points.
  public static let requiredDistance = 25.0
  /// The current state.
  public private(set) var state = State.possible
  /// How far the gesture has come.
  public private(set) var progress = Progress.unknown
  private var start = Point.zero
  private var fingers: Set<Int> = []
  private let timeline: Timeline
  private let onRecognized: (Turn) -> Void

  /// A recogniser on `view`, calling `onRecognized` with the turn each time it succeeds.
  public init(
    view: Layer, name: String = "rotate", timeline: Timeline,
    onRecognized: @escaping (Turn) -> Void
  ) {
    layer = view
    self.name = name
    self.timeline = timeline
    self.onRecognized = onRecognized
  }

  public func touchesBegan(_ touches: [Touch], in system: TouchSystem) {
    for touch in touches { fingers.insert(touch.finger) }
    guard state == .possible else { return }
    guard touches.count == 1, fingers.count == 1, let touch = touches.first else {
      fail("more than one finger")
      return
    }
    start = touch.location
  }

  public func touchesMoved(_ touches: [Touch], in system: TouchSystem) {
    guard state == .possible, let touch = touches.first else { return }
    let now = touch.location
    let previous = touch.previousLocation
    if now.y < previous.y { return fail("moved up") }
    let required = Self.requiredDistance
    switch progress {
    case .unknown:
      if now.x > previous.x { progress = .right } else if now.x < previous.x { progress = .left }
    case .left:
      if now.x > previous.x { return fail("moved right on the way left") }
      if start.x - now.x >= required { progress = .leftDown }
    case .right:
      if now.x < previous.x { return fail("moved left on the way right") }
      if now.x - start.x >= required { progress = .rightDown }
    case .leftDown, .leftDone:
      if now.x > previous.x { return fail("moved right on the way down") }
      if progress == .leftDown && now.y - start.y >= required { progress = .leftDone }
    case .rightDown, .rightDone:
      if now.x < previous.x { return fail("moved left on the way down") }
      if progress == .rightDown && now.y - start.y >= required { progress = .rightDone }
    }
  }

  public func touchesEnded(_ touches: [Touch], in system: TouchSystem) {
    defer { lift(touches) }
    guard state == .possible, let touch = touches.first else { return }
    let now = touch.location
    let previous = touch.previousLocation
    let upwards = now.y < previous.y
    if progress == .leftDone && !(now.x > previous.x || upwards) {
      recognize(.counterClockwise)
    } else if progress == .rightDone && !(now.x < previous.x || upwards) {
      recognize(.clockwise)
    } else {
      fail("lifted before the gesture was complete")
    }
  }

  public func touchesCancelled(_ touches: [Touch], in system: TouchSystem) {
    defer { lift(touches) }
    progress = .unknown
    start = .zero
    if state == .possible { fail("cancelled") }
  }

  private func recognize(_ turn: Turn) {
    state = .recognized
    timeline.record(
      "gesture.recognized", [("recognizer", .string(name)), ("turn", .string(turn.rawValue))])
    onRecognized(turn)
  }

  private func fail(_ reason: String) {
    state = .failed
    timeline.record("gesture.failed", [("recognizer", .string(name)), ("reason", .string(reason))])
  }

  /// Forgets lifted fingers; once none is down, resets for the next gesture (`reset()`).
  private func lift(_ touches: [Touch]) {
    for touch in touches { fingers.remove(touch.finger) }
    guard fingers.isEmpty else { return }
    state = .possible
    progress = .unknown
    start = .zero
  }
}
