import Animation
import Flipbook
import Foundation
import ProcessServices
import Scenes

/// Checks numeric flags before any work starts, so that a bad value costs nothing: the
/// render settings by their own rules, and the flags that are not render settings (times,
/// spans, frame counts) against the limits.
enum NumericOption {
  /// Throws unless `value` is finite and within `range`.
  static func check(_ flag: String, _ value: Double, in range: ClosedRange<Double>) throws {
    guard value.isFinite, range.contains(value) else {
      throw FlipbookError.invalidSetting(
        "\(flag) \(NumberText.format(value)): must be \(NumberText.format(range.lowerBound)) "
          + "to \(NumberText.format(range.upperBound))")
    }
  }

  /// The settings of `render` for `file` (ranges, then frame size and count against the
  /// limits, as the recording checks them: a value from the file at its line and column, a
  /// flag by its name) and its `--at` times.
  static func checkRender(
    file: SceneFile, settings: RenderSettings, flags: Set<RenderSettings.Setting>, at: [Double],
    limits: Limits
  ) throws {
    try file.check(settings, givenElsewhere: flags, limits: limits)
    for t in at { try check("--at", t, in: 0...Double(limits.maxDuration)) }
  }

  /// The flags of `encode`, and the number of frames given.
  static func checkEncode(fps: Double, loop: Int, frameCount: Int, limits: Limits) throws {
    try RenderSettings(fps: fps, loopCount: loop).validate()
    guard frameCount <= limits.maxFrames else {
      throw FlipbookError.invalidSetting(
        "\(frameCount) frames exceed the limit of \(limits.maxFrames) "
          + "(\(Limits.Key.maxFrames.environmentVariable))")
    }
  }

  /// The span of `curve`: `--duration` when given, else a spring's settling duration, within
  /// the duration limit; a spring that cannot settle in time is refused.
  static func checkCurve(_ curve: TimingCurve, spec: String, duration: Double?) throws {
    let limit = Double(CommandEnvironment.current.limits.maxDuration)
    let variable = Limits.Key.maxDuration.environmentVariable
    if let duration {
      guard duration > 0, duration.isFinite, duration <= limit else {
        throw FlipbookError.invalidSetting(
          "--duration \(NumberText.format(duration)): must be above 0 and at most "
            + "\(NumberText.format(limit)) seconds (\(variable))")
      }
      return
    }
    guard case .spring(let spring) = curve else { return }
    let settling = spring.settlingDuration
    guard settling.isFinite else {
      throw FlipbookError.invalidSetting(
        "\(spec): an undamped spring never settles; give --duration")
    }
    guard settling <= limit else {
      throw FlipbookError.invalidSetting(
        "\(spec): the spring takes \(NumberText.format(settling.rounded())) s to settle, over "
          + "the limit of \(NumberText.format(limit)) s (\(variable)); give --duration")
    }
  }
}
