import Geometry
import Interaction
import Layers
import Pixels

extension Demo {
  /// Seed 004: calculator-style buttons that highlight at once on touch down (with a light
  /// haptic), fade back over 0.5 s ease-out on release, and spring when pressed; a quick
  /// second tap interrupts the fade, a drag out fades, a drag back in highlights again.
  public static let fluidButton = Demo(
    name: "fluid-button",
    summary: "Calculator-style buttons: instant highlight, 0.5 s fade back, spring press",
    duration: 5.0,
    size: Size(width: 320, height: 180),
    imageNames: []
  ) { _ in
    let scene = Scene(size: Size(width: 320, height: 180), duration: 5.0)
    let flat = FluidButton(
      title: "Flat", frame: Rect(x: 24, y: 62, width: 124, height: 56), style: .flat,
      timeline: scene.timeline)
    let ghost = FluidButton(
      title: "Ghost", frame: Rect(x: 172, y: 62, width: 124, height: 56), style: .ghost,
      timeline: scene.timeline)
    for button in [flat, ghost] {
      scene.rootLayer.addSublayer(button.layer)
      scene.touches.register(button)
    }
    let flatCentre = Point(x: 86, y: 90)
    let ghostCentre = Point(x: 234, y: 90)
    var script = TouchScript()
    script.tap(at: flatCentre, time: 0.4, duration: 0.18)
    script.tap(at: ghostCentre, time: 1.4, duration: 0.18)
    // Two quick taps: the second interrupts the fade of the first.
    script.tap(at: flatCentre, time: 2.4, duration: 0.1)
    script.tap(at: flatCentre, time: 2.7, duration: 0.1)
    // Pressed, dragged out (fades), dragged back in (highlights again), released.
    script.press(at: ghostCentre, time: 3.5)
    script.move(along: [ghostCentre, Point(x: 234, y: 160)], from: 3.7, speed: 300)
    script.move(along: [Point(x: 234, y: 160), ghostCentre], from: 4.1, speed: 300)
    script.lift(at: ghostCentre, time: 4.45)
    scene.touches.run(script)
    return scene
  }
}
