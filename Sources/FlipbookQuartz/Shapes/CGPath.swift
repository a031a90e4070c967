import Foundation
import Geometry

/// How the open ends of a stroked path look, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable, Hashable {
  /// Square, flush with the end.
  case butt
  /// A half disc of the line's width about the end.
  case round
  /// Square, reaching half the width past the end.
  case square

  /// The engine's cap.
  var flipbookCap: StrokeStyle.LineCap {
    switch self {
    case .butt: .butt
    case .round: .round
    case .square: .square
    }
  }
}

/// How the corners of a stroked path look, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable, Hashable {
  /// The outer edges extended until they meet, bevelled past the miter limit.
  case miter
  /// A disc's sector about the corner.
  case round
  /// The outer corners joined by a straight line.
  case bevel

  /// The engine's join.
  var flipbookJoin: StrokeStyle.LineJoin {
    switch self {
    case .miter: .miter
    case .round: .round
    case .bevel: .bevel
    }
  }
}

/// Which points a path's fill covers, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable, Hashable {
  /// Covered where the path winds round the point a non-zero number of times.
  case winding
  /// Covered where a ray from the point crosses the path an odd number of times.
  case evenOdd

  /// The engine's rule.
  var flipbookRule: FillRule { self == .winding ? .nonZero : .evenOdd }
}

/// The kind of one element of a path, as Core Graphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable, Hashable {
  /// Starts a subpath at `points[0]`.
  case moveToPoint
  /// A line to `points[0]`.
  case addLineToPoint
  /// A quadratic curve with control `points[0]` to `points[1]`.
  case addQuadCurveToPoint
  /// A cubic curve with controls `points[0]`, `points[1]` to `points[2]`.
  case addCurveToPoint
  /// A line back to the subpath's start, which ends the subpath.
  case closeSubpath
}

/// One element of a path as ``CGPath/applyWithBlock(_:)`` hands it over, as Core Graphics'
/// `CGPathElement`: its kind and its points (control points first), valid during the call.
public struct CGPathElement {
  /// The kind of element.
  public var type: CGPathElementType
  /// The element's points: 1 for a move or line, 2 for a quadratic curve, 3 for a cubic one.
  public var points: UnsafeMutablePointer<CGPoint>
}

/// An immutable shape, as Core Graphics' `CGPath`: subpaths of lines and quadratic and
/// cubic curves, in the coordinates of the layer that draws it (y down on iOS screens).
///
/// A reference type, as in Swift's Core Graphics overlay; two paths are equal when they
/// have the same elements.
open class CGPath: Hashable {
  /// The engine's path.
  public internal(set) var flipbookPath: Path

  /// The engine's path as Core Graphics spells it.
  public init(_ path: Path) {
    flipbookPath = path
  }

