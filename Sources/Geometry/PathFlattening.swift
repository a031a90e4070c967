/// Which points a set of closed polygons covers (`CAShapeLayerFillRule`).
public enum FillRule: String, Sendable, Hashable, CaseIterable {
  /// Covered where the contours wind round the point a non-zero number of times.
  case nonZero
  /// Covered where a ray from the point crosses the contours an odd number of times.
  case evenOdd

  /// Whether the polygons (each implicitly closed) cover `point` under this rule.
  public func contains(_ point: Point, in polygons: [[Point]]) -> Bool {
    let winding = FillRule.windingNumber(of: point, in: polygons)
    switch self {
    case .nonZero: return winding != 0
    case .evenOdd: return winding % 2 != 0
    }
  }

  /// How many times the polygons wind round `point`: +1 for each contour that runs
  /// clockwise round it as seen on a y-down screen, −1 for each the other way.
  public static func windingNumber(of point: Point, in polygons: [[Point]]) -> Int {
    var winding = 0
    for polygon in polygons where polygon.count > 1 {
      var a = polygon[polygon.count - 1]
      for b in polygon {
        // A horizontal ray to the right; edges crossing it downwards (+y) count +1, upwards
        // −1, each edge half-open in y so a vertex on the ray counts once.
        let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
        if a.y <= point.y {
          if b.y > point.y && side > 0 { winding += 1 }
        } else if b.y <= point.y && side < 0 {
          winding -= 1
        }
        a = b
      }
    }
    return winding
  }
}

extension Path {
  /// The most straight pieces one curve becomes when flattened, whatever its shape and map:
  /// 2¹⁰, reached by ten halvings, so a hostile path cannot make unbounded work.
  public static let maximumSegmentsPerCurve = 1 << maximumSubdivisionDepth

  /// Halvings allowed per curve.
  static let maximumSubdivisionDepth = 10

  /// The path as closed polygons, one per subpath (open ones closed by a line back to their
  /// start), with curves replaced by chords that stray at most `tolerance` from them.
  public func flattened(tolerance: Double = 0.1) -> [[Point]] {
    flattened(through: Homography(Transform3D.identity), tolerance: tolerance)
  }

  /// The path mapped by `transform` as closed polygons (see `flattened(through:tolerance:)`
  /// taking a homography).
  public func flattened(through transform: AffineTransform, tolerance: Double = 0.1) -> [[Point]] {
    flattened(through: Homography(Transform3D(transform)), tolerance: tolerance)
  }

  /// The path on the z = 0 plane of a layer mapped by `transform` (to device pixels) as
  /// closed polygons (see `flattened(through:tolerance:)` taking a homography).
  public func flattened(through transform: Transform3D, tolerance: Double = 0.1) -> [[Point]] {
    flattened(through: Homography(transform), tolerance: tolerance)
  }

  /// The path mapped by a projective map (from the path's space to device pixels) as
  /// closed polygons in the map's output space, one per subpath, open subpaths closed by a
  /// line back to their start, for filling with a `FillRule`.
  ///
  /// Each curve is halved (in the path's space, which the map commutes with) until its
  /// *projected* control points lie within `tolerance` of the projected chord: with all
  /// control points in front of the eye (W > 0) the projected curve is a rational Bézier
  /// with positive weights, which stays inside the hull of its projected control points, so
  /// the chord is then within `tolerance` of the curve. At most `maximumSegmentsPerCurve`
  /// chords are made per curve. Each polygon is clipped at W = `Homography.nearPlane` in
  /// homogeneous coordinates before dividing by W (Sutherland–Hodgman on one plane), so
  /// geometry behind the eye is cut off instead of flipping through infinity. A path with a
  /// non-finite coordinate gives no polygons; check `isFinite` to report it.
  public func flattened(through map: Homography, tolerance: Double = 0.1) -> [[Point]] {
    guard isFinite, tolerance > 0 else { return [] }
    var flattener = Flattener(map: map, tolerance: tolerance)
    var result: [[Point]] = []
    // One buffer for every contour: a stroke outline is hundreds of small ones.
    var contour: [HomogeneousPoint] = []
    contour.reserveCapacity(64)
    flattener.walk(elements, into: &contour) { contour, _ in
      // Every polygon closes back to its start, open or not.
      guard !contour.isEmpty else { return }
      let polygon = Flattener.clipAndDivide(contour)
      if polygon.count >= 3 { result.append(polygon) }
      contour.removeAll(keepingCapacity: true)
    }
    return result
  }

