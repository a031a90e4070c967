import Foundation
import Geometry
import Layers

/// Recognises taps, as UIKit's `UITapGestureRecognizer`: ``numberOfTouchesRequired``
/// fingers touching down and lifting without moving more than ``allowableMovement``,
/// ``numberOfTapsRequired`` times, each tap starting within ``maximumTapInterval`` of the
/// last one lifting. Recognised (`.ended`) when the last tap lifts.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture.
  open var numberOfTapsRequired = 1
  /// How many fingers each tap takes.
  open var numberOfTouchesRequired = 1
  /// How far a finger may move and still tap, in points: 10, as UIKit's long-press
  /// recogniser documents for its own `allowableMovement`.
  public static let allowableMovement: CGFloat = 10
  /// How long after a tap lifts the next may start, in seconds (UIKit's double-tap interval,
  /// inferred: not documented).
  public static let maximumTapInterval: TimeInterval = 0.35

  private var starts: [UITouch: Point] = [:]
  private var taps = 0
  private var fingersThisTap = 0
  private var waitingForTap = 0

  /// Counts the fingers of the tap; too many fails it.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    waitingForTap += 1
    for touch in touches { starts[touch] = touch.windowLocation }
    fingersThisTap += touches.count
    if fingersThisTap > numberOfTouchesRequired { state = .failed }
  }

  /// Moving too far fails it.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches {
      guard let start = starts[touch] else { continue }
      if start.distance(to: touch.windowLocation) > Self.allowableMovement { state = .failed }
    }
  }

  /// The last finger lifting ends a tap: the gesture, or a wait for the next tap.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches {
      if let start = starts[touch],
        start.distance(to: touch.windowLocation) > Self.allowableMovement
      {
        state = .failed
        return
      }
    }
    guard trackedTouches.subtracting(touches).isEmpty else { return }
    guard fingersThisTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    taps += 1
    fingersThisTap = 0
    if taps >= numberOfTapsRequired {
      state = .ended
      return
    }
    let expected = waitingForTap
    after(Self.maximumTapInterval) { [weak self] in
      guard let self, self.waitingForTap == expected, self.state == .possible else { return }
      self.state = .failed
    }
  }

  /// A cancelled touch fails it.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override var isInProgress: Bool { super.isInProgress || taps > 0 }

  /// Forgets the taps counted.
  open override func reset() {
    super.reset()
    starts = [:]
    taps = 0
    fingersThisTap = 0
  }
}

/// Recognises a press held still, as UIKit's `UILongPressGestureRecognizer`: a continuous
/// gesture that begins once ``numberOfTouchesRequired`` fingers have been down for
/// ``minimumPressDuration`` without moving more than ``allowableMovement``, changes as they
/// move, and ends when they lift.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers must be down, in seconds (UIKit's default, 0.5).
  open var minimumPressDuration: TimeInterval = 0.5
  /// How many fingers the press takes.
  open var numberOfTouchesRequired = 1
  /// How far the fingers may move before the gesture begins, in points (UIKit's default,
  /// 10).
  open var allowableMovement: CGFloat = 10

  private var starts: [UITouch: Point] = [:]
  private var presses = 0

  /// Starts the wait once enough fingers are down; too many fails it.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches { starts[touch] = touch.windowLocation }
    guard state == .possible else { return }
    if trackedTouches.count > numberOfTouchesRequired {
      state = .failed
      return
    }
    guard trackedTouches.count == numberOfTouchesRequired else { return }
    presses += 1
    let expected = presses
    after(minimumPressDuration) { [weak self] in
      guard let self, self.presses == expected, self.state == .possible,
        self.trackedTouches.count == self.numberOfTouchesRequired
      else { return }
      self.state = .began
    }
  }

  /// Moving too far before it begins fails it; after, it changes.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      for touch in touches {
        if let start = starts[touch], start.distance(to: touch.windowLocation) > allowableMovement {
          state = .failed
        }
      }
    case .began, .changed: state = .changed
    default: break
    }
  }

  /// Lifting ends it, or fails it before it began.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    finishContinuous()
  }

  /// A cancelled touch cancels it, or fails it before it began.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    finishContinuous(cancelled: true)
  }

  /// Forgets the press.
  open override func reset() {
    super.reset()
    starts = [:]
    presses += 1
  }
}

