import Animation
import Geometry
import Pixels

/// The state of one layer that drawing and animation read, as one value: its animatable
/// properties (each a case of `LayerProperty`) and the ones that are only set (`isHidden`,
/// `contents`, `text`, …). ``Layer`` stores one and reads and writes its properties through
/// it; ``PresentedLayer`` holds one with the animations applied.
///
/// A new property is declared here once, with its default; the compiler then asks for its
/// case in the by-name ``subscript(_:)`` (for an animatable one) and in each front end's
/// switch over `LayerProperty`.
public struct PropertyValues: Sendable, Equatable {
  /// The layer's own coordinate space: origin and size, in points.
  public var bounds = Rect.zero
  /// Where the anchor point sits in the superlayer's coordinates.
  public var position = Point.zero
  /// The point of the bounds, in unit coordinates, that `position` and `transform` refer to.
  public var anchorPoint = Point(x: 0.5, y: 0.5)
  /// Offset along the z axis in the superlayer; also orders siblings (larger draws later).
  public var zPosition = 0.0
  /// The transform applied about the anchor point.
  public var transform = Transform3D.identity
  /// The transform applied to the sublayers, about this layer's anchor point.
  public var sublayerTransform = Transform3D.identity
  /// Opacity of the layer and its sublayers together, 0...1.
  public var opacity = 1.0
  /// The colour filling the bounds behind the contents (nil: none; animations read it as
  /// clear).
  public var backgroundColor: Color?
  /// The radius of the corners of the background, border and (with `masksToBounds`) clip.
  public var cornerRadius = 0.0
  /// The width of the border drawn inside the bounds, in points.
  public var borderWidth = 0.0
  /// The colour of the border.
  public var borderColor = Color.black
  /// The part of `contents` drawn, in unit coordinates of the image, as
  /// `CALayer.contentsRect`: (0, 0, 1, 1) is all of it, (0, 0, 0.5, 1) its left half
  /// stretched over the place the whole image would take.
  public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
  /// The part of the shown contents that stretches, in unit coordinates of the part
  /// `contentsRect` selects, as `CALayer.contentsCenter`: the edges of this rectangle cut
  /// the contents into nine parts; the corners keep their size, the edges stretch along
  /// them and the centre both ways. (0, 0, 1, 1), the default, stretches all of it.
  public var contentsCenter = Rect(x: 0, y: 0, width: 1, height: 1)
  /// The shape, with its animatable properties (`path`, `strokeEnd`, …); nil for a layer
  /// without one, where animations of them change nothing.
  public var shape: ShapeContent?
  /// The shadow cast beneath the layer (invisible until its opacity is above 0).
  public var shadow = Shadow()
  /// What the layer does to what lies behind it (a blur effect's); nothing unless set.
  public var backdrop = Backdrop()
  /// The gradient filling the bounds above the background, with its animatable properties
  /// (`colors`, `locations`, …); nil for a layer without one.
  public var gradient: GradientContent?
  /// What makes the layer a replicator, with its animatable properties (`instanceTransform`,
  /// …); nil for a layer that is not one.
  public var replicator: ReplicatorContent?
  /// What makes the layer a particle emitter (`emitterCells`, `birthRate`, …); nil for a
  /// layer that is not one. Not animatable: a change takes effect at once, for the
  /// particles born after it.
  public var emitter: EmitterContent?

  /// Whether the layer and its sublayers are left out of rendering.
  public var isHidden = false
  /// Whether contents and sublayers are clipped to the (rounded) bounds.
  public var masksToBounds = false
  /// Whether the layer shows when its back faces the viewer.
  public var isDoubleSided = true
  /// How the rounded corners meet the edges: quarter circles, or Apple's continuous curve.
  public var cornerCurve = Path.CornerCurve.circular
  /// The bitmap drawn in the bounds.
  public var contents: LayerContents?
  /// How `contents` is placed in the bounds.
  public var contentsGravity = ContentsGravity.resize
  /// A line of text drawn above the contents, like a label's.
  public var text: TextContent?

  /// Core Animation's defaults, with the given bounds and position.
  public init(bounds: Rect = .zero, position: Point = .zero) {
    self.bounds = bounds
    self.position = position
  }

  /// An animatable property's value, by name: what animations read and write, and what
  /// scene files and other front ends set without a line of their own per property.
  ///
  /// Setting a value of the wrong kind (a colour for `opacity`) leaves the property
  /// unchanged. A shape's property reads as `CAShapeLayer`'s default on a layer without a
  /// shape, where setting it changes nothing; likewise a gradient's and a replicator's.
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
      case .backgroundColor: .color(backgroundColor ?? .clear)
      case .cornerRadius: .scalar(cornerRadius)
      case .borderWidth: .scalar(borderWidth)
      case .borderColor: .color(borderColor)
      case .contentsRect: .rect(contentsRect)
      case .contentsCenter: .rect(contentsCenter)
      case .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius, .shadowPath:
        shadow[property]!
      case .backdropRadius, .backdropSaturation, .backdropColor: backdrop[property]!
      case .path, .fillColor, .strokeColor, .lineWidth, .miterLimit, .lineDashPhase,
        .strokeStart, .strokeEnd:
        (shape ?? ShapeContent())[property]!
      case .colors, .locations, .startPoint, .endPoint:
        (gradient ?? GradientContent())[property]!
      case .instanceTransform, .instanceColor, .instanceDelay, .instanceRedOffset,
        .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
        (replicator ?? ReplicatorContent())[property]!
      case .fontSize: .scalar(text?.fontSize ?? 0)
      case .foregroundColor: .color(text?.color ?? .clear)
      }
    }
    set {
      switch property {
      case .bounds: newValue.assign(to: &bounds)
      case .position: newValue.assign(to: &position)
      case .anchorPoint: newValue.assign(to: &anchorPoint)
      case .zPosition: newValue.assign(to: &zPosition)
      case .transform: newValue.assign(to: &transform)
      case .sublayerTransform: newValue.assign(to: &sublayerTransform)
      case .opacity: newValue.assign(to: &opacity)
      case .backgroundColor:
        if case .color(let color) = newValue { backgroundColor = color }
      case .cornerRadius: newValue.assign(to: &cornerRadius)
      case .borderWidth: newValue.assign(to: &borderWidth)
      case .borderColor: newValue.assign(to: &borderColor)
      case .contentsRect: newValue.assign(to: &contentsRect)
      case .contentsCenter: newValue.assign(to: &contentsCenter)
      case .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius, .shadowPath:
        shadow[property] = newValue
      case .backdropRadius, .backdropSaturation, .backdropColor: backdrop[property] = newValue
      case .path, .fillColor, .strokeColor, .lineWidth, .miterLimit, .lineDashPhase,
        .strokeStart, .strokeEnd:
        shape?[property] = newValue
      case .colors, .locations, .startPoint, .endPoint:
        gradient?[property] = newValue
      case .instanceTransform, .instanceColor, .instanceDelay, .instanceRedOffset,
        .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
        replicator?[property] = newValue
      case .fontSize:
        if case .scalar(let size) = newValue, size.isFinite, size > 0 { text?.fontSize = size }
      case .foregroundColor:
        if case .color(let color) = newValue { text?.color = color }
      }
    }
  }
}

extension AnimatableValue {
  /// Stores this value in `target` when it is of `target`'s kind; otherwise leaves it.
  fileprivate func assign<Value: AnimatableValueConvertible>(to target: inout Value) {
    if let value = Value(animatableValue: self) { target = value }
  }
}
