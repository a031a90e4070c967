import Foundation

extension Path {
  /// The outline of the path stroked with `style`, in the path's own space, as a path to
  /// fill with the nonzero rule (so it can be projected like any other shape).
  ///
  /// Dashes are cut first (`dashed(pattern:phase:)`). Each subpath's centre line is then
  /// flattened finely enough that the outline strays at most `tolerance` (in the path's
  /// units) from the exact offset curve, and the outline is the union of: a rectangle per
  /// straight piece, a join where two of the path's segments meet (miter, round or bevel,
  /// with Core Graphics' miter rule: bevel when 1 / sin(φ/2) > `miterLimit` for the angle φ
  /// between the segments), a bevel between the pieces of one flattened curve (within the
  /// tolerance of the round offset, by the flattening's turning limit), and caps on open
  /// ends. Every piece winds clockwise on a y-down screen, so with the nonzero rule they
  /// overlap without holes. Round joins and caps stay arcs (cubic curves), to be flattened
  /// with the rest through the projection.
  ///
  /// `tolerance` is in the path's units: for a path drawn through a map to device pixels, the
  /// device tolerance divided by the map's `largestStretch(over:)` the path's bounds.
  ///
  /// A subpath of zero length with at least one segment draws a dot for round caps and a
  /// width-sided square (axis-aligned) for square caps, as Core Graphics does; a lone move
  /// draws nothing. A width of 0 draws nothing.
  public func strokeOutline(_ style: StrokeStyle, tolerance: Double = 0.05) throws(StrokeStyle
    .Error) -> Path
  {
    try style.validate()
    guard style.width > 0, isFinite, tolerance > 0 else { return Path() }
    let source =
      style.dashPattern.isEmpty
      ? self : try dashed(pattern: style.dashPattern, phase: style.dashPhase)
    var stroker = PathStroker(style: style, tolerance: tolerance)
    source.forEachSubpathSegments { subpath in
      stroker.stroke(subpath.segments, start: subpath.start, isClosed: subpath.isClosed)
    }
    return stroker.outline
  }
}

/// Turns subpaths into the pieces of their stroke outline.
struct PathStroker {
  let style: StrokeStyle
  let tolerance: Double
  /// Half the width: how far the outline lies from the centre line.
  let half: Double
  /// The most a flattened piece of a curve may turn, so that the bevel between two pieces
  /// stays within half the tolerance of the round offset: h·(1 − cos(θ/2)) ≤ tolerance / 2.
  let maximumTurn: Double
  var outline = Path()

  init(style: StrokeStyle, tolerance: Double) {
    self.style = style
    self.tolerance = tolerance
    half = style.width / 2
    let ratio = 1 - tolerance / 2 / half
    maximumTurn = ratio <= 0 ? .pi : 2 * acos(ratio)
  }

  /// One vertex of the flattened centre line; `isCorner` when it lies between two of the
  /// path's own segments (where the join style applies), not inside a curve.
  struct Vertex {
    var point: Point
    var isCorner: Bool
  }

  mutating func stroke(_ segments: [PathSegment], start: Point, isClosed: Bool) {
    guard !segments.isEmpty else { return }
    var vertices = [Vertex(point: start, isCorner: true)]
    for segment in segments {
      flatten(segment, into: &vertices)
      vertices[vertices.count - 1].isCorner = true
    }
    // Repeated points make no direction; merge them.
    var line: [Vertex] = []
    for v in vertices {
      if let last = line.last, last.point == v.point {
        line[line.count - 1].isCorner = last.isCorner || v.isCorner
      } else {
        line.append(v)
      }
    }
    if line.count == 1 {
      dot(at: line[0].point)
      return
    }
    let closed = isClosed
    // A closed subpath's line ends where it starts; that vertex is joined, not repeated.
    if closed, line.count > 2, line[0].point == line[line.count - 1].point {
      line.removeLast()
    }
    let n = line.count
    let pieceCount = closed ? n : n - 1
    for i in 0..<pieceCount {
      addPiece(line[i].point, line[(i + 1) % n].point)
    }
    let joinRange = closed ? 0..<n : 1..<(n - 1)
    for i in joinRange {
      let v = line[i]
      let before = line[(i - 1 + n) % n].point
      let after = line[(i + 1) % n].point
      addJoin(at: v.point, from: before, to: after, styled: v.isCorner)
    }
    if !closed {
      addCap(at: line[0].point, awayFrom: line[1].point)
      addCap(at: line[n - 1].point, awayFrom: line[n - 2].point)
    }
  }

