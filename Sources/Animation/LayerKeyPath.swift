import Geometry
import Pixels

/// A key path checked by the compiler: it names an animatable property (or one of its
/// components) and the type of value it takes, so `.opacity` takes numbers and
/// `.backgroundColor` colours. The strings Core Animation uses name the same paths:
/// `.transform(.rotation(.y))` is `"transform.rotation.y"`.
public struct LayerKeyPath<Value: AnimatableValueConvertible>: Sendable, Hashable,
  CustomStringConvertible
{
  /// The key path, validated.
  public let path: AnimationKeyPath

  private init(_ string: String) {
    // Only the static members below create typed key paths, all from valid strings.
    path = try! AnimationKeyPath(string)
  }

  /// The key path as Core Animation spells it, e.g. `transform.rotation.y`.
  public var description: String { path.string }
}

/// An axis of a point or a 3D transform component.
public enum Axis: String, Sendable, Hashable, CaseIterable {
  case x, y, z
}

/// A component of a transform that a key path can animate on its own: a rotation, a scale
/// or a translation, about or along one axis.
public struct TransformComponent: Sendable, Hashable {
  /// The key path suffix, e.g. `rotation.y`.
  public let suffix: String

  /// The rotation about an axis, in radians (`transform.rotation.x/y/z`).
  public static func rotation(_ axis: Axis) -> TransformComponent {
    TransformComponent(suffix: "rotation." + axis.rawValue)
  }
  /// The rotation about z, in radians (`transform.rotation`).
  public static let rotation = TransformComponent(suffix: "rotation")
  /// The scale along an axis (`transform.scale.x/y/z`).
  public static func scale(_ axis: Axis) -> TransformComponent {
    TransformComponent(suffix: "scale." + axis.rawValue)
  }
  /// The scale along all three axes together (`transform.scale`).
  public static let scale = TransformComponent(suffix: "scale")
  /// The translation along an axis, in points (`transform.translation.x/y/z`).
  public static func translation(_ axis: Axis) -> TransformComponent {
    TransformComponent(suffix: "translation." + axis.rawValue)
  }
}

/// A coordinate of a point.
public enum PointComponent: String, Sendable, Hashable, CaseIterable {
  case x, y
}

/// A number component of a layer's bounds.
public enum BoundsComponent: String, Sendable, Hashable, CaseIterable {
  /// `bounds.size.width`.
  case width = "size.width"
  /// `bounds.size.height`.
  case height = "size.height"
  /// `bounds.origin.x`.
  case originX = "origin.x"
  /// `bounds.origin.y`.
  case originY = "origin.y"
}

extension LayerKeyPath where Value == Double {
  /// `opacity`.
  public static var opacity: Self { Self("opacity") }
  /// `zPosition`.
  public static var zPosition: Self { Self("zPosition") }
  /// `cornerRadius`.
  public static var cornerRadius: Self { Self("cornerRadius") }
  /// `borderWidth`.
  public static var borderWidth: Self { Self("borderWidth") }
  /// A component of `transform`: `.transform(.rotation(.y))` is `transform.rotation.y`.
  public static func transform(_ component: TransformComponent) -> Self {
    Self("transform." + component.suffix)
  }
  /// A component of `sublayerTransform`.
  public static func sublayerTransform(_ component: TransformComponent) -> Self {
    Self("sublayerTransform." + component.suffix)
  }
  /// `position.x` or `position.y`.
  public static func position(_ axis: PointComponent) -> Self { Self("position." + axis.rawValue) }
  /// `anchorPoint.x` or `anchorPoint.y`.
  public static func anchorPoint(_ axis: PointComponent) -> Self {
    Self("anchorPoint." + axis.rawValue)
  }
  /// `lineWidth`: a shape's stroke width.
  public static var lineWidth: Self { Self("lineWidth") }
  /// `miterLimit`: a shape's longest miter, in stroke widths.
  public static var miterLimit: Self { Self("miterLimit") }
  /// `lineDashPhase`: how far into its dash pattern a shape's stroke starts.
  public static var lineDashPhase: Self { Self("lineDashPhase") }
  /// `strokeStart`: where a shape's stroke starts, as a fraction of the path's length.
  public static var strokeStart: Self { Self("strokeStart") }
  /// `strokeEnd`: where a shape's stroke ends, as a fraction of the path's length.
  public static var strokeEnd: Self { Self("strokeEnd") }
  /// `shadowOpacity`: how dark the shadow is, 0...1.
  public static var shadowOpacity: Self { Self("shadowOpacity") }
  /// `shadowRadius`: how far the shadow is blurred, in points.
  public static var shadowRadius: Self { Self("shadowRadius") }
  /// `instanceDelay`: how much later each replicated copy's animations run, in seconds.
  public static var instanceDelay: Self { Self("instanceDelay") }
  /// `instanceRedOffset`: added to the red of each copy's colour after the previous one's.
  public static var instanceRedOffset: Self { Self("instanceRedOffset") }
  /// `instanceGreenOffset`: added to the green of each copy's colour.
  public static var instanceGreenOffset: Self { Self("instanceGreenOffset") }
  /// `instanceBlueOffset`: added to the blue of each copy's colour.
  public static var instanceBlueOffset: Self { Self("instanceBlueOffset") }
  /// `instanceAlphaOffset`: added to the alpha of each copy's colour.
  public static var instanceAlphaOffset: Self { Self("instanceAlphaOffset") }
  /// `startPoint.x` or `startPoint.y` of a gradient.
  public static func startPoint(_ axis: PointComponent) -> Self {
    Self("startPoint." + axis.rawValue)
  }
  /// `endPoint.x` or `endPoint.y` of a gradient.
  public static func endPoint(_ axis: PointComponent) -> Self { Self("endPoint." + axis.rawValue) }
  /// A component of `instanceTransform`.
  public static func instanceTransform(_ component: TransformComponent) -> Self {
    Self("instanceTransform." + component.suffix)
  }
  /// A number component of `bounds`: `.bounds(.width)` is `bounds.size.width`.
  public static func bounds(_ component: BoundsComponent) -> Self {
    Self("bounds." + component.rawValue)
  }
}

