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
    let stage = FlipStage(in: scene, at: Point(x: 20, y: 80))
    let controller = FlipController(
      view: scene.rootLayer, container: stage.container, views: (stage.hello, stage.world),
      duration: 1, timeline: scene.timeline)
    scene.touches.register(controller)
    scene.touches.run(.flip)
    return scene
  }
}

/// Seed 001's setting: a 300 × 200 container holding the "Hello" label, with "World"
/// waiting to replace it.
public struct FlipStage {
  /// The container the labels swap in.
  public let container: Layer
  /// "Hello" on blue, in the container.
  public let hello: Layer
  /// "World" on red, not yet in the container.
  public let world: Layer

  /// The stage with its container at `origin` in the scene's root layer.
  public init(in scene: Scene, at origin: Point) {
    container = Layer(
      frame: Rect(origin: origin, size: Size(width: 300, height: 200)), name: "container")
    scene.rootLayer.addSublayer(container)
    hello = Self.label("Hello", background: .blue)
    world = Self.label("World", background: .red)
    container.addSublayer(hello)
  }

  /// A label as the seed makes it: 300 × 200, system font 100 pt, centred, on a colour.
  private static func label(_ text: String, background: Color) -> Layer {
    let label = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: text)
    label.backgroundColor = background
    label.text = TextContent(text, fontSize: 100, color: .black)
    return label
  }
}

extension TouchScript {
  /// The flip demo's touches: a tap, a tap refused while the flip runs, a tap flipping back.
  public static let flip: TouchScript = {
    var script = TouchScript()
    script.tap(at: Point(x: 170, y: 180), time: 0.4)
    script.tap(at: Point(x: 120, y: 230), time: 0.9)  // refused: the first flip still runs
    script.tap(at: Point(x: 210, y: 150), time: 2.0)
    return script
  }()
}
