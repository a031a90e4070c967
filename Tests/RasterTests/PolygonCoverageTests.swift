import Foundation
import Geometry
import Raster
import Testing

@Suite("Polygon coverage")
struct PolygonCoverageTests {
  private func cover(
    _ contours: [[Point]], _ rule: PolygonCoverage.FillRule = .nonZero,
    columns: Range<Int> = 0..<64, rows: Range<Int> = 0..<64
  ) -> PolygonCoverage {
    do {
      return try PolygonCoverage(contours, fillRule: rule, columns: columns, rows: rows)
    } catch {
      Issue.record("unexpected \(error)")
      return try! PolygonCoverage([], fillRule: rule, columns: columns, rows: rows)
    }
  }

  /// The largest difference, over the pixels of the grid, between the coverage and a reference.
  private func worstError(
    _ coverage: PolygonCoverage, columns: Range<Int> = 0..<64, rows: Range<Int> = 0..<64,
    reference: (Int, Int) -> Double
  ) -> Double {
    var worst = 0.0
    for y in rows {
      for x in columns {
        worst = max(worst, abs(Double(coverage.coverage(x: x, y: y)) - reference(x, y)))
      }
    }
    return worst
  }

  private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

  @Test("a rectangle at fractional offsets: each pixel is its overlap with the pixel")
  func rectangle() {
    let rect = [p(2.3, 1.7), p(9.85, 1.7), p(9.85, 6.2), p(2.3, 6.2)]
    let coverage = cover([rect])
    // Coverages are Float: the sum of 60 pixels keeps about seven digits.
    #expect(abs(coverage.area - 7.55 * 4.5) < 1e-5)
    let worst = worstError(coverage) { x, y in
      let w = max(0, min(Double(x + 1), 9.85) - max(Double(x), 2.3))
      let h = max(0, min(Double(y + 1), 6.2) - max(Double(y), 1.7))
      return w * h
    }
    #expect(worst < 1e-6)
    // Wound the other way, the same coverage.
    #expect(abs(cover([rect.reversed()]).area - 7.55 * 4.5) < 1e-5)
  }

  @Test("a triangle and a 256-point circle: every pixel is the polygon's exact area in it")
  func convexPolygonsExactly() {
    let triangle = [p(3.2, 2.9), p(57.6, 11.15), p(20.05, 60.4)]
    let circle = PolygonReference.circle(centre: p(31.7, 32.2), radius: 25.3, count: 256)
    for polygon in [triangle, circle] {
      let coverage = cover([polygon])
      let exact = abs(PolygonReference.signedArea(polygon))
      #expect(abs(coverage.area - exact) < 1e-6 * exact)
      let worst = worstError(coverage) { x, y in
        PolygonReference.convexCoverage(polygon, x: x, y: y)
      }
      #expect(worst < 1e-6, "worst pixel off by \(worst)")
    }
    // The 256-gon's area is n/2 · r² · sin(2π/n), 0.01 % below πr².
    let r = 25.3
    let polygonArea = 128 * r * r * sin(2 * Double.pi / 256)
    #expect(abs(cover([circle]).area - polygonArea) < 1e-6 * polygonArea)
    #expect(abs(polygonArea - Double.pi * r * r) / (Double.pi * r * r) < 1.1e-4)
  }

