import Geometry
import Interaction
import Layers
import Testing

@testable import Scenes

/// A measurer whose sizes a test can work out by hand: 8 points a character wide and 1.2
/// times the font size high a line (then rounded up to whole points, as the measurer
/// rounds); text that wraps takes as many lines as the width needs.
let fixedWidthMeasurer = TextMeasurer { text, width in
  let length = Double(text.string.count) * 8
  let lines = text.wrapping == .none || length <= width ? 1 : (length / width).rounded(.up)
  return Size(
    width: min(length, width), height: lines * 1.2 * (text.runs.first?.font.size ?? 17))
}

/// The scene `json` makes, its text measured by ``fixedWidthMeasurer``.
func layoutScene(_ json: String) throws -> Scene {
  try SceneFile(bytes: Array(json.utf8), path: "s.json")
    .makeScene(measuringTextWith: fixedWidthMeasurer)
}

/// The layer at `indices` below the root (`[0, 1]`: the first layer's second sublayer).
func layer(_ scene: Scene, _ indices: Int...) -> Layer {
  indices.reduce(scene.rootLayer) { $0.sublayers[$1] }
}

/// Whether two frames agree within half a point on every side.
func near(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.width - b.width) <= 0.5
    && abs(a.height - b.height) <= 0.5
}

/// The card of `docs/scene-format.md`: a card pinned 20 points inside the canvas, a column
/// of a title and a subtitle pinned to its top leading corner, a button below it.
let cardScene = """
  {
    "format": 1, "size": [320, 240], "duration": 0.5, "background": "#F2F2F7",
    "layers": [
      {
        "name": "card", "backgroundColor": "white", "cornerRadius": 16,
        "layout": [
          { "anchor": "top", "equalTo": "superview.top", "constant": 20 },
          { "anchor": "leading", "equalTo": "superview.leading", "constant": 20 },
          { "anchor": "trailing", "equalTo": "superview.trailing", "constant": -20 },
          { "anchor": "bottom", "equalTo": "button.bottom", "constant": 16 }
        ],
        "sublayers": [
          {
            "name": "stack", "stack": { "axis": "vertical", "spacing": 4, "alignment": "leading" },
            "layout": [
              { "anchor": "top", "equalTo": "superview.top", "constant": 16 },
              { "anchor": "leading", "equalTo": "superview.leading", "constant": 16 },
              { "anchor": "trailing", "lessThanOrEqualTo": "superview.trailing", "constant": -16 }
            ],
            "sublayers": [
              {
                "name": "title",
                "text": { "string": "Weekly summary", "fontSize": 22, "fontWeight": "bold",
                          "alignment": "natural" }
              },
              {
                "name": "subtitle",
                "text": { "string": "3 new photos", "fontSize": 15, "color": "secondaryLabel",
                          "alignment": "natural" }
              }
            ]
          },
          {
            "name": "button", "backgroundColor": "systemBlue", "cornerRadius": 10,
            "text": { "string": "Open", "fontWeight": "semibold", "color": "white" },
            "layout": [
              { "anchor": "top", "equalTo": "stack.bottom", "constant": 12 },
              { "anchor": "leading", "equalTo": "superview.leading", "constant": 16 },
              { "anchor": "trailing", "equalTo": "superview.trailing", "constant": -16 },
              { "anchor": "height", "equalTo": 44 }
            ]
          }
        ]
      }
    ]
  }
  """

@Suite("Scene files: layout")
struct SceneLayoutTests {
  @Test("the card: every frame as the constraints and the measured text give it")
  func card() throws {
    let scene = try layoutScene(cardScene)
    // Measured: "Weekly summary" 14 × 8 = 112 wide, 1.2 × 22 = 26.4 → 27 high;
    // "3 new photos" 12 × 8 = 96 wide, 1.2 × 15 = 18 high.
    // card: x = 20, y = 20, width = 320 − 20 − 20 = 280; height from the button below.
    // stack (in the card): x = 16, y = 16; a column aligned at its leading edge is as wide
    // as its widest sublayer, 112 (it fits: 16 + 112 ≤ 280 − 16), and as high as
    // title + spacing + subtitle = 27 + 4 + 18 = 49.
    // title: at the stack's top leading corner, 112 × 27.
    // subtitle: y = title.bottom + 4 = 31, 96 × 18.
    // button: y = stack.bottom + 12 = 16 + 49 + 12 = 77, x = 16,
    // width = 280 − 16 − 16 = 248, height 44.
    // card height: button.bottom + 16 = 77 + 44 + 16 = 137.
    let expected: [(Layer, Rect)] = [
      (layer(scene, 0), Rect(x: 20, y: 20, width: 280, height: 137)),
      (layer(scene, 0, 0), Rect(x: 16, y: 16, width: 112, height: 49)),
      (layer(scene, 0, 0, 0), Rect(x: 0, y: 0, width: 112, height: 27)),
      (layer(scene, 0, 0, 1), Rect(x: 0, y: 31, width: 96, height: 18)),
      (layer(scene, 0, 1), Rect(x: 16, y: 77, width: 248, height: 44)),
    ]
    for (layer, frame) in expected {
      #expect(near(layer.frame, frame), "\(layer.name ?? "?"): \(layer.frame), not \(frame)")
    }
  }

