import Foundation
import Testing

@testable import Geometry

/// The last point of a path's last drawing element.
func lastPoint(_ path: Path) -> Point? {
  path.elements.last { !$0.points.isEmpty }?.points.last
}

/// The arc length of a segment by a polyline of n and 2n chords, Richardson-extrapolated
/// (the chord sum's error falls as 1/n²): a measure independent of the quadrature.
func polylineLength(_ segment: PathSegment, chords n: Int) -> Double {
  func sum(_ n: Int) -> Double {
    var total = 0.0
    var previous = segment.point(at: 0)
    for i in 1...n {
      let p = segment.point(at: Double(i) / Double(n))
      total += previous.distance(to: p)
      previous = p
    }
    return total
  }
  return (4 * sum(2 * n) - sum(n)) / 3
}

@Suite("Path building")
struct PathTests {
  @Test("a line after a close starts a new subpath at the closed one's first point")
  func lineAfterClose() {
    var path = Path()
    path.move(to: Point(x: 1, y: 2))
    path.addLine(to: Point(x: 5, y: 2))
    path.closeSubpath()
    path.addLine(to: Point(x: 9, y: 9))
    #expect(
      path.elements == [
        .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 5, y: 2)), .close,
        .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 9, y: 9)),
      ])
    #expect(path.subpaths.count == 2)
  }

  @Test("drawing before any move starts at the origin; a second close does nothing")
  func implicitMove() {
    var path = Path()
    path.addLine(to: Point(x: 3, y: 4))
    path.closeSubpath()
    path.closeSubpath()
    #expect(path.elements == [.move(to: .zero), .line(to: Point(x: 3, y: 4)), .close])
    #expect(abs(path.length - 10) < 1e-12)
  }

  @Test("equal angles, or a whole turn the other way, draw no arc")
  func emptyArc() {
    var path = Path()
    path.addArc(center: .zero, radius: 5, startAngle: 1, endAngle: 1, clockwise: true)
    #expect(path.elements.count == 1 && path.length == 0)
    var turn = Path()
    turn.addArc(
      center: .zero, radius: 5, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
    #expect(turn.elements.count == 1 && turn.length == 0)
  }

  @Test("clockwise arcs run through increasing angles: east to south, clockwise on screen")
  func arcDirection() {
    var path = Path()
    path.addArc(
      center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(path.elements.first == .move(to: Point(x: 10, y: 0)))
    let end = lastPoint(path)!
    #expect(abs(end.x) < 1e-12 && abs(end.y - 10) < 1e-12)
    // A quarter-turn cubic is 1.4e-4 longer than the quarter circle it stands for.
    #expect(abs(path.length - 5 * .pi) < 5 * .pi * 1.5e-4)
    // The same angles the other way round is the long way: three quarters of the circle.
    var other = Path()
    other.addArc(
      center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(abs(other.length - 15 * .pi) < 15 * .pi * 1.5e-4)
    #expect(other.segments.contains { $0.point(at: 0.5).y < -5 })
  }

  @Test("a full clockwise circle encloses positive area; anticlockwise negative")
  func fullCircleOrientation() {
    for clockwise in [true, false] {
      var path = Path()
      path.addArc(
        center: Point(x: 5, y: 5), radius: 2, startAngle: -.pi / 2,
        endAngle: clockwise ? 3 * .pi / 2 : -5 * .pi / 2, clockwise: clockwise)
      path.closeSubpath()
      let area = path.signedArea
      #expect(abs(abs(area) - 4 * .pi) < 4 * .pi * 1e-3)
      #expect((area > 0) == clockwise)
      #expect(path.segments.count == 5)  // four quarter curves and a zero-length close
    }
  }

  @Test("arc curves stay within 2.8e-4 of the radius, the quarter-turn cubic's error")
  func arcRadialError() {
    var path = Path()
    path.addArc(center: .zero, radius: 100, startAngle: 0.3, endAngle: 5.9, clockwise: true)
    for segment in path.segments {
      for i in 0...64 {
        let p = segment.point(at: Double(i) / 64)
        #expect(abs(p.distance(to: .zero) - 100) < 0.028)
      }
    }
  }

  @Test("a tangent arc meets both lines at r / tan(θ/2) from the corner")
  func tangentArc() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: Point(x: 10, y: 0), tangent2End: Point(x: 10, y: 10), radius: 3)
    #expect(path.elements[1] == .line(to: Point(x: 7, y: 0)))
    let end = lastPoint(path)!
    #expect(abs(end.x - 10) < 1e-12 && abs(end.y - 3) < 1e-12)
    let centre = Point(x: 7, y: 3)
    for segment in path.segments.dropFirst() {
      #expect(abs(segment.point(at: 0.5).distance(to: centre) - 3) < 3e-3)
    }
    // A 60° corner: the tangent points sit r·√3 from it.
    var sharp = Path()
    sharp.move(to: Point(x: -10, y: 0))
    sharp.addArc(
      tangent1End: .zero, tangent2End: Point(x: -10 * cos(.pi / 3), y: 10 * sin(.pi / 3)),
      radius: 1)
    #expect(abs(sharp.elements[1].points[0].x + 3.0.squareRoot()) < 1e-12)
  }

  @Test("a tangent arc along one line, or of radius 0, is a line to the first point")
  func tangentArcDegenerate() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: Point(x: 5, y: 0), tangent2End: Point(x: 9, y: 0), radius: 2)
    path.addArc(tangent1End: Point(x: 5, y: 5), tangent2End: Point(x: 0, y: 9), radius: 0)
    #expect(
      path.elements.dropFirst() == [.line(to: Point(x: 5, y: 0)), .line(to: Point(x: 5, y: 5))])
  }

  @Test("bounds hold the curve, not its control points")
  func tightBounds() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(
      to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100))
    path.addQuadCurve(to: Point(x: 100, y: 40), control: Point(x: 140, y: 20))
    let box = path.bounds!
    #expect(abs(box.maxY - 75) < 1e-12)  // B(½) = ⅜·100 + ⅜·100
    #expect(abs(box.maxX - 120) < 1e-12)  // the quadratic's peak: ½·100 + ½·140 at t = ½
    #expect(box.minX == 0 && box.minY == 0)
    #expect(path.controlPointBounds! == Rect(x: 0, y: 0, width: 140, height: 100))
    #expect(Path().bounds == nil)
  }

  @Test("a transform maps every point; a scale by 2 doubles the length")
  func transform() {
    let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
    let scaled = circle.applying(AffineTransform(scaleX: 2, y: 2))
    #expect(abs(scaled.length - 2 * circle.length) < 1e-9)
    let turned = circle.applying(AffineTransform(rotationAngle: 0.7))
    #expect(abs(turned.length - circle.length) < 1e-9)
    #expect(scaled.elements.count == circle.elements.count)
    var both = circle
    both.addPath(circle, transform: AffineTransform(translationX: 20, y: 0))
    #expect(both.subpaths.count == 2)
    #expect(abs(both.bounds!.maxX - 30) < 1e-12)
  }

  @Test("the elements list every step, its points control points first")
  func iteration() {
    let path = Path(rect: Rect(x: 1, y: 2, width: 3, height: 4))
    let seen = path.elements
    #expect(seen.count == 5)
    #expect(
      Path.Element.curve(to: Point(x: 3, y: 3), control1: .zero, control2: Point(x: 1, y: 1))
        .points == [.zero, Point(x: 1, y: 1), Point(x: 3, y: 3)])
    #expect(seen.first == .move(to: Point(x: 1, y: 2)) && seen.last == .close)
  }

  @Test("reversing negates the area, keeps the length and, twice, gives the shape back")
  func reversing() {
    var path = Path(
      roundedRect: Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 6,
      cornerCurve: .circular)
    path.move(to: Point(x: 50, y: 0))
    path.addQuadCurve(to: Point(x: 60, y: 10), control: Point(x: 60, y: 0))
    let reversed = path.reversed()
    #expect(abs(reversed.signedArea + path.signedArea) < 1e-9)
    #expect(abs(reversed.length - path.length) < 1e-9)
    let twice = reversed.reversed()
    #expect(abs(twice.signedArea - path.signedArea) < 1e-9)
    #expect(twice.segments.map(\.end) == path.segments.map(\.end))
  }
}
