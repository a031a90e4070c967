import Geometry

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