  /// Whether the path, filled with `rule`, covers `point` (`CGPath.contains(_:using:)`):
  /// curves flattened to within 1e-6 of the path's size.
  public func contains(_ point: Point, using rule: FillRule = .nonZero) -> Bool {
    guard let box = bounds, box.width > 0 || box.height > 0 else { return false }
    let polygons = flattened(tolerance: max(box.width, box.height) * 1e-6)
    return rule.contains(point, in: polygons)
  }
}

/// A point in homogeneous screen coordinates: the screen point is (x / w, y / w).
struct HomogeneousPoint: Sendable {
  var x: Double
  var y: Double
  var w: Double

  /// The point a fraction t of the way to `other`.
  func mix(_ other: HomogeneousPoint, _ t: Double) -> HomogeneousPoint {
    HomogeneousPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t, w: w + (other.w - w) * t)
  }
}

/// A cubic Bézier curve's control points in homogeneous screen coordinates.
struct HomogeneousCubic: Sendable {
  var p0, p1, p2, p3: HomogeneousPoint

  /// The two halves, by de Casteljau at t = ½.
  var halves: (HomogeneousCubic, HomogeneousCubic) {
    let a = p0.mix(p1, 0.5)
    let b = p1.mix(p2, 0.5)
    let c = p2.mix(p3, 0.5)
    let ab = a.mix(b, 0.5)
    let bc = b.mix(c, 0.5)
    let mid = ab.mix(bc, 0.5)
    return (
      HomogeneousCubic(p0: p0, p1: a, p2: ab, p3: mid),
      HomogeneousCubic(p0: mid, p1: bc, p2: c, p3: p3)
    )
  }
}

/// Flattens segments under a projective map, one contour at a time.
struct Flattener {
  let map: Homography
  let tolerance: Double
  /// The squared tolerance, for comparing squared distances.
  let tolerance2: Double

  init(map: Homography, tolerance: Double) {
    self.map = map
    self.tolerance = tolerance
    self.tolerance2 = tolerance * tolerance
  }

  /// Walks `elements`, projecting and flattening each into `contour`, and hands the contour
  /// to `finish` at the end of each subpath, with whether it was closed.
  mutating func walk(
    _ elements: [Path.Element], into contour: inout [HomogeneousPoint],
    finish: (_ contour: inout [HomogeneousPoint], _ closed: Bool) -> Void
  ) {
    var current = Point.zero
    for element in elements {
      switch element {
      case .move(let p):
        finish(&contour, false)
        contour.append(project(p))
        current = p
      case .line(let p):
        contour.append(project(p))
        current = p
      case .quadCurve(let p, let c):
        append(PathSegment(start: current, kind: .quad(c), end: p), to: &contour)
        current = p
      case .curve(let p, let c1, let c2):
        append(PathSegment(start: current, kind: .cubic(c1, c2), end: p), to: &contour)
        current = p
      case .close:
        finish(&contour, true)
      }
    }
    finish(&contour, false)
  }

  /// The squared distance from (px, py) to the segment from the origin to (dx, dy) whose
  /// squared length is `length2` (to its nearer end beyond it).
  static func squaredDistance(
    _ px: Double, _ py: Double, toChord dx: Double, _ dy: Double, length2: Double
  ) -> Double {
    let along = px * dx + py * dy
    if length2 == 0 || along <= 0 { return px * px + py * py }
    if along >= length2 { return (px - dx) * (px - dx) + (py - dy) * (py - dy) }
    let cross = px * dy - py * dx
    return cross * cross / length2
  }

