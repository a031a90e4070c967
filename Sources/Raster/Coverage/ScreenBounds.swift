import Geometry

/// The pixel rectangle that a layer-space rectangle covers on screen, clipped to the canvas.
///
/// The quad's corners are clipped against the near plane (`Homography.nearPlane`) in
/// homogeneous coordinates before dividing (Sutherland–Hodgman on one plane), so geometry
/// behind the eye never produces huge or flipped bounds.
struct ScreenBounds {
  let minX: Int
  let minY: Int
  let maxX: Int
  let maxY: Int
  /// The clipped quad's corners on screen, in order.
  let polygon: [(x: Double, y: Double)]

  init?(of rect: Rect, under homography: Homography, width: Int, height: Int) {
    let corners = [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY),
      (rect.minX, rect.maxY),
    ].map { homography.map(x: $0.0, y: $0.1) }
    var clipped: [(x: Double, y: Double, w: Double)] = []
    for i in 0..<4 {
      let a = corners[i]
      let b = corners[(i + 1) % 4]
      let aIn = a.w >= Homography.nearPlane
      let bIn = b.w >= Homography.nearPlane
      if aIn { clipped.append(a) }
      if aIn != bIn {
        let t = (Homography.nearPlane - a.w) / (b.w - a.w)
        clipped.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, Homography.nearPlane))
      }
    }
    guard !clipped.isEmpty else { return nil }
    var lowX = Double.infinity
    var lowY = Double.infinity
    var highX = -Double.infinity
    var highY = -Double.infinity
    polygon = clipped.map { (x: $0.x / $0.w, y: $0.y / $0.w) }
    for (sx, sy) in polygon {
      lowX = min(lowX, sx)
      lowY = min(lowY, sy)
      highX = max(highX, sx)
      highY = max(highY, sy)
    }
    guard lowX.isFinite, lowY.isFinite, highX.isFinite, highY.isFinite else { return nil }
    // One pixel of margin for the anti-aliased edge.
    func clamp(_ value: Double, _ limit: Int) -> Int { Int(min(max(value, 0), Double(limit))) }
    minX = clamp((lowX - 1).rounded(.down), width)
    minY = clamp((lowY - 1).rounded(.down), height)
    maxX = clamp((highX + 1).rounded(.up), width)
    maxY = clamp((highY + 1).rounded(.up), height)
    guard minX < maxX, minY < maxY else { return nil }
  }

  /// The columns of row `y` the quad can touch: where it crosses the slab from y − 1 to
  /// y + 2 (a pixel of margin either side for the anti-aliased edge), within the bounds.
  func span(ofRow y: Int) -> Range<Int> {
    let top = Double(y) - 1
    let bottom = Double(y) + 2
    var low = Double.infinity
    var high = -Double.infinity
    for i in polygon.indices {
      let a = polygon[i]
      let b = polygon[(i + 1) % polygon.count]
      // The part of edge a–b inside the slab: clip its parameter range to the slab.
      var t0 = 0.0
      var t1 = 1.0
      let dy = b.y - a.y
      if dy == 0 {
        guard a.y >= top && a.y <= bottom else { continue }
      } else {
        var ta = (top - a.y) / dy
        var tb = (bottom - a.y) / dy
        if ta > tb { swap(&ta, &tb) }
        t0 = max(t0, ta)
        t1 = min(t1, tb)
        guard t0 <= t1 else { continue }
      }
      for t in [t0, t1] {
        let x = a.x + (b.x - a.x) * t
        low = min(low, x)
        high = max(high, x)
      }
    }
    // A row entirely inside the quad, between edges that do not reach it, cannot happen for
    // a convex polygon; an empty result means the quad misses this row.
    guard low <= high, low.isFinite, high.isFinite else { return minX..<minX }
    let from = Int(min(max((low - 1).rounded(.down), Double(minX)), Double(maxX)))
    let to = Int(min(max((high + 1).rounded(.up), Double(minX)), Double(maxX)))
    return from..<max(from, to)
  }
}
