import Animation
import Foundation
import Geometry
import Layers
import Pixels

/// Which points of a self-overlapping path a shape layer fills (`.nonZero`, `.evenOdd`), as
/// Core Animation's `CAShapeLayerFillRule`.
public typealias CAShapeLayerFillRule = FillRule
/// The shape of a stroke's open ends (`.butt`, `.round`, `.square`), as Core Animation's
/// `CAShapeLayerLineCap`.
public typealias CAShapeLayerLineCap = StrokeStyle.LineCap
/// The shape of a stroke's corners (`.miter`, `.round`, `.bevel`), as Core Animation's
/// `CAShapeLayerLineJoin`.
public typealias CAShapeLayerLineJoin = StrokeStyle.LineJoin
/// How a layer's rounded corners meet its edges (`.circular`, `.continuous`), as Core
/// Animation's `CALayerCornerCurve`.
public typealias CALayerCornerCurve = Path.CornerCurve

/// A layer that fills and strokes a path, as Core Animation's `CAShapeLayer`: the shape is
/// drawn in the layer's bounds coordinates, above its background, below its sublayers.
///
/// The defaults are Core Animation's: filled opaque black, not stroked, line width 1, butt
/// caps, miter joins with limit 10, no dashes, the whole length stroked. `path`,
/// `fillColor`, `strokeColor`, `lineWidth`, `miterLimit`, `lineDashPhase`, `strokeStart`
/// and `strokeEnd` are animatable under those key paths; setting one on a standalone layer
/// animates it implicitly, as ``CALayer`` does its own properties.
open class CAShapeLayer: CALayer {
  /// The layer as it shows now, animations applied: a copy of this type, as Core
  /// Animation's `presentation()` returns; nil before the layer is on a scene.
  open override func presentation() -> CAShapeLayer? {
    super.presentation() as? CAShapeLayer
  }

  /// A new shape layer with an empty frame and no path.
  public override init() {
    super.init()
    flipbookLayer.shape = ShapeContent()
  }

  /// The shape layer that stands for an engine layer; one without a shape gets the
  /// default one.
  public override init(flipbookLayer: Layer) {
    super.init(flipbookLayer: flipbookLayer)
    if flipbookLayer.shape == nil { flipbookLayer.shape = ShapeContent() }
  }

  /// A layer with the model values of `layer`, its shape included when it is a
  /// `CAShapeLayer`, as Core Animation makes the copies it shows.
  public override init(layer: Any) {
    super.init(layer: layer)
    flipbookLayer.shape = (layer as? CAShapeLayer)?.flipbookLayer.shape ?? ShapeContent()
  }

  /// A layer from an archive: nil, as archived layers are not decoded here.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The engine's shape (always there on a shape layer).
  private var shape: ShapeContent {
    get { flipbookLayer.shape ?? ShapeContent() }
    set { flipbookLayer.shape = newValue }
  }

  /// The shape to draw, in the layer's coordinates; nil (or an empty path, which reads back
  /// as nil) draws nothing.
  ///
  /// A change animates implicitly only between paths of the same elements. From a path
  /// shown with other elements — or with none, the usual first path — the new one shows at
  /// once: Core Animation documents the interpolation of such paths as undefined, and a
  /// first path appears without one.
  open var path: CGPath? {
    get { shape.path.isEmpty ? nil : CGPath(shape.path) }
    set {
      let new = newValue?.flipbookPath ?? Path()
      if let timeline = flipbookLayer.timeline,
        let shown = flipbookLayer.presentedValues(at: timeline.now).shape?.path,
        !shown.hasSameElementKinds(as: new)
      {
        shape.path = new
        return
      }
      change("path") { shape.path = new }
    }
  }

  /// The colour filling the path; nil fills nothing (a clear colour reads back as nil).
  /// Opaque black unless set.
  open var fillColor: CGColor? {
    get { shape.fillColor == .clear ? nil : CGColor(shape.fillColor) }
    set { change("fillColor") { shape.fillColor = newValue?.flipbookColor ?? .clear } }
  }

  /// Which points of a self-overlapping path the fill covers; `.nonZero` unless set.
  open var fillRule: CAShapeLayerFillRule {
    get { shape.fillRule }
    set { shape.fillRule = newValue }
  }

  /// The colour of the outline; nil (the default) strokes nothing (a clear colour reads
  /// back as nil).
  open var strokeColor: CGColor? {
    get { shape.strokeColor == .clear ? nil : CGColor(shape.strokeColor) }
    set { change("strokeColor") { shape.strokeColor = newValue?.flipbookColor ?? .clear } }
  }

  /// The width of the outline, centred on the path; 1 unless set.
  open var lineWidth: CGFloat {
    get { shape.lineWidth }
    set { change("lineWidth") { shape.lineWidth = Double(newValue) } }
  }

  /// The shape of the outline's open ends; `.butt` unless set.
  open var lineCap: CAShapeLayerLineCap {
    get { shape.lineCap }
    set { shape.lineCap = newValue }
  }

  /// The shape of the outline's corners; `.miter` unless set.
  open var lineJoin: CAShapeLayerLineJoin {
    get { shape.lineJoin }
    set { shape.lineJoin = newValue }
  }

  /// The longest miter join, in line widths, before it is bevelled; 10 unless set.
  open var miterLimit: CGFloat {
    get { shape.miterLimit }
    set { change("miterLimit") { shape.miterLimit = Double(newValue) } }
  }

  /// Dash and gap lengths, alternately; nil (the default) or empty for a solid outline.
  open var lineDashPattern: [NSNumber]? {
    get { shape.lineDashPattern.isEmpty ? nil : shape.lineDashPattern.map { NSNumber(value: $0) } }
    set { shape.lineDashPattern = newValue?.map(\.doubleValue) ?? [] }
  }

  /// How far into the dash pattern the outline starts; 0 unless set.
  open var lineDashPhase: CGFloat {
    get { shape.lineDashPhase }
    set { change("lineDashPhase") { shape.lineDashPhase = Double(newValue) } }
  }

  /// Where the outline starts, as a fraction 0...1 of the path's length; 0 unless set.
  open var strokeStart: CGFloat {
    get { shape.strokeStart }
    set { change("strokeStart") { shape.strokeStart = Double(newValue) } }
  }

  /// Where the outline ends, as a fraction 0...1 of the path's length; 1 unless set.
  open var strokeEnd: CGFloat {
    get { shape.strokeEnd }
    set { change("strokeEnd") { shape.strokeEnd = Double(newValue) } }
  }
}
