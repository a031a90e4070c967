import Foundation
import Geometry

/// How a keyframe animation moves between its values, as `CAAnimationCalculationMode`.
public enum KeyframeCalculationMode: String, Sendable, Hashable, CaseIterable {
  /// Straight interpolation between neighbouring values.
  case linear
  /// Each value holds until the next key time, no interpolation.
  case discrete
  /// Linear at constant speed: key times follow the distance between values; keyTimes and
  /// timing functions are ignored.
  case paced
  /// A Catmull-Rom spline through the values (tension, continuity and bias 0).
  case cubic
  /// The spline at constant speed between values.
  case cubicPaced
}

/// How a layer moving along a keyframe animation's path turns, as
/// `CAAnimationRotationMode`.
public enum KeyframeRotationMode: String, Sendable, Hashable, CaseIterable {
  /// The layer's x axis follows the path's direction of travel ("objects travel on a
  /// tangent to the path").
  case rotateAuto
  /// The layer turns half a turn further: it faces against the direction of travel.
  case rotateAutoReverse
}

/// An animation through a list of values, or along a path, as `CAKeyframeAnimation`.
public struct KeyframeAnimation: LayerAnimation {
  /// The key path animated.
  public var keyPath: AnimationKeyPath
  /// The values passed through.
  public var values: [AnimatableValue] {
    didSet { pacing = PacingCache() }
  }
  /// When each value is reached, as fractions of a pass (nil: evenly spaced). Before the
  /// first key time the first value holds, after the last the last value (inferred, as
  /// Lottie does; the seed's pop, keyTimes [0.2, 0.4, 1.0], relies on it).
  public var keyTimes: [Double]?
  /// The easing of the whole pass, applied before the per-segment ones; nil is linear.
  public var timingFunction: TimingFunction?
  /// One easing per segment between values.
  public var timingFunctions: [TimingFunction]?
  /// How values are interpolated.
  public var calculationMode: KeyframeCalculationMode {
    didSet { pacing = PacingCache() }
  }
  /// The route a point-valued property (`position`, `anchorPoint`, `bounds.origin`,
  /// `transform.translation`) follows, as `CAKeyframeAnimation.path`; when set, `values` is
  /// ignored. Each drawn segment (a move starts none) is one keyframe segment for key times
  /// and timing functions, crossed by its curve parameter; the paced modes move at one speed
  /// along the whole length, and a move is a jump.
  public var path: Path? {
    didSet { pacing = PacingCache() }
  }
  /// Whether the layer turns with the path's direction of travel, as
  /// `CAKeyframeAnimation.rotationMode`: the turn is a rotation about z applied in the
  /// layer's own frame before its transform. Nil: it does not turn.
  public var rotationMode: KeyframeRotationMode?
  /// The arc-length tables of the paced modes, measured once on first use.
  private var pacing = PacingCache()
  /// Whether the value is added to the current value instead of replacing it.
  public var isAdditive = false
  /// Whether each repeat cycle starts where the previous one ended, as
  /// `CAPropertyAnimation.isCumulative`: cycle k shows its value plus k times the change
  /// from the first value to the last.
  public var isCumulative = false
  /// When and how fast it runs.
  public var timing: MediaTiming
  /// Whether the layer drops it when it ends.
  public var isRemovedOnCompletion = true
  /// What turns the interpolated numbers into the transform set, as
  /// `CAPropertyAnimation.valueFunction`; the values are then its inputs.
  public var valueFunction: ValueFunction?

  /// A keyframe animation of `keyPath`; throws for an unknown key path, a value of the wrong
  /// kind or invalid arrays.
  public init(
    keyPath: String, values: [AnimatableValue], keyTimes: [Double]? = nil, duration: Double = 0,
    timingFunction: TimingFunction? = nil, timingFunctions: [TimingFunction]? = nil,
    calculationMode: KeyframeCalculationMode = .linear
  ) throws {
    self.init(
      path: try AnimationKeyPath(keyPath), values: values, keyTimes: keyTimes,
      duration: duration, timingFunction: timingFunction, timingFunctions: timingFunctions,
      calculationMode: calculationMode)
    try validate()
  }

  init(
    path: AnimationKeyPath, values: [AnimatableValue], keyTimes: [Double]?, duration: Double,
    timingFunction: TimingFunction?, timingFunctions: [TimingFunction]?,
    calculationMode: KeyframeCalculationMode
  ) {
    keyPath = path
    self.values = values
    self.keyTimes = keyTimes
    self.timingFunction = timingFunction
    self.timingFunctions = timingFunctions
    self.calculationMode = calculationMode
    timing = MediaTiming(duration: duration)
  }

