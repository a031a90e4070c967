import Animation
import Flipbook
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

@Suite("README and DocC: running code later in a scene")
struct ScheduleExampleTests {
  @Test("the scheduled code changes the dot at 0.4 s and its animation begins then")
  func example() throws {
    // Example begin
    let recording = try Recording(size: Size(width: 200, height: 100), duration: 1) { scene in
      let dot = Layer(frame: Rect(x: 20, y: 30, width: 40, height: 40))
      dot.backgroundColor = .systemBlue
      dot.cornerRadius = 20
      scene.rootLayer.addSublayer(dot)

      // At 0.4 s of the scene's time, as a timer or a completion handler would:
      scene.timeline.schedule(at: 0.4) {
        dot.backgroundColor = .red
        dot.position.x = 160
        dot.add(BasicAnimation(keyPath: .position(.x), from: 40, to: 160, duration: 0.5))
      }
    }
    // Example end

    // Scale 2; the dot's centre row is y = 50 pt.
    let blue = Color.systemBlue.pixel
    let red = Color.red.pixel
    let before = try recording.frame(at: 0.3)
    #expect(before[80, 100] == blue)
    // Linear timing: a quarter of a second into 0.5 s, the centre is halfway, at x = 100 pt.
    let sliding = try recording.frame(at: 0.65)
    #expect(sliding[200, 100] == red && sliding[80, 100] == Color.white.pixel)
    let after = try recording.frame(at: 1)
    #expect(after[320, 100] == red && after[200, 100] == Color.white.pixel)
    let begin = try #require(recording.events().first { $0.name == "animation.begin" })
    #expect(begin.time == 0.4)
  }

  @Test("the README and the Flipbook documentation print exactly the example that runs here")
  func documentsMatch() throws {
    let test = try String(contentsOfFile: #filePath, encoding: .utf8)
    let body = try #require(Self.between("// Example begin\n", "    // Example end", in: test))
    let example = body.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }
      .joined(separator: "\n")
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let heading = "### Running code later in a scene"
    for (path, opening) in [
      ("README.md", "```swift\nimport Flipbook\n\n"),
      ("Sources/Flipbook/Flipbook.docc/Flipbook.md", "```swift\n"),
    ] {
      let text = try String(
        contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      let section = try #require(Self.between(heading, "\n#", in: text), "\(path)")
      let code = try #require(Self.between(opening, "```", in: section), "\(path)")
      #expect(code == example, "\(path)")
      #expect(section.contains("scene.timeline.schedule(at:)"), "\(path)")
    }
  }

  private static func between(_ start: String, _ end: String, in text: String) -> String? {
    guard let a = text.range(of: start),
      let b = text.range(of: end, range: a.upperBound..<text.endIndex)
    else { return nil }
    return String(text[a.upperBound..<b.lowerBound])
  }
}
