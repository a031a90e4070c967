import Animation
import Flipbook
import Foundation
import ProcessServices

/// The curve `flipbook curve` takes, as its argument writes it: `linear | easeIn | easeOut |
/// easeInEaseOut | default | cubic-bezier(x1,y1,x2,y2) |
/// spring(mass=,stiffness=,damping=,velocity=) | spring(dampingRatio=,response=)`; white
/// space is ignored and missing spring parameters take `CASpringAnimation`'s defaults.
enum CurveSpec {
  /// The curve `spec` names.
  static func parse(_ spec: String) throws(CurveSpecError) -> TimingCurve {
    let text = spec.filter { !$0.isWhitespace }
    if let named = TimingFunction.named[text] { return .bezier(named) }
    func fail(_ reason: String) -> CurveSpecError { CurveSpecError(spec: spec, reason: reason) }
    if let meant = TimingFunction.Name(otherSpelling: text) {
      throw fail("unknown curve '\(text)' (did you mean '\(meant.rawValue)'?)")
    }
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
      let yRange = TimingFunction.controlPointYRange
      guard yRange.contains(numbers[1]), yRange.contains(numbers[3]) else {
        throw fail(
          "y1 and y2 must be within \(NumberText.format(yRange.lowerBound))..."
            + "\(NumberText.format(yRange.upperBound))")
      }
      return .bezier(
        TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3]))
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
      let parameters = try springParameters(values, fail: fail)
      do {
        return .spring(try parameters.spring())
      } catch AnimationError.invalidSpring(let message) {
        throw fail(message)
      } catch {
        throw fail("\(error)")
      }
    default:
      throw fail("unknown curve '\(name)'")
    }
  }

  /// The spring the `name=value` arguments of `spring(…)` describe, in one of the two
  /// vocabularies the syntax allows.
  private static func springParameters(
    _ values: [String: Double], fail: (String) -> CurveSpecError
  ) throws(CurveSpecError) -> SpringParameters {
    let physical: Set = ["mass", "stiffness", "damping", "velocity"]
    let design: Set = ["dampingRatio", "response", "mass", "velocity"]
    let names = Set(values.keys)
    let mass = values["mass"] ?? SpringParameters.defaultMass
    let velocity = values["velocity"] ?? 0
    if names.contains("dampingRatio") || names.contains("response") {
      guard names.isSubset(of: design), let ratio = values["dampingRatio"],
        let response = values["response"]
      else {
        throw fail("spring(dampingRatio=,response=) needs both, and no stiffness or damping")
      }
      return .dampingRatio(ratio, response: response, mass: mass, initialVelocity: velocity)
    }
    guard names.isSubset(of: physical) else {
      let unknown = names.subtracting(physical).sorted().joined(separator: ", ")
      throw fail("unknown spring parameter \(unknown)")
    }
    return .physical(
      mass: mass, stiffness: values["stiffness"] ?? SpringParameters.defaultStiffness,
      damping: values["damping"] ?? SpringParameters.defaultDamping, initialVelocity: velocity)
  }
}

/// A curve argument that does not parse: the argument and what is wrong with it.
struct CurveSpecError: Error, LocalizedError, Equatable {
  /// The argument as given.
  let spec: String
  /// What is wrong.
  let reason: String

  var errorDescription: String? { "invalid curve '\(spec)': \(reason)" }
}
