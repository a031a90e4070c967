import Layers

extension FontLibrary {
  /// The most glyphs a font's substitutions may make of one character (our choice: real
  /// scripts' decompositions and mark stacks make a few; HarfBuzz itself allows 64, and a
  /// font that doubles each "a" twelve times reaches them).
  public static let maximumGlyphsPerCharacter = 16
  /// The largest width or height of a glyph's box, in ems (our choice: the tallest stacks of
  /// marks in real fonts are about 3 ems; a glyph 1 000 ems wide would rasterize gigabytes).
  public static let maximumGlyphEms = 8.0

  /// Checks that `text` can be drawn as written, and returns the glyphs each of its runs
  /// shapes into (in the order of `text.runs`): every font file a run names opens and can
  /// be drawn from, maps at least one of its run's characters, makes at most
  /// ``maximumGlyphsPerCharacter`` glyphs a character, and has no glyph over
  /// ``maximumGlyphEms`` ems a side among those the text uses; and no paragraph has more
  /// than 1 024 explicit directional formatting characters. The sizes of the runs do not
  /// matter.
  ///
  /// - Throws: ``FontError`` naming the file and the cause.
  public func check(text: TextContent) throws -> [Int] {
    var files: [FontFace] = []
    for run in text.runs {
      guard case .file(let path) = run.font.family else { continue }
      let face = try face(at: path)
      files.append(face)
      var firstVisible: Unicode.Scalar?
      var mapsOne = false
      characters: for character in run.string {
        if RunFaces.isEmojiPresentation(character.unicodeScalars.map(\.value)) { continue }
        for scalar in character.unicodeScalars
        where !ShapedParagraph.isIgnorable(scalar.value) && !LineBreaks.isSpace(scalar.value) {
          if face.hasGlyph(for: scalar.value) {
            mapsOne = true
            break characters
          }
          firstVisible = firstVisible ?? scalar
        }
      }
      if !mapsOne, let missing = firstVisible {
        throw FontError.unusable(
          path: path,
          cause: "its character map (cmap) maps none of the characters of its text (the first, "
            + "\(Self.describe(missing)))")
      }
    }
    let layout = TextLayout(text, width: .infinity, height: .infinity, library: self)
    if layout.ignoredControls > 0 {
      throw FontError.tooManyDirectionalControls(
        count: layout.ignoredControls + Bidi.maximumExplicitControls,
        limit: Bidi.maximumExplicitControls)
    }
    if let overflow = layout.overflow {
      throw FontError.tooManyGlyphs(
        path: overflow.face.path, characters: overflow.characters,
        limit: overflow.characters * Self.maximumGlyphsPerCharacter)
    }
    guard !files.isEmpty else { return layout.glyphCounts }
    // The glyphs drawn from the files, each once: they load, and they are not huge.
    var seen = Set<GlyphOfFace>()
    for glyph in layout.glyphs where files.contains(where: { $0 === glyph.face }) {
      guard seen.insert(GlyphOfFace(face: ObjectIdentifier(glyph.face), id: glyph.id)).inserted
      else { continue }
      let face = glyph.face
      guard let extent = face.extent(ofGlyph: glyph.id) else {
        let cause = face.loadError(ofGlyph: glyph.id) ?? "it does not load"
        throw FontError.unusable(
          path: face.path,
          cause: "the glyph of \(character(of: glyph.id, in: face, text: text)) does not load "
            + "(\(cause))")
      }
      guard max(extent.width, extent.height) <= Self.maximumGlyphEms else {
        throw FontError.oversizedGlyph(
          path: face.path, character: character(of: glyph.id, in: face, text: text),
          width: extent.width, height: extent.height)
      }
    }
    return layout.glyphCounts
  }

  private struct GlyphOfFace: Hashable {
    let face: ObjectIdentifier
    let id: UInt32
  }

  /// "'W' (U+0057)": the first character of `text` that `face` maps to glyph `id`, else
  /// "glyph 12".
  private func character(of id: UInt32, in face: FontFace, text: TextContent) -> String {
    for run in text.runs {
      for scalar in run.string.unicodeScalars where face.nominalGlyph(for: scalar.value) == id {
        return Self.describe(scalar)
      }
    }
    return "glyph \(id)"
  }

  /// "'W' (U+0057)", the character shown only when it is printable.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    let printable =
      scalar.properties.generalCategory != .control && !scalar.properties.isWhitespace
      && !ShapedParagraph.isIgnorable(scalar.value)
    return printable ? "'\(Character(scalar))' (\(code))" : code
  }
}
