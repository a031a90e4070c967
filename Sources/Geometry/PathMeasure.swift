/// Arc length along a path and the pieces between two lengths: what `strokeStart`,
/// `strokeEnd`, dashes and paced motion along a path are measured in.
///
/// Lengths of curves come from adaptive Gauss–Legendre quadrature of |B′(t)|, accurate to
/// about 1e-12 relative; closes count as the lines they draw; moves add nothing.
public struct PathMeasure: Sendable {
  /// One measured segment and the length of the path before it.
  struct Piece: Sendable {
    var segment: PathSegment
    var offset: Double
    var length: Double
  }

  /// One subpath's measured pieces.
  struct Contour: Sendable {
    var start: Point
    var pieces: [Piece]
    var isClosed: Bool
    var offset: Double
    var length: Double
  }

  /// The subpaths in order.
  let contours: [Contour]
  /// The length of the whole path.
  public let length: Double

  /// Measures a path.
  public init(_ path: Path) {
    var contours: [Contour] = []
    var total = 0.0
    path.forEachSubpathSegments { subpath in
      var pieces: [Piece] = []
      let offset = total
      for segment in subpath.segments {
        let l = segment.length()
        pieces.append(Piece(segment: segment, offset: total, length: l))
        total += l
      }
      contours.append(
        Contour(
          start: subpath.start, pieces: pieces, isClosed: subpath.isClosed, offset: offset,
          length: total - offset))
    }
    self.contours = contours
    self.length = total
  }

  /// The parts of the path between arc lengths `from` and `to` (clamped to the path), as
  /// Core Animation draws a stroke between `strokeStart` and `strokeEnd`: the range runs on
  /// across subpaths, each part keeps its own subpath, and a closed subpath stays closed
  /// only when it lies wholly inside the range.
  public func path(fromLength from: Double, toLength to: Double) -> Path {
    var place: Place?
    return path(fromLength: from, toLength: to, after: &place)
  }

  /// Where a cut along the path ended: a piece of a subpath, the parameter there and the arc
  /// length from the piece's start to it.
  struct Place {
    var contour: Int
    var piece: Int
    var t: Double
    var length: Double
  }

  /// The parts of the path between arc lengths `from` and `to`, as
  /// `path(fromLength:toLength:)`, for cuts in order along the path (dashes): `place`, when
  /// given, is where the last cut ended, at or before `from`, where the search for the
  /// parameter at `from` starts; it is left where this cut ends.
  func path(fromLength from: Double, toLength to: Double, after place: inout Place?) -> Path {
    var result = Path()
    guard to > from else { return result }
    for (c, contour) in contours.enumerated() {
      let end = contour.offset + contour.length
      guard end >= from, contour.offset <= to else { continue }
      if contour.offset >= from && end <= to {
        // Whole: the subpath as it was.
        result.move(to: contour.start)
        for piece in contour.pieces where !piece.segment.isClosingLine {
          result.append(piece.segment)
        }
        if contour.isClosed { result.closeSubpath() }
        continue
      }
      var started = false
      for (p, piece) in contour.pieces.enumerated() {
        let a = max(from - piece.offset, 0)
        let b = min(to - piece.offset, piece.length)
        guard b > a || (piece.length == 0 && b >= a && started) else { continue }
        let last = place.flatMap { $0.contour == c && $0.piece == p ? ($0.t, $0.length) : nil }
        let t0 = piece.segment.parameter(atLength: a, total: piece.length, after: last ?? (0, 0))
        let t1 = piece.segment.parameter(atLength: b, total: piece.length, after: (t0, a))
        place = Place(contour: c, piece: p, t: t1, length: b)
        var part = piece.segment.subsegment(from: t0, to: t1)
        if t0 <= 0 { part.start = piece.segment.start }
        if t1 >= 1 { part.end = piece.segment.end }
        if !started {
          result.move(to: part.start)
          started = true
        }
        result.append(part)
      }
    }
    return result
  }

  /// The point and unit tangent at arc length `distance` (clamped to the path), or nil for
  /// a path with no segments.
  public func position(atLength distance: Double) -> (point: Point, tangent: Point)? {
    let all = contours.flatMap(\.pieces)
    guard !all.isEmpty else { return nil }
    let d = min(max(distance, 0), length)
    // The last piece that starts at or before d and has length, else the last one.
    let piece =
      all.last { $0.offset <= d && $0.length > 0 } ?? all[all.count - 1]
    let t = piece.segment.parameter(atLength: d - piece.offset, total: piece.length)
    let tangent = piece.segment.tangent(at: t) ?? Point(x: 1, y: 0)
    return (piece.segment.point(at: t), tangent)
  }
}

extension Path {
  /// The arc length of the whole path: every subpath, closing lines included.
  public var length: Double { PathMeasure(self).length }

  /// The part of the path between fractions `start` and `end` of its length, as Core
  /// Animation strokes between `strokeStart` and `strokeEnd` (see
  /// `PathMeasure.path(fromLength:toLength:)`). Fractions are clamped to [0, 1]; the whole
  /// range gives the path unchanged and an empty one (start ≥ end) an empty path.
  public func trimmed(from start: Double, to end: Double) -> Path {
    let a = min(max(start, 0), 1)
    let b = min(max(end, 0), 1)
    if a <= 0 && b >= 1 { return self }
    guard b > a else { return Path() }
    let measure = PathMeasure(self)
    return measure.path(fromLength: a * measure.length, toLength: b * measure.length)
  }

  /// Adds one segment after the current point (which must be the segment's start).
  mutating func append(_ segment: PathSegment) {
    switch segment.kind {
    case .line: addLine(to: segment.end)
    case .quad(let c): addQuadCurve(to: segment.end, control: c)
    case .cubic(let c1, let c2): addCurve(to: segment.end, control1: c1, control2: c2)
    }
  }
}
