import Foundation
import Testing

@testable import Geometry

/// The area the polygons cover under the nonzero rule, row by row: each row's covered
/// length is exact (crossings sorted, winding summed), rows are `step` apart at their
/// middles.
func nonZeroArea(_ polygons: [[Point]], step: Double = 0.01) -> Double {
  let ys = polygons.joined().map(\.y)
  guard let low = ys.min(), let high = ys.max() else { return 0 }
  let base = (low / step).rounded(.down) * step + step / 2
  let rows = Int(((high - base) / step).rounded(.up)) + 1
  // Each edge goes into the rows whose middle line it crosses.
  var buckets = [[(Point, Point)]](repeating: [], count: rows)
  for polygon in polygons {
    for (i, a) in polygon.enumerated() {
      let b = polygon[(i + 1) % polygon.count]
      let first = max(Int(((min(a.y, b.y) - base) / step).rounded(.down)), 0)
      let last = min(Int(((max(a.y, b.y) - base) / step).rounded(.up)), rows - 1)
      guard first <= last else { continue }
      for row in first...last { buckets[row].append((a, b)) }
    }
  }
  var area = 0.0
  for (row, edges) in buckets.enumerated() {
    let y = base + Double(row) * step
    var crossings: [(x: Double, winding: Int)] = []
    for (a, b) in edges where (a.y <= y) != (b.y <= y) {
      crossings.append((a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), b.y > a.y ? 1 : -1))
    }
    crossings.sort { $0.x < $1.x }
    var winding = 0
    for (i, c) in crossings.enumerated() {
      if winding != 0 { area += (c.x - crossings[i - 1].x) * step }
      winding += c.winding
    }
  }
  return area
}

/// The stroke outline of SVG path data, flattened finely.
func stroke(_ data: String, _ style: StrokeStyle) -> [[Point]] {
  do {
    return try svg(data).strokeOutline(style, tolerance: 0.001).flattened(tolerance: 0.001)
  } catch {
    Issue.record("\(error)")
    return []
  }
}

@Suite("Path stroking")
struct PathStrokerTests {
  @Test("a straight line: butt, square and round caps add 0, h·w and πh² at each end")
  func caps() {
    let butt = nonZeroArea(stroke("M0 0 L100 0", StrokeStyle(width: 10)))
    #expect(abs(butt - 1000) < 0.1)
    let square = nonZeroArea(stroke("M0 0 L100 0", StrokeStyle(width: 10, cap: .square)))
    #expect(abs(square - 1100) < 0.1)
    let round = nonZeroArea(stroke("M0 0 L100 0", StrokeStyle(width: 10, cap: .round)))
    #expect(abs(round - (1000 + 25 * .pi)) < 0.1)
  }

  @Test("a right-angle corner: miter, bevel and round joins add 25, 12.5 and 25π/4")
  func joins() {
    let data = "M0 0 L100 0 L100 100"
    // Two 100 × 10 strips overlap in a 5 × 5 square; the join fills the outer corner.
    let expected: [(StrokeStyle.LineJoin, Double)] = [
      (.miter, 2000), (.bevel, 1987.5), (.round, 1975 + 25 * Double.pi / 4),
    ]
    for (join, area) in expected {
      let polygons = stroke(data, StrokeStyle(width: 10, join: join))
      #expect(abs(nonZeroArea(polygons) - area) < 0.1, "\(join)")
    }
    // The miter's tip is the outer corner (105, −5).
    let miter = stroke(data, StrokeStyle(width: 10, join: .miter))
    #expect(miter.joined().contains { $0.distance(to: Point(x: 105, y: -5)) < 1e-12 })
  }

