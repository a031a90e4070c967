import Foundation
import Geometry
import Layers

/// A layer that sends out particles, as Core Animation's `CAEmitterLayer`: each of its
/// ``emitterCells`` gives birth to particles at its rate on the emitter's shape, and each
/// particle flies, spins, scales and changes colour over its lifetime, drawn as its cell's
/// image above the layer's contents and sublayers.
///
/// The emitter runs in the layer's own time from 0, as Core Animation's does: a layer
/// added at 2 s whose `beginTime` is 0 shows the particles of the 2 s before; set
/// `beginTime = CACurrentMediaTime()` to start it empty, as on iOS. A change (`birthRate =
/// 0` to stop) takes effect from the moment it is made, for the particles born after it.
/// The emitter's properties are not animated (a change is never implicit), and the
/// `additive` render mode is refused by the render: the renderer has no additive blending.
open class CAEmitterLayer: CALayer {
  /// A new emitter with no cells.
  public override init() {
    super.init()
    flipbookLayer.emitter = EmitterContent()
  }

  /// The emitter that stands for an engine layer; one that is not an emitter becomes one
  /// with the defaults.
  public override init(flipbookLayer: Layer) {
    super.init(flipbookLayer: flipbookLayer)
    if flipbookLayer.emitter == nil { flipbookLayer.emitter = EmitterContent() }
  }

  /// An emitter from an archive: nil, as archived layers are not decoded here.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The engine's emitter (always there on an emitter layer).
  private var emitter: EmitterContent {
    get { flipbookLayer.emitter ?? EmitterContent() }
    set { flipbookLayer.emitter = newValue }
  }

  /// The cells whose particles the layer emits; nil unless set. The layer keeps a copy of
  /// each cell as it is when this is set.
  open var emitterCells: [CAEmitterCell]? {
    didSet { emitter.emitterCells = (emitterCells ?? []).map(\.flipbookCell) }
  }
  /// Multiplies every cell's birth rate; 1 unless set, 0 stops the births.
  open var birthRate: Float {
    get { Float(emitter.birthRate) }
    set { emitter.birthRate = Double(newValue) }
  }
  /// Multiplies every cell's lifetime; 1 unless set.
  open var lifetime: Float {
    get { Float(emitter.lifetime) }
    set { emitter.lifetime = Double(newValue) }
  }
  /// Multiplies every cell's velocity; 1 unless set.
  open var velocity: Float {
    get { Float(emitter.velocity) }
    set { emitter.velocity = Double(newValue) }
  }
  /// Multiplies every cell's scale; 1 unless set.
  open var scale: Float {
    get { Float(emitter.scale) }
    set { emitter.scale = Double(newValue) }
  }
  /// Multiplies every cell's spin; 1 unless set.
  open var spin: Float {
    get { Float(emitter.spin) }
    set { emitter.spin = Double(newValue) }
  }
  /// The centre of the emission shape, in the layer's coordinates; the origin unless set.
  open var emitterPosition: CGPoint {
    get { CGPoint(emitter.emitterPosition) }
    set { emitter.emitterPosition = Point(newValue) }
  }
  /// The z of the centre of the emission shape; 0 unless set.
  open var emitterZPosition: CGFloat {
    get { emitter.emitterZPosition }
    set { emitter.emitterZPosition = newValue }
  }
  /// The size of the emission shape; zero unless set.
  open var emitterSize: CGSize {
    get { CGSize(width: emitter.emitterSize.width, height: emitter.emitterSize.height) }
    set { emitter.emitterSize = Size(width: newValue.width, height: newValue.height) }
  }
  /// The depth of the emission shape (a cuboid's); 0 unless set.
  open var emitterDepth: CGFloat {
    get { emitter.emitterDepth }
    set { emitter.emitterDepth = newValue }
  }
  /// The shape particles are born on; `.point` unless set. A name Core Animation does not
  /// have is reported and leaves the shape as it was.
  open var emitterShape: CAEmitterLayerEmitterShape {
    get { CAEmitterLayerEmitterShape(rawValue: emitter.emitterShape.rawValue) }
    set { assign(newValue.rawValue, to: \.emitterShape, "emitterShape") }
  }
  /// Which part of the shape particles are born on; `.volume` unless set. A name Core
  /// Animation does not have is reported and leaves the mode as it was.
  open var emitterMode: CAEmitterLayerEmitterMode {
    get { CAEmitterLayerEmitterMode(rawValue: emitter.emitterMode.rawValue) }
    set { assign(newValue.rawValue, to: \.emitterMode, "emitterMode") }
  }
  /// The order particles are drawn in; `.unordered` unless set. `.additive` is kept, and a
  /// render of its particles is refused. A name Core Animation does not have is reported
  /// and leaves the mode as it was.
  open var renderMode: CAEmitterLayerRenderMode {
    get { CAEmitterLayerRenderMode(rawValue: emitter.renderMode.rawValue) }
    set { assign(newValue.rawValue, to: \.renderMode, "renderMode") }
  }
  /// Whether particles keep their depth instead of being flattened into the layer's plane;
  /// false unless set.
  open var preservesDepth: Bool {
    get { emitter.preservesDepth }
    set { emitter.preservesDepth = newValue }
  }
  /// The seed of the particles' random values: the same seed gives the same particles; 0
  /// unless set.
  open var seed: UInt32 {
    get { emitter.seed }
    set { emitter.seed = newValue }
  }

  /// Sets the engine's value named `name`; a name it does not have is reported on
  /// standard error and on the timeline (`emitter.unsupported`) and changes nothing.
  private func assign<Value: RawRepresentable & CaseIterable>(
    _ name: String, to property: WritableKeyPath<EmitterContent, Value>, _ label: String
  ) where Value.RawValue == String {
    if let value = Value(rawValue: name) {
      emitter[keyPath: property] = value
      return
    }
    let message =
      "CAEmitterLayer.\(label) has no \"\(name)\"; it is one of "
      + Value.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("FlipbookQuartz: \(message)\n".utf8))
    flipbookLayer.timeline?.record("emitter.unsupported", [("message", .string(message))])
  }
}
