import Foundation
import Layers

/// A range of frame rates a display link asks for, as Core Animation's `CAFrameRateRange`.
public struct CAFrameRateRange: Equatable, Sendable {
  /// The lowest rate wanted, in frames per second.
  public var minimum: Float
  /// The highest rate wanted, in frames per second.
  public var maximum: Float
  /// The rate wanted, in frames per second, if one is.
  public var preferred: Float?

  /// A range from `minimum` to `maximum`, preferring `preferred`.
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// The range that leaves the rate to the display: its highest.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// Calls a method of its target at every refresh of the display, as Core Animation's
/// `CADisplayLink`, on the recording's clock.
///
/// The display refreshes 60 times a second, at whole multiples of 1/60 s of the scene's
/// time (ProMotion's 120 Hz is not modelled). A link added to a run loop (any run loop and
/// mode: a recording has one) calls its target at each refresh after the current time, or
/// at every n-th refresh for a lower ``preferredFramesPerSecond``, until it is invalidated;
/// ``timestamp`` is the refresh being handled and ``targetTimestamp`` the next one the link
/// will be called at. Changes made in the call are a transaction of their own, as on iOS: a
/// standalone layer animates them implicitly unless actions are disabled. As on iOS, the link
/// holds its target strongly until ``invalidate()``.
open class CADisplayLink: NSObject {
  /// The display's refresh rate, in frames per second.
  static let refreshRate = 60.0

  private var target: AnyObject?
  private let call: (AnyObject, CADisplayLink) -> Void
  private weak var timeline: Timeline?
  /// Bumped whenever the chain of scheduled refreshes must stop.
  private var generation = 0

  /// A link calling `selector`, a method of `target` taking the link, at each refresh.
  public init<Target: AnyObject>(
    target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void
  ) {
    self.target = target
    call = { target, link in
      // The target is the one given, so the cast always succeeds.
      if let target = target as? Target { selector(target)(link) }
    }
    super.init()
  }

  /// A link calling `selector`, a method of `target` taking nothing, at each refresh.
  public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
    self.target = target
    call = { target, _ in
      if let target = target as? Target { selector(target)() }
    }
    super.init()
  }

  /// The time of the refresh being handled (or last handled), in ``CACurrentMediaTime()``'s
  /// clock; 0 before the first.
  open private(set) var timestamp: CFTimeInterval = 0

  /// The time of the next refresh the link will be called at.
  open private(set) var targetTimestamp: CFTimeInterval = 0

  /// The time between two refreshes of the display: 1/60 s.
  open var duration: CFTimeInterval { 1 / Self.refreshRate }

  /// Whether calls are suspended; the refreshes go on, unseen.
  open var isPaused = false

  /// The rate the link is called at: 0 (the default) for every refresh; otherwise the
  /// display's rate divided by the whole number nearest to 60 / rate, at least 1.
  open var preferredFramesPerSecond = 0

  /// The range of rates wanted: its `preferred` rate, else its `maximum`, sets
  /// ``preferredFramesPerSecond``.
  open var preferredFrameRateRange: CAFrameRateRange {
    get {
      let rate = Float(preferredFramesPerSecond)
      return CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate)
    }
    set {
      let rate = newValue.preferred ?? newValue.maximum
      preferredFramesPerSecond = rate.isFinite ? max(0, Int(rate.rounded())) : 0
    }
  }

  /// Refreshes between two calls.
  private var interval: Int {
    guard preferredFramesPerSecond > 0 else { return 1 }
    return max(1, Int((Self.refreshRate / Double(preferredFramesPerSecond)).rounded()))
  }

  /// Starts calling the target, on the scene this thread's Core Animation code runs on (the
  /// one whose event is being handled, else the one a window, layer or animation last used).
  /// The run loop and mode are accepted as given. With no scene yet (a link added in the
  /// `viewDidLoad` of a controller loaded before its window), the link waits, as an app's
  /// run loop does before it starts: it starts with the first window made over a scene on
  /// this thread.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard target != nil, timeline == nil else { return }
    guard let timeline = TransactionStack.current.currentTimeline else {
      let expected = generation
      RunLoopClock.current.run(after: 0) { [self] timeline in
        guard generation == expected, target != nil, self.timeline == nil else { return }
        start(on: timeline)
      }
      return
    }
    start(on: timeline)
  }

  private func start(on timeline: Timeline) {
    self.timeline = timeline
    generation += 1
    scheduleNext(after: timeline.now, on: timeline)
  }

  /// Stops calling the target from that run loop: the link has one, so it stops.
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    generation += 1
    timeline = nil
  }

  /// Stops the link for good and lets go of its target.
  open func invalidate() {
    generation += 1
    timeline = nil
    target = nil
  }

  /// The refresh whose index is `index`: index / 60 s.
  private static func refresh(_ index: Int) -> Double { Double(index) / refreshRate }

  private func scheduleNext(after time: Double, on timeline: Timeline) {
    // The first refresh strictly after `time` that is a multiple of the interval.
    var index = Int((time * Self.refreshRate + 1e-6).rounded(.down)) + 1
    let step = interval
    index = (index + step - 1) / step * step
    let expected = generation
    targetTimestamp = Self.refresh(index)
    // The run loop holds a link it calls, as on iOS: the pending refresh holds it here.
    timeline.schedule(at: targetTimestamp) { [weak timeline] in
      guard let timeline, self.generation == expected else { return }
      self.fire(at: index, on: timeline)
    }
  }

  private func fire(at index: Int, on timeline: Timeline) {
    timestamp = Self.refresh(index)
    scheduleNext(after: timestamp, on: timeline)
    guard !isPaused, let target else { return }
    TransactionStack.current.handle(on: timeline) { call(target, self) }
  }
}
