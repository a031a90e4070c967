import Geometry
import Interaction
import Layers
import Pixels

extension Demo {
  /// Seed 003: a custom gesture turns an image 90° — right then down turns it clockwise,
  /// left then down counter-clockwise; a gesture that moves up, or uses two fingers, fails.
  public static let rotation = Demo(
    name: "rotation",
    summary: "A custom gesture: right-then-down turns the image clockwise, left-then-down back",
    duration: 6.2,
    size: Size(width: 320, height: 320),
    imageNames: ["image"]
  ) { images in
    let scene = Scene(size: Size(width: 320, height: 320), duration: 6.2)
    let image = Layer(frame: Rect(x: 100, y: 100, width: 120, height: 120), name: "image")
    image.contents = LayerContents(
      image: try images.image(named: "image", defaultFile: "arrow.png"), scale: 2)
    image.contentsGravity = .resizeAspect
    scene.rootLayer.addSublayer(image)
    let rotating = RotatingImage(layer: image, animated: true)
    let recognizer = RotateGestureRecognizer(view: scene.rootLayer, timeline: scene.timeline) {
      rotating.apply($0)
    }
    scene.touches.register(recognizer)

    scene.touches.run(.rotation)
    return scene
  }
}

extension TouchScript {
  /// The rotation demo's touches: right then down, right then up (fails), left then down, and
  /// a two-finger drag (fails).
  public static let rotation: TouchScript = {
    var script = TouchScript()
    // Right, then down: clockwise.
    script.drag(
      along: [Point(x: 40, y: 40), Point(x: 110, y: 44), Point(x: 116, y: 110)], from: 0.4,
      speed: 260)
    // Right, then up: fails as soon as it moves up.
    script.drag(
      along: [Point(x: 40, y: 280), Point(x: 110, y: 282), Point(x: 118, y: 230)], from: 1.8,
      speed: 260)
    // Left, then down: counter-clockwise.
    script.drag(
      along: [Point(x: 280, y: 40), Point(x: 210, y: 44), Point(x: 204, y: 110)], from: 3.1,
      speed: 260)
    // Two fingers: fails.
    script.press(at: Point(x: 60, y: 250), time: 4.6)
    script.press(at: Point(x: 260, y: 250), time: 4.75, finger: 1)
    script.move(along: [Point(x: 60, y: 250), Point(x: 60, y: 300)], from: 4.9, speed: 200)
    script.move(
      along: [Point(x: 260, y: 250), Point(x: 260, y: 300)], from: 4.9, speed: 200, finger: 1)
    script.lift(at: Point(x: 60, y: 300), time: 5.3)
    script.lift(at: Point(x: 260, y: 300), time: 5.3, finger: 1)
    return script
  }()
}
