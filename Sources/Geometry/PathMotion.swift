/// A path as the route of a moving point, as `CAKeyframeAnimation.path` uses one: its drawn
/// segments (moves left out; a close counts as the line it draws unless that line has no
/// length) are the keyframe segments, and its arc length paces the motion.
public struct PathMotion: Sendable {
  /// The segments in drawing order.
  private let segments: [PathSegment]
  /// The arc length of the route before each segment, and the whole length last.
  private let offsets: [Double]

  /// The route of `path`.
  public init(_ path: Path) {
    var segments: [PathSegment] = []
    path.forEachSubpathSegments { subpath in
      for segment in subpath.segments
      where !(segment.isClosingLine && segment.start == segment.end) {
        segments.append(segment)
      }
    }
    var offsets = [0.0]
    offsets.reserveCapacity(segments.count + 1)
    for segment in segments { offsets.append(offsets[offsets.count - 1] + segment.length()) }
    self.segments = segments
    self.offsets = offsets
  }

  /// The number of keyframe segments.
  public var segmentCount: Int { segments.count }
  /// The whole length, jumps at moves not counted.
  public var length: Double { offsets[offsets.count - 1] }

  /// The points the segments run between: the first one's start, then each one's end
  /// (a segment after a move starts where the move went, so its start is not listed).
  public var vertices: [Point] {
    guard let first = segments.first else { return [] }
    return [first.start] + segments.map(\.end)
  }

  /// The point and unit tangent (along the direction of travel) at parameter `t` in 0...1
  /// of segment `index`, clamped to the segments there are.
  public func position(inSegment index: Int, parameter t: Double) -> (
    point: Point, tangent: Point
  ) {
    let segment = segments[min(max(index, 0), segments.count - 1)]
    let t = min(max(t, 0), 1)
    return (segment.point(at: t), segment.tangent(at: t) ?? Point(x: 1, y: 0))
  }

  /// The point and unit tangent at arc length `distance` along the route (clamped).
  public func position(atLength distance: Double) -> (point: Point, tangent: Point) {
    let d = min(max(distance, 0), length)
    // The last segment with length starting at or before d.
    var low = 0
    var high = segments.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if offsets[middle] <= d { low = middle } else { high = middle - 1 }
    }
    while low > 0 && offsets[low + 1] - offsets[low] == 0 { low -= 1 }
    let total = offsets[low + 1] - offsets[low]
    let t = total > 0 ? segments[low].parameter(atLength: d - offsets[low], total: total) : 1
    return position(inSegment: low, parameter: t)
  }
}
