/// A shape as Core Graphics models one: subpaths of straight lines and quadratic and cubic
/// Bézier curves, each begun by a move and optionally closed, in a y-down coordinate space.
///
/// Arcs, rectangles, rounded rectangles and ellipses are added as the lines and cubic curves
/// that draw them, as `CGPath` does, so every path is a list of the five `Element` kinds.
public struct Path: Sendable, Hashable {
  /// One step of a path, with the points it needs besides the current point.
  public enum Element: Sendable, Hashable {
    /// Starts a new subpath at the point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve from the current point.
    case curve(to: Point, control1: Point, control2: Point)
    /// A straight line back to the subpath's first point, which ends the subpath.
    case close

    /// The element's points, control points first and its end point last.
    public var points: [Point] {
      switch self {
      case .move(let p), .line(let p): [p]
      case .quadCurve(let p, let c): [c, p]
      case .curve(let p, let c1, let c2): [c1, c2, p]
      case .close: []
      }
    }

    /// The element with each point mapped.
    public func mapPoints(_ f: (Point) -> Point) -> Element {
      switch self {
      case .move(let p): .move(to: f(p))
      case .line(let p): .line(to: f(p))
      case .quadCurve(let p, let c): .quadCurve(to: f(p), control: f(c))
      case .curve(let p, let c1, let c2): .curve(to: f(p), control1: f(c1), control2: f(c2))
      case .close: .close
      }
    }
  }

  /// The elements in drawing order; the first of each subpath is a move.
  public private(set) var elements: [Element] = []
  /// The first point of the subpath being drawn, where a close returns to.
  private var subpathStart: Point?
  /// The point the next element starts from, or nil before the first move.
  public private(set) var currentPoint: Point?
  /// Whether the last element closed a subpath, so the next drawing element starts anew.
  private var closed = false

  /// An empty path.
  public init() {}

