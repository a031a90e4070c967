import Geometry

/// What turns an animation's numbers into the transform it sets, as `CAValueFunction`: a
/// basic or keyframe animation of `transform` with ``rotateZ`` interpolates angles, so
/// `from: 0, to: 2π` makes a whole turn where two matrices would not move at all.
///
/// The rotations and the single-axis scales and translations take one number; ``scale``
/// and ``translate`` take three (x, y, z). The names are Core Animation's
/// (`CAValueFunctionName`).
public enum ValueFunction: String, Sendable, Hashable, CaseIterable {
  case rotateX, rotateY, rotateZ
  case scale, scaleX, scaleY, scaleZ
  case translate, translateX, translateY, translateZ

  /// How many numbers the function takes.
  public var inputCount: Int { self == .scale || self == .translate ? 3 : 1 }

  /// The input that gives the identity transform, which stands in for a missing value
  /// ("from alone", "to alone"): 0 for rotations and translations, 1 for scales. Core
  /// Animation documents none; the transform's own value cannot be read as the input.
  var identityInput: AnimatableValue {
    let unit: Double
    switch self {
    case .scale, .scaleX, .scaleY, .scaleZ: unit = 1
    default: unit = 0
    }
    return inputCount == 3 ? .numbers([unit, unit, unit]) : .scalar(unit)
  }

  /// The transform for an input: a rotation in radians about the axis, a scale, or a
  /// translation in points; nil for an input of the wrong kind.
  public func transform(for input: AnimatableValue) -> Transform3D? {
    switch (self, input) {
    case (.rotateX, .scalar(let a)): .rotation(angle: a, x: 1, y: 0, z: 0)
    case (.rotateY, .scalar(let a)): .rotation(angle: a, x: 0, y: 1, z: 0)
    case (.rotateZ, .scalar(let a)): .rotation(angle: a, x: 0, y: 0, z: 1)
    case (.scaleX, .scalar(let s)): .scale(x: s, y: 1, z: 1)
    case (.scaleY, .scalar(let s)): .scale(x: 1, y: s, z: 1)
    case (.scaleZ, .scalar(let s)): .scale(x: 1, y: 1, z: s)
    case (.translateX, .scalar(let d)): .translation(x: d, y: 0, z: 0)
    case (.translateY, .scalar(let d)): .translation(x: 0, y: d, z: 0)
    case (.translateZ, .scalar(let d)): .translation(x: 0, y: 0, z: d)
    case (.scale, .numbers(let v)) where v.count == 3: .scale(x: v[0], y: v[1], z: v[2])
    case (.translate, .numbers(let v)) where v.count == 3:
      .translation(x: v[0], y: v[1], z: v[2])
    default: nil
    }
  }

  /// Throws unless `keyPath` animates a transform and every value is an input this function
  /// takes.
  func check(_ values: [AnimatableValue?], for keyPath: AnimationKeyPath) throws {
    guard keyPath.valueKind == "transform" else {
      throw AnimationError.valueFunctionNeedsTransform(
        keyPath: keyPath.string, function: rawValue)
    }
    let expected = inputCount == 3 ? "numbers (x, y, z)" : "number"
    for value in values.compactMap({ $0 }) where transform(for: value) == nil {
      throw AnimationError.valueTypeMismatch(
        keyPath: "\(keyPath.string)' through '\(rawValue)", expected: expected,
        got: value.kindName)
    }
  }

  /// The transform an animation with this function shows: `input` mapped, added to
  /// `current` when additive.
  func value(for input: AnimatableValue, current: AnimatableValue?, isAdditive: Bool)
    -> AnimatableValue?
  {
    guard let transform = transform(for: input) else { return nil }
    let value = AnimatableValue.transform(transform)
    guard isAdditive, let current else { return value }
    return current.adding(value) ?? value
  }
}
