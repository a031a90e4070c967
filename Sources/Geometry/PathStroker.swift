import Foundation

extension Path {
  /// The outline of the path stroked with `style`, in the path's own space, as a path to
  /// fill with the nonzero rule (so it can be projected like any other shape).
  ///
  /// Dashes are cut first (`dashed(pattern:phase:)`). Each subpath's centre line is then
  /// flattened finely enough that the outline strays at most `tolerance` (in the path's
  /// units) from the exact offset curve, and outlined as one contour (two, one a side, for a
  /// closed subpath): along one side, round the end cap, back along the other side, round
  /// the start cap. The contour adds up to the same windings as the union of a rectangle
  /// per straight piece, a join where two of the path's segments meet (miter, round or
  /// bevel, with Core Graphics' miter rule: bevel when 1 / sin(φ/2) > `miterLimit` for the
  /// angle φ between the segments), a bevel between the pieces of one flattened curve
  /// (within the tolerance of the round offset, by the flattening's turning limit; round
  /// where the curve turns sharper, as at a cusp), and caps on open ends, all wound
  /// clockwise on a y-down screen: at a join, the side the line turns toward passes through
  /// the joint itself, and inside a curve it cuts across where the two offset lines cross,
  /// so a smooth stroke covers with windings 0 and 1 only (one band, cheap to fill exactly).
  /// Round joins and caps stay arcs (cubic curves), to be flattened with the rest through
  /// the projection.
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
  /// cos(`maximumTurn`): turns are compared by their cosines, θ ≤ `maximumTurn` where
  /// cos θ ≥ this (θ in [0, π], where the cosine decreases), which needs no inverse
  /// trigonometry (acos, tan and atan2 took a third of the stroker's time, by perf).
  let cosineOfMaximumTurn: Double
  var outline = Path()

  init(style: StrokeStyle, tolerance: Double) {
    self.style = style
    self.tolerance = tolerance
    half = style.width / 2
    let ratio = 1 - tolerance / 2 / half
    maximumTurn = ratio <= 0 ? .pi : 2 * acos(ratio)
    cosineOfMaximumTurn = cos(maximumTurn)
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
    func point(_ i: Int) -> Point { line[i % n].point }
    let directions = (0..<pieceCount).map { Self.direction(point($0), point($0 + 1)) }
    let lengths = (0..<pieceCount).map { point($0).distance(to: point($0 + 1)) }
    // Vertex k lies between pieces k − 1 and k. Inside a curve, where it turns little, the
    // two pieces' rectangles and the bevel between them are drawn as one band whose inner
    // side meets at the offset lines' crossing, h·tan(θ/2) short of the rectangles' ends:
    // the same region, as one contour, so the fill sees windings of 0 and 1 only. Where a
    // piece is too short for the trims at both its ends (the inner side would fold), the
    // band breaks and the rectangles are joined as separate pieces.
    var merged = [Bool](repeating: false, count: pieceCount + 1)
    var trims = [Double](repeating: 0, count: pieceCount + 1)
    for k in 1..<max(pieceCount, 1) where !line[k].isCorner {
      let d1 = directions[k - 1]
      let d2 = directions[k]
      let dot = min(max(d1.x * d2.x + d1.y * d2.y, -1), 1)
      guard dot >= cosineOfMaximumTurn else { continue }
      // tan(θ/2) = sin θ / (1 + cos θ).
      let trim = half * abs(d1.x * d2.y - d1.y * d2.x) / (1 + dot)
      let before = merged[k - 1] ? trims[k - 1] : 0
      guard before + trim <= lengths[k - 1], trim <= lengths[k] else { continue }
      merged[k] = true
      trims[k] = trim
    }
    let points = (0..<n).map { line[$0].point }
    let corners = (0..<n).map { line[$0].isCorner }
    if closed {
      // Two loops: the outline on each side of the line, each wound clockwise.
      traceSide(points, directions, merged, corners, closed: true)
      outline.closeSubpath()
      let back = reversedLine(points, directions, merged, corners, closed: true)
      traceSide(back.points, back.directions, back.merged, back.corners, closed: true)
      outline.closeSubpath()
    } else {
      // One contour: along one side, round the end cap, back along the other side, round
      // the start cap.
      traceSide(points, directions, merged, corners, closed: false)
      addCap(at: points[n - 1], towards: directions[pieceCount - 1])
      let back = reversedLine(points, directions, merged, corners, closed: false)
      traceSide(back.points, back.directions, back.merged, back.corners, closed: false)
      addCap(at: points[0], towards: Point(x: -directions[0].x, y: -directions[0].y))
      outline.closeSubpath()
    }
  }

