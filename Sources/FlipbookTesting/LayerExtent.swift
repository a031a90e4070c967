import Flipbook
import Geometry
import Layers

/// Where a presented layer tree draws, so that a layer snapshot's canvas can hold all of it.
enum LayerExtent {
  /// The canvas of a layer snapshot without a size, in the superlayer's points: from the
  /// origin to the far corner of the layer's frame, grown to the box of everything
  /// `presented` covers.
  static func canvas(for layer: Layer, presented: PresentedLayer) -> Rect {
    var box = (minX: 0.0, minY: 0.0, maxX: layer.frame.maxX, maxY: layer.frame.maxY)
    cover(presented, toSuperlayer: presented.transformToSuperlayer, into: &box)
    return Rect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
  }

  /// `presented` inside a root whose bounds are `canvas`, so that the canvas's top left
  /// corner is drawn at the image's; `presented` itself when that corner is the origin.
  static func placing(_ presented: PresentedLayer, in canvas: Rect) -> PresentedLayer {
    guard canvas.minX != 0 || canvas.minY != 0 else { return presented }
    let root = Layer(frame: Rect(origin: .zero, size: canvas.size))
    root.bounds = canvas
    var placed = root.presentation(at: 0)
    placed.sublayers = [presented]
    return placed
  }

  /// Grows `box` to the corners of `layer`'s bounds, its shadow's reach and its visible
  /// sublayers' and replicated copies', mapped by `toSuperlayer` (the layer's bounds space to
  /// the snapshot's space). The sublayers of a layer that masks to its bounds are clipped to
  /// them, so they add nothing.
  private static func cover(
    _ layer: PresentedLayer, toSuperlayer: Transform3D,
    into box: inout (minX: Double, minY: Double, maxX: Double, maxY: Double)
  ) {
    guard !layer.isHidden else { return }
    let b = layer.values.bounds
    var rects = [b]
    // A shadow reaches 3σ beyond what casts it, moved by its offset.
    let shadow = layer.values.shadow
    if shadow.isVisible && !layer.masksToBounds, let cast = shadow.path?.bounds ?? Optional(b) {
      let reach = 3 * max(shadow.radius, 0)
      let rect = Rect(
        x: cast.minX - reach + shadow.offset.width, y: cast.minY - reach + shadow.offset.height,
        width: cast.width + 2 * reach, height: cast.height + 2 * reach)
      if rect.width.isFinite && rect.height.isFinite { rects.append(rect) }
    }
    let homography = Homography(toSuperlayer)
    for r in rects {
      cover(r, under: homography, into: &box)
    }
    guard !layer.masksToBounds else { return }
    let sublayerSpace = layer.sublayerSpace * toSuperlayer
    for sublayer in layer.sublayers + layer.replicas {
      cover(sublayer, toSuperlayer: sublayer.transformToSuperlayer * sublayerSpace, into: &box)
    }
  }

  /// Grows `box` to the corners of `b` mapped by `homography` that lie in front of the eye.
  private static func cover(
    _ b: Rect, under homography: Homography,
    into box: inout (minX: Double, minY: Double, maxX: Double, maxY: Double)
  ) {
    for (x, y) in [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)] {
      let p = homography.map(x: x, y: y)
      // A corner at or behind the eye has no place on the canvas.
      guard p.w >= Homography.nearPlane, (p.x / p.w).isFinite, (p.y / p.w).isFinite else {
        continue
      }
      box.minX = min(box.minX, p.x / p.w)
      box.minY = min(box.minY, p.y / p.w)
      box.maxX = max(box.maxX, p.x / p.w)
      box.maxY = max(box.maxY, p.y / p.w)
    }
  }
}
