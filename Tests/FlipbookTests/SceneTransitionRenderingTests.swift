import Flipbook
import Foundation
import Pixels
import Scenes
import Testing

/// Scene-file transitions and view animations as they draw: the frames measured against what
/// the geometry and the timing predict, not against the renderer's own output.
@Suite("Scene files: transitions and view animations, drawn")
struct SceneTransitionRenderingTests {
  /// A 300 × 200 card of two faces, orange and white over blue, and `animation` on it.
  private func recording(_ animation: String) throws -> Recording {
    let json = """
      {"format": 1, "size": [300, 200], "duration": 1.5, "background": "white",
       "layers": [{"name": "card", "frame": [50, 40, 200, 120],
         "sublayers": [
           {"name": "front", "frame": [0, 0, 200, 120], "backgroundColor": "#FF9500"},
           {"name": "back", "frame": [0, 0, 200, 120], "backgroundColor": "#007AFF",
            "hidden": true}],
         "animations": [\(animation)]}]}
      """
    let file = try SceneFile(bytes: Array(json.utf8), path: "card.json")
    return try Recording(file: file, settings: RenderSettings(fps: 20, scale: 1))
  }

  /// The rows of column `x` that are not the white background.
  private func paintedRows(_ image: Image, x: Int) -> Int {
    (0..<image.height).filter { y in
      let p = image[x, y]
      return !(p.red > 250 && p.green > 250 && p.blue > 250)
    }.count
  }

  @Test(
    "a flip from the left brings the left edge forward, from the right the right edge",
    arguments: [("transitionFlipFromLeft", true), ("transitionFlipFromRight", false)])
  func flipEdges(option: String, leftForward: Bool) throws {
    let recorded = try recording(
      #"{"type": "transition", "duration": 1, "options": ["\#(option)", "curveLinear"], "#
        + #""from": "front", "to": "back"}"#)
    // At 0.25 s the old face has turned 45° (linear halves). Seen through m34 = −1/400, a
    // point 100·sin 45° nearer is scaled by 400 / (400 − 70.7), one as far behind by
    // 400 / (400 + 70.7): the near edge spans 145.8 pt at 85.8 pt from the axis, the far one
    // 102.0 pt at 60.1 pt.
    let frame = try #require(try recorded.frames(at: [0.25]).first)
    let offset = 100 * sin(Double.pi / 4)
    let nearScale = 400 / (400 - offset)
    let farScale = 400 / (400 + offset)
    let inside = 4.0
    let nearX = offset * nearScale - inside
    let farX = offset * farScale - inside
    let sign = leftForward ? -1.0 : 1.0
    let nearRows = paintedRows(frame, x: Int(150 + sign * nearX))
    let farRows = paintedRows(frame, x: Int(150 - sign * farX))
    // Between the edges the height changes linearly with x on screen.
    let slope = 120 * (nearScale - farScale) / (offset * (nearScale + farScale))
    #expect(abs(Double(nearRows) - (120 * nearScale - slope * inside)) < 3)
    #expect(abs(Double(farRows) - (120 * farScale + slope * inside)) < 3)
    // Orange (the old face) still shows; after the end, only blue.
    #expect(frame[150, 100].red > 200)
    let last = try #require(try recorded.frames(at: [1.2]).first)
    #expect(last[150, 100] == Pixel(red: 0, green: 122, blue: 255, alpha: 255))
  }

  @Test("half way through a linear cross dissolve each face shows at half opacity")
  func crossDissolve() throws {
    let recorded = try recording(
      #"{"type": "transition", "duration": 1, "options": ["transitionCrossDissolve", "#
        + #""curveLinear"], "from": "front", "to": "back"}"#)
    let frame = try #require(try recorded.frames(at: [0.5]).first)
    // The copy of the old face (orange, 0.5) over the changed card (blue, 0.5) over white:
    // c = 0.5·orange + 0.5·(0.5·blue + 0.5·white).
    let orange = [255.0, 149, 0]
    let blue = [0.0, 122, 255]
    let predicted = (0..<3).map { 0.5 * orange[$0] + 0.25 * blue[$0] + 0.25 * 255 }
    let p = frame[150, 100]
    let measured = [Double(p.red), Double(p.green), Double(p.blue)]
    for channel in 0..<3 { #expect(abs(measured[channel] - predicted[channel]) <= 2) }
  }

  @Test("a linear view animation of the centre moves the card in proportion to time")
  func viewAnimationMoves() throws {
    let recorded = try recording(
      #"{"type": "viewAnimation", "duration": 1, "delay": 0.2, "options": ["curveLinear"], "#
        + #""changes": {"center": [150, 140]}}"#)
    // From y = 100 to 140 between 0.2 s and 1.2 s: at 0.7 s half way, the top edge at 60 + 20.
    let frame = try #require(try recorded.frames(at: [0.7]).first)
    let top = (0..<frame.height).first { frame[150, $0].blue < 250 }
    #expect(top == 60)
    let before = try #require(try recorded.frames(at: [0.1]).first)
    #expect((0..<before.height).first { before[150, $0].blue < 250 } == 40)
  }

  @Test("a push from the right moves the old face out left and the new in, edge to edge")
  func pushFromRight() throws {
    let recorded = try recording(
      #"{"type": "transition", "duration": 1, "transitionType": "push", "#
        + #""subtype": "fromRight", "from": "front", "to": "back"}"#)
    let frames = try recorded.frames(at: [0.25, 0.5, 1.2])
    for (p, frame) in zip([0.25, 0.5], frames) {
      // The card spans 50...250: the old face's left edge at 50 − 200·p, the new one's at
      // 50 + 200·(1 − p), linear (Core Animation's default for an explicit animation).
      let line = (0..<300).map { x in
        let pixel = frame[x, 100]
        return pixel.red > 200 && pixel.blue < 60
          ? "o" : pixel.blue > 200 && pixel.red < 60 ? "b" : "w"
      }
      let blueStart = Double(line.firstIndex(of: "b") ?? -1)
      let orangeEnd = Double((line.lastIndex(of: "o") ?? -2) + 1)
      let orangeStart = Double(line.firstIndex(of: "o") ?? -1)
      #expect(blueStart == 50 + 200 * (1 - p), "p = \(p)")
      #expect(orangeEnd == 250 - 200 * p)
      #expect(orangeStart == max(0, 50 - 200 * p))
    }
    // Over, only the new face shows, in place.
    #expect(frames[2][60, 100].blue > 200 && frames[2][40, 100].red > 250)
  }
}
