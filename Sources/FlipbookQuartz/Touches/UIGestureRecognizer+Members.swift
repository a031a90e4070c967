import Foundation

extension UIGestureRecognizer {
  /// Where the touch at `touchIndex` is in `view`'s coordinates (`.zero` when there is no
  /// such touch). The touches are in the order of their fingers' numbers (our choice: UIKit
  /// does not document the order).
  public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    let touches = trackedTouches.sorted { $0.finger < $1.finger }
    guard touches.indices.contains(touchIndex) else { return .zero }
    return touches[touchIndex].location(in: view)
  }
}

extension UIEvent {
  /// What kind of input an event carries, as UIKit's `UIEvent.EventType` (iOS's values).
  public enum EventType: Int, Sendable {
    /// Fingers on the screen: every event here.
    case touches = 0
    /// A shake.
    case motion = 1
    /// A remote control (headphones, lock screen).
    case remoteControl = 2
    /// Physical buttons or keys.
    case presses = 3
    /// A pointer's scroll.
    case scroll = 10
    /// A pointer's hover.
    case hover = 11
    /// A trackpad's pinch or rotation.
    case transform = 14
  }

  /// The kind of a motion or remote-control event, as UIKit's `UIEvent.EventSubtype`
  /// (iOS's values).
  public enum EventSubtype: Int, Sendable {
    /// No subtype: every touch event.
    case none = 0
    /// A shake.
    case motionShake = 1
    /// Play.
    case remoteControlPlay = 100
    /// Pause.
    case remoteControlPause = 101
    /// Stop.
    case remoteControlStop = 102
    /// Play or pause.
    case remoteControlTogglePlayPause = 103
    /// Next track.
    case remoteControlNextTrack = 104
    /// Previous track.
    case remoteControlPreviousTrack = 105
    /// Seeking backward began.
    case remoteControlBeginSeekingBackward = 106
    /// Seeking backward ended.
    case remoteControlEndSeekingBackward = 107
    /// Seeking forward began.
    case remoteControlBeginSeekingForward = 108
    /// Seeking forward ended.
    case remoteControlEndSeekingForward = 109
  }

  /// The kind of event: `.touches`, the only one here.
  public var type: EventType { .touches }

  /// The event's subtype: `.none`, as for every touch event.
  public var subtype: EventSubtype { .none }

  /// The event's touches in `window`.
  public func touches(for window: UIWindow) -> Set<UITouch>? {
    allTouches?.filter { $0.window === window }
  }

  /// The event's touches that `gesture` is following.
  public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    allTouches?.filter { gesture.gestureTouches.contains($0) }
  }

  /// The touch samples since the last event that `touch` stands for: the touch itself, as a
  /// scripted touch has no samples between events; nil for a touch not in the event.
  public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
    allTouches?.contains(touch) == true ? [touch] : nil
  }

  /// Where `touch` is predicted to go: no predictions here; nil for a touch not in the
  /// event.
  public func predictedTouches(for touch: UITouch) -> [UITouch]? {
    allTouches?.contains(touch) == true ? [] : nil
  }
}
