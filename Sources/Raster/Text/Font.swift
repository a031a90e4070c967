import Foundation
import ProcessServices
import Synchronization
import _CFreeType

/// Errors loading a font.
public enum FontError: Error, LocalizedError, Equatable {
  /// FreeType could not open the file as a font.
  case cannotOpen(path: String, code: Int32)

  public var errorDescription: String? {
    switch self {
    case .cannotOpen(let path, let code):
      return "\(path): not a font FreeType can open (FreeType error \(code): "
        + "\(Self.cause(of: code)))"
    }
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
    case 0x40: "out of memory"
    case 0x51: "invalid stream seek"
    case 0x52: "invalid stream skip"
    case 0x53: "invalid stream read"
    case 0x55: "invalid frame operation"
    case 0x56: "invalid frame access"
    case 0x57: "invalid frame read"
    case 0x8E: "table missing"
    default: "unexpected error"
    }
  }
}

/// A font file opened with FreeType, drawing lines of text into coverage masks.
///
/// FreeType faces are not thread-safe, so every use of the face holds a lock. A renderer
/// caches the lines it draws as textures, so each string, size and colour is rasterized
/// once per render.
public final class Font: @unchecked Sendable {
  /// The file the font was loaded from.
  public let path: String
  private var library: FT_Library?
  private var face: FT_Face?
  private let lock = NSLock()

  /// Opens a font file (TrueType, OpenType, …).
  public init(path: String) throws {
    self.path = path
    var library: FT_Library?
    let initError = FT_Init_FreeType(&library)
    guard initError == 0, let library else {
      throw FontError.cannotOpen(path: path, code: initError)
    }
    var face: FT_Face?
    let error = FT_New_Face(library, path, 0, &face)
    guard error == 0, face != nil else {
      FT_Done_FreeType(library)
      throw FontError.cannotOpen(path: path, code: error)
    }
    self.library = library
    self.face = face
  }

  deinit {
    if let face { FT_Done_Face(face) }
    if let library { FT_Done_FreeType(library) }
  }

  /// The bundled DejaVu Sans, standing in for the system font: loaded the first time it is
  /// asked for and shared after that.
  ///
  /// - Throws: `AssetError` when the file is not where the bundled assets are looked for,
  ///   ``FontError`` when it is there but FreeType cannot open it.
  public static func bundled() throws -> Font {
    try load(BundledAssets.requiredPath(BundledAssets.fontPath))
  }

  /// The font at `path`, opened once and shared by every later call for that path; a path
  /// that fails is tried again next time.
  public static func load(_ path: String) throws -> Font {
    try loaded.withLock { fonts in
      if let font = fonts[path] { return font }
      let font = try Font(path: path)
      fonts[path] = font
      return font
    }
  }

  private static let loaded = Mutex<[String: Font]>([:])

  /// One line of text rasterized at `pixelSize` pixels per em: an 8-bit coverage mask whose
  /// height is the font's line height (ascender to descender) with the baseline at the
  /// ascender.
  public func line(_ string: String, pixelSize: Double) -> TextLine {
    lock.lock()
    defer { lock.unlock() }
    return rasterize(string, pixelSize: pixelSize)
  }

  private func rasterize(_ string: String, pixelSize: Double) -> TextLine {
    guard let face, pixelSize > 0, pixelSize.isFinite,
      FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0
    else {
      return TextLine(width: 0, height: 0, baseline: 0, coverage: [])
    }
    let metrics = face.pointee.size.pointee.metrics
    let ascender = Int((Double(metrics.ascender) / 64).rounded(.up))
    let descender = Int((Double(-metrics.descender) / 64).rounded(.up))
    let height = max(1, ascender + descender)

    // First pass: pen positions (26.6 fixed point) with kerning; second: draw the glyphs.
    let scalars = Array(string.unicodeScalars)
    let kerning = flipbook_ft_has_kerning(face) != 0
    var pens: [Int] = []
    var pen = 0
    var previous: FT_UInt = 0
    for scalar in scalars {
      let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
      if kerning, previous != 0, index != 0 {
        var delta = FT_Vector()
        if FT_Get_Kerning(face, previous, index, FT_KERNING_DEFAULT.rawValue, &delta) == 0 {
          pen += Int(delta.x)
        }
      }
      pens.append(pen)
      if FT_Load_Glyph(face, index, FT_LOAD_DEFAULT) == 0 {
        pen += Int(face.pointee.glyph.pointee.advance.x)
      }
      previous = index
    }
    let width = max(1, Int((Double(pen) / 64).rounded(.up)) + 2)
    var coverage = [UInt8](repeating: 0, count: width * height)
    for (scalar, penX) in zip(scalars, pens) {
      guard FT_Load_Char(face, FT_ULong(scalar.value), flipbook_ft_load_render()) == 0 else {
        continue
      }
      let glyph = face.pointee.glyph.pointee
      let bitmap = glyph.bitmap
      guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), let buffer = bitmap.buffer
      else { continue }
      let left = Int((Double(penX) / 64).rounded()) + Int(glyph.bitmap_left) + 1
      let top = ascender - Int(glyph.bitmap_top)
      let pitch = Int(bitmap.pitch)
      for row in 0..<Int(bitmap.rows) {
        let y = top + row
        guard y >= 0, y < height else { continue }
        // A negative pitch means the rows are stored bottom-up.
        let source = pitch >= 0 ? row * pitch : (Int(bitmap.rows) - 1 - row) * -pitch
        for column in 0..<Int(bitmap.width) {
          let x = left + column
          guard x >= 0, x < width else { continue }
          let value = buffer[source + column]
          let i = y * width + x
          coverage[i] = max(coverage[i], value)
        }
      }
    }
    return TextLine(width: width, height: height, baseline: ascender, coverage: coverage)
  }
}
