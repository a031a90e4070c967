/// A flattened subpath in device space: its points in order, and whether it closes back to
/// its first point.
public struct Polyline: Sendable, Hashable {
  /// The points in drawing order.
  public var points: [Point]
  /// Whether a line joins the last point back to the first.
  public var isClosed: Bool

  /// A polyline from its points.
  public init(points: [Point], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }

  /// The polyline as a path of lines, for stroking in device space.
  public var path: Path {
    var path = Path()
    guard let first = points.first else { return path }
    path.move(to: first)
    for p in points.dropFirst() { path.addLine(to: p) }
    if isClosed { path.closeSubpath() }
    return path
  }
}

extension Path {
  /// The subpaths mapped by a projective map and flattened as `flattened(through:tolerance:)`
  /// does, but kept as lines rather than filled areas: open subpaths stay open, and where
  /// the near plane cuts a subpath it splits into open pieces. This is what a hairline (a
  /// stroke one device pixel wide whatever the map) is drawn from: each polyline's `path`
  /// stroked in device space.
  public func flattenedPolylines(through map: Homography, tolerance: Double = 0.1)
    -> [Polyline]
  {
    guard isFinite, tolerance > 0 else { return [] }
    var flattener = Flattener(map: map, tolerance: tolerance)
    var result: [Polyline] = []
    var contour: [HomogeneousPoint] = []
    flattener.walk(elements, into: &contour) { contour, closed in
      defer { contour.removeAll(keepingCapacity: true) }
      guard contour.count > 1 else { return }
      result += Flattener.clipPolyline(contour, closed: closed)
    }
    return result
  }
}

extension Flattener {
  /// A homogeneous polyline cut to the part in front of the near plane and divided by W:
  /// one closed polyline when a closed one is wholly in front, else the open pieces.
  static func clipPolyline(_ points: [HomogeneousPoint], closed: Bool) -> [Polyline] {
    let near = Homography.nearPlane
    func divide(_ p: HomogeneousPoint) -> Point { Point(x: p.x / p.w, y: p.y / p.w) }
    if points.allSatisfy({ $0.w >= near }) {
      return [Polyline(points: points.map(divide), isClosed: closed)]
    }
    let walk = closed ? points + [points[0]] : points
    var pieces: [[Point]] = []
    var piece: [Point] = []
    for (a, b) in zip(walk, walk.dropFirst()) {
      let aIn = a.w >= near
      let bIn = b.w >= near
      if aIn && piece.isEmpty { piece.append(divide(a)) }
      if aIn != bIn {
        let t = (near - a.w) / (b.w - a.w)
        piece.append(
          divide(HomogeneousPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, w: near)))
        if aIn {
          pieces.append(piece)
          piece = []
        }
      }
      if bIn { piece.append(divide(b)) }
    }
    if !piece.isEmpty { pieces.append(piece) }
    // A closed ring that starts in front: its last piece runs on into its first.
    if closed, walk[0].w >= near, pieces.count > 1 {
      let last = pieces.removeLast()
      pieces[0] = last + pieces[0].dropFirst()
    }
    return pieces.filter { $0.count > 1 }.map { Polyline(points: $0, isClosed: false) }
  }
}
