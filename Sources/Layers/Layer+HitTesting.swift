import Geometry

extension Layer {
  /// The opacity below which hit testing passes over a layer (and a view): UIKit's 0.01.
  public static let minimumHitOpacity = 0.01

  /// The frontmost layer of this tree under `point` (in this layer's superlayer
  /// coordinates — the scene's, for a root) as the tree shows at time `t`, transforms and
  /// perspective included; nil when the point misses it. As UIKit does, a layer's sublayers
  /// are searched only when the point is inside its bounds; hidden, fully transparent and
  /// non-interactive layers are skipped, as are layers a view animation is running on
  /// without allowing user interaction.
  public func hitTest(_ point: Point, at t: Double) -> Layer? {
    let presented = presentation(at: t)
    return hitTest(point, presented: presented, toScene: presented.transformToSuperlayer)
  }

  private func hitTest(_ point: Point, presented: PresentedLayer, toScene: Transform3D) -> Layer? {
    guard isUserInteractionEnabled, interactionBlockingAnimations == 0, !presented.isHidden,
      presented.values.opacity >= Self.minimumHitOpacity,
      let local = Self.local(point, toScene: toScene),
      presented.values.bounds.contains(local)
    else { return nil }
    let parentSpace = presented.sublayerSpace * toScene
    let order = presented.sublayers.indices.sorted {
      (presented.sublayers[$0].values.zPosition, $0) > (
        presented.sublayers[$1].values.zPosition, $1
      )
    }
    for index in order where index < sublayers.count {
      let child = presented.sublayers[index]
      if let hit = sublayers[index].hitTest(
        point, presented: child, toScene: child.transformToSuperlayer * parentSpace)
      {
        return hit
      }
    }
    return self
  }

  /// `point`, given in the coordinates of the root's superlayer (the scene), in this layer's
  /// own coordinates as the tree shows at time `t`; nil when it is at or behind the eye.
  public func convertFromScene(_ point: Point, at t: Double) -> Point? {
    transformToScene(at: t).flatMap { Self.local(point, toScene: $0) }
  }

  /// `point`, in this layer's own coordinates, in the scene's as the tree shows at time `t`;
  /// nil when the layer's plane puts it at or behind the eye.
  public func convertToScene(_ point: Point, at t: Double) -> Point? {
    guard let toScene = transformToScene(at: t) else { return nil }
    let p = Homography(toScene).map(x: point.x, y: point.y)
    guard p.w > 0 else { return nil }
    return Point(x: p.x / p.w, y: p.y / p.w)
  }

  /// The matrix from this layer's coordinates to the scene's as the tree shows at time `t`.
  private func transformToScene(at t: Double) -> Transform3D? {
    var path: [Layer] = []
    var layer: Layer? = self
    while let current = layer {
      path.insert(current, at: 0)
      layer = current.superlayer
    }
    var presented = path[0].presentation(at: t)
    var toScene = presented.transformToSuperlayer
    for (depth, current) in path.enumerated().dropFirst() {
      guard let index = path[depth - 1].sublayers.firstIndex(where: { $0 === current }) else {
        return nil
      }
      let parentSpace = presented.sublayerSpace * toScene
      presented = presented.sublayers[index]
      toScene = presented.transformToSuperlayer * parentSpace
    }
    return toScene
  }

  /// A scene point mapped back through a layer-to-scene matrix onto the layer's plane.
  private static func local(_ point: Point, toScene: Transform3D) -> Point? {
    guard let inverse = Homography(toScene).inverted() else { return nil }
    let p = inverse.map(x: point.x, y: point.y)
    // [x y 1]·H⁻¹ = [u v w] with w = 1/W: positive in front of the eye.
    guard p.w > 0 else { return nil }
    return Point(x: p.x / p.w, y: p.y / p.w)
  }
}
