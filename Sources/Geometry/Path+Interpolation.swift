extension Path {
  /// The path a fraction `t` of the way to `other`, each point moved linearly, when the two
  /// have the same elements in kind and order (what Core Animation needs to animate `path`
  /// smoothly); nil when they differ.
  public func interpolated(to other: Path, fraction t: Double) -> Path? {
    guard elements.count == other.elements.count else { return nil }
    func mix(_ p: Point, _ q: Point) -> Point {
      Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
    var result: [Element] = []
    result.reserveCapacity(elements.count)
    for (a, b) in zip(elements, other.elements) {
      switch (a, b) {
      case (.move(let p), .move(let q)): result.append(.move(to: mix(p, q)))
      case (.line(let p), .line(let q)): result.append(.line(to: mix(p, q)))
      case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
        result.append(.quadCurve(to: mix(p, q), control: mix(c, d)))
      case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
        result.append(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
      case (.close, .close): result.append(.close)
      default: return nil
      }
    }
    return Path(elements: result)
  }
}

extension Path {
  /// Whether `interpolated(to:fraction:)` can move this path into `other`: the same number
  /// of elements, the same kind at each place.
  public func hasSameElementKinds(as other: Path) -> Bool {
    guard elements.count == other.elements.count else { return false }
    for (a, b) in zip(elements, other.elements) {
      switch (a, b) {
      case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve),
        (.close, .close):
        continue
      default: return false
      }
    }
    return true
  }

  /// The kinds of the elements, in order, as SVG's absolute commands spell them (`M`, `L`,
  /// `Q`, `C`, `Z`): what messages about two paths that do not match show.
  public var elementKinds: String {
    String(
      elements.map { element -> Character in
        switch element {
        case .move: "M"
        case .line: "L"
        case .quadCurve: "Q"
        case .curve: "C"
        case .close: "Z"
        }
      })
  }
}