  func project(_ p: Point) -> HomogeneousPoint {
    let m = map.map(x: p.x, y: p.y)
    return HomogeneousPoint(x: m.x, y: m.y, w: m.w)
  }

  /// Appends the segment's chords after its start (already in the contour).
  mutating func append(_ segment: PathSegment, to contour: inout [HomogeneousPoint]) {
    let start = project(segment.start)
    let end = project(segment.end)
    switch segment.kind {
    case .line:
      contour.append(end)
    case .quad(let c):
      // Degree elevation: the same curve as a cubic with controls ⅓ and ⅔ of the way.
      let q = project(c)
      subdivide(
        HomogeneousCubic(
          p0: start, p1: start.mix(q, 2.0 / 3), p2: end.mix(q, 2.0 / 3), p3: end),
        depth: 0, into: &contour)
    case .cubic(let c1, let c2):
      subdivide(
        HomogeneousCubic(p0: start, p1: project(c1), p2: project(c2), p3: end), depth: 0,
        into: &contour)
    }
  }

  /// Halves the curve until it is flat (or ten halvings deep). The map is linear in
  /// homogeneous coordinates, so halving the projected control points (de Casteljau on
  /// x, y and W) is halving the curve in the path's space and projecting the halves.
  private func subdivide(
    _ curve: HomogeneousCubic, depth: Int, into contour: inout [HomogeneousPoint]
  ) {
    if depth >= Path.maximumSubdivisionDepth || isFlat(curve) {
      contour.append(curve.p3)
      return
    }
    let (left, right) = curve.halves
    subdivide(left, depth: depth + 1, into: &contour)
    subdivide(right, depth: depth + 1, into: &contour)
  }

  /// Whether the chord from the first to the last point may stand for the curve: all
  /// behind the near plane (it will be clipped away), or all in front with the projected
  /// inner control points within the tolerance of the projected chord.
  private func isFlat(_ c: HomogeneousCubic) -> Bool {
    let near = Homography.nearPlane
    let ws = (c.p0.w, c.p1.w, c.p2.w, c.p3.w)
    if ws.0 <= near && ws.1 <= near && ws.2 <= near && ws.3 <= near { return true }
    guard ws.0 > near && ws.1 > near && ws.2 > near && ws.3 > near else { return false }
    let (ax, ay) = (c.p0.x / c.p0.w, c.p0.y / c.p0.w)
    let (dx, dy) = (c.p3.x / c.p3.w - ax, c.p3.y / c.p3.w - ay)
    let length2 = dx * dx + dy * dy
    func withinTolerance(_ p: HomogeneousPoint) -> Bool {
      let (px, py) = (p.x / p.w - ax, p.y / p.w - ay)
      return Self.squaredDistance(px, py, toChord: dx, dy, length2: length2) <= tolerance2
    }
    return withinTolerance(c.p1) && withinTolerance(c.p2)
  }

  /// The closed homogeneous polygon clipped to W ≥ near plane, then divided by W; repeated
  /// points are dropped.
  static func clipAndDivide(_ contour: [HomogeneousPoint]) -> [Point] {
    let near = Homography.nearPlane
    var result: [Point] = []
    result.reserveCapacity(contour.count)
    func emit(_ p: HomogeneousPoint) {
      let q = Point(x: p.x / p.w, y: p.y / p.w)
      if result.last != q { result.append(q) }
    }
    if contour.allSatisfy({ $0.w >= near }) {
      for p in contour { emit(p) }
    } else {
      for i in contour.indices {
        let a = contour[i]
        let b = contour[(i + 1) % contour.count]
        let aIn = a.w >= near
        let bIn = b.w >= near
        if aIn { emit(a) }
        if aIn != bIn {
          let t = (near - a.w) / (b.w - a.w)
          emit(HomogeneousPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, w: near))
        }
      }
    }
    if result.count > 1, result.first == result.last { result.removeLast() }
    return result
  }
}
