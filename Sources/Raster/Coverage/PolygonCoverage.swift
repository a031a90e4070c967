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

/// One pixel's share of the edges crossing it: their signed height in the pixel (`cover`) and
/// the signed area of the pixel to the left of them (`area`), as fractions of a pixel.
struct Cell {
  var x: Int32
  var y: Int32
  /// The edge that entered the pixel (edges are numbered along each contour).
  var edge: Int32
  var cover: Double
  var area: Double
}

/// The cells of a polygon sorted by row and by column within a row, the cells of one pixel
/// in the order they were made: a counting sort over the columns they touch, then one over
/// the rows (both stable). Sorting rows one by one (insertion for rows of up to 32 cells, a
/// counting sort over a longer row's columns) moved each cell of the shorter rows about three
/// times on the shapes workload's curves and cost them 27 M instructions (callgrind),
/// against 19 M so.
struct SortedCells {
  let cells: [Cell]
  /// The first row holding a cell.
  let minY: Int
  /// Where each row's cells start, from `minY`, and where the last row's end.
  let starts: [Int]

  init(_ unsorted: UnsafeBufferPointer<Cell>) {
    let count = unsorted.count
    guard count > 0 else {
      (cells, minY, starts) = ([], 0, [0])
      return
    }
    var (lowX, highX) = (Int32.max, Int32.min)
    var (lowY, highY) = (Int32.max, Int32.min)
    for cell in unsorted {
      lowX = min(lowX, cell.x)
      highX = max(highX, cell.x)
      lowY = min(lowY, cell.y)
      highY = max(highY, cell.y)
    }
    let minX = Int(lowX)
    let minY = Int(lowY)
    let byColumn = UnsafeMutableBufferPointer<Cell>.allocate(capacity: count)
    defer { byColumn.deallocate() }
    // Each count, summed, is where the next cell of its column (row) goes.
    var columnStarts = [Int](repeating: 0, count: Int(highX) - minX + 1)
    columnStarts.withUnsafeMutableBufferPointer { next in
      for cell in unsorted { next[Int(cell.x) - minX] += 1 }
      var total = 0
      for c in 0..<next.count {
        (next[c], total) = (total, total + next[c])
      }
      for cell in unsorted {
        let c = Int(cell.x) - minX
        byColumn[next[c]] = cell
        next[c] += 1
      }
    }
    var starts = [Int](repeating: 0, count: Int(highY) - minY + 2)
    let sorted = [Cell](unsafeUninitializedCapacity: count) { buffer, initialized in
      starts.withUnsafeMutableBufferPointer { starts in
        for cell in byColumn { starts[Int(cell.y) - minY + 1] += 1 }
        for r in 1..<starts.count { starts[r] += starts[r - 1] }
        // Scatter by row, each row's next free slot kept in `starts` shifted by one row,
        // which leaves `starts` as it was once every cell is placed.
        for cell in byColumn {
          let r = Int(cell.y) - minY
          buffer[starts[r]] = cell
          starts[r] += 1
        }
        for r in stride(from: starts.count - 1, to: 0, by: -1) { starts[r] = starts[r - 1] }
        starts[0] = 0
      }
      initialized = count
    }
    self.cells = sorted
    self.minY = minY
    self.starts = starts
  }

  /// Sorted cells as they are.
  init(cells: [Cell], minY: Int, starts: [Int]) {
    self.cells = cells
    self.minY = minY
    self.starts = starts
  }

  /// These cells with the rows marked in `rows` (from `minY`) taken from `other` instead.
  func replacingRows(_ rows: [Bool], with other: SortedCells) -> SortedCells {
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var mergedStarts = [0]
    mergedStarts.reserveCapacity(starts.count)
    for r in 0..<starts.count - 1 {
      if rows[r] {
        let o = minY + r - other.minY
        if o >= 0 && o < other.starts.count - 1 {
          merged += other.cells[other.starts[o]..<other.starts[o + 1]]
        }
      } else {
        merged += cells[starts[r]..<starts[r + 1]]
      }
      mergedStarts.append(merged.count)
    }
    return SortedCells(cells: merged, minY: minY, starts: mergedStarts)
  }

