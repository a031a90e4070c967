import Foundation
import Geometry

/// The animatable layer properties: the first part of a key path. Every layer has the
/// first twenty-one (its geometry, appearance, contents rectangles, shadow, and the backdrop
/// a blur effect puts behind it); `CAShapeLayer`'s eight show on a
/// layer that has a shape, `CAGradientLayer`'s four on one with a gradient and
/// `CAReplicatorLayer`'s six on a replicator.
public enum LayerProperty: String, Sendable, CaseIterable {
  case transform, sublayerTransform, opacity, position, bounds, anchorPoint, backgroundColor,
    borderColor, borderWidth, cornerRadius, zPosition, contentsRect, contentsCenter
  case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
  case backdropRadius, backdropSaturation, backdropColor
  case path, fillColor, strokeColor, lineWidth, miterLimit, lineDashPhase, strokeStart,
    strokeEnd
  case colors, locations, startPoint, endPoint
  case instanceTransform, instanceColor, instanceDelay, instanceRedOffset, instanceGreenOffset,
    instanceBlueOffset, instanceAlphaOffset
  /// A text layer's plain text: the size of its font and its colour.
  case fontSize, foregroundColor
}

/// A validated key path: a property and optionally one of its components, such as
/// `transform.rotation.y` or `position.x`.
public struct AnimationKeyPath: Sendable, Hashable, CustomStringConvertible {
  /// The part of a property a key path names.
  enum Component: Hashable {
    case whole
    case rotation(Int)
    case scaleAll
    case scale(Int)
    case translationXY
    case translation(Int)
    case x, y
    case size, width, height
    case origin, originX, originY
  }

  /// The key path as written.
  public let string: String
  /// The property it animates.
  public let property: LayerProperty
  let component: Component

  /// Parses and validates a key path.
  public init(_ string: String) throws {
    let parts = string.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
      .map(String.init)
    guard let first = parts.first, let property = LayerProperty(rawValue: first),
      let component = Self.component(of: property, suffix: parts.count > 1 ? parts[1] : nil)
    else { throw AnimationError.unknownKeyPath(string) }
    self.string = string
    self.property = property
    self.component = component
  }

  public var description: String { string }

  /// Every key path there is, in the order of ``LayerProperty``'s cases, each property
  /// followed by its components: the one list errors, suggestions and the scene format's
  /// documentation use.
  public static let allNames: [String] = LayerProperty.allCases.flatMap { property in
    [property.rawValue] + components(of: property).map { "\(property.rawValue).\($0.suffix)" }
  }

  /// The components a key path may name after `property`, by the suffix after its dot.
  static func components(of property: LayerProperty) -> [(suffix: String, component: Component)] {
    let axes = ["x", "y", "z"]
    switch property {
    case .transform, .sublayerTransform, .instanceTransform:
      func part(_ name: String, _ all: Component, _ axis: (Int) -> Component)
        -> [(suffix: String, component: Component)]
      {
        [(name, all)] + axes.indices.map { ("\(name).\(axes[$0])", axis($0)) }
      }
      return part("rotation", .rotation(2), Component.rotation)
        + part("scale", .scaleAll, Component.scale)
        + part("translation", .translationXY, Component.translation)
    case .position, .anchorPoint, .startPoint, .endPoint:
      return [("x", .x), ("y", .y)]
    case .bounds, .contentsRect, .contentsCenter:
      return [
        ("size", .size), ("size.width", .width), ("size.height", .height), ("origin", .origin),
        ("origin.x", .originX), ("origin.y", .originY),
      ]
    case .opacity, .backgroundColor, .borderColor, .borderWidth, .cornerRadius, .zPosition,
      .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius, .shadowPath,
      .backdropRadius, .backdropSaturation, .backdropColor,
      .path, .fillColor, .strokeColor, .lineWidth, .miterLimit, .lineDashPhase, .strokeStart,
      .strokeEnd, .colors, .locations, .instanceColor, .instanceDelay, .instanceRedOffset,
      .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset, .fontSize,
      .foregroundColor:
      return []
    }
  }

  private static func component(of property: LayerProperty, suffix: String?) -> Component? {
    guard let suffix else { return .whole }
    return components(of: property).first { $0.suffix == suffix }?.component
  }

