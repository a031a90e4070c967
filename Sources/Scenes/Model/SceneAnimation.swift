import Animation
import Foundation
import Geometry
import Interaction
import Layers
import ProcessServices

/// An animation as a scene file writes it: `CABasicAnimation`, `CAKeyframeAnimation`,
/// `CASpringAnimation` or `CAAnimationGroup` with their Core Animation property names, or
/// UIKit's `UIView.animate` and `UIView.transition`; the key it is added under, and what
/// starts it.
public struct SceneAnimation: Decodable, Sendable {
  /// The animation itself, by class, with its media timing.
  public enum Body: Sendable {
    /// `CABasicAnimation`: from, to, by.
    case basic(BasicAnimation)
    /// `CAKeyframeAnimation`: values, keyTimes.
    case keyframe(KeyframeAnimation)
    /// `CASpringAnimation`: from, to and a spring.
    case spring(SpringAnimation)
    /// `CAAnimationGroup`: animations run together.
    case group(AnimationGroup)
    /// `UIView.animate`: new values of the layer's view properties, animated there.
    case view(SceneViewAnimation)
    /// `UIView.transition`: a flip or a cross dissolve showing a change.
    case transition(SceneTransition)
  }

  /// The names of the kinds of animation, as a scene file's `type` writes them.
  public enum Kind: String, Sendable, CaseIterable {
    /// ``SceneAnimation/Body/basic(_:)``.
    case basic
    /// ``SceneAnimation/Body/keyframe(_:)``.
    case keyframe
    /// ``SceneAnimation/Body/spring(_:)``.
    case spring
    /// ``SceneAnimation/Body/group(_:)``.
    case group
    /// ``SceneAnimation/Body/view(_:)``.
    case viewAnimation
    /// ``SceneAnimation/Body/transition(_:)``.
    case transition

    /// The keys only this kind and maybe some others take; every kind takes `type`, `key`
    /// and `start`, and Core Animation's kinds the keys of the media timing.
    var keys: [CodingKeys] {
      switch self {
      case .basic: [.keyPath, .from, .to, .by, .additive, .timingFunction] + SceneTiming.keys
      case .keyframe:
        [.keyPath, .values, .path, .rotationMode, .keyTimes, .timingFunctions]
          + [.calculationMode, .additive, .timingFunction] + SceneTiming.keys
      case .spring:
        [.keyPath, .from, .to, .mass, .stiffness, .damping, .initialVelocity, .dampingRatio]
          + [.response, .perceptualDuration, .bounce] + SceneTiming.keys
      case .group: [.animations, .timingFunction] + SceneTiming.keys
      case .viewAnimation:
        [.duration, .delay, .options, .changes, .dampingRatio, .initialVelocity]
      case .transition:
        [.duration, .options, .from, .to, .changes, .transitionType, .subtype, .timingFunction]
      }
    }
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

  /// The animation, its `beginTime` relative to its start.
  public var body: Body
  /// The key it is added under (`forKey:`); a later animation under the same key replaces it.
  public var key: String?
  /// What starts it; its `beginTime` counts from then.
  public var start: Start

  /// Which kind of animation it is.
  public var kind: Kind {
    switch body {
    case .basic: .basic
    case .keyframe: .keyframe
    case .spring: .spring
    case .group: .group
    case .view: .viewAnimation
    case .transition: .transition
    }
  }

  /// The Core Animation animation as the engine runs it, its `beginTime` relative to its
  /// start; nil for a view animation or a transition, which make theirs when they start.
  public var animation: (any LayerAnimation)? {
    switch body {
    case .basic(let animation): animation
    case .keyframe(let animation): animation
    case .spring(let animation): animation
    case .group(let animation): animation
    case .view, .transition: nil
    }
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case type, key, start, keyPath
    case from, to, by, values, path, rotationMode, keyTimes, timingFunctions, calculationMode
    case animations
    case mass, stiffness, damping, initialVelocity, dampingRatio, response, perceptualDuration
    case bounce
    case duration, beginTime, speed, timeOffset, repeatCount, repeatDuration, autoreverses
    case fillMode, removedOnCompletion, additive, timingFunction
    case delay, options, changes
    case transitionType, subtype
  }

