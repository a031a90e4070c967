import Foundation

/// What an animation shows outside its active interval, as `CAMediaTimingFillMode`.
public enum FillMode: String, Sendable, Hashable, CaseIterable {
  /// Nothing: the model value shows before and after.
  case removed
  /// The end value stays after the active interval.
  case forwards
  /// The start value shows before the active interval.
  case backwards
  /// Both.
  case both
}

/// When and how fast an animation runs, as `CAMediaTiming`.
public struct MediaTiming: Sendable, Hashable {
  /// When the animation starts, in its parent's time (0 when added: the current time).
  public var beginTime = 0.0
  /// The length of one pass, in seconds; 0 means the default 0.25 s.
  public var duration = 0.0
  /// How fast local time runs relative to the parent's; negative plays it backwards.
  public var speed = 1.0
  /// Shifts the phase within the cycle, in local seconds: 0.5 on a 1 s animation starts it
  /// half-way through a pass. The active interval does not move.
  public var timeOffset = 0.0
  /// How many passes (fractions allowed); 0 means one.
  public var repeatCount = 0.0
  /// How long to repeat for, in local seconds; overrides repeatCount when positive.
  public var repeatDuration = 0.0
  /// Whether each pass plays forwards then backwards.
  public var autoreverses = false
  /// What shows outside the active interval.
  public var fillMode = FillMode.removed

  /// Timing with the given duration and Core Animation's other defaults.
  public init(duration: Double = 0) {
    self.duration = duration
  }

  /// The length of one pass that a duration of 0 stands for, as in Core Animation: 0.25 s.
  /// A transaction without its own animation duration gives its animations this one too.
  public static let defaultDuration = 0.25

  /// The length of one pass: the duration, or ``defaultDuration`` when it is 0.
  public var effectiveDuration: Double { duration == 0 ? Self.defaultDuration : duration }

  /// One pass, doubled when it autoreverses.
  public var cycleDuration: Double { effectiveDuration * (autoreverses ? 2 : 1) }

  /// The active interval's length in local time: repeatDuration when positive, otherwise
  /// the cycle times max(repeatCount, 1); infinite repeat counts give infinity.
  public var activeDuration: Double {
    repeatDuration > 0 ? repeatDuration : cycleDuration * max(repeatCount, 1)
  }

  /// When the active interval ends, in the parent's time (infinite at speed 0). A negative
  /// speed runs the same interval backwards, so it lasts as long.
  public var endTime: Double {
    speed != 0 ? beginTime + activeDuration / abs(speed) : .infinity
  }

  /// Throws for negative or non-finite values.
  public func validate() throws {
    guard duration >= 0, duration.isFinite else { throw AnimationError.negativeDuration(duration) }
    guard speed.isFinite else {
      throw AnimationError.invalidTiming("speed \(speed) must be finite")
    }
    guard repeatCount >= 0, !repeatCount.isNaN else {
      throw AnimationError.invalidTiming("repeatCount \(repeatCount) must be zero or positive")
    }
    guard repeatDuration >= 0, !repeatDuration.isNaN else {
      throw AnimationError.invalidTiming(
        "repeatDuration \(repeatDuration) must be zero or positive")
    }
    guard beginTime.isFinite, timeOffset.isFinite else {
      throw AnimationError.invalidTiming("beginTime and timeOffset must be finite")
    }
  }

  /// The time within the current pass, 0...effectiveDuration, at a parent time, or nil when
  /// the animation does not apply (outside the active interval without the matching fill).
  ///
  /// Elapsed time a = (t − beginTime)·speed, measured from the start of the active interval
  /// (Core Animation: the active interval is in elapsed time; timeOffset only shifts the
  /// phase). Before 0 it applies only with a backwards fill, from the active duration on
  /// only with a forwards fill. Inside, local = a + timeOffset, c = local mod cycle, reflected
  /// (2d − c) in the backward half of an autoreversing cycle. A forwards fill holds what the
  /// last instant showed, a backwards fill what the first one shows (inferred).
  ///
  /// A negative speed plays the active interval backwards from beginTime on: a = active +
  /// (t − beginTime)·speed, so it starts at the end and reaches 0 after active/|speed|
  /// (inferred: Apple documents only that time then runs backwards). The fills keep their
  /// meaning in local time: forwards shows the end before it starts, backwards the start
  /// after it ends. An endless animation with a negative speed does not apply.
  public func passTime(atParentTime t: Double) -> Double? {
    let active = activeDuration
    let a: Double
    if speed < 0 {
      guard active.isFinite else { return nil }
      a = active + (t - beginTime) * speed
      // Running backwards, the instant at the end of the interval is its first.
      if a >= active {
        guard t >= beginTime || fillMode == .forwards || fillMode == .both else { return nil }
        return endPassTime
      }
    } else {
      a = (t - beginTime) * speed
      if a >= active {
        guard fillMode == .forwards || fillMode == .both else { return nil }
        return endPassTime
      }
    }
    if a < 0 {
      guard fillMode == .backwards || fillMode == .both else { return nil }
      return passTime(atLocal: timeOffset)
    }
    return passTime(atLocal: a + timeOffset)
  }

  /// Whether, at a parent time, a forwards fill holds the last instant of the active
  /// interval: local time stands still at the interval's end (see ``passTime(atParentTime:)``).
  public func isFrozenAtEnd(atParentTime t: Double) -> Bool {
    guard fillMode == .forwards || fillMode == .both else { return false }
    let active = activeDuration
    guard active.isFinite else { return false }
    return speed < 0
      ? active + (t - beginTime) * speed >= active : (t - beginTime) * speed >= active
  }

  /// How many whole cycles have run before the one shown at a parent time (the last one,
  /// once the active interval is over), for cumulative animations; 0 before it starts.
  public func completedCycles(atParentTime t: Double) -> Int {
    let active = activeDuration
    var a = speed < 0 ? active + (t - beginTime) * speed : (t - beginTime) * speed
    if a.isNaN || a < 0 { a = 0 }
    let atEnd = a >= active
    if atEnd {
      guard active.isFinite else { return 0 }
      a = active
    }
    let local = a + timeOffset
    var cycles = (local / cycleDuration).rounded(.down)
    // The instant a cycle ends is the last of that cycle.
    if atEnd, cycles > 0, local == cycles * cycleDuration { cycles -= 1 }
    return cycles.isFinite ? max(Int(cycles), 0) : 0
  }

  /// The unit progress (before any timing function) at a parent time, or nil when the
  /// animation does not apply.
  public func unitProgress(atParentTime t: Double) -> Double? {
    passTime(atParentTime: t).map { $0 / effectiveDuration }
  }

  /// The pass time at local time `local` inside the active interval.
  private func passTime(atLocal local: Double) -> Double {
    var c = local.truncatingRemainder(dividingBy: cycleDuration)
    if c < 0 { c += cycleDuration }
    return reflect(c, duration: effectiveDuration)
  }

  /// What the last instant of the active interval shows: local time active + timeOffset,
  /// taken from below, so a pass ending on a cycle boundary shows the cycle's end (the
  /// start, when autoreversing).
  private var endPassTime: Double {
    let active = activeDuration
    guard active.isFinite else { return reflect(cycleDuration, duration: effectiveDuration) }
    let end = active + timeOffset
    var c = end.truncatingRemainder(dividingBy: cycleDuration)
    if c < 0 { c += cycleDuration }
    if c == 0 && end > 0 { c = cycleDuration }
    return reflect(c, duration: effectiveDuration)
  }

  private func reflect(_ c: Double, duration d: Double) -> Double {
    autoreverses && c > d ? 2 * d - c : c
  }
}
