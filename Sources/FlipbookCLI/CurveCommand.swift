import ArgumentParser
import Flipbook
import Foundation

/// `flipbook curve`: samples a timing curve as CSV, and optionally plots it.
struct CurveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "curve",
    abstract: "Samples a timing curve and prints CSV `t,value`.",
    discussion: """
      SPEC: linear | easeIn | easeOut | easeInEaseOut | default
          | cubic-bezier(x1,y1,x2,y2)
          | spring(mass=,stiffness=,damping=,velocity=) | spring(dampingRatio=,response=)
      Bézier curves are sampled at t = i/(N−1) over [0, 1]; springs over [0, D] seconds,
      D defaulting to the spring's settling duration.
      """)

  @Argument(help: "The curve (see below).")
  var spec: String

  @Option(help: "Number of samples, at least 2.")
  var samples: Int = 11

  @Option(help: "For springs: the time span in seconds (default: the settling duration).")
  var duration: Double?

  @Option(help: ArgumentHelp("Also draw the curve as a PNG.", valueName: "PATH.png"))
  var plot: String?

  func run() throws {
    guard samples >= 2, samples <= 1_000_000 else {
      throw FlipbookError.invalidSetting("--samples \(samples): must be 2 to 1000000")
    }
    if let duration, !(duration > 0 && duration.isFinite) {
      throw FlipbookError.invalidSetting("--duration \(duration): must be above 0 seconds")
    }
    let curve = try TimingCurve(parsing: spec)
    if case .spring(let spring) = curve, duration == nil, !spring.settlingDuration.isFinite {
      throw FlipbookError.invalidSetting(
        "\(spec): an undamped spring never settles; give --duration")
    }
    let points = curve.samples(count: samples, duration: duration)
    var out = "t,value\n"
    for point in points { out += "\(Self.format(point.t)),\(Self.format(point.value))\n" }
    FileHandle.standardOutput.write(Data(out.utf8))
    if let plot {
      try CurvePlot(samples: points).image.writePNG(to: plot)
    }
  }

  /// Up to 12 significant digits, no trailing zeros.
  static func format(_ x: Double) -> String {
    if x == 0 { return "0" }
    var s = String(format: "%.12g", x)
    if s.contains("e") { return s }
    if s.contains(".") {
      while s.hasSuffix("0") { s.removeLast() }
      if s.hasSuffix(".") { s.removeLast() }
    }
    return s
  }
}
