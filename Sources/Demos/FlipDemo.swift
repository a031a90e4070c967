import Geometry
import Layers
import Pixels

extension Demo {
  /// Seed 001: two 300 × 200 labels, "Hello" on blue and "World" on red, swap places by a
  /// flip about the y axis with perspective; a second flip while one runs is refused.
  public static let flip = Demo(
    name: "flip",
    summary: "Two labels swap places by a 3D flip about the y axis (m34 = −1/400)",
    duration: 3.6,
    size: Size(width: 340, height: 360),
    imageNames: []
  ) { _ in
    let scene = Scene(size: Size(width: 340, height: 360), duration: 3.6)
    let container = Layer(frame: Rect(x: 20, y: 80, width: 300, height: 200), name: "container")
    scene.rootLayer.addSublayer(container)
    let hello = FlipDemoLabel.make("Hello", background: .blue)
    let world = FlipDemoLabel.make("World", background: .red)
    container.addSublayer(hello)

    let timeline = scene.timeline
    var current = hello
    func flip() {
      let (from, to) = current === hello ? (hello, world) : (world, hello)
      let started =
        (try? FlipTransition.flip(
          from: from, to: to, in: container, duration: 1, timeline: timeline
        ) { current = to })
        ?? false
      let name = started ? "flip to \(to.name ?? "")" : "flip refused: one is running"
      timeline.record("action", [("name", .string(name))])
    }
    timeline.schedule(at: 0.4, flip)
    timeline.schedule(at: 0.9, flip)  // refused: the first flip is still running
    timeline.schedule(at: 2.0, flip)
    return scene
  }
}

/// The labels of seed 001: 300 × 200, system font 100 pt, centred, on a coloured background.
public enum FlipDemoLabel {
  /// A label layer with the seed's size and font.
  public static func make(_ text: String, background: Color) -> Layer {
    let label = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: text)
    label.backgroundColor = background
    label.text = TextContent(text, fontSize: 100, color: .black)
    return label
  }
}