  /// Per row from `minY`, whether a pixel holds cells of edges that are not one chain of
  /// consecutive edges joined inside it (numbered as `CellAccumulator` numbers them, with
  /// `closingEdges` pairing each contour's first and last, which meet where it closes, and
  /// `joints[i]` the point where edge i ends); nil when no row has such a pixel. One chain
  /// crossing a pixel, however many short edges it takes (a curve flattened finely, a round
  /// cap), splits it into regions of two windings only.
  func rowsWithSharedPixels(closingEdges: [Int32: Int32], joints: [Point]) -> [Bool]? {
    var shared: [Bool]?
    var edges: [Int32] = []
    for r in 0..<starts.count - 1 where starts[r + 1] - starts[r] > 1 {
      var i = starts[r]
      while i < starts[r + 1] {
        var end = i + 1
        while end < starts[r + 1] && cells[end].x == cells[i].x { end += 1 }
        if end - i > 1 {
          edges.removeAll(keepingCapacity: true)
          for p in i..<end { edges.append(cells[p].edge) }
          insertionSort(&edges) { $0 < $1 }
          var gaps = 0
          for k in 1..<edges.count where edges[k] > edges[k - 1] + 1 { gaps += 1 }
          // A chain through a contour's closing point runs from its last edges on to its
          // first: in number order, one gap, between the contour's first and last edges.
          var oneChain =
            gaps == 0 || gaps == 1 && closingEdges[edges[0]] == edges[edges.count - 1]
          if oneChain {
            // Each joint of the chain must lie in the pixel, or the chain leaves it and
            // comes back (a spike whose tip is outside).
            let x = Double(cells[i].x)
            let y = Double(cells[i].y)
            for k in 1..<edges.count where oneChain && edges[k] != edges[k - 1] {
              let joint =
                edges[k] == edges[k - 1] + 1
                ? joints[Int(edges[k - 1])] : joints[Int(edges[edges.count - 1])]
              oneChain = joint.x >= x && joint.x <= x + 1 && joint.y >= y && joint.y <= y + 1
            }
          }
          if !oneChain {
            if shared == nil { shared = [Bool](repeating: false, count: starts.count - 1) }
            shared?[r] = true
            break
          }
        }
        i = end
      }
    }
    return shared
  }
}

/// Cells appended to memory of their own: an array's append checks that its buffer is not
/// shared, by a call around which the walk saved and restored its registers (without it and
/// the calls to floor, the walk's instructions on the shapes workload's curves fell from
/// 58.7 M to 45.5 M, callgrind).
struct CellBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<Cell>
  private(set) var count = 0
  private var capacity: Int

  /// An empty buffer with room for `capacity` cells.
  init(capacity: Int = 16) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// Adds a cell at the end.
  @inline(__always)
  mutating func append(_ cell: Cell) {
    if count == capacity { grow(to: 2 * capacity) }
    (base + count).initialize(to: cell)
    count += 1
  }

  /// Makes room for `count` cells in all.
  mutating func reserveCapacity(_ count: Int) {
    if count > capacity { grow(to: count) }
  }

  private mutating func grow(to newCapacity: Int) {
    let grown = UnsafeMutablePointer<Cell>.allocate(capacity: newCapacity)
    grown.moveInitialize(from: base, count: count)
    base.deallocate()
    base = grown
    capacity = newCapacity
  }

  subscript(i: Int) -> Cell {
    get { base[i] }
    set { base[i] = newValue }
  }

  /// The cells, in the order they were added.
  var cells: UnsafeBufferPointer<Cell> { UnsafeBufferPointer(start: base, count: count) }
}

