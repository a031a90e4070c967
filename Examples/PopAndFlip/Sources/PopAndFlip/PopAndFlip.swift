import Flipbook
import Foundation

/// The animation: an app icon pops in on a spring, then the inbox screenshot flips over to
/// the settings screenshot.
public enum PopAndFlip {
  /// The canvas, in points.
  public static let size = Size(width: 220, height: 150)

  /// A recording of the animation. `flipDuration` is how long the flip takes; it starts at
  /// 0.5 s.
  public static func recording(
    flipDuration: Double = 0.6, settings: RenderSettings = RenderSettings()
  ) throws -> Recording {
    let icon = try image("icon")
    let inbox = try image("inbox")
    let settingsScreen = try image("settings")
    return try Recording(
      size: size, duration: 0.5 + flipDuration + 0.3, background: Color(white: 0.94),
      settings: settings
    ) { scene in
      let iconLayer = Layer(frame: Rect(x: 20, y: 45, width: 60, height: 60), name: "icon")
      iconLayer.contents = LayerContents(image: icon, scale: 2)
      scene.rootLayer.addSublayer(iconLayer)
      var pop = SpringAnimation(
        keyPath: .transform(.scale), from: 0.3, to: 1, mass: 1, stiffness: 200, damping: 12)
      pop.duration = pop.settlingDuration
      iconLayer.add(pop, forKey: "pop")

      let container = Layer(frame: Rect(x: 120, y: 15, width: 80, height: 120), name: "phone")
      scene.rootLayer.addSublayer(container)
      let front = screenshot(inbox, name: "inbox")
      let back = screenshot(settingsScreen, name: "settings")
      container.addSublayer(front)
      scene.timeline.schedule(at: 0.5) {
        FlipTransition.flip(
          from: front, to: back, in: container, duration: flipDuration,
          timeline: scene.timeline)
      }
    }
  }

  /// A layer showing a 2x screenshot at 80 × 120 points.
  private static func screenshot(_ image: Image, name: String) -> Layer {
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 80, height: 120), name: name)
    layer.contents = LayerContents(image: image, scale: 2)
    layer.cornerRadius = 8
    layer.masksToBounds = true
    return layer
  }

  /// A PNG of the package's `Images` folder.
  private static func image(_ name: String) throws -> Image {
    let url = Bundle.module.url(forResource: "Images", withExtension: nil)!
    return try Image(contentsOfPNGFile: url.appendingPathComponent(name + ".png").path)
  }
}
