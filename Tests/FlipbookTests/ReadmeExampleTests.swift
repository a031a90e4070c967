import Animation
import Flipbook
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

@Suite("README")
struct ReadmeExampleTests {
  /// The "Using it from Swift" example, as printed, writing into a temporary folder.
  @Test("the Swift example records a visible card that pops and turns")
  func example() throws {
    let folder = NSTemporaryDirectory() + "readme-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The example writes beside it, as a user's would; no other test uses relative paths.
    let previous = FileManager.default.currentDirectoryPath
    try #require(FileManager.default.changeCurrentDirectoryPath(folder))
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }

    // README begin
    let recording = try Recording(size: Size(width: 200, height: 200), duration: 1.5) { scene in
      let card = Layer(frame: Rect(x: 50, y: 50, width: 100, height: 100))
      card.backgroundColor = .systemBlue
      card.cornerRadius = 16
      scene.rootLayer.addSublayer(card)

      var pop = SpringAnimation(keyPath: .transform(.scale), from: 0.5, to: 1, damping: 8)
      pop.duration = pop.settlingDuration
      card.add(pop, forKey: "pop")

      var turn = BasicAnimation(keyPath: .transform(.rotation(.z)), from: 0, to: .pi / 4)
      turn.beginTime = 0.6
      turn.duration = 0.5
      turn.fillMode = .forwards
      turn.isRemovedOnCompletion = false
      card.add(turn, forKey: "turn")
    }
    try recording.writeGIF(to: "pop.gif")
    try recording.writePNG(at: 0.1, to: "pop-start.png")
    // README end

    let gif = try Data(contentsOf: URL(fileURLWithPath: folder + "/pop.gif"))
    #expect(gif.starts(with: Array("GIF89a".utf8)) && recording.frameCount == 45)
    // At 0.1 s the card is still small: blue in the middle, white 45 pt from it.
    let start = try Image(contentsOfPNGFile: folder + "/pop-start.png")
    #expect(start.width == 400 && start.height == 400)
    let blueAtCentre = Self.pixel(start, x: 200, y: 200)
    #expect(blueAtCentre == [0, 122, 255, 255])
    #expect(Self.pixel(start, x: 200, y: 110) == [255, 255, 255, 255])
    // At the end the card has turned by 45°: its corner region is white, its diagonal
    // reaches further than its half width.
    let end = try recording.frame(at: 1.5)
    #expect(Self.pixel(end, x: 105, y: 105) == [255, 255, 255, 255])
    #expect(Self.pixel(end, x: 200, y: 75) == [0, 122, 255, 255])
  }

  @Test("the README prints exactly the example that runs here")
  func readmeMatches() throws {
    let test = try String(contentsOfFile: #filePath, encoding: .utf8)
    let body = try #require(Self.between("// README begin\n", "    // README end", in: test))
    let example = body.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }
      .joined(separator: "\n")
    let readmePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let readme = try String(contentsOf: readmePath, encoding: .utf8)
    let section = try #require(Self.between("## Using it from Swift", "## ", in: readme))
    let code = try #require(Self.between("```swift\nimport Flipbook\n\n", "```", in: section))
    #expect(code == example)
  }

  /// The README is a front door: what Flipbook is and how to use it, with the measurements
  /// in docs/performance.md, which it links to.
  @Test("the README stays within 300 lines and links to the performance tables")
  func frontDoor() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 301)
    #expect(readme.contains("(docs/performance.md)"))
    #expect(
      FileManager.default.fileExists(
        atPath: repository.appendingPathComponent("docs/performance.md").path))
  }

  private static func pixel(_ image: Image, x: Int, y: Int) -> [UInt8] {
    let i = (y * image.width + x) * 4
    return Array(image.bytes[i..<(i + 4)])
  }

  private static func between(_ start: String, _ end: String, in text: String) -> String? {
    guard let a = text.range(of: start),
      let b = text.range(of: end, range: a.upperBound..<text.endIndex)
    else { return nil }
    return String(text[a.upperBound..<b.lowerBound])
  }
}
