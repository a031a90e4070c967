import FlipbookSwiftUI
import Geometry
import Interaction
import Layers

/// A view shown in a new scene of `width` × `height` points (no device, so the whole scene
/// is offered to it), with its host.
func hosted<Content: View>(
  _ view: Content, width: Double = 300, height: Double = 200, duration: Double = 3
)
  -> (scene: Scene, host: ViewHost)
{
  let scene = Scene(size: Size(width: width, height: height), duration: duration)
  return (scene, ViewHost(rootView: view, in: scene))
}

extension ViewHost {
  /// The layer marked `identifier`, which the test needs.
  func required(_ identifier: String) -> Layer {
    guard let found = layer(withIdentifier: identifier) else {
      fatalError("no layer marked \(identifier)")
    }
    return found
  }

  /// The frame of the layer marked `identifier` in scene coordinates, from the model.
  func frame(of identifier: String) -> Rect {
    let layer = required(identifier)
    let bounds = layer.bounds
    let origin = layer.convert(Point(x: 0, y: 0), to: nil)!
    let end = layer.convert(Point(x: bounds.size.width, y: bounds.size.height), to: nil)!
    return Rect(x: origin.x, y: origin.y, width: end.x - origin.x, height: end.y - origin.y)
  }
}

/// Whether two rectangles agree within a thousandth of a point.
func same(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.origin.x - b.origin.x) < 1e-3 && abs(a.origin.y - b.origin.y) < 1e-3
    && abs(a.size.width - b.size.width) < 1e-3 && abs(a.size.height - b.size.height) < 1e-3
}
