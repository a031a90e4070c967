import Animation
import Foundation
import Geometry
import Testing

@Suite("Keyframe animation along a path")
struct KeyframePathTests {
  private func along(_ path: Path, mode: KeyframeCalculationMode = .paced) throws
    -> KeyframeAnimation
  {
    var animation = try KeyframeAnimation(
      keyPath: "position", values: [.point(.zero)], duration: 1, calculationMode: mode)
    animation.path = path
    try animation.validate()
    return animation
  }

  private func point(_ animation: KeyframeAnimation, at t: Double) throws -> Point {
    let value = try #require(animation.values(at: t) { _ in .transform(.identity) }.first?.value)
    guard case .point(let p) = value else {
      Issue.record("expected a point, got \(value)")
      return .zero
    }
    return p
  }

  @Test("paced motion covers equal lengths in equal times along an L of 100 then 300")
  func pacedL() throws {
    var route = Path()
    route.move(to: Point(x: 0, y: 0))
    route.addLine(to: Point(x: 100, y: 0))
    route.addLine(to: Point(x: 100, y: 300))
    let animation = try along(route)
    // A quarter of 400 is the corner; half is 100 down the second leg.
    let corner = try point(animation, at: 0.25)
    #expect(abs(corner.x - 100) < 1e-9 && abs(corner.y) < 1e-9)
    let half = try point(animation, at: 0.5)
    #expect(abs(half.x - 100) < 1e-9 && abs(half.y - 100) < 1e-9)
  }

  @Test("linear mode gives each segment an equal share of the time, whatever its length")
  func linearSegments() throws {
    var route = Path()
    route.move(to: Point(x: 0, y: 0))
    route.addLine(to: Point(x: 100, y: 0))
    route.addLine(to: Point(x: 100, y: 300))
    let animation = try along(route, mode: .linear)
    let corner = try point(animation, at: 0.5)
    #expect(abs(corner.x - 100) < 1e-9 && abs(corner.y) < 1e-9)
    let threeQuarters = try point(animation, at: 0.75)
    #expect(abs(threeQuarters.y - 150) < 1e-9)
  }

  @Test("paced motion on a circle keeps to the circle at the angle the time predicts")
  func circle() throws {
    var route = Path()
    route.addArc(
      center: Point(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi,
      clockwise: true)
    let animation = try along(route)
    for t in [0.1, 0.3, 0.6, 0.85] {
      let p = try point(animation, at: t)
      let r = ((p.x - 50) * (p.x - 50) + (p.y - 50) * (p.y - 50)).squareRoot()
      #expect(abs(r - 40) < 0.02)
      var angle = atan2(p.y - 50, p.x - 50)
      if angle < 0 { angle += 2 * .pi }
      // Clockwise on a y-down screen is through increasing angles.
      #expect(abs(angle - 2 * .pi * t) < 1e-3)
    }
  }

  @Test("rotateAuto turns the layer to the direction of travel; the reverse mode half a turn more")
  func rotation() throws {
    var route = Path()
    route.move(to: Point(x: 0, y: 0))
    route.addLine(to: Point(x: 100, y: 0))
    route.addLine(to: Point(x: 100, y: 100))
    var animation = try along(route)
    animation.rotationMode = .rotateAuto
    func turn(at t: Double) throws -> Double {
      let values = animation.values(at: t) { _ in .transform(.identity) }
      let transform = try #require(values.first { $0.keyPath.string == "transform" }?.value)
      guard case .transform(let m) = transform else { return .nan }
      return atan2(m.m12, m.m11)
    }
    #expect(abs(try turn(at: 0.25)) < 1e-9)
    #expect(abs(try turn(at: 0.75) - .pi / 2) < 1e-9)
    animation.rotationMode = .rotateAutoReverse
    #expect(abs(abs(try turn(at: 0.25)) - .pi) < 1e-9)
  }

  @Test("a path for a key path of numbers, or an empty path, is refused with the reason")
  func refused() throws {
    var animation = try KeyframeAnimation(keyPath: "opacity", values: [0, 1], duration: 1)
    var route = Path()
    route.move(to: .zero)
    route.addLine(to: Point(x: 1, y: 1))
    animation.path = route
    #expect(throws: AnimationError.routeNeedsPoints(keyPath: "opacity", kind: "number")) {
      try animation.validate()
    }
    var moveOnly = Path()
    moveOnly.move(to: .zero)
    var position = try KeyframeAnimation(keyPath: "position", values: [.point(.zero)])
    position.path = moveOnly
    #expect(throws: AnimationError.routeDrawsNothing(keyPath: "position")) {
      try position.validate()
    }
  }
}