  /// The keys every kind takes: what it is, its key and start.
  static let commonKeys = Set<CodingKeys>([.type, .key, .start])

  enum StartKeys: String, CodingKey, CaseIterable {
    case tap, after
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try c.decodeName(Kind.self, forKey: .type, "animation type")
    // Each key is checked on its own, so that `validate` lists every problem of the
    // animation.
    for key in c.allKeys where !Self.commonKeys.contains(key) && !kind.keys.contains(key) {
      let owners = Kind.allCases.filter { $0.keys.contains(key) }.map(\.rawValue)
      try decoder.checking {
        throw c.error(
          at: key,
          "'\(key.stringValue)' belongs to \(Self.list(owners)) animations, "
            + "not \(kind.rawValue)")
      }
    }
    key = try decoder.collecting { try c.decodeIfPresent(String.self, forKey: .key) }
    start = try decoder.collecting(placeholder: .sceneStart) { try Self.decodeStart(c) }
    // A wrong key path stops the animation: its media timing, which does not depend on it,
    // is checked first so that both are listed. (A probe: `decodeKeyPath` below throws.)
    if ProblemLog.current != nil, kind.keys.contains(.keyPath),
      (try? Self.decodeKeyPath(c)) == nil
    {
      try decoder.checking { _ = try SceneTiming(c, settlingDuration: kind == .spring ? 1 : nil) }
    }
    switch kind {
    case .basic:
      let path = try Self.decodeKeyPath(c)
      let (from, to, by) = try Self.decodeFromToBy(c, path: path)
      var basic: BasicAnimation
      do {
        basic = try BasicAnimation(keyPath: path.string, from: from, to: to, by: by)
      } catch let error as AnimationError {
        throw c.error(at: Self.field(of: error), error.localizedDescription)
      }
      basic.timingFunction = try Self.decodeTimingFunction(c)
      basic.isAdditive = try c.decodeIfPresent(Bool.self, forKey: .additive) ?? false
      try SceneTiming(c).apply(to: &basic)
      body = .basic(basic)
    case .keyframe:
      let path = try Self.decodeKeyPath(c)
      var keyframe = try Self.decodeKeyframe(c, path: path)
      try SceneTiming(c).apply(to: &keyframe)
      body = .keyframe(keyframe)
    case .spring:
      let path = try Self.decodeKeyPath(c)
      let (from, to, _) = try Self.decodeFromToBy(c, path: path)
      var spring = try SpringAnimation(
        keyPath: path.string, from: from, to: to, spring: Self.decodeSpring(c))
      try SceneTiming(c, settlingDuration: spring.spring.settlingDuration).apply(to: &spring)
      body = .spring(spring)
    case .group:
      var group = AnimationGroup(animations: try Self.decodeMembers(c))
      group.timingFunction = try Self.decodeTimingFunction(c)
      try SceneTiming(c).apply(to: &group)
      body = .group(group)
    case .viewAnimation:
      body = .view(try Self.decodeViewAnimation(c))
    case .transition:
      body = .transition(try Self.decodeTransition(c))
    }
    do {
      try animation?.validate()
    } catch let error as AnimationError {
      throw c.error(at: Self.field(of: error), error.localizedDescription)
    }
  }

