import Geometry
import Layers
import Pixels

/// An animation ready to record: a canvas, a layer tree on a timeline, and the touches and
/// events scheduled on it. Build one, then hand it to a recording.
public final class Scene {
  /// The canvas size in points.
  public let size: Size
  /// How long the recording runs, in seconds.
  public let duration: Double
  /// The colour behind the layers.
  public let background: Color
  /// The clock and event queue; its root layer is the scene's.
  public let timeline: Timeline
  /// Routes scripted touches to the scene's controls.
  public let touches: TouchSystem

  /// A scene of `size` points lasting `duration` seconds, with a root layer filling it.
  public init(size: Size, duration: Double, background: Color = .white) {
    self.size = size
    self.duration = duration
    self.background = background
    let root = Layer(frame: Rect(origin: .zero, size: size), name: "root")
    timeline = Timeline(rootLayer: root)
    touches = TouchSystem(timeline: timeline)
  }

  /// The root of the layer tree.
  public var rootLayer: Layer { timeline.rootLayer }
}