/// Walks clipped edges across the pixel grid, collecting cells. Consecutive steps of an edge
/// in the same pixel merge into one cell, so a cell is made per pixel an edge enters.
struct CellAccumulator: ~Copyable {
  private let left: Double
  private let right: Double
  private let top: Double
  private let bottom: Double
  private let endColumn: Int
  private var cells = CellBuffer()
  private var current = Cell(x: 0, y: 0, edge: 0, cover: 0, area: 0)
  private var hasCurrent = false
  /// The index of the current contour's first cell.
  private var contourStart = 0
  /// The number of the edge being walked: consecutive along a contour, with a gap between
  /// contours, so that edges i and i + 1 always meet at a point.
  private var edge: Int32 = 0
  private var contourFirstEdge: Int32 = 0
  /// Each contour's first edge and its last, which meet where the contour closes.
  private(set) var closingEdges: [Int32: Int32] = [:]
  /// The rows whose pieces are kept (from `pieceFirstRow`), when collecting pieces.
  private var pieceRows: [Bool] = []
  private var collectsPieces = false
  private var pieceFirstRow = 0
  private var pieces: [Piece] = []
  /// The heights where a row is cut into slabs, and the pieces crossing one slab (buffers
  /// kept from row to row).
  private var cuts: [Double] = []
  /// One row's chains of pieces, and their pieces (buffers kept from row to row).
  private var chains: [Chain] = []
  private var chainPieces: [Piece] = []

  init(columns: Range<Int>, rows: Range<Int>) {
    left = Double(columns.lowerBound)
    right = Double(columns.upperBound)
    top = Double(rows.lowerBound)
    bottom = Double(rows.upperBound)
    endColumn = columns.upperBound
  }

  /// Adds the edge from `a` to `b` (finite), clipped: the part above or below the clip is
  /// dropped, the part right of it too (it covers nothing inside), and the part left of it
  /// becomes a vertical edge on the clip's left side with the same rows, which covers the
  /// pixels to its right exactly as the original did.
  mutating func addEdge(from a: Point, to b: Point) {
    walk(from: a, to: b)
    edge += 1
  }

  private mutating func walk(from a: Point, to b: Point) {
    var (x0, y0, x1, y1) = (a.x, a.y, b.x, b.y)
    guard y0 != y1 else { return }
    if y0 <= top && y1 <= top || y0 >= bottom && y1 >= bottom { return }
    // Points on the segment by their y, as a convex combination, which stays finite for any
    // finite end points.
    func x(atY y: Double) -> Double {
      let t = min(max((y - a.y) / (b.y - a.y), 0), 1)
      return a.x * (1 - t) + b.x * t
    }
    if y0 < top {
      (x0, y0) = (x(atY: top), top)
    } else if y0 > bottom {
      (x0, y0) = (x(atY: bottom), bottom)
    }
    if y1 < top {
      (x1, y1) = (x(atY: top), top)
    } else if y1 > bottom {
      (x1, y1) = (x(atY: bottom), bottom)
    }
    if x0 >= right && x1 >= right { return }
    if x0 <= left && x1 <= left {
      line(left, y0, left, y1)
      return
    }
    if min(x0, x1) >= left && max(x0, x1) <= right {
      line(x0, y0, x1, y1)
      return
    }
    // Split where the segment crosses the clip's left and right sides.
    func y(atX x: Double) -> Double {
      let t = min(max((x - x0) / (x1 - x0), 0), 1)
      return y0 * (1 - t) + y1 * t
    }
    var cuts: [(x: Double, y: Double)] = [(x0, y0)]
    let crossings = [left, right].filter { min(x0, x1) < $0 && $0 < max(x0, x1) }
    for c in x1 > x0 ? crossings : crossings.reversed() { cuts.append((c, y(atX: c))) }
    cuts.append((x1, y1))
    for k in 1..<cuts.count {
      let (p, q) = (cuts[k - 1], cuts[k])
      let mid = (p.x + q.x) / 2
      if mid >= right { continue }
      if mid <= left {
        line(left, p.y, left, q.y)
      } else {
        line(min(max(p.x, left), right), p.y, min(max(q.x, left), right), q.y)
      }
    }
  }

