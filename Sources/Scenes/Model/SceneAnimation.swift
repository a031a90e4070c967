import Animation
import Foundation

/// An animation as a scene file writes it: `CABasicAnimation`, `CAKeyframeAnimation`,
/// `CASpringAnimation` or `CAAnimationGroup` with their Core Animation property names, the
/// key it is added under, and what starts it.
public struct SceneAnimation: Decodable, Sendable {
  /// The kinds of animation.
  public enum Kind: String, Sendable, CaseIterable {
    /// `CABasicAnimation`: from, to, by.
    case basic
    /// `CAKeyframeAnimation`: values, keyTimes.
    case keyframe
    /// `CASpringAnimation`: from, to and a spring.
    case spring
    /// `CAAnimationGroup`: animations run together.
    case group
  }

  /// What starts an animation.
  public enum Start: Sendable, Equatable {
    /// The scene's start.
    case sceneStart
    /// Every tap on the named layer — the action of the control it is, if it is one.
    case tap(String)
    /// Every time the animation added under this key ends, having run to its end.
    case after(String)
  }

  /// The kind.
  public var kind: Kind
  /// The key it is added under (`forKey:`); a later animation under the same key replaces it.
  public var key: String?
  /// What starts it; its `beginTime` counts from then.
  public var start: Start
  /// The animation, its `beginTime` relative to its start.
  public var animation: any LayerAnimation

  enum CodingKeys: String, CodingKey, CaseIterable {
    case type, key, start, keyPath
    case from, to, by, values, keyTimes, timingFunctions, calculationMode, animations
    case mass, stiffness, damping, initialVelocity, dampingRatio, response, perceptualDuration
    case bounce
    case duration, beginTime, speed, timeOffset, repeatCount, repeatDuration, autoreverses
    case fillMode, removedOnCompletion, additive, timingFunction
  }

  enum StartKeys: String, CodingKey, CaseIterable {
    case tap, after
  }

