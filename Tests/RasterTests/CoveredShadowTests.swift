import Geometry
import Layers
import Pixels
import Testing

@testable import Raster

/// A shadow is not painted where its own layer's opaque background covers it next.
@Suite("Covered shadow")
struct CoveredShadowTests {
  private let size = Size(width: 200, height: 160)

  /// The plan of a frame holding one card with a shadow, built by `style`, turned 30°
  /// about y under perspective so that its interior is not a rectangle of pixels.
  private func plan(_ style: (Layer) -> Void) -> FramePlan {
    let root = Layer(frame: Rect(origin: .zero, size: size))
    let card = Layer(frame: Rect(x: 40, y: 30, width: 120, height: 90))
    card.cornerRadius = 12
    card.shadow = Shadow(color: .black, opacity: 0.8, offset: Size(width: 0, height: 6), radius: 6)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 300
    card.transform = Transform3D.rotation(angle: .pi / 6, x: 0, y: 1, z: 0) * perspective
    style(card)
    root.addSublayer(card)
    return FramePlan(
      root.presentation(at: 0), scale: 2, width: 400, height: 320, textures: TextureCache(),
      fonts: nil)
  }

  /// The shadow's plan and its layer's, in the order they are painted.
  private func shadowAndLayer(of plan: FramePlan) -> (shadow: LayerPlan, layer: LayerPlan)? {
    for (index, step) in plan.steps.enumerated().dropLast() {
      if case .paint(let shadow) = step, shadow.sources.count == 1, shadow.background.w == 0,
        case .paint(let layer) = plan.steps[index + 1], layer.background.w > 0
      {
        return (shadow, layer)
      }
    }
    return nil
  }

  @Test(
    "under an opaque background the shadow leaves its layer's interior alone, to the same frame")
  func opaqueBackground() throws {
    let (shadow, layer) = try #require(shadowAndLayer(of: plan { $0.backgroundColor = .white }))
    #expect(shadow.coveredBy != nil)
    var whole = shadow
    whole.coveredBy = nil
    // Over a sentinel colour, the shadow drawn both ways.
    let sentinel = Color(red: 0, green: 1, blue: 0, alpha: 1)
    var skipping = Canvas(width: 400, height: 320, fill: sentinel)
    var painting = Canvas(width: 400, height: 320, fill: sentinel)
    shadow.paint(into: &skipping)
    whole.paint(into: &painting)
    let green = SIMD4<Float>(0, 255, 0, 255)
    let skipped = Set(
      (0..<skipping.pixels.count).filter {
        skipping.pixels[$0] == green && painting.pixels[$0] != green
      })
    // Most of the card's 240 × 180 px, foreshortened by the turn, is skipped.
    #expect(skipped.count > 20_000)
    #expect(
      (0..<skipping.pixels.count).allSatisfy {
        skipping.pixels[$0] == painting.pixels[$0] || skipped.contains($0)
      })
    // Every skipped pixel is one the layer then paints white, whatever was below.
    layer.paint(into: &skipping)
    layer.paint(into: &painting)
    #expect(skipping.pixels == painting.pixels)
    #expect(skipped.allSatisfy { skipping.pixels[$0] == SIMD4(255, 255, 255, 255) })
  }

  @Test("a translucent background or continuous corners leave the shadow whole")
  func notCovered() throws {
    let translucent = try #require(
      shadowAndLayer(of: plan { $0.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.9) })
    )
    #expect(translucent.shadow.coveredBy == nil)
    let continuous = plan {
      $0.backgroundColor = .white
      $0.cornerCurve = .continuous
    }
    for case .paint(let step) in continuous.steps { #expect(step.coveredBy == nil) }
  }
}
