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
  /// The device, appearance, text size and layout direction the scene is shown in. A
  /// recording sets them from its settings before the scene is built, and again before it
  /// is recorded; a change is passed to each observer (``observeTraits(_:)``).
  public var traits = Traits() {
    didSet {
      guard traits != oldValue else { return }
      for observer in traitObservers { observer(oldValue) }
    }
  }
  private var traitObservers: [(_ previous: Traits) -> Void] = []

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

  /// Calls `observer` with the traits before each change of ``traits``, after the change.
  public func observeTraits(_ observer: @escaping (_ previous: Traits) -> Void) {
    traitObservers.append(observer)
  }
}
