import Foundation
import Layers
import Testing

@testable import Raster

/// Fonts checked when they are opened and texts checked before they are drawn.
@Suite("Font and text checks")
struct FontCheckTests {
  private static let fonts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Fonts").path

  @Test("every bundled font passes the checks a user's font file must pass")
  func bundledFontsPass() throws {
    for name in FontLibrary.bundledFiles {
      #expect(throws: Never.self, "\(name)") {
        try FontLibrary.checkFile(at: Self.fonts + "/" + name)
      }
    }
  }

  @Test("a font whose last table is cut short names the table and the bytes")
  func tableCutShort() throws {
    let path = FileManager.default.temporaryDirectory.path + "/cut-\(UUID().uuidString).otf"
    let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.fonts + "/Inter-Bold.otf"))
    try bytes.prefix(270_000).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    // Inter Bold's hmtx table starts at byte 261 244 and is 10 190 bytes long (its table
    // directory); FreeType opens the file and quietly shortens it.
    let error = #expect(throws: FontError.self) { try FontLibrary.checkFile(at: path) }
    #expect(
      error
        == .unusable(
          path: path,
          cause: "its 'hmtx' table runs past the end of the file (bytes 261244 to 271434 of a "
            + "file of 270000): the file is cut short"))
    // A text naming it is refused with the same error.
    let library = try FontLibrary.bundled()
    var text = TextContent("Hello", fontSize: 17, color: .black)
    text.runs[0].font = .file(path, size: 17)
    let again = #expect(throws: FontError.self) { _ = try library.check(text: text) }
    #expect(again == error)
  }

  @Test("text in the system fonts shapes into as many glyphs as it has characters")
  func glyphCounts() throws {
    let library = try FontLibrary.bundled()
    var text = TextContent("Hello", fontSize: 17, color: .black)
    text.runs.append(TextRun("مرحبا", font: .system(size: 17), color: .black))
    // "Hello" is five glyphs; the Arabic word's five letters join into five glyphs.
    #expect(try library.check(text: text) == [5, 5])
  }

  @Test("an isolate storm is cut at 1024 explicit controls a paragraph, in linear time")
  func isolateStorm() throws {
    let storm: [UInt32] = (0..<150_000).flatMap { _ -> [UInt32] in [0x2067, 0x61, 0x2069] }
    let clock = ContinuousClock()
    let start = clock.now
    let levels = Bidi.levels(of: storm)
    #expect(levels.ignoredControls == 300_000 - 1024)
    // The 512 isolated "a"s within the limit are right to left, the rest left to right.
    #expect(levels.levels[1] == 2 && levels.levels[3 * 511 + 1] == 2)
    #expect(levels.levels[3 * 512 + 1] == 0)
    #expect(clock.now - start < .seconds(10))
    let library = try FontLibrary.bundled()
    let text = TextContent(
      String(repeating: "\u{2067}a\u{2069}", count: 150_000), fontSize: 17,
      color: .black)
    #expect(throws: FontError.tooManyDirectionalControls(count: 300_000, limit: 1024)) {
      _ = try library.check(text: text)
    }
  }
}
