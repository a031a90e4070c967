import Geometry

extension Layer {
  /// The matrix that maps this layer's coordinates into the scene's (its root's
  /// superlayer's), from the model values — what Core Animation's `convert(_:to:)` reads,
  /// animations aside — with transforms, sublayer transforms and perspective.
  public var modelTransformToScene: Transform3D {
    var matrix = Self.space(of: values).transformToSuperlayer
    var layer = self
    while let parent = layer.superlayer {
      var space = Self.space(of: parent.values)
      if let replicator = parent.values.replicator {
        space.flattensSublayers = !replicator.preservesDepth
      }
      matrix = matrix * space.sublayerSpace * space.transformToSuperlayer
      layer = parent
    }
    return matrix
  }

  /// `point`, in this layer's coordinates, in `other`'s (the scene's when nil), through the
  /// model values; nil when it lies on a plane `other` sees edge-on or from behind the eye.
  public func convert(_ point: Point, to other: Layer?) -> Point? {
    let scene = Homography(modelTransformToScene).map(x: point.x, y: point.y)
    guard scene.w > 0 else { return nil }
    let inScene = Point(x: scene.x / scene.w, y: scene.y / scene.w)
    guard let other else { return inScene }
    guard let inverse = Homography(other.modelTransformToScene).inverted() else { return nil }
    let local = inverse.map(x: inScene.x, y: inScene.y)
    guard local.w > 0 else { return nil }
    return Point(x: local.x / local.w, y: local.y / local.w)
  }

  /// A layer's values as a snapshot without sublayers, for its matrices.
  private static func space(of values: PropertyValues) -> PresentedLayer {
    PresentedLayer(name: nil, values: values, sublayers: [])
  }
}
