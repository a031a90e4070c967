import Animation
import Geometry
import Pixels

/// What makes a layer a replicator, as `CAReplicatorLayer`: its sublayers are drawn
/// `instanceCount` times, each copy transformed, tinted and delayed from the one before.
/// The defaults are Core Animation's.
public struct ReplicatorContent: Sendable, Hashable {
  /// How many copies of the sublayers are drawn (the first is the sublayers themselves);
  /// 0 or fewer draws none.
  public var instanceCount: Int
  /// The transform that maps each copy from the one before, about the centre of the
  /// replicator's bounds.
  public var instanceTransform: Transform3D
  /// How much later each copy's animations run than the one before's, in seconds.
  public var instanceDelay: Double
  /// What the first copy's colours are multiplied by; white changes nothing.
  public var instanceColor: Color
  /// Added to the red, green, blue and alpha of the colour of each copy after the first,
  /// on top of the one before's (each result kept within 0...1).
  public var instanceRedOffset: Double
  public var instanceGreenOffset: Double
  public var instanceBlueOffset: Double
  public var instanceAlphaOffset: Double
  /// Whether the copies keep their depth in the replicator's 3D space instead of being
  /// flattened into its plane.
  public var preservesDepth: Bool

  /// A replicator with Core Animation's defaults for everything not given: one copy, not
  /// moved, tinted or delayed.
  public init(
    instanceCount: Int = 1, instanceTransform: Transform3D = .identity,
    instanceDelay: Double = 0, instanceColor: Color = .white, instanceRedOffset: Double = 0,
    instanceGreenOffset: Double = 0, instanceBlueOffset: Double = 0,
    instanceAlphaOffset: Double = 0, preservesDepth: Bool = false
  ) {
    self.instanceCount = instanceCount
    self.instanceTransform = instanceTransform
    self.instanceDelay = instanceDelay
    self.instanceColor = instanceColor
    self.instanceRedOffset = instanceRedOffset
    self.instanceGreenOffset = instanceGreenOffset
    self.instanceBlueOffset = instanceBlueOffset
    self.instanceAlphaOffset = instanceAlphaOffset
    self.preservesDepth = preservesDepth
  }

  /// The colour copy `index` (0 for the first) multiplies its colours by.
  public func color(ofInstance index: Int) -> Color {
    let k = Double(index)
    func clamped(_ v: Double) -> Double { min(max(v, 0), 1) }
    return Color(
      red: clamped(instanceColor.red + k * instanceRedOffset),
      green: clamped(instanceColor.green + k * instanceGreenOffset),
      blue: clamped(instanceColor.blue + k * instanceBlueOffset),
      alpha: clamped(instanceColor.alpha + k * instanceAlphaOffset))
  }

  /// The value of one of the replicator's animatable properties, nil for any other.
  public subscript(property: LayerProperty) -> AnimatableValue? {
    get {
      switch property {
      case .instanceTransform: .transform(instanceTransform)
      case .instanceColor: .color(instanceColor)
      case .instanceDelay: .scalar(instanceDelay)
      case .instanceRedOffset: .scalar(instanceRedOffset)
      case .instanceGreenOffset: .scalar(instanceGreenOffset)
      case .instanceBlueOffset: .scalar(instanceBlueOffset)
      case .instanceAlphaOffset: .scalar(instanceAlphaOffset)
      default: nil
      }
    }
    set {
      switch (property, newValue) {
      case (.instanceTransform, .transform(let v)?): instanceTransform = v
      case (.instanceColor, .color(let v)?): instanceColor = v
      case (.instanceDelay, .scalar(let v)?): instanceDelay = v
      case (.instanceRedOffset, .scalar(let v)?): instanceRedOffset = v
      case (.instanceGreenOffset, .scalar(let v)?): instanceGreenOffset = v
      case (.instanceBlueOffset, .scalar(let v)?): instanceBlueOffset = v
      case (.instanceAlphaOffset, .scalar(let v)?): instanceAlphaOffset = v
      default: break
      }
    }
  }

  /// Whether `property` is one of a replicator's.
  public static func owns(_ property: LayerProperty) -> Bool {
    ReplicatorContent()[property] != nil
  }
}
