import Geometry
import Pixels

/// One kind of particle an emitter sends out, as Core Animation's `CAEmitterCell`: how
/// often, how long each lives, which way it flies, how it spins, scales and changes colour,
/// and the cells each of its particles emits in turn. A range `r` around a value `v` draws
/// each particle's value uniformly from v − r up to v + r. The defaults are Core
/// Animation's.
public struct EmitterCell: Sendable, Equatable {
  /// The cell's name, for key paths (`emitterCells.spark.birthRate`).
  public var name: String?
  /// Whether the cell emits; one that does not adds no particles.
  public var isEnabled = true
  /// Particles born a second (times the layer's `birthRate`).
  public var birthRate = 0.0
  /// Seconds each particle lives (times the layer's `lifetime`).
  public var lifetime = 0.0
  /// How far a particle's lifetime may differ from `lifetime`.
  public var lifetimeRange = 0.0
  /// The angle of the emission direction out of the xy plane, toward +z, in radians.
  public var emissionLatitude = 0.0
  /// The angle of the emission direction in the xy plane, in radians from the +x axis toward
  /// +y: −π/2 is up on a y-down screen, as in Apple's firework example.
  public var emissionLongitude = 0.0
  /// How far a particle's longitude may differ from `emissionLongitude`, in radians.
  public var emissionRange = 0.0
  /// The speed particles leave at, in points a second (times the layer's `velocity`).
  public var velocity = 0.0
  /// How far a particle's speed may differ from `velocity`.
  public var velocityRange = 0.0
  /// The acceleration along x, in points a second squared.
  public var xAcceleration = 0.0
  /// The acceleration along y (positive falls down a y-down screen).
  public var yAcceleration = 0.0
  /// The acceleration along z.
  public var zAcceleration = 0.0
  /// The scale a particle is born at (times the layer's `scale`).
  public var scale = 1.0
  /// How far a particle's scale at birth may differ from `scale`.
  public var scaleRange = 0.0
  /// How fast a particle's scale changes, a second.
  public var scaleSpeed = 0.0
  /// How fast a particle turns about z, in radians a second (times the layer's `spin`).
  public var spin = 0.0
  /// How far a particle's spin may differ from `spin`.
  public var spinRange = 0.0
  /// The colour a particle's image is multiplied by at birth.
  public var color = Color.white
  /// How far a particle's red at birth may differ from `color`'s.
  public var redRange = 0.0
  /// How far a particle's green at birth may differ from `color`'s.
  public var greenRange = 0.0
  /// How far a particle's blue at birth may differ from `color`'s.
  public var blueRange = 0.0
  /// How far a particle's alpha at birth may differ from `color`'s.
  public var alphaRange = 0.0
  /// How fast a particle's red changes, a second.
  public var redSpeed = 0.0
  /// How fast a particle's green changes, a second.
  public var greenSpeed = 0.0
  /// How fast a particle's blue changes, a second.
  public var blueSpeed = 0.0
  /// How fast a particle's alpha changes, a second (negative fades it out).
  public var alphaSpeed = 0.0
  /// The image each particle shows, at its scale (`contentsScale`): an image of 20 × 20 px
  /// at scale 2 makes a particle of 10 × 10 pt at particle scale 1. Nil draws nothing.
  public var contents: LayerContents?
  /// The part of `contents` drawn, in unit coordinates of the image.
  public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
  /// When the cell starts emitting, in seconds: in the layer's time for a top-level cell, in
  /// its parent particle's age for a sub-cell.
  public var beginTime = 0.0
  /// How long the cell emits from `beginTime`, in seconds; 0 emits as long as there is
  /// time (the layer's, or the parent particle's life).
  public var duration = 0.0
  /// The cells each particle of this cell emits, from where the particle is, their
  /// longitude relative to its direction, their colour and scale multiplied by its own.
  public var emitterCells: [EmitterCell] = []

  /// The most levels of cells within cells an emitter takes, its own cells the first (our
  /// choice; Apple's effects use two or three).
  public static let maximumDepth = 8

  /// A cell with Core Animation's defaults: no births until `birthRate` and `lifetime` are
  /// set.
  public init() {}

  /// The size of a particle of scale 1, in points: the drawn part of the image at its scale.
  public var particleSize: Size {
    guard let contents else { return Size(width: 0, height: 0) }
    let scale = contents.scale > 0 ? contents.scale : 1
    return Size(
      width: Double(contents.image.width) * abs(contentsRect.width) / scale,
      height: Double(contents.image.height) * abs(contentsRect.height) / scale)
  }
}
