import Geometry
import Pixels

/// An immutable snapshot of a layer and its sublayers at one moment: what the renderer draws.
/// Two snapshots are equal when they would draw the same. The layer's properties
/// (``PropertyValues``, animations applied) read on it by name: `presented.opacity`.
@dynamicMemberLookup
public struct PresentedLayer: Sendable, Equatable {
  /// The layer's name.
  public var name: String?
  /// The layer's properties with animations applied.
  public var values: PropertyValues
  /// The sublayers, back to front in the order they were added.
  public var sublayers: [PresentedLayer]
  /// A replicator's copies of its sublayers after the first, drawn after them in order:
  /// containers over its bounds holding each copy, transformed, tinted and delayed.
  public var replicas: [PresentedLayer] = []
  /// What every colour of the layer and its sublayers is multiplied by (a replicated copy's
  /// instance colour); white changes nothing.
  public var colorMultiplier = Color.white
  /// Whether the sublayers are flattened into the layer's plane, as Core Animation does for
  /// every layer but a transform layer (and a replicator's copies).
  public var flattensSublayers = true
  /// Holds the mask, since a value cannot hold itself directly.
  private var maskStorage: [PresentedLayer] = []

  /// The mask, in this layer's coordinates: its alpha multiplies the layer and its
  /// sublayers.
  public var mask: PresentedLayer? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }

  /// A snapshot from its parts.
  public init(name: String?, values: PropertyValues, sublayers: [PresentedLayer]) {
    self.name = name
    self.values = values
    self.sublayers = sublayers
  }

  /// One of the layer's properties as presented (``PropertyValues``).
  public subscript<Value>(dynamicMember property: WritableKeyPath<PropertyValues, Value>) -> Value
  {
    get { values[keyPath: property] }
    set { values[keyPath: property] = newValue }
  }

  /// The matrix that maps this layer's bounds coordinates into its superlayer's:
  /// T(−o) · transform · T(position, zPosition), with o = bounds.origin + anchorPoint · size.
  public var transformToSuperlayer: Transform3D {
    let v = values
    let ox = v.bounds.minX + v.anchorPoint.x * v.bounds.width
    let oy = v.bounds.minY + v.anchorPoint.y * v.bounds.height
    return Transform3D.translation(x: -ox, y: -oy, z: 0)
      * v.transform
      * Transform3D.translation(x: v.position.x, y: v.position.y, z: v.zPosition)
  }

  /// The matrix applied to the sublayers' coordinates: sublayerTransform about the anchor
  /// point, T(−o) · sublayerTransform · T(o).
  public var sublayerTransformAboutAnchor: Transform3D {
    let v = values
    if v.sublayerTransform.isIdentity { return .identity }
    let ox = v.bounds.minX + v.anchorPoint.x * v.bounds.width
    let oy = v.bounds.minY + v.anchorPoint.y * v.bounds.height
    return Transform3D.translation(x: -ox, y: -oy, z: 0) * v.sublayerTransform
      * Transform3D.translation(x: ox, y: oy, z: 0)
  }

  /// The matrix that drops z: Core Animation flattens each sublayer into its superlayer's
  /// plane (unless the superlayer is a transform layer).
  public static let flattening: Transform3D = {
    var f = Transform3D.identity
    f.m33 = 0
    return f
  }()

  /// The matrix from the sublayers' parent space into this layer's own space: the
  /// sublayerTransform about the anchor point, then flattening (unless the layer keeps its
  /// sublayers' depth).
  public var sublayerSpace: Transform3D {
    flattensSublayers
      ? sublayerTransformAboutAnchor * Self.flattening : sublayerTransformAboutAnchor
  }
}
