import Layers

extension FontLibrary {
  /// The characters of `text` that no font of the library (nor the runs' own files) has,
  /// each once, in order: they are drawn as the font's missing-glyph box.
  public func missingCharacters(in text: TextContent) -> [Character] {
    let runs = text.runs
    let faces = RunFaces(library: self, runs: runs)
    var missing: [Character] = []
    var seen = Set<UInt32>()
    for (index, run) in runs.enumerated() {
      for character in run.string {
        let scalars = character.unicodeScalars.map(\.value)
        guard scalars.contains(where: { !ShapedParagraph.isIgnorable($0) }),
          faces.face(for: scalars, run: index) == nil
        else { continue }
        for scalar in character.unicodeScalars
        where !ShapedParagraph.isIgnorable(scalar.value) && seen.insert(scalar.value).inserted {
          missing.append(Character(scalar))
        }
      }
    }
    return missing
  }

  /// What `text` needs measured in a box `width` points wide (infinity for no limit) and
  /// `height` points tall: the width of its widest line and the height of its lines, as
  /// `UILabel.sizeThatFits(_:)` answers.
  public func size(of text: TextContent, width: Double, height: Double = .infinity)
    -> (width: Double, height: Double)
  {
    let layout = TextLayout(text, width: width, height: height, library: self)
    let size = layout.size
    return (size.width, size.height)
  }

  /// A font's line metrics in points: ascender, descender (positive, below the baseline)
  /// and the line height they and the line gap make, as `UIFont`'s `ascender`, `descender`
  /// (negative there) and `lineHeight`.
  ///
  /// - Throws: ``FontError`` when the font's file cannot be opened.
  public func metrics(of font: TextFont) throws -> (
    ascender: Double, descender: Double, lineHeight: Double
  ) {
    let face = try primaryFace(for: font)
    return (
      face.ascender * font.size, face.descender * font.size,
      (face.ascender + face.descender + face.lineGap) * font.size
    )
  }
}
