import Pixels

/// A plot of sampled (t, value) points: grid, axes and the curve, anti-aliased.
struct CurvePlot: Sendable {
  /// The samples, in ascending t.
  var samples: [(t: Double, value: Double)]
  /// Image width in pixels.
  var width = 640
  /// Image height in pixels.
  var height = 400

  /// A plot of the given samples.
  init(samples: [(t: Double, value: Double)]) {
    self.samples = samples
  }

  /// The plot as an image. The value axis spans 0...1 and any overshoot, the time axis the
  /// samples' range; grid lines every tenth of each span.
  var image: Image {
    let margin = 32.0
    let t0 = samples.first?.t ?? 0
    let t1 = max(samples.last?.t ?? 1, t0 + 1e-9)
    let values = samples.map(\.value).filter(\.isFinite)
    let v0 = min(0, values.min() ?? 0)
    let v1 = max(1, values.max() ?? 1)
    let plotWidth = Double(width) - 2 * margin
    let plotHeight = Double(height) - 2 * margin
    func x(_ t: Double) -> Double { margin + (t - t0) / (t1 - t0) * plotWidth }
    func y(_ v: Double) -> Double { margin + (v1 - v) / (v1 - v0) * plotHeight }

    var pixels = PlotPixels(width: width, height: height)
    for i in 0...10 {
      let gx = margin + Double(i) / 10 * plotWidth
      let gy = margin + Double(i) / 10 * plotHeight
      pixels.stroke(from: (gx, margin), to: (gx, margin + plotHeight), width: 1, color: Self.grid)
      pixels.stroke(from: (margin, gy), to: (margin + plotWidth, gy), width: 1, color: Self.grid)
    }
    // Axes: value 0 and 1 as horizontal lines, the start time as the vertical axis.
    pixels.stroke(
      from: (margin, y(0)), to: (margin + plotWidth, y(0)), width: 1.5, color: Self.axis)
    pixels.stroke(from: (margin, y(1)), to: (margin + plotWidth, y(1)), width: 1, color: Self.unit)
    pixels.stroke(
      from: (x(t0), margin), to: (x(t0), margin + plotHeight), width: 1.5, color: Self.axis)
    let points = samples.filter { $0.value.isFinite }.map { (x($0.t), y($0.value)) }
    for (a, b) in zip(points, points.dropFirst()) {
      pixels.stroke(from: a, to: b, width: 2.5, color: Self.curve)
    }
    return pixels.image
  }

  private static let grid = Color(white: 0.9)
  private static let unit = Color(white: 0.7)
  private static let axis = Color(white: 0.2)
  private static let curve = Color.systemBlue
}

/// An opaque white image that strokes are blended onto.
private struct PlotPixels {
  let width: Int
  let height: Int
  var rgb: [Double]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    rgb = [Double](repeating: 1, count: width * height * 3)
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
