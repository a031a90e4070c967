import Foundation
import Pixels
import Testing

@Suite("flipbook render and validate with a laid-out scene")
struct SceneLayoutCommandTests {
  /// The card of the Layout section of `docs/scene-format.md`, as the page shows it.
  static func card() throws -> String {
    let page = try String(
      contentsOfFile: FlipbookBinary.repository + "/docs/scene-format.md", encoding: .utf8)
    let section = try #require(page.range(of: "\n## Layout\n"))
    let start = try #require(page.range(of: "```json\n", range: section.upperBound..<page.endIndex))
    let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
    return String(page[start.upperBound..<end.lowerBound])
  }

  /// The lengths of the runs of equal pixels along `points`, in order.
  private static func runs(_ image: Image, along points: [(x: Int, y: Int)]) -> [(Pixel, Int)] {
    var runs: [(Pixel, Int)] = []
    for (x, y) in points {
      let pixel = image[x, y]
      if let last = runs.last, last.0 == pixel {
        runs[runs.count - 1].1 += 1
      } else {
        runs.append((pixel, 1))
      }
    }
    return runs
  }

  @Test("the card renders with the frames its constraints give, its text measured by the fonts")
  func card() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.card().write(toFile: folder + "/card.json", atomically: true, encoding: .utf8)
    let validated = try FlipbookBinary.run(["validate", "card.json"], in: folder)
    #expect(validated.status == 0 && validated.stdout == "card.json: ok\n", "\(validated.stderr)")
    let result = try FlipbookBinary.run(
      ["render", "card.json", "--at", "0.25", "--scale", "1", "-o", "card.png", "--quiet"],
      in: folder)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let frame = try Image(contentsOfPNGFile: folder + "/card.png")
    let background = Pixel(red: 0xF2, green: 0xF2, blue: 0xF7, alpha: 255)
    let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
    let blue = Pixel(red: 0, green: 122, blue: 255, alpha: 255)
    // Down the column x = 270, right of the text: the canvas above the card's top (20), the
    // card, the button (44 high), the card's 16 below the button, the canvas.
    let down = Self.runs(frame, along: (0..<240).map { (270, $0) })
    #expect(down.map(\.0) == [background, white, blue, white, background], "\(down)")
    guard down.count == 5 else { return }
    #expect(down[0].1 == 20 && down[2].1 == 44 && down[3].1 == 16, "\(down)")
    // The button's top is 20 + 16 + the column's height + 12: the title and the subtitle,
    // measured, and the spacing of 4 between them, at least a line of each.
    let column = down[1].1 - 16 - 12
    #expect((30...80).contains(column), "the column is \(column) high")
    // Across the button's middle: 20 + 16 in from the left, 280 − 32 = 248 wide.
    let buttonMiddle = down[0].1 + down[1].1 + 22
    let across = Self.runs(frame, along: (0..<120).map { ($0, buttonMiddle) })
    #expect(across.map(\.0) == [background, white, blue], "\(across)")
    #expect(across.first?.1 == 20 && across.dropFirst().first?.1 == 16, "\(across)")
  }

  @Test("constraints that cannot hold together fail validation, naming both")
  func unsatisfiable() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scene = """
      {"format": 1, "size": [100, 100], "duration": 1, "layers": [
        {"layout": [{"anchor": "width", "equalTo": 40},
                    {"anchor": "width", "equalTo": "superview.width"}]}]}
      """
    try scene.write(toFile: folder + "/s.json", atomically: true, encoding: .utf8)
    let result = try FlipbookBinary.run(["validate", "s.json"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "s.json:3:15: layers[0].layout[1]: cannot hold together with the canvas and "
          + "layers[0].layout[0] (width = 40)"), "\(result.stderr)")
  }
}
