import Geometry

/// What makes a layer a particle emitter, as `CAEmitterLayer`: the shape particles are born
/// on, the cells that give them their kinds, and the multipliers applied to every cell. The
/// defaults are Core Animation's.
///
/// A layer keeps the emitter it had at each moment it changed, so the particles shown at a
/// time are those each setting gave birth to while it was in effect (see
/// `Layer.particleSystem`).
public struct EmitterContent: Sendable, Equatable {
  /// Where particles are born: a shape of Core Animation's, placed by `emitterPosition`,
  /// `emitterZPosition`, `emitterSize` and `emitterDepth` as Apple's documentation of
  /// `CAEmitterLayerEmitterShape` gives.
  public enum Shape: String, Sendable, CaseIterable {
    /// The point (emitterPosition, emitterZPosition).
    case point
    /// The line of width `emitterSize.width` along x, centred on the position.
    case line
    /// The rectangle of `emitterSize` centred on the position.
    case rectangle
    /// The box of `emitterSize` and `emitterDepth` centred on the position.
    case cuboid
    /// The circle of radius `emitterSize.width` about the position, in the xy plane.
    case circle
    /// The sphere of radius `emitterSize.width` about the position.
    case sphere
  }

  /// Which part of the shape particles are born on.
  public enum Mode: String, Sendable, CaseIterable {
    /// The shape's corners (a line's two ends; a circle's or sphere's centre).
    case points
    /// The shape's outline (a rectangle's edges, a cuboid's twelve edges, a circle's
    /// circumference, a sphere's surface).
    case outline
    /// The shape's surface (a rectangle's or circle's area, a cuboid's faces).
    case surface
    /// The shape's inside (a cuboid's or sphere's volume, a flat shape's area).
    case volume
  }

  /// The order particles are drawn in.
  public enum RenderMode: String, Sendable, CaseIterable {
    /// Core Animation's default, in no promised order: here, cell by cell in the order
    /// of `emitterCells`, oldest first, each particle just below the particles it emitted.
    case unordered
    /// Oldest drawn first, so the youngest are on top.
    case oldestFirst
    /// Oldest drawn last, on top.
    case oldestLast
    /// Smallest z first (farthest back when z points at the viewer).
    case backToFront
    /// Colours added instead of drawn over each other; not drawn here (the renderer has no
    /// additive blending): a render of it is refused.
    case additive
  }

  /// The cells emitted, each a kind of particle.
  public var emitterCells: [EmitterCell] = []
  /// Multiplies every cell's birth rate.
  public var birthRate = 1.0
  /// Multiplies every cell's lifetime.
  public var lifetime = 1.0
  /// Multiplies every cell's velocity.
  public var velocity = 1.0
  /// Multiplies every cell's scale.
  public var scale = 1.0
  /// Multiplies every cell's spin.
  public var spin = 1.0
  /// The centre of the emission shape in the layer's coordinates.
  public var emitterPosition = Point.zero
  /// The z of the centre of the emission shape.
  public var emitterZPosition = 0.0
  /// The size of the emission shape.
  public var emitterSize = Size(width: 0, height: 0)
  /// The depth of the emission shape (a cuboid's).
  public var emitterDepth = 0.0
  /// The shape particles are born on.
  public var emitterShape = Shape.point
  /// Which part of the shape particles are born on.
  public var emitterMode = Mode.volume
  /// The order particles are drawn in.
  public var renderMode = RenderMode.unordered
  /// Whether particles keep their depth instead of being flattened into the layer's plane.
  public var preservesDepth = false
  /// The seed of every particle's random values: the same seed gives the same particles.
  public var seed: UInt32 = 0

  /// An emitter with Core Animation's defaults: a point at the origin, no cells.
  public init() {}
}
