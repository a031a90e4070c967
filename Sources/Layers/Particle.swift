import Geometry
import Pixels

/// One particle of an emitter as it shows at a moment, in the emitter layer's coordinates.
public struct Particle: Sendable, Equatable {
  /// The indices of the cells that made it: `[2]` for the third cell of the layer, `[2, 0]`
  /// for the first sub-cell of that one.
  public var cellPath: [Int]
  /// When it was born, in the layer's time.
  public var birthTime: Double
  /// How long it has lived, in seconds.
  public var age: Double
  /// How long it lives, in seconds.
  public var lifetime: Double
  /// Where it is: p₀ + v₀τ + ½aτ² at age τ.
  public var position: SIMD3<Double>
  /// Its velocity: v₀ + aτ.
  public var velocity: SIMD3<Double>
  /// How far it has turned about z, in radians: its spin times its age.
  public var angle: Double
  /// Its scale: its scale at birth plus the cell's `scaleSpeed` times its age (never below
  /// 0), times the layer's `scale` and, for a sub-cell's particle, its parent's scale.
  public var scale: Double
  /// The colour its image is multiplied by: its colour at birth plus the cell's speeds
  /// times its age, each component within 0...1, times its parent's colour for a sub-cell's.
  public var color: Color
  /// The image it shows and the part drawn (the cell's `contents` and `contentsRect`).
  public var contents: LayerContents?
  /// The part of `contents` drawn, in unit coordinates of the image.
  public var contentsRect: Rect
  /// Its size at scale 1, in points.
  public var size: Size

  /// The particle as a layer: its image over bounds of `size`, centred on its position,
  /// turned by its angle and scaled by its scale, tinted by its colour.
  public var presented: PresentedLayer {
    var values = PropertyValues(
      bounds: Rect(x: 0, y: 0, width: size.width, height: size.height),
      position: Point(x: position.x, y: position.y))
    values.zPosition = position.z
    values.contents = contents
    values.contentsRect = contentsRect
    values.transform =
      Transform3D.scale(x: scale, y: scale, z: 1)
      * Transform3D.rotation(angle: angle, x: 0, y: 0, z: 1)
    var layer = PresentedLayer(name: nil, values: values, sublayers: [])
    layer.colorMultiplier = color
    return layer
  }
}
