import Geometry
import Layers
import Testing

@testable import Scenes

/// A row 300 × 50 points with a spacing of 10 of three labels 40, 80 and 120 points wide
/// and 21 high (5, 10 and 15 characters of 17-point text, measured by
/// ``fixedWidthMeasurer``); the middle one hugs less than the others horizontally (200).
private func row(
  distribution: String, alignment: String = "fill", middle: String = ""
) -> String {
  """
  {"format": 1, "size": [400, 100], "duration": 1, "layers": [
    {"frame": [0, 0, 300, 50],
     "stack": {"axis": "horizontal", "spacing": 10, "distribution": "\(distribution)",
               "alignment": "\(alignment)"},
     "sublayers": [
       {"text": {"string": "aaaaa"}},
       {"text": {"string": "bbbbbbbbbb"}, "hugging": [200, 250]\(middle)},
       {"text": {"string": "ccccccccccccccc"}}]}]}
  """
}

/// The frames of the row's three sublayers.
private func frames(_ json: String) throws -> [Rect] {
  try layoutScene(json).rootLayer.sublayers[0].sublayers.map(\.frame)
}

/// Whether each frame agrees with its expected one within half a point.
private func agree(_ frames: [Rect], _ expected: [Rect]) -> Bool {
  frames.count == expected.count && zip(frames, expected).allSatisfy { near($0, $1) }
}

/// A distribution, what Apple's `UIStackView.Distribution` documentation says of it, and
/// the frames of the row's three sublayers worked out from that.
struct Distributed: Sendable, CustomTestStringConvertible {
  let distribution: String
  let rule: String
  /// x and width of each; the alignment `fill` makes each 50 high at y 0.
  let frames: [(x: Double, width: Double)]

  var testDescription: String { "\(distribution): \(rule)" }

  static let all = [
    // 300 − (40 + 80 + 120) − 2 × 10 = 40 more for the middle, which hugs least:
    // 40, 120, 120 at x 0, 50, 180.
    Distributed(
      distribution: "fill",
      rule: "if the arranged views do not fill the stack view, it stretches the views "
        + "according to their hugging priority",
      frames: [(0, 40), (50, 120), (180, 120)]),
    // (300 − 2 × 10) / 3 = 93.33 each, at x 0, 103.33, 206.67.
    Distributed(
      distribution: "fillEqually",
      rule: "the views are resized so that they are all the same size along the stack "
        + "view's axis",
      frames: [(0, 280.0 / 3), (280.0 / 3 + 10, 280.0 / 3), (560.0 / 3 + 20, 280.0 / 3)]),
    // 280 × 40/240 = 46.67, 280 × 80/240 = 93.33, 280 × 120/240 = 140, at x 0, 56.67, 160.
    Distributed(
      distribution: "fillProportionally",
      rule: "views are resized proportionally based on their intrinsic content size along "
        + "the stack view's axis",
      frames: [(0, 280.0 / 6), (280.0 / 6 + 10, 280.0 / 3), (160, 140)]),
    // Intrinsic widths, gaps (300 − 240) / 2 = 30: x 0, 70, 180.
    Distributed(
      distribution: "equalSpacing",
      rule: "when the arranged views do not fill the stack view, it pads the spacing "
        + "between the views evenly",
      frames: [(0, 40), (70, 80), (180, 120)]),
    // Intrinsic widths; the first centre at 20, the last at 300 − 60 = 240, the middle
    // halfway, 130: x = 130 − 40 = 90 (gaps 50 and 10, each at least the spacing).
    Distributed(
      distribution: "equalCentering",
      rule: "an equal center-to-center spacing along the stack view's axis, while "
        + "maintaining the spacing property's distance between views",
      frames: [(0, 40), (90, 80), (180, 120)]),
  ]
}

@Suite("Scene files: stacks")
struct SceneStackTests {
  @Test("each distribution as Apple documents it", arguments: Distributed.all)
  func distribution(_ d: Distributed) throws {
    let expected = d.frames.map { Rect(x: $0.x, y: 0, width: $0.width, height: 50) }
    let frames = try frames(row(distribution: d.distribution))
    #expect(agree(frames, expected), "\(frames)")
  }

  @Test(
    "alignment places the sublayers across the axis at their intrinsic height",
    arguments: [("top", 0.0), ("center", 14.5), ("bottom", 29.0)])
  func alignment(alignment: String, y: Double) throws {
    // UIStackView.Alignment: top "aligns the top edge of its arranged views along its top
    // edge", center "centers its arranged views along its axis", bottom the bottom edges;
    // each keeps its intrinsic height, 21: y = 0, (50 − 21) / 2 = 14.5, 50 − 21 = 29.
    let frames = try frames(row(distribution: "fillEqually", alignment: alignment))
    #expect(frames.allSatisfy { abs($0.minY - y) <= 0.5 && abs($0.height - 21) <= 0.5 })
  }

  @Test("fill in too little room shrinks the view of the lowest compression resistance")
  func fillShrinks() throws {
    // "When the arranged views do not fit within the stack view, it shrinks the views
    // according to their compression resistance priority": 40 + 80 + 120 + 2 × 10 = 260
    // in 200, so the last, resisting at 700, gives up 60: 40, 80, 60 at x 0, 50, 140.
    let json = row(distribution: "fill")
      .replacingOccurrences(of: "[0, 0, 300, 50]", with: "[0, 0, 200, 50]")
      .replacingOccurrences(
        of: #""ccccccccccccccc"}"#, with: #""ccccccccccccccc"}, "compressionResistance": 700"#)
    let expected = [(0.0, 40.0), (50, 80), (140, 60)].map {
      Rect(x: $0.0, y: 0, width: $0.1, height: 50)
    }
    let frames = try frames(json)
    #expect(agree(frames, expected), "\(frames)")
  }

  @Test("a hidden sublayer takes no room and no spacing")
  func hidden() throws {
    // Two shown: (300 − 10) / 2 = 145 each, at x 0 and 155; the hidden one is 0 wide.
    let frames = try frames(row(distribution: "fillEqually", middle: #", "hidden": true"#))
    #expect(near(frames[0], Rect(x: 0, y: 0, width: 145, height: 50)))
    #expect(frames[1].width == 0)
    #expect(near(frames[2], Rect(x: 155, y: 0, width: 145, height: 50)))
  }

  @Test("a stack with no frame fits its sublayers: a column of their heights and spacing")
  func fitsContent() throws {
    let scene = try layoutScene(
      """
      {"format": 1, "size": [400, 200], "duration": 1, "layers": [
        {"stack": {"axis": "vertical", "spacing": 6, "alignment": "center"},
         "sublayers": [{"text": {"string": "aaaaa"}}, {"text": {"string": "bbbbbbbbbb"}}]}]}
      """)
    // As wide as the widest (80), as high as 21 + 6 + 21 = 48, at the canvas's origin; the
    // narrower one centred: x = (80 − 40) / 2 = 20.
    let stack = scene.rootLayer.sublayers[0]
    #expect(near(stack.frame, Rect(x: 0, y: 0, width: 80, height: 48)))
    #expect(near(stack.sublayers[0].frame, Rect(x: 20, y: 0, width: 40, height: 21)))
    #expect(near(stack.sublayers[1].frame, Rect(x: 0, y: 27, width: 80, height: 21)))
  }
}