  /// A path of the rectangle, mapped by `transform` when given: a move to its minimum
  /// corner and lines round it, closed.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(Path(rect: Rect(rect)).mapped(by: transform?.pointee))
  }

  /// A path of the ellipse inscribed in the rectangle, mapped by `transform` when given.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(Path(ellipseIn: Rect(rect)).mapped(by: transform?.pointee))
  }

  /// A path of the rectangle with quarter-ellipse corners `cornerWidth` wide and
  /// `cornerHeight` high, mapped by `transform` when given.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    var path = Path()
    path.addEllipticalCornerRect(
      Rect(rect), cornerWidth: Double(cornerWidth), cornerHeight: Double(cornerHeight),
      curve: .circular)
    self.init(path.mapped(by: transform?.pointee))
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { flipbookPath.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included;
  /// `CGRect.null` for an empty path.
  public var boundingBox: CGRect { flipbookPath.controlPointBounds.map(CGRect.init) ?? .null }

  /// The smallest rectangle holding every point the path draws, curves included but not
  /// their control points; `CGRect.null` for an empty path.
  public var boundingBoxOfPath: CGRect { flipbookPath.bounds.map(CGRect.init) ?? .null }

  /// The point the next element would start from; the origin for an empty path.
  public var currentPoint: CGPoint { flipbookPath.currentPoint.map(CGPoint.init) ?? .zero }

  /// Whether filling the path, mapped by `transform`, with `rule` covers `point` (each
  /// subpath implicitly closed).
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    flipbookPath.mapped(by: transform).contains(Point(point), using: rule.flipbookRule)
  }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(flipbookPath) }

  /// An immutable copy mapped by `transform` when given.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(flipbookPath.mapped(by: transform?.pointee))
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(flipbookPath) }

  /// A mutable copy mapped by `transform` when given.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    CGMutablePath(flipbookPath.mapped(by: transform?.pointee))
  }

  /// The outline of the path stroked with the given width, caps, joins and miter limit,
  /// mapped by `transform`: a path to fill with the nonzero rule. A width that is negative
  /// or not finite, or a miter limit that is not finite, gives an empty path.
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
    miterLimit: CGFloat, transform: CGAffineTransform = .identity
  ) -> CGPath {
    let style = StrokeStyle(
      width: Double(lineWidth), cap: lineCap.flipbookCap, join: lineJoin.flipbookJoin,
      miterLimit: Double(miterLimit))
    let outline: Path
    do {
      outline = try flipbookPath.strokeOutline(style)
    } catch {
      Self.warn("copy(strokingWithWidth:…) gives an empty path: \(error)")
      outline = Path()
    }
    return CGPath(outline.mapped(by: transform))
  }

  /// The path cut into dashes: `lengths` alternate dash and gap lengths, starting `phase`
  /// into the pattern at each subpath's start, mapped by `transform`. Lengths that are
  /// negative or not finite, or that would cut the path into more than
  /// `Path.maximumDashCount` dashes, give the path undashed.
  public func copy(
    dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
  ) -> CGPath {
    let dashed: Path
    do {
      dashed = try flipbookPath.dashed(pattern: lengths.map(Double.init), phase: Double(phase))
    } catch {
      Self.warn("copy(dashingWithPhase:lengths:) gives the path undashed: \(error)")
      dashed = flipbookPath
    }
    return CGPath(dashed.mapped(by: transform))
  }

  /// Writes a warning about a path operation that could not be done to standard error
  /// (a path belongs to no scene, so no timeline hears of it).
  private static func warn(_ message: String) {
    FileHandle.standardError.write(Data("FlipbookQuartz: CGPath.\(message)\n".utf8))
  }

  /// Calls `block` with each element in order.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
    defer { buffer.deallocate() }
    buffer.initialize(repeating: .zero, count: 3)
    for element in flipbookPath.elements {
      let type: CGPathElementType =
        switch element {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quadCurve: .addQuadCurveToPoint
        case .curve: .addCurveToPoint
        case .close: .closeSubpath
        }
      for (i, p) in element.points.enumerated() { buffer[i] = CGPoint(p) }
      var cgElement = CGPathElement(type: type, points: buffer)
      withUnsafePointer(to: &cgElement) { block($0) }
    }
  }

  /// Calls `function` with `info` and each element in order.
  public func apply(
    info: UnsafeMutableRawPointer?,
    function: (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
  ) {
    applyWithBlock { function(info, $0) }
  }

  /// Whether both paths have the same elements.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs.flipbookPath == rhs.flipbookPath
  }

  /// Hashes the elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(flipbookPath)
  }
}

/// A path built step by step, as Core Graphics' `CGMutablePath`. Every method takes an
/// optional `transform` applied to what it adds (not to the path already there).
open class CGMutablePath: CGPath {
  /// An empty path.
  public init() {
    super.init(Path())
  }

  /// The engine's path, to build on.
  public override init(_ path: Path) {
    super.init(path)
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    flipbookPath.move(to: Point(point).mapped(by: transform))
  }