  /// The kind of value this key path takes, for messages and validation.
  public var valueKind: String {
    switch component {
    case .whole:
      switch property {
      case .transform, .sublayerTransform, .instanceTransform: return "transform"
      case .position, .anchorPoint, .startPoint, .endPoint: return "point"
      case .bounds, .contentsRect, .contentsCenter: return "rect"
      case .shadowOffset: return "size"
      case .backgroundColor, .borderColor, .fillColor, .strokeColor, .shadowColor,
        .instanceColor, .backdropColor, .foregroundColor:
        return "color"
      case .path, .shadowPath: return "path"
      case .colors: return "colors"
      case .locations: return "numbers"
      case .opacity, .zPosition, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius,
        .backdropRadius, .backdropSaturation, .lineWidth, .miterLimit, .lineDashPhase, .strokeStart,
        .strokeEnd, .instanceDelay,
        .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset,
        .fontSize:
        return "number"
      }
    case .translationXY, .size: return "size"
    case .origin: return "point"
    default: return "number"
    }
  }

  /// Whether a value fits this key path (a translation also takes a point).
  public func accepts(_ value: AnimatableValue) -> Bool {
    if component == .translationXY, case .point = value { return true }
    return value.kindName == valueKind
  }

  /// The component of a full property value that this key path names.
  public func component(of value: AnimatableValue) -> AnimatableValue? {
    switch (component, value) {
    case (.whole, _): return value
    case (.rotation(let axis), .transform(let t)):
      let angles = Self.eulerAngles(of: Self.decomposition(of: t))
      return .scalar([angles.x, angles.y, angles.z][axis])
    case (.scaleAll, .transform(let t)):
      let s = Self.decomposition(of: t).scale
      return .scalar((s.x + s.y + s.z) / 3)
    case (.scale(let axis), .transform(let t)):
      let s = Self.decomposition(of: t).scale
      return .scalar([s.x, s.y, s.z][axis])
    case (.translationXY, .transform(let t)):
      let d = Self.decomposition(of: t).translation
      return .size(Size(width: d.x, height: d.y))
    case (.translation(let axis), .transform(let t)):
      let d = Self.decomposition(of: t).translation
      return .scalar([d.x, d.y, d.z][axis])
    case (.x, .point(let p)): return .scalar(p.x)
    case (.y, .point(let p)): return .scalar(p.y)
    case (.size, .rect(let r)): return .size(r.size)
    case (.width, .rect(let r)): return .scalar(r.width)
    case (.height, .rect(let r)): return .scalar(r.height)
    case (.origin, .rect(let r)): return .point(r.origin)
    case (.originX, .rect(let r)): return .scalar(r.minX)
    case (.originY, .rect(let r)): return .scalar(r.minY)
    default: return nil
    }
  }

