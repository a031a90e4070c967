import Foundation
import Testing

@testable import Geometry

/// The path data parsed, failing the test on an error.
func svg(_ data: String) -> Path {
  do {
    return try Path(svgPathData: data)
  } catch {
    Issue.record("\(error)")
    return Path()
  }
}

/// The error the data throws, or nil.
func svgError(_ data: String) -> SVGPathError? {
  do {
    _ = try Path(svgPathData: data)
    return nil
  } catch {
    return error
  }
}

@Suite("SVG path data")
struct PathSVGTests {
  @Test("absolute and relative lines, H and V, and Z back to the subpath's start")
  func lines() {
    let path = svg("M10 20 L30 20 h10 v5 H10 V20 Z m5 5 l1 1 z")
    #expect(
      path.elements == [
        .move(to: Point(x: 10, y: 20)), .line(to: Point(x: 30, y: 20)),
        .line(to: Point(x: 40, y: 20)), .line(to: Point(x: 40, y: 25)),
        .line(to: Point(x: 10, y: 25)), .line(to: Point(x: 10, y: 20)), .close,
        .move(to: Point(x: 15, y: 25)), .line(to: Point(x: 16, y: 26)), .close,
      ])
  }

  @Test("a move's extra pairs are lines; any command repeats while numbers follow")
  func implicitCommands() {
    let path = svg("m1 1 2 2 3 3l1 0 0 1")
    #expect(
      path.elements == [
        .move(to: Point(x: 1, y: 1)), .line(to: Point(x: 3, y: 3)),
        .line(to: Point(x: 6, y: 6)), .line(to: Point(x: 7, y: 6)),
        .line(to: Point(x: 7, y: 7)),
      ])
  }

  @Test("compact numbers: exponents, .5.5, -1-2, and commas")
  func numbers() {
    let path = svg("M1e1,2E-1L.5.5-1-2+3,4.25e+1")
    #expect(
      path.elements == [
        .move(to: Point(x: 10, y: 0.2)), .line(to: Point(x: 0.5, y: 0.5)),
        .line(to: Point(x: -1, y: -2)), .line(to: Point(x: 3, y: 42.5)),
      ])
  }

  @Test("C, S reflecting the last control point, Q and T reflecting theirs")
  func curves() {
    let path = svg("M0 0C0 10 10 10 10 0S20-10 20 0Q25 5 30 0T40 0t10 0")
    #expect(
      path.elements[2]
        == .curve(
          to: Point(x: 20, y: 0), control1: Point(x: 10, y: -10),
          control2: Point(x: 20, y: -10)))
    #expect(path.elements[3] == .quadCurve(to: Point(x: 30, y: 0), control: Point(x: 25, y: 5)))
    #expect(path.elements[4] == .quadCurve(to: Point(x: 40, y: 0), control: Point(x: 35, y: -5)))
    #expect(path.elements[5] == .quadCurve(to: Point(x: 50, y: 0), control: Point(x: 45, y: 5)))
    // S after something that is not C or S takes the current point as its first control.
    let lone = svg("M5 5 L6 6 S7 7 8 8")
    #expect(
      lone.elements[2]
        == .curve(to: Point(x: 8, y: 8), control1: Point(x: 6, y: 6), control2: Point(x: 7, y: 7)))
  }

  @Test("arcs: a half circle by its flags, ending exactly at the given point")
  func halfCircle() {
    // From (0, 0) to (20, 0) about (10, 0): sweep 1 runs through increasing angles, from π
    // to 2π, so through 3π/2, which is (10, −10), above on a y-down screen.
    let up = svg("M0 0 A10 10 0 0 1 20 0")
    let down = svg("M0 0 A10 10 0 0 0 20 0")
    #expect(lastPoint(up) == Point(x: 20, y: 0))
    #expect(up.bounds!.minY < -9.99 && up.bounds!.maxY < 1e-9)
    #expect(down.bounds!.maxY > 9.99 && down.bounds!.minY > -1e-9)
    #expect(abs(up.length - 10 * .pi) < 10 * .pi * 1.5e-4)
  }

  @Test("the large-arc flag picks the longer of the two arcs")
  func largeArc() {
    let small = svg("M0 0 a10 10 0 0 1 10 10")
    let large = svg("M0 0 a10 10 0 1 1 10 10")
    #expect(abs(small.length - 5 * .pi) < 5 * .pi * 1.5e-4)
    #expect(abs(large.length - 15 * .pi) < 15 * .pi * 1.5e-4)
  }

  @Test("flags need no separators: a 1 1 0 011 1")
  func compactFlags() {
    let path = svg("M0 0a1 1 0 011 1")
    #expect(lastPoint(path) == Point(x: 1, y: 1))
    #expect(abs(path.length - Double.pi / 2) < 1e-3)
  }

  @Test("radii too small to reach are scaled up (F.6.6); a zero radius draws a line")
  func radiusCorrection() {
    // Radius 1 cannot span 20: it grows to 10 and the arc is a half circle.
    let path = svg("M0 0 A1 1 0 0 1 20 0")
    #expect(abs(path.length - 10 * .pi) < 10 * .pi * 1.5e-4)
    #expect(
      svg("M0 0 A0 5 0 0 1 20 0").elements == [.move(to: .zero), .line(to: Point(x: 20, y: 0))])
    #expect(svg("M3 3 A5 5 0 0 1 3 3").elements == [.move(to: Point(x: 3, y: 3))])
  }

  @Test("a rotated elliptical arc finds the centre its endpoints came from")
  func rotatedEllipse() {
    // Two points of the ellipse about (50, 50) with radii 20, 10 turned 30°, at parameter
    // angles 0.3 and 2.0: the short way round (large-arc 0) through increasing angles
    // (sweep 1).
    let phi = 30.0 * .pi / 180
    let centre = Point(x: 50, y: 50)
    func on(_ a: Double) -> Point {
      let (u, v) = (20 * cos(a), 10 * sin(a))
      return Point(
        x: centre.x + u * cos(phi) - v * sin(phi), y: centre.y + u * sin(phi) + v * cos(phi))
    }
    let (start, end) = (on(0.3), on(2.0))
    let data = String(
      format: "M%.15g %.15g A20 10 30 0 1 %.15g %.15g", start.x, start.y, end.x, end.y)
    let path = svg(data)
    #expect(lastPoint(path)!.distance(to: end) < 1e-12)
    for segment in path.segments {
      for i in 0...8 {
        let p = segment.point(at: Double(i) / 8)
        let (dx, dy) = (p.x - centre.x, p.y - centre.y)
        let u = cos(phi) * dx + sin(phi) * dy
        let v = -sin(phi) * dx + cos(phi) * dy
        #expect(abs((u / 20) * (u / 20) + (v / 10) * (v / 10) - 1) < 1e-3)
      }
    }
    // Its length is the ellipse's arc length from 0.3 to 2.0.
    var exact = 0.0
    let n = 100_000
    for i in 0..<n {
      exact += on(0.3 + 1.7 * Double(i) / Double(n)).distance(
        to: on(0.3 + 1.7 * Double(i + 1) / Double(n)))
    }
    #expect(abs(path.length - exact) < exact * 2e-4)
  }

  @Test("empty data is the empty path")
  func empty() {
    #expect(svg("").isEmpty && svg(" \n\t").isEmpty)
  }

  @Test(
    "errors name the character where the data goes wrong",
    arguments: [
      ("L1 1", 0, "L" as Character?, "expected a move (M or m) to begin the path data"),
      ("M1 1 L2 x", 8, "x", "expected a number"),
      ("M1 1 X3 3", 5, "X", "expected a command letter"),
      ("M0 0 a1 1 0 2 1 1 1", 12, "2", "expected a flag (0 or 1)"),
      ("M0 0 L1", 7, nil, "expected a number"),
      ("M1e+ 2", 4, " ", "expected the digits of an exponent"),
      ("M0 0 Z 3", 7, "3", "expected a command letter"),
      ("M1e999 0", 1, "1", "expected a number that fits a Double"),
    ] as [(String, Int, Character?, String)])
  func errors(data: String, offset: Int, character: Character?, reason: String) {
    let error = svgError(data)
    #expect(error == SVGPathError(offset: offset, character: character, reason: reason))
  }

  @Test("the message says where, what was found and what was expected")
  func message() {
    #expect(
      svgError("M1 1 L2 x")?.description
        == "SVG path data: expected a number at character 8, found 'x'")
    #expect(
      svgError("M0 0 L1")?.description
        == "SVG path data: expected a number at character 7, found the end")
  }
}
