import Dispatch
import Foundation
import Layers

/// Work given to a queue runs on the recording's clock: at its scene time, on the thread
/// that runs the scene, each item a turn of the run loop of its own, logged as
/// `dispatch.ran` in the timeline.
///
/// These overloads shadow Dispatch's in files that import `FlipbookQuartz` (Swift prefers the
/// overload with fewer defaulted arguments). Every queue — main, global or made — runs its
/// work this way, in the order it was given: background concurrency is not modelled, so
/// `DispatchQueue.global().async { … DispatchQueue.main.async { … } }` runs both at the
/// current scene time, one after the other, the same on every run (our choice; work on a real
/// thread would land in the scene at a wall-clock moment).
extension DispatchQueue {
  /// Runs `work` as the run loop's next turn, at the current scene time.
  public func async(execute work: @escaping () -> Void) {
    runOnRecording(after: 0, work)
  }

  /// Runs `work` as the run loop's next turn, at the current scene time; the quality of
  /// service has no effect.
  public func async(qos: DispatchQoS, execute work: @escaping () -> Void) {
    runOnRecording(after: 0, work)
  }

  /// Runs `workItem` as the run loop's next turn, at the current scene time.
  public func async(execute workItem: DispatchWorkItem) {
    runOnRecording(after: 0) { if !workItem.isCancelled { workItem.perform() } }
  }

  /// Runs `work` when the scene's clock reaches `deadline`: `deadline - .now()` seconds of
  /// scene time from now, rounded to the millisecond.
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
    runOnRecording(after: Self.delay(until: deadline), work)
  }

  /// Runs `work` when the scene's clock reaches `deadline`; the quality of service has no
  /// effect.
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS, execute work: @escaping () -> Void
  ) {
    runOnRecording(after: Self.delay(until: deadline), work)
  }

  /// Runs `workItem` when the scene's clock reaches `deadline`.
  public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
    runOnRecording(after: Self.delay(until: deadline)) {
      if !workItem.isCancelled { workItem.perform() }
    }
  }

  /// The seconds from now until `deadline` on the real clock, to the millisecond: a
  /// difference, so the time spent before the call does not count.
  static func delay(until deadline: DispatchTime) -> Double {
    let now = DispatchTime.now().uptimeNanoseconds
    guard deadline != .distantFuture else { return .infinity }
    let nanoseconds =
      deadline.uptimeNanoseconds >= now
      ? Double(deadline.uptimeNanoseconds - now) : -Double(now - deadline.uptimeNanoseconds)
    return RunLoopClock.quantized(nanoseconds / 1e9)
  }

  /// Runs `work` `delay` seconds of scene time from now, as a turn of the run loop.
  func runOnRecording(after delay: Double, _ work: @escaping () -> Void) {
    let queue = label
    RunLoopClock.current.run(after: delay) { timeline in
      RunLoopClock.turn("dispatch.ran", [("queue", .string(queue))], on: timeline, work)
    }
  }
}

extension DispatchQueue {
  /// Runs `work` at `wallDeadline` on the real clock, as Dispatch does: never in a
  /// recording, so the call warns.
  @available(
    *, deprecated,
    message:
      "a wall-clock deadline is never reached in a recording; use asyncAfter(deadline:execute:) (docs/porting.md, Timers, dispatch and the run loop)"
  )
  public func asyncAfter(
    wallDeadline: DispatchWallTime, execute work: @escaping @Sendable () -> Void
  ) {
    asyncAfter(wallDeadline: wallDeadline, qos: .unspecified, flags: [], execute: work)
  }
}

extension DispatchQueue {
  /// Runs `work` on the recording's clock as `async(execute:)` does, counted in `group`
  /// until it has run; a group's `notify` still runs on the real clock, so the call warns.
  @available(
    *, deprecated,
    message:
      "in a recording, a group's notify runs on the real clock, never; use async(execute:) (docs/porting.md, Timers, dispatch and the run loop)"
  )
  public func async(group: DispatchGroup?, execute work: @escaping () -> Void) {
    group?.enter()
    runOnRecording(after: 0) {
      work()
      group?.leave()
    }
  }

  /// Runs `work` on the recording's clock as `async(execute:)` does; the flags have no
  /// effect, so the call warns.
  @available(
    *, deprecated,
    message:
      "in a recording, qos and flags have no effect; use async(execute:) (docs/porting.md, Timers, dispatch and the run loop)"
  )
  public func async(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags,
    execute work: @escaping () -> Void
  ) {
    runOnRecording(after: 0, work)
  }

  /// Runs `work` when the scene's clock reaches `deadline`, as
  /// `asyncAfter(deadline:execute:)` does; the flags have no effect, so the call warns.
  @available(
    *, deprecated,
    message:
      "in a recording, qos and flags have no effect; use asyncAfter(deadline:execute:) (docs/porting.md, Timers, dispatch and the run loop)"
  )
  public func asyncAfter(
    deadline: DispatchTime, flags: DispatchWorkItemFlags, execute work: @escaping () -> Void
  ) {
    runOnRecording(after: Self.delay(until: deadline), work)
  }
}

extension DispatchGroup {
  /// Runs `work` on `queue` once the group is empty, as Dispatch does: on the real clock,
  /// never while a recording's clock advances, so the call warns.
  @available(
    *, deprecated,
    message:
      "a group's notify runs on the real clock, never in a recording; run the follow-up from the last task's completion (docs/porting.md, Timers, dispatch and the run loop)"
  )
  public func notify(queue: DispatchQueue, execute work: @escaping @Sendable () -> Void) {
    notify(qos: .unspecified, flags: [], queue: queue, execute: work)
  }
}
