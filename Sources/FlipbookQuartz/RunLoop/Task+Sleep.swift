import Foundation

/// `Task.sleep` waits on the real clock, not the recording's, so these overloads (shadowing
/// the standard library's in files that import `FlipbookQuartz`) warn where they are called
/// and then sleep as the standard library's do.
///
/// A sleep cannot be moved to scene time here: the task resumes on its executor (the main
/// actor's is the main queue, drained by the main thread's run loop, which a recording never
/// runs) at a wall-clock moment, not while the scene's clock advances, so what it changes
/// after the sleep would land at a different scene time from one run to the next.
extension Task where Success == Never, Failure == Never {
  /// Suspends the task for `duration` of real time.
  @available(
    *, deprecated,
    message:
      "Task.sleep waits on the real clock, never in a recording; use Timer or DispatchQueue.main.asyncAfter (docs/porting.md, Timers, dispatch and the run loop)"
  )
  public static func sleep(for duration: Duration) async throws {
    try await sleep(until: .now + duration, clock: ContinuousClock())
  }

  /// Suspends the task for `duration` nanoseconds of real time.
  @available(
    *, deprecated,
    message:
      "Task.sleep waits on the real clock, never in a recording; use Timer or DispatchQueue.main.asyncAfter (docs/porting.md, Timers, dispatch and the run loop)"
  )
  public static func sleep(nanoseconds duration: UInt64) async throws {
    try await sleep(
      until: .now + .nanoseconds(Int64(clamping: duration)), clock: ContinuousClock())
  }
}
