import Foundation
import Geometry

/// Corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
  /// The corners as bits.
  public let rawValue: UInt

  /// Corners from their bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top-left corner (minimum x and y).
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners = UIRectCorner(rawValue: 0b1111)
}

/// A path with the attributes to stroke it, as UIKit's `UIBezierPath`, in a view's
/// coordinates (y down). Give a `CAShapeLayer` its ``cgPath``.
///
/// `clockwise` means clockwise as seen on screen: with y down, angles grow clockwise, so
/// `clockwise: true` runs through increasing angles. Apple's documentation of
/// `init(arcCenter:radius:startAngle:endAngle:clockwise:)`: "specifying a start angle of 0
/// radians, an end angle of π radians, and setting the clockwise parameter to true draws the
/// bottom half of the circle". `CGMutablePath.addArc(center:…:clockwise:)` means the
/// opposite on screen, as on iOS.
///
/// Rounded rectangles have continuous corners (`CALayerCornerCurve.continuous`), as UIKit's
/// have since iOS 7 ("All rounded rectangles drawn with UIKit now use the new, updated
/// shape", PaintCode's measurements of `bezierPathWithRoundedRect:cornerRadius:`).
open class UIBezierPath: NSObject {
  /// The engine's path.
  public var flipbookPath: Path
  /// The width of the stroke; 1 unless set.
  open var lineWidth: CGFloat = 1
  /// The shape of open ends.
  open var lineCapStyle = CGLineCap.butt
  /// The shape of corners.
  open var lineJoinStyle = CGLineJoin.miter
  /// The longest miter, in line widths, before a corner is bevelled; 10 unless set.
  open var miterLimit: CGFloat = 10
  /// How closely curves are drawn, in pixels; 0.6 unless set (the rasterizer draws to a
  /// tenth of a pixel whatever it is).
  open var flatness: CGFloat = 0.6
  /// Whether ``contains(_:)`` uses the even-odd rule rather than the nonzero one.
  open var usesEvenOddFillRule = false
  private var dashPattern: [CGFloat] = []
  private var dashPhase: CGFloat = 0

  /// An empty path.
  public override init() {
    flipbookPath = Path()
    super.init()
  }

  /// The engine's path as UIKit spells it.
  public init(_ path: Path) {
    flipbookPath = path
    super.init()
  }

  /// A closed path round the rectangle, clockwise on screen from its top-left corner.
  public convenience init(rect: CGRect) {
    self.init(Path(rect: Rect(rect)))
  }

  /// A closed path of the ellipse inscribed in the rectangle, clockwise on screen.
  public convenience init(ovalIn rect: CGRect) {
    self.init(Path(ellipseIn: Rect(rect)))
  }

  /// A closed rounded rectangle with continuous corners of `cornerRadius`; radii too big
  /// for the sides shrink to fit (a capsule at half the shorter side).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      Path(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius), cornerCurve: .continuous))
  }

  /// A closed rectangle with the given corners rounded (continuous corners) and the others
  /// square. Each rounded corner is `cornerRadii.width` wide and `cornerRadii.height` high
  /// ("the radius of each corner oval").
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    var path = Path()
    path.addEllipticalCornerRect(
      Rect(rect), cornerWidth: Double(cornerRadii.width),
      cornerHeight: Double(cornerRadii.height), curve: .continuous,
      corners: (
        corners.contains(.topLeft), corners.contains(.topRight), corners.contains(.bottomRight),
        corners.contains(.bottomLeft)
      ))
    self.init(path)
  }

  /// An open arc of the circle about `center` from `startAngle` to `endAngle` (radians from
  /// +x); `clockwise` as seen on screen (see the type's documentation).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path with the elements of `cgPath`.
  public convenience init(cgPath: CGPath) {
    self.init(cgPath.flipbookPath)
  }

  /// The path as Core Graphics' (a copy); setting it replaces the elements.
  open var cgPath: CGPath {
    get { CGPath(flipbookPath) }
    set { flipbookPath = newValue.flipbookPath }
  }

  /// The smallest rectangle holding every point of the path, control points included;
  /// `CGRect.null` for an empty path.
  open var bounds: CGRect { flipbookPath.controlPointBounds.map(CGRect.init) ?? .null }

  /// The point the next element starts from; the origin for an empty path.
  open var currentPoint: CGPoint { flipbookPath.currentPoint.map(CGPoint.init) ?? .zero }

  /// Whether the path has no elements.
  open var isEmpty: Bool { flipbookPath.isEmpty }

  /// Whether the path's fill (each subpath closed) covers `point`, by ``usesEvenOddFillRule``.
  open func contains(_ point: CGPoint) -> Bool {
    flipbookPath.contains(Point(point), using: usesEvenOddFillRule ? .evenOdd : .nonZero)
  }

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) {
    flipbookPath.move(to: Point(point))
  }

  /// Adds a line from the current point to `point`.
  open func addLine(to point: CGPoint) {
    flipbookPath.addLine(to: Point(point))
  }

  /// Adds a cubic Bézier curve from the current point to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    flipbookPath.addCurve(
      to: Point(endPoint), control1: Point(controlPoint1), control2: Point(controlPoint2))
  }

  /// Adds a quadratic Bézier curve from the current point to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    flipbookPath.addQuadCurve(to: Point(endPoint), control: Point(controlPoint))
  }

  /// Adds an arc of the circle about `center`, preceded by a line from the current point to
  /// its first point; `clockwise` as seen on screen (see the type's documentation).
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    flipbookPath.addArc(
      center: Point(center), radius: Double(radius), startAngle: Double(startAngle),
      endAngle: Double(endAngle), clockwise: clockwise)
  }

  /// Closes the current subpath with a line back to its first point.
  open func close() {
    flipbookPath.closeSubpath()
  }

  /// Adds `bezierPath`'s subpaths after this path's.
  open func append(_ bezierPath: UIBezierPath) {
    flipbookPath.addPath(bezierPath.flipbookPath)
  }

  /// Maps every point by `transform`.
  open func apply(_ transform: CGAffineTransform) {
    flipbookPath = flipbookPath.mapped(by: transform)
  }

  /// The same shape drawn the other way, with this path's attributes.
  open func reversing() -> UIBezierPath {
    let result = UIBezierPath(flipbookPath.reversed())
    result.lineWidth = lineWidth
    result.lineCapStyle = lineCapStyle
    result.lineJoinStyle = lineJoinStyle
    result.miterLimit = miterLimit
    result.flatness = flatness
    result.usesEvenOddFillRule = usesEvenOddFillRule
    result.dashPattern = dashPattern
    result.dashPhase = dashPhase
    return result
  }

  /// Removes every element.
  open func removeAllPoints() {
    flipbookPath = Path()
  }

  /// Sets the dash pattern: `count` lengths from `pattern` (dash, gap, …), starting `phase`
  /// into it; nil or 0 for a solid line.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
    dashPhase = phase
  }

  /// Copies the dash pattern into `pattern` (when given, with room for `count` values),
  /// its length into `count` and its phase into `phase`.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern {
      for (i, length) in dashPattern.enumerated() { pattern[i] = length }
    }
    count?.pointee = dashPattern.count
    phase?.pointee = dashPhase
  }
}