  /// Walks a segment inside the clip row by row in its own direction, so that where one edge
  /// ends and the next begins, both add to the same cell one after the other; each row gets
  /// the part of the segment between the row's top and bottom.
  private mutating func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
    guard y0 != y1 else { return }
    let down = y0 < y1
    let slope = (x1 - x0) / (y1 - y0)
    let lowX = min(x0, x1)
    let highX = max(x0, x1)
    var row = down ? floorInt(y0) : ceilInt(y0) - 1
    let lastRow = down ? ceilInt(y1) - 1 : floorInt(y1)
    var x = x0
    var y = y0
    while true {
      let rowTop = Double(row)
      let nextY = down ? min(rowTop + 1, y1) : max(rowTop, y1)
      let nextX = row == lastRow ? x1 : min(max(x0 + (nextY - y0) * slope, lowX), highX)
      if collectsPieces {
        let r = row - pieceFirstRow
        if r >= 0 && r < pieceRows.count && pieceRows[r] && nextY != y {
          pieces.append(
            down
              ? Piece(
                row: row, x0: x, fy0: y - rowTop, x1: nextX, fy1: nextY - rowTop, direction: 1)
              : Piece(
                row: row, x0: nextX, fy0: nextY - rowTop, x1: x, fy1: y - rowTop, direction: -1))
        }
      } else {
        cells(row: row, x, y - rowTop, nextX, nextY - rowTop, 1)
      }
      if row == lastRow { break }
      x = nextX
      y = nextY
      row += down ? 1 : -1
    }
  }

  /// Walks the part of an edge in one row, from (x0, fy0) to (x1, fy1) (heights in the row,
  /// in the edge's direction), across the pixels it crosses, with a weight. In pixel c, a
  /// piece from (xp, yp) to (xq, yq) adds cover d = weight · (yq − yp), positive going down,
  /// and area d · ((xp + xq)/2 − c): the trapezoid between the piece and the pixel's left side.
  @inline(__always)
  private mutating func cells(
    row: Int, _ x0: Double, _ fy0: Double, _ x1: Double, _ fy1: Double, _ weight: Double
  ) {
    guard fy1 != fy0 else { return }
    let c0 = floorInt(x0)
    let c1 = floorInt(x1)
    if c0 == c1 {
      let d = (fy1 - fy0) * weight
      add(x: c0, y: row, cover: d, area: d * ((x0 + x1) * 0.5 - Double(c0)))
      return
    }
    let slope = (fy1 - fy0) / (x1 - x0)
    let (lowY, highY) = (min(fy0, fy1), max(fy0, fy1))
    let step = c1 > c0 ? 1 : -1
    var xp = x0
    var yp = fy0
    var c = c0
    while true {
      let last = c == c1
      // Moving right a piece leaves pixel c at c + 1, moving left at c.
      let xq = last ? x1 : Double(step > 0 ? c + 1 : c)
      let yq = last ? fy1 : min(max(fy0 + (xq - x0) * slope, lowY), highY)
      let d = (yq - yp) * weight
      if d != 0 { add(x: c, y: row, cover: d, area: d * ((xp + xq) * 0.5 - Double(c))) }
      if last { break }
      xp = xq
      yp = yq
      c += step
    }
  }

  @inline(__always)
  private mutating func add(x: Int, y: Int, cover: Double, area: Double) {
    if hasCurrent && Int(current.x) == x && Int(current.y) == y {
      current.cover += cover
      current.area += area
      return
    }
    flush()
    current = Cell(
      x: Int32(truncatingIfNeeded: x), y: Int32(y), edge: edge, cover: cover, area: area)
    hasCurrent = x < endColumn
  }

  private mutating func flush() {
    if hasCurrent { cells.append(current) }
    hasCurrent = false
  }

  /// Makes room for `count` cells.
  mutating func reserveCapacity(_ count: Int) { cells.reserveCapacity(count) }

  /// The cells collected, grouped by row and sorted.
  mutating func sorted() -> SortedCells {
    flush()
    return SortedCells(cells.cells)
  }

  /// Marks the start of a contour, whose last cell may close onto its first.
  mutating func beginContour() {
    flush()
    contourStart = cells.count
    contourFirstEdge = edge
  }

  /// Ends a contour: a walk around it ends in the pixel where it began, and that last visit
  /// joins the first cell rather than making a second cell in the same pixel.
  mutating func endContour() {
    closingEdges[contourFirstEdge] = edge - 1
    edge += 1
    guard hasCurrent, contourStart < cells.count,
      cells[contourStart].x == current.x && cells[contourStart].y == current.y
    else { return }
    cells[contourStart].cover += current.cover
    cells[contourStart].area += current.area
    hasCurrent = false
  }

  /// The most edge pieces one row may have to be covered exactly. At 64, the rows of 33 to 64
  /// pieces (folded strokes) took two fifths of the shapes workload's instructions
  /// (callgrind, `flipbook bench --workload shapes --runs 1`: 1.152 G at 64, 0.708 G at 32,
  /// 0.652 G at 16); averaging them changes 170 pixels of the curves picture, PSNR against
  /// the 16 × 16-supersampled reference 43.2 → 43.1 dB (16: 549 pixels, 43.0 dB).
  static let maximumExactPieces = 32

  /// From now on, the parts of edges in the rows marked in `rows` (from row `firstRow`) are
  /// kept as pieces for ``coverPiecesExactly(_:)``, and no cells are made; room is made for
  /// `count` pieces.
  mutating func collectPieces(inRows rows: [Bool], from firstRow: Int, expecting count: Int) {
    pieces.reserveCapacity(count)
    pieceRows = rows
    collectsPieces = true
    pieceFirstRow = firstRow
  }

  /// Turns the pieces collected into cells that carry the fill rule's value instead of the
  /// winding. Per row, the pieces one edge after another walked without a break (same
  /// direction, each starting where the last ended) form a *chain*, monotone in y; the row
  /// is cut into slabs at the chains' ends and where pieces of two chains cross, so that
  /// within a slab the chains keep their order by x, and each adds rule(w + d) − rule(w)
  /// times its covers, where w is the winding left of it and d its direction. A chain's own
  /// joints need no cut (cutting at every piece's ends, as this pass once did, cost the
  /// shapes workload 1.74 G instructions under callgrind, against 1.40 G with chains).
  ///
  /// A row of more than `maximumExactPieces` pieces (a wide stroke folded on a tight curve,
  /// a path folded on itself thousands of times) is covered by its average winding instead,
  /// so that its work stays linear in its pieces.
  mutating func coverPiecesExactly(_ rule: PolygonCoverage.FillRule) {
    @inline(__always) func inside(_ w: Int) -> Double {
      switch rule {
      case .nonZero: w != 0 ? 1 : 0
      case .evenOdd: w & 1 != 0 ? 1 : 0
      }
    }
    guard !pieces.isEmpty else { return }
    // Group the pieces by row (a counting sort), keeping the walk's order within a row.
    var lowRow = Int.max
    var highRow = Int.min
    for piece in pieces {
      lowRow = min(lowRow, piece.row)
      highRow = max(highRow, piece.row)
    }
    var rowStarts = [Int](repeating: 0, count: highRow - lowRow + 2)
    for piece in pieces { rowStarts[piece.row - lowRow + 1] += 1 }
    for r in 1..<rowStarts.count { rowStarts[r] += rowStarts[r - 1] }
    var byRow = pieces
    var tops: [(top: Double, chain: Int)] = []
    var free = rowStarts
    for piece in pieces {
      byRow[free[piece.row - lowRow]] = piece
      free[piece.row - lowRow] += 1
    }
    for r in 0..<rowStarts.count - 1 where rowStarts[r + 1] > rowStarts[r] {
      let row = byRow[rowStarts[r]..<rowStarts[r + 1]]
      let y = lowRow + r
      if row.count > Self.maximumExactPieces {
        // Too many to cut into slabs (their crossings grow as the square of their count, the
        // slabs' work as the cube): this row keeps the average winding, as plain cells do.
        for piece in row {
          cells(row: y, piece.x0, piece.fy0, piece.x1, piece.fy1, Double(piece.direction))
        }
        continue
      }
      makeChains(row)
      cuts.removeAll(keepingCapacity: true)
      cuts.append(0)
      cuts.append(1)
      for a in chains.indices {
        cuts.append(chains[a].top)
        cuts.append(chains[a].bottom)
        for b in (a + 1)..<chains.count
        where chains[a].lowX <= chains[b].highX && chains[b].lowX <= chains[a].highX {
          addCrossings(chains[a], chains[b])
        }
      }
      // Folded rows have dozens of cuts in no order, where insertion sort's quadratic work
      // outgrows the library's sort.
      if cuts.count > 32 { cuts.sort() } else { insertionSort(&cuts) { $0 < $1 } }
      // The chains by their tops, entering the active set in that order; the active set is
      // kept from slab to slab in its last order by x, which the sort then only mends where
      // chains crossed (sorting each slab afresh took about 30 % of this pass, by perf).
      tops.removeAll(keepingCapacity: true)
      for c in chains.indices { tops.append((chains[c].top, c)) }
      if tops.count > 32 {
        tops.sort { $0.top < $1.top || $0.top == $1.top && $0.chain < $1.chain }
      } else {
        insertionSort(&tops) { $0.top < $1.top }
      }
      // The slabs work on buffers of their own, apart from the cells they add to: checks of
      // the arrays' uniqueness and bounds took 30 % of this pass's instructions (callgrind:
      // 0.80 G, 0.55 G without them).
      var cursors = chains.map(\.start)
      var order = [(x: Double, chain: Int)](repeating: (0, 0), count: chains.count)
      let (rowCuts, rowChains, rowPieces, rowTops) = (cuts, chains, chainPieces, tops)
      rowPieces.withUnsafeBufferPointer { pieces in
        rowChains.withUnsafeBufferPointer { chains in
          cursors.withUnsafeMutableBufferPointer { cursors in
            order.withUnsafeMutableBufferPointer { active in
              var count = 0
              var entering = 0
              for k in 1..<rowCuts.count where rowCuts[k] > rowCuts[k - 1] {
                let (top, bottom) = (rowCuts[k - 1], rowCuts[k])
                let middle = (top + bottom) / 2
                var kept = 0
                for i in 0..<count where chains[active[i].chain].bottom > middle {
                  active[kept] = active[i]
                  kept += 1
                }
                count = kept
                while entering < rowTops.count && rowTops[entering].top < middle {
                  let c = rowTops[entering].chain
                  if chains[c].bottom > middle {
                    active[count] = (0, c)
                    count += 1
                  }
                  entering += 1
                }
                for i in 0..<count {
                  // Slabs go down the row: the chain's first piece reaching below the slab's
                  // top only moves on.
                  let c = active[i].chain
                  var p = cursors[c]
                  while pieces[p].fy1 <= top { p += 1 }
                  cursors[c] = p
                  while pieces[p].fy1 <= middle { p += 1 }
                  active[i].x = pieces[p].x(at: middle)
                }
                // Insertion sort, which only mends the last slab's order where chains crossed.
                for i in 1..<max(count, 1) {
                  let item = active[i]
                  var j = i - 1
                  while j >= 0 && item.x < active[j].x {
                    active[j + 1] = active[j]
                    j -= 1
                  }
                  active[j + 1] = item
                }
                var w = 0
                for i in 0..<count {
                  let c = active[i].chain
                  let direction = chains[c].direction
                  let step = inside(w + direction) - inside(w)
                  w += direction
                  guard step != 0 else { continue }
                  var p = cursors[c]
                  while p < chains[c].end && pieces[p].fy0 < bottom {
                    let piece = pieces[p]
                    let (from, to) = (max(piece.fy0, top), min(piece.fy1, bottom))
                    if to > from {
                      self.cells(row: y, piece.x(at: from), from, piece.x(at: to), to, step)
                    }
                    p += 1
                  }
                }
              }
            }
          }
        }
      }
    }
    pieces.removeAll()
  }

  /// Splits one row's pieces, in the order they were walked, into chains: runs of pieces
  /// of one direction, each starting where the one before ended; each chain's pieces are
  /// stored from the top down in `chainPieces`.
  private mutating func makeChains(_ row: ArraySlice<Piece>) {
    chains.removeAll(keepingCapacity: true)
    chainPieces.removeAll(keepingCapacity: true)
    var previous: Piece?
    for piece in row {
      // Going down, a piece runs from (x0, fy0) to (x1, fy1); going up, the other way.
      let continues =
        previous.map { q in
          q.direction == piece.direction
            && (piece.direction > 0
              ? q.fy1 == piece.fy0 && q.x1 == piece.x0
              : q.fy0 == piece.fy1 && q.x0 == piece.x1)
        } ?? false
      if !continues {
        closeChain()
        chains.append(
          Chain(
            start: chainPieces.count, end: chainPieces.count, top: piece.fy0,
            bottom: piece.fy1, lowX: .infinity, highX: -.infinity, direction: piece.direction))
      }
      chainPieces.append(piece)
      let c = chains.count - 1
      chains[c].end += 1
      chains[c].top = min(chains[c].top, piece.fy0)
      chains[c].bottom = max(chains[c].bottom, piece.fy1)
      chains[c].lowX = min(chains[c].lowX, piece.x0, piece.x1)
      chains[c].highX = max(chains[c].highX, piece.x0, piece.x1)
      previous = piece
    }
    closeChain()
  }

  /// Puts the last chain's pieces in top-down order: a chain walked upwards was stored
  /// bottom first.
  private mutating func closeChain() {
    guard let last = chains.last, last.direction < 0 else { return }
    chainPieces[last.start..<last.end].reverse()
  }

  /// Adds a cut where a piece of chain `a` crosses one of chain `b`: the pieces of each are
  /// in order down the row, so one pass down both pairs every two that share heights.
  private mutating func addCrossings(_ a: Chain, _ b: Chain) {
    var i = a.start
    var j = b.start
    while i < a.end && j < b.end {
      let (p, q) = (chainPieces[i], chainPieces[j])
      let low = max(p.fy0, q.fy0)
      let high = min(p.fy1, q.fy1)
      if high > low {
        let d0 = p.x(at: low) - q.x(at: low)
        let d1 = p.x(at: high) - q.x(at: high)
        if d0 < 0 && d1 > 0 || d0 > 0 && d1 < 0 {
          cuts.append(low + (high - low) * (d0 / (d0 - d1)))
        }
      }
      if p.fy1 <= q.fy1 { i += 1 } else { j += 1 }
    }
  }
}