  private static func decodeKeyPath(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> AnimationKeyPath
  {
    let text = try c.decode(String.self, forKey: .keyPath)
    // A probe: an unknown key path is the error below, with the closest name.
    if let path = try? AnimationKeyPath(text) { return path }
    throw c.error(
      at: .keyPath, Suggestion.unknown("key path", text, among: AnimationKeyPath.allNames))
  }

  /// `from`, `to` and `by` (nil when left out); paths are checked to have the same elements
  /// and not to be added to, each refused at its own key.
  private static func decodeFromToBy(
    _ c: KeyedDecodingContainer<CodingKeys>, path: AnimationKeyPath
  ) throws -> (from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?) {
    let from = try c.decodeValue(for: path, forKey: .from)
    let to = try c.decodeValue(for: path, forKey: .to)
    let by = try c.decodeValue(for: path, forKey: .by)
    try checkPaths(
      path, [(from, c.codingPath + [CodingKeys.from]), (to, c.codingPath + [CodingKeys.to])])
    if path.valueKind == "path" {
      for key in [CodingKeys.by, .additive] where c.contains(key) {
        if key == .additive, try c.decodeIfPresent(Bool.self, forKey: key) != true { continue }
        throw c.error(
          at: key, AnimationError.pathNotAdditive(keyPath: path.string).localizedDescription)
      }
    }
    return (from, to, by)
  }

  /// Throws at the first path of `values` whose elements differ from the first path's, or
  /// the first list whose length differs from the first list's, with the engine's message,
  /// so the file names the value.
  private static func checkPaths(
    _ path: AnimationKeyPath, _ values: [(value: AnimatableValue?, at: [any CodingKey])]
  ) throws {
    var firstCount: Int?
    for (value, codingPath) in values {
      let count: Int
      switch value {
      case .colors(let list)?: count = list.count
      case .numbers(let list)?: count = list.count
      default: continue
      }
      guard let firstCount else {
        firstCount = count
        continue
      }
      if count != firstCount {
        let error = AnimationError.listsDoNotMatch(
          keyPath: path.string, first: firstCount, other: count)
        throw DecodingError.dataCorrupted(
          .init(codingPath: codingPath, debugDescription: error.localizedDescription))
      }
    }
    var first: Path?
    for (value, codingPath) in values {
      guard case .path(let other)? = value else { continue }
      guard let first else {
        first = other
        continue
      }
      if !other.hasSameElementKinds(as: first) {
        let error = AnimationError.pathsDoNotMatch(
          keyPath: path.string, first: first.elementKinds, other: other.elementKinds)
        throw DecodingError.dataCorrupted(
          .init(codingPath: codingPath, debugDescription: error.localizedDescription))
      }
    }
  }

  private static func decodeTimingFunction(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> TimingFunction?
  {
    try c.decodeIfPresent(SceneTimingFunction.self, forKey: .timingFunction)?.function
  }

  private static func decodeStart(_ c: KeyedDecodingContainer<CodingKeys>) throws -> Start {
    guard c.contains(.start) else { return .sceneStart }
    let s = try c.nestedContainer(keyedBy: StartKeys.self, forKey: .start)
    guard s.allKeys.count == 1, let which = s.allKeys.first else {
      throw c.error(
        at: .start, "expected {\"tap\": \"layer name\"} or {\"after\": \"animation key\"}")
    }
    let name = try s.decode(String.self, forKey: which)
    switch which {
    case .tap: return .tap(name)
    case .after: return .after(name)
    }
  }

  /// A group's animations, which run on the group's clock and so have no key or start.
  private static func decodeMembers(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> [any LayerAnimation]
  {
    let children = try c.decodeEach(SceneAnimation.self, forKey: .animations) { child in
      guard child.animation != nil else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: c.codingPath + [CodingKeys.animations],
            debugDescription:
              "a group holds Core Animation animations; a \(child.kind.rawValue) runs on its "
              + "own, with a 'start' of its own"))
      }
      guard child.key == nil, child.start == .sceneStart else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: c.codingPath + [CodingKeys.animations],
            debugDescription:
              "an animation inside a group has no 'key' or 'start' of its own: the group's apply"))
      }
    }
    guard let children else {
      _ = try c.nestedUnkeyedContainer(forKey: .animations)
      return []
    }
    return children.compactMap(\.animation)
  }

  private static func decodeKeyframe(
    _ c: KeyedDecodingContainer<CodingKeys>, path: AnimationKeyPath
  ) throws -> KeyframeAnimation {
    if c.contains(.path) { return try decodeRoute(c, path: path) }
    if c.contains(.rotationMode) {
      throw c.error(
        at: .rotationMode,
        "'rotationMode' turns a layer moving along a 'path': give the "
          + "animation a 'path' instead of 'values'")
    }
    var list = try c.nestedUnkeyedContainer(forKey: .values)
    var values: [AnimatableValue] = []
    var places: [[any CodingKey]] = []
    while !list.isAtEnd {
      let element = try list.superDecoder()
      values.append(try AnimatableValue.decode(for: path, from: element))
      places.append(element.codingPath)
    }
    guard !values.isEmpty else { throw c.error(at: .values, "expected at least one value") }
    try checkPaths(path, Array(zip(values.map { $0 }, places)))
    var functions: [TimingFunction]?
    if c.contains(.timingFunctions) {
      functions = try c.decode([SceneTimingFunction].self, forKey: .timingFunctions).map(\.function)
    }
    let keyTimes = try c.decodeIfPresent([Double].self, forKey: .keyTimes)
    let timingFunction = try decodeTimingFunction(c)
    let mode =
      c.contains(.calculationMode)
      ? try c.decodeName(KeyframeCalculationMode.self, forKey: .calculationMode, "calculationMode")
      : .linear
    var keyframe: KeyframeAnimation
    do {
      keyframe = try KeyframeAnimation(
        keyPath: path.string, values: values, keyTimes: keyTimes,
        timingFunction: timingFunction, timingFunctions: functions, calculationMode: mode)
    } catch let error as AnimationError {
      throw c.error(at: field(of: error), error.localizedDescription)
    }
    keyframe.isAdditive = try c.decodeIfPresent(Bool.self, forKey: .additive) ?? false
    return keyframe
  }

  /// A keyframe animation along a `path` (`CAKeyframeAnimation.path`), which moves a point
  /// and may turn the layer with it (`rotationMode`).
  private static func decodeRoute(
    _ c: KeyedDecodingContainer<CodingKeys>, path: AnimationKeyPath
  ) throws -> KeyframeAnimation {
    if c.contains(.values) {
      throw c.error(at: .values, "give 'values' or a 'path' to follow, not both")
    }
    guard path.accepts(.point(.zero)) else {
      let error = AnimationError.routeNeedsPoints(keyPath: path.string, kind: path.valueKind)
      throw c.error(at: .keyPath, error.localizedDescription)
    }
    let route = try ScenePath.decode(from: c.superDecoder(forKey: .path))
    var keyframe: KeyframeAnimation
    do {
      // The value stands in until the route replaces the values.
      keyframe = try KeyframeAnimation(keyPath: path.string, values: [.point(.zero)])
    } catch let error as AnimationError {
      throw c.error(at: field(of: error), error.localizedDescription)
    }
    keyframe.path = route
    keyframe.values = []
    keyframe.rotationMode =
      try c.contains(.rotationMode)
      ? c.decodeName(KeyframeRotationMode.self, forKey: .rotationMode, "rotationMode") : nil
    keyframe.keyTimes = try c.decodeIfPresent([Double].self, forKey: .keyTimes)
    if c.contains(.timingFunctions) {
      keyframe.timingFunctions = try c.decode(
        [SceneTimingFunction].self, forKey: .timingFunctions
      ).map(\.function)
    }
    keyframe.timingFunction = try decodeTimingFunction(c)
    if c.contains(.calculationMode) {
      keyframe.calculationMode = try c.decodeName(
        KeyframeCalculationMode.self, forKey: .calculationMode, "calculationMode")
    }
    keyframe.isAdditive = try c.decodeIfPresent(Bool.self, forKey: .additive) ?? false
    return keyframe
  }

  /// The spring, from whichever of the three vocabularies the animation uses.
  private static func decodeSpring(_ c: KeyedDecodingContainer<CodingKeys>) throws -> Spring {
    let physical: [CodingKeys] = [.stiffness, .damping]
    let ratio: [CodingKeys] = [.dampingRatio, .response]
    let perceptual: [CodingKeys] = [.perceptualDuration, .bounce]
    let present = [physical, ratio, perceptual].compactMap { $0.first(where: c.contains) }
    if present.count > 1 {
      throw c.error(
        at: present[1],
        "give the spring as mass/stiffness/damping, dampingRatio/response, or "
          + "perceptualDuration/bounce — one of them")
    }
    let mass = try c.decodeIfPresent(Double.self, forKey: .mass) ?? SpringParameters.defaultMass
    let velocity = try c.decodeIfPresent(Double.self, forKey: .initialVelocity) ?? 0
    let parameters: SpringParameters
    switch present.first {
    case .dampingRatio, .response:
      parameters = .dampingRatio(
        try c.decode(Double.self, forKey: .dampingRatio),
        response: try c.decode(Double.self, forKey: .response), mass: mass,
        initialVelocity: velocity)
    case .perceptualDuration, .bounce:
      parameters = .perceptual(
        duration: try c.decode(Double.self, forKey: .perceptualDuration),
        bounce: try c.decodeIfPresent(Double.self, forKey: .bounce) ?? 0, mass: mass)
    default:
      parameters = .physical(
        mass: mass,
        stiffness: try c.decodeIfPresent(Double.self, forKey: .stiffness)
          ?? SpringParameters.defaultStiffness,
        damping: try c.decodeIfPresent(Double.self, forKey: .damping)
          ?? SpringParameters.defaultDamping,
        initialVelocity: velocity)
    }
    do {
      return try parameters.spring()
    } catch let error as AnimationError {
      let style = [physical, ratio, perceptual].first { $0.contains(where: c.contains) }
      // The parameter the message names, where the file gives it.
      let named: [(String, CodingKeys)] = [
        ("damping ratio", .dampingRatio), ("damping", .damping), ("stiffness", .stiffness),
        ("mass", .mass), ("initial velocity", .initialVelocity), ("response", .response),
      ]
      let message = error.localizedDescription
      let field = named.first { message.hasPrefix("invalid spring: \($0.0)") && c.contains($0.1) }
      throw c.error(at: field?.1 ?? style?.first ?? .mass, message)
    }
  }

  /// `UIView.animate`: `duration` (required), `delay`, `options`, `changes`, and the spring
  /// form's `dampingRatio` and `initialVelocity`.
  private static func decodeViewAnimation(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> SceneViewAnimation
  {
    let duration = try decodeViewDuration(c)
    let delay =
      try c.decodeIfPresent(
        Double.self, forKey: .delay, in: 0...Limits.maxSceneTime, "seconds, 0 or more")
      ?? 0
    let options = try SceneViewOptions(c, forKey: .options, forTransition: false)
    var pacing = ViewAnimation.Pacing.curve(options.curve)
    if c.contains(.dampingRatio) {
      let ratio = try c.decode(Double.self, forKey: .dampingRatio)
      guard ratio > 0, ratio <= 1 else {
        throw c.error(
          at: .dampingRatio,
          "expected a damping ratio above 0 and at most 1, found \(number(ratio))")
      }
      let velocity =
        try c.decodeIfPresent(
          Double.self, forKey: .initialVelocity, in: -1000...1000,
          "a velocity from -1000 to 1000 (the whole distance per second)") ?? 0
      pacing = .spring(dampingRatio: ratio, initialVelocity: velocity)
    } else if c.contains(.initialVelocity) {
      throw c.error(
        at: .initialVelocity,
        "'initialVelocity' is the spring form's (usingSpringWithDamping:initialSpringVelocity:); "
          + "give 'dampingRatio' too")
    }
    let changes = try c.decode(SceneViewChanges.self, forKey: .changes)
    if changes.hidden != nil {
      throw c.error(
        at: .changes,
        "'hidden' does not animate in a view animation (UIKit sets it at once); "
          + "a transition shows it, or animate 'alpha'")
    }
    return SceneViewAnimation(
      animation: ViewAnimation(
        duration: duration, delay: delay, pacing: pacing, repeats: options.repeats,
        autoreverses: options.autoreverses,
        allowsUserInteraction: options.allowsUserInteraction),
      changes: changes)
  }

  /// `UIView.transition`: `duration` (required), `options` with one transition, and `from`
  /// and `to` or `changes`.
  private static func decodeTransition(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> SceneTransition
  {
    let duration = try decodeViewDuration(c)
    let options = try SceneViewOptions(c, forKey: .options, forTransition: true)
    let layerTransition = try decodeLayerTransition(c, duration: duration)
    if layerTransition != nil, c.contains(.options) {
      throw c.error(
        at: .options,
        "'options' belong to UIView.transition; a 'transitionType' (CATransition) takes "
          + "'timingFunction'")
    }
    guard let style = options.transition ?? (layerTransition != nil ? .crossDissolve : nil)
    else {
      let names = ViewTransition.Style.allCases.map(\.optionName).joined(separator: ", ")
      throw c.error(
        at: c.contains(.options) ? .options : .type,
        "a transition needs one of the options \(names), or a 'transitionType' ("
          + LayerTransition.Kind.listedNames + ")")
    }
    let from = try c.decodeIfPresent(String.self, forKey: .from)
    let to = try c.decodeIfPresent(String.self, forKey: .to)
    if (from == nil) != (to == nil) {
      throw c.error(
        at: from == nil ? .to : .from,
        "give both 'from' and 'to' (the sublayers hidden and shown), or neither")
    }
    let changes =
      try c.decodeIfPresent(SceneViewChanges.self, forKey: .changes) ?? SceneViewChanges()
    if from == nil, changes.isEmpty {
      throw c.error(
        at: .type, "a transition shows a change: give 'from' and 'to', or 'changes'")
    }
    let drawing: SceneTransition.Drawing =
      if let layerTransition {
        .layer(layerTransition)
      } else {
        .view(
          ViewTransition(
            style: style, duration: duration, curve: options.curve, repeats: options.repeats,
            autoreverses: options.autoreverses))
      }
    return SceneTransition(drawing: drawing, from: from, to: to, changes: changes)
  }

  /// Core Animation's transition a `transitionType` names, with its `subtype` and
  /// `timingFunction`; nil without a `transitionType`.
  private static func decodeLayerTransition(
    _ c: KeyedDecodingContainer<CodingKeys>, duration: Double
  ) throws -> LayerTransition? {
    guard c.contains(.transitionType) else {
      for key in [CodingKeys.subtype, .timingFunction] where c.contains(key) {
        throw c.error(at: key, "'\(key.stringValue)' goes with a 'transitionType'")
      }
      return nil
    }
    let type = try decodeTransitionName(
      LayerTransition.Kind.self, c, forKey: .transitionType, "transition type")
    let subtype =
      try c.contains(.subtype)
      ? decodeTransitionName(
        LayerTransition.Direction.self, c, forKey: .subtype,
        "transition subtype") : nil
    var transition = LayerTransition(type: type, subtype: subtype, duration: duration)
    transition.timingFunction = try decodeTimingFunction(c)
    return transition
  }

  /// A transition's type or subtype by name; another name is refused with the closest one
  /// and every name allowed.
  private static func decodeTransitionName<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, _ c: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys,
    _ what: String
  ) throws -> T where T.RawValue == String {
    let text = try c.decode(String.self, forKey: key)
    if let value = T(rawValue: text) { return value }
    let names = T.allCases.map(\.rawValue)
    throw c.error(
      at: key,
      Suggestion.unknown(what, text, among: names) + "; the \(what)s are \(T.listedNames)")
  }

  /// A view animation's or transition's `duration`: required, as UIKit's parameter is; 0
  /// makes the change at once.
  private static func decodeViewDuration(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> Double
  {
    guard c.contains(.duration) else {
      throw c.error(at: .type, "missing key 'duration' (seconds; 0 makes the change at once)")
    }
    return try c.decodeIfPresent(
      Double.self, forKey: .duration, in: 0...Limits.maxSceneTime, "a duration of 0 or more seconds"
    ) ?? 0
  }

  /// "a", "a and b", "a, b and c".
  private static func list(_ names: [String]) -> String {
    guard names.count > 2 else { return names.joined(separator: " and ") }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
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
    case .pathsDoNotMatch, .listsDoNotMatch: return .to
    case .pathNotAdditive: return .additive
    case .routeDrawsNothing: return .path
    case .routeNeedsPoints: return .keyPath
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
    // A probe of the value's form: the next form tried, or its error, follows.
    if let name = try? c.decode(String.self) {
      guard let named = TimingFunction.Name(rawValue: name) else {
        let names = TimingFunction.Name.allCases.map(\.rawValue)
        let message =
          TimingFunction.Name(otherSpelling: name).map {
            "unknown timing function \(name.quoted()) (did you mean '\($0.rawValue)'?)"
          } ?? Suggestion.unknown("timing function", name, among: names)
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: message))
      }
      function = TimingFunction(name: named)
      return
    }
    // A probe: any failure to read it is the error below, saying what was expected.
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
    let yRange = TimingFunction.controlPointYRange
    guard yRange.contains(points[1]), yRange.contains(points[3]) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "control point y values must lie in \(number(yRange.lowerBound))…"
            + "\(number(yRange.upperBound)), found \(points.map(number))"))
    }
    function = TimingFunction(controlPoints: points[0], points[1], points[2], points[3])
  }
}

