import Foundation

/// A curve `flipbook curve` samples: a cubic Bézier timing function or a spring.
public enum TimingCurve: Sendable, Hashable {
  /// A Bézier timing function over t in [0, 1].
  case bezier(TimingFunction)
  /// A spring over t in seconds.
  case spring(Spring)

  /// Parses `linear | easeIn | easeOut | easeInEaseOut | default | cubic-bezier(x1,y1,x2,y2)
  /// | spring(mass=,stiffness=,damping=,velocity=) | spring(dampingRatio=,response=)`;
  /// white space is ignored and missing spring parameters take their defaults.
  public init(parsing spec: String) throws {
    let text = spec.filter { !$0.isWhitespace }
    if let named = TimingFunction.named[text] {
      self = .bezier(named)
      return
    }
    func fail(_ reason: String) -> AnimationError { .invalidCurveSpec(spec, reason: reason) }
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
      throw fail(
        "expected linear, easeIn, easeOut, easeInEaseOut, default, cubic-bezier(x1,y1,x2,y2) "
          + "or spring(…)")
    }
    let name = String(text[..<open])
    let arguments = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
    let items =
      arguments.isEmpty
      ? [] : arguments.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    switch name {
    case "cubic-bezier":
      let numbers = items.compactMap { Double($0) }.filter(\.isFinite)
      guard items.count == 4, numbers.count == 4 else {
        throw fail("cubic-bezier takes four numbers: x1,y1,x2,y2")
      }
      guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
        throw fail("x1 and x2 must be within 0...1")
      }
      self = .bezier(TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3]))
    case "spring":
      var values: [String: Double] = [:]
      for item in items {
        let pair = item.split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2, let value = Double(pair[1]), value.isFinite else {
          throw fail(
            "spring parameters are name=number, e.g. spring(dampingRatio=0.4,response=0.2)")
        }
        values[pair[0]] = value
      }
      let physical: Set = ["mass", "stiffness", "damping", "velocity"]
      let design: Set = ["dampingRatio", "response", "mass", "velocity"]
      let names = Set(values.keys)
      do {
        if names.contains("dampingRatio") || names.contains("response") {
          guard names.isSubset(of: design), let ratio = values["dampingRatio"],
            let response = values["response"]
          else {
            throw fail("spring(dampingRatio=,response=) needs both, and no stiffness or damping")
          }
          guard response > 0 else { throw fail("response \(response) must be positive") }
          guard ratio >= 0 else {
            throw fail("damping ratio \(ratio) must be zero or positive")
          }
          let spring = Spring(
            dampingRatio: ratio, response: response, mass: values["mass"] ?? 1,
            initialVelocity: values["velocity"] ?? 0)
          try spring.validate()
          self = .spring(spring)
        } else {
          guard names.isSubset(of: physical) else {
            let unknown = names.subtracting(physical).sorted().joined(separator: ", ")
            throw fail("unknown spring parameter \(unknown)")
          }
          let spring = Spring(
            mass: values["mass"] ?? 1, stiffness: values["stiffness"] ?? 100,
            damping: values["damping"] ?? 10, initialVelocity: values["velocity"] ?? 0)
          try spring.validate()
          self = .spring(spring)
        }
      } catch let error as AnimationError {
        if case .invalidSpring(let message) = error { throw fail(message) }
        throw error
      }
    default:
      throw fail("unknown curve '\(name)'")
    }
  }

  /// `count` samples: for a Bézier at t = i/(count − 1); for a spring over
  /// [0, duration ?? settlingDuration] seconds.
  public func samples(count: Int, duration: Double?) -> [(t: Double, value: Double)] {
    let n = max(count, 2)
    switch self {
    case .bezier(let function):
      return (0..<n).map { i in
        let t = Double(i) / Double(n - 1)
        return (t, function.progress(at: t))
      }
    case .spring(let spring):
      let span = duration ?? spring.settlingDuration
      return (0..<n).map { i in
        let t = span * Double(i) / Double(n - 1)
        return (t, spring.progress(at: t))
      }
    }
  }
}
