import Animation
import Foundation
import Geometry
import Layers
import Pixels

/// A layer that draws its sublayers several times, as Core Animation's
/// `CAReplicatorLayer`: each copy after the first is transformed by `instanceTransform`
/// (about the centre of the bounds) from the one before, tinted by the instance colour
/// plus the offsets, and its animations run `instanceDelay` later.
///
/// The defaults are Core Animation's: one copy, not moved, tinted or delayed.
/// `instanceTransform`, `instanceDelay`, `instanceColor` and the four colour offsets are
/// animatable under those key paths (`"instanceTransform.rotation.z"` too); setting one on a
/// standalone layer animates it implicitly. `instanceCount` and `preservesDepth` are not.
open class CAReplicatorLayer: CALayer {
  /// The layer as it shows now, animations applied: a copy of this type, as Core
  /// Animation's `presentation()` returns; nil before the layer is on a scene.
  open override func presentation() -> CAReplicatorLayer? {
    super.presentation() as? CAReplicatorLayer
  }

  /// A new replicator with an empty frame and one copy.
  public override init() {
    super.init()
    flipbookLayer.replicator = ReplicatorContent()
  }

  /// The replicator that stands for an engine layer; one that is not a replicator becomes
  /// one with the defaults.
  public override init(flipbookLayer: Layer) {
    super.init(flipbookLayer: flipbookLayer)
    if flipbookLayer.replicator == nil { flipbookLayer.replicator = ReplicatorContent() }
  }

  /// A layer with the model values of `layer`, its replicator included when it is a
  /// `CAReplicatorLayer`, as Core Animation makes the copies it shows.
  public override init(layer: Any) {
    super.init(layer: layer)
    flipbookLayer.replicator =
      (layer as? CAReplicatorLayer)?.flipbookLayer.replicator ?? ReplicatorContent()
  }

  /// A layer from an archive: nil, as archived layers are not decoded here.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The engine's replicator (always there on a replicator layer).
  private var replicator: ReplicatorContent {
    get { flipbookLayer.replicator ?? ReplicatorContent() }
    set { flipbookLayer.replicator = newValue }
  }

  /// How many copies of the sublayers are drawn, the sublayers themselves included; 1
  /// unless set, and 0 or fewer draws none.
  open var instanceCount: Int {
    get { replicator.instanceCount }
    set { replicator.instanceCount = newValue }
  }

  /// The transform from each copy to the next, about the centre of the bounds; the
  /// identity unless set.
  open var instanceTransform: CATransform3D {
    get { replicator.instanceTransform }
    set { change("instanceTransform") { replicator.instanceTransform = newValue } }
  }

  /// How much later each copy's animations run than the one before's, in seconds; 0
  /// unless set.
  open var instanceDelay: CFTimeInterval {
    get { replicator.instanceDelay }
    set { change("instanceDelay") { replicator.instanceDelay = newValue } }
  }

  /// What the first copy's colours are multiplied by; opaque white (no change) unless set,
  /// and nil reads back as white.
  open var instanceColor: CGColor? {
    get { CGColor(replicator.instanceColor) }
    set { change("instanceColor") { replicator.instanceColor = newValue?.flipbookColor ?? .white } }
  }

  /// Added to the red of the instance colour for each copy after the first; 0 unless set.
  open var instanceRedOffset: Float {
    get { Float(replicator.instanceRedOffset) }
    set { change("instanceRedOffset") { replicator.instanceRedOffset = Double(newValue) } }
  }

  /// Added to the green of the instance colour for each copy after the first; 0 unless set.
  open var instanceGreenOffset: Float {
    get { Float(replicator.instanceGreenOffset) }
    set { change("instanceGreenOffset") { replicator.instanceGreenOffset = Double(newValue) } }
  }

  /// Added to the blue of the instance colour for each copy after the first; 0 unless set.
  open var instanceBlueOffset: Float {
    get { Float(replicator.instanceBlueOffset) }
    set { change("instanceBlueOffset") { replicator.instanceBlueOffset = Double(newValue) } }
  }

  /// Added to the alpha of the instance colour for each copy after the first (a negative
  /// offset fades the copies out); 0 unless set.
  open var instanceAlphaOffset: Float {
    get { Float(replicator.instanceAlphaOffset) }
    set { change("instanceAlphaOffset") { replicator.instanceAlphaOffset = Double(newValue) } }
  }

  /// Whether the copies keep their depth instead of being flattened into the replicator's
  /// plane; false unless set.
  open var preservesDepth: Bool {
    get { replicator.preservesDepth }
    set { replicator.preservesDepth = newValue }
  }
}
