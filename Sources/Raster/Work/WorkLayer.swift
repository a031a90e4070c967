import Geometry
import Layers

/// A layer as the cost model of a render (``RenderWork``) sees it: what it draws and how
/// often. A layer tree at a moment (``TimedLayer``) is one; a scene file's layers, read
/// before anything is built, are another.
package protocol WorkLayer {
  /// The layer's name, for messages.
  var name: String? { get }
  /// The size of its bounds, in points: the largest it takes over the render, where that
  /// is known.
  var boundsSize: Size { get }
  /// How much its transform enlarges it and its sublayers along x and y (1: not at all): the
  /// most over the render, where that is known.
  var magnification: (x: Double, y: Double) { get }
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
  /// Where the layer's emitter is given, for a message that points at it; nil where there
  /// is no such place.
  var emitterLocation: (any Sendable)? { get }
}

extension WorkLayer {
  /// No particles: a layer that cannot be an emitter.
  package var emitter:
    (costs: [(count: Double, area: Double)], renderMode: EmitterContent.RenderMode)?
  { nil }
  /// No place: a layer that cannot be an emitter.
  package var emitterLocation: (any Sendable)? { nil }
}

/// A layer of a model tree as it shows at a moment: its presented values at timeline time
/// `time` (each layer's own time applied), its sublayers and mask the same. A layer under a
/// transition costs the old picture too, as one more sublayer.
package struct TimedLayer: WorkLayer {
  /// What is drawn: a model layer at `time`, or a transition's old picture.
  private enum Node {
    case model(Layer)
    case picture(PresentedLayer)
  }

  private let node: Node
  /// The timeline's time it is seen at.
  package let time: Double
  private let values: PropertyValues

  /// `layer` as it shows at timeline time `time`.
  package init(_ layer: Layer, at time: Double) {
    node = .model(layer)
    self.time = time
    values = layer.presentedValues(at: time)
  }

  private init(picture: PresentedLayer, at time: Double) {
    node = .picture(picture)
    self.time = time
    values = picture.values
  }

  package var name: String? {
    switch node {
    case .model(let layer): layer.name
    case .picture(let picture): picture.name
    }
  }
  package var boundsSize: Size { values.bounds.size }
  package var magnification: (x: Double, y: Double) {
    let t = values.transform
    return (
      (t.m11 * t.m11 + t.m12 * t.m12).squareRoot(), (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
    )
  }
  package var ownLayerCount: Int { 1 }
  package var shape: (path: Path, lineWidth: Double, miterLimit: Double)? {
    values.shape.map { ($0.path, $0.lineWidth, $0.miterLimit) }
  }
  package var text: TextContent? { values.text }
  package var instanceCount: Int { values.replicator?.instanceCount ?? 1 }
  package var sublayers: [TimedLayer] {
    switch node {
    case .model(let layer):
      let old = layer.transitionPicture(at: time).map { TimedLayer(picture: $0, at: time) }
      return layer.sublayers.map { TimedLayer($0, at: time) } + (old.map { [$0] } ?? [])
    case .picture(let picture):
      return picture.sublayers.map { TimedLayer(picture: $0, at: time) }
    }
  }
  package var mask: TimedLayer? {
    switch node {
    case .model(let layer): layer.mask.map { TimedLayer($0, at: time) }
    case .picture(let picture): picture.mask.map { TimedLayer(picture: $0, at: time) }
    }
  }
  package var shadow: (radius: Double, path: Path?)? {
    values.shadow.opacity > 0 ? (values.shadow.radius, values.shadow.path) : nil
  }
  package var shadowLocation: (any Sendable)? { nil }
  package var emitter:
    (costs: [(count: Double, area: Double)], renderMode: EmitterContent.RenderMode)?
  {
    // A transition's old picture is not an emitter: its particles, frozen when it was
    // taken, came from the layer itself, whose emitter is counted.
    guard case .model(let layer) = node else { return nil }
    let system = layer.particleSystem
    guard !system.settings.isEmpty else { return nil }
    let local = layer.localTime(atTimelineTime: time)
    return (system.costs(at: local), system.content(at: local)?.renderMode ?? .unordered)
  }
}
