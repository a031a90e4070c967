import Animation
import Geometry
import Pixels

/// A path filled and stroked in a layer's bounds coordinates, as a `CAShapeLayer` draws it:
/// above the background and contents, below the sublayers and the border. The defaults are
/// Core Animation's.
public struct ShapeContent: Sendable, Hashable {
  /// The shape, in the layer's coordinates (y down). An empty path draws nothing.
  public var path: Path
  /// The colour filling the path; clear fills nothing (`fillColor = nil`).
  public var fillColor: Color
  /// Which points of a self-overlapping path the fill covers.
  public var fillRule: FillRule
  /// The colour of the outline; clear (the default) strokes nothing.
  public var strokeColor: Color
  /// The width of the outline, centred on the path; 0 is a hairline, one pixel wide.
  public var lineWidth: Double
  /// The shape of the outline's open ends.
  public var lineCap: StrokeStyle.LineCap
  /// The shape of the outline's corners.
  public var lineJoin: StrokeStyle.LineJoin
  /// The longest miter join, in line widths, before it is bevelled.
  public var miterLimit: Double
  /// Dash and gap lengths, alternately; empty for a solid outline.
  public var lineDashPattern: [Double]
  /// How far into the dash pattern the outline starts.
  public var lineDashPhase: Double
  /// Where the outline starts, as a fraction 0...1 of the path's length over all subpaths.
  public var strokeStart: Double
  /// Where the outline ends, as a fraction 0...1 of the path's length over all subpaths.
  public var strokeEnd: Double

  /// A shape with `CAShapeLayer`'s defaults for everything not given: filled opaque black,
  /// not stroked, line width 1, butt caps, miter joins with limit 10, no dashes, the
  /// whole length stroked.
  public init(
    path: Path = Path(), fillColor: Color = .black, fillRule: FillRule = .nonZero,
    strokeColor: Color = .clear, lineWidth: Double = 1, lineCap: StrokeStyle.LineCap = .butt,
    lineJoin: StrokeStyle.LineJoin = .miter, miterLimit: Double = 10,
    lineDashPattern: [Double] = [], lineDashPhase: Double = 0, strokeStart: Double = 0,
    strokeEnd: Double = 1
  ) {
    self.path = path
    self.fillColor = fillColor
    self.fillRule = fillRule
    self.strokeColor = strokeColor
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.lineDashPattern = lineDashPattern
    self.lineDashPhase = lineDashPhase
    self.strokeStart = strokeStart
    self.strokeEnd = strokeEnd
  }

  /// The outline's width, caps, joins and dashes.
  public var strokeStyle: StrokeStyle {
    StrokeStyle(
      width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit,
      dashPattern: lineDashPattern, dashPhase: lineDashPhase)
  }

  /// The value of one of the shape's animatable properties (`path`, `fillColor`, …), nil
  /// for a property that is not a shape's.
  public subscript(property: LayerProperty) -> AnimatableValue? {
    get {
      switch property {
      case .path: .path(path)
      case .fillColor: .color(fillColor)
      case .strokeColor: .color(strokeColor)
      case .lineWidth: .scalar(lineWidth)
      case .miterLimit: .scalar(miterLimit)
      case .lineDashPhase: .scalar(lineDashPhase)
      case .strokeStart: .scalar(strokeStart)
      case .strokeEnd: .scalar(strokeEnd)
      default: nil
      }
    }
    set {
      switch (property, newValue) {
      case (.path, .path(let v)?): path = v
      case (.fillColor, .color(let v)?): fillColor = v
      case (.strokeColor, .color(let v)?): strokeColor = v
      case (.lineWidth, .scalar(let v)?): lineWidth = v
      case (.miterLimit, .scalar(let v)?): miterLimit = v
      case (.lineDashPhase, .scalar(let v)?): lineDashPhase = v
      case (.strokeStart, .scalar(let v)?): strokeStart = v
      case (.strokeEnd, .scalar(let v)?): strokeEnd = v
      default: break
      }
    }
  }

  /// Whether `property` is one of a shape's.
  public static func owns(_ property: LayerProperty) -> Bool {
    ShapeContent()[property] != nil
  }
}
