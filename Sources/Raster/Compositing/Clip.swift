import Geometry

/// A layer's rounded bounds as a mask over a group (masksToBounds).
struct Clip {
  let shape: RoundedRect
  /// Screen → layer; nil when the layer is seen edge-on, and so hides everything.
  let inverse: Homography?

  init(shape: RoundedRect, homography: Homography) {
    self.shape = shape
    inverse = homography.inverted()
  }

  /// Multiplies every painted pixel of `canvas` by the coverage of the shape.
  func apply(to canvas: inout Canvas) {
    let width = canvas.width
    let rows = canvas.rows
    let inverse = inverse
    let shape = shape
    canvas.pixels.withUnsafeMutableBufferPointer { pixels in
      for py in rows {
        let row = inverse.map { RowMapping(row: py, inverse: $0) }
        for px in 0..<width {
          let index = (py - rows.lowerBound) * width + px
          guard pixels[index].w > 0 else { continue }
          let coverage = row?.local(at: px)?.coverage(of: shape) ?? 0
          pixels[index] *= coverage
        }
      }
    }
  }
}
