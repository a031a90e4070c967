import Animation
import Geometry
import Pixels

/// A colour gradient filling a layer's bounds, as a `CAGradientLayer` draws it: above the
/// background, below the contents. The defaults are Core Animation's.
///
/// Colours are interpolated in sRGB with unpremultiplied components, as Core Graphics'
/// gradients are: from clear (transparent black) to white, the middle is a translucent
/// grey, the banding UIKit users meet and avoid with `white.withAlphaComponent(0)`.
public struct GradientContent: Sendable, Hashable {
  /// How colours spread from the start point to the end point.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Along the line from the start point to the end point, constant across it.
    case axial
    /// Outward from the start point, in an ellipse reaching the end point's x and y
    /// distances.
    case radial
    /// Around the start point, clockwise on screen from the direction of the end point.
    case conic
  }

  /// The colours, in order; none draws nothing, one fills the bounds.
  public var colors: [Color]
  /// Where each colour sits along the gradient, 0...1 and not decreasing; nil spaces them
  /// evenly. Their count must match the colours'.
  public var locations: [Double]?
  /// Where the gradient starts (location 0), in unit coordinates of the bounds.
  public var startPoint: Point
  /// Where the gradient ends (location 1), in unit coordinates of the bounds.
  public var endPoint: Point
  /// The gradient's kind.
  public var type: Kind

  /// A gradient with Core Animation's defaults for everything not given: top to bottom,
  /// evenly spaced, axial.
  public init(
    colors: [Color] = [], locations: [Double]? = nil, startPoint: Point = Point(x: 0.5, y: 0),
    endPoint: Point = Point(x: 0.5, y: 1), type: Kind = .axial
  ) {
    self.colors = colors
    self.locations = locations
    self.startPoint = startPoint
    self.endPoint = endPoint
    self.type = type
  }

  /// Why the gradient cannot be drawn as given, nil when it can: locations that differ in
  /// number from the colours, or that are not finite or go down.
  public var problem: String? {
    guard let locations else { return nil }
    if !colors.isEmpty && locations.count != colors.count {
      return "the gradient has \(colors.count) colors but \(locations.count) locations; "
        + "give one location per colour, or none to space them evenly"
    }
    if let bad = locations.first(where: { !$0.isFinite }) {
      return "the gradient's location \(bad) is not finite"
    }
    if zip(locations, locations.dropFirst()).contains(where: { $0 > $1 }) {
      return "the gradient's locations \(locations) go down; each must be at least the one "
        + "before"
    }
    return nil
  }

  /// The value of one of the gradient's animatable properties (absent locations read as an
  /// empty list, and setting an empty list spaces the colours evenly), nil for any other
  /// property.
  public subscript(property: LayerProperty) -> AnimatableValue? {
    get {
      switch property {
      case .colors: .colors(colors)
      case .locations: .numbers(locations ?? [])
      case .startPoint: .point(startPoint)
      case .endPoint: .point(endPoint)
      default: nil
      }
    }
    set {
      switch (property, newValue) {
      case (.colors, .colors(let v)?): colors = v
      case (.locations, .numbers(let v)?): locations = v.isEmpty ? nil : v
      case (.startPoint, .point(let v)?): startPoint = v
      case (.endPoint, .point(let v)?): endPoint = v
      default: break
      }
    }
  }

  /// Whether `property` is one of a gradient's.
  public static func owns(_ property: LayerProperty) -> Bool {
    GradientContent()[property] != nil
  }
}
