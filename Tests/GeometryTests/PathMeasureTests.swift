import Foundation
import Testing

@testable import Geometry

@Suite("Path length and trimming")
struct PathMeasureTests {
  static let smooth = PathSegment(
    start: .zero, kind: .cubic(Point(x: 10, y: 80), Point(x: 90, y: -40)),
    end: Point(x: 100, y: 30))
  /// A cusp: the derivative vanishes inside.
  static let cusp = PathSegment(
    start: .zero, kind: .cubic(Point(x: 100, y: 100), Point(x: 0, y: 100)),
    end: Point(x: 100, y: 0))
  static let loop = PathSegment(
    start: .zero, kind: .cubic(Point(x: 150, y: 100), Point(x: -50, y: 100)),
    end: Point(x: 100, y: 0))

  @Test(
    "curve lengths agree with an extrapolated 200 000-chord polyline to 1e-9",
    arguments: [
      smooth, cusp, loop,
      PathSegment(
        start: Point(x: 3, y: 4), kind: .quad(Point(x: 50, y: -60)), end: Point(x: 90, y: 10)),
    ])
  func curveLength(segment: PathSegment) {
    let reference = polylineLength(segment, chords: 100_000)
    #expect(abs(segment.length() - reference) < reference * 1e-9)
  }

  @Test("a quadratic's length matches its closed form to 1e-12")
  func quadraticClosedForm() {
    // B(t) = (2t·50, 2t(1−t)·50·2): for p0 = (0,0), c = (50,100), p1 = (100,0),
    // |B′| = √(100² + (200 − 400t)²); ∫₀¹ = the closed form below (with u = 200 − 400t).
    let s = PathSegment(start: .zero, kind: .quad(Point(x: 50, y: 100)), end: Point(x: 100, y: 0))
    func f(_ u: Double) -> Double {
      (u * (u * u + 10_000).squareRoot() + 10_000 * log(u + (u * u + 10_000).squareRoot())) / 2
    }
    let exact = (f(200) - f(-200)) / 400
    #expect(abs(s.length() - exact) < exact * 1e-12)
  }

  @Test("the length runs over every subpath and counts closing lines")
  func multiSubpathLength() {
    var path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 5))
    path.move(to: Point(x: 100, y: 100))
    path.addLine(to: Point(x: 103, y: 104))
    #expect(path.length == 35)
  }

  @Test("trimming runs across subpaths as strokeStart and strokeEnd do")
  func trimAcrossSubpaths() {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: Point(x: 10, y: 0))
    path.move(to: Point(x: 0, y: 10))
    path.addLine(to: Point(x: 10, y: 10))
    let middle = path.trimmed(from: 0.25, to: 0.75)
    #expect(
      middle.elements == [
        .move(to: Point(x: 5, y: 0)), .line(to: Point(x: 10, y: 0)),
        .move(to: Point(x: 0, y: 10)), .line(to: Point(x: 5, y: 10)),
      ])
    #expect(path.trimmed(from: 0, to: 1) == path)
    #expect(path.trimmed(from: 0.6, to: 0.6).isEmpty)
    #expect(path.trimmed(from: 0.8, to: 0.2).isEmpty)
  }

  @Test("a progress ring trimmed to strokeEnd 0.25 ends a quarter turn on, at 3 o'clock")
  func ringQuarter() {
    var ring = Path()
    ring.addArc(
      center: Point(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
      clockwise: true)
    let quarter = ring.trimmed(from: 0, to: 0.25)
    let end = lastPoint(quarter)!
    #expect(end.distance(to: Point(x: 90, y: 50)) < 40 * 3e-4)
    #expect(abs(quarter.length - ring.length / 4) < ring.length * 1e-12)
    // Three fifths: the angle reached is 0.6 of a turn past 12 o'clock.
    let part = ring.trimmed(from: 0, to: 0.6)
    let p = lastPoint(part)!
    let angle = atan2(p.y - 50, p.x - 50)
    #expect(abs(angle - (-Double.pi / 2 + 0.6 * 2 * .pi)) < 3e-4)
  }

  @Test("a closed subpath stays closed only when the range holds all of it")
  func closedSubpathTrim() {
    var path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(Rect(x: 20, y: 0, width: 10, height: 10))
    let second = path.trimmed(from: 0.5, to: 1)
    #expect(second.elements.last == .close)
    #expect(second.subpaths.count == 1)
    let part = path.trimmed(from: 0, to: 0.4)
    #expect(!part.elements.contains(.close))
    #expect(abs(part.length - 32) < 1e-12)
    // The closing line is part of the length: 0.45 of 80 ends 6 up it, at (0, 4).
    let withClose = path.trimmed(from: 0, to: 0.45)
    #expect(lastPoint(withClose) == Point(x: 0, y: 4))
  }

  @Test("position at a length gives the point and the unit tangent")
  func position() {
    let measure = PathMeasure(Path(ellipseIn: Rect(x: -10, y: -10, width: 20, height: 20)))
    let (point, tangent) = measure.position(atLength: measure.length / 4)!
    // From (10, 0) a quarter turn clockwise on screen reaches (0, 10), heading −x.
    #expect(point.distance(to: Point(x: 0, y: 10)) < 10 * 3e-4)
    #expect(abs(tangent.x + 1) < 1e-3 && abs(tangent.y) < 3e-2)
  }

  @Test(
    "a parameter searched from an earlier known one is the one searched from the start",
    // The loop is where the speed along the curve varies most. (Past the cusp, where it
    // falls to 0, length(to:) and either search's chained lengths differ by up to 1e-5.)
    arguments: [smooth, loop])
  func parameterFromKnown(segment: PathSegment) {
    let total = segment.length()
    var known = (t: 0.0, length: 0.0)
    // Dashes of 7 and gaps of 3 along the curve, each cut searched from the last.
    for step in 1..<Int(total) where step % 10 == 0 || step % 10 == 7 {
      let target = Double(step)
      let t = segment.parameter(atLength: target, total: total, after: known)
      #expect(abs(t - segment.parameter(atLength: target, total: total)) < 1e-12)
      #expect(abs(segment.length(to: t) - target) < total * 1e-12)
      known = (t, target)
    }
    // A known point past the target is not used: the search starts over.
    let late = segment.parameter(atLength: 10, total: total, after: (0.9, total * 0.9))
    #expect(abs(segment.length(to: late) - 10) < total * 1e-12)
  }
}