/// A run of one row's pieces walked one after another, monotone in y: its pieces are
/// `start..<end` of the row's chain pieces, from the top down, and cover `top...bottom`.
struct Chain {
  var start: Int
  var end: Int
  var top: Double
  var bottom: Double
  var lowX: Double
  var highX: Double
  var direction: Int
}

/// Sorts a short array in place: the cuts and slabs of one row number a handful, where
/// insertion sort beats the library's sort and its closure calls.
@inline(__always)
func insertionSort<T>(_ array: inout [T], by less: (T, T) -> Bool) {
  array.withUnsafeMutableBufferPointer { buffer in
    guard buffer.count > 1 else { return }
    for i in 1..<buffer.count {
      let item = buffer[i]
      var j = i - 1
      while j >= 0 && less(item, buffer[j]) {
        buffer[j + 1] = buffer[j]
        j -= 1
      }
      buffer[j + 1] = item
    }
  }
}

/// The part of an edge in one row: from (x0, fy0) to (x1, fy1), fy0 < fy1 heights in the
/// row, going down (+1) or up (−1).
struct Piece {
  let row: Int
  let x0: Double
  let fy0: Double
  let x1: Double
  let fy1: Double
  let direction: Int

  /// The piece's x at height `fy` in the row.
  @inline(__always)
  func x(at fy: Double) -> Double {
    let t = (fy - fy0) / (fy1 - fy0)
    return min(max(x0 + (x1 - x0) * t, min(x0, x1)), max(x0, x1))
  }
}

/// ⌊x⌋ for x in Int's range, without a call: `rounded(.down)` calls the C library's floor
/// unless the target has SSE4.1.
@inline(__always)
func floorInt(_ x: Double) -> Int {
  let t = Int(x)
  return x < Double(t) ? t - 1 : t
}

/// ⌈x⌉ for x in Int's range, without a call.
@inline(__always)
func ceilInt(_ x: Double) -> Int {
  let t = Int(x)
  return x > Double(t) ? t + 1 : t
}
