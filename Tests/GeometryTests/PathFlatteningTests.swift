import Foundation
import Testing

@testable import Geometry

/// The distance from p to the nearest edge of the closed polygons.
func distanceToPolygons(_ p: Point, _ polygons: [[Point]]) -> Double {
  var best = Double.infinity
  for polygon in polygons {
    for (i, a) in polygon.enumerated() {
      let b = polygon[(i + 1) % polygon.count]
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let length2 = dx * dx + dy * dy
      let t = length2 > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0), 1) : 0
      best = min(best, p.distance(to: Point(x: a.x + t * dx, y: a.y + t * dy)))
    }
  }
  return best
}

/// A point of the path's space mapped by a homography and divided.
func projected(_ p: Point, _ h: Homography) -> Point {
  let m = h.map(x: p.x, y: p.y)
  return Point(x: m.x / m.w, y: m.y / m.w)
}

/// Samples of every segment, mapped.
func curveSamples(_ path: Path, _ h: Homography, perSegment n: Int = 200) -> [Point] {
  path.segments.flatMap { s in (0...n).map { projected(s.point(at: Double($0) / Double(n)), h) } }
}

/// A perspective view: the layer turned 60° about y, seen from 500 away, at scale 2.
let perspective = Homography(
  Transform3D.rotation(angle: .pi / 3, x: 0, y: 1, z: 0)
    .concatenating(
      {
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        return t
      }()
    )
    .concatenating(Transform3D.scale(x: 2, y: 2, z: 1))
    .concatenating(Transform3D.translation(x: 300, y: 300, z: 0)))

@Suite("Path flattening")
struct PathFlatteningTests {
  @Test("a circle flattens to chords within the tolerance, with vertices on the curve")
  func circleWithinTolerance() {
    let circle = Path(ellipseIn: Rect(x: -100, y: -100, width: 200, height: 200))
    let identity = Homography(Transform3D.identity)
    for tolerance in [1.0, 0.1, 0.01] {
      let polygons = circle.flattened(tolerance: tolerance)
      #expect(polygons.count == 1)
      for p in curveSamples(circle, identity) {
        #expect(distanceToPolygons(p, polygons) <= tolerance * 1.0001)
      }
      // No fewer chords than a perfect flattening needs, and not four times as many:
      // a circle of radius r needs π / acos(1 − tol/r) chords of sagitta tol.
      let needed = Double.pi / acos(1 - tolerance / 100)
      #expect(Double(polygons[0].count) >= needed)
      #expect(Double(polygons[0].count) <= 4 * needed)
    }
  }

  @Test("under perspective the *projected* curve is within the tolerance")
  func perspectiveTolerance() {
    let path = svg("M0 0 C40 -60 120 60 160 0 Q200 -50 160 -100 A60 40 20 1 1 0 0 Z")
    for tolerance in [0.5, 0.1] {
      let polygons = path.flattened(through: perspective, tolerance: tolerance)
      for p in curveSamples(path, perspective) {
        #expect(distanceToPolygons(p, polygons) <= tolerance * 1.0001)
      }
    }
  }

  @Test("a larger scale needs more chords, by about the square root of the scale")
  func scaleGrowth() {
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
    let small = circle.flattened(tolerance: 0.1)[0].count
    let large = circle.flattened(through: AffineTransform(scaleX: 16, y: 16), tolerance: 0.1)[0]
      .count
    let ratio = Double(large) / Double(small)
    #expect(ratio > 2 && ratio < 8)  // √16 = 4, within the power-of-two steps of halving
  }

  @Test("geometry behind the eye is clipped at the near plane before dividing")
  func behindTheEye() {
    // W = 1 − x/100: points right of x = 100 are behind the eye.
    var h = Transform3D.identity
    h.m14 = -0.01
    let map = Homography(h)
    let polygons = Path(rect: Rect(x: 0, y: 0, width: 200, height: 50))
      .flattened(through: map)
    #expect(polygons.count == 1)
    let polygon = polygons[0]
    #expect(polygon.count == 4)
    #expect(polygon.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.x >= 0 })
    // The clipped edge sits at W = 1/16384: x/W = 100·(1 − 1/16384)·16384.
    let far = polygon.map(\.x).max()!
    #expect(abs(far - 100 * (1 - Homography.nearPlane) / Homography.nearPlane) < 1e-6)
    // A curve crossing the plane is clipped too, and wholly behind gives nothing.
    let circle = Path(ellipseIn: Rect(x: 50, y: 0, width: 100, height: 100)).flattened(through: map)
    #expect(circle.count == 1 && circle[0].allSatisfy { $0.x.isFinite && $0.x > 0 })
    #expect(
      Path(ellipseIn: Rect(x: 150, y: 0, width: 50, height: 50)).flattened(through: map).isEmpty)
  }

  @Test("a hostile curve makes at most 2^10 chords")
  func bounded() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(
      to: Point(x: 1e9, y: 0), control1: Point(x: -1e12, y: 1e12),
      control2: Point(x: 1e12, y: -1e12))
    let polygons = path.flattened(tolerance: 1e-9)
    #expect(polygons[0].count <= Path.maximumSegmentsPerCurve + 1)
    var broken = Path()
    broken.move(to: .zero)
    broken.addLine(to: Point(x: .nan, y: 1))
    broken.addLine(to: Point(x: 5, y: 5))
    #expect(!broken.isFinite && broken.flattened().isEmpty)
  }

  @Test("open subpaths close back to their start; each subpath is one polygon")
  func subpathsArePolygons() {
    let path = svg("M0 0 L10 0 L10 10 M20 0 L30 0 L30 10 L20 10 Z")
    let polygons = path.flattened()
    #expect(
      polygons == [
        [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)],
        [Point(x: 20, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 10), Point(x: 20, y: 10)],
      ])
  }

  @Test("fill rules: a pentagram's centre is inside by nonzero and outside by even-odd")
  func fillRules() {
    var star = Path()
    for i in 0..<5 {
      let a = -Double.pi / 2 + Double(i) * 4 * .pi / 5
      let p = Point(x: 50 + 40 * cos(a), y: 50 + 40 * sin(a))
      if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    #expect(star.contains(Point(x: 50, y: 50), using: .nonZero))
    #expect(!star.contains(Point(x: 50, y: 50), using: .evenOdd))
    // A point in a tip is inside by both rules.
    #expect(star.contains(Point(x: 50, y: 15), using: .evenOdd))
    #expect(!star.contains(Point(x: 5, y: 5), using: .nonZero))
    // Clockwise on screen winds +1.
    #expect(
      FillRule.windingNumber(
        of: Point(x: 5, y: 5), in: Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)).flattened())
        == 1)
    // A hole drawn the other way: nonzero and even-odd agree it is empty.
    var ring = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
    ring.addPath(Path(ellipseIn: Rect(x: 25, y: 25, width: 50, height: 50)).reversed())
    #expect(!ring.contains(Point(x: 50, y: 50), using: .nonZero))
    #expect(ring.contains(Point(x: 10, y: 50), using: .nonZero))
  }
}
