import Animation
import Geometry
import Pixels

/// The fields that describe an animation in the timeline log: key path, duration, values
/// and timing, as the command-line contract lists them.
struct AnimationDescription {
  let fields: [(key: String, value: TimelineEvent.Value)]

  init(_ animation: any LayerAnimation) {
    var fields: [(key: String, value: TimelineEvent.Value)] = []
    let duration = TimelineEvent.Value.number(animation.timing.effectiveDuration)
    switch animation {
    case let basic as BasicAnimation:
      fields.append((key: "keyPath", value: .string(basic.keyPath.string)))
      fields.append((key: "duration", value: duration))
      if let from = basic.fromValue { fields.append((key: "from", value: Self.value(from))) }
      if let to = basic.toValue { fields.append((key: "to", value: Self.value(to))) }
      if let by = basic.byValue { fields.append((key: "by", value: Self.value(by))) }
      fields.append((key: "timing", value: .string(Self.name(of: basic.timingFunction))))
    case let keyframe as KeyframeAnimation:
      fields.append((key: "keyPath", value: .string(keyframe.keyPath.string)))
      fields.append((key: "duration", value: duration))
      if let path = keyframe.path {
        fields.append((key: "path", value: .string(path.svgPathData)))
        if let mode = keyframe.rotationMode {
          fields.append((key: "rotationMode", value: .string(mode.rawValue)))
        }
      } else {
        fields.append((key: "values", value: .list(keyframe.values.map(Self.value))))
      }
      if let keyTimes = keyframe.keyTimes {
        fields.append((key: "keyTimes", value: .list(keyTimes.map { .number($0) })))
      }
      fields.append((key: "timing", value: .string(Self.name(of: keyframe.timingFunction))))
      fields.append((key: "calculationMode", value: .string(keyframe.calculationMode.rawValue)))
    case let spring as SpringAnimation:
      fields.append((key: "keyPath", value: .string(spring.keyPath.string)))
      fields.append((key: "duration", value: duration))
      if let from = spring.fromValue { fields.append((key: "from", value: Self.value(from))) }
      if let to = spring.toValue { fields.append((key: "to", value: Self.value(to))) }
      if let by = spring.byValue { fields.append((key: "by", value: Self.value(by))) }
      let s = spring.spring
      fields.append(
        (
          key: "timing",
          value: .string(
            "spring(mass=\(s.mass),stiffness=\(s.stiffness),damping=\(s.damping),"
              + "velocity=\(s.initialVelocity))")
        ))
    case let group as AnimationGroup:
      fields.append((key: "keyPath", value: .string("group")))
      fields.append((key: "duration", value: duration))
      fields.append((key: "animations", value: .number(Double(group.animations.count))))
    default:
      fields.append((key: "duration", value: duration))
    }
    self.fields = fields
  }

  private static func name(of function: TimingFunction?) -> String {
    guard let function else { return "linear" }
    return function.name ?? function.description
  }

  /// An animatable value as a number or a list of numbers.
  static func value(_ value: AnimatableValue) -> TimelineEvent.Value {
    func list(_ numbers: [Double]) -> TimelineEvent.Value { .list(numbers.map { .number($0) }) }
    switch value {
    case .scalar(let x): return .number(x)
    case .point(let p): return list([p.x, p.y])
    case .size(let s): return list([s.width, s.height])
    case .rect(let r): return list([r.minX, r.minY, r.width, r.height])
    case .color(let c): return list([c.red, c.green, c.blue, c.alpha])
    case .path(let p): return .string(p.svgPathData)
    case .colors(let colors):
      return .list(colors.map { list([$0.red, $0.green, $0.blue, $0.alpha]) })
    case .numbers(let numbers): return list(numbers)
    case .transform(let t):
      return list([
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
      ])
    }
  }
}
