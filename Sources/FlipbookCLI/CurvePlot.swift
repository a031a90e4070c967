import Animation
import Flipbook
import Foundation
import Geometry
import Layers
import Pixels
import Raster

/// A chart of a timing curve: its name as the title, axes with tick values (t in [0, 1] for
/// a Bézier curve, seconds for a spring), a grid, and the curve drawn from dense samples,
/// whatever number of samples is printed; the printed samples are marked when few.
struct CurvePlot {
  /// The title: the curve's name, with a named Bézier curve's control points.
  var title: String
  /// The caption of the time axis.
  var timeCaption: String
  /// The time span plotted, from 0.
  var span: Double
  /// The curve's value at a time.
  var value: @Sendable (Double) -> Double
  /// The samples printed, in ascending t.
  var samples: [(t: Double, value: Double)]
  /// Image width in pixels.
  var width = 640
  /// Image height in pixels.
  var height = 400

  /// The plot of `curve`, called `name`, over the span of `samples`.
  init(curve: TimingCurve, name: String, samples: [(t: Double, value: Double)]) {
    self.samples = samples
    span = samples.last.map(\.t).flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 1
    switch curve {
    case .bezier(let function):
      let points = [function.x1, function.y1, function.x2, function.y2]
        .map(CurveCommand.format).joined(separator: ", ")
      title = function.name.map { "\($0): cubic-bezier(\(points))" } ?? "cubic-bezier(\(points))"
      timeCaption = "t (fraction of the duration)"
      value = { function.progress(at: $0) }
    case .spring(let spring):
      title = name.filter { !$0.isWhitespace }
      timeCaption = "time (s)"
      value = { spring.progress(at: $0) }
    }
  }

  /// The most printed samples that are marked with a dot.
  static let markedSamples = 64

  /// Where the plot area is, in pixels: left of it the value labels, above it the title,
  /// below it the time labels and caption.
  var area: (left: Double, top: Double, right: Double, bottom: Double) {
    (64, 48, Double(width) - 28, Double(height) - 52)
  }

  /// The chart as an image; throws when the bundled font does not load.
  func image() throws -> Image {
    let area = area
    // Two samples a pixel column: a smooth curve whatever --samples says.
    let count = Int((area.right - area.left) * 2)
    let dense = (0...count).map { i -> (t: Double, value: Double) in
      let t = span * Double(i) / Double(count)
      return (t, value(t))
    }.filter { $0.value.isFinite }
    let values = dense.map(\.value) + samples.map(\.value).filter(\.isFinite)
    let valueStep = Self.tickStep(span: max(values.max() ?? 1, 1) - min(values.min() ?? 0, 0))
    let v0 = (min(values.min() ?? 0, 0) / valueStep).rounded(.down) * valueStep
    let v1 = (max(values.max() ?? 1, 1) / valueStep).rounded(.up) * valueStep
    let timeStep = Self.tickStep(span: span)
    func x(_ t: Double) -> Double { area.left + t / span * (area.right - area.left) }
    func y(_ v: Double) -> Double { area.top + (v1 - v) / (v1 - v0) * (area.bottom - area.top) }
    let timeTicks = Self.ticks(from: 0, to: span, step: timeStep)
    let valueTicks = Self.ticks(from: v0, to: v1, step: valueStep)

    var pixels = PlotPixels(try labels(timeTicks: timeTicks, valueTicks: valueTicks, x: x, y: y))
    for t in timeTicks {
      pixels.stroke(from: (x(t), area.top), to: (x(t), area.bottom), width: 1, color: Self.grid)
    }
    for v in valueTicks {
      pixels.stroke(from: (area.left, y(v)), to: (area.right, y(v)), width: 1, color: Self.grid)
    }
    pixels.stroke(from: (area.left, y(1)), to: (area.right, y(1)), width: 1, color: Self.unit)
    pixels.stroke(from: (area.left, y(0)), to: (area.right, y(0)), width: 1.5, color: Self.axis)
    pixels.stroke(
      from: (area.left, area.top), to: (area.left, area.bottom), width: 1.5, color: Self.axis)
    let points = dense.map { (x($0.t), y($0.value)) }
    for (a, b) in zip(points, points.dropFirst()) {
      pixels.stroke(from: a, to: b, width: 2.5, color: Self.curve)
    }
    if samples.count <= Self.markedSamples {
      for sample in samples where sample.value.isFinite {
        let p = (x(sample.t), y(sample.value))
        pixels.stroke(from: p, to: p, width: 6, color: Self.sample)
      }
    }
    return pixels.image
  }

