import SeededRandom
import Testing

@testable import Scenes

/// Scene files of random constraints, anchors of any axis, stacks and wrapping text: most
/// are refused, some cannot hold together, some solve.
private struct RandomLayout {
  var random: SplitMix64
  let anchors = SceneLayoutConstraint.Anchor.allCases.map(\.rawValue)
  let relations = ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"]
  let items = ["superview", "root", "a", "b", "c", "d"]
  let distributions = SceneStack.Distribution.allCases.map(\.rawValue)

  mutating func chance(_ odds: Int) -> Bool { Int.random(in: 0..<odds, using: &random) == 0 }

  mutating func constraint() -> String {
    let anchor = anchors.randomElement(using: &random)!
    let points = chance(2) && (anchor == "width" || anchor == "height")
    let margins = chance(2) ? ".margins" : ""
    let target =
      points
      ? "\(Int.random(in: -100...300, using: &random))"
      : "\"\(items.randomElement(using: &random)!)\(margins)."
        + "\(anchors.randomElement(using: &random)!)\""
    var text =
      "{\"anchor\": \"\(anchor)\", \"\(relations.randomElement(using: &random)!)\": \(target)"
    if !points, chance(2) {
      text += ", \"constant\": \(Double.random(in: -100...100, using: &random))"
    }
    if !points, chance(2) {
      text += ", \"multiplier\": \(Double.random(in: 0.01...3, using: &random))"
    }
    if chance(2) { text += ", \"priority\": \(Int.random(in: 1...1000, using: &random))" }
    return text + "}"
  }

  mutating func layer(_ name: String, depth: Int) -> String {
    var text = "{\"name\": \"\(name)\""
    if chance(3) { text += ", \"text\": {\"string\": \"hello\", \"numberOfLines\": 0}" }
    if chance(3) {
      let axis = chance(2) ? "vertical" : "horizontal"
      text +=
        ", \"stack\": {\"axis\": \"\(axis)\", \"distribution\": "
        + "\"\(distributions.randomElement(using: &random)!)\", "
        + "\"spacing\": \(Int.random(in: -5...20, using: &random))}"
    }
    if chance(2) {
      var constraints: [String] = []
      for _ in 0..<Int.random(in: 0...5, using: &random) { constraints.append(constraint()) }
      text += ", \"layout\": [" + constraints.joined(separator: ", ") + "]"
    } else {
      text += ", \"frame\": [\(Int.random(in: 0...50, using: &random)), 10, 50, 40]"
    }
    if depth < 2, chance(2) {
      text += ", \"sublayers\": [\(layer(name == "a" ? "c" : "d", depth: depth + 1))]"
    }
    return text + "}"
  }

  mutating func scene() -> String {
    let direction = chance(2) ? "rightToLeft" : "leftToRight"
    return "{\"format\": 1, \"size\": [200, 200], \"duration\": 1, "
      + "\"layoutDirection\": \"\(direction)\", "
      + "\"layers\": [\(layer("a", depth: 0)), \(layer("b", depth: 0))]}"
  }
}

@Suite("Scene files: layout of random constraints")
struct SceneLayoutStressTests {
  @Test("random constraint systems are solved or refused with one located line each")
  func randomSystems() throws {
    var layouts = RandomLayout(random: SplitMix64(seed: 2026))
    for _ in 0..<2000 {
      let json = layouts.scene()
      let problems = try SceneFile.problems(
        loading: { try SceneFile(bytes: Array(json.utf8), path: "s.json") },
        measuringTextWith: fixedWidthMeasurer)
      for problem in problems {
        #expect(!problem.localizedDescription.contains("\n"), "\(json)")
        #expect(problem.location != nil, "\(problem.localizedDescription) in \(json)")
      }
    }
  }
}
