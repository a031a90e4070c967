import Foundation
import Testing

@Suite("flipbook validate: the example of docs/scene-format.md")
struct ValidateDocumentTests {
  /// The section "## Errors" of docs/scene-format.md: the file with four typos it shows
  /// (its `json pop.json` block) and the lines it says `validate` prints (the next block).
  private static func example() throws -> (file: String, lines: [String]) {
    let text = try String(
      contentsOfFile: FlipbookBinary.repository + "/docs/scene-format.md", encoding: .utf8)
    let section = try #require(text.components(separatedBy: "\n## Errors\n").last)
    var blocks: [[Substring]] = []
    var current: [Substring]?
    var fileBlock: Int?
    for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("```") {
        if line == "```json pop.json" { fileBlock = blocks.count }
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!)
        current = nil
      } else {
        current?.append(line)
      }
    }
    let index = try #require(fileBlock)
    try #require(blocks.count > index + 1)
    return (
      blocks[index].joined(separator: "\n") + "\n", blocks[index + 1].map(String.init)
    )
  }

  @Test("the file with four typos prints the four lines the document shows, in its order")
  func fourTypos() throws {
    let (file, lines) = try Self.example()
    #expect(lines.count == 4)
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try file.write(toFile: folder + "/pop.json", atomically: true, encoding: .utf8)
    let result = try FlipbookBinary.run(["validate", "pop.json"], in: folder)
    #expect(result.status == 1)
    // The document runs it in a folder of its own: the one its missing image is in.
    let imageLine = try #require(lines.first { $0.contains("/icn.png:") })
    let documented = try #require(
      imageLine.components(separatedBy: "/icn.png:").first?
        .components(separatedBy: "cannot use the image: ").last)
    let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    let expected = lines.map {
      "flipbook: " + $0.replacingOccurrences(of: documented, with: real)
    }
    #expect(result.stderr.split(separator: "\n").map(String.init) == expected)
    #expect(result.stdout.isEmpty)
  }
}
