extension Path {
  /// The most dashes one path may be cut into, so a tiny pattern on a long path cannot
  /// make unbounded work.
  public static let maximumDashCount = 100_000

  /// The dashes of the path under a dash pattern, each an open subpath (or a whole closed
  /// subpath when one dash covers it).
  ///
  /// As in PDF and Core Graphics, each subpath starts the pattern afresh at `phase`
  /// (PDF 1.7 §8.4.3.6: "each subpath is treated independently—that is, the dash pattern
  /// is restarted and the dash phase is reapplied to it at the beginning of each
  /// subpath"); a dash is not carried over a closed subpath's start. A zero-length dash is
  /// kept as a line to its own start, which round and square caps draw as a dot. A
  /// pattern whose lengths add up to 0, or an empty one, leaves the path solid.
  public func dashed(pattern: [Double], phase: Double) throws(StrokeStyle.Error) -> Path {
    guard pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      throw .invalidDashPattern(pattern)
    }
    guard phase.isFinite else { throw .invalidDashPhase(phase) }
    let cycle = pattern.count % 2 == 1 ? pattern + pattern : pattern
    let period = cycle.reduce(0, +)
    guard period > 0 else { return self }
    var result = Path()
    var dashes = 0
    let measure = PathMeasure(self)
    for contour in measure.contours where !contour.pieces.isEmpty {
      let single = PathMeasure(contours: [contour])
      // Where in the pattern the subpath starts: index and length left of that entry.
      var offset = phase.truncatingRemainder(dividingBy: period)
      if offset < 0 { offset += period }
      var index = 0
      while offset > 0 && offset >= cycle[index] {
        offset -= cycle[index]
        index = (index + 1) % cycle.count
      }
      var remaining = cycle[index] - offset
      var position = contour.offset
      // Where the last dash ended: the next one's search starts there.
      var place: PathMeasure.Place?
      let end = contour.offset + contour.length
      if index % 2 == 0 && remaining >= contour.length && contour.isClosed {
        result.addPath(single.path(fromLength: position, toLength: end))
        continue
      }
      while true {
        if index % 2 == 0 {
          dashes += 1
          guard dashes <= Self.maximumDashCount else {
            throw .tooManyDashes(limit: Self.maximumDashCount)
          }
          let stop = min(position + remaining, end)
          if stop > position {
            result.addPath(single.path(fromLength: position, toLength: stop, after: &place))
          } else if let (p, _) = single.position(atLength: position) {
            result.move(to: p)
            result.addLine(to: p)
          }
        }
        position += remaining
        if position >= end { break }
        index = (index + 1) % cycle.count
        remaining = cycle[index]
      }
    }
    return result
  }
}

extension PathMeasure {
  /// A measure of some of another measure's subpaths, keeping their offsets.
  init(contours: [Contour]) {
    self.contours = contours
    self.length = contours.last.map { $0.offset + $0.length } ?? 0
  }
}
