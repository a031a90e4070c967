import Animation
import Geometry

/// A scroll view's motion on screen: its layer's `bounds.origin` along the two axes'
/// curves, computed at each moment from the time since the motion began, so that every
/// frame shows the curve itself whatever the frame rate.
struct ScrollAnimation: LayerAnimation {
  /// The key path it animates.
  static let keyPath = try! AnimationKeyPath("bounds.origin")

  /// The horizontal axis: the content offset's x.
  let x: ScrollPhysics.Axis
  /// The vertical axis: the content offset's y.
  let y: ScrollPhysics.Axis
  /// When and how long it runs: the begin time is set when it is added.
  var timing: MediaTiming
  /// Removed when it ends: the model offset is already the rest.
  var isRemovedOnCompletion = true

  /// The motion of the two axes, lasting as long as the longer.
  init(x: ScrollPhysics.Axis, y: ScrollPhysics.Axis) {
    self.x = x
    self.y = y
    timing = MediaTiming(duration: max(x.duration, y.duration))
  }

  /// How long it moves, in seconds.
  var duration: Double { timing.duration }

  /// Where the two axes rest.
  var rest: Point { Point(x: x.rest, y: y.rest) }

  /// The offset `t` seconds after it began.
  func offset(at t: Double) -> Point {
    Point(x: x.value(at: t), y: y.value(at: t))
  }

  /// Accepts any motion: the curves are finite by construction.
  func validate() throws {}

  /// The offset at the layer's time `time`, while it runs.
  func values(
    at time: Double, current: (AnimationKeyPath) -> AnimatableValue?
  ) -> [(keyPath: AnimationKeyPath, value: AnimatableValue)] {
    let elapsed = time - timing.beginTime
    guard elapsed >= 0, elapsed <= duration else { return [] }
    return [(Self.keyPath, .point(offset(at: elapsed)))]
  }
}
