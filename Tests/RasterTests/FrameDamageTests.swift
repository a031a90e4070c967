import Foundation
import Geometry
import Layers
import Pixels
import Testing

@testable import Raster

/// Redrawing only the regions where layers changed: each patch applied to the frame before
/// must give the bytes of a full redraw, and must draw no more than the change needs.
@Suite("Frame damage")
struct FrameDamageTests {
  private let size = Size(width: 200, height: 150)
  private let renderer = Renderer(scale: 2, background: .white, fonts: nil)

  /// The frames of the tree `build` makes before and after `change`, and the patch between
  /// them applied to the first.
  private func frames(
    _ build: (Layer) -> Void, change: (Layer) -> Void
  ) -> (before: Image, after: Image, patched: Image, patch: FramePatch) {
    let root = Layer(frame: Rect(origin: .zero, size: size))
    build(root)
    let old = root.presentation(at: 0)
    change(root)
    let new = root.presentation(at: 0)
    let before = renderer.render(old, size: size)
    let after = renderer.render(new, size: size)
    let patch = renderer.patch(from: old, to: new, size: size)
    var patched = before
    patch.apply(to: &patched)
    return (before, after, patched, patch)
  }

  /// The box (in pixels) where two images differ; nil when they are equal.
  private func differingBox(_ a: Image, _ b: Image) -> FramePatch.Region? {
    var rows: (Int, Int) = (Int.max, Int.min)
    var columns: (Int, Int) = (Int.max, Int.min)
    for y in 0..<a.height {
      for x in 0..<a.width where a[x, y] != b[x, y] {
        rows = (min(rows.0, y), max(rows.1, y + 1))
        columns = (min(columns.0, x), max(columns.1, x + 1))
      }
    }
    guard rows.0 < rows.1 else { return nil }
    return FramePatch.Region(rows: rows.0..<rows.1, columns: columns.0..<columns.1)
  }

