import Animation
import Geometry
import Layers
import Pixels
import Testing

/// `contentsRect`, the property added through ``PropertyValues`` alone: its default, its
/// by-name spelling, and animations of it and of its components.
@Suite("contentsRect")
struct ContentsRectTests {
  private let unit = Rect(x: 0, y: 0, width: 1, height: 1)

  @Test("all of the contents unless set; by name as a rect; a colour leaves it as it was")
  func byName() {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    #expect(layer.contentsRect == unit)
    #expect(layer[.contentsRect] == .rect(unit))
    layer[.contentsRect] = .rect(Rect(x: 0.25, y: 0, width: 0.25, height: 1))
    #expect(layer.contentsRect == Rect(x: 0.25, y: 0, width: 0.25, height: 1))
    layer[.contentsRect] = .color(.red)
    #expect(layer.contentsRect == Rect(x: 0.25, y: 0, width: 0.25, height: 1))
    #expect(LayerProperty(rawValue: "contentsRect") == .contentsRect)
    #expect(AnimationKeyPath.allNames.contains("contentsRect.origin.x"))
  }

  @Test("a sprite sheet's frames as a discrete keyframe animation of contentsRect")
  func spriteFrames() throws {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    let timeline = Timeline(rootLayer: root)
    let frames = (0..<4).map {
      AnimatableValue.rect(Rect(x: Double($0) / 4, y: 0, width: 0.25, height: 1))
    }
    root.add(
      try KeyframeAnimation(
        keyPath: "contentsRect", values: frames, duration: 0.4, calculationMode: .discrete))
    // Discrete: n values split the duration into n equal steps, each showing its value.
    for (t, frame) in [(0.05, 0), (0.15, 1), (0.25, 2), (0.35, 3)] {
      #expect(root.presentedValues(at: t).contentsRect.minX == Double(frame) / 4, "at \(t)")
    }
    timeline.advance(to: 1)
    #expect(root.presentedValues(at: 1).contentsRect == unit)
  }

  @Test("contentsRect.origin.x moves linearly from one frame to the next; the size stays")
  func component() throws {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
    layer.contentsRect = Rect(x: 0, y: 0, width: 0.5, height: 1)
    layer.add(try BasicAnimation(keyPath: "contentsRect.origin.x", from: 0, to: 0.5, duration: 1))
    let halfway = layer.presentedValues(at: 0.5).contentsRect
    #expect(abs(halfway.minX - 0.25) < 1e-12)
    #expect(halfway.width == 0.5 && halfway.height == 1)
  }
}
