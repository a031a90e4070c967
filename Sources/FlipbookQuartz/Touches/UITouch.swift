import Foundation
import Geometry
import Interaction
import Layers

/// One finger on the screen, as UIKit's `UITouch`: the same object for the finger's whole
/// life, from touching down to lifting.
public final class UITouch: NSObject {
  /// Where a finger is in its life.
  public enum Phase: Int, Sendable {
    /// Touched down.
    case began
    /// Moved.
    case moved
    /// Down without moving.
    case stationary
    /// Lifted.
    case ended
    /// Taken away by the system.
    case cancelled
  }

  /// The view the touch began on.
  public internal(set) weak var view: UIView?
  /// The window it happens in.
  public internal(set) weak var window: UIWindow?
  /// The recognisers that receive it.
  public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
  /// Its phase.
  public internal(set) var phase = Phase.began
  /// When it last changed, in the scene's seconds.
  public internal(set) var timestamp: TimeInterval = 0
  /// Which tap of a quick series this touch is, from 1: a finger touching down within
  /// ``UITapGestureRecognizer/maximumTapInterval`` of the last one lifting from a tap (it moved
  /// no more than ``UITapGestureRecognizer/allowableMovement``), no further than that from
  /// it, counts one more.
  public internal(set) var tapCount = 1
  /// Which finger, from 0.
  public let finger: Int

  private var location = Point.zero
  private var previousLocation = Point.zero
  /// Where the finger is, in the window's coordinates.
  var windowLocation: Point { location }
  /// Whether a recogniser took the touch away from its view (`cancelsTouchesInView`).
  var isCancelledForView = false
  /// The phases held back from the view while a recogniser decides (`delaysTouchesBegan`,
  /// `delaysTouchesEnded`), in order, with their events.
  var heldPhases: [(phase: Phase, event: UIEvent)] = []

  /// Whether `phase` waits before reaching the view: an earlier phase is held, or a
  /// recogniser of the touch that may still recognise delays it.
  func waits(_ phase: Phase) -> Bool {
    !heldPhases.isEmpty || delayingRecognizers.contains { $0.delays(phase) }
  }

  /// The recognisers that may hold the touch back from its view. A control's touches are
  /// not held by its ancestors' recognisers: UIKit runs a control's own action first
  /// ("default control actions prevent overlapping gesture recognizer behavior", iOS 6 and
  /// later), so a button under a double-tap recogniser acts at its lift, not after the
  /// double tap has failed.
  private var delayingRecognizers: [UIGestureRecognizer] {
    let recognizers = gestureRecognizers ?? []
    guard let control = view as? UIControl else { return recognizers }
    return recognizers.filter { $0.view === control }
  }

  /// Holds `phase` back from the view; a move replaces a held move before it.
  func hold(_ phase: Phase, event: UIEvent) {
    if phase == .moved, heldPhases.last?.phase == .moved { heldPhases.removeLast() }
    heldPhases.append((phase, event))
  }

  /// Gives the view the held phases no recogniser delays any more, in order.
  func deliverHeldPhases() {
    while let (phase, event) = heldPhases.first.map({ ($0.phase, $0.event) }) {
      guard !isCancelledForView else {
        heldPhases = []
        return
      }
      guard !delayingRecognizers.contains(where: { $0.delays(phase) }) else { return }
      heldPhases.removeFirst()
      guard let view else { continue }
      switch phase {
      case .began: view.touchesBegan([self], with: event)
      case .moved, .stationary: view.touchesMoved([self], with: event)
      case .ended: view.touchesEnded([self], with: event)
      case .cancelled: view.touchesCancelled([self], with: event)
      }
    }
  }

  init(finger: Int) {
    self.finger = finger
    super.init()
  }

  /// Takes on a touch as the engine delivers it.
  func update(from touch: Touch, phase: Phase) {
    self.phase = phase
    location = touch.location
    previousLocation = touch.previousLocation
    timestamp = touch.time
  }

  /// Where the finger is, in `view`'s coordinates (the window's when nil), as the view shows
  /// now; not-a-number when the view is turned so that the point is behind the eye.
  public func location(in view: UIView?) -> CGPoint {
    convert(location, to: view)
  }

  /// Where the finger was at the previous event, in `view`'s coordinates.
  public func previousLocation(in view: UIView?) -> CGPoint {
    convert(previousLocation, to: view)
  }

  private func convert(_ point: Point, to view: UIView?) -> CGPoint {
    guard let view else { return CGPoint(point) }
    guard let local = view.layer.flipbookLayer.convertFromScene(point, at: timestamp) else {
      return CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }
    return CGPoint(local)
  }
}

/// The touches of one moment, as UIKit's `UIEvent`.
public final class UIEvent: NSObject {
  /// Every finger down (or lifting) now.
  public let allTouches: Set<UITouch>?
  /// When, in the scene's seconds.
  public let timestamp: TimeInterval

  init(touches: Set<UITouch>, timestamp: TimeInterval) {
    allTouches = touches
    self.timestamp = timestamp
    super.init()
  }

  /// The touches of the event that belong to `view`.
  public func touches(for view: UIView) -> Set<UITouch>? {
    allTouches?.filter { $0.view === view }
  }
}
