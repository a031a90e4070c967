import Geometry
import Interaction
import Layers
import Pixels

extension Demo {
  /// Seed 000: two images that behave like buttons, driven by scripted touches — a tap, a
  /// drag out and back in, and a long press during which a second finger on the other button
  /// is ignored. Each release pops the image and, when the pop ends, shows an alert.
  public static let buttonPop = Demo(
    name: "button-pop",
    summary: "Images that behave like buttons: press shrinks, release pops, then an alert",
    duration: 8.4,
    size: Size(width: 320, height: 240),
    imageNames: ["save", "cancel"]
  ) { images in
    let size = Size(width: 320, height: 240)
    let scene = Scene(size: size, duration: 8.4)
    let group = ImageButtonGroup()
    var buttons: [ImageButton] = []
    for (name, file, title, x) in [
      ("save", "save.png", "Saved", 40.0), ("cancel", "cancel.png", "Cancelled", 180.0),
    ] {
      let layer = Layer(frame: Rect(x: x, y: 70, width: 100, height: 100), name: name)
      layer.contents = LayerContents(
        image: try images.image(named: name, defaultFile: file), scale: 2)
      scene.rootLayer.addSublayer(layer)
      let button = ImageButton(layer: layer, name: name, group: group, timeline: scene.timeline)
      button.addAction { [unowned scene] in
        AlertPanel(title: title, sceneSize: size, timeline: scene.timeline).present(
          in: scene.touches)
      }
      scene.touches.register(button)
      buttons.append(button)
    }

    scene.touches.run(.buttonPop)
    return scene
  }
}

extension TouchScript {
  /// The button-pop demo's touches: a tap on save, a drag out of cancel and back in, a long
  /// press on save while a second finger taps cancel, and a tap on each alert's OK.
  public static let buttonPop: TouchScript = {
    let save = Point(x: 90, y: 120)
    let cancel = Point(x: 230, y: 120)
    let ok = Point(x: 160, y: 154)
    var script = TouchScript()
    // A tap: pressed for 0.3 s, released inside, pop, "Saved".
    script.tap(at: save, time: 0.5, duration: 0.3)
    script.tap(at: ok, time: 2.0)
    // Pressed, dragged out (back to full size), back in (shrinks again), released: it fires.
    script.press(at: cancel, time: 2.6)
    script.move(along: [cancel, Point(x: 300, y: 215)], from: 2.9, speed: 250)
    script.move(along: [Point(x: 300, y: 215), cancel], from: 3.4, speed: 250)
    script.lift(at: cancel, time: 3.9)
    script.tap(at: ok, time: 5.0)
    // A long press on save; a second finger on cancel meanwhile is ignored; save still fires.
    script.press(at: save, time: 5.6)
    script.tap(at: cancel, time: 6.0, duration: 0.3, finger: 1)
    script.lift(at: save, time: 6.8)
    script.tap(at: ok, time: 7.9)
    return script
  }()
}