  /// Appends the centre line's points after the segment's start: curves are halved until
  /// their control points lie within half the tolerance of the chord and their control
  /// polygon turns at most `maximumTurn` (a Bézier curve turns no more than its control
  /// polygon), at most 2¹⁰ pieces.
  func flatten(_ segment: PathSegment, into vertices: inout [Vertex]) {
    func lifted(_ p: Point) -> HomogeneousPoint { HomogeneousPoint(x: p.x, y: p.y, w: 1) }
    let (start, end) = (lifted(segment.start), lifted(segment.end))
    switch segment.kind {
    case .line:
      vertices.append(Vertex(point: segment.end, isCorner: false))
    case .quad(let c):
      // Degree elevation: the same curve as a cubic with controls ⅓ and ⅔ of the way.
      let q = lifted(c)
      subdivide(
        HomogeneousCubic(
          p0: start, p1: start.mix(q, 2.0 / 3), p2: end.mix(q, 2.0 / 3), p3: end),
        depth: 0, into: &vertices)
    case .cubic(let c1, let c2):
      subdivide(
        HomogeneousCubic(p0: start, p1: lifted(c1), p2: lifted(c2), p3: end), depth: 0,
        into: &vertices)
    }
  }

  /// Halves a curve (with W = 1 throughout) until it is flat or ten halvings deep.
  func subdivide(_ curve: HomogeneousCubic, depth: Int, into vertices: inout [Vertex]) {
    if depth >= Path.maximumSubdivisionDepth || isFlat(curve) {
      vertices.append(Vertex(point: Point(x: curve.p3.x, y: curve.p3.y), isCorner: false))
      return
    }
    let (left, right) = curve.halves
    subdivide(left, depth: depth + 1, into: &vertices)
    subdivide(right, depth: depth + 1, into: &vertices)
  }

  func isFlat(_ c: HomogeneousCubic) -> Bool {
    let (ax, ay) = (c.p0.x, c.p0.y)
    let (dx, dy) = (c.p3.x - ax, c.p3.y - ay)
    let length2 = dx * dx + dy * dy
    let limit2 = tolerance * tolerance / 4
    func withinTolerance(_ p: HomogeneousPoint) -> Bool {
      Flattener.squaredDistance(p.x - ax, p.y - ay, toChord: dx, dy, length2: length2)
        <= limit2
    }
    guard withinTolerance(c.p1) && withinTolerance(c.p2) else { return false }
    // The control polygon's total turning, skipping legs of zero length.
    var turn = 0.0
    var previous: (Double, Double)?
    for (p, q) in [(c.p0, c.p1), (c.p1, c.p2), (c.p2, c.p3)] {
      let d = (q.x - p.x, q.y - p.y)
      guard d.0 != 0 || d.1 != 0 else { continue }
      if let e = previous {
        turn += abs(atan2(e.0 * d.1 - e.1 * d.0, e.0 * d.0 + e.1 * d.1))
      }
      previous = d
    }
    return turn <= maximumTurn
  }

  /// The unit direction from a to b (which differ).
  static func direction(_ a: Point, _ b: Point) -> Point {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let l = (dx * dx + dy * dy).squareRoot()
    return Point(x: dx / l, y: dy / l)
  }

  /// Adds a closed triangle or quadrilateral, turned to wind clockwise on a y-down screen.
  mutating func addPolygon(_ a: Point, _ b: Point, _ c: Point, _ d: Point? = nil) {
    // Twice the signed area by the shoelace formula; positive is clockwise as seen.
    let last = d ?? c
    var area = (a.x * b.y - b.x * a.y) + (b.x * c.y - c.x * b.y) + (last.x * a.y - a.x * last.y)
    if let d { area += c.x * d.y - d.x * c.y }
    guard area != 0 else { return }
    outline.move(to: a)
    if area > 0 {
      outline.addLine(to: b)
      outline.addLine(to: c)
      if let d { outline.addLine(to: d) }
    } else {
      if let d { outline.addLine(to: d) }
      outline.addLine(to: c)
      outline.addLine(to: b)
    }
    outline.closeSubpath()
  }

  /// The rectangle of one straight piece of the centre line.
  mutating func addPiece(_ a: Point, _ b: Point) {
    let d = Self.direction(a, b)
    let n = Point(x: -d.y * half, y: d.x * half)
    addPolygon(
      Point(x: a.x + n.x, y: a.y + n.y), Point(x: b.x + n.x, y: b.y + n.y),
      Point(x: b.x - n.x, y: b.y - n.y), Point(x: a.x - n.x, y: a.y - n.y))
  }

