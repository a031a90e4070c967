import Foundation
import Testing

@testable import Geometry

@Suite("Homography stretch")
struct HomographyStretchTests {
  @Test("an affine map stretches by its largest singular value everywhere")
  func affine() {
    let scale = Homography(Transform3D(AffineTransform(scaleX: 3, y: 2)))
    #expect(abs(scale.stretch(at: Point(x: 7, y: -4))! - 3) < 1e-12)
    let turn = Homography(Transform3D(AffineTransform(rotationAngle: 0.6)))
    #expect(abs(turn.largestStretch(over: Rect(x: 0, y: 0, width: 9, height: 9))! - 1) < 1e-12)
  }

  @Test("under perspective the stretch matches finite differences of the projection")
  func perspectiveStretch() {
    let p = Point(x: 40, y: -30)
    let h = 1e-6
    let at = projected(p, perspective)
    // The largest stretch over all directions, sampled finely.
    var most = 0.0
    for i in 0..<3600 {
      let a = Double(i) / 3600 * .pi
      let q = projected(Point(x: p.x + h * cos(a), y: p.y + h * sin(a)), perspective)
      most = max(most, q.distance(to: at) / h)
    }
    #expect(abs(perspective.stretch(at: p)! - most) < 1e-3 * most)
  }

  @Test("points behind the eye have no stretch")
  func behind() {
    var t = Transform3D.identity
    t.m14 = -0.01
    let map = Homography(t)
    #expect(map.stretch(at: Point(x: 150, y: 0)) == nil)
    #expect(map.largestStretch(over: Rect(x: 120, y: 0, width: 50, height: 50)) == nil)
    #expect(map.largestStretch(over: Rect(x: 0, y: 0, width: 50, height: 50))! >= 4)
  }

  @Test("a stroke outlined at the device tolerance over the stretch stays within it")
  func strokeThroughPerspective() throws {
    let path = svg("M0 0 C40 -60 120 60 160 0")
    let style = StrokeStyle(width: 8, cap: .round, join: .round)
    let stretch = perspective.largestStretch(over: path.bounds!)!
    let outline = try path.strokeOutline(style, tolerance: 0.1 / stretch)
    let polygons = outline.flattened(through: perspective, tolerance: 0.1)
    #expect(!polygons.isEmpty && polygons.joined().allSatisfy { $0.x.isFinite && $0.y.isFinite })
    // A point on the centre line projects inside the projected stroke; one 5 units off the
    // end (past the round cap's 4) does not.
    #expect(FillRule.nonZero.contains(projected(Point(x: 80, y: 0), perspective), in: polygons))
    #expect(
      !FillRule.nonZero.contains(projected(Point(x: 165, y: 0), perspective), in: polygons))
  }
}
