import Foundation
import Pixels
import Testing

/// `flipbook curve --plot`, end to end: the chart is read back from the PNG and measured
/// against its own axes and the values `flipbook curve` prints.
@Suite("flipbook curve --plot")
struct CurvePlotTests {
  @Test("between t = 0 and 1 the curve passes where its values put it, with two samples printed")
  func bezierBetweenSamples() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // Two printed samples: a polyline through them would be the straight line value = t.
    let plot = try FlipbookBinary.run(
      ["curve", "easeInEaseOut", "--samples", "2", "--plot", "p.png"], in: dir)
    #expect(plot.status == 0, "\(plot.stderr)")
    let values = try Self.values(of: "easeInEaseOut", samples: 5, in: dir)
    let chart = try Chart(Image(contentsOfPNGFile: dir + "/p.png"))
    // A Bézier curve's chart spans t in [0, 1] along the time axis and 0...1 up the value
    // axis: from the axes' corner to their far ends. (The printed samples at 0 and 1 are
    // marked with dots over the curve.)
    for (t, value) in values where t > 0 && t < 1 {
      let x = chart.origin.x + t * (chart.end.x - chart.origin.x)
      let y = chart.origin.y - value * (chart.origin.y - chart.end.y)
      let rows = chart.curveRows(atColumn: Int(x.rounded(.down)))
      let centre = try #require(rows.isEmpty ? nil : Double(rows.reduce(0, +)) / Double(rows.count))
      #expect(abs(centre + 0.5 - y) < 3, "t = \(t): the curve at row \(centre), expected \(y)")
    }
    #expect(values[1].value < 0.2 && values[3].value > 0.8)  // far from the straight line
  }

  @Test("a spring's overshoot is drawn as high as its printed peak, whatever --samples says")
  func springOvershoot() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let spec = "spring(dampingRatio=0.3,response=0.5)"
    let plot = try FlipbookBinary.run(
      ["curve", spec, "--samples", "3", "--plot", "p.png"], in: dir)
    #expect(plot.status == 0, "\(plot.stderr)")
    let values = try Self.values(of: spec, samples: 401, in: dir)
    let peak = try #require(values.map(\.value).max())
    let last = try #require(values.last?.value)
    #expect(peak > 1.3)
    let chart = try Chart(Image(contentsOfPNGFile: dir + "/p.png"))
    // Heights above the time axis, in pixels, are proportional to the values.
    let top = try #require(chart.curvePixels.map(\.y).min())
    let end = chart.curveRows(atColumn: Int(chart.end.x) - 8)  // left of the last dot
    let endRow = Double(try #require(end.min()) + end.max()!) / 2
    let ratio = (chart.origin.y - Double(top)) / (chart.origin.y - endRow)
    #expect(abs(ratio - peak / last) < 0.04, "peak drawn at \(ratio) of the end, printed \(peak)")
  }

  @Test("the chart is titled with the curve's name and labelled along both axes")
  func labels() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var titles: [[Pixel]] = []
    for spec in ["easeIn", "easeOut"] {
      let plot = try FlipbookBinary.run(["curve", spec, "--plot", spec + ".png"], in: dir)
      #expect(plot.status == 0, "\(plot.stderr)")
      let image = try Image(contentsOfPNGFile: dir + "/" + spec + ".png")
      let chart = try Chart(image)
      let title = (0..<Int(chart.end.y) - 8).flatMap { y in
        (0..<image.width).map { image[$0, y] }
      }
      #expect(title.filter(Chart.isInk).count > 100, "\(spec): a title above the chart")
      titles.append(title)
      // Tick values left of the value axis and below the time axis.
      let left = chart.ink(columns: 0..<(Int(chart.origin.x) - 3), rows: 0..<image.height)
      let below = chart.ink(
        columns: 0..<image.width, rows: (Int(chart.origin.y) + 3)..<image.height)
      #expect(left > 50 && below > 100, "\(spec): \(left) and \(below) pixels of labels")
    }
    #expect(titles[0] != titles[1], "each title names its curve")
  }

  /// The (t, value) rows `flipbook curve` prints for `spec` with `samples` samples.
  private static func values(of spec: String, samples: Int, in dir: String) throws
    -> [(t: Double, value: Double)]
  {
    let result = try FlipbookBinary.run(["curve", spec, "--samples", String(samples)], in: dir)
    #expect(result.status == 0)
    return result.stdout.split(separator: "\n").dropFirst().compactMap { line in
      let fields = line.split(separator: ",").compactMap { Double($0) }
      return fields.count == 2 ? (fields[0], fields[1]) : nil
    }
  }
}

/// A chart PNG as measured: the axes are the longest dark grey lines, the curve is blue.
private struct Chart {
  let image: Image
  /// The corner of the axes (t = 0, value = 0), at the middle of the lines, in pixels.
  let origin: (x: Double, y: Double)
  /// The far end of the time axis (x) and the top of the value axis (y).
  let end: (x: Double, y: Double)

  init(_ image: Image) throws {
    self.image = image
    let row = (0..<image.height).max { a, b in
      (0..<image.width).count { Self.isAxis(image[$0, a]) }
        < (0..<image.width).count { Self.isAxis(image[$0, b]) }
    }
    let column = (0..<image.width).max { a, b in
      (0..<image.height).count { Self.isAxis(image[a, $0]) }
        < (0..<image.height).count { Self.isAxis(image[b, $0]) }
    }
    let axisRow = try #require(row)
    let axisColumn = try #require(column)
    let right = try #require((0..<image.width).last { Self.isAxis(image[$0, axisRow]) })
    let top = try #require((0..<image.height).first { Self.isAxis(image[axisColumn, $0]) })
    // The 1.5-pixel lines lie on pixel edges: each darkens the two pixels either side.
    origin = (Double(axisColumn) + 1, Double(axisRow) + 1)
    end = (Double(right), Double(top))
  }

  /// Every pixel of the curve.
  var curvePixels: [(x: Int, y: Int)] {
    (0..<image.height).flatMap { y in
      (0..<image.width).filter { Self.isCurve(image[$0, y]) }.map { ($0, y) }
    }
  }

  /// The rows of the curve's pixels in a column.
  func curveRows(atColumn x: Int) -> [Int] {
    (0..<image.height).filter { Self.isCurve(image[x, $0]) }
  }

  /// The number of text pixels in a region.
  func ink(columns: Range<Int>, rows: Range<Int>) -> Int {
    rows.reduce(0) { sum, y in sum + columns.count { Self.isInk(image[$0, y]) } }
  }

  /// The axes' dark grey (51, 51, 51), blended at most half with the white around it.
  static func isAxis(_ p: Pixel) -> Bool {
    p.red < 150 && p.red == p.green && p.green == p.blue
  }

  /// The curve's blue (0, 122, 255), at least half covering the pixel.
  static func isCurve(_ p: Pixel) -> Bool {
    p.blue > 200 && p.red < 128
  }

  /// Text: any grey well darker than the grid lines.
  static func isInk(_ p: Pixel) -> Bool {
    p.red < 160 && abs(Int(p.red) - Int(p.blue)) < 8
  }
}
