import Foundation
import Testing

/// The README's "Record your view controller" shows the example's test of the app's view
/// controller on a device, "Running your iOS code as written" the controller and
/// "Golden-image tests of your animations" the example's test; `Scripts/test` builds
/// and runs that package, so the README's code compiles and passes as long as it is the
/// package's code, line for line.
@Suite("README sections from the example package")
struct ReadmeGoldenTestsSectionTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test(
    "each Swift block of the sections is made of contiguous parts of the file it names",
    arguments: [
      (
        "## Record your view controller",
        "Examples/PopAndFlip/Tests/LikeTests/LikeOnDeviceTests.swift"
      ),
      ("## Running your iOS code as written", "Examples/PopAndFlip/App/LikeViewController.swift"),
      (
        "## Golden-image tests of your animations",
        "Examples/PopAndFlip/Tests/PopAndFlipTests/PopAndFlipTests.swift"
      ),
    ])
  func blocksAreTheExamplesCode(heading: String, file: String) throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = Self.swiftBlocks(in: Self.section(heading, of: readme))
    #expect(blocks.count == 1, "\(heading)")
    let source = Self.trimmedLines(
      try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
    ).joined(separator: "\n")
    for block in blocks {
      // A first line "// path" may label the block; a line "…" leaves out lines between two
      // parts, each of which must appear in the file as is, in order.
      var lines = Self.trimmedLines(block)
      if let label = lines.first, label.hasPrefix("// Examples/") {
        #expect(label == "// \(file)", "the block's label names its file")
        lines.removeFirst()
      }
      var rest = source[...]
      for part in lines.split(separator: "…") {
        let found = rest.range(of: part.joined(separator: "\n"))
        #expect(found != nil, "the README block's part \(part.first ?? "") is not in \(file)")
        if let found { rest = rest[found.upperBound...] }
      }
    }
  }

  /// The text from `heading` to the next second-level heading.
  static func section(_ heading: String, of text: String) -> String {
    guard let start = text.range(of: heading) else { return "" }
    let rest = text[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  /// The contents of the ```swift blocks.
  static func swiftBlocks(in text: String) -> [String] {
    text.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
  }

  /// Non-empty lines without their indentation.
  static func trimmedLines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }
}
