import Foundation
import Testing

/// Font files and texts that attack the renderer: each is refused (or warned about in a few
/// lines) within 30 seconds and 1 GB, with one line naming the file or the limit, and
/// nothing is written.
@Suite("flipbook with hostile fonts and texts")
struct HostileFontTests {
  /// A folder holding `scene.json` with one text layer, its text `text` (a JSON object's
  /// members), and the files `files` names.
  private struct Folder {
    let path: String

    init(text: String, files: [String: Data] = [:]) throws {
      path = try makeTemporaryDirectory()
      for (name, data) in files { try data.write(to: URL(fileURLWithPath: path + "/" + name)) }
      let scene = """
        {"format": 1, "size": [160, 60], "duration": 0.2, "fps": 10,
         "layers": [{"name": "sign", "frame": [0, 0, 160, 60], "text": {\(text)}}]}
        """
      try scene.write(toFile: path + "/scene.json", atomically: true, encoding: .utf8)
    }

    var files: [String] { (try? listing(path)) ?? [] }
  }

  /// A run of `flipbook` with its peak memory in bytes and its time in seconds, measured by
  /// `/usr/bin/time` where there is one (nil otherwise).
  private struct Measured {
    var result: FlipbookBinary.Result
    var peakBytes: Int?
    var seconds: Double?
  }

  private func run(_ arguments: [String], in folder: Folder) throws -> Measured {
    let time = "/usr/bin/time"
    guard FileManager.default.isExecutableFile(atPath: time) else {
      return Measured(result: try FlipbookBinary.run(arguments, in: folder.path, killAfter: 60))
    }
    var result = try FlipbookBinary.run(
      ["-f", "peak %M %e", FlipbookBinary.path] + arguments, in: folder.path, executable: time,
      killAfter: 60)
    var lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    // time's own line about the exit status is not flipbook's.
    lines.removeAll { $0.hasPrefix("Command exited with non-zero status") }
    guard let last = lines.last, last.hasPrefix("peak ") else { return Measured(result: result) }
    let fields = last.split(separator: " ")
    lines.removeLast()
    result.stderr = lines.map { $0 + "\n" }.joined()
    return Measured(
      result: result, peakBytes: Int(fields[1]).map { $0 * 1024 }, seconds: Double(fields[2]))
  }

  /// Runs `validate` and `render` on the folder's scene: both exit 1 with one line
  /// containing each of `expected`, within 30 s and 1 GB, and write nothing.
  private func expectRefused(_ folder: Folder, _ expected: [String]) throws {
    let before = folder.files
    for arguments in [["validate", "scene.json"], ["render", "scene.json", "--quiet"]] {
      let run = try run(arguments, in: folder)
      #expect(run.result.status == 1, "\(arguments): \(run.result.stderr)")
      #expect(run.result.stderr.split(separator: "\n").count == 1, "\(run.result.stderr)")
      for part in expected {
        #expect(run.result.stderr.contains(part), "\(arguments): \(run.result.stderr)")
      }
      #expect((run.seconds ?? 0) < 30 && (run.peakBytes ?? 0) < 1 << 30, "\(arguments)")
      #expect(folder.files == before)
    }
  }

  private static var interBold: Data {
    get throws {
      try Data(
        contentsOf: URL(fileURLWithPath: FlipbookBinary.repository + "/Assets/Fonts/Inter-Bold.otf")
      )
    }
  }

