import Geometry
import Layers
import Pixels
import Raster
import Testing

@Suite("Projection")
struct ProjectionTests {
  /// A 300 × 200 pt card filling a 300 × 200 pt canvas, rotated about y by `degrees` with
  /// m34 = −1/400, drawn at scale 2.
  private func corners(degrees: Double) -> [Point?] {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let card = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 400
    card.transform = perspective.rotated(by: degrees * .pi / 180, x: 0, y: 1, z: 0)
    root.addSublayer(card)
    return Renderer(scale: 2, fonts: nil).screenCorners(
      ofLayerAt: [0], in: root.presentation(at: 0))
  }

  private func expectCorners(_ actual: [Point?], _ expected: [(Double, Double)]) {
    #expect(actual.count == 4)
    for (point, (x, y)) in zip(actual, expected) {
      guard let point else {
        Issue.record("corner (\(x), \(y)) was clipped")
        continue
      }
      #expect(abs(point.x - x) < 0.01 && abs(point.y - y) < 0.01, "\(point) ≠ (\(x), \(y))")
    }
  }

  @Test("a card turned 0.704° about y projects its corners where Core Animation puts them")
  func smallAngle() {
    expectCorners(
      corners(degrees: 0.704),
      [(-1.366, -0.926), (598.602, 0.917), (598.602, 399.083), (-1.366, 400.926)])
  }

  @Test("a card turned 80.216° about y: the left edge comes towards the viewer and grows")
  func largeAngle() {
    expectCorners(
      corners(degrees: 80.216),
      [(219.137, -117.232), (337.224, 53.966), (337.224, 346.034), (219.137, 517.232)])
  }

  @Test("a card exactly edge-on projects to a line and draws nothing")
  func edgeOn() {
    let c = corners(degrees: 90)
    let xs = c.compactMap { $0?.x }
    #expect(xs.count == 4)
    #expect(xs.allSatisfy { abs($0 - 300) < 1e-9 })

    let root = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let card = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    card.backgroundColor = .blue
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 400
    card.transform = perspective.rotated(by: .pi / 2, x: 0, y: 1, z: 0)
    root.addSublayer(card)
    let image = Renderer(scale: 2, fonts: nil).render(
      root.presentation(at: 0), size: Size(width: 300, height: 200))
    let blue = image.bytes.enumerated().filter { $0.offset % 4 == 0 && $0.element < 250 }
    #expect(blue.isEmpty, "\(blue.count) pixels are not background")
  }
}