  public func validate() throws {
    try timing.validate()
    let path = keyPath.string
    // The route is measured once and kept for evaluating the animation.
    let motion = pacing.motion(of: self)
    if let route = self.path {
      guard keyPath.accepts(.point(.zero)) else {
        throw AnimationError.routeNeedsPoints(keyPath: path, kind: keyPath.valueKind)
      }
      guard route.isFinite, let motion, motion.segmentCount > 0 else {
        throw AnimationError.routeDrawsNothing(keyPath: path)
      }
    } else {
      guard !values.isEmpty else { throw AnimationError.emptyValues(keyPath: path) }
    }
    if let valueFunction {
      try valueFunction.check(values, for: keyPath)
    } else {
      try keyPath.checkKinds(of: values)
    }
    if keyPath.valueKind == "path" && isAdditive {
      throw AnimationError.pathNotAdditive(keyPath: keyPath.string)
    }
    let usesKeyTimes = calculationMode != .paced && calculationMode != .cubicPaced
    let keyframeCount = motion.map { $0.segmentCount + 1 } ?? values.count
    if let keyTimes, usesKeyTimes {
      let n = keyframeCount
      let allowed = calculationMode == .discrete ? [n, n + 1] : [n]
      guard allowed.contains(keyTimes.count) else {
        let expected =
          calculationMode == .discrete ? "\(n) or \(n + 1) (discrete)" : "\(n), one per value"
        throw AnimationError.keyTimesCountMismatch(
          keyPath: path, keyTimes: keyTimes.count, expected: expected)
      }
      for k in keyTimes where !(0...1).contains(k) {
        throw AnimationError.keyTimeOutOfRange(keyPath: path, keyTime: k)
      }
      for (a, b) in zip(keyTimes, keyTimes.dropFirst()) where b < a {
        throw AnimationError.keyTimesNotAscending(keyPath: path, keyTimes: keyTimes)
      }
    }
    if let timingFunctions, usesKeyTimes, timingFunctions.count != max(keyframeCount - 1, 0) {
      throw AnimationError.timingFunctionsCountMismatch(
        keyPath: path, count: timingFunctions.count, expected: max(keyframeCount - 1, 0))
    }
  }

  public func values(
    at time: Double, current: (AnimationKeyPath) -> AnimatableValue?
  ) -> [(keyPath: AnimationKeyPath, value: AnimatableValue)] {
    guard let unit = timing.unitProgress(atParentTime: time) else { return [] }
    if path != nil { return valuesAlongPath(at: time, unit: unit, current: current) }
    guard var value = value(atUnit: unit) else { return [] }
    if isCumulative, let first = values.first, let last = values.last {
      value = value.accumulating(
        cycles: timing.completedCycles(atParentTime: time), from: first, to: last)
    }
    if let valueFunction {
      return valueFunction.value(for: value, current: current(keyPath), isAdditive: isAdditive)
        .map { [(keyPath, $0)] } ?? []
    }
    if isAdditive, let base = current(keyPath), let sum = base.adding(value) { value = sum }
    return [(keyPath, value)]
  }

  /// The key path a rotation mode turns.
  private static let transformKeyPath = try! AnimationKeyPath("transform")

  /// The point along ``path`` and, with a rotation mode, the turned transform.
  private func valuesAlongPath(
    at time: Double, unit: Double, current: (AnimationKeyPath) -> AnimatableValue?
  ) -> [(keyPath: AnimationKeyPath, value: AnimatableValue)] {
    guard let motion = pacing.motion(of: self), motion.segmentCount > 0,
      let (point, tangent) = position(alongPath: motion, atUnit: unit)
    else { return [] }
    var value = AnimatableValue.point(point)
    if isCumulative, let first = motion.vertices.first, let last = motion.vertices.last {
      value = value.accumulating(
        cycles: timing.completedCycles(atParentTime: time), from: .point(first),
        to: .point(last))
    }
    if isAdditive, let base = current(keyPath), let sum = base.adding(value) { value = sum }
    var results = [(keyPath, value)]
    if let rotationMode {
      var angle = atan2(tangent.y, tangent.x)
      if rotationMode == .rotateAutoReverse { angle += .pi }
      let base = current(Self.transformKeyPath) ?? .transform(.identity)
      let turn = AnimatableValue.transform(.rotation(angle: angle, x: 0, y: 0, z: 1))
      if let turned = base.adding(turn) { results.append((Self.transformKeyPath, turned)) }
    }
    return results
  }

