import Foundation
import Geometry

/// Recognises a quick stroke in a direction, as UIKit's `UISwipeGestureRecognizer`: a
/// discrete gesture, recognised (`.ended`) as soon as the fingers' centre has gone far
/// enough along one of ``direction``'s directions, fast enough and straight enough.
///
/// UIKit documents none of its thresholds. These are its private defaults as a published
/// re-implementation (BKSwipeGestureRecognizer, reconstructed from UIKit's) sets them: the
/// stroke must happen within 0.5 s of touching down; it must go at least 50 points along the
/// direction, a minimum that shrinks with time to 50 × (1 − t·0.94) at t seconds (so 26.5
/// points at 0.5 s), and stray at most 200 points across it.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions a swipe may take.
  public struct Direction: OptionSet, Sendable {
    /// The raw bits, as UIKit's.
    public let rawValue: UInt
    /// A direction from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Towards the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// Towards the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions recognised; `.right` unless set.
  open var direction: Direction = .right
  /// How many fingers swipe together.
  open var numberOfTouchesRequired = 1

  /// How long after touching down the stroke must be done, in seconds.
  public static let maximumDuration: TimeInterval = 0.5
  /// How far the stroke must go along its direction at first, in points.
  public static let minimumPrimaryMovement: CGFloat = 50
  /// How far it may stray across its direction, in points.
  public static let maximumSecondaryMovement: CGFloat = 200
  /// How much of the minimum movement is left after 1 s of shrinking (it shrinks for 0.5 s).
  public static let rateOfMinimumMovementDecay: CGFloat = 0.06

  private var start: (point: Point, time: TimeInterval)?

  private var centre: Point {
    let points = trackedTouches.map(\.windowLocation)
    let count = Double(max(points.count, 1))
    return Point(
      x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
  }

  /// Notes where the stroke starts; more fingers than required fail it.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if trackedTouches.count > numberOfTouchesRequired {
      state = .failed
      return
    }
    if trackedTouches.count == numberOfTouchesRequired { start = (centre, event.timestamp) }
  }

  /// Recognises the swipe once it has gone far enough in time; fails it when too late or
  /// too crooked.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start else { return }
    let elapsed = event.timestamp - start.time
    guard elapsed <= Self.maximumDuration else {
      state = .failed
      return
    }
    let dx = CGFloat(centre.x - start.point.x)
    let dy = CGFloat(centre.y - start.point.y)
    let shrink = 1 - CGFloat(min(elapsed, 0.5)) * (1 - Self.rateOfMinimumMovementDecay)
    let needed = Self.minimumPrimaryMovement * shrink
    let candidates: [(Direction, primary: CGFloat, secondary: CGFloat)] = [
      (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
    ]
    for (way, primary, secondary) in candidates where direction.contains(way) {
      if primary >= needed && abs(secondary) <= Self.maximumSecondaryMovement {
        state = .ended
        return
      }
    }
    if abs(dx) > Self.maximumSecondaryMovement && abs(dy) > Self.maximumSecondaryMovement {
      state = .failed
    }
  }

  /// Lifting before the stroke was recognised fails it.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  /// A cancelled touch fails it.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  /// Forgets the stroke.
  open override func reset() {
    super.reset()
    start = nil
  }
}