  /// The line traversed the other way: its points and vertex flags reversed, its pieces'
  /// directions reversed in order and sense.
  func reversedLine(
    _ points: [Point], _ directions: [Point], _ merged: [Bool], _ corners: [Bool],
    closed: Bool
  ) -> (points: [Point], directions: [Point], merged: [Bool], corners: [Bool]) {
    let n = points.count
    // Vertex i of the reversed line is vertex n − 1 − i (open) or −i mod n (closed), and its
    // piece i runs backwards along piece n − 2 − i (open) or n − 1 − i (closed).
    let index: (Int) -> Int = closed ? { (n - $0) % n } : { n - 1 - $0 }
    let pieces = directions.count
    return (
      (0..<n).map { points[index($0)] },
      (0..<pieces).map {
        let d = directions[pieces - 1 - $0]
        return Point(x: -d.x, y: -d.y)
      },
      (0..<merged.count).map { $0 < n ? merged[index($0)] : false },
      (0..<n).map { corners[index($0)] }
    )
  }

  /// The offset of the half width on the traced side of a piece going along `d`: the side
  /// that makes the outline wind clockwise on a y-down screen.
  func offset(_ d: Point) -> Point { Point(x: d.y * half, y: -d.x * half) }

  /// Traces the outline along the traced side of the line, joins included: starts with a
  /// move (closed) or a line (open, continuing a contour) to the first piece's offset start
  /// and ends at the last piece's offset end (the first's start again, closed).
  ///
  /// At a vertex where the line turns away from this side (the outer side), the join's
  /// shape goes between the two offset points; where it turns toward this side (the inner
  /// side), the outline passes through the vertex itself, so that the contour adds up to
  /// the same windings as the pieces' rectangles and the joins' wedges drawn one by one;
  /// inside a curve, where the band is merged, it cuts across at the offset lines' crossing
  /// instead, leaving windings of 0 and 1.
  mutating func traceSide(
    _ points: [Point], _ directions: [Point], _ merged: [Bool], _ corners: [Bool],
    closed: Bool
  ) {
    let n = points.count
    let pieces = directions.count
    func shifted(_ p: Point, _ u: Point) -> Point { Point(x: p.x + u.x, y: p.y + u.y) }
    let start = shifted(points[0], offset(directions[0]))
    if closed || outline.currentPoint == nil {
      outline.move(to: start)
    } else {
      outline.addLine(to: start)
    }
    let vertices = closed ? Array(1..<n) + [0] : Array(1..<max(n - 1, 1))
    for k in vertices {
      let d1 = directions[(k - 1 + pieces) % pieces]
      let d2 = directions[k % pieces]
      let v = points[k]
      let u1 = offset(d1)
      let u2 = offset(d2)
      let cross = d1.x * d2.y - d1.y * d2.x
      let dot = min(max(d1.x * d2.x + d1.y * d2.y, -1), 1)
      if abs(cross) < 1e-12 && dot > 0 {
        outline.addLine(to: shifted(v, u1))
        continue
      }
      let inner = cross < 0
      if inner {
        if merged[k] {
          let scale = 1 / (1 + dot)
          outline.addLine(to: Point(x: v.x + (u1.x + u2.x) * scale, y: v.y + (u1.y + u2.y) * scale))
        } else {
          outline.addLine(to: shifted(v, u1))
          outline.addLine(to: v)
          outline.addLine(to: shifted(v, u2))
        }
        continue
      }
      outline.addLine(to: shifted(v, u1))
      // Inside a curve a bevel stays within the tolerance of the round offset when the turn
      // is small (merged vertices never turn more); a sharper one (a cusp, where the
      // direction reverses) sweeps the normal round, as the exact stroke does.
      let join: StrokeStyle.LineJoin =
        corners[k] ? style.join : dot < cosineOfMaximumTurn ? .round : .bevel
      switch join {
      case .bevel:
        break
      case .miter:
        // θ, the turn between the directions, is π − φ for the angle φ between the
        // segments; the tip is h / cos(θ/2) out along the bisector of the outer offsets,
        // and the miter is 1 / sin(φ/2) = 1 / cos(θ/2) widths long.
        let cosHalfTurn = ((1 + dot) / 2).squareRoot()
        if cosHalfTurn > 0, 1 / cosHalfTurn <= style.miterLimit {
          let bx = u1.x + u2.x
          let by = u1.y + u2.y
          let bl = (bx * bx + by * by).squareRoot()
          let reach = half / cosHalfTurn
          outline.addLine(to: Point(x: v.x + bx / bl * reach, y: v.y + by / bl * reach))
        }
      case .round:
        addArc(about: v, from: u1, to: u2, through: d1)
      }
      outline.addLine(to: shifted(v, u2))
    }
    if !closed {
      let last = pieces - 1
      outline.addLine(to: shifted(points[n - 1], offset(directions[last])))
    }
  }

