import Foundation
import _CFreeType
import _CHarfBuzz

/// One font file, opened twice: by HarfBuzz, which shapes text into glyphs and positions,
/// and by FreeType, which rasterizes those glyphs (outlines as coverage masks, colour
/// bitmaps such as emoji as premultiplied RGBA scaled from their strike).
///
/// Neither library's objects may be used from two threads at once here, so every use
/// holds the face's lock. Glyph images are cached per glyph and pixel size.
final class FontFace: @unchecked Sendable {
  /// The file the face was loaded from.
  let path: String
  /// Font units per em.
  let unitsPerEm: Double
  /// Ascender, descender (positive, below the baseline) and line gap, in ems.
  let ascender: Double
  let descender: Double
  let lineGap: Double
  /// Cap height and x-height, in ems: the OS/2 table's `sCapHeight` and `sxHeight`, or
  /// HarfBuzz's measure of the glyphs "H" and "x" when the table has none.
  let capHeight: Double
  let xHeight: Double
  /// Whether the glyphs are colour bitmaps (an emoji font) rather than outlines.
  let isColorBitmap: Bool

  private var library: FT_Library?
  private var face: FT_Face?
  private let hbBlob: OpaquePointer
  private let hbFace: OpaquePointer
  fileprivate let hbFont: OpaquePointer
  /// Pixels per em of the colour bitmaps' strike, for a bitmap font.
  private let strikeSize: Double
  fileprivate let lock = NSLock()
  private var glyphs: [GlyphKey: GlyphImage] = [:]
  private var cachedBytes = 0
  private var coverage: [UInt32: Bool] = [:]

  private struct GlyphKey: Hashable {
    let glyph: UInt32
    let pixelSize: Int
  }

  /// The glyph cache is emptied when it grows past this many bytes (32 MiB), so that text
  /// at many sizes cannot hold unbounded memory.
  private static let cacheLimit = 32 << 20

  /// Opens a font file (TrueType, OpenType, a collection's first face) and checks that it
  /// can be drawn from: its tables lie within the file, it has glyphs, its `cmap` maps a
  /// character, and that character's glyph loads.
  ///
  /// - Throws: ``FontError`` naming the file and the cause.
  init(path: String) throws {
    self.path = path
    var library: FT_Library?
    let initError = FT_Init_FreeType(&library)
    guard initError == 0, let library else {
      throw FontError.cannotOpen(path: path, code: initError)
    }
    var face: FT_Face?
    let error = FT_New_Face(library, path, 0, &face)
    guard error == 0, let face else {
      FT_Done_FreeType(library)
      throw FontError.cannotOpen(path: path, code: error)
    }
    guard let blob = hb_blob_create_from_file_or_fail(path) else {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw FontError.cannotOpen(path: path, code: 0x01)
    }
    let hbFace: OpaquePointer = hb_face_create(blob, 0)
    if let cause = FontFileCheck.problem(path: path, face: face, hbFace: hbFace) {
      hb_face_destroy(hbFace)
      hb_blob_destroy(blob)
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw FontError.unusable(path: path, cause: cause)
    }
    self.library = library
    self.face = face
    hbBlob = blob
    self.hbFace = hbFace
    hbFont = hb_font_create(hbFace)
    let upem = max(Int32(hb_face_get_upem(hbFace)), 1)
    hb_font_set_scale(hbFont, upem, upem)
    unitsPerEm = Double(upem)
    var extents = hb_font_extents_t()
    hb_font_get_h_extents(hbFont, &extents)
    ascender = Double(extents.ascender) / unitsPerEm
    descender = Double(-extents.descender) / unitsPerEm
    lineGap = max(Double(extents.line_gap) / unitsPerEm, 0)
    var height: hb_position_t = 0
    hb_ot_metrics_get_position_with_fallback(hbFont, HB_OT_METRICS_TAG_CAP_HEIGHT, &height)
    capHeight = Double(height) / unitsPerEm
    hb_ot_metrics_get_position_with_fallback(hbFont, HB_OT_METRICS_TAG_X_HEIGHT, &height)
    xHeight = Double(height) / unitsPerEm

    if flipbook_ft_is_scalable(face) == 0, face.pointee.num_fixed_sizes > 0,
      let sizes = face.pointee.available_sizes
    {
      // A bitmap font: select its first strike once; glyphs are scaled from it.
      FT_Select_Size(face, 0)
      isColorBitmap = flipbook_ft_has_color(face) != 0
      strikeSize = max(Double(sizes[0].y_ppem) / 64, 1)
    } else {
      isColorBitmap = false
      strikeSize = 0
    }
  }

