import Foundation
import Testing

/// docs/uikit-symbols.tsv against the sources and the compile test generated from it.
@Suite("docs/uikit-symbols.tsv")
struct SymbolTableConsistencyTests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// One row of the table.
  private struct Row {
    let type: String
    let member: String
    let kind: String
    let state: String
    let source: String

    /// The member's name without labels: `convert(_:to:) (CGPoint)` → `convert`.
    var baseName: String {
      String(member.prefix { $0 != "(" && $0 != " " })
    }
  }

  private static func rows() throws -> [Row] {
    let text = try String(
      contentsOf: repository.appendingPathComponent("docs/uikit-symbols.tsv"), encoding: .utf8)
    return text.split(separator: "\n").dropFirst().map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return Row(
        type: fields[0], member: fields[1], kind: fields[2], state: fields[3], source: fields[4])
    }
  }

  /// `Type.name` of every declaration in Sources/FlipbookQuartz marked
  /// `@available(*, unavailable…)`, the type being the extension or class it sits in.
  private static func unavailableDeclarations() throws -> Set<String> {
    let sources = repository.appendingPathComponent("Sources/FlipbookQuartz")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var found: Set<String> = []
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      var type = ""
      var attribute: String?
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let text = line.trimmingCharacters(in: .whitespaces)
        let topLevel = !line.hasPrefix(" ")
        if topLevel, let name = declaredType(text) { type = name }
        if text.hasPrefix("@available(") {
          attribute = text
        } else if let seen = attribute, text.hasPrefix("public ") || text.hasPrefix("open ") {
          if seen.contains("unavailable"), let name = declaredName(text) {
            found.insert("\(topLevel ? "(global)" : type).\(name)")
          }
          attribute = nil
        } else if attribute != nil {
          attribute! += text
        }
      }
    }
    return found
  }

  /// The type a top-level `extension`/`class`/`struct`/`enum` line declares.
  private static func declaredType(_ text: String) -> String? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" })
    guard
      let index = words.firstIndex(where: { ["extension", "class", "struct", "enum"].contains($0) }
      ),
      index + 1 < words.count
    else { return nil }
    return String(words[index + 1])
  }

  /// The name a `public`/`open` member line declares: `init` for an initialiser.
  private static func declaredName(_ text: String) -> String? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" })
    if words.contains(where: { $0 == "init" || $0.hasPrefix("init?") }) { return "init" }
    guard let index = words.firstIndex(where: { ["var", "func", "let"].contains($0) }),
      index + 1 < words.count
    else { return nil }
    return String(words[index + 1])
  }

  @Test("every row has a known kind and state and names the header it comes from")
  func wellFormed() throws {
    let rows = try Self.rows()
    #expect(rows.count > 300)
    let kinds: Set = [
      "initializer", "property", "class property", "static property", "method", "class method",
      "constant", "function",
    ]
    for row in rows {
      #expect(kinds.contains(row.kind), "\(row.type).\(row.member): kind \(row.kind)")
      #expect(
        ["works", "no visible effect", "unavailable"].contains(row.state),
        "\(row.type).\(row.member): state \(row.state)")
      #expect(row.source.contains(".h"), "\(row.type).\(row.member): source \(row.source)")
    }
  }

  @Test("every unavailable row is declared unavailable in Sources/FlipbookQuartz")
  func unavailableRowsAreDeclared() throws {
    let declared = try Self.unavailableDeclarations()
    for row in try Self.rows() where row.state == "unavailable" {
      #expect(
        declared.contains("\(row.type).\(row.baseName)"),
        "\(row.type).\(row.member) is not declared unavailable")
    }
  }

  /// The generated file groups the rows by type; each row is referenced once.
  @Test("the generated compile test references exactly the rows that work or draw nothing")
  func generatedTestInSync() throws {
    let test = try String(
      contentsOf: Self.repository.appendingPathComponent(
        "Tests/FlipbookQuartzTests/SymbolTableTests.swift"), encoding: .utf8)
    let referenced = test.split(separator: "\n").compactMap { line in
      line.range(of: "// entry: ").map { String(line[$0.upperBound...]) }
    }
    let compiled = try Self.rows().filter { $0.state != "unavailable" }
    #expect(referenced.sorted() == compiled.map { "\($0.type).\($0.member)" }.sorted())
  }
}
