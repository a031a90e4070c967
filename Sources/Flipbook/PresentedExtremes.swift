import Animation
import Geometry
import Layers
import Scenes

/// The largest a scene file's layer shows over a render, read from the file before anything
/// is built: the largest width and height of its bounds, and the largest scale of its
/// transform along x and y, among its model values and every value its animations give it
/// (`from`, `to`, `by`, keyframe values, view animations' and transitions' changes).
///
/// A spring may pass its target: its values are taken past their largest by as much again
/// as they span (inferred: a damped spring starting at rest overshoots by less than the
/// distance it travels; UIKit and Core Animation do not document a bound).
struct PresentedExtremes {
  /// The largest width and height of the bounds, in points.
  var size: Size
  /// The largest scale of the transform along x and along y.
  var scale: (x: Double, y: Double)

  init(_ layer: SceneLayer) {
    var modelBounds = Rect(x: 0, y: 0, width: 0, height: 0)
    if let frame = layer.frame {
      modelBounds = Rect(origin: .zero, size: frame.size)
    } else if case .rect(let bounds)? = layer.properties[.bounds] {
      modelBounds = bounds
    }
    var modelTransform = Transform3D.identity
    if case .transform(let t)? = layer.properties[.transform] { modelTransform = t }
    var sizes = Extent(modelBounds.width, modelBounds.height)
    var scales = Extent(Self.scale(of: modelTransform))
    for animation in layer.animations {
      for member in animation.members {
        guard let (keyPath, values, additive, springs) = Self.values(of: member) else {
          continue
        }
        switch keyPath.property {
        case .bounds:
          var found = Extent()
          for value in Self.wholeValues(values, of: keyPath, model: .rect(modelBounds), additive) {
            if case .rect(let r) = value { found.add(r.width, r.height) }
          }
          sizes.add(springs ? found.overshooting(from: sizes) : found)
        case .transform:
          var found = Extent()
          for scale in Self.scales(values, of: keyPath, model: modelTransform, additive) {
            found.add(scale)
          }
          scales.add(springs ? found.overshooting(from: scales) : found)
        default: continue
        }
      }
      let changes: SceneViewChanges
      let springs: Bool
      switch animation.body {
      case .view(let view):
        changes = view.changes
        if case .spring = view.animation.pacing { springs = true } else { springs = false }
      case .transition(let transition):
        (changes, springs) = (transition.changes, false)
      default: continue
      }
      var found = Extent()
      for rect in [changes.frame, changes.bounds].compactMap({ $0 }) {
        found.add(rect.width, rect.height)
      }
      sizes.add(springs ? found.overshooting(from: sizes) : found)
      if let t = changes.transform {
        let scale = Extent(Self.scale(of: t))
        scales.add(springs ? scale.overshooting(from: scales) : scale)
      }
    }
    size = Size(width: sizes.x, height: sizes.y)
    scale = (scales.x, scales.y)
  }

  /// The key path, the values as written, whether they add to the model, and whether it is
  /// a spring, of a basic, keyframe or spring animation.
  private static func values(of member: any LayerAnimation) -> (
    AnimationKeyPath, values: [AnimatableValue], additive: Bool, spring: Bool
  )? {
    switch member {
    case let basic as BasicAnimation:
      let by = basic.byValue.map { [$0] } ?? []
      return (
        basic.keyPath, [basic.fromValue, basic.toValue].compactMap { $0 } + by,
        basic.isAdditive || basic.byValue != nil, false
      )
    case let spring as SpringAnimation:
      let by = spring.byValue.map { [$0] } ?? []
      return (
        spring.keyPath, [spring.fromValue, spring.toValue].compactMap { $0 } + by,
        spring.isAdditive || spring.byValue != nil, true
      )
    case let keyframe as KeyframeAnimation:
      return (keyframe.keyPath, keyframe.values, keyframe.isAdditive, false)
    default:
      return nil
    }
  }

  /// Each of `values`, written for `keyPath`'s component, as a whole value of the property
  /// whose model value is `model`; with `additive`, also added to the model's component.
  private static func wholeValues(
    _ values: [AnimatableValue], of keyPath: AnimationKeyPath, model: AnimatableValue,
    _ additive: Bool
  ) -> [AnimatableValue] {
    var components = values
    if additive, let base = keyPath.component(of: model) {
      components += values.compactMap { base.adding($0) }
    }
    return components.compactMap { keyPath.replacingComponent(of: model, with: $0) }
  }

  /// The scales along x and y that `values`, written for `keyPath` (the transform or one of
  /// its components), give a transform whose model value is `model`; with `additive`, also
  /// added to the model's. Read from the values themselves, without decomposing the model
  /// for each (which made 10 000 layers take seconds).
  private static func scales(
    _ values: [AnimatableValue], of keyPath: AnimationKeyPath, model: Transform3D,
    _ additive: Bool
  ) -> [(x: Double, y: Double)] {
    let base = scale(of: model)
    var found: [(x: Double, y: Double)] = []
    for value in values {
      switch (keyPath.string, value) {
      case (_, .transform(let t)):
        let s = scale(of: t)
        found.append(s)
        if additive { found.append((s.x * base.x, s.y * base.y)) }
      case ("transform.scale", .scalar(let v)):
        found.append((v, v))
        if additive { found.append((base.x + v, base.y + v)) }
      case ("transform.scale.x", .scalar(let v)):
        found.append((v, base.y))
        if additive { found.append((base.x + v, base.y)) }
      case ("transform.scale.y", .scalar(let v)):
        found.append((base.x, v))
        if additive { found.append((base.x, base.y + v)) }
      default:
        // A rotation, a translation or the depth's scale keeps the model's x and y scales.
        found.append(base)
      }
    }
    return found
  }

  /// How much `t` stretches the x and y axes: the lengths of the images of the unit vectors.
  private static func scale(of t: Transform3D) -> (x: Double, y: Double) {
    ((t.m11 * t.m11 + t.m12 * t.m12).squareRoot(), (t.m21 * t.m21 + t.m22 * t.m22).squareRoot())
  }
}

/// The largest and smallest of some pairs of non-negative numbers, each of the pair on its
/// own.
private struct Extent {
  var x = 0.0
  var y = 0.0
  var least: (x: Double, y: Double) = (.infinity, .infinity)

  init() {}

  init(_ x: Double, _ y: Double) { add(x, y) }

  init(_ pair: (x: Double, y: Double)) { add(pair.x, pair.y) }

  mutating func add(_ pair: (x: Double, y: Double)) { add(pair.x, pair.y) }

  mutating func add(_ x: Double, _ y: Double) {
    let (x, y) = (
      x.isFinite ? abs(x) : .greatestFiniteMagnitude, y.isFinite ? abs(y) : .greatestFiniteMagnitude
    )
    self.x = max(self.x, x)
    self.y = max(self.y, y)
    least = (min(least.x, x), min(least.y, y))
  }

  mutating func add(_ other: Extent) {
    guard other.least.x.isFinite else { return }
    add(other.x, other.y)
    add(other.least)
  }

  /// These values and the largest passed by as much again as they and `start` span.
  func overshooting(from start: Extent) -> Extent {
    guard least.x.isFinite else { return self }
    var result = self
    result.add(start)
    result.add(2 * result.x - result.least.x, 2 * result.y - result.least.y)
    return result
  }
}
