import Foundation
import Layers

/// The main run loop of a recording: runs timers and the main queue's work at scene times on
/// the clock of the scene this thread's code runs on, each call a turn of its own (so a
/// standalone layer animates its changes implicitly, as on iOS), logged in the timeline.
///
/// Work asked for before any scene waits, as an app's run loop does before it starts: it is
/// scheduled from the scene time at which the first window is made over a scene on this
/// thread.
final class RunLoopClock {
  /// Work waiting for a scene: run `delay` seconds after the scene starts.
  private var waiting: [(delay: Double, body: (Timeline) -> Void)] = []

  /// This thread's run loop.
  static var current: RunLoopClock { TransactionStack.current.runLoop }

  /// The timeline of the scene this thread's code runs on, if there is one.
  var timeline: Timeline? { TransactionStack.current.currentTimeline }

  /// Runs `body` with the scene's timeline `delay` seconds of scene time from now (at once,
  /// as the next event, for 0 or less).
  func run(after delay: Double, _ body: @escaping (Timeline) -> Void) {
    guard let timeline else {
      waiting.append((delay, body))
      return
    }
    Self.schedule(body, at: timeline.now + max(0, delay), on: timeline)
  }

  /// Schedules the work that waited for a scene on `timeline`, from its current time.
  func start(on timeline: Timeline) {
    let work = waiting
    waiting = []
    for (delay, body) in work {
      Self.schedule(body, at: timeline.now + max(0, delay), on: timeline)
    }
  }

  /// Runs `body` at scene time `time` of `timeline`.
  static func schedule(
    _ body: @escaping (Timeline) -> Void, at time: Double, on timeline: Timeline
  ) {
    timeline.schedule(at: time) { [weak timeline] in
      guard let timeline else { return }
      body(timeline)
    }
  }

  /// Runs `body` as a turn of `timeline`'s run loop, logged as `event` with `fields`.
  static func turn(
    _ event: String, _ fields: [(key: String, value: TimelineEvent.Value)] = [],
    on timeline: Timeline, _ body: () -> Void
  ) {
    timeline.record(event, fields)
    TransactionStack.current.handle(on: timeline, body)
  }

  /// A delay measured on the real clock, in whole milliseconds: the microseconds between the
  /// caller reading the clock (`.now()`, `Date()`) and this code reading it again would
  /// otherwise make the scene time differ from one run to the next (our choice of grain).
  static func quantized(_ delay: Double) -> Double {
    guard delay.isFinite else { return delay }
    return (delay * 1000).rounded() / 1000
  }
}
