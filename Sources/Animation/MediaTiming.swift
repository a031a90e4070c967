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
  /// How fast local time runs relative to the parent's.
  public var speed = 1.0
  /// Added to local time, wrapping around the active duration: 0.5 on a 1 s animation
  /// starts it half-way through.
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

  /// The length of one pass: the duration, or 0.25 s when it is 0.
  public var effectiveDuration: Double { duration == 0 ? 0.25 : duration }

  /// One pass, doubled when it autoreverses.
  public var cycleDuration: Double { effectiveDuration * (autoreverses ? 2 : 1) }

  /// The active interval's length in local time: repeatDuration when positive, otherwise
  /// the cycle times max(repeatCount, 1); infinite repeat counts give infinity.
  public var activeDuration: Double {
    repeatDuration > 0 ? repeatDuration : cycleDuration * max(repeatCount, 1)
  }

  /// When the active interval ends, in the parent's time (infinite at speed 0).
  public var endTime: Double {
    speed > 0 ? beginTime + activeDuration / speed : .infinity
  }

  /// Throws for negative or non-finite values.
  public func validate() throws {
    guard duration >= 0, duration.isFinite else { throw AnimationError.negativeDuration(duration) }
    guard speed >= 0, speed.isFinite else {
      throw AnimationError.invalidTiming("speed \(speed) must be zero or positive")
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
  /// Active time a = (t − beginTime)·speed. Before 0 it applies only with a backwards fill
  /// (showing its start); from the active duration on only with a forwards fill (showing its
  /// end). Inside, local = (a + timeOffset) wrapped into the active duration, c = local mod
  /// cycle, reflected (2d − c) in the backward half of an autoreversing cycle.
  public func passTime(atParentTime t: Double) -> Double? {
    let d = effectiveDuration
    let active = activeDuration
    let a = (t - beginTime) * speed
    var local: Double
    if a < 0 {
      guard fillMode == .backwards || fillMode == .both else { return nil }
      local = timeOffset
    } else if a >= active {
      guard fillMode == .forwards || fillMode == .both else { return nil }
      return endPassTime
    } else {
      local = a + timeOffset
    }
    if active.isFinite && active > 0 {
      local = local.truncatingRemainder(dividingBy: active)
      if local < 0 { local += active }
    }
    return reflect(local.truncatingRemainder(dividingBy: cycleDuration), duration: d)
  }

  /// The unit progress (before any timing function) at a parent time, or nil when the
  /// animation does not apply.
  public func unitProgress(atParentTime t: Double) -> Double? {
    passTime(atParentTime: t).map { $0 / effectiveDuration }
  }

  /// Where the last pass ends: a whole number of cycles ends at the cycle's end (the start,
  /// when autoreversing); a fractional repeat count ends part-way.
  private var endPassTime: Double {
    let active = activeDuration
    guard active.isFinite else { return reflect(cycleDuration, duration: effectiveDuration) }
    var c = active.truncatingRemainder(dividingBy: cycleDuration)
    if c == 0 { c = cycleDuration }
    return reflect(c, duration: effectiveDuration)
  }

  private func reflect(_ c: Double, duration d: Double) -> Double {
    autoreverses && c > d ? 2 * d - c : c
  }
}