  @Test("an unchanged tree draws nothing")
  func unchanged() {
    let result = frames(
      { root in
        let card = Layer(frame: Rect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .systemBlue
        card.cornerRadius = 8
        root.addSublayer(card)
      }, change: { _ in })
    #expect(result.patch.isEmpty && result.patch.pixelCount == 0)
    #expect(result.patched == result.after)
  }

  @Test("a moved card redraws its old and new places, a pixel of edge around them, no more")
  func movedCard() {
    let result = frames(
      { root in
        let still = Layer(frame: Rect(x: 120, y: 90, width: 60, height: 40))
        still.backgroundColor = .red
        root.addSublayer(still)
        let card = Layer(frame: Rect(x: 20, y: 20, width: 40, height: 30))
        card.backgroundColor = .systemBlue
        root.addSublayer(card)
      },
      change: { root in
        root.sublayers[1].position.x += 10
      })
    #expect(result.patched == result.after)
    // The card covers x 20…70 pt, y 20…50 pt across both frames: 100…140 × 40…100 px at
    // scale 2, and one pixel of anti-aliasing margin on each side at most.
    #expect(result.patch.regions.count == 1)
    let region = result.patch.regions[0]
    #expect(region.rows.lowerBound >= 38 && region.rows.upperBound <= 102)
    #expect(region.columns.lowerBound >= 38 && region.columns.upperBound <= 142)
    // And it holds every pixel that changed.
    let changed = differingBox(result.before, result.after)!
    #expect(region.rows.clamped(to: changed.rows) == changed.rows)
    #expect(region.columns.clamped(to: changed.columns) == changed.columns)
  }

  @Test("a sublayer fading changes its superlayer's shadow beyond its own box, which is redrawn")
  func shadowOfChangingSublayer() {
    let result = frames(
      { root in
        let card = Layer(frame: Rect(x: 40, y: 30, width: 100, height: 80))
        card.shadow = Shadow(
          color: .black, opacity: 1, offset: Size(width: 0, height: 0), radius: 8)
        let dot = Layer(frame: Rect(x: 40, y: 30, width: 20, height: 20))
        dot.backgroundColor = .systemBlue
        card.addSublayer(dot)
        root.addSublayer(card)
      },
      change: { root in
        root.sublayers[0].sublayers[0].opacity = 0.5
      })
    // The shadow reaches 3σ = 24 pt beyond the dot's 20 pt box.
    let changed = differingBox(result.before, result.after)!
    #expect(changed.columns.count > 2 * 20 + 40)
    #expect(result.patched == result.after)
  }

  /// A card with an opaque white background and rounded corners casting a shadow, holding
  /// a 20 × 20 pt dot at (`x`, 30), whose opacity then halves.
  private func cardWithFadingDot(x: Double) -> (
    before: Image, after: Image, patched: Image, patch: FramePatch
  ) {
    frames(
      { root in
        let card = Layer(frame: Rect(x: 40, y: 30, width: 100, height: 80))
        card.backgroundColor = .white
        card.cornerRadius = 16
        card.shadow = Shadow(
          color: .black, opacity: 1, offset: Size(width: 0, height: 4), radius: 8)
        let dot = Layer(frame: Rect(x: x, y: 30, width: 20, height: 20))
        dot.backgroundColor = .systemBlue
        card.addSublayer(dot)
        root.addSublayer(card)
      },
      change: { root in
        root.sublayers[0].sublayers[0].opacity = 0.5
      })
  }

  @Test("a sublayer changing over its superlayer's opaque background is redrawn alone")
  func sublayerOverOpaqueBackground() {
    let result = cardWithFadingDot(x: 40)
    // The alpha the shadow is cast from stays 1 under the dot, so only the dot's pixels
    // change, at (160, 120)–(200, 160) px: the full renders say so, whatever the damage is.
    let changed = differingBox(result.before, result.after)!
    #expect(changed.rows.clamped(to: 120..<160) == changed.rows)
    #expect(changed.columns.clamped(to: 160..<200) == changed.columns)
    #expect(result.patched == result.after)
    // And only the dot's box, a pixel of edge around it, is drawn.
    #expect(result.patch.regions.count == 1)
    #expect(result.patch.regions.allSatisfy { $0.rows.count <= 42 && $0.columns.count <= 42 })
  }

  @Test("a sublayer reaching outside its superlayer's background changes the shadow too")
  func sublayerOutsideBackground() {
    // Half the dot lies left of the card: fading it changes the alpha there, and the shadow
    // with it, beyond the dot's box.
    let result = cardWithFadingDot(x: -10)
    let changed = differingBox(result.before, result.after)!
    #expect(changed.columns.count > 40 + 2 * 8)
    #expect(result.patched == result.after)
  }

  @Test("a shadow whose alpha stays the same is cast once while its sublayers change")
  func shadowCastOnce() {
    let root = Layer(frame: Rect(origin: .zero, size: size))
    let card = Layer(frame: Rect(x: 40, y: 30, width: 100, height: 80))
    card.backgroundColor = .white
    card.shadow = Shadow(color: .black, opacity: 1, offset: Size(width: 0, height: 4), radius: 8)
    let dot = Layer(frame: Rect(x: 40, y: 30, width: 20, height: 20))
    dot.backgroundColor = .systemBlue
    card.addSublayer(dot)
    root.addSublayer(card)
    let renderer = Renderer(scale: 2, background: .white, fonts: nil)
    _ = renderer.render(root.presentation(at: 0), size: size)
    let built = renderer.textures.buildCount
    for opacity in [0.2, 0.4, 0.6] {
      dot.opacity = opacity
      _ = renderer.render(root.presentation(at: 0), size: size)
    }
    #expect(renderer.textures.buildCount == built)
    // Moving the dot across the card's right edge changes what the shadow is cast from.
    dot.position = Point(x: 100, y: 40)
    _ = renderer.render(root.presentation(at: 0), size: size)
    #expect(renderer.textures.buildCount == built + 1)
  }

  @Test("a shape's stroke reaching far outside its layer's bounds is redrawn where it reaches")
  func shapeOutsideBounds() {
    let result = frames(
      { root in
        let layer = Layer(frame: Rect(x: 90, y: 65, width: 20, height: 20))
        layer.shape = ShapeContent(
          path: Path(ellipseIn: Rect(x: -50, y: -40, width: 120, height: 100)), fillColor: .clear,
          strokeColor: .black, lineWidth: 6)
        root.addSublayer(layer)
      },
      change: { root in
        root.sublayers[0].shape?.strokeEnd = 0.5
      })
    #expect(result.patched == result.after)
    #expect(result.patch.regions.allSatisfy { $0.columns.count > 100 })
  }

  @Test("layers appearing and disappearing redraw where they were and are")
  func appearAndDisappear() {
    let result = frames(
      { root in
        let leaving = Layer(frame: Rect(x: 10, y: 10, width: 30, height: 30))
        leaving.backgroundColor = .green
        root.addSublayer(leaving)
      },
      change: { root in
        root.sublayers[0].removeFromSuperlayer()
        let coming = Layer(frame: Rect(x: 150, y: 100, width: 30, height: 30))
        coming.backgroundColor = Color(red: 1, green: 0.6, blue: 0, alpha: 1)
        root.addSublayer(coming)
      })
    #expect(result.patched == result.after)
    // Two boxes far apart are kept apart, not merged into one across the frame.
    #expect(result.patch.regions.count == 2)
    #expect(result.patch.pixelCount < 2 * 64 * 64)
  }
}
