import Foundation
import ProcessServices
import Synchronization
import _CFreeType

/// Errors loading a font, or drawing a text in one.
public enum FontError: Error, LocalizedError, Equatable, LimitExceeding {
  /// FreeType could not open the file as a font.
  case cannotOpen(path: String, code: Int32)
  /// FreeType opens the file, but it cannot be drawn from: `cause` says why (a table cut
  /// short, no glyphs, a `cmap` that maps nothing, a glyph that does not load).
  case unusable(path: String, cause: String)
  /// The font's substitutions turn `characters` characters of a text into more than
  /// `limit` glyphs (``FontLibrary/maximumGlyphsPerCharacter`` a character).
  case tooManyGlyphs(path: String, characters: Int, limit: Int)
  /// A glyph's box is over ``FontLibrary/maximumGlyphEms`` ems on a side: `character`'s
  /// glyph measures `width` × `height` ems.
  case oversizedGlyph(path: String, character: String, width: Double, height: Double)
  /// A scene's texts name more font files than `limit` (`Limits.maxFonts`).
  case tooManyFonts(count: Int, limit: Int)
  /// A paragraph of a text has `count` explicit directional formatting characters
  /// (embeddings, overrides, isolates and their ends), over `limit`.
  case tooManyDirectionalControls(count: Int, limit: Int)

  public var errorDescription: String? {
    switch self {
    case .cannotOpen(let path, let code):
      return "\(path): not a font FreeType can open (FreeType error \(code): "
        + "\(Self.cause(of: code)))"
    case .unusable(let path, let cause):
      return "\(path): a font that cannot be drawn from: \(cause)"
    case .tooManyGlyphs(let path, let characters, let limit):
      return "\(path): the font's substitutions turn \(characters) "
        + "character\(characters == 1 ? "" : "s") into more than \(limit) glyphs, over the "
        + "limit of \(FontLibrary.maximumGlyphsPerCharacter) glyphs a character"
    case .oversizedGlyph(let path, let character, let width, let height):
      return "\(path): the glyph of \(character) is \(Self.ems(width)) × \(Self.ems(height)) "
        + "ems, over the limit of \(Int(FontLibrary.maximumGlyphEms)) ems a side"
    case .tooManyDirectionalControls(let count, let limit):
      return "a paragraph of the text has \(count) directional formatting characters "
        + "(U+202A to U+202E, U+2066 to U+2069), over the limit of \(limit) a paragraph"
    case .tooManyFonts(let count, let limit):
      return "the texts name \(count) different font files, over the limit of \(limit)"
    }
  }

  /// The limits a larger value would have avoided: `maxFonts` for too many fonts.
  public var exceededLimits: [Limits.Key] {
    if case .tooManyFonts = self { return [.maxFonts] }
    return []
  }

  /// `1000`, `2.5`: ems to one decimal.
  private static func ems(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String(format: "%.1f", value)
  }

  /// FreeType's words for its error code (fterrdef.h), for the codes opening a face gives.
  static func cause(of code: Int32) -> String {
    switch code {
    case 0x01: "cannot open resource"
    case 0x02: "unknown file format"
    case 0x03: "broken file"
    case 0x04: "invalid FreeType version"
    case 0x06: "invalid argument"
    case 0x07: "unimplemented feature"
    case 0x08: "broken table"
    case 0x09: "broken offset within table"
    case 0x10: "invalid glyph index"
    case 0x14: "invalid outline"
    case 0x15: "invalid composite glyph"
    case 0x40: "out of memory"
    case 0x51: "invalid stream seek"
    case 0x52: "invalid stream skip"
    case 0x53: "invalid stream read"
    case 0x55: "invalid frame operation"
    case 0x56: "invalid frame access"
    case 0x57: "invalid frame read"
    case 0x8E: "table missing"
    case 0x8F: "horizontal header (hhea) table missing"
    case 0x90: "locations (loca) table missing"
    case 0x91: "name table missing"
    case 0x92: "character map (cmap) table missing"
    case 0x93: "horizontal metrics (hmtx) table missing"
    case 0x94: "PostScript (post) table missing"
    case 0x95: "invalid horizontal metrics"
    case 0x96: "invalid character map (cmap) format"
    case 0x97: "invalid ppem value"
    case 0x98: "invalid vertical metrics"
    case 0x9A: "invalid PostScript (post) table format"
    case 0x9B: "invalid PostScript (post) table"
    case 0x9D: "missing bitmap in strike"
    default: "unexpected error"
    }
  }
}
