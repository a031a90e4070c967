import Geometry

/// Where a finger is in its life on the screen, as `UITouch.Phase`.
public enum TouchPhase: String, Sendable, Hashable {
  /// The finger touched down.
  case began
  /// The finger moved.
  case moved
  /// The finger is down and did not move.
  case stationary
  /// The finger lifted.
  case ended
  /// The system took the touch away (a call, a gesture elsewhere).
  case cancelled
}

/// One finger at one moment, as a handler receives it.
public struct Touch: Sendable, Hashable {
  /// Which finger, from 0.
  public var finger: Int
  /// Its phase.
  public var phase: TouchPhase
  /// Where it is, in scene coordinates.
  public var location: Point
  /// Where it was at the previous event, in scene coordinates.
  public var previousLocation: Point
  /// When, in seconds.
  public var time: Double

  /// A touch from its parts.
  public init(
    finger: Int, phase: TouchPhase, location: Point, previousLocation: Point, time: Double
  ) {
    self.finger = finger
    self.phase = phase
    self.location = location
    self.previousLocation = previousLocation
    self.time = time
  }
}
