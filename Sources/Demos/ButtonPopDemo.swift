import Animation
import Geometry
import Layers
import Pixels

extension Demo {
  /// The image button of seed 000: pressed it shrinks to 0.9; released it pops through
  /// 0.9 → 1.2 → 1.0 (keyTimes 0.2, 0.4, 1.0; 0.3 s; ease-out).
  public static let buttonPop = Demo(
    name: "button-pop",
    summary: "An image that behaves like a button: press shrinks it, release pops it",
    duration: 1.4,
    size: Size(width: 200, height: 200),
    imageNames: ["save"]
  ) { images in
    let scene = Scene(size: Size(width: 200, height: 200), duration: 1.4)
    let icon = Layer(frame: Rect(x: 40, y: 40, width: 120, height: 120), name: "save")
    icon.contents = LayerContents(image: try images.image(named: "save", defaultFile: "save.png"))
    icon.contentsGravity = .resizeAspect
    scene.rootLayer.addSublayer(icon)

    let pop = try ButtonPop.animation()
    let timeline = scene.timeline
    timeline.schedule(at: 0.3) {
      icon.transform = .scale(x: 0.9, y: 0.9, z: 1)
      timeline.record(
        "control.state", [("control", .string("save")), ("state", .string("highlighted"))])
    }
    timeline.schedule(at: 0.6) {
      timeline.record(
        "control.state", [("control", .string("save")), ("state", .string("normal"))])
      // The seed adds the pop, then resets the model transform: the animation hides the jump.
      // `pop` was validated when it was made, so adding it cannot fail.
      try? icon.add(pop, forKey: "pop")
      icon.transform = .identity
    }
    return scene
  }
}

/// The seed's pop animation.
public enum ButtonPop {
  /// `transform.scale` keyframes [0.9, 1.2, 1.0] at [0.2, 0.4, 1.0] over 0.3 s, ease-out,
  /// kept after it ends as the seed asks (`isRemovedOnCompletion = false`).
  public static func animation() throws -> KeyframeAnimation {
    var pop = try KeyframeAnimation(
      keyPath: "transform.scale", values: [.scalar(0.9), .scalar(1.2), .scalar(1.0)],
      keyTimes: [0.2, 0.4, 1.0], duration: 0.3, timingFunction: .easeOut)
    pop.isRemovedOnCompletion = false
    return pop
  }
}
