import Foundation
import Layers

/// Runs code after a time, once or repeatedly, as Foundation's `Timer` in an iOS app, on the
/// recording's clock.
///
/// A scheduled timer (or one added to `RunLoop.main`) fires at ``fireDate`` in scene time —
/// its interval after it was made — and a repeating one every ``timeInterval`` after that,
/// counted from when it was due rather than when it ran, as Foundation documents; each firing
/// is a turn of the run loop of its own, logged as `timer.fired` in the scene's timeline.
/// ``tolerance`` is kept and has no effect: the recording's clock is never late. A timer made
/// before any scene waits for the first window made over a scene on this thread, as a timer
/// made in `viewDidLoad` waits for the app's run loop.
///
/// This `Timer` shadows Foundation's in files that import `FlipbookQuartz` only (as iOS files
/// import only `UIKit`); `Foundation.Timer`, spelled so, stays Foundation's and never fires
/// in a recording.
open class Timer: NSObject {
  private var action: ((Timer) -> Void)?
  private let repeats: Bool
  /// The time between firings, at least 0.1 ms.
  private let interval: Double
  /// Seconds of scene time from being scheduled to the first firing.
  private var delay: Double
  /// The scene time of the next firing, once scheduled on a scene.
  private var due: Double?
  private weak var timeline: Timeline?
  /// Bumped whenever the pending firing must not run.
  private var generation = 0
  private var isScheduled = false

  /// A timer that runs `block` `interval` seconds after it is added to a run loop, and every
  /// `interval` seconds after that if it `repeats`.
  public init(
    timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) {
    self.interval = Self.effective(interval)
    self.repeats = repeats
    delay = Self.effective(interval)
    action = block
    super.init()
  }

  /// A timer that runs `block` first at `date`, then every `interval` seconds if it
  /// `repeats`, once added to a run loop.
  public init(
    fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) {
    self.interval = Self.effective(interval)
    self.repeats = repeats
    delay = RunLoopClock.quantized(date.timeIntervalSinceNow)
    action = block
    super.init()
  }

  /// A timer calling `selector`, a method of `target` taking the timer, as
  /// `Timer(timeInterval:target:selector:userInfo:repeats:)`; the target is held until the
  /// timer is invalidated.
  public convenience init<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Target,
    selector: @escaping (Target) -> (Timer) -> Void, userInfo: Any?, repeats: Bool
  ) {
    self.init(timeInterval: interval, repeats: repeats) { selector(target)($0) }
    self.userInfo = userInfo
  }

  /// A timer calling `selector`, a method of `target` taking nothing; the target is held
  /// until the timer is invalidated.
  public convenience init<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Target,
    selector: @escaping (Target) -> () -> Void, userInfo: Any?, repeats: Bool
  ) {
    self.init(timeInterval: interval, repeats: repeats) { _ in selector(target)() }
    self.userInfo = userInfo
  }

  /// A scheduled timer running `block`, as `Timer.scheduledTimer(withTimeInterval:repeats:
  /// block:)`.
  @discardableResult
  open class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) -> Timer {
    Timer(timeInterval: interval, repeats: repeats, block: block).scheduled()
  }

  /// A scheduled timer calling `selector`, a method of `target` taking the timer.
  @discardableResult
  open class func scheduledTimer<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Target,
    selector: @escaping (Target) -> (Timer) -> Void, userInfo: Any?, repeats: Bool
  ) -> Timer {
    Timer(
      timeInterval: interval, target: target, selector: selector, userInfo: userInfo,
      repeats: repeats
    ).scheduled()
  }

  /// A scheduled timer calling `selector`, a method of `target` taking nothing.
  @discardableResult
  open class func scheduledTimer<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Target,
    selector: @escaping (Target) -> () -> Void, userInfo: Any?, repeats: Bool
  ) -> Timer {
    Timer(
      timeInterval: interval, target: target, selector: selector, userInfo: userInfo,
      repeats: repeats
    ).scheduled()
  }

  /// The interval of a repeating timer; 0 for one that fires once, as Foundation's.
  open var timeInterval: TimeInterval { repeats ? interval : 0 }

  /// How late the timer may fire; kept, and without effect: the recording is never late.
  open var tolerance: TimeInterval = 0

  /// The object given when the timer was made.
  open private(set) var userInfo: Any?

  /// Whether the timer will still fire.
  open private(set) var isValid = true

  /// When the timer fires next, as a date that far from now in scene time; setting it moves
  /// the next firing that far from the current scene time.
  open var fireDate: Date {
    get {
      guard let due, let timeline else { return Date(timeIntervalSinceNow: delay) }
      return Date(timeIntervalSinceNow: due - timeline.now)
    }
    set {
      delay = RunLoopClock.quantized(newValue.timeIntervalSinceNow)
      guard isScheduled, isValid else { return }
      generation += 1
      if let timeline {
        scheduleFiring(at: timeline.now + max(0, delay), on: timeline)
      } else {
        isScheduled = false
        schedule()
      }
    }
  }

  /// Runs the timer's action now, without changing when a repeating timer fires next; a
  /// timer that fires once is invalidated.
  open func fire() {
    guard isValid, let action else { return }
    if let timeline = timeline ?? RunLoopClock.current.timeline {
      RunLoopClock.turn("timer.fired", fields(manual: true), on: timeline) { action(self) }
    } else {
      action(self)
    }
    if !repeats { invalidate() }
  }

  /// Stops the timer for good and lets go of its action and target.
  open func invalidate() {
    isValid = false
    generation += 1
    action = nil
  }

  /// The timer, added to the recording's run loop.
  private func scheduled() -> Timer {
    schedule()
    return self
  }

  /// Adds the timer to the recording's run loop, once.
  func schedule() {
    guard isValid, !isScheduled else { return }
    isScheduled = true
    let clock = RunLoopClock.current
    if let timeline = clock.timeline {
      scheduleFiring(at: timeline.now + max(0, delay), on: timeline)
      return
    }
    let expected = generation
    clock.run(after: 0) { [self] timeline in
      guard generation == expected else { return }
      scheduleFiring(at: timeline.now + max(0, delay), on: timeline)
    }
  }

  private func scheduleFiring(at time: Double, on timeline: Timeline) {
    self.timeline = timeline
    due = time
    let expected = generation
    // The run loop holds a timer it will fire, as on iOS: the pending firing holds it here.
    RunLoopClock.schedule(
      { [self] timeline in
        guard generation == expected, let action else { return }
        if repeats { scheduleFiring(at: time + interval, on: timeline) }
        RunLoopClock.turn("timer.fired", fields(manual: false), on: timeline) { action(self) }
        if !repeats { invalidate() }
      }, at: time, on: timeline)
  }

  private func fields(manual: Bool) -> [(key: String, value: TimelineEvent.Value)] {
    [
      ("interval", .number(timeInterval)), ("repeats", .bool(repeats)),
      ("manual", .bool(manual)),
    ]
  }

  /// Foundation's floor for an interval: "If seconds is less than or equal to 0.0, this
  /// method chooses the nonnegative value of 0.1 milliseconds instead" (Timer docs).
  private static func effective(_ interval: TimeInterval) -> Double {
    interval > 0 ? interval : 0.0001
  }
}
