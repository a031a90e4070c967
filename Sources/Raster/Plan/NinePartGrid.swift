import Geometry

/// The nine parts a layer's `contentsCenter` cuts its contents into, each a block of texels
/// and the rectangle of the layer it is drawn over: the corners keep their size, the edges
/// stretch along themselves, the centre both ways.
///
/// Along each axis the fixed ends take their size in points (texels / `contentsScale`);
/// where the two together are longer than the place the contents take, both shrink in
/// proportion and the middle takes nothing (Core Animation's behaviour: the fixed parts
/// are scaled down to fit).
struct NinePartGrid: Equatable {
  /// One part: the texels it takes (texture pixels) and where they are drawn (layer units).
  struct Part: Equatable {
    let texels: Rect
    let destination: Rect
  }

  /// The parts that cover some of the layer (one with no width or height there is left
  /// out), row by row from the top left.
  let parts: [Part]

  /// The grid of contents `width` × `height` texels at `scale` texels per point, of which
  /// `contentsRect` (unit coordinates of the image) shows, cut by `contentsCenter` (unit
  /// coordinates of that part; clamped to it), drawn over `shown`.
  init(
    width: Int, height: Int, scale: Double, contentsRect part: Rect, contentsCenter center: Rect,
    shown: Rect
  ) {
    let columns = Self.cuts(
      texels: Double(width) * part.minX, Double(width) * part.maxX,
      center: center.minX, center.maxX, scale: scale, over: shown.minX, shown.maxX)
    let rows = Self.cuts(
      texels: Double(height) * part.minY, Double(height) * part.maxY,
      center: center.minY, center.maxY, scale: scale, over: shown.minY, shown.maxY)
    parts = rows.flatMap { row in
      columns.map { column in
        Part(
          texels: Rect(
            x: column.texels.lowerBound, y: row.texels.lowerBound,
            width: column.texels.upperBound - column.texels.lowerBound,
            height: row.texels.upperBound - row.texels.lowerBound),
          destination: Rect(
            x: column.destination.lowerBound, y: row.destination.lowerBound,
            width: column.destination.upperBound - column.destination.lowerBound,
            height: row.destination.upperBound - row.destination.lowerBound))
      }
    }
  }

  /// The three spans of one axis (fewer where one has no length on screen): texels
  /// `t0...t1` cut at `c0` and `c1` of their length, drawn over `d0...d1` with the ends at
  /// their size in points, shrunk together when they do not fit.
  private static func cuts(
    texels t0: Double, _ t1: Double, center c0: Double, _ c1: Double, scale: Double,
    over d0: Double, _ d1: Double
  ) -> [(texels: ClosedRange<Double>, destination: ClosedRange<Double>)] {
    guard d1 > d0, t1 >= t0, scale > 0 else { return [] }
    let low = min(max(c0.isNaN ? 0 : c0, 0), 1)
    let high = min(max(c1.isNaN ? 1 : c1, low), 1)
    let points = (t1 - t0) / scale
    var start = low * points
    var end = (1 - high) * points
    let length = d1 - d0
    if start + end > length {
      let shrink = length / (start + end)
      start *= shrink
      end *= shrink
    }
    let texelCuts = [t0, t0 + low * (t1 - t0), t0 + high * (t1 - t0), t1]
    let destinationCuts = [d0, d0 + start, max(d1 - end, d0 + start), d1]
    return (0..<3).compactMap { i in
      guard destinationCuts[i + 1] > destinationCuts[i] else { return nil }
      return (texelCuts[i]...texelCuts[i + 1], destinationCuts[i]...destinationCuts[i + 1])
    }
  }
}
