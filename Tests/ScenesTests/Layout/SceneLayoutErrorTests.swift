import Testing

@testable import Scenes

/// A scene of one layer 100 × 100 named "title" and a layer with `layout`, the given
/// constraints.
private func scene(_ constraints: String, extra: String = "") -> String {
  """
  {"format": 1, "size": [200, 200], "duration": 1, "layers": [
    {"name": "title", "frame": [0, 0, 100, 100]},
    {"name": "box"\(extra), "layout": [\(constraints)]}]}
  """
}

/// A constraint a scene file refuses: where the problem is (the first occurrence of
/// `marker` in the scene of `scene(_:)`), the JSON path and the message.
struct RefusedConstraint: Sendable, CustomTestStringConvertible {
  let constraint: String
  let marker: String
  let path: String
  let message: String

  var testDescription: String { constraint }

  static let all = [
    RefusedConstraint(
      constraint: #"{"anchor": "tops", "equalTo": "superview.top"}"#, marker: #""tops""#,
      path: "layers[1].layout[0].anchor",
      message: "unknown anchor 'tops' (did you mean 'top'?)"),
    RefusedConstraint(
      constraint: #"{"anchor": "top", "equalTo": "title.bottm"}"#, marker: #""title.bottm""#,
      path: "layers[1].layout[0].equalTo",
      message: "unknown anchor 'bottm' (did you mean 'bottom'?)"),
    // The name is looked up in the tree when the scene is built.
    RefusedConstraint(
      constraint: #"{"anchor": "top", "equalTo": "titel.bottom", "constant": 8}"#,
      marker: #""titel.bottom""#, path: "layers[1].layout[0].equalTo",
      message: "unknown layer 'titel' (did you mean 'title'?)"),
    RefusedConstraint(
      constraint: #"{"anchor": "top", "equalTo": "superview.leading"}"#,
      marker: #""superview.leading""#, path: "layers[1].layout[0].equalTo",
      message: "'top' is a y-axis anchor and 'leading' is an x-axis anchor: a constraint "
        + "relates anchors of one axis"),
    RefusedConstraint(
      constraint: #"{"anchor": "leading", "equalTo": "superview.left"}"#,
      marker: #""superview.left""#, path: "layers[1].layout[0].equalTo",
      message: "'leading' cannot be related to 'left': UIKit refuses a constraint between "
        + "leading or trailing and left or right"),
    RefusedConstraint(
      constraint: #"{"anchor": "top", "equalTo": 20}"#, marker: "20}",
      path: "layers[1].layout[0].equalTo",
      message: "a number is a width or height, and 'top' is a y-axis anchor: relate it to an "
        + "anchor, such as 'superview.top'"),
    RefusedConstraint(
      constraint: #"{"anchor": "top", "equalTo": "superview.top", "multiplier": 2}"#,
      marker: "2}", path: "layers[1].layout[0].multiplier",
      message: "a multiplier scales a width or height, as NSLayoutDimension's; 'top' is a "
        + "y-axis anchor"),
    RefusedConstraint(
      constraint: #"{"anchor": "width", "equalTo": "superview.width", "multiplier": 1e300}"#,
      marker: "1e300", path: "layers[1].layout[0].multiplier",
      message: "expected a factor from 0.001 to 1000, or the same below 0, found 1e+300"),
    RefusedConstraint(
      constraint: #"{"anchor": "width", "equalTo": "superview.width", "multiplier": 0}"#,
      marker: "0}", path: "layers[1].layout[0].multiplier",
      message: "expected a factor from 0.001 to 1000, or the same below 0, found 0"),
    RefusedConstraint(
      constraint: #"{"anchor": "width", "equalTo": 200000}"#, marker: "200000",
      path: "layers[1].layout[0].equalTo",
      message: "expected points from -100000 to 100000, found 200000"),
    RefusedConstraint(
      constraint: #"{"anchor": "width", "equalTo": 20, "priority": 0}"#, marker: "0}",
      path: "layers[1].layout[0].priority",
      message: "expected a priority from 1 to 1000, found 0"),
    RefusedConstraint(
      constraint: #"{"anchor": "width", "equalTo": 20, "priority": "defaultHi"}"#,
      marker: #""defaultHi""#, path: "layers[1].layout[0].priority",
      message: "unknown priority 'defaultHi' (did you mean 'defaultHigh'?)"),
  ]
}

@Suite("Scene files: layout errors")
struct SceneLayoutErrorTests {
  @Test("a constraint is refused at its key, naming the cause", arguments: RefusedConstraint.all)
  func refused(_ refused: RefusedConstraint) throws {
    let problem = try problem(scene(refused.constraint), at: refused.marker)
    #expect(problem.path == refused.path)
    #expect(problem.message == refused.message)
  }

