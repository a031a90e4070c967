import Animation
import ProcessServices

/// The media timing every kind of animation takes, as a scene file writes it (`duration`,
/// `beginTime`, `speed`, `timeOffset`, `repeatCount`, `repeatDuration`, `autoreverses`,
/// `fillMode`) and whether it is removed when it ends.
struct SceneTiming {
  /// The keys it reads.
  static let keys: Set<SceneAnimation.CodingKeys> = [
    .duration, .beginTime, .speed, .timeOffset, .repeatCount, .repeatDuration, .autoreverses,
    .fillMode, .removedOnCompletion,
  ]

  /// What `repeatCount` says to repeat forever.
  static let forever = "infinity"
  /// What a spring's `duration` says to run for its settling duration.
  static let settling = "settling"

  /// The duration when the file gives one.
  var duration: Double?
  var beginTime: Double
  var speed: Double
  var timeOffset: Double
  var repeatCount: Double?
  var repeatDuration: Double
  var autoreverses: Bool
  var fillMode: FillMode?
  var isRemovedOnCompletion: Bool

  /// The timing under `c`; `settlingDuration` is a spring's, which `"settling"` means.
  init(_ c: KeyedDecodingContainer<SceneAnimation.CodingKeys>, settlingDuration: Double? = nil)
    throws
  {
    duration = try Self.decodeDuration(c, settlingDuration: settlingDuration)
    beginTime =
      try c.decodeIfPresent(
        Double.self, forKey: .beginTime, in: 0...Limits.maxSceneTime,
        "seconds after its start, 0 or more") ?? 0
    speed = try c.decodeIfPresent(Double.self, forKey: .speed) ?? 1
    guard speed != 0 || !c.contains(.speed) else {
      throw c.error(at: .speed, "a speed of 0 never runs; expected a non-zero number")
    }
    timeOffset = try c.decodeIfPresent(Double.self, forKey: .timeOffset) ?? 0
    repeatCount = try Self.decodeRepeatCount(c)
    repeatDuration =
      try c.decodeIfPresent(
        Double.self, forKey: .repeatDuration, in: 0...Limits.maxSceneTime, "seconds, 0 or more")
      ?? 0
    autoreverses = try c.decodeIfPresent(Bool.self, forKey: .autoreverses) ?? false
    fillMode =
      c.contains(.fillMode) ? try c.decodeName(FillMode.self, forKey: .fillMode, "fillMode") : nil
    isRemovedOnCompletion =
      try c.decodeIfPresent(Bool.self, forKey: .removedOnCompletion) ?? true
  }

  /// Sets `animation`'s timing to this; what the file leaves out keeps the animation's.
  func apply<Animation: LayerAnimation>(to animation: inout Animation) {
    if let duration { animation.timing.duration = duration }
    animation.timing.beginTime = beginTime
    animation.timing.speed = speed
    animation.timing.timeOffset = timeOffset
    if let repeatCount { animation.timing.repeatCount = repeatCount }
    animation.timing.repeatDuration = repeatDuration
    animation.timing.autoreverses = autoreverses
    if let fillMode { animation.timing.fillMode = fillMode }
    animation.isRemovedOnCompletion = isRemovedOnCompletion
  }

  private static func decodeDuration(
    _ c: KeyedDecodingContainer<SceneAnimation.CodingKeys>, settlingDuration: Double?
  ) throws -> Double? {
    // A probe of the value's form: the next form tried, or its error, follows.
    guard let word = try? c.decode(String.self, forKey: .duration) else {
      return try c.decodeIfPresent(
        Double.self, forKey: .duration, in: 0...Limits.maxSceneTime,
        "a duration of 0 or more seconds")
    }
    if word == settling, let settlingDuration {
      guard settlingDuration.isFinite else {
        throw c.error(
          at: .duration, "a spring with damping 0 never settles: give a duration in seconds")
      }
      guard settlingDuration <= Limits.maxSceneTime else {
        throw c.error(
          at: .duration,
          "the spring takes \(number(settlingDuration.rounded())) s to settle: give a duration "
            + "in seconds")
      }
      return settlingDuration
    }
    // "settle", "settled", "Settling": the word, not a typo of it, so the start is enough.
    let close =
      word.lowercased().hasPrefix(settling.prefix(4))
      || Suggestion.closest(to: word, among: [settling]) != nil
    guard settlingDuration != nil else {
      throw c.error(
        at: .duration,
        "expected a duration of 0 or more seconds, found \(word.quoted())"
          + (close ? " (\"settling\" is for spring animations)" : ""))
    }
    throw c.error(
      at: .duration,
      "expected a duration of 0 or more seconds or \"settling\", found \(word.quoted())"
        + (close ? " (did you mean 'settling'?)" : ""))
  }

  private static func decodeRepeatCount(_ c: KeyedDecodingContainer<SceneAnimation.CodingKeys>)
    throws -> Double?
  {
    guard c.contains(.repeatCount) else { return nil }
    // A probe of the value's form: the next form tried, or its error, follows.
    guard let word = try? c.decode(String.self, forKey: .repeatCount) else {
      return try c.decodeIfPresent(
        Double.self, forKey: .repeatCount, in: 0...1e9, "a count of 0 or more, or \"infinity\"")
        ?? 0
    }
    if word == forever { return .infinity }
    let close = Suggestion.closest(to: word, among: [forever]) != nil
    throw c.error(
      at: .repeatCount,
      "expected a count of 0 or more, or \"infinity\", found \(word.quoted())"
        + (close ? " (did you mean 'infinity'?)" : " (\"infinity\" repeats forever)"))
  }
}
