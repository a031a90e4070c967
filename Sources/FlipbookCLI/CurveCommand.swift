import Animation
import ArgumentParser
import Flipbook
import Foundation
import Pixels

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
    let curve = try CurveSpec.parse(spec)
    try NumericOption.checkCurve(curve, spec: spec, duration: duration)
    if let plot { try Destination.checkFile(plot, flag: "--plot", inputs: []) }
    let points = curve.samples(count: samples, duration: duration)
    var out = "t,value\n"
    for point in points { out += "\(Self.format(point.t)),\(Self.format(point.value))\n" }
    try StandardOutput.write(out)
    if let plot {
      try CurvePlot(curve: curve, name: spec, samples: points).image().writePNG(to: plot)
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
