import Foundation
import _CFreeType
import _CHarfBuzz

/// What makes a font file that FreeType opens unfit to draw from, checked once when it is
/// opened: a table that runs past the end of the file (FreeType and HarfBuzz quietly cut
/// it short), no glyphs, no Unicode `cmap` or one that maps nothing, or a first glyph that
/// does not load.
enum FontFileCheck {
  /// The cause, in words, of the file at `path` being unfit; nil when it is fit.
  static func problem(path: String, face: FT_Face, hbFace: OpaquePointer) -> String? {
    if let cause = tableProblem(path: path) { return cause }
    guard face.pointee.num_glyphs > 0, hb_face_get_glyph_count(hbFace) > 0 else {
      return "it has no glyphs"
    }
    guard face.pointee.charmap != nil else {
      return "it has no Unicode character map (cmap)"
    }
    var glyph: FT_UInt = 0
    let first = FT_Get_First_Char(face, &glyph)
    guard glyph != 0 else { return "its character map (cmap) maps no character to a glyph" }
    var code: FT_Error
    if flipbook_ft_is_scalable(face) == 0, face.pointee.num_fixed_sizes > 0 {
      code = FT_Select_Size(face, 0)
      if code == 0 { code = FT_Load_Glyph(face, glyph, flipbook_ft_load_color()) }
    } else {
      code = FT_Set_Char_Size(face, 0, 16 * 64, 72, 72)
      if code == 0 { code = FT_Load_Glyph(face, glyph, 0) }
    }
    guard code == 0 else {
      return "the glyph of its first character, U+\(String(first, radix: 16, uppercase: true)), "
        + "does not load (FreeType error \(code): \(FontError.cause(of: code)))"
    }
    return nil
  }

  /// The most tables a font's directory is read for; real fonts have a few dozen.
  static let maximumTables = 4096

  /// Where the table directory of the file's first font says a table lies past the file's
  /// end; nil when every table is within it.
  static func tableProblem(path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let size = try? handle.seekToEnd() else { return nil }
    func bytes(at offset: UInt64, count: Int) -> [UInt8]? {
      guard offset + UInt64(count) <= size, (try? handle.seek(toOffset: offset)) != nil,
        let data = try? handle.read(upToCount: count), data.count == count
      else { return nil }
      return Array(data)
    }
    func uint32(_ b: [UInt8], _ i: Int) -> UInt64 {
      UInt64(b[i]) << 24 | UInt64(b[i + 1]) << 16 | UInt64(b[i + 2]) << 8 | UInt64(b[i + 3])
    }
    guard let header = bytes(at: 0, count: 16) else { return nil }
    var start: UInt64 = 0
    // A collection ('ttcf'): the first font's directory is where its first offset says.
    if uint32(header, 0) == 0x7474_6366 { start = uint32(header, 12) }
    guard let directory = bytes(at: start, count: 12) else {
      return "its table directory runs past the end of the file"
    }
    let count = min(Int(directory[4]) << 8 | Int(directory[5]), maximumTables)
    guard let records = bytes(at: start + 12, count: 16 * count) else {
      return "its table directory of \(count) tables runs past the end of the file"
    }
    for i in 0..<count {
      let offset = uint32(records, 16 * i + 8)
      let length = uint32(records, 16 * i + 12)
      guard offset + length > size else { continue }
      let tag = String(
        records[(16 * i)..<(16 * i + 4)].map {
          (0x20..<0x7F).contains($0) ? Character(UnicodeScalar($0)) : "?"
        })
      return "its '\(tag)' table runs past the end of the file (bytes \(offset) to "
        + "\(offset + length) of a file of \(size)): the file is cut short"
    }
    return nil
  }
}