/// Recognises a drag, as UIKit's `UIPanGestureRecognizer`: a continuous gesture that begins
/// once the fingers' centre has moved ``hysteresis`` points, changes with every move, and
/// ends when the fingers lift. ``translation(in:)`` is the centre's movement since the
/// fingers touched down; ``velocity(in:)`` its speed over the last move.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers that pan.
  open var minimumNumberOfTouches = 1
  /// The most fingers that pan.
  open var maximumNumberOfTouches = Int.max
  /// How far the centre must move before the pan begins, in points (UIKit's, inferred: 10).
  public static let hysteresis: CGFloat = 10

  private var start: Point?
  private var offset = CGPoint.zero
  private var previous: (point: Point, time: TimeInterval)?
  private var latest: (point: Point, time: TimeInterval)?

  private var centre: Point {
    let points = trackedTouches.map(\.windowLocation)
    guard !points.isEmpty else { return .zero }
    let count = Double(points.count)
    return Point(
      x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
  }

  /// Notes where the centre starts; too many or too few fingers fail it.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if trackedTouches.count > maximumNumberOfTouches, state == .possible {
      state = .failed
      return
    }
    if start == nil { start = centre }
    note(event.timestamp)
  }

  /// Begins once the centre has moved far enough; changes after.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    note(event.timestamp)
    switch state {
    case .possible:
      guard let start, trackedTouches.count >= minimumNumberOfTouches,
        start.distance(to: centre) >= Self.hysteresis
      else { return }
      state = .began
    case .began, .changed: state = .changed
    default: break
    }
  }

  /// Lifting the last finger ends it (or fails it before it began).
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard trackedTouches.subtracting(touches).isEmpty else { return }
    finishContinuous()
  }

  /// A cancelled touch cancels it (or fails it before it began).
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    finishContinuous(cancelled: true)
  }

  /// How far the centre has moved since the fingers touched down (or since
  /// ``setTranslation(_:in:)``), in `view`'s coordinates (the window's when nil).
  open func translation(in view: UIView?) -> CGPoint {
    guard let start else { return offset }
    let now = latest?.time ?? 0
    let from = Self.convert(start, to: view, at: now)
    let to = Self.convert(centre, to: view, at: now)
    return CGPoint(x: to.x - from.x + offset.x, y: to.y - from.y + offset.y)
  }

  /// Makes the translation `translation` from here on.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    start = centre
    offset = translation
  }

  /// How fast the centre moved over the last move, in points per second in `view`'s
  /// coordinates.
  open func velocity(in view: UIView?) -> CGPoint {
    guard let previous, let latest, latest.time > previous.time else { return .zero }
    let a = Self.convert(previous.point, to: view, at: latest.time)
    let b = Self.convert(latest.point, to: view, at: latest.time)
    let dt = CGFloat(latest.time - previous.time)
    return CGPoint(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
  }

  /// Forgets the pan.
  open override func reset() {
    super.reset()
    start = nil
    offset = .zero
    previous = nil
    latest = nil
  }

  private func note(_ time: TimeInterval) {
    let point = centre
    if let latest, latest.time < time { previous = latest }
    latest = (point, time)
  }

  private static func convert(_ point: Point, to view: UIView?, at time: TimeInterval) -> CGPoint {
    guard let view else { return CGPoint(point) }
    guard let local = view.layer.flipbookLayer.convertFromScene(point, at: time) else {
      return CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }
    return CGPoint(local)
  }
}
