extension Path {
  /// The smallest rectangle holding every point the path draws, curves included but not
  /// their control points (`CGPath.boundingBoxOfPath`), and the points of moves; nil for an
  /// empty path.
  public var bounds: Rect? {
    var box = BoundsAccumulator()
    forEachSubpathSegments { subpath in
      box.add(subpath.start)
      for segment in subpath.segments {
        box.add(segment.end)
        for t in segment.extremeParameters { box.add(segment.point(at: t)) }
      }
    }
    return box.rect
  }

  /// The smallest rectangle holding every point of the path, control points included
  /// (`CGPath.boundingBox`); nil for an empty path.
  public var controlPointBounds: Rect? {
    var box = BoundsAccumulator()
    for element in elements {
      for p in element.points { box.add(p) }
    }
    return box.rect
  }

  /// The signed area the path encloses, each subpath closed by a line back to its start:
  /// positive for subpaths that run clockwise as seen on a y-down screen. Exact for lines
  /// and curves (Green's theorem, ½∮(x dy − y dx), by quadrature exact for their degree).
  public var signedArea: Double {
    var twice = 0.0
    forEachSubpathSegments { subpath in
      var segments = subpath.segments
      if !subpath.isClosed, let last = segments.last?.end, last != subpath.start {
        segments.append(PathSegment(start: last, kind: .line, end: subpath.start))
      }
      for segment in segments {
        // x·y′ − y·x′ has degree at most 5 on a cubic; 3-point Gauss–Legendre is exact.
        for (x, w) in [(-0.7745966692414834, 5.0 / 9), (0, 8.0 / 9), (0.7745966692414834, 5.0 / 9)]
        {
          let t = (x + 1) / 2
          let p = segment.point(at: t)
          let d = segment.derivative(at: t)
          twice += w / 2 * (p.x * d.y - p.y * d.x)
        }
      }
    }
    return twice / 2
  }
}

/// Grows a rectangle point by point.
struct BoundsAccumulator {
  var minX = Double.infinity
  var minY = Double.infinity
  var maxX = -Double.infinity
  var maxY = -Double.infinity

  mutating func add(_ p: Point) {
    minX = min(minX, p.x)
    minY = min(minY, p.y)
    maxX = max(maxX, p.x)
    maxY = max(maxY, p.y)
  }

  var rect: Rect? {
    guard minX <= maxX, minY <= maxY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