  @Test("a pentagram: its centre is covered with nonZero and empty with evenOdd")
  func pentagramRules() {
    let star = PolygonReference.pentagram(centre: p(32, 32), radius: 30)
    let nonZero = cover([star], .nonZero)
    let evenOdd = cover([star], .evenOdd)
    // The centre pentagon's inscribed radius is 30 · cos 72° / cos 36° ≈ 11.5 px.
    for (x, y) in [(32, 32), (28, 30), (35, 36), (31, 25)] {
      #expect(nonZero.coverage(x: x, y: y) == 1)
      #expect(evenOdd.coverage(x: x, y: y) == 0)
    }
    // A tip (winding 1) is covered under both.
    #expect(nonZero.coverage(x: 32, y: 6) == 1 && evenOdd.coverage(x: 32, y: 6) == 1)
    // Against 32 × 32 samples a pixel, every pixel is within the sampling's own error (1/32
    // along an edge), the five where edges cross included: three windings meet there, and
    // their rows are covered exactly, slab by slab.
    for (coverage, evenOddRule) in [(nonZero, false), (evenOdd, true)] {
      var total = 0.0
      var worst = 0.0
      let reference = PolygonReference.sampledGrid(
        [star], columns: 0..<64, rows: 0..<64, n: 32, evenOdd: evenOddRule)
      for y in 0..<64 {
        for x in 0..<64 {
          let error = abs(Double(coverage.coverage(x: x, y: y)) - reference[y][x])
          total += error
          worst = max(worst, error)
        }
      }
      #expect(worst < 1.0 / 32, "worst pixel off by \(worst)")
      #expect(total / 4096 < 0.001, "mean error \(total / 4096)")
    }
    // The exact areas: the star's outline, and under evenOdd without the centre pentagon.
    let r = 30 * cos(0.4 * Double.pi) / cos(0.2 * Double.pi)
    let outline = 5 * 30 * r * sin(0.2 * Double.pi)
    let pentagon = 2.5 * r * r * sin(0.4 * Double.pi)
    #expect(abs(nonZero.area - outline) < 1e-4, "\(nonZero.area) vs \(outline)")
    #expect(abs(evenOdd.area - (outline - pentagon)) < 1e-4)
  }

  @Test("the same square twice: evenOdd leaves nothing, nonZero one square, edge pixels too")
  func coincidentEdges() {
    // Three windings (0, 1, 2) meet in every edge pixel: the average would give evenOdd
    // a ring of half-covered pixels there.
    let square = [p(3.3, 4.6), p(20.45, 4.6), p(20.45, 17.2), p(3.3, 17.2)]
    #expect(cover([square, square], .evenOdd).area < 1e-9)
    let once = cover([square])
    let twice = cover([square, square])
    #expect(abs(twice.area - 17.15 * 12.6) < 1e-4)
    #expect(worstError(twice) { x, y in Double(once.coverage(x: x, y: y)) } < 1e-6)
  }

  @Test("a bow tie and a comb of thin teeth match point sampling under both rules")
  func crossingsAndCloseEdges() {
    let bowTie = [p(4.3, 5.1), p(40.7, 38.2), p(40.2, 4.4), p(5.6, 37.9)]
    var comb = [p(2.5, 44.2), p(61.5, 44.2), p(61.5, 62.7)]
    for tooth in stride(from: 60.0, to: 4, by: -3.1) {
      comb += [p(tooth, 62.7), p(tooth - 0.4, 47.3), p(tooth - 1.3, 62.7)]
    }
    comb.append(p(2.5, 62.7))
    for rule in [PolygonCoverage.FillRule.nonZero, .evenOdd] {
      let coverage = cover([bowTie, comb], rule)
      let reference = PolygonReference.sampledGrid(
        [bowTie, comb], columns: 0..<64, rows: 0..<64, n: 32, evenOdd: rule == .evenOdd)
      let worst = worstError(coverage) { x, y in reference[y][x] }
      #expect(worst < 1.0 / 32, "worst pixel off by \(worst)")
    }
  }

