import Geometry
import Layers

/// Something that receives the touches that begin on its layer, as a `UIResponder` does: a
/// control or a gesture recogniser. Every later phase of a touch goes to the handler it began
/// on, wherever the finger moves.
public protocol TouchHandler: AnyObject {
  /// The layer whose hits the handler receives (its sublayers' too).
  var layer: Layer { get }
  /// Fingers touched down.
  func touchesBegan(_ touches: [Touch], in system: TouchSystem)
  /// Fingers moved.
  func touchesMoved(_ touches: [Touch], in system: TouchSystem)
  /// Fingers lifted.
  func touchesEnded(_ touches: [Touch], in system: TouchSystem)
  /// Touches were taken away.
  func touchesCancelled(_ touches: [Touch], in system: TouchSystem)
}
