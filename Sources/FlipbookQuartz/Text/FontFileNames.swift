import Foundation

/// The names a TrueType or OpenType font gives itself in its `name` table: what
/// `UIFont(name:size:)` accepts and `familyName` reports.
///
/// The reader trusts nothing in the file: every count and offset is checked against the
/// bytes actually there and against fixed bounds, so a truncated or lying file is a
/// ``FontFileError`` naming the file, never a crash or an unbounded read. It reads the
/// header, the table directory and the `name` table only, whatever the file's size.
struct FontFileNames: Hashable, Sendable {
  /// The family: the typographic family (name ID 16) when there is one, else name ID 1.
  var family: String
  /// The full name (name ID 4), as "Inter Bold".
  var fullName: String
  /// The PostScript name (name ID 6), as "Inter-Bold".
  var postScriptName: String

  /// The most fonts a collection (`.ttc`) may hold here; real ones hold a few dozen.
  static let maximumFonts = 256
  /// The largest `name` table read; real ones are a few kilobytes.
  static let maximumNameTableLength = 1 << 20

  /// The names of every font in the file at `url`: one for a `.ttf` or `.otf`, each font's
  /// for a collection.
  static func read(from url: URL) throws(FontFileError) -> [FontFileNames] {
    let path = url.path
    // Only a regular file: a directory, a pipe or a device (endless zeros) is no font file.
    let resolved = url.resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else {
      throw FontFileError(path: path, kind: .fileNotFound, reason: "does not exist")
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw FontFileError(path: path, kind: .unrecognizedFormat, reason: "is not a regular file")
    }
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      throw FontFileError(path: path, kind: .insufficientPermissions, reason: "cannot be read")
    }
    defer { try? handle.close() }
    let file = FontFileReader(handle: handle, path: path)
    let tag = try file.uint32(at: 0)
    guard tag == FontFileReader.collectionTag else {
      return [try names(ofFontAt: 0, in: file)]
    }
    // A collection: its tag, a version, the number of fonts and their offsets.
    let count = Int(try file.uint32(at: 8))
    guard (1...maximumFonts).contains(count) else {
      throw file.invalid("its collection claims \(count) fonts (1 to \(maximumFonts) are read)")
    }
    let offsets = try file.bytes(at: 12, count: 4 * count, what: "the collection's offsets")
    return try (0..<count).map { (index) throws(FontFileError) in
      try names(ofFontAt: Int(offsets.uint32(at: 4 * index)), in: file)
    }
  }

  /// The names of the font whose table directory starts at `offset`.
  private static func names(ofFontAt offset: Int, in file: FontFileReader)
    throws(FontFileError) -> FontFileNames
  {
    let version = try file.uint32(at: offset)
    guard FontFileReader.fontTags.contains(version) else {
      throw FontFileError(
        path: file.path, kind: .unrecognizedFormat,
        reason: "is not a TrueType or OpenType font (it starts with "
          + String(format: "0x%08X", version) + ")")
    }
    let tableCount = Int(try file.uint16(at: offset + 4))
    let directory = try file.bytes(
      at: offset + 12, count: 16 * tableCount, what: "the table directory")
    guard
      let record = (0..<tableCount).first(where: { directory.uint32(at: 16 * $0) == 0x6E61_6D65 })
    else { throw file.invalid("has no name table") }
    let tableOffset = Int(directory.uint32(at: 16 * record + 8))
    let tableLength = Int(directory.uint32(at: 16 * record + 12))
    guard tableLength <= maximumNameTableLength else {
      throw file.invalid("its name table claims \(tableLength) bytes")
    }
    let table = try file.bytes(at: tableOffset, count: tableLength, what: "the name table")
    return try names(in: table, file: file)
  }

  /// The names in a `name` table: its format, record count and storage offset, then
  /// records of platform, encoding, language, name ID, length and offset (into storage).
  private static func names(in table: FontBytes, file: FontFileReader)
    throws(FontFileError) -> FontFileNames
  {
    guard table.count >= 6 else { throw file.invalid("its name table is cut short") }
    let recordCount = Int(table.uint16(at: 2))
    let storage = Int(table.uint16(at: 4))
    guard 6 + 12 * recordCount <= table.count else {
      throw file.invalid("its name table claims \(recordCount) records, past its end")
    }
    var found: [Int: (rank: Int, text: String)] = [:]
    for index in 0..<recordCount {
      let at = 6 + 12 * index
      let platform = table.uint16(at: at)
      let encoding = table.uint16(at: at + 2)
      let language = table.uint16(at: at + 4)
      let nameID = Int(table.uint16(at: at + 6))
      guard [1, 2, 4, 6, 16].contains(nameID),
        let rank = rank(platform: platform, encoding: encoding, language: language),
        rank < found[nameID]?.rank ?? .max
      else { continue }
      let length = Int(table.uint16(at: at + 8))
      let start = storage + Int(table.uint16(at: at + 10))
      guard start + length <= table.count else {
        throw file.invalid("name record \(index) points past the end of its name table")
      }
      let text = decode(table.slice(start, length), platform: platform)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      if !text.isEmpty { found[nameID] = (rank, text) }
    }
    guard let family = found[16]?.text ?? found[1]?.text else {
      throw file.invalid("its name table gives no family name")
    }
    let style = found[2]?.text ?? "Regular"
    let fullName = found[4]?.text ?? (style == "Regular" ? family : "\(family) \(style)")
    let postScriptName =
      found[6]?.text ?? "\(family)-\(style)".filter { !$0.isWhitespace }
    return FontFileNames(family: family, fullName: fullName, postScriptName: postScriptName)
  }

  /// How much a record's encoding is preferred, lowest first; nil for one not read:
  /// Windows Unicode in US English, any Windows Unicode, Unicode, then Mac Roman English.
  private static func rank(platform: UInt16, encoding: UInt16, language: UInt16) -> Int? {
    switch (platform, encoding) {
    case (3, 1), (3, 10): language == 0x0409 ? 0 : 1
    case (0, _): 2
    case (1, 0) where language == 0: 3
    default: nil
    }
  }

  /// A name's text: UTF-16BE for the Unicode and Windows platforms (an odd last byte is
  /// dropped, unpaired surrogates become U+FFFD), ASCII for Mac Roman, whose other bytes
  /// become U+FFFD (names are ASCII in practice; the Mac Roman table is not worth carrying).
  private static func decode(_ bytes: [UInt8], platform: UInt16) -> String {
    if platform == 1 {
      return String(
        String.UnicodeScalarView(bytes.map { $0 < 0x80 ? Unicode.Scalar($0) : "\u{FFFD}" }))
    }
    let units = stride(from: 0, to: bytes.count - 1, by: 2).map {
      UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
    }
    return String(decoding: units, as: UTF16.self)
  }
}