  /// An arc of radius `half` about `centre` from the offset `u` to the offset `w`, the short
  /// way, or for opposite offsets the way through the direction `through`.
  mutating func addArc(about centre: Point, from u: Point, to w: Point, through: Point) {
    var sweep = atan2(u.x * w.y - u.y * w.x, u.x * w.x + u.y * w.y)
    if abs(abs(sweep) - .pi) < 1e-9 {
      // Turning u by +π/2 gives (−u.y, u.x): the arc passes there when that faces `through`.
      sweep = (-u.y * through.x + u.x * through.y) >= 0 ? .pi : -.pi
    }
    outline.addEllipticalArc(
      center: centre, radii: Size(width: half, height: half), rotation: 0,
      startAngle: atan2(u.y, u.x), sweep: sweep, from: .line,
      end: Point(x: centre.x + w.x, y: centre.y + w.y))
  }

  /// The cap at an open end `e` of the line, whose last piece goes along `d` (outward),
  /// from the traced side's offset round to the other side's.
  mutating func addCap(at e: Point, towards d: Point) {
    let u = offset(d)
    switch style.cap {
    case .butt:
      break
    case .square:
      let (dx, dy) = (d.x * half, d.y * half)
      outline.addLine(to: Point(x: e.x + u.x + dx, y: e.y + u.y + dy))
      outline.addLine(to: Point(x: e.x - u.x + dx, y: e.y - u.y + dy))
    case .round:
      addArc(about: e, from: u, to: Point(x: -u.x, y: -u.y), through: d)
    }
    outline.addLine(to: Point(x: e.x - u.x, y: e.y - u.y))
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
    // The control polygon's total turning, skipping legs of zero length: at most two turns.
    var legs = ((x: 0.0, y: 0.0), (x: 0.0, y: 0.0), (x: 0.0, y: 0.0))
    var count = 0
    for (p, q) in [(c.p0, c.p1), (c.p1, c.p2), (c.p2, c.p3)] where p.x != q.x || p.y != q.y {
      let leg = (x: q.x - p.x, y: q.y - p.y)
      switch count {
      case 0: legs.0 = leg
      case 1: legs.1 = leg
      default: legs.2 = leg
      }
      count += 1
    }
    func dot(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
      a.x * b.x + a.y * b.y
    }
    func sine(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
      abs(a.x * b.y - a.y * b.x)
    }
    switch count {
    case 0, 1:
      return true
    case 2:
      // cos θ = a·b / (|a| |b|).
      let (a, b) = (legs.0, legs.1)
      return dot(a, b) >= cosineOfMaximumTurn * (dot(a, a) * dot(b, b)).squareRoot()
    default:
      let (a, b, e) = legs
      guard maximumTurn <= .pi / 2 else {
        return atan2(sine(a, b), dot(a, b)) + atan2(sine(b, e), dot(b, e)) <= maximumTurn
      }
      // A turn past π/2 is past the limit; two below it add up to at most π, where
      // θ₁ + θ₂ ≤ limit when cos(θ₁ + θ₂) = cos θ₁ cos θ₂ − sin θ₁ sin θ₂ ≥ cos(limit),
      // here times |a| |b|² |e|.
      let (c1, c2) = (dot(a, b), dot(b, e))
      guard c1 >= 0 && c2 >= 0 else { return false }
      return c1 * c2 - sine(a, b) * sine(b, e)
        >= cosineOfMaximumTurn * (dot(a, a) * dot(e, e)).squareRoot() * dot(b, b)
    }
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
