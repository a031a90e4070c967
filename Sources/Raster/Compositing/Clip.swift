import Geometry

/// A layer's rounded bounds as a mask over a group (masksToBounds).
struct Clip {
  let shape: RoundedRect
  /// Screen → layer; nil when the layer is seen edge-on, and so hides everything.
  let inverse: Homography?
  /// The bounds' coverage on screen when their corners are continuous, used instead of
  /// `shape`.
  let outline: PolygonCoverage?

  init(shape: RoundedRect, homography: Homography, outline: PolygonCoverage? = nil) {
    self.shape = shape
    inverse = homography.inverted()
    self.outline = outline
  }

  /// Multiplies every pixel of `canvas` by the coverage of the shape.
  func apply(to canvas: inout Canvas) {
    let width = canvas.width
    let rows = canvas.rows
    let columns = canvas.columns
    let origin = Canvas.RowOrigins(canvas)
    let inverse = inverse
    let shape = shape
    if let outline {
      var row = [Float](repeating: 0, count: width)
      var cursor = outline.firstSpan(atOrAfterRow: rows.lowerBound)
      canvas.pixels.withUnsafeMutableBufferPointer { pixels in
        row.withUnsafeMutableBufferPointer { row in
          for py in rows {
            outline.write(row: py, within: columns, into: row, cursor: &cursor)
            let base = origin(py)
            for px in columns where pixels[base + px].w > 0 { pixels[base + px] *= row[px] }
          }
        }
      }
      return
    }
    canvas.pixels.withUnsafeMutableBufferPointer { pixels in
      for py in rows {
        let row = inverse.map { RowMapping(row: py, inverse: $0) }
        let base = origin(py)
        for px in columns {
          let index = base + px
          guard pixels[index].w > 0 else { continue }
          let coverage = row?.local(at: px)?.coverage(of: shape) ?? 0
          pixels[index] *= coverage
        }
      }
    }
  }
}
