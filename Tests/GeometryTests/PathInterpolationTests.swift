import Testing

@testable import Geometry

@Suite("Path interpolation")
struct PathInterpolationTests {
  @Test("a square morphs into a diamond point by point; halfway is the average")
  func squareToDiamond() {
    let square = svg("M0 0 H100 V100 H0 Z")
    let diamond = svg("M50 -20 L120 50 L50 120 L-20 50 Z")
    let half = square.interpolated(to: diamond, fraction: 0.5)!
    #expect(half.elements[0] == .move(to: Point(x: 25, y: -10)))
    #expect(half.elements[2] == .line(to: Point(x: 75, y: 110)))
    #expect(square.interpolated(to: diamond, fraction: 0) == square)
    #expect(square.interpolated(to: diamond, fraction: 1) == diamond)
  }

  @Test("rounded rectangles of one corner curve interpolate; different elements do not")
  func compatibility() {
    let small = Path(
      roundedRect: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 4,
      cornerCurve: .continuous)
    let large = Path(
      roundedRect: Rect(x: 0, y: 0, width: 80, height: 60), cornerRadius: 20,
      cornerCurve: .continuous)
    #expect(small.interpolated(to: large, fraction: 0.3) != nil)
    #expect(small.interpolated(to: Path(ellipseIn: .zero), fraction: 0.3) == nil)
    #expect(svg("M0 0 L1 1").interpolated(to: svg("M0 0 Q1 1 2 2"), fraction: 0.5) == nil)
  }
}
