import Animation
import Geometry
import Pixels

/// The shadow a layer casts beneath itself, with `CALayer`'s defaults: opaque black, offset
/// (0, −3), blurred by a radius of 3 points, and invisible, since its opacity is 0.
public struct Shadow: Sendable, Hashable {
  /// The shadow's colour (its alpha multiplies the opacity).
  public var color: Color
  /// How dark the shadow is, 0...1; 0 casts none.
  public var opacity: Double
  /// Where the shadow falls relative to the layer, in the layer's points (y down, so a
  /// negative height puts it above, as in UIKit).
  public var offset: Size
  /// How far the shadow is blurred, in points: the standard deviation of the Gaussian.
  public var radius: Double
  /// The shape the shadow is cast from, in the layer's coordinates; nil casts it from the
  /// layer's composited alpha (its background, contents, border and sublayers).
  public var path: Path?

  /// A shadow with Core Animation's defaults for everything not given.
  public init(
    color: Color = .black, opacity: Double = 0, offset: Size = Size(width: 0, height: -3),
    radius: Double = 3, path: Path? = nil
  ) {
    self.color = color
    self.opacity = opacity
    self.offset = offset
    self.radius = radius
    self.path = path
  }

  /// Whether the shadow shows: a colour and an opacity above 0.
  public var isVisible: Bool { opacity > 0 && color.alpha > 0 }

  /// The value of one of the shadow's properties (`shadowOpacity`, …; an absent path reads
  /// as an empty one, and setting an empty one removes it), nil for any other property.
  public subscript(property: LayerProperty) -> AnimatableValue? {
    get {
      switch property {
      case .shadowColor: .color(color)
      case .shadowOpacity: .scalar(opacity)
      case .shadowOffset: .size(offset)
      case .shadowRadius: .scalar(radius)
      case .shadowPath: .path(path ?? Path())
      default: nil
      }
    }
    set {
      switch (property, newValue) {
      case (.shadowColor, .color(let v)?): color = v
      case (.shadowOpacity, .scalar(let v)?): opacity = v
      case (.shadowOffset, .size(let v)?): offset = v
      case (.shadowRadius, .scalar(let v)?): radius = v
      case (.shadowPath, .path(let v)?): path = v.isEmpty ? nil : v
      default: break
      }
    }
  }

  /// Whether `property` is one of a shadow's.
  public static func owns(_ property: LayerProperty) -> Bool { Shadow()[property] != nil }
}