  @Test("layout beside a frame")
  func layoutAndFrame() throws {
    let json = scene(
      #"{"anchor": "width", "equalTo": 20}"#, extra: #", "frame": [0, 0, 10, 10]"#)
    let problem = try problem(json, at: "[0, 0, 10, 10]")
    #expect(problem.path == "layers[1].frame")
    #expect(
      problem.message
        == "'frame' and 'layout' both place the layer: give one of them (a size is "
        + #"{"anchor": "width", "equalTo": 120})"#)
  }

  @Test("a frame on a stack's sublayer")
  func frameInStack() throws {
    let json = """
      {"format": 1, "size": [200, 200], "duration": 1, "layers": [
        {"stack": {"axis": "vertical"}, "sublayers": [{"frame": [0, 0, 10, 10]}]}]}
      """
    let problem = try problem(json, at: #"[0, 0, 10, 10]"#)
    #expect(problem.path == "layers[0].sublayers[0].frame")
    #expect(
      problem.message
        == "a stack places its sublayers: leave out 'frame' (a 'layout' of 'width' or "
        + "'height' gives a size)")
  }

  @Test("required constraints that cannot hold together, named by their paths")
  func unsatisfiable() throws {
    let json = scene(
      #"{"anchor": "width", "equalTo": 100}, "#
        + #"{"anchor": "width", "equalTo": "title.width", "constant": 50}"#)
    let problem = try problem(json, at: #"{"anchor": "width", "equalTo": "title"#)
    #expect(problem.path == "layers[1].layout[1]")
    // title is fixed at 100 wide by its frame; box = 100 and box = title + 50 cannot both
    // hold.
    #expect(
      problem.message
        == "cannot hold together with layers[0]'s frame and layers[1].layout[0] (width = 100) "
        + "(all required: give one a priority below 1000 to let it give way)")
  }

  @Test("a stack's alignment of the other axis, and a baseline alignment")
  func stackAlignment() throws {
    let json = """
      {"format": 1, "size": [200, 200], "duration": 1, "layers": [
        {"stack": {"axis": "vertical", "alignment": "top"}}]}
      """
    #expect(
      try problem(json, at: #""top""#).message
        == "'top' aligns a row's sublayers; a vertical stack aligns its sublayers at 'leading'")
    let far = json.replacingOccurrences(of: #""alignment": "top""#, with: #""spacing": 1e9"#)
    #expect(
      try problem(far, at: "1e9").message
        == "expected points from -100000 to 100000, found 1000000000")
    let baseline = json.replacingOccurrences(of: #""top""#, with: #""firstBaseline""#)
    #expect(
      try problem(baseline, at: #""firstBaseline""#).message
        == "the baseline alignments are not supported: give 'top', 'center' or 'bottom'")
  }

  @Test("hugging on a layer of a given frame, and layout in a mask")
  func notLaidOut() throws {
    let hugging = """
      {"format": 1, "size": [200, 200], "duration": 1, "layers": [
        {"frame": [0, 0, 50, 20], "text": {"string": "Hi"}, "hugging": 1}]}
      """
    #expect(
      try problem(hugging, at: "1}").message
        == "'hugging' is the priority of an intrinsic size in a layout, and this layer's frame "
        + "is given: give it 'layout' instead, or put it in a stack")
    let mask = """
      {"format": 1, "size": [200, 200], "duration": 1, "layers": [
        {"frame": [0, 0, 50, 20], "mask": {"layout": [{"anchor": "width", "equalTo": 5}]}}]}
      """
    let problem = try problem(mask, at: #"[{"anchor""#)
    #expect(problem.path == "layers[0].mask.layout")
    #expect(problem.message == "a mask and its sublayers are not laid out: give them frames")
  }

  @Test("multipliers that together scale past 1e100 are refused where they do")
  func multipliersScale() throws {
    // 34 layers, each 1000 times as wide as its superlayer: 1e102 by the last.
    var layer = #"{"layout": [{"anchor": "width", "equalTo": 1}]}"#
    for _ in 0..<34 {
      layer =
        #"{"layout": [{"anchor": "width", "equalTo": "superview.width", "multiplier": 1000}], "#
        + #""sublayers": [\#(layer)]}"#
    }
    let json = #"{"format": 1, "size": [100, 100], "duration": 1, "layers": [\#(layer)]}"#
    let problems = try SceneFile.problems(loading: {
      try SceneFile(bytes: Array(json.utf8), path: "s.json")
    })
    let first = try #require(problems.first)
    // The 34th multiplier, at depth 33, takes the product to 1e102.
    #expect(first.path.hasSuffix("layout[0].multiplier"))
    #expect(first.path.components(separatedBy: "sublayers").count == 34)
    #expect(
      first.message
        == "the file's multipliers (and their inverses, below 1) multiply to more than 1e100, "
        + "more than the layout can solve exactly")
  }

  @Test("a frame far out in a file with a layout, which the solver's arithmetic cannot hold")
  func farFrame() throws {
    let json = scene(
      #"{"anchor": "width", "equalTo": "title.width", "multiplier": 1000}"#
    ).replacingOccurrences(of: "[0, 0, 100, 100]", with: "[0, 0, 1e308, 100]")
    let problem = try problem(json, at: "[0, 0, 1e308")
    #expect(problem.path == "layers[0].frame")
    #expect(
      problem.message
        == "in a file with a layout, a frame stays within 1000000 points of its superlayer's "
        + "origin, so that the solver's arithmetic stays finite")
  }

  @Test("text laid out without a measurer is a problem at the text, not a guess")
  func noMeasurer() throws {
    let json = """
      {"format": 1, "size": [200, 200], "duration": 1, "layers": [
        {"text": {"string": "Hi"}, "layout": []}]}
      """
    let problem = try problem(json, at: #"{"string""#)
    #expect(problem.path == "layers[0].text")
    #expect(
      problem.message
        == "the layout needs the text's size, and the scene was made without fonts to measure "
        + "it (give makeScene a TextMeasurer)")
  }
}