  /// The full property value with this key path's component replaced: a transform
  /// component is set in the decomposed model transform, which is then recomposed, so the
  /// rest of it (perspective m34 among them) stays.
  public func replacingComponent(
    of value: AnimatableValue, with new: AnimatableValue
  ) -> AnimatableValue? {
    switch (component, value, new) {
    case (.whole, _, _):
      return accepts(new) ? new : nil
    case (.rotation(let axis), .transform(let t), .scalar(let angle)):
      var d = Self.decomposition(of: t)
      var angles = Self.eulerAngles(of: d)
      switch axis {
      case 0: angles.x = angle
      case 1: angles.y = angle
      default: angles.z = angle
      }
      d.eulerAngles = angles
      return .transform(Transform3D(d))
    case (.scaleAll, .transform(let t), .scalar(let s)):
      var d = Self.decomposition(of: t)
      d.scale = Vector3(x: s, y: s, z: s)
      return .transform(Transform3D(d))
    case (.scale(let axis), .transform(let t), .scalar(let s)):
      var d = Self.decomposition(of: t)
      switch axis {
      case 0: d.scale.x = s
      case 1: d.scale.y = s
      default: d.scale.z = s
      }
      return .transform(Transform3D(d))
    case (.translationXY, .transform(let t), _):
      var d = Self.decomposition(of: t)
      switch new {
      case .size(let s): (d.translation.x, d.translation.y) = (s.width, s.height)
      case .point(let p): (d.translation.x, d.translation.y) = (p.x, p.y)
      default: return nil
      }
      return .transform(Transform3D(d))
    case (.translation(let axis), .transform(let t), .scalar(let v)):
      var d = Self.decomposition(of: t)
      switch axis {
      case 0: d.translation.x = v
      case 1: d.translation.y = v
      default: d.translation.z = v
      }
      return .transform(Transform3D(d))
    case (.x, .point(let p), .scalar(let v)): return .point(Point(x: v, y: p.y))
    case (.y, .point(let p), .scalar(let v)): return .point(Point(x: p.x, y: v))
    case (.size, .rect(let r), .size(let s)): return .rect(Rect(origin: r.origin, size: s))
    case (.width, .rect(let r), .scalar(let v)):
      return .rect(Rect(x: r.minX, y: r.minY, width: v, height: r.height))
    case (.height, .rect(let r), .scalar(let v)):
      return .rect(Rect(x: r.minX, y: r.minY, width: r.width, height: v))
    case (.origin, .rect(let r), .point(let p)): return .rect(Rect(origin: p, size: r.size))
    case (.originX, .rect(let r), .scalar(let v)):
      return .rect(Rect(x: v, y: r.minY, width: r.width, height: r.height))
    case (.originY, .rect(let r), .scalar(let v)):
      return .rect(Rect(x: r.minX, y: v, width: r.width, height: r.height))
    default:
      return nil
    }
  }

  /// The rotation's angles about x, y and z (R = Rx · Ry · Rz). Every rotation has two such
  /// sets, (x, y, z) and (x + π, π − y, z + π); this takes the one with the smaller angles,
  /// so a face turned by R_y(φ) reads as (0, φ, 0) for any φ, not as (π, π − φ, π).
  /// Replacing one angle then keeps the others as the model has them: a back face at R_y(π)
  /// animated by `transform.rotation.y` shows R_y(θ), not a mirrored turn (inferred: Core
  /// Animation documents the key paths, not how it splits a rotation).
  private static func eulerAngles(of d: Transform3D.Decomposition) -> Vector3 {
    func wrapped(_ angle: Double) -> Double {
      let r = remainder(angle, 2 * .pi)
      return r <= -.pi ? r + 2 * .pi : r
    }
    let a = d.eulerAngles
    let b = Vector3(x: wrapped(a.x + .pi), y: wrapped(.pi - a.y), z: wrapped(a.z + .pi))
    func size(_ v: Vector3) -> Double { abs(wrapped(v.x)) + abs(wrapped(v.y)) + abs(wrapped(v.z)) }
    return size(b) < size(a) - 1e-9 ? b : a
  }

  /// The decomposition of a model transform; a singular one (a zero scale, say) is taken as
  /// the identity, so the animated component alone shows. Inferred: Core Animation does not
  /// document this case.
  private static func decomposition(of t: Transform3D) -> Transform3D.Decomposition {
    t.decomposed() ?? .identity
  }
}

extension AnimationKeyPath {
  /// Throws ``AnimationError/valueTypeMismatch(keyPath:expected:got:)`` for the first value
  /// that does not fit this key path.
  func checkKinds(of values: [AnimatableValue?]) throws {
    for value in values.compactMap({ $0 }) where !accepts(value) {
      throw AnimationError.valueTypeMismatch(
        keyPath: string, expected: valueKind, got: value.kindName)
    }
    let paths = values.compactMap { value -> Path? in
      if case .path(let path)? = value { return path }
      return nil
    }
    if let first = paths.first,
      let other = paths.first(where: { !$0.hasSameElementKinds(as: first) })
    {
      throw AnimationError.pathsDoNotMatch(
        keyPath: string, first: first.elementKinds, other: other.elementKinds)
    }
    let counts = values.compactMap { value -> Int? in
      switch value {
      case .colors(let list)?: list.count
      case .numbers(let list)?: list.count
      default: nil
      }
    }
    if let first = counts.first, let other = counts.first(where: { $0 != first }) {
      throw AnimationError.listsDoNotMatch(keyPath: string, first: first, other: other)
    }
  }
}