  /// The keys only some kinds take.
  private static let kindKeys: [CodingKeys: Set<Kind>] = [
    .keyPath: [.basic, .keyframe, .spring], .from: [.basic, .spring], .to: [.basic, .spring],
    .by: [.basic], .values: [.keyframe], .keyTimes: [.keyframe], .timingFunctions: [.keyframe],
    .calculationMode: [.keyframe], .animations: [.group], .mass: [.spring],
    .stiffness: [.spring], .damping: [.spring], .initialVelocity: [.spring],
    .dampingRatio: [.spring], .response: [.spring], .perceptualDuration: [.spring],
    .bounce: [.spring], .additive: [.basic, .keyframe], .timingFunction: [.basic, .keyframe, .group],
  ]

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    kind = try c.decodeName(Kind.self, forKey: .type, "animation type")
    for key in c.allKeys {
      if let kinds = Self.kindKeys[key], !kinds.contains(kind) {
        let owners = Kind.allCases.filter(kinds.contains).map(\.rawValue)
        throw c.error(
          at: key,
          "'\(key.stringValue)' belongs to \(owners.joined(separator: " and ")) animations, "
            + "not \(kind.rawValue)")
      }
    }
    key = try c.decodeIfPresent(String.self, forKey: .key)
    start = try Self.decodeStart(c)
    var animation: any LayerAnimation
    switch kind {
    case .basic:
      let path = try Self.decodeKeyPath(c)
      var basic = try BasicAnimation(
        keyPath: path.string, from: c.decodeValue(for: path, forKey: .from),
        to: c.decodeValue(for: path, forKey: .to), by: c.decodeValue(for: path, forKey: .by))
      basic.timingFunction = try c.decodeIfPresent(SceneTimingFunction.self, forKey: .timingFunction)?
        .function
      basic.isAdditive = try c.decodeIfPresent(Bool.self, forKey: .additive) ?? false
      animation = basic
    case .keyframe:
      let path = try Self.decodeKeyPath(c)
      animation = try Self.decodeKeyframe(c, path: path)
    case .spring:
      let path = try Self.decodeKeyPath(c)
      var spring = try SpringAnimation(
        keyPath: path.string, from: c.decodeValue(for: path, forKey: .from),
        to: c.decodeValue(for: path, forKey: .to), spring: Self.decodeSpring(c))
      if (try? c.decode(String.self, forKey: .duration)) == "settling" {
        spring.timing.duration = spring.spring.settlingDuration
      }
      animation = spring
    case .group:
      var children = try c.nestedUnkeyedContainer(forKey: .animations)
      var members: [any LayerAnimation] = []
      while !children.isAtEnd {
        let child = try children.decode(SceneAnimation.self)
        guard child.key == nil, child.start == .sceneStart else {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: c.codingPath + [CodingKeys.animations],
              debugDescription:
                "an animation inside a group has no 'key' or 'start' of its own: the group's apply"
            ))
        }
        members.append(child.animation)
      }
      var group = AnimationGroup(animations: members)
      group.timingFunction = try c.decodeIfPresent(SceneTimingFunction.self, forKey: .timingFunction)?
        .function
      animation = group
    }
    try Self.decodeTiming(c, into: &animation.timing, kind: kind)
    animation.isRemovedOnCompletion =
      try c.decodeIfPresent(Bool.self, forKey: .removedOnCompletion) ?? true
    do {
      try animation.validate()
    } catch let error as AnimationError {
      throw c.error(at: Self.field(of: error), error.localizedDescription)
    }
    self.animation = animation
  }

  /// Every key path an animation may name, for suggestions.
  static let knownKeyPaths: [String] = {
    var paths: [String] = []
    for transform in ["transform", "sublayerTransform"] {
      paths.append(transform)
      for part in ["rotation", "scale", "translation"] {
        paths.append("\(transform).\(part)")
        for axis in ["x", "y", "z"] { paths.append("\(transform).\(part).\(axis)") }
      }
    }
    paths += ["opacity", "position", "position.x", "position.y", "anchorPoint", "anchorPoint.x"]
    paths += ["anchorPoint.y", "bounds", "bounds.size", "bounds.size.width", "bounds.size.height"]
    paths += ["bounds.origin", "bounds.origin.x", "bounds.origin.y", "backgroundColor"]
    paths += ["borderColor", "borderWidth", "cornerRadius", "zPosition"]
    return paths.filter { (try? AnimationKeyPath($0)) != nil }
  }()

  private static func decodeKeyPath(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> AnimationKeyPath
  {
    let text = try c.decode(String.self, forKey: .keyPath)
    if let path = try? AnimationKeyPath(text) { return path }
    throw c.error(at: .keyPath, Suggestion.unknown("key path", text, among: knownKeyPaths))
  }

  private static func decodeStart(_ c: KeyedDecodingContainer<CodingKeys>) throws -> Start {
    guard c.contains(.start) else { return .sceneStart }
    let s = try c.nestedContainer(keyedBy: StartKeys.self, forKey: .start)
    guard s.allKeys.count == 1, let which = s.allKeys.first else {
      throw c.error(
        at: .start, "expected {\"tap\": \"layer name\"} or {\"after\": \"animation key\"}")
    }
    let name = try s.decode(String.self, forKey: which)
    return which == .tap ? .tap(name) : .after(name)
  }

  private static func decodeKeyframe(
    _ c: KeyedDecodingContainer<CodingKeys>, path: AnimationKeyPath
  ) throws -> KeyframeAnimation {
    var list = try c.nestedUnkeyedContainer(forKey: .values)
    var values: [AnimatableValue] = []
    while !list.isAtEnd {
      values.append(try AnimatableValue.decode(for: path, from: list.superDecoder()))
    }
    guard !values.isEmpty else { throw c.error(at: .values, "expected at least one value") }
    var functions: [TimingFunction]?
    if c.contains(.timingFunctions) {
      functions = try c.decode([SceneTimingFunction].self, forKey: .timingFunctions).map(\.function)
    }
    let keyTimes = try c.decodeIfPresent([Double].self, forKey: .keyTimes)
    let timingFunction = try c.decodeIfPresent(SceneTimingFunction.self, forKey: .timingFunction)
    let mode =
      c.contains(.calculationMode)
      ? try c.decodeName(KeyframeCalculationMode.self, forKey: .calculationMode, "calculationMode")
      : .linear
    var keyframe: KeyframeAnimation
    do {
      keyframe = try KeyframeAnimation(
        keyPath: path.string, values: values, keyTimes: keyTimes,
        timingFunction: timingFunction?.function, timingFunctions: functions,
        calculationMode: mode)
    } catch let error as AnimationError {
      throw c.error(at: field(of: error), error.localizedDescription)
    }
    keyframe.isAdditive = try c.decodeIfPresent(Bool.self, forKey: .additive) ?? false
    return keyframe
  }

  private static func decodeSpring(_ c: KeyedDecodingContainer<CodingKeys>) throws -> Spring {
    let physical: [CodingKeys] = [.stiffness, .damping]
    let ratio: [CodingKeys] = [.dampingRatio, .response]
    let perceptual: [CodingKeys] = [.perceptualDuration, .bounce]
    let styles = [physical, ratio, perceptual].filter { $0.contains(where: c.contains) }
    guard styles.count <= 1 else {
      throw c.error(
        at: styles[1].first(where: c.contains)!,
        "give the spring as mass/stiffness/damping, dampingRatio/response, or "
          + "perceptualDuration/bounce — one of them")
    }
    let mass = try c.decodeIfPresent(Double.self, forKey: .mass) ?? 1
    let velocity = try c.decodeIfPresent(Double.self, forKey: .initialVelocity) ?? 0
    let spring: Spring
    switch styles.first {
    case ratio:
      spring = Spring(
        dampingRatio: try c.decode(Double.self, forKey: .dampingRatio),
        response: try c.decode(Double.self, forKey: .response), mass: mass,
        initialVelocity: velocity)
    case perceptual:
      spring = Spring(
        perceptualDuration: try c.decode(Double.self, forKey: .perceptualDuration),
        bounce: try c.decodeIfPresent(Double.self, forKey: .bounce) ?? 0, mass: mass)
    default:
      spring = Spring(
        mass: mass, stiffness: try c.decodeIfPresent(Double.self, forKey: .stiffness) ?? 100,
        damping: try c.decodeIfPresent(Double.self, forKey: .damping) ?? 10,
        initialVelocity: velocity)
    }
    do {
      try spring.validate()
    } catch let error as AnimationError {
      throw c.error(at: styles.first?.first ?? .mass, error.localizedDescription)
    }
    return spring
  }

  private static func decodeTiming(
    _ c: KeyedDecodingContainer<CodingKeys>, into timing: inout MediaTiming, kind: Kind
  ) throws {
    if kind == .spring, (try? c.decode(String.self, forKey: .duration)) == "settling" {
      // Set from the spring above.
    } else if let duration = try c.decodeIfPresent(
      Double.self, forKey: .duration, in: 0...86_400, "a duration of 0 or more seconds")
    {
      timing.duration = duration
    }
    timing.beginTime =
      try c.decodeIfPresent(
        Double.self, forKey: .beginTime, in: 0...86_400, "seconds after its start, 0 or more") ?? 0
    timing.speed = try c.decodeIfPresent(Double.self, forKey: .speed) ?? 1
    guard timing.speed != 0 || !c.contains(.speed) else {
      throw c.error(at: .speed, "a speed of 0 never runs; expected a non-zero number")
    }
    timing.timeOffset = try c.decodeIfPresent(Double.self, forKey: .timeOffset) ?? 0
    if c.contains(.repeatCount) {
      if (try? c.decode(String.self, forKey: .repeatCount)) == "infinity" {
        timing.repeatCount = .infinity
      } else {
        timing.repeatCount =
          try c.decodeIfPresent(
            Double.self, forKey: .repeatCount, in: 0...1e9, "a count of 0 or more, or \"infinity\"")
          ?? 0
      }
    }
    timing.repeatDuration =
      try c.decodeIfPresent(
        Double.self, forKey: .repeatDuration, in: 0...86_400, "seconds, 0 or more") ?? 0
    timing.autoreverses = try c.decodeIfPresent(Bool.self, forKey: .autoreverses) ?? false
    if c.contains(.fillMode) {
      timing.fillMode = try c.decodeName(FillMode.self, forKey: .fillMode, "fillMode")
    }
  }

  /// The key an engine error is about.
  private static func field(of error: AnimationError) -> CodingKeys {
    switch error {
    case .emptyValues, .keyTimesCountMismatch: return .keyTimes
    case .keyTimesNotAscending, .keyTimeOutOfRange: return .keyTimes
    case .timingFunctionsCountMismatch: return .timingFunctions
    case .negativeDuration: return .duration
    case .invalidSpring: return .mass
    case .valueTypeMismatch: return .keyPath
    default: return .type
    }
  }
}

/// A timing function as a scene file writes it: a name (`"easeOut"`) or the control points
/// `[x1, y1, x2, y2]` of a cubic Bézier curve.
public struct SceneTimingFunction: Decodable, Sendable {
  /// The timing function.
  public var function: TimingFunction

  public init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    if let name = try? c.decode(String.self) {
      guard let named = TimingFunction.Name(rawValue: name) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: Suggestion.unknown(
              "timing function", name, among: TimingFunction.Name.allCases.map(\.rawValue))))
      }
      function = TimingFunction(name: named)
      return
    }
    guard let points = try? c.decode([Double].self), points.count == 4 else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "expected a timing function name (linear, easeIn, easeOut, easeInEaseOut, default) "
            + "or control points [x1, y1, x2, y2]"))
    }
    guard (0...1).contains(points[0]), (0...1).contains(points[2]) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "control point x values must lie in 0…1, found \(points)"))
    }
    function = TimingFunction(controlPoints: points[0], points[1], points[2], points[3])
  }
}
