import Foundation
import Geometry

/// The outline of a shape, as SwiftUI's `Path`: lines and curves in a view's coordinates,
/// what a custom ``Shape`` returns.
public struct Path: Equatable, Sendable {
  /// The engine's path.
  var geometry: Geometry.Path

  /// An empty path.
  public init() { geometry = Geometry.Path() }

  /// A rectangle.
  public init(_ rect: CGRect) {
    geometry = Geometry.Path(rect: Rect(rect))
  }

  /// A rectangle with rounded corners of `cornerRadius`, circular or continuous.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    geometry = Geometry.Path(
      roundedRect: Rect(rect), cornerRadius: Double(cornerRadius), cornerCurve: style.cornerCurve)
  }

  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    geometry = Geometry.Path(ellipseIn: Rect(rect))
  }

  /// A path drawn by `callback`.
  public init(_ callback: (inout Path) -> Void) {
    self.init()
    callback(&self)
  }

  init(geometry: Geometry.Path) { self.geometry = geometry }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) { geometry.move(to: Point(point)) }

  /// A straight line from the current point to `point`.
  public mutating func addLine(to point: CGPoint) { geometry.addLine(to: Point(point)) }

  /// A quadratic Bézier curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    geometry.addQuadCurve(to: Point(point), control: Point(control))
  }

  /// A cubic Bézier curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    geometry.addCurve(to: Point(point), control1: Point(control1), control2: Point(control2))
  }

  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() { geometry.closeSubpath() }

  /// A closed rectangle.
  public mutating func addRect(_ rect: CGRect) { geometry.addRect(Rect(rect)) }

  /// The closed ellipse inscribed in `rect`.
  public mutating func addEllipse(in rect: CGRect) { geometry.addEllipse(in: Rect(rect)) }
}

extension Rect {
  init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }
}

extension Point {
  init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension CGRect {
  init(_ rect: Rect) {
    self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
  }
}
