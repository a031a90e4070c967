import Foundation
import Geometry
import Interaction

/// A screen, as UIKit's `UIScreen`: the scene's canvas — the device's screen when the
/// recording names a device — with the recording's scale.
open class UIScreen: NSObject {
  /// The screen's rectangle in points, upright.
  public let bounds: CGRect
  /// Pixels per point: the recording's scale.
  public let scale: CGFloat
  /// The screen's traits: the scene's.
  public let traitCollection: UITraitCollection

  /// The screen of `scene`.
  init(scene: Scene) {
    bounds = CGRect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
    scale = CGFloat(scene.traits.displayScale)
    traitCollection = UITraitCollection(scene.traits)
  }

  /// The screen of the scene the last window made on this thread shows; before any window,
  /// an empty screen with the default traits, as no scene gives it a size.
  public static var main: UIScreen {
    CurrentTraits.screen?() ?? UIScreen(scene: Scene(size: .zero, duration: 0))
  }

  /// The pixels per point the panel has: the same as ``scale``.
  public var nativeScale: CGFloat { scale }

  /// The screen's rectangle in pixels, upright.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
}
