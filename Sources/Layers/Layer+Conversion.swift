import Geometry

extension Layer {
  /// The matrix that maps this layer's coordinates into the scene's (its root's
  /// superlayer's), from the model values — what Core Animation's `convert(_:to:)` reads,
  /// animations aside — with transforms, sublayer transforms and perspective.
  public var modelTransformToScene: Transform3D {
    transformToScene { $0.values }
  }

  /// `point`, in this layer's coordinates, in `other`'s (the scene's when nil), through the
  /// model values; nil when it lies on a plane `other` sees edge-on or from behind the eye.
  public func convert(_ point: Point, to other: Layer?) -> Point? {
    guard let inScene = Self.project(point, through: Homography(modelTransformToScene)) else {
      return nil
    }
    guard let other else { return inScene }
    return Self.local(inScene, toScene: other.modelTransformToScene)
  }

  /// `point`, in the scene's coordinates (the root's superlayer's), in this layer's, through
  /// the model values; nil when this layer's plane is seen edge-on or from behind the eye.
  public func convert(fromScene point: Point) -> Point? {
    Self.local(point, toScene: modelTransformToScene)
  }

  /// `point`, given in the coordinates of the root's superlayer (the scene), in this layer's
  /// own coordinates as the tree shows at time `t`; nil when it is at or behind the eye.
  public func convertFromScene(_ point: Point, at t: Double) -> Point? {
    Self.local(point, toScene: transformToScene { $0.presentedValues(at: t) })
  }

  /// `point`, in this layer's own coordinates, in the scene's as the tree shows at time `t`;
  /// nil when the layer's plane puts it at or behind the eye.
  public func convertToScene(_ point: Point, at t: Double) -> Point? {
    Self.project(point, through: Homography(transformToScene { $0.presentedValues(at: t) }))
  }

  /// The matrix from this layer's coordinates to the scene's, each layer on the way up
  /// taking the values `values` gives it: only this layer and its ancestors are read.
  private func transformToScene(_ values: (Layer) -> PropertyValues) -> Transform3D {
    var matrix = Self.space(of: values(self)).transformToSuperlayer
    var layer = self
    while let parent = layer.superlayer {
      let parentValues = values(parent)
      var space = Self.space(of: parentValues)
      if let replicator = parentValues.replicator {
        space.flattensSublayers = !replicator.preservesDepth
      }
      matrix = matrix * space.sublayerSpace * space.transformToSuperlayer
      layer = parent
    }
    return matrix
  }

  /// A layer's values as a snapshot without sublayers, for its matrices.
  private static func space(of values: PropertyValues) -> PresentedLayer {
    PresentedLayer(name: nil, values: values, sublayers: [])
  }
}
