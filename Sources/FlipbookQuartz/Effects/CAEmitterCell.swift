import Foundation
import Geometry
import Layers
import Pixels

/// One kind of particle a ``CAEmitterLayer`` sends out, as Core Animation's
/// `CAEmitterCell`: how often, for how long, which way, and how each particle spins, scales
/// and changes colour. A range `r` around a value `v` gives each particle a value drawn
/// uniformly from v − r up to v + r; a speed changes the value by that much a second.
///
/// The defaults are Core Animation's: a new cell emits nothing until its `birthRate` and
/// `lifetime` are set. A layer takes a copy of its cells when its `emitterCells` is set, as
/// Core Animation does: change a cell afterwards and set the layer's `emitterCells` again
/// (or use the layer's `emitterCells.<name>.<property>` key paths) for the change to show.
open class CAEmitterCell: NSObject {
  /// The engine's cell, without its sub-cells and contents.
  private var cell = EmitterCell()

  /// A new cell that emits nothing until its birth rate and lifetime are set.
  public override init() {
    super.init()
  }

  /// The name, for the layer's key paths `emitterCells.<name>.<property>`.
  open var name: String? {
    get { cell.name }
    set { cell.name = newValue }
  }
  /// Whether the cell emits; true unless set.
  open var isEnabled: Bool {
    get { cell.isEnabled }
    set { cell.isEnabled = newValue }
  }
  /// Particles born a second (times the layer's `birthRate`); 0 unless set.
  open var birthRate: Float {
    get { Float(cell.birthRate) }
    set { cell.birthRate = Double(newValue) }
  }
  /// Seconds each particle lives (times the layer's `lifetime`); 0 unless set.
  open var lifetime: Float {
    get { Float(cell.lifetime) }
    set { cell.lifetime = Double(newValue) }
  }
  /// How far a particle's lifetime may differ from `lifetime`.
  open var lifetimeRange: Float {
    get { Float(cell.lifetimeRange) }
    set { cell.lifetimeRange = Double(newValue) }
  }
  /// The emission angle out of the xy plane, toward +z, in radians.
  open var emissionLatitude: CGFloat {
    get { cell.emissionLatitude }
    set { cell.emissionLatitude = newValue }
  }
  /// The emission angle in the xy plane, in radians from +x toward +y (down the screen):
  /// −π/2 emits upward.
  open var emissionLongitude: CGFloat {
    get { cell.emissionLongitude }
    set { cell.emissionLongitude = newValue }
  }
  /// How far a particle's emission longitude may differ from `emissionLongitude`.
  open var emissionRange: CGFloat {
    get { cell.emissionRange }
    set { cell.emissionRange = newValue }
  }
  /// The speed particles leave at, in points a second (times the layer's `velocity`).
  open var velocity: CGFloat {
    get { cell.velocity }
    set { cell.velocity = newValue }
  }
  /// How far a particle's speed may differ from `velocity`.
  open var velocityRange: CGFloat {
    get { cell.velocityRange }
    set { cell.velocityRange = newValue }
  }
  /// The acceleration along x, in points a second squared.
  open var xAcceleration: CGFloat {
    get { cell.xAcceleration }
    set { cell.xAcceleration = newValue }
  }
  /// The acceleration along y; positive falls down the screen.
  open var yAcceleration: CGFloat {
    get { cell.yAcceleration }
    set { cell.yAcceleration = newValue }
  }
  /// The acceleration along z.
  open var zAcceleration: CGFloat {
    get { cell.zAcceleration }
    set { cell.zAcceleration = newValue }
  }
  /// The scale a particle is born at (times the layer's `scale`); 1 unless set.
  open var scale: CGFloat {
    get { cell.scale }
    set { cell.scale = newValue }
  }
  /// How far a particle's scale may differ from `scale`.
  open var scaleRange: CGFloat {
    get { cell.scaleRange }
    set { cell.scaleRange = newValue }
  }
  /// How fast a particle's scale changes, a second.
  open var scaleSpeed: CGFloat {
    get { cell.scaleSpeed }
    set { cell.scaleSpeed = newValue }
  }
  /// How fast a particle turns, in radians a second (times the layer's `spin`).
  open var spin: CGFloat {
    get { cell.spin }
    set { cell.spin = newValue }
  }
  /// How far a particle's spin may differ from `spin`.
  open var spinRange: CGFloat {
    get { cell.spinRange }
    set { cell.spinRange = newValue }
  }
  /// The colour each particle's image is multiplied by; opaque white unless set, and nil
  /// reads back as white.
  open var color: CGColor? {
    get { CGColor(cell.color) }
    set { cell.color = newValue?.flipbookColor ?? .white }
  }
  /// How far a particle's red may differ from `color`'s.
  open var redRange: Float {
    get { Float(cell.redRange) }
    set { cell.redRange = Double(newValue) }
  }
  /// How far a particle's green may differ from `color`'s.
  open var greenRange: Float {
    get { Float(cell.greenRange) }
    set { cell.greenRange = Double(newValue) }
  }
  /// How far a particle's blue may differ from `color`'s.
  open var blueRange: Float {
    get { Float(cell.blueRange) }
    set { cell.blueRange = Double(newValue) }
  }
  /// How far a particle's alpha may differ from `color`'s.
  open var alphaRange: Float {
    get { Float(cell.alphaRange) }
    set { cell.alphaRange = Double(newValue) }
  }
  /// How fast a particle's red changes, a second.
  open var redSpeed: Float {
    get { Float(cell.redSpeed) }
    set { cell.redSpeed = Double(newValue) }
  }
  /// How fast a particle's green changes, a second.
  open var greenSpeed: Float {
    get { Float(cell.greenSpeed) }
    set { cell.greenSpeed = Double(newValue) }
  }
  /// How fast a particle's blue changes, a second.
  open var blueSpeed: Float {
    get { Float(cell.blueSpeed) }
    set { cell.blueSpeed = Double(newValue) }
  }
  /// How fast a particle's alpha changes, a second; negative fades it out.
  open var alphaSpeed: Float {
    get { Float(cell.alphaSpeed) }
    set { cell.alphaSpeed = Double(newValue) }
  }
  /// The image each particle shows, a `CGImage` (`UIImage.cgImage`), or nil for particles
  /// that show nothing (and may still emit sub-cells). Anything else is reported on
  /// standard error and leaves the contents as they were.
  open var contents: Any? {
    get { contentsImage }
    set {
      switch newValue {
      case nil: contentsImage = nil
      case let image as CGImage: contentsImage = image
      case let other?:
        FileHandle.standardError.write(
          Data(
            ("FlipbookQuartz: CAEmitterCell.contents takes a CGImage or nil, not "
              + "\(type(of: other)); give an image's cgImage\n").utf8))
      }
    }
  }
  private var contentsImage: CGImage?
  /// Pixels per point of `contents`: a particle of scale 1 is the image's size divided by
  /// it; 1 unless set.
  open var contentsScale: CGFloat = 1
  /// The part of the contents drawn, in unit coordinates of the image; all of it unless set.
  open var contentsRect: CGRect {
    get { CGRect(cell.contentsRect) }
    set { cell.contentsRect = Rect(newValue) }
  }
  /// When the cell starts emitting, in seconds: in the layer's time for a top-level cell,
  /// in the age of the particle that emits it for a sub-cell; 0 unless set.
  open var beginTime: CFTimeInterval {
    get { cell.beginTime }
    set { cell.beginTime = newValue }
  }
  /// How long the cell emits from `beginTime`; 0 (the default) emits as long as there is
  /// time.
  open var duration: CFTimeInterval {
    get { cell.duration }
    set { cell.duration = newValue }
  }
  /// The cells each particle of this one emits, from where it is, at angles relative to its
  /// direction, their colour and scale multiplied by its own; nil unless set.
  open var emitterCells: [CAEmitterCell]?

  /// The engine's cell as the cell is now, sub-cells and contents included. Sub-cells
  /// nested deeper than ``maximumDepth`` (a cell among its own sub-cells, say) are left out
  /// and reported on standard error.
  public var flipbookCell: EmitterCell { engineCell(depth: 1) }

  /// The most levels of cells within cells a layer takes (our choice; Apple's effects use
  /// two or three).
  public static let maximumDepth = EmitterCell.maximumDepth

  private func engineCell(depth: Int) -> EmitterCell {
    var value = cell
    value.contents = contentsImage.map {
      LayerContents(image: $0.flipbookImage, scale: Double(contentsScale))
    }
    guard let emitterCells, !emitterCells.isEmpty else { return value }
    guard depth < Self.maximumDepth else {
      FileHandle.standardError.write(
        Data(
          ("FlipbookQuartz: emitter cells nested more than \(Self.maximumDepth) deep (a cell "
            + "among its own sub-cells?); the deeper ones are left out\n").utf8))
      return value
    }
    value.emitterCells = emitterCells.map { $0.engineCell(depth: depth + 1) }
    return value
  }
}