  @Test("a hole wound the other way is empty under both rules; wound the same way, only evenOdd")
  func hole() {
    let outer = PolygonReference.circle(centre: p(32, 32), radius: 28, count: 128)
    let inner = PolygonReference.circle(centre: p(32, 32), radius: 12.5, count: 128, reversed: true)
    let ring = abs(PolygonReference.signedArea(outer)) - abs(PolygonReference.signedArea(inner))
    for rule in [PolygonCoverage.FillRule.nonZero, .evenOdd] {
      let coverage = cover([outer, inner], rule)
      #expect(coverage.coverage(x: 32, y: 32) == 0)
      #expect(coverage.coverage(x: 32, y: 10) == 1)
      #expect(abs(coverage.area - ring) < 1e-6 * ring)
      // Each pixel is the outer disc's exact share minus the inner's.
      let worst = worstError(coverage) { x, y in
        PolygonReference.convexCoverage(outer, x: x, y: y)
          - PolygonReference.convexCoverage(inner, x: x, y: y)
      }
      #expect(worst < 1e-6)
    }
    let sameWay = PolygonReference.circle(centre: p(32, 32), radius: 12.5, count: 128)
    #expect(cover([outer, sameWay], .nonZero).coverage(x: 32, y: 32) == 1)
    #expect(cover([outer, sameWay], .evenOdd).coverage(x: 32, y: 32) == 0)
  }

  @Test("polygons sharing edges sum to full coverage on every pixel: no seam")
  func sharedEdges() {
    // A fan of seven triangles around an off-grid centre, inside a square they tile.
    let centre = p(30.37, 33.81)
    let ring = [
      p(4.2, 4.7), p(25.5, 4.7), p(59.3, 4.7), p(59.3, 40.13), p(59.3, 59.6), p(17.9, 59.6),
      p(4.2, 59.6),
    ]
    let pieces = ring.indices.map { i in [centre, ring[i], ring[(i + 1) % ring.count]] }
    let coverages = pieces.map { cover([$0]) }
    var worst = 0.0
    var checked = 0
    for y in 5..<59 {
      for x in 5..<59 {
        let sum = coverages.reduce(0.0) { $0 + Double($1.coverage(x: x, y: y)) }
        worst = max(worst, abs(sum - 1))
        checked += 1
      }
    }
    #expect(checked == 54 * 54)
    #expect(worst < 1e-6, "a shared pixel sums to 1 ± \(worst)")
    #expect(worst < 1.0 / 255)
  }

  @Test("clipping keeps exactly the clip's pixels of the unclipped coverage")
  func clipping() {
    let circle = PolygonReference.circle(centre: p(30.5, 28.25), radius: 26, count: 96)
    let whole = cover([circle], columns: -10..<80, rows: -10..<80)
    let clipped = cover([circle], columns: 17..<41, rows: 9..<23)
    for span in clipped.spans {
      #expect(span.y >= 9 && span.y < 23 && span.x >= 17 && span.x + span.length <= 41)
    }
    var inClip = 0.0
    for y in 9..<23 {
      for x in 17..<41 { inClip += Double(whole.coverage(x: x, y: y)) }
    }
    #expect(abs(clipped.area - inClip) < 1e-6)
    let worst = worstError(clipped, columns: 0..<64, rows: 0..<64) { x, y in
      (17..<41).contains(x) && (9..<23).contains(y) ? Double(whole.coverage(x: x, y: y)) : 0
    }
    #expect(worst < 1e-6)
  }

  @Test("degenerate input: empty, zero-area and too-short contours cover nothing")
  func degenerate() {
    #expect(cover([]).spans.isEmpty)
    #expect(cover([[]]).spans.isEmpty)
    #expect(cover([[p(3, 3), p(40, 50)]]).spans.isEmpty)
    // Collinear points, and a contour that goes out and back along the same line.
    #expect(cover([[p(3, 3), p(20, 20), p(40, 40)]]).area < 1e-12)
    #expect(cover([[p(3, 3), p(40, 50), p(3, 3), p(40, 50)]]).area < 1e-12)
    // A zero-size clip.
    #expect(cover([[p(0, 0), p(9, 0), p(9, 9)]], columns: 5..<5).spans.isEmpty)
  }

