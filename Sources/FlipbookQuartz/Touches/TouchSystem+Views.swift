import Foundation
import Geometry
import Interaction

extension TouchSystem {
  /// A tap on the middle of `view` at `time` (seconds of the scene): the finger comes down
  /// where the view's centre shows then and lifts `duration` seconds later, so the script
  /// finds a button wherever layout put it, on any device.
  ///
  /// A view that is not in the window at `time` cannot be touched: the tap is left out, with
  /// a `touch.missed` event in the timeline and a line on standard error.
  public func tap(
    _ view: UIView, at time: TimeInterval,
    duration: TimeInterval = TouchScript.defaultTapDuration, finger: Int = 0
  ) {
    tap(view.layer.flipbookLayer, at: time, duration: duration, finger: finger)
  }

  /// A drag of `view` by `translation` points: down on its middle at `time`, a short rest,
  /// a straight move lasting `duration` seconds, a rest, and the lift. A view that is not in
  /// the window at `time` is reported and not touched.
  public func drag(
    _ view: UIView, by translation: CGPoint, at time: TimeInterval,
    duration: TimeInterval = TouchSystem.defaultDragDuration, finger: Int = 0
  ) {
    drag(
      view.layer.flipbookLayer, by: Point(x: Double(translation.x), y: Double(translation.y)),
      at: time, duration: duration, finger: finger)
  }
}
