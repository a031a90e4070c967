import Foundation
import Geometry
import Layers

extension TouchSystem {
  /// How long a drag addressed to a layer takes to move, in seconds, when it does not say.
  public static let defaultDragDuration = 0.3

  /// A tap on the middle of `layer` at `time`: the finger comes down where the layer's
  /// centre shows then (after its animations and its superlayers' transforms) and lifts
  /// there `duration` seconds later, so a script stays right whatever the canvas size or
  /// layout.
  ///
  /// A layer that is not in the scene's tree at `time`, or that shows edge-on, cannot be
  /// touched: the tap is left out, with a `touch.missed` event in the timeline and a line
  /// on standard error naming the layer.
  public func tap(
    _ layer: Layer, at time: Double, duration: Double = TouchScript.defaultTapDuration,
    finger: Int = 0
  ) {
    timeline.schedule(at: time) { [weak self, weak layer] in
      guard let self, let start = self.centre(of: layer, action: "tap") else { return }
      var script = TouchScript()
      script.tap(at: start, time: self.timeline.now, duration: duration, finger: finger)
      self.run(script)
    }
  }

  /// A drag of `layer` by `translation` points: the finger comes down on the middle of the
  /// layer as it shows at `time`, rests ``TouchScript/defaultHold`` seconds, moves in a
  /// straight line for `duration` seconds, rests again and lifts. As ``tap(_:at:duration:finger:)``,
  /// a layer that is not in the tree at `time` is reported and not touched.
  public func drag(
    _ layer: Layer, by translation: Point, at time: Double,
    duration: Double = TouchSystem.defaultDragDuration, finger: Int = 0
  ) {
    timeline.schedule(at: time) { [weak self, weak layer] in
      guard let self, let start = self.centre(of: layer, action: "drag") else { return }
      let end = Point(x: start.x + translation.x, y: start.y + translation.y)
      let length = start.distance(to: end)
      var script = TouchScript()
      let now = self.timeline.now
      if length > 0, duration > 0 {
        script.drag(along: [start, end], from: now, speed: length / duration, finger: finger)
      } else {
        script.tap(
          at: start, time: now, duration: max(duration, 0) + 2 * TouchScript.defaultHold,
          finger: finger)
      }
      self.run(script)
    }
  }

  /// Where the middle of `layer` shows now, in scene points, or nil (reported) when it cannot
  /// be touched.
  private func centre(of layer: Layer?, action: String) -> Point? {
    let now = timeline.now
    let reason: String
    if let layer {
      var root = layer
      while let parent = root.superlayer { root = parent }
      if root === timeline.rootLayer {
        let bounds = layer.presentedValues(at: now).bounds
        if let point = layer.convertToScene(Point(x: bounds.midX, y: bounds.midY), at: now) {
          return point
        }
        reason = "it shows edge-on or behind the eye"
      } else {
        reason = "it is not in the scene's tree"
      }
    } else {
      reason = "it no longer exists"
    }
    let name = layer?.name.map { "'\($0)'" } ?? "a layer"
    timeline.record(
      "touch.missed",
      [("action", .string(action)), ("layer", .string(name)), ("reason", .string(reason))])
    FileHandle.standardError.write(
      Data("Flipbook: the \(action) on \(name) at \(now) s is left out: \(reason)\n".utf8))
    return nil
  }
}
