import Geometry

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