  /// The white chart with its text: title, tick values and the axes' captions, drawn by
  /// Flipbook's own renderer as text layers.
  private func labels(
    timeTicks: [Double], valueTicks: [Double], x: (Double) -> Double, y: (Double) -> Double
  ) throws -> Image {
    let area = area
    let size = Size(width: Double(width), height: Double(height))
    let root = Layer(frame: Rect(origin: .zero, size: size))
    func label(
      _ text: String, _ frame: Rect, size: Double = 12, alignment: TextContent.Alignment = .center
    ) {
      let layer = Layer(frame: frame)
      layer.text = TextContent(text, fontSize: size, color: Self.text, alignment: alignment)
      root.addSublayer(layer)
    }
    label(title, Rect(x: 8, y: 6, width: Double(width) - 16, height: 24), size: 16)
    label(
      "value", Rect(x: 4, y: area.top - 26, width: area.left + 40, height: 16),
      alignment: .left)
    for v in valueTicks {
      label(
        CurveCommand.format(v), Rect(x: 0, y: y(v) - 8, width: area.left - 8, height: 16),
        alignment: .right)
    }
    for t in timeTicks {
      label(CurveCommand.format(t), Rect(x: x(t) - 30, y: area.bottom + 4, width: 60, height: 16))
    }
    label(
      timeCaption,
      Rect(x: area.left, y: area.bottom + 24, width: area.right - area.left, height: 18))
    return try Renderer(scale: 1, fonts: FontLibrary.bundled()).render(
      root.presentation(at: 0), size: size)
  }

  /// A round step between ticks (1, 2, 2.5 or 5 times a power of ten) that divides `span`
  /// into about six parts.
  static func tickStep(span: Double) -> Double {
    let raw = max(span, 1e-9) / 6
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    return [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw * 0.999 } ?? raw
  }

  /// The multiples of `step` from `start` to `end`, rounded so that they print as written.
  static func ticks(from start: Double, to end: Double, step: Double) -> [Double] {
    let first = Int((start / step).rounded(.up))
    let last = Int((end / step + 1e-9).rounded(.down))
    guard first <= last else { return [] }
    return (first...last).map { (Double($0) * step * 1e9).rounded() / 1e9 }
  }

  private static let text = Color(white: 0.15)
  private static let grid = Color(white: 0.9)
  private static let unit = Color(white: 0.7)
  private static let axis = Color(white: 0.2)
  private static let curve = Color.systemBlue
  private static let sample = Color(red: 1, green: 0.58, blue: 0)
}

/// An opaque image that strokes are blended onto.
private struct PlotPixels {
  let width: Int
  let height: Int
  var rgb: [Double]

  /// Pixels starting as `image`, which is opaque.
  init(_ image: Image) {
    width = image.width
    height = image.height
    rgb = []
    rgb.reserveCapacity(width * height * 3)
    for p in 0..<(width * height) {
      for c in 0..<3 { rgb.append(Double(image.bytes[p * 4 + c]) / 255) }
    }
  }

  /// A round-capped segment: each pixel's coverage is clamp(w/2 − d + 0.5, 0, 1), with d the
  /// distance from the pixel centre to the segment.
  mutating func stroke(
    from a: (Double, Double), to b: (Double, Double), width w: Double, color: Color
  ) {
    let pad = w / 2 + 1
    let minX = max(0, Int((min(a.0, b.0) - pad).rounded(.down)))
    let maxX = min(width - 1, Int((max(a.0, b.0) + pad).rounded(.up)))
    let minY = max(0, Int((min(a.1, b.1) - pad).rounded(.down)))
    let maxY = min(height - 1, Int((max(a.1, b.1) + pad).rounded(.up)))
    guard minX <= maxX, minY <= maxY else { return }
    let dx = b.0 - a.0
    let dy = b.1 - a.1
    let lengthSquared = dx * dx + dy * dy
    for py in minY...maxY {
      for px in minX...maxX {
        let cx = Double(px) + 0.5
        let cy = Double(py) + 0.5
        var s = lengthSquared > 0 ? ((cx - a.0) * dx + (cy - a.1) * dy) / lengthSquared : 0
        s = min(max(s, 0), 1)
        let ex = cx - (a.0 + s * dx)
        let ey = cy - (a.1 + s * dy)
        let d = (ex * ex + ey * ey).squareRoot()
        let coverage = min(max(w / 2 - d + 0.5, 0), 1) * color.alpha
        guard coverage > 0 else { continue }
        let i = (py * width + px) * 3
        rgb[i] += (color.red - rgb[i]) * coverage
        rgb[i + 1] += (color.green - rgb[i + 1]) * coverage
        rgb[i + 2] += (color.blue - rgb[i + 2]) * coverage
      }
    }
  }

  var image: Image {
    var bytes = [UInt8]()
    bytes.reserveCapacity(width * height * 4)
    for p in 0..<(width * height) {
      for c in 0..<3 { bytes.append(UInt8((min(max(rgb[p * 3 + c], 0), 1) * 255).rounded())) }
      bytes.append(255)
    }
    return Image(width: width, height: height, bytes: bytes)
  }
}
