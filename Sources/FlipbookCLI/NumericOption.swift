import Flipbook
import Foundation

/// Checks numeric flags before any work starts: finite and in range, or a one-line error
/// naming the flag, its value and the range.
enum NumericOption {
  /// The slowest frame rate: one frame every 100 s (a GIF delay holds at most 655.35 s).
  static let minimumFPS = 0.01
  /// The smallest scale: a frame still a few pixels wide.
  static let minimumScale = 0.05
  /// The largest scale.
  static let maximumScale = 8.0
  /// The most render threads.
  static let maximumThreads = 256

  /// Throws unless `value` is finite and within `range`.
  static func check(_ flag: String, _ value: Double, in range: ClosedRange<Double>) throws {
    guard value.isFinite, range.contains(value) else {
      throw FlipbookError.invalidSetting(
        "\(flag) \(value): must be \(format(range.lowerBound)) to \(format(range.upperBound))")
    }
  }

  /// Throws unless `value` is within `range`.
  static func check(_ flag: String, _ value: Int, in range: ClosedRange<Int>) throws {
    guard range.contains(value) else {
      throw FlipbookError.invalidSetting(
        "\(flag) \(value): must be \(range.lowerBound) to \(range.upperBound)")
    }
  }

  /// The flags of `render`: frame rate, scale, loop count and times; the frame size and
  /// frame count they give are checked against the limits.
  static func checkRender(
    scene: SceneDescription, fps: Double, scale: Double, loop: Int, at: [Double]
  ) throws {
    try check("--fps", fps, in: minimumFPS...RenderSettings.maximumFPS)
    try check("--scale", scale, in: minimumScale...maximumScale)
    try check("--loop", loop, in: 0...65535)
    for t in at { try check("--at", t, in: 0...Double(Limits.maxDuration)) }
    let width = (scene.size.width * scale).rounded()
    let height = (scene.size.height * scale).rounded()
    guard width * height <= Double(Limits.maxPixels) else {
      throw FlipbookError.invalidSetting(
        "--scale \(format(scale)): a \(format(width)) × \(format(height)) px frame exceeds the "
          + "limit of \(Limits.maxPixels) px (FLIPBOOK_MAX_PIXELS)")
    }
    let frames = (scene.duration * fps).rounded()
    guard frames <= Double(Limits.maxFrames) else {
      throw FlipbookError.invalidSetting(
        "--fps \(format(fps)): \(format(frames)) frames exceed the limit of \(Limits.maxFrames) "
          + "(FLIPBOOK_MAX_FRAMES)")
    }
  }

  /// The flags of `encode`, and the number of frames given.
  static func checkEncode(fps: Double, loop: Int, frameCount: Int) throws {
    try check("--fps", fps, in: minimumFPS...RenderSettings.maximumFPS)
    try check("--loop", loop, in: 0...65535)
    guard frameCount <= Limits.maxFrames else {
      throw FlipbookError.invalidSetting(
        "\(frameCount) frames exceed the limit of \(Limits.maxFrames) (FLIPBOOK_MAX_FRAMES)")
    }
  }

  /// The span of `curve`: `--duration` when given, else a spring's settling duration, within
  /// the duration limit; a spring that cannot settle in time is refused.
  static func checkCurve(_ curve: TimingCurve, spec: String, duration: Double?) throws {
    let limit = Double(Limits.maxDuration)
    if let duration {
      guard duration > 0, duration.isFinite, duration <= limit else {
        throw FlipbookError.invalidSetting(
          "--duration \(duration): must be above 0 and at most \(format(limit)) seconds "
            + "(FLIPBOOK_MAX_DURATION)")
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
        "\(spec): the spring takes \(format(settling.rounded())) s to settle, over the limit of "
          + "\(format(limit)) s (FLIPBOOK_MAX_DURATION); give --duration")
    }
  }

  /// A number without a needless ".0".
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
