import Foundation
import Testing

/// The README's "Running your iOS code as written" shows the example package's manifest and
/// "Golden-image tests of your animations" its test; `Scripts/test` builds and runs that
/// package, so the README's code compiles and passes as long as it is the package's code,
/// line for line.
@Suite("README sections from the example package")
struct ReadmeGoldenTestsSectionTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test(
    "each Swift block of the sections is a contiguous part of the example package",
    arguments: [
      ("## Running your iOS code as written", "Examples/PopAndFlip/Package.swift"),
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
    for block in blocks {
      let source = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
      // A first line "// path" labels the block; the rest must appear in the file as is.
      let lines = Self.trimmedLines(block).drop { $0.hasPrefix("// Examples/") }
      #expect(
        Self.trimmedLines(source).joined(separator: "\n").contains(lines.joined(separator: "\n")),
        "the README block is not part of \(file)")
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
