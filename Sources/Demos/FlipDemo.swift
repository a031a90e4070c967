import Geometry
import Interaction
import Layers
import Pixels

extension Demo {
  /// Seed 001: two 300 × 200 labels, "Hello" on blue and "World" on red, swap places by a
  /// flip about the y axis with perspective when the screen is tapped; a tap while a flip
  /// runs is refused.
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

    let controller = FlipController(
      view: scene.rootLayer, container: container, views: (hello, world), duration: 1,
      timeline: scene.timeline)
    scene.touches.register(controller)
    var script = TouchScript()
    script.tap(at: Point(x: 170, y: 180), time: 0.4)
    script.tap(at: Point(x: 120, y: 230), time: 0.9)  // refused: the first flip still runs
    script.tap(at: Point(x: 210, y: 150), time: 2.0)
    scene.touches.run(script)
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