  @Test(
    "a font file cut short is refused naming the file and the cause",
    arguments: [4, 5, 12, 100, 500, 1000, 3000, 270_000])
  func truncatedFont(bytes: Int) throws {
    var data = try Self.interBold.prefix(bytes)
    // A 4-byte file is a font's first four bytes and nothing else.
    if bytes == 4 { data = Data("OTTO".utf8) }
    let folder = try Folder(
      text: #""string": "Hello", "font": "cut.otf""#, files: ["cut.otf": Data(data)])
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    try expectRefused(folder, ["scene.json:", "cut.otf", "cannot use the font"])
  }

  @Test("the first 3000 bytes of Inter Bold: FreeType names the missing table")
  func truncatedFontCause() throws {
    let folder = try Folder(
      text: #""string": "Hello", "font": "trunc.otf""#,
      files: ["trunc.otf": try Self.interBold.prefix(3000)])
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    try expectRefused(
      folder, ["/trunc.otf: not a font FreeType can open (FreeType error 147: horizontal metrics"])
  }

  @Test("a font whose last table runs past the end of the file is cut short")
  func tableOutsideFile() throws {
    let folder = try Folder(
      text: #""string": "Hello", "font": "cut.otf""#,
      files: ["cut.otf": try Self.interBold.prefix(270_000)])
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    try expectRefused(
      folder,
      [
        "its 'hmtx' table runs past the end of the file (bytes 261244 to 271434 of a file of "
          + "270000)"
      ])
  }

  @Test("a font whose cmap maps nothing, or nothing of the text, is refused")
  func unmappedFonts() throws {
    let empty = try Folder(
      text: #""string": "Hello", "font": "empty.ttf""#,
      files: [
        "empty.ttf": try #require(
          Data(base64Encoded: HostileFonts.emptyMap, options: .ignoreUnknownCharacters))
      ])
    defer { try? FileManager.default.removeItem(atPath: empty.path) }
    try expectRefused(empty, ["empty.ttf", "its character map (cmap) maps no character"])
    // The doubling font maps "a" and the space only.
    let other = try Folder(
      text: #""string": "Hello", "font": "only-a.ttf""#,
      files: [
        "only-a.ttf": try #require(
          Data(base64Encoded: HostileFonts.doubling, options: .ignoreUnknownCharacters))
      ])
    defer { try? FileManager.default.removeItem(atPath: other.path) }
    try expectRefused(
      other,
      [
        "only-a.ttf: a font that cannot be drawn from: its character map (cmap) maps none",
        "'H' (U+0048)",
      ])
  }

  @Test("a font that turns each character into thousands of glyphs is refused")
  func glyphExplosion() throws {
    let text = String(repeating: "a", count: 2000)
    for wrapping in ["", #", "numberOfLines": 0, "lineBreakMode": "byWordWrapping""#] {
      let folder = try Folder(
        text: #""string": "\#(text)", "font": "doubling.ttf""# + wrapping,
        files: [
          "doubling.ttf": try #require(
            Data(base64Encoded: HostileFonts.doubling, options: .ignoreUnknownCharacters))
        ])
      defer { try? FileManager.default.removeItem(atPath: folder.path) }
      // HarfBuzz stops at 64 glyphs a character; 16 are allowed.
      try expectRefused(
        folder,
        [
          "doubling.ttf: the font's substitutions turn 2000 characters into more than "
            + "32000 glyphs, over the limit of 16 glyphs a character"
        ])
    }
  }

  @Test("a glyph 1000 ems square is refused before it is rasterized")
  func oversizedGlyph() throws {
    let folder = try Folder(
      text: #""string": "WWWWWWWWWW", "font": "huge.ttf""#,
      files: [
        "huge.ttf": try #require(
          Data(base64Encoded: HostileFonts.huge, options: .ignoreUnknownCharacters))
      ])
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    try expectRefused(
      folder, ["huge.ttf: the glyph of 'W' (U+0057) is 1000 × 1000 ems, over the limit of 8 ems"])
  }

  @Test("texts naming 5000 different font files are refused at the limit of 64")
  func manyFonts() throws {
    let folder = try Folder(
      text: #""runs": ["#
        + (0..<5000).map { #"{"string": "a", "font": "f\#($0).otf"}"# }.joined(separator: ",")
        + "]")
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    let font = FlipbookBinary.repository + "/Assets/Fonts/Inter-Bold.otf"
    for i in 0..<5000 {
      try FileManager.default.createSymbolicLink(
        atPath: folder.path + "/f\(i).otf", withDestinationPath: font)
    }
    try expectRefused(
      folder, ["f64.otf: the texts name more than 64 different font files (FLIPBOOK_MAX_FONTS)"])
  }

  @Test("60000 characters no font has make five warning lines and a count, quickly")
  func manyMissingCharacters() throws {
    // Supplementary Private Use Area-A: no bundled font draws it.
    let text = String(
      String.UnicodeScalarView((0xF0000..<0xF0000 + 60_000).compactMap(Unicode.Scalar.init)))
    let folder = try Folder(
      text: #""string": "\#(text)", "numberOfLines": 0, "lineBreakMode": "byWordWrapping""#)
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    let run = try run(["validate", "scene.json"], in: folder)
    #expect(run.result.status == 0, "\(run.result.stderr.prefix(500))")
    let lines = run.result.stderr.split(separator: "\n")
    #expect(lines.count == 6)
    // A few of them are in a bundled font's private use glyphs: at most 60 000 − 5 more.
    let prefix = "flipbook: warning: scene.json: … and "
    let more = lines.last.flatMap { line in
      line.hasPrefix(prefix) && line.hasSuffix(" more characters no bundled font has")
        ? Int(line.dropFirst(prefix.count).prefix { $0.isNumber }) : nil
    }
    #expect((59_000...59_995).contains(more ?? 0), "\(lines.last ?? "")")
    #expect((run.seconds ?? 0) < 30 && (run.peakBytes ?? 0) < 1 << 30)
  }

  @Test("40000 directional isolates in one paragraph are refused at the limit of 1024")
  func isolateStorm() throws {
    let text = String(repeating: "\u{2067}a\u{2069}", count: 40_000)
    let folder = try Folder(text: #""string": "\#(text)""#)
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    try expectRefused(
      folder,
      [
        "a paragraph of the text has 80000 directional formatting characters",
        "over the limit of 1024 a paragraph",
      ])
  }
}