  /// Where along the route the pass is at `unit`, with the direction of travel there.
  private func position(alongPath motion: PathMotion, atUnit unit: Double) -> (
    point: Point, tangent: Point
  )? {
    let segments = motion.segmentCount
    switch calculationMode {
    case .paced, .cubicPaced:
      return motion.position(atLength: min(max(unit, 0), 1) * motion.length)
    case .discrete:
      let vertices = motion.vertices
      let u = (timingFunction ?? .linear).progress(at: unit)
      let times = keyTimes ?? (0...vertices.count).map { Double($0) / Double(vertices.count) }
      var index = 0
      for (i, k) in times.enumerated() where i < vertices.count && u >= k { index = i }
      return index == 0
        ? motion.position(inSegment: 0, parameter: 0)
        : motion.position(inSegment: index - 1, parameter: 1)
    case .linear, .cubic:
      let u = (timingFunction ?? .linear).progress(at: unit)
      let times = keyTimes ?? (0...segments).map { Double($0) / Double(segments) }
      if u <= times[0] { return motion.position(inSegment: 0, parameter: 0) }
      if u >= times[times.count - 1] {
        return motion.position(inSegment: segments - 1, parameter: 1)
      }
      var low = 0
      var high = times.count - 1
      while low < high - 1 {
        let middle = (low + high) / 2
        if times[middle] <= u { low = middle } else { high = middle }
      }
      let span = times[low + 1] - times[low]
      var s = span > 0 ? (u - times[low]) / span : 1
      if let timingFunctions, low < timingFunctions.count {
        s = timingFunctions[low].progress(at: s)
      }
      return motion.position(inSegment: low, parameter: s)
    }
  }

  /// The value at a unit progress of the pass (before the whole-animation easing); for an
  /// animation along a path, the point there.
  public func value(atUnit unit: Double) -> AnimatableValue? {
    if path != nil {
      guard let motion = pacing.motion(of: self), motion.segmentCount > 0 else { return nil }
      return position(alongPath: motion, atUnit: unit).map { .point($0.point) }
    }
    guard let first = values.first else { return nil }
    if values.count == 1 { return first }
    switch calculationMode {
    case .discrete:
      let u = (timingFunction ?? .linear).progress(at: unit)
      let times = keyTimes ?? (0...values.count).map { Double($0) / Double(values.count) }
      var index = 0
      for (i, k) in times.enumerated() where i < values.count && u >= k { index = i }
      return values[index]
    case .linear, .cubic:
      let u = (timingFunction ?? .linear).progress(at: unit)
      let times = keyTimes ?? evenlySpaced
      return interpolate(at: u, times: times, easing: timingFunctions)
    case .paced:
      return interpolate(at: unit, times: pacing.times(of: self), easing: nil)
    case .cubicPaced:
      return splineAtArcLength(fraction: unit)
        ?? interpolate(at: unit, times: pacing.times(of: self), easing: nil)
    }
  }

  /// Samples per spline segment for its arc length; chords this short are within 1e-6 of
  /// the arc in relative terms for the curves keyframes draw.
  static let arcSamplesPerSegment = 512
  /// The most samples of a whole spline: many values share them, so that a table stays
  /// within 8 MB however many values there are (each segment keeps at least 16).
  static let arcSamplesInAll = 1 << 20

  /// The point of the spline a fraction of its arc length along: Apple's cubicPaced is "an
  /// even pace throughout the animation", so the spline is re-parameterized by arc length
  /// (measured with chords, `arcSamplesPerSegment` a segment). Nil for values without
  /// components (transforms), which then pace linearly.
  private func splineAtArcLength(fraction u: Double) -> AnimatableValue? {
    guard let table = pacing.arcLengths(of: self) else { return nil }
    let lengths = table.lengths
    let n = table.samplesPerSegment
    let segments = values.count - 1
    let total = lengths[lengths.count - 1]
    guard total > 0 else { return values[0] }
    let target = min(max(u, 0), 1) * total
    // The first sample at or past the target, then straight between it and the one before.
    var low = 0
    var high = lengths.count - 1
    while low < high {
      let mid = (low + high) / 2
      if lengths[mid] < target { low = mid + 1 } else { high = mid }
    }
    if low == 0 { return values[0] }
    let span = lengths[low] - lengths[low - 1]
    let within = span > 0 ? (target - lengths[low - 1]) / span : 1
    let sample = Double(low - 1) + within
    let segment = min(Int(sample) / n, segments - 1)
    let s = sample / Double(n) - Double(segment)
    return spline(segment: segment, fraction: min(max(s, 0), 1))
  }

  private var evenlySpaced: [Double] {
    (0..<values.count).map { Double($0) / Double(values.count - 1) }
  }

  /// Key times in proportion to the distance travelled between values.
  fileprivate var pacedTimes: [Double] {
    var lengths = [0.0]
    for (a, b) in zip(values, values.dropFirst()) {
      lengths.append(lengths.last! + a.distance(to: b))
    }
    guard let total = lengths.last, total > 0 else { return evenlySpaced }
    return lengths.map { $0 / total }
  }

