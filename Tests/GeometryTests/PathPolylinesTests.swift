import Foundation
import Testing

@testable import Geometry

@Suite("Path polylines")
struct PathPolylinesTests {
  @Test("open subpaths stay open and closed ones closed, curves within the tolerance")
  func openAndClosed() {
    let path = svg("M0 0 L10 0 L10 10 M20 0 C30 -10 40 10 50 0 Z")
    let identity = Homography(Transform3D.identity)
    let lines = path.flattenedPolylines(through: identity)
    #expect(lines.count == 2)
    #expect(
      lines[0]
        == Polyline(points: [.zero, Point(x: 10, y: 0), Point(x: 10, y: 10)], isClosed: false))
    #expect(lines[1].isClosed && lines[1].points.count > 4)
    for p in curveSamples(svg("M20 0 C30 -10 40 10 50 0"), identity) {
      #expect(distanceToPolygons(p, [lines[1].points]) <= 0.1 * 1.0001)
    }
  }

  @Test("the near plane splits a subpath into open pieces, joined across a closed start")
  func nearPlaneSplits() {
    // W = 1 − x/100: x > 100 is behind the eye.
    var t = Transform3D.identity
    t.m14 = -0.01
    let map = Homography(t)
    let open = svg("M0 0 L200 0 L0 10").flattenedPolylines(through: map)
    #expect(open.count == 2 && open.allSatisfy { !$0.isClosed })
    #expect(open.flatMap(\.points).allSatisfy { $0.x.isFinite && $0.x >= 0 })
    // A closed triangle starting in front, poking behind: one open piece, starting and
    // ending at the near plane.
    let ring = svg("M0 0 L200 0 L0 10 Z").flattenedPolylines(through: map)
    #expect(ring.count == 1 && !ring[0].isClosed)
    #expect(ring[0].points.count == 4)
    let far = 100 * (1 - Homography.nearPlane) / Homography.nearPlane
    #expect(abs(ring[0].points.first!.x - far) < 1e-6 && abs(ring[0].points.last!.x - far) < 1e-6)
  }

  @Test("a hairline: a polyline's path stroked one unit wide in device space")
  func hairline() throws {
    let map = Homography(Transform3D(AffineTransform(scaleX: 3, y: 3)))
    let lines = svg("M0 0 H10").flattenedPolylines(through: map)
    let outline = try lines[0].path.strokeOutline(StrokeStyle(width: 1))
    #expect(abs(outline.signedArea - 30) < 1e-9)
  }
}
