import Foundation
import Testing

@testable import Geometry

/// The curvature of a cubic segment at its start: (2/3)·|d1 × d2| / |d1|³ with d1 = c1 − p0,
/// d2 = c2 − c1.
func startCurvature(_ s: PathSegment) -> Double {
  guard case .cubic(let c1, let c2) = s.kind else { return 0 }
  let d1 = Point(x: c1.x - s.start.x, y: c1.y - s.start.y)
  let d2 = Point(x: c2.x - c1.x, y: c2.y - c1.y)
  let n = (d1.x * d1.x + d1.y * d1.y).squareRoot()
  return 2.0 / 3.0 * abs(d1.x * d2.y - d1.y * d2.x) / (n * n * n)
}

@Suite("Path shapes")
struct PathShapesTests {
  @Test("a rectangle runs clockwise on screen from its top-left corner")
  func rect() {
    let path = Path(rect: Rect(x: 10, y: 20, width: -4, height: 5))
    #expect(path.elements.first == .move(to: Point(x: 6, y: 20)))
    #expect(path.elements[1] == .line(to: Point(x: 10, y: 20)))
    #expect(abs(path.signedArea - 20) < 1e-12)
    #expect(path.length == 18)
  }

  @Test("an ellipse starts at the middle of its right side; its area is πab within 3e-4")
  func ellipse() {
    let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(path.elements.first == .move(to: Point(x: 40, y: 10)))
    #expect(path.segments.filter { $0.kind != .line }.count == 4)
    let exact = Double.pi * 20 * 10
    #expect(path.signedArea > 0 && abs(path.signedArea - exact) < exact * 3e-4)
    let box = path.bounds!
    #expect(abs(box.minX) < 1e-12 && abs(box.maxY - 20) < 1e-12)
  }

  @Test("circular corners remove (4 − π)r² of area and keep the element list at any radius")
  func circularCorners() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 60)
    for r in [0.0, 5, 20, 30] {
      let path = Path(roundedRect: rect, cornerRadius: r, cornerCurve: .circular)
      let exact = 6000 - (4 - Double.pi) * r * r
      #expect(abs(path.signedArea - exact) < 1e-3 * max(r * r, 1))
      #expect(path.elements.count == 10)
    }
  }

  @Test("radii too big for a side shrink together, as CSS does")
  func radiiScaling() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 100)
    let path = Path(
      rect: rect, radii: Path.CornerRadii(topLeft: 60, topRight: 60, bottomRight: 0, bottomLeft: 0))
    // 60 + 60 on a 100 side: both become 50; the top edge has no straight part left.
    #expect(path.elements[0] == .move(to: Point(x: 50, y: 0)))
    #expect(path.elements[1] == .line(to: Point(x: 50, y: 0)))
    let exact = 10_000 - 2 * (4 - Double.pi) / 4 * 2500
    #expect(abs(path.signedArea - exact) < 2)  // two cubic quarter circles of radius 50
  }

  @Test("a continuous corner leaves the edge 1.528 r from the corner with zero curvature")
  func continuousCornerDeparture() {
    let r = 10.0
    let path = Path(
      roundedRect: Rect(x: 0, y: 0, width: 100, height: 80), cornerRadius: r,
      cornerCurve: .continuous)
    let segments = path.segments
    // The top edge ends where the top-right corner starts.
    #expect(abs(segments[0].end.x - (100 - 1.52866483 * r)) < 1e-9)
    let firstCurve = segments[1]
    #expect(startCurvature(firstCurve) == 0)
    // A circular corner starts with curvature 1/r instead.
    let circular = Path(
      roundedRect: Rect(x: 0, y: 0, width: 100, height: 80), cornerRadius: r,
      cornerCurve: .circular)
    #expect(abs(startCurvature(circular.segments[1]) - 1 / r) < 0.1 / r)
  }

  @Test("a continuous corner is symmetric about its diagonal and passes 0.2915 r from it")
  func continuousCornerShape() {
    let r = 10.0
    let path = Path(
      roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: r,
      cornerCurve: .continuous)
    // The top-right corner: steps 1…5 after the top edge's line.
    let corner = Array(path.segments[1...5])
    let middle = corner[2].point(at: 0.5)
    // The middle curve's midpoint, (0.63149399 + 3·0.37282392 + 3·0.16905899 + 0.074911)/8.
    let inset = (0.63149399 + 3 * 0.37282392 + 3 * 0.16905899 + 0.074911) / 8
    #expect(abs(inset - 0.2915067) < 1e-7)
    #expect(abs((100 - middle.x) - inset * r) < 1e-9 && abs(middle.y - inset * r) < 1e-9)
    // Mirroring the corner in its diagonal (x, y) ↦ (100 − y, 100 − x) maps its sampled
    // points onto the reversed corner.
    for (s, mirrored) in zip(corner, corner.reversed()) {
      for t in stride(from: 0.0, through: 1, by: 0.125) {
        let p = s.point(at: t)
        let q = mirrored.point(at: 1 - t)
        #expect(abs((100 - p.y) - q.x) < 1e-6 && abs((100 - p.x) - q.y) < 1e-6)
      }
    }
  }

  @Test("a continuous corner as large as half the short side makes a capsule")
  func continuousCapsule() {
    let path = Path(
      roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 20,
      cornerCurve: .continuous)
    // Every point lies on the capsule: 20 from the segment (20, 20)–(80, 20).
    for segment in path.segments {
      for t in stride(from: 0.0, through: 1, by: 0.1) {
        let p = segment.point(at: t)
        let nearest = Point(x: min(max(p.x, 20), 80), y: 20)
        #expect(abs(p.distance(to: nearest) - 20) < 20 * 3e-4)
      }
    }
    // Halfway there, the corner reaches between 1 and 1.528 radii along the long side.
    let between = Path(
      roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 16,
      cornerCurve: .continuous)
    let reach = 100 - between.segments[0].end.x
    #expect(reach > 16 && reach <= 20 + 1e-9)
    #expect(between.elements.count == path.elements.count)
  }
}

extension Path {
  /// A rounded rectangle with circular corners of the given radii.
  fileprivate init(rect: Rect, radii: CornerRadii) {
    self.init()
    addRoundedRect(rect, cornerRadii: radii, cornerCurve: .circular)
  }
}
