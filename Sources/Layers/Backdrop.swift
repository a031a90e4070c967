import Animation
import Pixels

/// What a layer does to what lies behind it before drawing its own background, as a
/// `UIVisualEffectView` with a `UIBlurEffect` does: the pixels behind its bounds are
/// blurred, their saturation changed, and a tint colour laid over them. The defaults change
/// nothing.
public struct Backdrop: Sendable, Hashable {
  /// How far what lies behind is blurred, in points: the standard deviation of the
  /// Gaussian; 0 blurs nothing.
  public var radius: Double
  /// The saturation of what lies behind, after the blur: 1 leaves it, 0 makes it grey,
  /// above 1 makes it more colourful.
  public var saturation: Double
  /// The colour laid over the blurred backdrop (clear: none).
  public var color: Color

  /// A backdrop with the given blur, saturation and tint; the defaults change nothing.
  public init(radius: Double = 0, saturation: Double = 1, color: Color = .clear) {
    self.radius = radius
    self.saturation = saturation
    self.color = color
  }

  /// Whether it changes what lies behind.
  public var isVisible: Bool { radius > 0 || saturation != 1 || color.alpha > 0 }

  /// The value of one of the backdrop's properties, nil for any other property.
  public subscript(property: LayerProperty) -> AnimatableValue? {
    get {
      switch property {
      case .backdropRadius: .scalar(radius)
      case .backdropSaturation: .scalar(saturation)
      case .backdropColor: .color(color)
      default: nil
      }
    }
    set {
      switch (property, newValue) {
      case (.backdropRadius, .scalar(let v)?): radius = v
      case (.backdropSaturation, .scalar(let v)?): saturation = v
      case (.backdropColor, .color(let v)?): color = v
      default: break
      }
    }
  }
}
