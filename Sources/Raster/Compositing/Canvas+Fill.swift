extension Canvas {
  /// Paints `color` (premultiplied, components in 0...255) over the canvas where `coverage`
  /// covers it, source-over with the coverage as the colour's weight, in the rows the canvas
  /// holds and the columns it paints.
  ///
  /// A constant span of full coverage under an opaque colour replaces its pixels, which
  /// source-over would give exactly (s + d · (1 − 255/255) = s).
  package mutating func fill(_ coverage: PolygonCoverage, color: SIMD4<Float>) {
    guard color.w > 0 || color.x > 0 || color.y > 0 || color.z > 0 else { return }
    let rows = rows
    let columns = columns
    let origin = RowOrigins(self)
    let spans = coverage.spans
    // The first span in the canvas's rows: spans are ordered by row.
    var low = 0
    var high = spans.count
    while low < high {
      let mid = (low + high) / 2
      if spans[mid].y < rows.lowerBound { low = mid + 1 } else { high = mid }
    }
    pixels.withUnsafeMutableBufferPointer { pixels in
      coverage.values.withUnsafeBufferPointer { values in
        for s in spans[low...] {
          guard s.y < rows.upperBound else { break }
          let from = max(s.x, columns.lowerBound)
          let to = min(s.x + s.length, columns.upperBound)
          guard from < to else { continue }
          let base = origin(s.y)
          if s.valueStart < 0 {
            let source = color * s.coverage
            if s.coverage >= 1 && color.w >= 255 {
              for i in base + from..<base + to { pixels[i] = source }
            } else {
              for i in base + from..<base + to { pixels[i] = LayerPlan.over(source, pixels[i]) }
            }
          } else {
            let offset = s.valueStart - s.x
            for x in from..<to {
              let c = values[offset + x]
              guard c > 0 else { continue }
              pixels[base + x] = LayerPlan.over(color * c, pixels[base + x])
            }
          }
        }
      }
    }
  }
}