  /// u = eased time; find k_i ≤ u < k_{i+1}; s = easing_i((u − k_i)/(k_{i+1} − k_i));
  /// then interpolate segment i at s (straight, or on the spline).
  private func interpolate(
    at u: Double, times: [Double], easing: [TimingFunction]?
  ) -> AnimatableValue? {
    if u <= times[0] { return values[0] }
    if u >= times[times.count - 1] { return values[values.count - 1] }
    // The last key time at or before u, by binary search: a scene may give thousands.
    var low = 0
    var high = times.count - 1
    while low < high - 1 {
      let middle = (low + high) / 2
      if times[middle] <= u { low = middle } else { high = middle }
    }
    let i = low
    let span = times[i + 1] - times[i]
    var s = span > 0 ? (u - times[i]) / span : 1
    if let easing, i < easing.count { s = easing[i].progress(at: s) }
    if calculationMode == .cubic || calculationMode == .cubicPaced {
      return spline(segment: i, fraction: s)
    }
    return values[i].interpolated(to: values[i + 1], fraction: s)
  }

  /// Catmull-Rom (Kochanek–Bartels with tension, continuity and bias 0) on segment i:
  /// tangents m_i = (v_{i+1} − v_{i−1}) / 2, with the end values repeated beyond the ends,
  /// then the cubic Hermite basis. Transforms, which have no components, go straight.
  private func spline(segment i: Int, fraction s: Double) -> AnimatableValue? {
    guard let out = splineComponents(segment: i, fraction: s) else {
      return values[i].interpolated(to: values[i + 1], fraction: s)
    }
    return values[i].withComponents(out)
  }

  /// The components of the spline on segment i at fraction s, nil for values without them.
  fileprivate func splineComponents(segment i: Int, fraction s: Double) -> [Double]? {
    guard let c1 = values[i].components, let c2 = values[i + 1].components,
      let c0 = values[max(i - 1, 0)].components,
      let c3 = values[min(i + 2, values.count - 1)].components
    else { return nil }
    let s2 = s * s
    let s3 = s2 * s
    let h00 = 2 * s3 - 3 * s2 + 1
    let h10 = s3 - 2 * s2 + s
    let h01 = -2 * s3 + 3 * s2
    let h11 = s3 - s2
    var out: [Double] = []
    for k in 0..<c1.count {
      let m1 = (c2[k] - c0[k]) / 2
      let m2 = (c3[k] - c1[k]) / 2
      out.append(h00 * c1[k] + h10 * m1 + h01 * c2[k] + h11 * m2)
    }
    return out
  }
}

/// The cumulative arc lengths of a spline, sampled evenly in each segment's parameter.
struct ArcLengthTable: Sendable {
  /// The length from the start to each sample, the first 0.
  var lengths: [Double]
  /// Samples in each segment.
  var samplesPerSegment: Int
}

/// A keyframe animation's pacing, measured on first use and kept until its values or mode
/// change: evaluating it each frame then costs a binary search, not a walk of the spline.
private final class PacingCache: @unchecked Sendable {
  private let lock = NSLock()
  private var times: [Double]?
  private var arcLengths: ArcLengthTable??
  private var motion: PathMotion??

  /// The route of `animation`'s path, measured once; nil without a path.
  func motion(of animation: KeyframeAnimation) -> PathMotion? {
    lock.lock()
    defer { lock.unlock() }
    if let motion { return motion }
    let measured = animation.path.map(PathMotion.init)
    motion = .some(measured)
    return measured
  }

  /// The paced key times of `animation`.
  func times(of animation: KeyframeAnimation) -> [Double] {
    lock.lock()
    defer { lock.unlock() }
    if let times { return times }
    let measured = animation.pacedTimes
    times = measured
    return measured
  }

  /// The arc-length table of `animation`'s spline; nil for values without components.
  func arcLengths(of animation: KeyframeAnimation) -> ArcLengthTable? {
    lock.lock()
    defer { lock.unlock() }
    if let arcLengths { return arcLengths }
    let measured = animation.measureArcLengths()
    arcLengths = .some(measured)
    return measured
  }
}

extension KeyframeAnimation {
  /// The spline's arc length at evenly spaced samples of each segment's parameter.
  fileprivate func measureArcLengths() -> ArcLengthTable? {
    let segments = values.count - 1
    let n = max(16, min(Self.arcSamplesPerSegment, Self.arcSamplesInAll / max(segments, 1)))
    var lengths = [0.0]
    lengths.reserveCapacity(segments * n + 1)
    guard var previous = splineComponents(segment: 0, fraction: 0) else { return nil }
    for i in 0..<segments {
      for j in 1...n {
        guard let point = splineComponents(segment: i, fraction: Double(j) / Double(n)) else {
          return nil
        }
        var chord = 0.0
        for k in point.indices { chord += (point[k] - previous[k]) * (point[k] - previous[k]) }
        lengths.append(lengths[lengths.count - 1] + chord.squareRoot())
        previous = point
      }
    }
    return ArcLengthTable(lengths: lengths, samplesPerSegment: n)
  }
}
