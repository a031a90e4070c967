import Geometry

/// The pixel rectangle that a layer-space rectangle covers on screen, clipped to the canvas.
///
/// The quad's corners are clipped against the plane W = 1/16384 in homogeneous coordinates
/// before dividing (Sutherland–Hodgman on one plane), so geometry behind the eye never
/// produces huge or flipped bounds.
struct ScreenBounds {
  let minX: Int
  let minY: Int
  let maxX: Int
  let maxY: Int

  static let nearPlane = 1.0 / 16384

  init?(of rect: Rect, under homography: Homography, width: Int, height: Int) {
    let corners = [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY),
      (rect.minX, rect.maxY),
    ].map { homography.map(x: $0.0, y: $0.1) }
    var clipped: [(x: Double, y: Double, w: Double)] = []
    for i in 0..<4 {
      let a = corners[i]
      let b = corners[(i + 1) % 4]
      let aIn = a.w >= Self.nearPlane
      let bIn = b.w >= Self.nearPlane
      if aIn { clipped.append(a) }
      if aIn != bIn {
        let t = (Self.nearPlane - a.w) / (b.w - a.w)
        clipped.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, Self.nearPlane))
      }
    }
    guard !clipped.isEmpty else { return nil }
    var lowX = Double.infinity
    var lowY = Double.infinity
    var highX = -Double.infinity
    var highY = -Double.infinity
    for p in clipped {
      let sx = p.x / p.w
      let sy = p.y / p.w
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
}
