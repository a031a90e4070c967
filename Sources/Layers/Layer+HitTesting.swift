import Geometry

extension Layer {
  /// The opacity below which hit testing passes over a layer (and a view): UIKit's 0.01.
  public static let minimumHitOpacity = 0.01

  /// The frontmost layer of this tree under `point` (in this layer's superlayer
  /// coordinates — the scene's, for a root) as the tree shows at time `t`, transforms and
  /// perspective included; nil when the point misses it. As UIKit does, a layer's sublayers
  /// are searched only when the point is inside its bounds; hidden, fully transparent and
  /// non-interactive layers are skipped, as are layers a view animation is running on
  /// without allowing user interaction. A layer under a transition is searched as it is
  /// now, not as the transition's two pictures.
  public func hitTest(_ point: Point, at t: Double) -> Layer? {
    let presented = presentation(at: t, composingTransitions: false)
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

  /// A scene point mapped back through a layer-to-scene matrix onto the layer's plane.
  static func local(_ point: Point, toScene: Transform3D) -> Point? {
    guard let inverse = Homography(toScene).inverted() else { return nil }
    return project(point, through: inverse)
  }

  /// `point` mapped through `homography`; nil at or behind the eye, where [x y 1]·H = [u v w]
  /// has w ≤ 0.
  static func project(_ point: Point, through homography: Homography) -> Point? {
    let p = homography.map(x: point.x, y: point.y)
    guard p.w > 0 else { return nil }
    return Point(x: p.x / p.w, y: p.y / p.w)
  }
}