extension SceneAnimation {
  /// The Core Animation animations it runs, each member of a group (and of groups in it) in
  /// place of the group; none for a view animation or a transition.
  public var members: [any LayerAnimation] {
    func flattened(_ animation: any LayerAnimation) -> [any LayerAnimation] {
      guard let group = animation as? AnimationGroup else { return [animation] }
      return group.animations.flatMap(flattened)
    }
    return animation.map(flattened) ?? []
  }

  /// Whether it animates `property`, whole or a component of it.
  public func animates(_ property: LayerProperty) -> Bool {
    members.contains { Self.keyPath(of: $0)?.property == property }
  }

  /// The values it gives `property` or a component of it: `from`, `to`, `by` and keyframe
  /// values, as written.
  public func values(for property: LayerProperty) -> [AnimatableValue] {
    members.flatMap { member -> [AnimatableValue] in
      guard Self.keyPath(of: member)?.property == property else { return [] }
      switch member {
      case let basic as BasicAnimation:
        return [basic.fromValue, basic.toValue, basic.byValue].compactMap { $0 }
      case let spring as SpringAnimation:
        return [spring.fromValue, spring.toValue, spring.byValue].compactMap { $0 }
      case let keyframe as KeyframeAnimation: return keyframe.values
      default: return []
      }
    }
  }

  /// The key path a basic, spring or keyframe animation animates.
  static func keyPath(of member: any LayerAnimation) -> AnimationKeyPath? {
    switch member {
    case let basic as BasicAnimation: basic.keyPath
    case let spring as SpringAnimation: spring.keyPath
    case let keyframe as KeyframeAnimation: keyframe.keyPath
    default: nil
    }
  }
}
