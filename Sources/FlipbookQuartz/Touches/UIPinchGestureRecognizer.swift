import Foundation
import Geometry

/// What two-finger recognisers share: the two fingers, the first two to touch down (by
/// finger number), and the measure of them each follows, with the time it was taken.
open class TwoFingerGestureRecognizer: UIGestureRecognizer {
  /// How far the measure must move from its value at touch-down before the gesture begins.
  class var hysteresis: CGFloat { 0 }

  /// The measure at touch-down of the second finger, and the base it is reported from.
  private var start: CGFloat?
  var base: CGFloat?
  private var previous: (value: CGFloat, time: TimeInterval)?
  private var latest: (value: CGFloat, time: TimeInterval)?

  /// The measure of the two fingers' positions: their distance, or their angle.
  func measure(_ first: Point, _ second: Point) -> CGFloat { 0 }

  /// The current measure while two fingers are down; after one lifts, the last one taken,
  /// so that the action at `.ended` reads where the gesture ended.
  var current: CGFloat? {
    let touches = trackedTouches.sorted { $0.finger < $1.finger }
    guard touches.count >= 2 else { return latest?.value }
    return measure(touches[0].windowLocation, touches[1].windowLocation)
  }

  /// The change of the measure per second over the last move.
  var rate: CGFloat {
    guard let previous, let latest, latest.time > previous.time else { return 0 }
    return (latest.value - previous.value) / CGFloat(latest.time - previous.time)
  }

  /// Notes the measure once two fingers are down; a third fails a gesture not yet begun.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if trackedTouches.count > 2, state == .possible {
      state = .failed
      return
    }
    guard start == nil, let value = current else { return }
    start = value
    base = value
    note(value, event.timestamp)
  }

  /// Begins once the measure has moved past the recogniser's threshold; changes after.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let value = current, let start else { return }
    note(value, event.timestamp)
    switch state {
    case .possible:
      if abs(value - start) >= Self.hysteresis { state = .began }
    case .began, .changed: state = .changed
    default: break
    }
  }

  /// A finger lifting ends the gesture (or fails it before it began).
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    finishContinuous()
  }

  /// A cancelled touch cancels it (or fails it before it began).
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    finishContinuous(cancelled: true)
  }

  /// Forgets the gesture.
  open override func reset() {
    super.reset()
    start = nil
    base = nil
    previous = nil
    latest = nil
  }

  private func note(_ value: CGFloat, _ time: TimeInterval) {
    if let latest, latest.time < time { previous = latest }
    latest = (value, time)
  }
}

/// Recognises two fingers pinching, as UIKit's `UIPinchGestureRecognizer`: it begins once
/// the fingers' distance has changed by 10 points (inferred: UIKit does not document it),
/// changes as they move and ends when one lifts. ``scale`` is the distance over the distance
/// when both touched down; setting it (to 1, as handlers do after applying it) measures from
/// the current distance.
open class UIPinchGestureRecognizer: TwoFingerGestureRecognizer {
  override class var hysteresis: CGFloat { 10 }

  override func measure(_ first: Point, _ second: Point) -> CGFloat {
    CGFloat(first.distance(to: second))
  }

  /// The fingers' distance relative to where it was measured from; 1 before two fingers are
  /// down.
  open var scale: CGFloat {
    get {
      guard let base, base > 0, let current else { return 1 }
      return current / base
    }
    set {
      guard let current, newValue > 0 else { return }
      base = current / newValue
    }
  }

  /// How fast the scale changes, per second, over the last move.
  open var velocity: CGFloat {
    guard let base, base > 0 else { return 0 }
    return rate / base
  }
}

/// Recognises two fingers turning, as UIKit's `UIRotationGestureRecognizer`: it begins once
/// the line between the fingers has turned by 5° (inferred: UIKit does not document it),
/// changes as they move and ends when one lifts. ``rotation`` is the turn in radians,
/// clockwise on screen positive, since both touched down; setting it (to 0, as handlers do
/// after applying it) measures from the current angle.
open class UIRotationGestureRecognizer: TwoFingerGestureRecognizer {
  override class var hysteresis: CGFloat { 5 * .pi / 180 }

  /// The angle followed continuously, so that a turn past ±π keeps counting.
  private var unwrapped: (last: CGFloat, total: CGFloat)?

  override func measure(_ first: Point, _ second: Point) -> CGFloat {
    let angle = CGFloat(atan2(second.y - first.y, second.x - first.x))
    guard let (last, total) = unwrapped else {
      unwrapped = (angle, angle)
      return angle
    }
    var step = angle - last
    if step > .pi { step -= 2 * .pi }
    if step < -.pi { step += 2 * .pi }
    unwrapped = (angle, total + step)
    return total + step
  }

  /// The turn since it was measured from, in radians; 0 before two fingers are down.
  open var rotation: CGFloat {
    get {
      guard let base, let current else { return 0 }
      return current - base
    }
    set {
      guard let current else { return }
      base = current - newValue
    }
  }

  /// How fast it turns, in radians per second, over the last move.
  open var velocity: CGFloat { rate }

  /// Forgets the gesture.
  open override func reset() {
    super.reset()
    unwrapped = nil
  }
}
