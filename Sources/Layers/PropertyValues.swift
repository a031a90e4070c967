import Animation
import Geometry
import Pixels

/// The animatable properties of one layer, as plain values.
public struct PropertyValues: Sendable, Hashable {
  /// The bounds.
  public var bounds: Rect
  /// The position in the superlayer.
  public var position: Point
  /// The anchor point, in unit coordinates of the bounds.
  public var anchorPoint: Point
  /// The z position.
  public var zPosition: Double
  /// The transform about the anchor point.
  public var transform: Transform3D
  /// The transform applied to the sublayers.
  public var sublayerTransform: Transform3D
  /// The opacity, 0...1.
  public var opacity: Double
  /// The background colour (clear when none).
  public var backgroundColor: Color
  /// The corner radius.
  public var cornerRadius: Double
  /// The border width.
  public var borderWidth: Double
  /// The border colour.
  public var borderColor: Color
  /// The shape, with its animatable properties (`path`, `strokeEnd`, …) as they show; nil
  /// for a layer without one, where animations of them change nothing.
  public var shape: ShapeContent?
  /// The shadow.
  public var shadow: Shadow
  /// The gradient, with its animatable properties as they show; nil for a layer without
  /// one.
  public var gradient: GradientContent?
  /// What makes the layer a replicator, with its animatable properties as they show; nil
  /// for a layer that is not one.
  public var replicator: ReplicatorContent?

  /// The model values of a layer.
  public init(of layer: Layer) {
    bounds = layer.bounds
    position = layer.position
    anchorPoint = layer.anchorPoint
    zPosition = layer.zPosition
    transform = layer.transform
    sublayerTransform = layer.sublayerTransform
    opacity = layer.opacity
    backgroundColor = layer.backgroundColor ?? .clear
    cornerRadius = layer.cornerRadius
    borderWidth = layer.borderWidth
    borderColor = layer.borderColor
    shape = layer.shape
    shadow = layer.shadow
    gradient = layer.gradient
    replicator = layer.replicator
  }

  /// A property's value; setting a value of the wrong kind leaves the property unchanged. A
  /// shape's property reads as `CAShapeLayer`'s default on a layer without a shape, where
  /// setting it changes nothing; likewise a gradient's and a replicator's.
  public subscript(property: LayerProperty) -> AnimatableValue {
    get {
      switch property {
      case .bounds: .rect(bounds)
      case .position: .point(position)
      case .anchorPoint: .point(anchorPoint)
      case .zPosition: .scalar(zPosition)
      case .transform: .transform(transform)
      case .sublayerTransform: .transform(sublayerTransform)
      case .opacity: .scalar(opacity)
      case .backgroundColor: .color(backgroundColor)
      case .cornerRadius: .scalar(cornerRadius)
      case .borderWidth: .scalar(borderWidth)
      case .borderColor: .color(borderColor)
      case .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius, .shadowPath:
        shadow[property]!
      case .path, .fillColor, .strokeColor, .lineWidth, .miterLimit, .lineDashPhase,
        .strokeStart, .strokeEnd:
        (shape ?? ShapeContent())[property]!
      case .colors, .locations, .startPoint, .endPoint:
        (gradient ?? GradientContent())[property]!
      case .instanceTransform, .instanceColor, .instanceDelay, .instanceRedOffset,
        .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
        (replicator ?? ReplicatorContent())[property]!
      }
    }
    set {
      switch (property, newValue) {
      case (.bounds, .rect(let v)): bounds = v
      case (.position, .point(let v)): position = v
      case (.anchorPoint, .point(let v)): anchorPoint = v
      case (.zPosition, .scalar(let v)): zPosition = v
      case (.transform, .transform(let v)): transform = v
      case (.sublayerTransform, .transform(let v)): sublayerTransform = v
      case (.opacity, .scalar(let v)): opacity = v
      case (.backgroundColor, .color(let v)): backgroundColor = v
      case (.cornerRadius, .scalar(let v)): cornerRadius = v
      case (.borderWidth, .scalar(let v)): borderWidth = v
      case (.borderColor, .color(let v)): borderColor = v
      default: setOwnedProperty(property, to: newValue)
      }
    }
  }

  /// Sets a property of the shadow, shape, gradient or replicator; the last three only on
  /// a layer that has one.
  mutating func setOwnedProperty(_ property: LayerProperty, to value: AnimatableValue) {
    if Shadow.owns(property) {
      shadow[property] = value
    } else if ShapeContent.owns(property) {
      shape?[property] = value
    } else if GradientContent.owns(property) {
      gradient?[property] = value
    } else {
      replicator?[property] = value
    }
  }
}