/// Why a font file could not be read: the file and the cause, with Core Text's error code.
struct FontFileError: Error, LocalizedError, Sendable {
  /// What went wrong, as Core Text's `CTFontManagerError` codes class it.
  enum Kind: Int, Sendable {
    /// No file at the path.
    case fileNotFound = 101
    /// The file cannot be opened.
    case insufficientPermissions = 102
    /// Not a TrueType or OpenType file.
    case unrecognizedFormat = 103
    /// A font file that is cut short or whose tables contradict themselves.
    case invalidFontData = 104
    /// Its fonts' names are registered already.
    case alreadyRegistered = 105
    /// Its fonts are not registered (when unregistering).
    case notRegistered = 201
  }

  /// The file's path.
  let path: String
  /// The class of failure.
  let kind: Kind
  /// What is wrong, as a phrase following the path.
  let reason: String

  var errorDescription: String? { "font file \(path) \(reason)" }
}

/// Bounded reads from an open font file.
private struct FontFileReader {
  /// "ttcf", a collection's tag.
  static let collectionTag: UInt32 = 0x7474_6366
  /// The tags a single font starts with: TrueType 1.0, "OTTO" (CFF outlines), "true".
  static let fontTags: Set<UInt32> = [0x0001_0000, 0x4F54_544F, 0x7472_7565]

  let handle: FileHandle
  let path: String

  /// An error saying the file is cut short or lies.
  func invalid(_ reason: String) -> FontFileError {
    FontFileError(path: path, kind: .invalidFontData, reason: reason)
  }

  /// `count` bytes at `offset`, all of them or an error naming `what` was cut short.
  func bytes(at offset: Int, count: Int, what: String) throws(FontFileError) -> FontBytes {
    guard offset >= 0, count >= 0 else { throw invalid("\(what) has a negative offset") }
    let data: Data?
    do {
      try handle.seek(toOffset: UInt64(offset))
      data = try handle.read(upToCount: count)
    } catch {
      throw invalid("cannot be read at byte \(offset)")
    }
    let bytes = [UInt8](data ?? Data())
    guard bytes.count == count else {
      throw invalid("is cut short: \(what) needs bytes \(offset)..<\(offset + count)")
    }
    return FontBytes(bytes: bytes)
  }

  /// The big-endian 32-bit number at `offset`.
  func uint32(at offset: Int) throws(FontFileError) -> UInt32 {
    try bytes(at: offset, count: 4, what: "the header").uint32(at: 0)
  }

  /// The big-endian 16-bit number at `offset`.
  func uint16(at offset: Int) throws(FontFileError) -> UInt16 {
    try bytes(at: offset, count: 2, what: "the header").uint16(at: 0)
  }
}

/// Bytes read from a font file; the callers check offsets against ``count`` first.
private struct FontBytes {
  let bytes: [UInt8]

  var count: Int { bytes.count }

  func uint16(at offset: Int) -> UInt16 { UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]) }

  func uint32(at offset: Int) -> UInt32 {
    UInt32(uint16(at: offset)) << 16 | UInt32(uint16(at: offset + 2))
  }

  func slice(_ start: Int, _ length: Int) -> [UInt8] { Array(bytes[start..<start + length]) }
}
