import Flipbook
import FlipbookQuartz
import Foundation
import Layers
import SeededRandom
import Testing

/// Registering font files as iOS apps do, and reading their names from the files'
/// `name` tables: real files, and broken copies that must fail with the file named. One at a
/// time: the fonts registered are the process's.
@Suite("Font files", .serialized)
struct FontFileTests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  private static let dejaVu = repository.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf")
  private static let interBold = repository.appendingPathComponent("Assets/Fonts/Inter-Bold.otf")
  private static let interExtraLight = repository.appendingPathComponent(
    "Assets/Fonts/Inter-ExtraLight.otf")

  /// Registers `url`; the error's code and description when it fails.
  private static func register(_ url: URL) -> (ok: Bool, code: Int?, message: String?) {
    var error: Unmanaged<CFError>?
    let ok = CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)
    let failure = error?.takeRetainedValue()
    return (ok, failure?.code, failure?.localizedDescription)
  }

  /// A folder of its own, removed by `body`'s end.
  private static func inTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("font-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  /// Where the `name` table ends in `bytes`, read from the table directory (what the reader
  /// needs of the file is everything up to there).
  private static func nameTableEnd(_ bytes: [UInt8]) throws -> Int {
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    for table in 0..<u16(4)
    where Array(bytes[12 + 16 * table..<16 + 16 * table]) == Array("name".utf8) {
      return u32(12 + 16 * table + 8) + u32(12 + 16 * table + 12)
    }
    throw CocoaError(.fileReadCorruptFile)
  }

  @Test("a label in the app's registered font, found by UIFont(name:size:)")
  func brandLabel() throws {
    try Self.inTemporaryFolder { folder in
      // A copy of its own: other tests may register the repository's file.
      let copy = folder.appendingPathComponent("Brand.ttf")
      try FileManager.default.copyItem(at: Self.dejaVu, to: copy)
      defer { CTFontManagerUnregisterFontsForURL(copy as CFURL, .process, nil) }
      let label = try #require(makeBrandLabel(fontFile: copy))
      #expect(label.font.fontName == "DejaVuSans")
      #expect(label.font.familyName == "DejaVu Sans")
      #expect(label.font.pointSize == 20)
      #expect(
        label.layer.flipbookLayer.text?.runs == [
          TextRun("Flipbook", font: .file(copy.standardizedFileURL.path, size: 20))
        ])
      // By the full name too, and in the family list.
      #expect(UIFont(name: "DejaVu Sans", size: 10)?.pointSize == 10)
      #expect(UIFont.familyNames.contains("DejaVu Sans"))
      #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans") == ["DejaVuSans"])
      // Registering it again fails, as Core Text's "already registered" (105).
      let again = Self.register(copy)
      #expect(!again.ok && again.code == 105)
      #expect(again.message?.contains(copy.path) == true)
      // So does another file giving a font the same name.
      let twinFile = folder.appendingPathComponent("Twin.ttf")
      try FileManager.default.copyItem(at: Self.dejaVu, to: twinFile)
      let twin = Self.register(twinFile)
      #expect(!twin.ok && twin.code == 105)
      #expect(twin.message?.contains("DejaVuSans") == true)
    }
    #expect(UIFont(name: "DejaVuSans", size: 20) == nil)
  }

  @Test("the names of an OpenType (CFF) file: family, full and PostScript name")
  func openTypeNames() throws {
    // fc-scan reports family "Inter", full name "Inter Bold", PostScript name "Inter-Bold";
    // for Inter-ExtraLight, the typographic family "Inter" besides the legacy
    // "Inter Extra Light". Copies of their own, as an app's bundle holds them.
    try Self.inTemporaryFolder { folder in
      let boldFile = folder.appendingPathComponent("Inter-Bold.otf")
      let lightFile = folder.appendingPathComponent("Inter-ExtraLight.otf")
      try FileManager.default.copyItem(at: Self.interBold, to: boldFile)
      try FileManager.default.copyItem(at: Self.interExtraLight, to: lightFile)
      #expect(Self.register(boldFile).ok)
      #expect(Self.register(lightFile).ok)
      defer {
        CTFontManagerUnregisterFontsForURL(boldFile as CFURL, .process, nil)
        CTFontManagerUnregisterFontsForURL(lightFile as CFURL, .process, nil)
      }
      let bold = try #require(UIFont(name: "Inter-Bold", size: 16))
      #expect(bold.familyName == "Inter")
      #expect(bold.fontName == "Inter-Bold")
      #expect(bold.flipbookFont == .file(boldFile.standardizedFileURL.path, size: 16))
      #expect(UIFont(name: "Inter Bold", size: 16) == bold)
      let light = try #require(UIFont(name: "Inter-ExtraLight", size: 16))
      #expect(light.familyName == "Inter")
      #expect(UIFont(name: "Inter Extra Light", size: 16) == light)
      #expect(UIFont.fontNames(forFamilyName: "Inter") == ["Inter-Bold", "Inter-ExtraLight"])
    }
  }

  @Test("a missing file, a folder and a file that is no font fail with Core Text's codes")
  func notFonts() throws {
    try Self.inTemporaryFolder { folder in
      let missing = Self.register(folder.appendingPathComponent("Missing.ttf"))
      #expect(!missing.ok && missing.code == 101)
      #expect(missing.message?.contains("Missing.ttf") == true)
      let asFolder = Self.register(folder)
      #expect(!asFolder.ok && asFolder.code == 103)
      let text = folder.appendingPathComponent("Notes.ttf")
      try Data("not a font at all".utf8).write(to: text)
      let notFont = Self.register(text)
      #expect(!notFont.ok && notFont.code == 103)
      #expect(notFont.message?.contains(text.path) == true)
      // A null error pointer is allowed, as in Core Text.
      #expect(!CTFontManagerRegisterFontsForURL(text as CFURL, .process, nil))
    }
  }

  @Test(
    "a file cut anywhere before the end of its name table fails, naming the file",
    arguments: [interBold, dejaVu])
  func truncatedFiles(font: URL) throws {
    let bytes = [UInt8](try Data(contentsOf: font))
    let end = try Self.nameTableEnd(bytes)
    // Inter-Bold's name table is at bytes 400..<2026: every length up to its end is cut.
    // DejaVu Sans's is at 680660..<696284, past the other tables: every length through the
    // header and the directory, then points between and inside.
    let lengths =
      end < 4096
      ? Array(0..<end)
      : Array(0..<400) + [1000, 100_000, end - 15624, end - 15620, end - 15000, end - 1]
    try Self.inTemporaryFolder { folder in
      for length in lengths {
        let cut = folder.appendingPathComponent("Cut-\(length).ttf")
        try Data(bytes[..<length]).write(to: cut)
        let result = Self.register(cut)
        #expect(!result.ok, "cut at \(length)")
        #expect([103, 104].contains(result.code), "cut at \(length)")
        #expect(result.message?.contains(cut.path) == true, "cut at \(length)")
        try FileManager.default.removeItem(at: cut)
      }
    }
  }

  @Test("a font whose names read but that cannot be drawn from fails, naming the cause")
  func undrawableFiles() throws {
    let bytes = try Data(contentsOf: Self.interBold)
    try Self.inTemporaryFolder { folder in
      // Past the name table (bytes 400..<2026), FreeType cannot find the metrics of the
      // first 3000 bytes; the first 270 000 cut the last table, hmtx, short.
      for (length, cause) in [
        (3000, "not a font FreeType can open (FreeType error 147: horizontal metrics"),
        (270_000, "its 'hmtx' table runs past the end of the file"),
      ] {
        let cut = folder.appendingPathComponent("Cut-\(length).otf")
        try bytes.prefix(length).write(to: cut)
        let result = Self.register(cut)
        #expect(!result.ok && result.code == 104, "cut at \(length)")
        #expect(result.message?.contains(cut.path) == true, "\(result.message ?? "")")
        #expect(result.message?.contains(cause) == true, "\(result.message ?? "")")
      }
    }
  }

  @Test("a file whose tables lie about their counts and offsets fails, naming the file")
  func lyingFiles() throws {
    let bytes = [UInt8](try Data(contentsOf: Self.dejaVu))
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    let record = try #require(
      (0..<u16(4)).first { Array(bytes[12 + 16 * $0..<16 + 16 * $0]) == Array("name".utf8) })
    let name = u32(12 + 16 * record + 8)
    let lies: [(String, [UInt8])] = [
      ("more tables than the file holds", patched(bytes, at: 4, [0xFF, 0xFF])),
      ("a name table past the end", patched(bytes, at: 12 + 16 * record + 8, [0x7F, 0, 0, 0])),
      (
        "a name table of 4 GB", patched(bytes, at: 12 + 16 * record + 12, [0xFF, 0xFF, 0xFF, 0xFF])
      ),
      ("more name records than the table holds", patched(bytes, at: name + 2, [0xFF, 0xFF])),
      ("name storage past the table", patched(bytes, at: name + 4, [0xFF, 0xF0])),
      ("a collection of a billion fonts", [0x74, 0x74, 0x63, 0x66, 0, 1, 0, 0, 0x40, 0, 0, 0]),
    ]
    try Self.inTemporaryFolder { folder in
      for (index, (lie, file)) in lies.enumerated() {
        let url = folder.appendingPathComponent("Lie-\(index).ttf")
        try Data(file).write(to: url)
        let result = Self.register(url)
        #expect(!result.ok, "\(lie)")
        #expect(result.code == 104, "\(lie)")
        #expect(result.message?.contains(url.path) == true, "\(lie): \(result.message ?? "")")
      }
    }
  }

  @Test("random damage to the header and the name table never crashes the reader")
  func damagedFiles() throws {
    let bytes = [UInt8](try Data(contentsOf: Self.interBold))
    let end = try Self.nameTableEnd(bytes)
    var random = SplitMix64(seed: 0x5EED)
    var failures = 0
    try Self.inTemporaryFolder { folder in
      for trial in 0..<500 {
        var damaged = Array(bytes[..<end])
        for _ in 0..<8 {
          // Half the changes in the header and directory, half anywhere up to the names'
          // end.
          let limit = random.next() % 2 == 0 ? 12 + 16 * 12 : end
          damaged[Int(random.next() % UInt64(limit))] = UInt8(truncatingIfNeeded: random.next())
        }
        let url = folder.appendingPathComponent("Damaged-\(trial).ttf")
        try Data(damaged).write(to: url)
        let result = Self.register(url)
        if result.ok {
          CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil)
        } else {
          failures += 1
          #expect(result.message?.contains(url.path) == true)
        }
      }
    }
    // Not vacuous: some damage is caught (and some, in unread bytes, is harmless).
    #expect(failures > 0)
  }

  private func patched(_ bytes: [UInt8], at offset: Int, _ new: [UInt8]) -> [UInt8] {
    var copy = bytes
    copy.replaceSubrange(offset..<offset + new.count, with: new)
    return copy
  }
}