  @Test("a miter reaches w / (2 sin(φ/2)) from the corner until the limit bevels it")
  func miterLimit() {
    // Segments meeting at φ = 30°: the miter is 1 / sin 15° = 3.864 widths long.
    let phi = Double.pi / 6
    let data = String(
      format: "M-100 0 L0 0 L%.17g %.17g", -100 * cos(phi), 100 * sin(phi))
    let tipDistance = 5 / sin(phi / 2)
    let long = stroke(data, StrokeStyle(width: 10, join: .miter, miterLimit: 3.9))
    let reach = long.joined().map { $0.distance(to: .zero) }.filter { $0 < 50 }.max()!
    #expect(abs(reach - tipDistance) < 1e-9)
    // Core Graphics' miter length runs from the inner corner to the tip: twice as far.
    #expect(abs(2 * tipDistance / 10 - 3.8637) < 1e-4)
    let bevelled = stroke(data, StrokeStyle(width: 10, join: .miter, miterLimit: 3.8))
    let near = bevelled.joined().filter { $0.x > -20 && $0.x < 20 }.map { $0.distance(to: .zero) }
    #expect(near.max()! < 5.0001)
  }

  @Test("a ring: a stroked circle covers π((r + h)² − (r − h)²)")
  func ring() {
    let polygons = stroke(
      "M150 100 A50 50 0 1 1 50 100 A50 50 0 1 1 150 100 Z", StrokeStyle(width: 10))
    let exact = Double.pi * (55 * 55 - 45 * 45)
    // The cubic arcs stand 2.7e-4 of the radius off the circle at most.
    #expect(abs(nonZeroArea(polygons) - exact) < exact * 1e-3)
  }

  @Test("a stroked quarter arc covers a quarter of the annulus")
  func arcStroke() {
    let polygons = stroke("M50 0 A50 50 0 0 1 0 50", StrokeStyle(width: 10))
    let exact = Double.pi / 4 * (55 * 55 - 45 * 45)
    #expect(abs(nonZeroArea(polygons) - exact) < exact * 1e-3)
  }

  @Test("every piece winds the same way, so no point winds negatively")
  func windsOneWay() throws {
    let path = svg("M10 10 C90 -40 -40 90 90 90 L20 60 Q0 0 60 20 Z")
    let style = StrokeStyle(width: 12, cap: .round, join: .round, dashPattern: [30, 7])
    let polygons = try path.strokeOutline(style).flattened()
    for x in stride(from: -10.0, through: 110, by: 2.5) {
      for y in stride(from: -30.0, through: 110, by: 2.5) {
        #expect(FillRule.windingNumber(of: Point(x: x, y: y), in: polygons) >= 0)
      }
    }
    // The centre line is inside; a point far off is not.
    #expect(FillRule.nonZero.contains(Point(x: 55, y: 75), in: polygons))
    #expect(!FillRule.nonZero.contains(Point(x: 100, y: 0), in: polygons))
  }