  /// The join at `v` between the piece from `before` and the piece to `after`: the style's
  /// at a corner of the path, a bevel inside a flattened curve.
  mutating func addJoin(at v: Point, from before: Point, to after: Point, styled: Bool) {
    let d1 = Self.direction(before, v)
    let d2 = Self.direction(v, after)
    let cross = d1.x * d2.y - d1.y * d2.x
    let dot = d1.x * d2.x + d1.y * d2.y
    // Straight on: the rectangles already meet.
    if abs(cross) < 1e-12 && dot > 0 { return }
    // The outer side is the one the path turns away from. For a reversal (cross = 0) either
    // side serves; the normal of d1 is taken.
    let side: Double = cross > 0 ? -1 : 1
    let u1 = Point(x: -d1.y * side, y: d1.x * side)
    let u2 = Point(x: -d2.y * side, y: d2.x * side)
    let outer1 = Point(x: v.x + u1.x * half, y: v.y + u1.y * half)
    let outer2 = Point(x: v.x + u2.x * half, y: v.y + u2.y * half)
    let join = styled ? style.join : .bevel
    switch join {
    case .bevel:
      addPolygon(v, outer1, outer2)
    case .miter:
      // θ, the turn between the directions, is π − φ for the angle φ between the segments;
      // the tip is h / cos(θ/2) out along the bisector of the outer normals, and the miter
      // is 1 / sin(φ/2) = 1 / cos(θ/2) widths long.
      let cosHalfTurn = ((1 + dot) / 2).squareRoot()
      guard cosHalfTurn > 0, 1 / cosHalfTurn <= style.miterLimit else {
        addPolygon(v, outer1, outer2)
        return
      }
      let bx = u1.x + u2.x
      let by = u1.y + u2.y
      let bl = (bx * bx + by * by).squareRoot()
      let reach = half / cosHalfTurn
      let tip = Point(x: v.x + bx / bl * reach, y: v.y + by / bl * reach)
      addPolygon(v, outer1, tip, outer2)
    case .round:
      // The arc from u1 to u2 turns by θ through the side d1 points to.
      let theta = acos(min(max(dot, -1), 1))
      let sign: Double = (u1.x * d1.y - u1.y * d1.x) >= 0 ? 1 : -1
      addSector(centre: v, from: u1, sweep: sign * theta)
    }
  }

  /// A closed sector of radius `half` about `centre`, from direction `u` through `sweep`.
  /// It is drawn through increasing angles (from the far end when `sweep` is negative),
  /// which winds clockwise on a y-down screen like every other piece.
  mutating func addSector(centre: Point, from u: Point, sweep: Double) {
    let angle = atan2(u.y, u.x)
    outline.move(to: centre)
    outline.addEllipticalArc(
      center: centre, radii: Size(width: half, height: half), rotation: 0,
      startAngle: sweep >= 0 ? angle : angle + sweep, sweep: abs(sweep), from: .line)
    outline.closeSubpath()
  }

  /// The cap at the open end `e` of a centre line arriving from `from`.
  mutating func addCap(at e: Point, awayFrom from: Point) {
    let d = Self.direction(from, e)
    let n = Point(x: -d.y, y: d.x)
    switch style.cap {
    case .butt:
      break
    case .square:
      let (nx, ny, dx, dy) = (n.x * half, n.y * half, d.x * half, d.y * half)
      addPolygon(
        Point(x: e.x + nx, y: e.y + ny), Point(x: e.x + nx + dx, y: e.y + ny + dy),
        Point(x: e.x - nx + dx, y: e.y - ny + dy), Point(x: e.x - nx, y: e.y - ny))
    case .round:
      // Half a disc from n to −n through d.
      let sign: Double = (n.x * d.y - n.y * d.x) >= 0 ? 1 : -1
      addSector(centre: e, from: n, sweep: sign * .pi)
    }
  }

  /// What a zero-length subpath draws: a disc for round caps, an axis-aligned square for
  /// square caps, nothing for butt caps.
  mutating func dot(at p: Point) {
    switch style.cap {
    case .butt:
      break
    case .round:
      outline.addEllipse(
        in: Rect(x: p.x - half, y: p.y - half, width: 2 * half, height: 2 * half))
    case .square:
      addPolygon(
        Point(x: p.x - half, y: p.y - half), Point(x: p.x + half, y: p.y - half),
        Point(x: p.x + half, y: p.y + half), Point(x: p.x - half, y: p.y + half))
    }
  }
}
