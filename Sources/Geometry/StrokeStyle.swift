/// How a path's outline is drawn: Core Graphics' and `CAShapeLayer`'s stroke parameters.
public struct StrokeStyle: Sendable, Hashable {
  /// The shape at the open ends of a stroke (`CAShapeLayerLineCap`).
  public enum LineCap: String, Sendable, Hashable, CaseIterable {
    /// Square, flush with the end.
    case butt
    /// A half disc of the stroke's width about the end.
    case round
    /// Square, reaching half the width past the end.
    case square
  }

  /// The shape where two segments meet (`CAShapeLayerLineJoin`).
  public enum LineJoin: String, Sendable, Hashable, CaseIterable {
    /// The outer edges extended until they meet, unless the point reaches past the miter
    /// limit, when the join is bevelled.
    case miter
    /// A disc's sector about the meeting point.
    case round
    /// The outer corners joined by a straight line.
    case bevel
  }

  /// Why a stroke cannot be drawn.
  public enum Error: Swift.Error, Sendable, Hashable, CustomStringConvertible {
    /// The width is negative or not finite.
    case invalidWidth(Double)
    /// The miter limit is not finite.
    case invalidMiterLimit(Double)
    /// A dash length is negative or not finite.
    case invalidDashPattern([Double])
    /// The dash phase is not finite.
    case invalidDashPhase(Double)
    /// The dash pattern would cut the path into more than `limit` dashes.
    case tooManyDashes(limit: Int)

    public var description: String {
      switch self {
      case .invalidWidth(let w):
        "stroke width \(w) is not a finite number of at least 0"
      case .invalidMiterLimit(let m): "miter limit \(m) is not finite"
      case .invalidDashPattern(let p):
        "dash pattern \(p) has a length that is negative or not finite"
      case .invalidDashPhase(let p): "dash phase \(p) is not finite"
      case .tooManyDashes(let limit):
        "the dash pattern cuts the path into more than \(limit) dashes"
      }
    }
  }

  /// The width of the stroke, centred on the path; 0 outlines nothing here (a hairline is
  /// one device pixel wide: stroke `flattenedPolylines(through:tolerance:)` in device space).
  public var width: Double
  /// The shape of open ends.
  public var cap: LineCap
  /// The shape of corners.
  public var join: LineJoin
  /// The longest miter, as a multiple of the width, before a miter join is bevelled.
  public var miterLimit: Double
  /// Lengths of dashes and gaps, alternately, starting with a dash; empty for a solid
  /// line. An odd count repeats once more to make pairs, as SVG and Core Graphics do.
  public var dashPattern: [Double]
  /// How far into the dash pattern each subpath starts.
  public var dashPhase: Double

  /// A stroke style; the defaults are `CAShapeLayer`'s.
  public init(
    width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
    dashPattern: [Double] = [], dashPhase: Double = 0
  ) {
    self.width = width
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
    self.dashPattern = dashPattern
    self.dashPhase = dashPhase
  }

  /// Throws when a value cannot be drawn.
  public func validate() throws(Error) {
    guard width.isFinite, width >= 0 else { throw .invalidWidth(width) }
    guard miterLimit.isFinite else { throw .invalidMiterLimit(miterLimit) }
    guard dashPattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      throw .invalidDashPattern(dashPattern)
    }
    guard dashPhase.isFinite else { throw .invalidDashPhase(dashPhase) }
  }
}