  deinit {
    hb_font_destroy(hbFont)
    hb_face_destroy(hbFace)
    hb_blob_destroy(hbBlob)
    if let face { FT_Done_Face(face) }
    if let library { FT_Done_FreeType(library) }
  }

  /// Whether the face has a glyph for `scalar` (its cmap maps it).
  func hasGlyph(for scalar: UInt32) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if let known = coverage[scalar] { return known }
    var glyph: hb_codepoint_t = 0
    let found = hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 && glyph != 0
    coverage[scalar] = found
    return found
  }

  /// A glyph shaped by HarfBuzz: its id, the scalar index of its cluster, and its advance
  /// and offsets in ems.
  struct ShapedGlyph {
    var id: UInt32
    var cluster: Int
    var advance: Double
    var xOffset: Double
    var yOffset: Double
  }

  /// `scalars[range]` shaped in `scalars` as context, right to left when `rightToLeft`;
  /// glyphs in visual order, left to right. Past ``FontLibrary/maximumGlyphsPerCharacter``
  /// glyphs a character the glyphs are cut there and `overflowed` is true.
  func shape(_ scalars: [UInt32], range: Range<Int>, rightToLeft: Bool) -> (
    glyphs: [ShapedGlyph], overflowed: Bool
  ) {
    lock.lock()
    defer { lock.unlock() }
    guard let buffer = hb_buffer_create() else { return ([], false) }
    defer { hb_buffer_destroy(buffer) }
    scalars.withUnsafeBufferPointer { text in
      hb_buffer_add_utf32(
        buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound),
        Int32(range.count))
    }
    var flags: UInt32 = 0
    if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
    if range.upperBound == scalars.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
    hb_buffer_set_flags(buffer, hb_buffer_flags_t(flags))
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(hbFont, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return ([], false) }
    let limit = range.count * FontLibrary.maximumGlyphsPerCharacter
    let kept = min(Int(count), limit)
    var shaped: [ShapedGlyph] = []
    shaped.reserveCapacity(kept)
    for i in 0..<kept {
      shaped.append(
        ShapedGlyph(
          id: infos[i].codepoint, cluster: Int(infos[i].cluster),
          advance: Double(positions[i].x_advance) / unitsPerEm,
          xOffset: Double(positions[i].x_offset) / unitsPerEm,
          yOffset: Double(positions[i].y_offset) / unitsPerEm))
    }
    return (shaped, Int(count) > limit || hb_buffer_allocation_successful(buffer) == 0)
  }

  /// The image of glyph `id` at `pixelSize` pixels per em.
  func image(ofGlyph id: UInt32, pixelSize: Double) -> GlyphImage {
    guard pixelSize > 0, pixelSize.isFinite else { return .empty }
    let key = GlyphKey(glyph: id, pixelSize: Int((pixelSize * 64).rounded()))
    lock.lock()
    defer { lock.unlock() }
    if let image = glyphs[key] { return image }
    let image = isColorBitmap ? colorBitmap(id, pixelSize: pixelSize) : outline(id, key: key)
    if cachedBytes + image.bytes.count > Self.cacheLimit {
      glyphs.removeAll()
      cachedBytes = 0
    }
    glyphs[key] = image
    cachedBytes += image.bytes.count
    return image
  }

  /// An outline glyph rendered by FreeType, hinted, as a coverage mask; empty when its box
  /// is over ``FontLibrary/maximumGlyphEms`` ems a side, which a text's check refuses.
  private func outline(_ id: UInt32, key: GlyphKey) -> GlyphImage {
    guard let face, FT_Set_Char_Size(face, 0, FT_F26Dot6(key.pixelSize), 72, 72) == 0,
      FT_Load_Glyph(face, id, 0) == 0
    else { return .empty }
    var box = FT_BBox()
    FT_Outline_Get_CBox(&face.pointee.glyph.pointee.outline, &box)
    let limit = FontLibrary.maximumGlyphEms * Double(key.pixelSize) + 128
    guard Double(box.xMax - box.xMin) <= limit, Double(box.yMax - box.yMin) <= limit,
      FT_Render_Glyph(face.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0
    else { return .empty }
    let glyph = face.pointee.glyph.pointee
    let bitmap = glyph.bitmap
    guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), let buffer = bitmap.buffer,
      bitmap.width > 0, bitmap.rows > 0
    else { return .empty }
    let width = Int(bitmap.width)
    let height = Int(bitmap.rows)
    let pitch = Int(bitmap.pitch)
    var bytes = [UInt8](repeating: 0, count: width * height)
    for row in 0..<height {
      // A negative pitch means the rows are stored bottom-up.
      let source = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
      for column in 0..<width { bytes[row * width + column] = buffer[source + column] }
    }
    return GlyphImage(
      kind: .coverage, width: width, height: height, left: Int(glyph.bitmap_left),
      top: Int(glyph.bitmap_top), bytes: bytes)
  }

  /// A colour bitmap glyph from the strike, scaled to `pixelSize` by averaging the strike's
  /// pixels over each target pixel's area (a box filter, as a texture is minified).
  private func colorBitmap(_ id: UInt32, pixelSize: Double) -> GlyphImage {
    guard let face, FT_Load_Glyph(face, id, flipbook_ft_load_color()) == 0 else { return .empty }
    let glyph = face.pointee.glyph.pointee
    let bitmap = glyph.bitmap
    guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bitmap.buffer,
      bitmap.width > 0, bitmap.rows > 0
    else { return .empty }
    let sourceWidth = Int(bitmap.width)
    let sourceHeight = Int(bitmap.rows)
    let pitch = Int(bitmap.pitch)
    let factor = pixelSize / strikeSize
    let width = max(Int((Double(sourceWidth) * factor).rounded()), 1)
    let height = max(Int((Double(sourceHeight) * factor).rounded()), 1)
    let xScale = Double(sourceWidth) / Double(width)
    let yScale = Double(sourceHeight) / Double(height)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      let y0 = Double(y) * yScale
      let y1 = y0 + yScale
      for x in 0..<width {
        let x0 = Double(x) * xScale
        let x1 = x0 + xScale
        var sum = SIMD4<Double>()
        var area = 0.0
        var sy = Int(y0)
        while Double(sy) < y1 && sy < sourceHeight {
          let wy = min(Double(sy + 1), y1) - max(Double(sy), y0)
          let row = pitch >= 0 ? sy * pitch : (sourceHeight - 1 - sy) * -pitch
          var sx = Int(x0)
          while Double(sx) < x1 && sx < sourceWidth {
            let w = wy * (min(Double(sx + 1), x1) - max(Double(sx), x0))
            let p = row + sx * 4
            // FreeType's BGRA is premultiplied, blue first.
            sum +=
              w
              * SIMD4(
                Double(buffer[p + 2]), Double(buffer[p + 1]), Double(buffer[p]),
                Double(buffer[p + 3]))
            area += w
            sx += 1
          }
          sy += 1
        }
        guard area > 0 else { continue }
        let mean = sum / area
        let i = (y * width + x) * 4
        for c in 0..<4 { bytes[i + c] = UInt8(min(max(mean[c].rounded(), 0), 255)) }
      }
    }
    return GlyphImage(
      kind: .color, width: width, height: height,
      left: Int((Double(glyph.bitmap_left) * factor).rounded()),
      top: Int((Double(glyph.bitmap_top) * factor).rounded()), bytes: bytes)
  }
}

