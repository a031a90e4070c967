import Geometry

/// The anti-aliased coverage of closed polygons on the pixel grid: for each pixel, the
/// fraction of its area inside the polygons under a fill rule, as spans of pixels row by row,
/// within a clip rectangle.
///
/// **Method: sparse cells of signed area (FreeType's "smooth" rasterizer, AGG's cells).** Each
/// edge, clipped to the rectangle, is walked across the pixels it crosses; a pixel it crosses
/// (a *cell*) gets the edge's signed height in the pixel (*cover*, +1 for a whole row
/// downwards) and the signed area of the pixel left of the edge (*area*). Sweeping a row from
/// the left, the winding-weighted coverage of a cell is `W + cover − area`, where W, the sum of
/// the covers of the cells to its left, is also the winding number of the pixels between two
/// cells, which need no cell of their own: a row costs its cells plus its spans, and rows and
/// columns the polygons do not touch cost nothing.
///
/// **Fill rules.** Between cells the winding number is exact, and the rule meets it there:
/// nonZero takes min(|w|, 1), evenOdd folds |w| into [0, 1] (2 → 0). In a cell the rule meets
/// the pixel's average winding, which is exact whenever the winding numbers inside that one
/// pixel are two adjacent integers (k and k + 1), as at every edge of a simple polygon, of a
/// hole, or of two polygons sharing an edge, or where one chain of short edges (a finely
/// flattened curve, a round cap) crosses the pixel. Where edges that are not one chain pass
/// through one pixel (they cross, as at a pentagram's inner corners, run close, or coincide),
/// three windings can meet and the average would be wrong (FreeType's cells are off by up to
/// half a pixel's coverage there): such rows are covered again exactly. Their edge pieces,
/// joined into chains where one edge's piece goes on from the last's, are cut into
/// horizontal slabs at every chain's ends and every crossing; inside a slab the chains keep
/// their order, so the rule's value steps by rule(w + d) − rule(w) at each chain, and
/// accumulating those steps as covers gives the exact area the rule keeps. Only those rows pay
/// for it, and a single convex contour (windings 0 and ±1 only) never does, nor a stroke's
/// outline when asked (`Overlaps.averaged`). Two cases stay averaged: a vertex of one
/// contour inside a row whose winding then differs across another edge's pixel in that row,
/// and a contour that leaves a pixel and comes back into it through consecutive edges that
/// all touch it (a spike or a loop within about a pixel);
/// and a row crossed by more than 32 edge pieces (a wide stroke folded on a tight curve, its
/// inner side pivoting through the centre line at every vertex) is averaged too, since its
/// exact pass costs up to the cube of their number.
///
/// Coordinates are device pixels (x to the right, y down; pixel (i, j) is the square
/// [i, i + 1] × [j, j + 1]). The work is bounded by the clip: parts of edges above, below or
/// right of it are dropped, parts left of it move onto its left side, where they still cover
/// the pixels to their right.
package struct PolygonCoverage: Sendable {
  /// Which points count as inside, by their winding number w.
  package enum FillRule: Sendable {
    /// Inside where w ≠ 0.
    case nonZero
    /// Inside where w is odd.
    case evenOdd
  }

  /// Why polygons cannot be covered.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    /// A coordinate is NaN or infinite: the point `point` of contour `contour`.
    case nonFiniteCoordinate(contour: Int, point: Int)

    /// The cause, naming the point.
    package var description: String {
      switch self {
      case .nonFiniteCoordinate(let contour, let point):
        "polygon point \(point) of contour \(contour) is not finite"
      }
    }
  }

  /// A run of pixels in one row: either one coverage for all, or one per pixel.
  package struct Span: Sendable, Equatable {
    /// The row.
    package let y: Int
    /// The first column.
    package let x: Int
    /// The number of pixels.
    package let length: Int
    /// The coverage of every pixel, when the span is constant (`valueStart` < 0).
    package let coverage: Float
    /// Where the span's per-pixel coverages start in `values`; negative for a constant span.
    package let valueStart: Int
  }

  /// The columns and rows coverage is computed for.
  package let columns: Range<Int>
  /// The rows of the clip.
  package let rows: Range<Int>
  /// The spans, row by row from the top and left to right within a row; they do not overlap
  /// and every pixel not in one has coverage 0.
  package private(set) var spans: [Span] = []
  /// The per-pixel coverages of the spans that have them.
  package private(set) var values: [Float] = []

  /// How the pixels where edges that are not one chain meet are covered.
  package enum Overlaps: Sendable {
    /// Exactly: their rows are covered again slab by slab (see the type's documentation).
    case exact
    /// By the pixel's average winding, as FreeType does: for a stroke's outline, which winds
    /// the same way as the union of its pieces (rectangles, joins, caps, dashes), so that its
    /// windings all have one sign. Under nonZero the average is then exact in every pixel
    /// that does not hold both winding 0 and a winding of ±2 or beyond, as along a band's
    /// edges and where one band's edge runs inside another; a pixel holding both (the corner
    /// where two bands' outer edges cross, the inner corner of a join, where the outline
    /// passes through the vertex) is over-covered, by at most its share of winding 0 (and
    /// of ±2 and beyond, where windings reach no further). On the shapes workload's curves the
    /// exact pass took half of the strokes' 337 M instructions (callgrind); without it 929
    /// pixels change, by up to 77 levels, and the PSNR against the 16 × 16-supersampled
    /// reference goes from 43.1 to 42.8 dB (Skia's: 35.5 dB).
    case averaged
  }

  /// The coverage of `contours` (each implicitly closed; fewer than three points cover
  /// nothing) under `fillRule`, within the pixels `columns` × `rows`, with the pixels where
  /// edges that are not one chain meet covered as `overlaps` says.
  ///
  /// - Throws: `Failure.nonFiniteCoordinate` for a NaN or infinite coordinate, naming it.
  package init(
    _ contours: [[Point]], fillRule: FillRule, columns: Range<Int>, rows: Range<Int>,
    overlaps: Overlaps = .exact
  ) throws(Failure) {
    self.columns = columns
    self.rows = rows
    for (c, contour) in contours.enumerated() {
      for (i, p) in contour.enumerated() where !p.x.isFinite || !p.y.isFinite {
        throw .nonFiniteCoordinate(contour: c, point: i)
      }
    }
    guard !columns.isEmpty, !rows.isEmpty else { return }
    var accumulator = CellAccumulator(columns: columns, rows: rows)
    // An edge makes about one cell per pixel it crosses: |dx| + |dy| + 1, within the clip.
    let limit = Double(columns.count + rows.count)
    var estimate = 0.0
    for contour in contours where contour.count >= 3 {
      var previous = contour[contour.count - 1]
      for point in contour {
        estimate += min(abs(point.x - previous.x) + abs(point.y - previous.y), limit) + 1
        previous = point
      }
    }
    accumulator.reserveCapacity(Int(min(estimate, 1e7)))
    for contour in contours where contour.count >= 3 {
      accumulator.beginContour()
      var previous = contour[contour.count - 1]
      for point in contour {
        accumulator.addEdge(from: previous, to: point)
        previous = point
      }
      accumulator.endContour()
    }
    var sorted = accumulator.sorted()
    // Rows where two edges share a pixel are covered again, exactly, slab by slab; one convex
    // contour has windings 0 and ±1 only, which the cells already cover exactly.
    let coversAgain =
      overlaps == .exact
      && !(contours.count(where: { $0.count >= 3 }) == 1
        && Self.isConvex(contours.first { $0.count >= 3 }!))
    // The point where edge i ends and edge i + 1 (or, for a contour's last edge, its first)
    // begins, by the accumulator's edge numbers: one number between contours.
    var joints: [Point] = []
    if coversAgain {
      joints.reserveCapacity(contours.reduce(0) { $0 + $1.count + 1 })
      for contour in contours where contour.count >= 3 {
        joints.append(contentsOf: contour)
        joints.append(contour[contour.count - 1])
      }
    }
    if coversAgain,
      let shared = sorted.rowsWithSharedPixels(
        closingEdges: accumulator.closingEdges, joints: joints)
    {
      var exact = CellAccumulator(columns: columns, rows: rows)
      // About a piece per cell the shared rows hold, and twice as many cells once the slabs
      // cut them: room made at once, since growing these buffers step by step cost the shapes
      // workload's fills 3 % of their instructions (callgrind: 475 M, 460 M with the room).
      var sharedCells = 0
      for (r, isShared) in shared.enumerated() where isShared {
        sharedCells += sorted.starts[r + 1] - sorted.starts[r]
      }
      exact.reserveCapacity(2 * sharedCells)
      exact.collectPieces(inRows: shared, from: sorted.minY, expecting: sharedCells)
      // Only edges reaching a shared row leave pieces: the others are not walked again (a
      // stroke's outline is mostly rows of one band, with a few shared rows at its joins).
      var sharedBefore = [Int](repeating: 0, count: shared.count + 1)
      for (r, isShared) in shared.enumerated() {
        sharedBefore[r + 1] = sharedBefore[r] + (isShared ? 1 : 0)
      }
      let (firstRow, lastRow) = (Double(sorted.minY), Double(sorted.minY + shared.count - 1))
      for contour in contours where contour.count >= 3 {
        var previous = contour[contour.count - 1]
        for point in contour {
          let low = max(min(previous.y, point.y).rounded(.down), firstRow)
          let high = min(max(previous.y, point.y).rounded(.down), lastRow)
          if low <= high
            && sharedBefore[Int(high - firstRow) + 1] > sharedBefore[Int(low - firstRow)]
          {
            exact.addEdge(from: previous, to: point)
          }
          previous = point
        }
      }
      exact.coverPiecesExactly(fillRule)
      sorted = sorted.replacingRows(shared, with: exact.sorted())
    }
    sweep(sorted, fillRule: fillRule)
  }

  /// A coverage made of given spans and values (ordered as `spans` documents), within
  /// `columns` × `rows`: what combining two coverages makes.
  package init(columns: Range<Int>, rows: Range<Int>, spans: [Span], values: [Float]) {
    self.columns = columns
    self.rows = rows
    self.spans = spans
    self.values = values
  }

  /// Whether a closed contour is convex: every turn the same way (straight runs and repeated
  /// points aside), and its direction going round once, so that x and y change their sign of
  /// travel four times in all (a pentagram turns one way too, but goes round twice: eight).
  package static func isConvex(_ contour: [Point]) -> Bool {
    var turn = 0.0
    var flips = 0
    var last = (x: 0.0, y: 0.0)
    var xSign = 0.0
    var ySign = 0.0
    // Two passes round the loop: the first only primes the previous edge and signs.
    for pass in 0..<2 {
      var previous = contour[contour.count - 1]
      for point in contour {
        let d = (x: point.x - previous.x, y: point.y - previous.y)
        previous = point
        guard d.x != 0 || d.y != 0 else { continue }
        let cross = last.x * d.y - last.y * d.x
        last = d
        let sx: Double = d.x > 0 ? 1 : d.x < 0 ? -1 : xSign
        let sy: Double = d.y > 0 ? 1 : d.y < 0 ? -1 : ySign
        if pass == 1 {
          if cross != 0 {
            if turn != 0 && (cross > 0) != (turn > 0) { return false }
            turn = cross
          }
          if sx != xSign { flips += 1 }
          if sy != ySign { flips += 1 }
        }
        xSign = sx
        ySign = sy
      }
    }
    return flips <= 4
  }

  /// The coverage of pixel (x, y), 0 outside every span.
  package func coverage(x: Int, y: Int) -> Float {
    // The first span of a later row or further right, then the one before it.
    var low = 0
    var high = spans.count
    while low < high {
      let mid = (low + high) / 2
      let s = spans[mid]
      if s.y < y || s.y == y && s.x <= x { low = mid + 1 } else { high = mid }
    }
    guard low > 0 else { return 0 }
    let s = spans[low - 1]
    guard s.y == y, x < s.x + s.length else { return 0 }
    return coverage(of: s, at: x)
  }

  /// The coverage of column `x` of `span`.
  @inline(__always)
  package func coverage(of span: Span, at x: Int) -> Float {
    span.valueStart < 0 ? span.coverage : values[span.valueStart + x - span.x]
  }

  /// The sum of the coverage of every pixel: the area covered, in square pixels.
  package var area: Double {
    var total = 0.0
    for s in spans {
      if s.valueStart < 0 {
        total += Double(s.coverage) * Double(s.length)
      } else {
        for v in values[s.valueStart..<s.valueStart + s.length] { total += Double(v) }
      }
    }
    return total
  }

  /// Turns each row's cells, sorted by column, into spans: a cell's pixel gets
  /// rule(W + cover − area), and the pixels up to the next cell get rule(W) after adding the
  /// cell's cover to W.
  private mutating func sweep(_ sorted: SortedCells, fillRule: FillRule) {
    let end = columns.upperBound
    var spans: [Span] = []
    var values: [Float] = []
    sorted.cells.withUnsafeBufferPointer { cells in
      let count = cells.count
      // A value per pixel with cells (at most one per cell) and per run of cells in adjacent
      // columns a span of values and at most one constant span after it: written through
      // pointers into arrays of that size, since appending checked each array's buffer for
      // sharing by a call (the sweep's instructions on the shapes workload's curves fell
      // from 20.5 M to 16.7 M without it, callgrind).
      var runs = 0
      var previous = (x: Int32.min, y: Int32.min)
      for cell in cells {
        if cell.y != previous.y || cell.x > previous.x &+ 1 { runs += 1 }
        previous = (cell.x, cell.y)
      }
      values = [Float](unsafeUninitializedCapacity: count) { values, valueCount in
        spans = [Span](unsafeUninitializedCapacity: 2 * runs) { spans, spanCount in
          var i = 0
          while i < count {
            let y = cells[i].y
            var winding = 0.0
            while i < count && cells[i].y == y {
              // A run of cells in adjacent columns makes one span of per-pixel values.
              let first = cells[i].x
              let valueStart = valueCount
              var x = first
              while i < count && cells[i].y == y && cells[i].x == x {
                var cover = cells[i].cover
                var area = cells[i].area
                i += 1
                while i < count && cells[i].y == y && cells[i].x == x {
                  cover += cells[i].cover
                  area += cells[i].area
                  i += 1
                }
                values.initializeElement(
                  at: valueCount, to: Self.apply(fillRule, to: winding + cover - area))
                valueCount += 1
                winding += cover
                x += 1
              }
              spans.initializeElement(
                at: spanCount,
                to: Span(
                  y: Int(y), x: Int(first), length: Int(x - first), coverage: 0,
                  valueStart: valueStart))
              spanCount += 1
              let next = i < count && cells[i].y == y ? Int(cells[i].x) : end
              let between = Self.apply(fillRule, to: winding)
              if between > 0 && next > Int(x) {
                spans.initializeElement(
                  at: spanCount,
                  to: Span(
                    y: Int(y), x: Int(x), length: next - Int(x), coverage: between,
                    valueStart: -1))
                spanCount += 1
              }
            }
          }
        }
      }
    }
    self.spans = spans
    self.values = values
  }

  /// The fill rule applied to a winding-weighted coverage; sums that are an integer to within
  /// rounding (1e-9) count as that integer, so interiors are exactly 0 or 1.
  @inline(__always)
  static func apply(_ rule: FillRule, to winding: Double) -> Float {
    let w = abs(winding)
    // Most values lie in [0, 1], where both rules are the identity.
    if w <= 1 - 1e-9 { return w < 1e-9 ? 0 : Float(w) }
    switch rule {
    case .nonZero:
      return 1
    case .evenOdd:
      let nearest = w.rounded()
      let m = (abs(w - nearest) < 1e-9 ? nearest : w).truncatingRemainder(dividingBy: 2)
      return Float(m > 1 ? 2 - m : m)
    }
  }
}