  /// A path made of the given elements; an element that draws before any move starts at
  /// the origin, as if the path began with a move to (0, 0).
  public init(elements: [Element]) {
    for element in elements { append(element) }
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Whether every coordinate is finite; a path that is not cannot be drawn.
  public var isFinite: Bool {
    func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): if !finite(p) { return false }
      case .quadCurve(let p, let c): if !finite(p) || !finite(c) { return false }
      case .curve(let p, let c1, let c2):
        if !finite(p) || !finite(c1) || !finite(c2) { return false }
      case .close: break
      }
    }
    return true
  }

  /// Adds one element with the same rules as the named methods.
  public mutating func append(_ element: Element) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .close: closeSubpath()
    }
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: Point) {
    elements.append(.move(to: point))
    subpathStart = point
    currentPoint = point
    closed = false
  }

  /// Before a drawing element: a move to the origin when nothing was drawn yet, or to the
  /// closed subpath's first point when the last element closed it (Core Graphics' rule).
  private mutating func beginSegment() {
    if currentPoint == nil {
      move(to: .zero)
    } else if closed, let start = subpathStart {
      elements.append(.move(to: start))
      closed = false
    }
  }

  /// Adds a straight line from the current point to `point`.
  public mutating func addLine(to point: Point) {
    beginSegment()
    elements.append(.line(to: point))
    currentPoint = point
  }

  /// Adds a quadratic Bézier curve from the current point to `point`.
  public mutating func addQuadCurve(to point: Point, control: Point) {
    beginSegment()
    elements.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  /// Adds a cubic Bézier curve from the current point to `point`.
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    beginSegment()
    elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  /// Closes the current subpath with a line back to its first point; nothing happens when
  /// there is no open subpath.
  public mutating func closeSubpath() {
    guard currentPoint != nil, !closed else { return }
    elements.append(.close)
    currentPoint = subpathStart
    closed = true
  }

  /// Adds all of `other`'s subpaths after this path's, starting with its first move.
  public mutating func addPath(_ other: Path) {
    for element in other.elements { append(element) }
  }

  /// Adds `other` mapped by `transform`.
  public mutating func addPath(_ other: Path, transform: AffineTransform) {
    addPath(other.applying(transform))
  }

  /// The path with every point mapped by `transform`; curves stay curves, since an affine
  /// map takes a Bézier curve to the Bézier curve of its mapped control points.
  public func applying(_ transform: AffineTransform) -> Path {
    Path(elements: elements.map { $0.mapPoints(transform.apply(to:)) })
  }

  /// The subpaths, each as its own path beginning with a move.
  public var subpaths: [Path] {
    var result: [Path] = []
    var current = Path()
    for element in elements {
      if case .move = element, !current.isEmpty {
        result.append(current)
        current = Path()
      }
      current.append(element)
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// The same shape drawn the other way: each subpath from its end to its start, curves with
  /// their control points swapped, and a closed subpath still closed at its new first point.
  public func reversed() -> Path {
    var result = Path()
    for subpath in subpaths {
      let segments = subpath.segments
      guard let first = subpath.elements.first, case .move(let start) = first else { continue }
      let isClosed = subpath.elements.last == .close
      guard let last = segments.last else {
        result.move(to: start)
        if isClosed { result.closeSubpath() }
        continue
      }
      result.move(to: last.end)
      var pieces = Array(segments.reversed())
      if isClosed {
        // A zero-length closing line adds nothing; the original first segment, when it is a
        // line, becomes the reversed subpath's own close.
        if pieces.first?.start == pieces.first?.end { pieces.removeFirst() }
        if case .line = pieces.last?.kind { pieces.removeLast() }
      }
      for segment in pieces {
        switch segment.kind {
        case .line: result.addLine(to: segment.start)
        case .quad(let c): result.addQuadCurve(to: segment.start, control: c)
        case .cubic(let c1, let c2):
          result.addCurve(to: segment.start, control1: c2, control2: c1)
        }
      }
      if isClosed { result.closeSubpath() }
    }
    return result
  }
}

/// One drawn piece of a path with both its ends: what measuring, flattening and stroking
/// walk over.
struct PathSegment: Sendable, Hashable {
  /// The shape between the ends.
  enum Kind: Sendable, Hashable {
    case line
    case quad(Point)
    case cubic(Point, Point)
  }

  var start: Point
  var kind: Kind
  var end: Point
  /// Whether this is the line a close element draws.
  var isClosingLine = false

  /// The control points from start to end.
  var controlPoints: [Point] {
    switch kind {
    case .line: [start, end]
    case .quad(let c): [start, c, end]
    case .cubic(let c1, let c2): [start, c1, c2, end]
    }
  }
}

extension Path {
  /// The drawn pieces, with closes as lines back to their subpath's first point (including
  /// a zero-length one when the subpath already ends there).
  var segments: [PathSegment] {
    var result: [PathSegment] = []
    forEachSubpathSegments { result.append(contentsOf: $0.segments) }
    return result
  }

  /// The subpaths as their segments, each with whether it was closed and where it starts.
  func forEachSubpathSegments(
    _ body: ((start: Point, segments: [PathSegment], isClosed: Bool)) -> Void
  ) {
    var start: Point?
    var current = Point.zero
    var segments: [PathSegment] = []
    func flush(closed: Bool) {
      if let s = start { body((s, segments, closed)) }
      segments = []
      start = nil
    }
    for element in elements {
      switch element {
      case .move(let p):
        flush(closed: false)
        start = p
        current = p
      case .line(let p):
        segments.append(PathSegment(start: current, kind: .line, end: p))
        current = p
      case .quadCurve(let p, let c):
        segments.append(PathSegment(start: current, kind: .quad(c), end: p))
        current = p
      case .curve(let p, let c1, let c2):
        segments.append(PathSegment(start: current, kind: .cubic(c1, c2), end: p))
        current = p
      case .close:
        if let s = start {
          segments.append(
            PathSegment(start: current, kind: .line, end: s, isClosingLine: true))
          current = s
        }
        flush(closed: true)
      }
    }
    flush(closed: false)
  }
}
