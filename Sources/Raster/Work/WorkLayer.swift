import Geometry
import Layers

/// A layer as the cost model of a render (``RenderWork``) sees it: what it draws and how
/// often. A layer tree at a moment (``TimedLayer``) is one; a scene file's layers, read
/// before anything is built, are another.
package protocol WorkLayer {
  /// The layer's name, for messages.
  var name: String? { get }
  /// The size of its bounds, in points.
  var boundsSize: Size { get }
  /// The layers it stands for: 1, or more for a scene file's control, whose title, image
  /// and background are layers of their own once built.
  var ownLayerCount: Int { get }
  /// Its shape, with the stroke's width and miter limit, if it has one.
  var shape: (path: Path, lineWidth: Double, miterLimit: Double)? { get }
  /// Its text, if it has any.
  var text: TextContent? { get }
  /// How many times its sublayers are drawn: a replicator's instance count, else 1.
  var instanceCount: Int { get }
  /// Its sublayers.
  var sublayers: [Self] { get }
  /// Its mask.
  var mask: Self? { get }
  /// Its shadow, when it shows one: the largest blur radius it takes and the path it is
  /// cast from (nil: the layer's alpha).
  var shadow: (radius: Double, path: Path?)? { get }
  /// Where the layer's shadow radius is given, for a message that points at it; nil where
  /// there is no such place.
  var shadowLocation: (any Sendable)? { get }
  /// For an emitter, an upper bound of the particles each of its cells makes at the moment
  /// with the area one covers, in square points, and how they are drawn; nil for other
  /// layers.
  var emitter: (costs: [(count: Double, area: Double)], renderMode: EmitterContent.RenderMode)?
  { get }
}

extension WorkLayer {
  /// No particles: a layer that cannot be an emitter.
  package var emitter:
    (costs: [(count: Double, area: Double)], renderMode: EmitterContent.RenderMode)?
  { nil }
}

/// A layer of a model tree as it shows at a moment: its presented values at timeline time
/// `time` (each layer's own time applied), its sublayers and mask the same.
package struct TimedLayer: WorkLayer {
  /// The layer.
  package let layer: Layer
  /// The timeline's time it is seen at.
  package let time: Double
  private let values: PropertyValues

  /// `layer` as it shows at timeline time `time`.
  package init(_ layer: Layer, at time: Double) {
    self.layer = layer
    self.time = time
    values = layer.presentedValues(at: time)
  }

  package var name: String? { layer.name }
  package var boundsSize: Size { values.bounds.size }
  package var ownLayerCount: Int { 1 }
  package var shape: (path: Path, lineWidth: Double, miterLimit: Double)? {
    values.shape.map { ($0.path, $0.lineWidth, $0.miterLimit) }
  }
  package var text: TextContent? { values.text }
  package var instanceCount: Int { values.replicator?.instanceCount ?? 1 }
  package var sublayers: [TimedLayer] { layer.sublayers.map { TimedLayer($0, at: time) } }
  package var mask: TimedLayer? { layer.mask.map { TimedLayer($0, at: time) } }
  package var shadow: (radius: Double, path: Path?)? {
    values.shadow.opacity > 0 ? (values.shadow.radius, values.shadow.path) : nil
  }
  package var shadowLocation: (any Sendable)? { nil }
  package var emitter:
    (costs: [(count: Double, area: Double)], renderMode: EmitterContent.RenderMode)?
  {
    let system = layer.particleSystem
    guard !system.settings.isEmpty else { return nil }
    let local = layer.localTime(atTimelineTime: time)
    return (system.costs(at: local), system.content(at: local)?.renderMode ?? .unordered)
  }
}