  @Test("NaN and infinite coordinates are rejected, naming the point")
  func nonFinite() {
    let bad: [Double] = [.nan, .infinity, -.infinity]
    for value in bad {
      let contours = [[p(1, 1), p(9, 1), p(9, 9)], [p(2, 2), p(5, value), p(2, 8)]]
      #expect(throws: PolygonCoverage.Failure.nonFiniteCoordinate(contour: 1, point: 1)) {
        try PolygonCoverage(contours, fillRule: .nonZero, columns: 0..<16, rows: 0..<16)
      }
    }
    let message = PolygonCoverage.Failure.nonFiniteCoordinate(contour: 1, point: 1).description
    #expect(message == "polygon point 1 of contour 1 is not finite")
  }

  @Test("huge coordinates cost no more than the clip")
  func hugeCoordinates() {
    // A triangle whose edges pass far outside: the clip is wholly inside it.
    let huge = [p(-1e300, -1e300), p(1e300, -1e300), p(0, 1e300)]
    let start = Date()
    let coverage = cover([huge], columns: 0..<32, rows: 0..<32)
    #expect(abs(coverage.area - 1024) < 1e-9)
    #expect(coverage.spans.count <= 64)
    // Extreme values whose differences overflow, and a sliver far away.
    let extreme = [p(-.greatestFiniteMagnitude, 0), p(.greatestFiniteMagnitude, 0.5), p(0, 30)]
    let wild = cover([extreme], columns: 0..<32, rows: 0..<32)
    #expect(wild.area.isFinite && wild.area >= 0 && wild.area <= 1024)
    #expect(cover([[p(1e12, 1e12), p(1e12 + 5, 1e12), p(1e12, 1e12 + 5)]]).spans.isEmpty)
    #expect(Date().timeIntervalSince(start) < 1)
  }

  @Test("convexity: squares and circles either way round, not stars, L shapes or zigzags")
  func convexity() {
    let square = [p(0, 0), p(4, 0), p(4, 4), p(4, 4), p(0, 4)]
    #expect(PolygonCoverage.isConvex(square) && PolygonCoverage.isConvex(square.reversed()))
    #expect(
      PolygonCoverage.isConvex(PolygonReference.circle(centre: p(5, 5), radius: 3, count: 64)))
    #expect(!PolygonCoverage.isConvex(PolygonReference.pentagram(centre: p(5, 5), radius: 3)))
    #expect(!PolygonCoverage.isConvex([p(0, 0), p(4, 0), p(4, 2), p(2, 2), p(2, 4), p(0, 4)]))
    #expect(!PolygonCoverage.isConvex([p(0, 0), p(4, 0), p(0, 1), p(4, 2), p(0, 3)]))
  }

  @Test("overlapping contours wound the same way count once under nonZero; opposite ways cancel")
  func overlap() {
    let a = [p(5, 5), p(40, 5), p(40, 40), p(5, 40)]
    let b = [p(20, 20), p(60, 20), p(60, 60), p(20, 60)]
    let union = 35.0 * 35 + 40 * 40 - 20 * 20
    #expect(abs(cover([a, b]).area - union) < 1e-3)
    #expect(abs(cover([a, b], .evenOdd).area - (union - 400)) < 1e-3)
    #expect(abs(cover([a, b.reversed()]).area - (union - 400)) < 1e-3)
  }

  @Test("a spike whose tip is rows away, crossing one pixel twice, is covered exactly")
  func spike() {
    // Edges 4, 0 and 1 of this star pass through pixel (25, 17), but 4 and 0 meet at the
    // tip two rows up: one chain by number, not joined inside the pixel.
    let star = [
      p(25.39, 15.16), p(33.59, 55.64), p(12.6, -40.63), p(26.44, 46.05),
      p(21.81, 76.93),
    ]
    for rule in [PolygonCoverage.FillRule.nonZero, .evenOdd] {
      let coverage = cover([star], rule)
      let reference = PolygonReference.sampledGrid(
        [star], columns: 0..<64, rows: 0..<64, n: 32, evenOdd: rule == .evenOdd)
      let worst = worstError(coverage) { x, y in reference[y][x] }
      #expect(worst < 1.0 / 32, "worst pixel off by \(worst)")
    }
  }

  @Test("a small circle of many short edges and a wide stroked curve cover their exact areas")
  func finelyFlattened() throws {
    var curve = Path()
    curve.move(to: p(4, 40))
    curve.addCurve(to: p(60, 30), control1: p(10, 0), control2: p(50, 70))
    let stroke = try curve.strokeOutline(StrokeStyle(width: 9, cap: .round), tolerance: 0.02)
      .flattened(tolerance: 0.02)
    let circle = (0..<400).map { i -> Point in
      let angle = Double(i) * 2 * .pi / 400
      return p(20 + 3 * cos(angle), 12 + 3 * sin(angle))
    }
    let coverage = cover(stroke + [circle])
    let reference = PolygonReference.sampledGrid(
      stroke + [circle], columns: 0..<64, rows: 0..<64, n: 32, evenOdd: false)
    let worst = worstError(coverage) { x, y in reference[y][x] }
    #expect(worst < 1.5 / 32, "worst pixel off by \(worst)")
  }

  @Test("a stroke's outline averaged is over its exact coverage only where its bands overlap")
  func averagedStroke() throws {
    // A curve looping across itself into a sharp mitred corner, and a dashed line over it:
    // windings of 2 where the bands overlap, 0 outside, meeting where their edges cross.
    var path = Path()
    path.move(to: p(6, 50))
    path.addCurve(to: p(40, 30), control1: p(70, 8), control2: p(2, 2))
    path.addLine(to: p(58, 56))
    var outline = try path.strokeOutline(
      StrokeStyle(width: 5, cap: .round, join: .miter, miterLimit: 10), tolerance: 0.02
    ).flattened(tolerance: 0.02)
    var line = Path()
    line.move(to: p(3, 20))
    line.addLine(to: p(61, 44))
    outline += try line.strokeOutline(
      StrokeStyle(width: 3.5, cap: .square, dashPattern: [7, 3]), tolerance: 0.02
    ).flattened(tolerance: 0.02)
    let exact = cover(outline)
    let averaged = try PolygonCoverage(
      outline, fillRule: .nonZero, columns: 0..<64, rows: 0..<64, overlaps: .averaged)
    let windings = windingRanges(outline, n: 16)
    var changed = 0
    var worst = 0.0
    var excess = 0.0
    for y in 0..<64 {
      for x in 0..<64 {
        // The outline winds clockwise on screen, as each of its pieces does: with downward
        // edges counting +1, never above 0 (averaging relies on one sign).
        #expect(windings[y][x].high <= 0, "pixel (\(x), \(y)) winds \(windings[y][x].high)")
        let d = Double(averaged.coverage(x: x, y: y)) - Double(exact.coverage(x: x, y: y))
        #expect(d > -1e-6, "pixel (\(x), \(y)) under the exact coverage by \(-d)")
        if d > 1e-6 { changed += 1 }
        // Over it only in pixels holding winding 0 and −2 or less (by much, that is: the
        // samples can miss a sliver).
        #expect(
          d < 0.01 || windings[y][x].high == 0 && windings[y][x].low <= -2,
          "pixel (\(x), \(y)) over by \(d), windings \(windings[y][x])")
        worst = max(worst, d)
        excess += d
      }
    }
    // The bands' crossings are averaged: a few dozen pixels of the outline's 700 or so.
    #expect(changed > 0 && changed < 60, "\(changed) pixels over")
    #expect(worst < 0.5, "worst pixel over by \(worst)")
    #expect(excess < 5, "\(excess) px² more in all")
  }

  /// The lowest and highest winding number (downward edges +1) at n × n sample points in
  /// each pixel of the 64 × 64 grid, indexed [y][x].
  private func windingRanges(_ contours: [[Point]], n: Int) -> [[(low: Int, high: Int)]] {
    var grid = [[(low: Int, high: Int)]](
      repeating: [(low: Int, high: Int)](repeating: (Int.max, Int.min), count: 64), count: 64)
    PolygonReference.forEachSample(contours, columns: 0..<64, rows: 0..<64, n: n) { x, y, w in
      grid[y][x] = (min(grid[y][x].low, w), max(grid[y][x].high, w))
    }
    return grid
  }
}