extension FontFace {
  /// FreeType's error loading glyph `id` as it is drawn, in words; nil when it loads.
  func loadError(ofGlyph id: UInt32) -> String? {
    lock.lock()
    defer { lock.unlock() }
    guard let face else { return nil }
    var code: FT_Error
    if isColorBitmap {
      code = FT_Load_Glyph(face, id, flipbook_ft_load_color())
    } else {
      code = FT_Set_Char_Size(face, 0, 16 * 64, 72, 72)
      if code == 0 { code = FT_Load_Glyph(face, id, 0) }
    }
    return code == 0 ? nil : "FreeType error \(code): \(FontError.cause(of: code))"
  }

  /// The width and height of glyph `id`'s box in ems, unhinted; nil when it does not load.
  func extent(ofGlyph id: UInt32) -> (width: Double, height: Double)? {
    lock.lock()
    defer { lock.unlock() }
    guard let face else { return nil }
    if isColorBitmap {
      guard FT_Load_Glyph(face, id, flipbook_ft_load_color()) == 0 else { return nil }
      let bitmap = face.pointee.glyph.pointee.bitmap
      return (Double(bitmap.width) / strikeSize, Double(bitmap.rows) / strikeSize)
    }
    guard FT_Load_Glyph(face, id, flipbook_ft_load_no_scale()) == 0 else { return nil }
    var box = FT_BBox()
    FT_Outline_Get_CBox(&face.pointee.glyph.pointee.outline, &box)
    return (Double(box.xMax - box.xMin) / unitsPerEm, Double(box.yMax - box.yMin) / unitsPerEm)
  }

  /// The glyph the cmap maps `scalar` to, without shaping; 0 when there is none.
  func nominalGlyph(for scalar: UInt32) -> UInt32 {
    lock.lock()
    defer { lock.unlock() }
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 ? glyph : 0
  }
}
