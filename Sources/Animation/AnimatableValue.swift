import Foundation
import Geometry
import Pixels

/// A value a layer property can take and an animation can interpolate.
public enum AnimatableValue: Sendable, Hashable, CustomStringConvertible {
  /// A number: opacity, a width, an angle…
  case scalar(Double)
  /// A point: position, anchor point.
  case point(Point)
  /// A size: bounds size, a translation.
  case size(Size)
  /// A rectangle: bounds.
  case rect(Rect)
  /// A colour.
  case color(Color)
  /// A 3D transform.
  case transform(Transform3D)
  /// A shape's path.
  case path(Path)
  /// A list of colours: a gradient's `colors`.
  case colors([Color])
  /// A list of numbers: a gradient's `locations`.
  case numbers([Double])

  /// The kind of value, as messages name it.
  public var kindName: String {
    switch self {
    case .scalar: "number"
    case .point: "point"
    case .size: "size"
    case .rect: "rect"
    case .color: "color"
    case .transform: "transform"
    case .path: "path"
    case .colors: "colors"
    case .numbers: "numbers"
    }
  }

  /// The value between this one (fraction 0) and `other` (fraction 1), or nil when the kinds
  /// differ. Fractions outside 0...1 extrapolate (springs overshoot). Numbers, points,
  /// sizes, rects and colours interpolate componentwise; transforms through their
  /// decompositions (a singular end switches to the other end at the midpoint); paths point
  /// by point when their elements match in kind and order, else they switch at the midpoint
  /// (Core Animation leaves that case undefined; animations refuse such explicit values).
  /// Lists of colours or numbers interpolate item by item when their counts match, and
  /// likewise switch at the midpoint when they do not.
  public func interpolated(to other: AnimatableValue, fraction t: Double) -> AnimatableValue? {
    if case .path(let a) = self, case .path(let b) = other {
      return .path(a.interpolated(to: b, fraction: t) ?? (t < 0.5 ? a : b))
    }
    if sameKind(as: other), isList, components?.count != other.components?.count {
      return t < 0.5 ? self : other
    }
    if case .transform(let a) = self, case .transform(let b) = other {
      guard let da = a.decomposed(), let db = b.decomposed() else {
        return .transform(t < 0.5 ? a : b)
      }
      return .transform(Transform3D(da.interpolated(to: db, fraction: t)))
    }
    guard let a = components, let b = other.components, a.count == b.count,
      sameKind(as: other)
    else { return nil }
    return withComponents(zip(a, b).map { $0 + ($1 - $0) * t })
  }

  /// The sum, for `byValue` and additive animations, or nil when the kinds differ: numbers,
  /// points, sizes, rects and colours add componentwise; a transform is added inside this
  /// one: other applies first, in the layer's own frame, then self (other · self).
  ///
  /// Inferred from WebKit's GraphicsLayerCA, which builds additive transform animations on
  /// Core Animation so that model T(100, 0, 0) plus an additive 90° z rotation keeps the
  /// layer at (100, 0), turned in place.
  public func adding(_ other: AnimatableValue) -> AnimatableValue? {
    if case .transform(let a) = self, case .transform(let b) = other { return .transform(b * a) }
    guard let a = components, let b = other.components, a.count == b.count, sameKind(as: other)
    else { return nil }
    return withComponents(zip(a, b).map(+))
  }

  /// The difference self − other (componentwise), or nil for transforms and mixed kinds.
  public func subtracting(_ other: AnimatableValue) -> AnimatableValue? {
    guard let a = components, let b = other.components, a.count == b.count, sameKind(as: other)
    else { return nil }
    return withComponents(zip(a, b).map(-))
  }

  /// This value plus `cycles` times the change from `from` to `to`, for cumulative
  /// animations ("the value at the end of the previous repeat cycle, plus the value of the
  /// current repeat cycle"); componentwise, so whole transforms are left as they are
  /// (their components, such as `transform.rotation.z`, accumulate).
  public func accumulating(cycles: Int, from: AnimatableValue, to: AnimatableValue)
    -> AnimatableValue
  {
    guard cycles > 0, let c = components, let a = from.components, let b = to.components,
      c.count == a.count, a.count == b.count
    else { return self }
    let k = Double(cycles)
    return withComponents((0..<c.count).map { c[$0] + k * (b[$0] - a[$0]) })
  }

  /// The distance to another value of the same kind, for paced keyframes: Euclidean over the
  /// components; for transforms, over the decomposed translation, scale and rotation; for
  /// paths with matching elements, over all their points.
  public func distance(to other: AnimatableValue) -> Double {
    if case .transform(let a) = self, case .transform(let b) = other {
      guard let da = a.decomposed(), let db = b.decomposed() else { return 0 }
      let q1 = da.rotation
      let q2 = db.rotation
      let dot = abs(q1.x * q2.x + q1.y * q2.y + q1.z * q2.z + q1.w * q2.w)
      let angle = 2 * acos(min(dot, 1))
      let dt = (da.translation - db.translation).length
      let ds = (da.scale - db.scale).length
      return (dt * dt + ds * ds + angle * angle).squareRoot()
    }
    if case .path(let a) = self, case .path(let b) = other {
      guard a.hasSameElementKinds(as: b) else { return 0 }
      var sum = 0.0
      for (p, q) in zip(a.elements.flatMap(\.points), b.elements.flatMap(\.points)) {
        sum += (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)
      }
      return sum.squareRoot()
    }
    guard let a = components, let b = other.components, a.count == b.count else { return 0 }
    return zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
  }

  /// Whether the value is a list (of colours or numbers), whose length may vary.
  public var isList: Bool {
    switch self {
    case .colors, .numbers: true
    default: false
    }
  }

  /// Whether both values are of the same kind.
  public func sameKind(as other: AnimatableValue) -> Bool { kindName == other.kindName }

  /// The components of a value other than a transform or a path.
  public var components: [Double]? {
    switch self {
    case .scalar(let x): [x]
    case .point(let p): [p.x, p.y]
    case .size(let s): [s.width, s.height]
    case .rect(let r): [r.minX, r.minY, r.width, r.height]
    case .color(let c): [c.red, c.green, c.blue, c.alpha]
    case .colors(let list): list.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    case .numbers(let list): list
    case .transform, .path: nil
    }
  }

  /// A value of this kind from components.
  public func withComponents(_ c: [Double]) -> AnimatableValue {
    switch self {
    case .scalar: .scalar(c[0])
    case .point: .point(Point(x: c[0], y: c[1]))
    case .size: .size(Size(width: c[0], height: c[1]))
    case .rect: .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .color: .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    case .transform(let t): .transform(t)
    case .path(let p): .path(p)
    case .colors:
      .colors(
        stride(from: 0, to: c.count - 3, by: 4).map {
          Color(red: c[$0], green: c[$0 + 1], blue: c[$0 + 2], alpha: c[$0 + 3])
        })
    case .numbers: .numbers(c)
    }
  }

  public var description: String {
    switch self {
    case .scalar(let x): "\(x)"
    case .point(let p): "\(p)"
    case .size(let s): "\(s)"
    case .rect(let r): "\(r)"
    case .color(let c): "\(c)"
    case .transform(let t): "\(t)"
    case .path(let p): p.svgPathData
    case .colors(let list): "[" + list.map(\.description).joined(separator: ", ") + "]"
    case .numbers(let list): "\(list)"
    }
  }
}
