extension PolygonCoverage {
  /// The index of the first span in row `y` or a later row.
  package func firstSpan(atOrAfterRow y: Int) -> Int {
    var low = 0
    var high = spans.count
    while low < high {
      let mid = (low + high) / 2
      if spans[mid].y < y { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Writes the coverage of row `y` over `buffer`, whose index 0 is column 0: the columns
  /// of `within` are set, those outside no span to 0. `cursor` is the first span of that row
  /// or an earlier one, and is left at the first span of a later row, so walking rows from the
  /// top visits every span once.
  func write(
    row y: Int, within columns: Range<Int>, into buffer: UnsafeMutableBufferPointer<Float>,
    cursor: inout Int
  ) {
    for x in columns { buffer[x] = 0 }
    while cursor < spans.count && spans[cursor].y < y { cursor += 1 }
    while cursor < spans.count && spans[cursor].y == y {
      let s = spans[cursor]
      cursor += 1
      let from = max(s.x, columns.lowerBound)
      let to = min(s.x + s.length, columns.upperBound)
      guard from < to else { continue }
      if s.valueStart < 0 {
        for x in from..<to { buffer[x] = s.coverage }
      } else {
        for x in from..<to { buffer[x] = values[s.valueStart + x - s.x] }
      }
    }
  }

  /// The coverage of the pixels both cover, each pixel's the smaller of the two: a shape
  /// clipped by its layer's bounds, as contents are (coverage of the intersection, exact
  /// where either is 0 or 1).
  package func intersected(with other: PolygonCoverage) -> PolygonCoverage {
    var spans: [Span] = []
    var values: [Float] = []
    var j = 0
    for s in self.spans {
      // The other's spans are ordered too: skip those of earlier rows or further left.
      while j < other.spans.count
        && (other.spans[j].y < s.y
          || other.spans[j].y == s.y && other.spans[j].x + other.spans[j].length <= s.x)
      {
        j += 1
      }
      var k = j
      while k < other.spans.count && other.spans[k].y == s.y
        && other.spans[k].x < s.x + s.length
      {
        let o = other.spans[k]
        k += 1
        let from = max(s.x, o.x)
        let to = min(s.x + s.length, o.x + o.length)
        guard from < to else { continue }
        if s.valueStart < 0 && o.valueStart < 0 {
          let c = min(s.coverage, o.coverage)
          if c > 0 {
            spans.append(Span(y: s.y, x: from, length: to - from, coverage: c, valueStart: -1))
          }
        } else {
          let start = values.count
          for x in from..<to {
            values.append(min(coverage(of: s, at: x), other.coverage(of: o, at: x)))
          }
          spans.append(Span(y: s.y, x: from, length: to - from, coverage: 0, valueStart: start))
        }
      }
    }
    return PolygonCoverage(columns: columns, rows: rows, spans: spans, values: values)
  }
}