extension LayerKeyPath where Value == Point {
  /// `position`.
  public static var position: Self { Self("position") }
  /// `anchorPoint`.
  public static var anchorPoint: Self { Self("anchorPoint") }
  /// `bounds.origin`.
  public static var boundsOrigin: Self { Self("bounds.origin") }
  /// `startPoint`: where a gradient starts, in unit coordinates of the bounds.
  public static var startPoint: Self { Self("startPoint") }
  /// `endPoint`: where a gradient ends, in unit coordinates of the bounds.
  public static var endPoint: Self { Self("endPoint") }
}

extension LayerKeyPath where Value == Size {
  /// `bounds.size`.
  public static var boundsSize: Self { Self("bounds.size") }
  /// `transform.translation`: x and y together.
  public static var transformTranslation: Self { Self("transform.translation") }
  /// `shadowOffset`: where the shadow falls, in points (negative height: above).
  public static var shadowOffset: Self { Self("shadowOffset") }
}

extension LayerKeyPath where Value == Rect {
  /// `bounds`.
  public static var bounds: Self { Self("bounds") }
  /// `contentsRect`: the part of the contents drawn, in unit coordinates of the image.
  public static var contentsRect: Self { Self("contentsRect") }
  /// `contentsCenter`: the part of the contents that stretches, in unit coordinates of the
  /// part `contentsRect` shows.
  public static var contentsCenter: Self { Self("contentsCenter") }
}

extension LayerKeyPath where Value == Color {
  /// `backgroundColor`.
  public static var backgroundColor: Self { Self("backgroundColor") }
  /// `borderColor`.
  public static var borderColor: Self { Self("borderColor") }
  /// `fillColor`: what fills a shape (clear: nothing).
  public static var fillColor: Self { Self("fillColor") }
  /// `strokeColor`: what strokes a shape (clear: nothing).
  public static var strokeColor: Self { Self("strokeColor") }
  /// `shadowColor`.
  public static var shadowColor: Self { Self("shadowColor") }
  /// `instanceColor`: what the first replicated copy's colours are multiplied by.
  public static var instanceColor: Self { Self("instanceColor") }
}

extension LayerKeyPath where Value == [Color] {
  /// `colors`: a gradient's colours, animated colour by colour.
  public static var colors: Self { Self("colors") }
}

extension LayerKeyPath where Value == [Double] {
  /// `locations`: where a gradient's colours sit, 0...1, animated one by one.
  public static var locations: Self { Self("locations") }
}

extension LayerKeyPath where Value == Path {
  /// `path`: a shape's path, animated point by point.
  public static var path: Self { Self("path") }
  /// `shadowPath`: the shape the shadow is cast from (empty: the layer's own alpha).
  public static var shadowPath: Self { Self("shadowPath") }
}

extension LayerKeyPath where Value == Transform3D {
  /// `transform`.
  public static var transform: Self { Self("transform") }
  /// `sublayerTransform`.
  public static var sublayerTransform: Self { Self("sublayerTransform") }
  /// `instanceTransform`: what maps each replicated copy from the one before.
  public static var instanceTransform: Self { Self("instanceTransform") }
}