  @Test("right to left, leading is the right edge: the column and its sublayers move over")
  func cardRightToLeft() throws {
    let json = cardScene.replacingOccurrences(
      of: #""duration": 0.5,"#, with: #""duration": 0.5, "layoutDirection": "rightToLeft","#)
    let scene = try layoutScene(json)
    // stack: its trailing (left) edge 16 from the card's right: x = 280 − 16 − 112 = 152.
    #expect(near(layer(scene, 0, 0).frame, Rect(x: 152, y: 16, width: 112, height: 49)))
    // The subtitle's leading (right) edge at the stack's: x = 112 − 96 = 16.
    #expect(near(layer(scene, 0, 0, 1).frame, Rect(x: 16, y: 31, width: 96, height: 18)))
  }

  @Test("text that wraps is measured again at the width the layout gives it")
  func wrappingText() throws {
    let scene = try layoutScene(
      """
      {"format": 1, "size": [200, 200], "duration": 1, "layers": [
        {"text": {"string": "aaaa bbbb cccc dddd", "numberOfLines": 0},
         "layout": [
          {"anchor": "leading", "equalTo": "superview.leading", "constant": 50},
          {"anchor": "trailing", "equalTo": "superview.trailing", "constant": -50},
          {"anchor": "top", "equalTo": "superview.top"}]}]}
      """)
    // 19 characters, 152 points on one line; at the width 200 − 100 = 100 it takes
    // 152 / 100 → 2 lines of 1.2 × 17 = 20.4 points: 40.8 → 41.
    #expect(near(layer(scene, 0).frame, Rect(x: 50, y: 0, width: 100, height: 41)))
  }

  @Test("wrapping text given no width is measured with no limit, as UILabel's sizeThatFits")
  func wrappingTextWithoutWidth() throws {
    let scene = try layoutScene(
      """
      {"format": 1, "size": [200, 200], "duration": 1, "layers": [
        {"text": {"string": "aaaa bbbb", "numberOfLines": 0},
         "layout": [{"anchor": "width", "equalTo": 0}, {"anchor": "top", "equalTo": "root.top"}]}]}
      """)
    // At width 0 the measurer would wrap without end; with no limit, one line 21 high.
    #expect(layer(scene, 0).bounds.size == Size(width: 0, height: 21))
  }

  @Test("a row in a right-to-left layout starts at the right")
  func rowRightToLeft() throws {
    let scene = try layoutScene(
      """
      {"format": 1, "size": [200, 100], "duration": 1, "layoutDirection": "rightToLeft",
       "layers": [
        {"frame": [0, 0, 200, 40], "stack": {"spacing": 10, "distribution": "equalSpacing"},
         "sublayers": [{"text": {"string": "aaaaa"}}, {"text": {"string": "bbbbbbbbbb"}},
                       {"text": {"string": "ccccc"}}]}]}
      """)
    // 40, 80 and 40 wide with equal gaps (200 − 160) / 2 = 20, from the right: the first
    // at x = 160, the second at 160 − 20 − 80 = 60, the third at 0.
    let xs = layer(scene, 0).sublayers.map(\.frame.minX)
    #expect(zip(xs, [160.0, 60, 0]).allSatisfy { abs($0 - $1) <= 0.5 }, "\(xs)")
  }

  @Test("a system button is built in the frame its layout gives; without either it is refused")
  func systemButton() throws {
    let json = """
      {"format": 1, "size": [200, 100], "duration": 1, "layers": [
        {"name": "go", "control": {"type": "systemButton", "titles": {"normal": "Go"}},
         "layout": [
          {"anchor": "centerX", "equalTo": "superview.centerX"},
          {"anchor": "bottom", "equalTo": "superview.bottom", "constant": -10},
          {"anchor": "width", "equalTo": 80}, {"anchor": "height", "equalTo": 44}]}]}
      """
    // Centred: x = (200 − 80) / 2 = 60; y = 100 − 10 − 44 = 46.
    let button = layer(try layoutScene(json), 0)
    #expect(near(button.frame, Rect(x: 60, y: 46, width: 80, height: 44)))
    // The title layer fills the button's bounds.
    #expect(button.sublayers.contains { $0.bounds.size == Size(width: 80, height: 44) })
    let bare = """
      {"format": 1, "size": [200, 100], "duration": 1, "layers": [
        {"name": "go", "control": {"type": "systemButton"}}]}
      """
    #expect(
      try problem(bare, at: #"{"type""#).message
        == "a systemButton needs the layer's 'frame' (or 'layout')")
  }

  @Test("a laid-out layer's anchor point sits where it falls in its frame")
  func anchorPoint() throws {
    let scene = try layoutScene(
      """
      {"format": 1, "size": [200, 200], "duration": 1, "layers": [
        {"anchorPoint": [0, 1], "layout": [
          {"anchor": "left", "equalTo": "superview.left", "constant": 10},
          {"anchor": "top", "equalTo": "superview.top", "constant": 20},
          {"anchor": "width", "equalTo": "superview.width", "multiplier": 0.5},
          {"anchor": "height", "equalTo": 30}]}]}
      """)
    let square = layer(scene, 0)
    // width = 0.5 × 200 = 100; the anchor (0, 1) is the frame's bottom left: (10, 20 + 30).
    #expect(square.bounds == Rect(x: 0, y: 0, width: 100, height: 30))
    #expect(square.position == Point(x: 10, y: 50))
  }

  @Test("a layer without layout is fixed where its frame puts it, and others follow it")
  func fixedFrame() throws {
    let scene = try layoutScene(
      """
      {"format": 1, "size": [200, 200], "duration": 1, "layers": [
        {"name": "a", "frame": [10, 10, 50, 50]},
        {"layout": [
          {"anchor": "leading", "equalTo": "a.trailing", "constant": 8},
          {"anchor": "centerY", "equalTo": "a.centerY"},
          {"anchor": "width", "equalTo": "a.width"},
          {"anchor": "height", "equalTo": "a.height", "multiplier": 0.5}]}]}
      """)
    #expect(layer(scene, 0).frame == Rect(x: 10, y: 10, width: 50, height: 50))
    // x = 10 + 50 + 8 = 68; height 25, centred on y = 35: y = 22.5.
    #expect(near(layer(scene, 1).frame, Rect(x: 68, y: 22.5, width: 50, height: 25)))
  }

  @Test("the margins are 8 points inside the bounds; priorities let one constraint give way")
  func marginsAndPriorities() throws {
    let scene = try layoutScene(
      """
      {"format": 1, "size": [200, 100], "duration": 1, "layers": [
        {"layout": [
          {"anchor": "leading", "equalTo": "superview.margins.leading"},
          {"anchor": "trailing", "equalTo": "superview.margins.trailing"},
          {"anchor": "top", "equalTo": "superview.margins.top"},
          {"anchor": "height", "equalTo": 500, "priority": "defaultHigh"},
          {"anchor": "bottom", "lessThanOrEqualTo": "superview.margins.bottom"}]}]}
      """)
    // 8 from each side: x = 8, width 200 − 16; the height of 500 gives way to the bottom
    // margin: 100 − 8 − 8 = 84.
    #expect(near(layer(scene, 0).frame, Rect(x: 8, y: 8, width: 184, height: 84)))
  }

  @Test("an animation of a laid-out layer's position starts from the solved one")
  func animationOnTop() throws {
    let scene = try layoutScene(
      """
      {"format": 1, "size": [200, 100], "duration": 1, "layers": [
        {"layout": [
          {"anchor": "left", "equalTo": "superview.left", "constant": 20},
          {"anchor": "top", "equalTo": "superview.top"},
          {"anchor": "width", "equalTo": 40}, {"anchor": "height", "equalTo": 40}],
         "animations": [{"type": "basic", "keyPath": "position.x", "by": 100, "duration": 1,
                          "fillMode": "forwards", "removedOnCompletion": false}]}]}
      """)
    let square = layer(scene, 0)
    // Solved: x = 20, so the centre is at 40; the animation moves it by 100.
    #expect(square.position == Point(x: 40, y: 20))
    #expect(abs(square.presentedValues(at: 0.5).position.x - 90) < 1e-6)
  }
}
