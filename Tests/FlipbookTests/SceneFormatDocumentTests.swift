import Flipbook
import Foundation
import Pixels
import Scenes
import Testing

/// Every example in `docs/scene-format.md` and the README is a scene file that decodes,
/// builds and renders, so the documents cannot drift from the code.
@Suite("docs/scene-format.md")
struct SceneFormatDocumentTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The ```json blocks of the scene-format document, then the README's, in order.
  static let examples: [String] =
    jsonBlocks(in: "docs/scene-format.md") + jsonBlocks(in: "README.md")

  private static func jsonBlocks(in document: String) -> [String] {
    guard let text = try? String(contentsOfFile: repository + "/" + document, encoding: .utf8)
    else { return [] }
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```json" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test("the document shows an example for each feature")
  func hasExamples() {
    #expect(Self.examples.count == 41)
  }

  @Test("each example renders, and its last frame draws over the background", arguments: 0..<41)
  func renders(index: Int) throws {
    try #require(index < Self.examples.count)
    let folder = NSTemporaryDirectory() + "scene-doc-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The images the examples name.
    for (name, asset) in [
      ("icon.png", "save.png"), ("photo.png", "arrow.png"), ("before.png", "cancel.png"),
      ("after.png", "save.png"),
    ] {
      try FileManager.default.copyItem(
        atPath: Self.repository + "/Assets/" + asset, toPath: folder + "/" + name)
    }
    let path = folder + "/example-\(index).json"
    try Self.examples[index].write(toFile: path, atomically: true, encoding: .utf8)

    let file = try SceneFile(contentsOf: path)
    var settings = file.contents.renderSettings
    settings.fps = 10
    settings.scale = 1
    let recording = try Recording(file: file, settings: settings)
    let times = recording.contactSheetTimes(count: 5)
    let frames = try recording.frames(at: times)
    #expect(frames.count == times.count)
    let last = try #require(frames.last)
    let background = (file.contents.background?.color ?? .white).pixel
    var drawn = 0
    for y in 0..<last.height {
      for x in 0..<last.width where last[x, y] != background { drawn += 1 }
    }
    #expect(drawn > 100, "example \(index) draws only its background")
  }
}

extension SceneFormatDocumentTests {
  @Test("the errors the documents quote are the decoder's, word for word")
  func quotedErrors() throws {
    let readme = try String(contentsOfFile: Self.repository + "/README.md", encoding: .utf8)
    let doc = try String(
      contentsOfFile: Self.repository + "/docs/scene-format.md", encoding: .utf8)
    let example = try #require(Self.examples.last)  // the README's
    for (typo, replacement) in [
      ("\"transform.scale\"", "\"transform.scal\""),
      ("\"image\"", "\"contentsGravty\": \"center\", \"image\""),
      ("\"duration\": 2", "\"duration\": 0"),
    ] {
      let text = example.replacingOccurrences(of: typo, with: replacement)
      #expect(text != example)
      let error = try #require(throws: SceneError.self) {
        try SceneFile(bytes: Array(text.utf8), path: "pop.json")
      }
      let line = try #require(error.errorDescription)
      #expect(doc.contains("\n" + line + "\n"), "docs/scene-format.md lacks: \(line)")
      if typo == "\"transform.scale\"" {
        let flowed = readme.replacingOccurrences(of: "\n", with: " ")
        #expect(flowed.contains("`" + line + "`"), "README lacks: \(line)")
      }
    }
  }
}