  @Test("dashes: lengths and gaps along the path, the phase shifting them")
  func dashes() throws {
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: Point(x: 100, y: 0))
    let dashed = try line.dashed(pattern: [10, 5], phase: 0)
    let pieces = dashed.subpaths
    #expect(pieces.count == 7)
    #expect(pieces.allSatisfy { abs($0.length - 10) < 1e-12 })
    #expect(pieces[1].elements.first == .move(to: Point(x: 15, y: 0)))
    // Phase 12 starts 2 into the gap: the first dash begins at 3.
    let shifted = try line.dashed(pattern: [10, 5], phase: 12)
    #expect(shifted.subpaths[0].elements.first == .move(to: Point(x: 3, y: 0)))
    // An odd pattern repeats: [4] is 4 on, 4 off.
    let odd = try line.dashed(pattern: [4], phase: 0)
    #expect(odd.subpaths.count == 13 && abs(odd.length - 52) < 1e-12)
  }

  @Test("each subpath restarts the pattern at the phase, as Core Graphics does")
  func dashesRestartPerSubpath() throws {
    let path = svg("M0 0 H12 M0 10 H12")
    let dashed = try path.dashed(pattern: [10, 5], phase: 0)
    #expect(dashed.subpaths.map(\.length) == [10, 10])
    #expect(dashed.subpaths[1].elements.first == .move(to: Point(x: 0, y: 10)))
  }

  @Test("a dash longer than a closed subpath keeps it closed; zero-length dashes are dots")
  func dashEdges() throws {
    let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(try square.dashed(pattern: [50, 5], phase: 0) == square)
    // [0, 20] with round caps: a dot every 20 along a 100 line, each πh².
    let dots = stroke("M0 0 H100", StrokeStyle(width: 4, cap: .round, dashPattern: [0, 20]))
    #expect(dots.count == 5)
    #expect(abs(nonZeroArea(dots) - 5 * 4 * .pi) < 0.05)
    #expect(stroke("M0 0 H100", StrokeStyle(width: 4, dashPattern: [0, 20])).isEmpty)
  }

  @Test("a dashed stroke's area is the dashes' total length times the width")
  func dashedArea() {
    let polygons = stroke("M0 0 H100", StrokeStyle(width: 6, dashPattern: [10, 5], dashPhase: 3))
    // Phase 3: dashes [0,7], [12,22], …, [87,97]: 7 + 6 × 10 = 67 long.
    #expect(abs(nonZeroArea(polygons) - 67 * 6) < 0.1)
  }

  @Test("invalid values are errors, not ignored")
  func errors() {
    let line = svg("M0 0 H100")
    #expect(throws: StrokeStyle.Error.invalidDashPattern([3, -1])) {
      try line.strokeOutline(StrokeStyle(dashPattern: [3, -1]))
    }
    #expect(throws: StrokeStyle.Error.invalidWidth(-1)) {
      try line.strokeOutline(StrokeStyle(width: -1))
    }
    #expect(throws: StrokeStyle.Error.tooManyDashes(limit: Path.maximumDashCount)) {
      try line.dashed(pattern: [1e-4, 1e-4], phase: 0)
    }
    #expect((try? line.strokeOutline(StrokeStyle(width: 0)))?.isEmpty == true)
  }

  @Test("a curve with no sharp turn is stroked as one band, not one polygon per piece")
  func oneBand() throws {
    let outline = try svg("M0 0 C100 0 100 100 200 100").strokeOutline(
      StrokeStyle(width: 10), tolerance: 0.05)
    // One band for the curve, nothing at its ends (butt caps).
    #expect(outline.subpaths.count == 1)
    // Its area is the length times the width, as the rectangles' union was.
    let length = svg("M0 0 C100 0 100 100 200 100").length
    let area = nonZeroArea(outline.flattened(tolerance: 0.001), step: 0.005)
    #expect(abs(area - length * 10) / (length * 10) < 2e-3)
  }

  @Test("at a cusp the stroke sweeps a half disc round the tip, as the exact stroke does")
  func cusp() throws {
    // B′(½) = 0: the curve stops at (50, 75) and turns back.
    let outline = try svg("M0 0 C100 100 0 100 100 0").strokeOutline(
      StrokeStyle(width: 20), tolerance: 0.05)
    let path = svg("M0 0 C100 100 0 100 100 0")
    // The direction the curve travels into the tip.
    let before = path.flattened(tolerance: 0.001)[0]
    let tip = Point(x: 50, y: 75)
    let near = before.min { $0.distance(to: tip) < $1.distance(to: tip) }!
    let index = before.firstIndex(of: near)!
    let incoming = before[max(index - 3, 0)]
    let dx = tip.x - incoming.x
    let dy = tip.y - incoming.y
    let l = (dx * dx + dy * dy).squareRoot()
    let beyond = Point(x: tip.x + dx / l * 9, y: tip.y + dy / l * 9)
    #expect(outline.contains(beyond, using: .nonZero))
    let outside = Point(x: tip.x + dx / l * 11, y: tip.y + dy / l * 11)
    #expect(!outline.contains(outside, using: .nonZero))
  }
}