  /// Adds a line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    flipbookPath.addLine(to: Point(point).mapped(by: transform))
  }

  /// Adds a move to the first point and lines through the others.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// Adds a quadratic Bézier curve from the current point to `end`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    flipbookPath.addQuadCurve(
      to: Point(end).mapped(by: transform), control: Point(control).mapped(by: transform))
  }

  /// Adds a cubic Bézier curve from the current point to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    flipbookPath.addCurve(
      to: Point(end).mapped(by: transform), control1: Point(control1).mapped(by: transform),
      control2: Point(control2).mapped(by: transform))
  }

  /// Adds an arc of the circle about `center` from `startAngle` to `endAngle` (radians
  /// from +x), preceded by a line from the current point to its first point.
  ///
  /// `clockwise` is Core Graphics' own, in a y-up sense: Apple's documentation of this
  /// method says "In a flipped coordinate system (the default for UIView drawing methods in
  /// iOS), specifying a clockwise arc results in a counterclockwise arc after the
  /// transformation is applied." A layer's coordinates here are iOS's (y down), so
  /// `clockwise: true` runs through *decreasing* angles and turns counter-clockwise on
  /// screen — from 0 to π it draws the top half of the circle — exactly as on iOS, and the
  /// opposite of `UIBezierPath`'s `clockwise`.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    adding(transform) {
      $0.addArc(
        center: Point(center), radius: Double(radius), startAngle: Double(startAngle),
        endAngle: Double(endAngle), clockwise: !clockwise)
    }
  }

  /// Adds an arc of the circle about `center` from `startAngle` through `delta` radians,
  /// preceded by a line from the current point. Apple: "A positive value creates a
  /// counter-clockwise arc (in user space coordinates)" — y up, so a positive `delta` runs
  /// through increasing angles, clockwise on an iOS screen (y down).
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    adding(transform) {
      $0.addArc(
        center: Point(center), radius: Double(radius), startAngle: Double(startAngle),
        endAngle: Double(startAngle + delta), clockwise: delta >= 0)
    }
  }

  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End`
  /// and to the line from there to `tangent2End`, preceded by a line to its first point.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    adding(transform) {
      $0.addArc(
        tangent1End: Point(tangent1End), tangent2End: Point(tangent2End), radius: Double(radius))
    }
  }

  /// Adds the rectangle as a closed subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    flipbookPath.addPath(Path(rect: Rect(rect)), transform: transform.flipbookTransform)
  }

  /// Adds each rectangle as a closed subpath.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds the ellipse inscribed in the rectangle as a closed subpath.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    flipbookPath.addPath(Path(ellipseIn: Rect(rect)), transform: transform.flipbookTransform)
  }

  /// Adds the rectangle with quarter-ellipse corners `cornerWidth` wide and `cornerHeight`
  /// high as a closed subpath; corners too big for the sides shrink to fit.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    var path = Path()
    path.addEllipticalCornerRect(
      Rect(rect), cornerWidth: Double(cornerWidth), cornerHeight: Double(cornerHeight),
      curve: .circular)
    flipbookPath.addPath(path, transform: transform.flipbookTransform)
  }

  /// Adds `path`'s subpaths, mapped by `transform`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    flipbookPath.addPath(path.flipbookPath, transform: transform.flipbookTransform)
  }

  /// Closes the current subpath with a line back to its first point.
  public func closeSubpath() {
    flipbookPath.closeSubpath()
  }

  /// Runs `build` on a path that continues from this one's current point in the
  /// untransformed space, then adds what it drew mapped by `transform`.
  private func adding(_ transform: CGAffineTransform, _ build: (inout Path) -> Void) {
    let map = transform.flipbookTransform
    if map == .identity {
      build(&flipbookPath)
      return
    }
    var piece = Path()
    let start = flipbookPath.currentPoint.map { map.inverted()?.apply(to: $0) ?? $0 }
    if let start { piece.move(to: start) }
    build(&piece)
    for element in piece.elements.dropFirst(start == nil ? 0 : 1) {
      flipbookPath.append(element.mapPoints(map.apply(to:)))
    }
  }
}

extension Path {
  /// The path mapped by `transform`, or itself when there is none.
  func mapped(by transform: CGAffineTransform?) -> Path {
    guard let transform, !transform.isIdentity else { return self }
    return applying(transform.flipbookTransform)
  }

  /// Adds a rounded rectangle whose corners are `cornerWidth` wide and `cornerHeight` high
  /// (a circular or continuous corner stretched along one axis): the rounded rectangle of
  /// the rect squeezed so the corners are round, stretched back. Either size 0 (or less)
  /// gives the plain rectangle.
  mutating func addEllipticalCornerRect(
    _ rect: Rect, cornerWidth: Double, cornerHeight: Double, curve: CornerCurve,
    corners: (topLeft: Bool, topRight: Bool, bottomRight: Bool, bottomLeft: Bool) = (
      true, true, true, true
    )
  ) {
    guard cornerWidth > 0, cornerHeight > 0, cornerWidth.isFinite, cornerHeight.isFinite else {
      addRect(rect)
      return
    }
    let stretch = cornerWidth / cornerHeight
    let squeezed = Rect(
      x: rect.minX / stretch, y: rect.minY, width: rect.width / stretch, height: rect.height)
    let r = cornerHeight
    let radii = CornerRadii(
      topLeft: corners.topLeft ? r : 0, topRight: corners.topRight ? r : 0,
      bottomRight: corners.bottomRight ? r : 0, bottomLeft: corners.bottomLeft ? r : 0)
    var round = Path()
    round.addRoundedRect(squeezed, cornerRadii: radii, cornerCurve: curve)
    addPath(round, transform: AffineTransform(scaleX: stretch, y: 1))
  }
}

extension Point {
  /// The point mapped by `transform`.
  func mapped(by transform: CGAffineTransform) -> Point {
    transform.isIdentity ? self : transform.flipbookTransform.apply(to: self)
  }
}
