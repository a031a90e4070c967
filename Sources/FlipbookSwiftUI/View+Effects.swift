import Foundation
import Geometry
import Layers

/// A drawing effect a node applies to its layer, with its subtree.
enum Effect {
  /// The layer's opacity.
  case opacity(Double)
  /// Moved by this much, as `offset`.
  case offset(Size)
  /// The transform for the node's size, about `anchor`.
  case transform(anchor: UnitPoint, (Size) -> Transform3D)
  /// Clipped to the bounds with corners of this radius.
  case clip(cornerRadius: Double)
  /// A shadow of the content's shape.
  case shadow(Shadow)
}

extension View {
  /// The view drawn at `opacity` (0 transparent, 1 as it is).
  public func opacity(_ opacity: Double) -> some View {
    wrapped("opacity", { _ in .effect(.opacity(min(max(opacity, 0), 1))) })
  }

  /// The view drawn scaled by `scale` about `anchor`, its layout unchanged.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// The view drawn scaled by `scale`'s width and height about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// The view drawn scaled by `x` and `y` about `anchor`, its layout unchanged.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    wrapped(
      "scale",
      { _ in
        .effect(.transform(anchor: anchor) { _ in .scale(x: Double(x), y: Double(y), z: 1) })
      })
  }

  /// The view drawn turned by `angle` about `anchor`, clockwise on screen for a positive
  /// angle, its layout unchanged.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    wrapped(
      "rotation",
      { _ in
        .effect(
          .transform(anchor: anchor) { _ in .rotation(angle: angle.radians, x: 0, y: 0, z: 1) })
      })
  }

  /// The view drawn turned by `angle` about `axis` through `anchor` (and `anchorZ` points
  /// out of the screen), seen in perspective.
  ///
  /// SwiftUI calls `perspective` "the relative vanishing point" (default 1) and documents
  /// no formula: here the eye is `max(width, height) / perspective` points in front of the
  /// view, m34 = −perspective / max(width, height) (inferred; 0 draws no perspective).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    let (x, y, z) = (Double(axis.x), Double(axis.y), Double(axis.z))
    return wrapped(
      "rotation3D",
      { _ in
        .effect(
          .transform(anchor: anchor) { size in
            Self.rotation3D(
              angle.radians, x: x, y: y, z: z, anchorZ: Double(anchorZ),
              perspective: Double(perspective), size: size)
          })
      })
  }

  /// The rotation of `rotation3DEffect` for a view of `size`, in Core Animation's row-vector
  /// order: T(0, 0, −anchorZ) · R · T(0, 0, anchorZ) · P, P's m34 the perspective.
  static func rotation3D(
    _ angle: Double, x: Double, y: Double, z: Double, anchorZ: Double, perspective: Double,
    size: Size
  ) -> Transform3D {
    var transform = Transform3D.identity
    let depth = max(size.width, size.height)
    if depth > 0 { transform.m34 = -perspective / depth }
    return
      transform
      .translated(x: 0, y: 0, z: anchorZ)
      .rotated(by: angle, x: x, y: y, z: z)
      .translated(x: 0, y: 0, z: -anchorZ)
  }

  /// The view clipped to its frame with corners of `radius`.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    wrapped("clip", { _ in .effect(.clip(cornerRadius: Double(max(radius, 0)))) })
  }

  /// The view clipped to its frame.
  public func clipped(antialiased: Bool = true) -> some View {
    wrapped("clip", { _ in .effect(.clip(cornerRadius: 0)) })
  }

  /// The view with a shadow of its shape, blurred by `radius` and moved by `x` and `y`.
  /// The default colour is SwiftUI's: black at 0.33 opacity in linear sRGB, its declared
  /// default (`Color(.sRGBLinear, white: 0, opacity: 0.33)`). The radius is given to the
  /// engine as `CALayer.shadowRadius` (inferred: Apple does not say how SwiftUI's blurs).
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    wrapped(
      "shadow",
      { context in
        let resolved = color.resolved(in: context.environment.colorScheme)
        return .effect(
          .shadow(
            Shadow(
              color: resolved.withAlpha(1), opacity: resolved.alpha,
              offset: Size(width: Double(x), height: Double(y)), radius: Double(radius))))
      })
  }
}

extension View {
  /// The view with text in `font` unless it sets its own.
  public func font(_ font: Font?) -> some View {
    environment { $0.font = font }
  }

  /// The view with text and shapes in `color` unless they set their own.
  public func foregroundStyle(_ color: Color) -> some View {
    environment { $0.foreground = color }
  }

  /// The view with text and shapes in `color` unless they set their own.
  public func foregroundColor(_ color: Color?) -> some View {
    environment { $0.foreground = color }
  }

  /// The view with its text in `weight` unless the text sets its own.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    environment { $0.fontWeight = weight }
  }

  /// The view with its text in bold, or as it was when `isActive` is false.
  public func bold(_ isActive: Bool = true) -> some View {
    environment { if isActive { $0.fontWeight = .bold } }
  }

  /// The view with its layer named `identifier`, to find it by, as a UI test finds a view.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    wrapped("identifier", { _ in .identifier(identifier) })
  }
}
