import Foundation
import Geometry
import Layers
import Pixels

/// How a rounded rectangle's corners meet its edges, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Apple's smooth corners, as `CALayerCornerCurve.continuous`.
  case continuous

  var cornerCurve: Geometry.Path.CornerCurve {
    self == .circular ? .circular : .continuous
  }
}

/// A 2D outline drawn as a view, as SwiftUI's `Shape`: it fills the space it is offered
/// (10 × 10 points when asked for its ideal size) in the foreground colour, or in the colour
/// of ``fill(_:)``, or outlined by ``stroke(_:lineWidth:)``.
public protocol Shape: View {
  /// The outline in `rect`, the frame the view was given, in its own coordinates.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// The shape filled with the foreground colour.
  public var body: _ShapeView<Self> { _ShapeView(shape: self, style: .fill(nil)) }

  /// The shape filled with `color`.
  public func fill(_ color: Color) -> _ShapeView<Self> {
    _ShapeView(shape: self, style: .fill(color))
  }

  /// The shape's outline, `lineWidth` wide and centred on it, in `color`.
  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
    _ShapeView(shape: self, style: .stroke(color, lineWidth: Double(lineWidth)))
  }

  /// The shape's outline, `lineWidth` wide, in the foreground colour.
  public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
    _ShapeView(shape: self, style: .stroke(nil, lineWidth: Double(lineWidth)))
  }

  /// The part of the outline from fraction `from` to fraction `to` of its length.
  public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, from: Double(from), to: Double(to))
  }
}

/// A shape drawn as a view: filled or stroked, in a colour or the foreground colour.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
  public typealias Body = Never
  enum Style {
    case fill(Color?)
    case stroke(Color?, lineWidth: Double)
  }
  let shape: Content
  let style: Style

  func resolve(in context: ResolveContext) -> [Node] {
    let environment = context.environment
    let appearance = environment.colorScheme
    let foreground = environment.foreground ?? .primary
    let trim = (shape as? any TrimmedShape)?.trimRange ?? (0, 1)
    let outline: (CGRect) -> Geometry.Path =
      (shape as? any TrimmedShape)?.untrimmedPath ?? { shape.path(in: $0).geometry }
    let drawing: ShapeDrawing
    switch style {
    case .fill(let color):
      drawing = ShapeDrawing(
        path: outline, fill: (color ?? foreground).resolved(in: appearance), stroke: nil,
        trim: trim)
    case .stroke(let color, let lineWidth):
      drawing = ShapeDrawing(
        path: outline, fill: nil,
        stroke: ((color ?? foreground).resolved(in: appearance), lineWidth), trim: trim)
    }
    return [Node(id: context.path, kind: .shape(drawing))]
  }
}

/// A shape drawn from fraction `from` to fraction `to` of its outline.
public struct _TrimmedShape<Content: Shape>: Shape, TrimmedShape {
  let shape: Content
  let from: Double
  let to: Double

  /// The trimmed outline.
  public func path(in rect: CGRect) -> Path {
    Path(geometry: shape.path(in: rect).geometry.trimmed(from: from, to: to))
  }

  var trimRange: (Double, Double) { (from, to) }
  var untrimmedPath: (CGRect) -> Geometry.Path { { shape.path(in: $0).geometry } }
}

/// A trimmed shape, which strokes by `strokeStart`/`strokeEnd` so that the trim animates.
protocol TrimmedShape {
  var trimRange: (Double, Double) { get }
  var untrimmedPath: (CGRect) -> Geometry.Path { get }
}

/// What a shape node draws: its outline for a frame, and its fill or stroke.
struct ShapeDrawing {
  let path: (CGRect) -> Geometry.Path
  let fill: Pixels.Color?
  let stroke: (color: Pixels.Color, lineWidth: Double)?
  let trim: (from: Double, to: Double)

  /// The engine's shape in a frame of `size`.
  func content(size: Size) -> ShapeContent {
    let outline = path(CGRect(Rect(origin: .zero, size: size)))
    if let stroke {
      return ShapeContent(
        path: outline, fillColor: .clear, strokeColor: stroke.color, lineWidth: stroke.lineWidth,
        strokeStart: trim.from, strokeEnd: trim.to)
    }
    let trimmed =
      trim.from == 0 && trim.to == 1 ? outline : outline.trimmed(from: trim.from, to: trim.to)
    return ShapeContent(path: trimmed, fillColor: fill ?? .clear)
  }
}

/// A rectangle filling its frame, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
  /// A rectangle.
  public init() {}
  /// The frame.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape {
  /// The corners' radius.
  public var cornerRadius: CGFloat
  /// Circular or continuous corners.
  public var style: RoundedCornerStyle

  /// A rectangle whose corners have `cornerRadius`, continuous unless `style` says; as in
  /// SwiftUI, the default style is `.continuous`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
    self.style = style
  }

  /// The frame with rounded corners, the radius at most half the shorter side.
  public func path(in rect: CGRect) -> Path {
    let radius = min(cornerRadius, min(rect.width, rect.height) / 2)
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }
}

/// A circle, as SwiftUI's `Circle`: the largest that fits its frame, centred in it.
public struct Circle: Shape {
  /// A circle.
  public init() {}
  /// The circle centred in `rect`, its diameter the shorter side.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}

/// An ellipse filling its frame, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
  /// An ellipse.
  public init() {}
  /// The ellipse inscribed in `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose shorter sides are half circles, as SwiftUI's `Capsule`.
public struct Capsule: Shape {
  /// Circular or continuous corners.
  public var style: RoundedCornerStyle

  /// A capsule; its corners are circular unless `style` says.
  public init(style: RoundedCornerStyle = .circular) {
    self.style = style
  }

  /// The frame with corners of half its shorter side.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }
}
