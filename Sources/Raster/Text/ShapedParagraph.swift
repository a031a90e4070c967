import Layers

/// One paragraph of text (the characters between two newlines) split into runs of one
/// style, face and direction, shaped by HarfBuzz, and cut into clusters: the pieces a line
/// breaks between, each with its glyphs and advance in points.
struct ShapedParagraph {
  /// A glyph in a cluster, placed from the cluster's start, in points.
  struct Glyph {
    var face: FontFace
    var id: UInt32
    var x: Double
    /// Upward offset from the baseline.
    var y: Double
    var size: Double
  }

  /// Characters that are shaped and drawn together: a grapheme or more (a ligature).
  struct Cluster {
    /// Scalar indices in the paragraph.
    var range: Range<Int>
    var glyphs: [Glyph]
    var advance: Double
    var level: UInt8
    /// The index of the text run it belongs to.
    var run: Int
    var isWhitespace: Bool
    /// Whether a line may break before it.
    var breaksBefore: Bool
  }

  var clusters: [Cluster]
  var isRightToLeft: Bool
  /// The run of the paragraph's first character (or of its newline, when empty).
  var firstRun: Int

  /// Scalars the fonts cannot draw; each is drawn as the primary face's missing-glyph box.
  var missing: [Unicode.Scalar] = []
  /// The glyphs shaped for each run index.
  var glyphCounts: [Int: Int] = [:]
  /// A face whose substitutions made more than ``FontLibrary/maximumGlyphsPerCharacter``
  /// glyphs a character, with the characters shaped: those glyphs are cut short.
  var overflow: (face: FontFace, characters: Int)?
  /// The explicit directional formatting characters ignored past
  /// ``Bidi/maximumExplicitControls``.
  var ignoredControls = 0

  /// Shapes `scalars` (with their run indices) in the runs' fonts from `library`;
  /// `graphemeStarts` marks the scalars that begin a grapheme cluster.
  init(
    scalars original: [UInt32], runIndices: [Int], graphemeStarts: [Bool], runs: [TextRun],
    faces: RunFaces, firstRun: Int
  ) {
    self.firstRun = runIndices.first ?? firstRun
    // Tabs are shaped as spaces (and widened below); other controls as zero-width spaces,
    // which every shaper hides, as UIKit draws nothing for them.
    let scalars = original.map { c -> UInt32 in
      if c == 0x09 { return 0x20 }
      if c < 0x20 || (0x7F...0x9F).contains(c) { return 0x200B }
      return c
    }
    let (levels, isRightToLeft, ignoredControls) = Bidi.levels(of: scalars)
    self.isRightToLeft = isRightToLeft
    self.ignoredControls = ignoredControls
    let breaks = LineBreaks.opportunities(in: original)

    // The face of each grapheme: the first in the run's chain that has all its scalars.
    var faceOfScalar: [FontFace?] = Array(repeating: nil, count: scalars.count)
    var start = 0
    while start < scalars.count {
      var end = start + 1
      while end < scalars.count && !graphemeStarts[end] { end += 1 }
      let run = runIndices[start]
      let grapheme = Array(scalars[start..<end])
      let face: FontFace
      if grapheme.allSatisfy(LineBreaks.isSpace), start > 0, let previous = faceOfScalar[start - 1],
        runIndices[start - 1] == run, grapheme.allSatisfy({ previous.hasGlyph(for: $0) })
      {
        // A space keeps the face of the word before it, so a run of Arabic words is shaped
        // as one.
        face = previous
      } else if let found = faces.face(for: grapheme, run: run) {
        face = found
      } else {
        face = faces.primary(run)
        missing += grapheme.compactMap { c in
          Self.isIgnorable(c) ? nil : Unicode.Scalar(c)
        }
      }
      for i in start..<end { faceOfScalar[i] = face }
      start = end
    }

    // Items: maximal ranges of one run, face and level, each shaped on its own.
    var clusters: [Cluster] = []
    var itemStart = 0
    while itemStart < scalars.count {
      var itemEnd = itemStart + 1
      while itemEnd < scalars.count && runIndices[itemEnd] == runIndices[itemStart]
        && faceOfScalar[itemEnd] === faceOfScalar[itemStart]
        && levels[itemEnd] == levels[itemStart]
      {
        itemEnd += 1
      }
      let run = runIndices[itemStart]
      let face = faceOfScalar[itemStart] ?? faces.primary(run)
      let size = runs[run].font.size
      let rightToLeft = levels[itemStart] % 2 == 1
      let (shaped, overflowed) = face.shape(
        scalars, range: itemStart..<itemEnd, rightToLeft: rightToLeft)
      glyphCounts[run, default: 0] += shaped.count
      if overflowed && overflow == nil { overflow = (face, itemEnd - itemStart) }
      // Group the glyphs by cluster, keeping HarfBuzz's visual order inside each.
      var byCluster: [Int: [FontFace.ShapedGlyph]] = [:]
      for glyph in shaped { byCluster[glyph.cluster, default: []].append(glyph) }
      let starts = byCluster.keys.sorted()
      for (k, clusterStart) in starts.enumerated() {
        let clusterEnd = k + 1 < starts.count ? starts[k + 1] : itemEnd
        var x = 0.0
        var glyphs: [Glyph] = []
        for g in byCluster[clusterStart] ?? [] {
          glyphs.append(
            Glyph(
              face: face, id: g.id, x: (x + g.xOffset) * size, y: g.yOffset * size, size: size))
          x += g.advance
        }
        var advance = x * size
        if original[clusterStart] == 0x09 { advance *= 4 }
        clusters.append(
          Cluster(
            range: clusterStart..<clusterEnd, glyphs: glyphs, advance: advance,
            level: levels[clusterStart], run: run,
            isWhitespace: LineBreaks.isSpace(original[clusterStart]),
            breaksBefore: breaks[clusterStart]))
      }
      itemStart = itemEnd
    }
    self.clusters = clusters
  }

  /// Scalars that draw nothing and are never reported missing: joiners, variation
  /// selectors, directional marks, format characters and controls.
  static func isIgnorable(_ c: UInt32) -> Bool {
    switch c {
    case 0x00...0x20, 0x7F...0xA0, 0xAD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5,
      0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F,
      0xFEFF, 0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      true
    default: false
    }
  }
}

/// The faces of a text's runs: each run's own, and the chain tried for what it lacks.
final class RunFaces {
  private let library: FontLibrary
  private let runs: [TextRun]
  private var primaries: [Int: FontFace] = [:]
  private var chains: [Int: [FontFace]] = [:]
  private let fallback: FontFace?

  init(library: FontLibrary, runs: [TextRun]) {
    self.library = library
    self.runs = runs
    fallback = try? library.primaryFace(for: .system(size: 17))
  }

  /// The run's own face (the system font's, when its file cannot be opened: a recording
  /// refuses such a text before it draws it, with `FontLibrary.check(text:)`).
  func primary(_ run: Int) -> FontFace {
    if let face = primaries[run] { return face }
    let font = runs[run].font
    let face: FontFace
    do {
      face = try library.primaryFace(for: font)
    } catch {
      var system = font
      system.family = .system
      face = (try? library.primaryFace(for: system)) ?? fallback!
    }
    primaries[run] = face
    return face
  }

  /// The first face that draws every visible scalar of `grapheme`: the emoji face first
  /// for a grapheme shown as an emoji, then the run's own face and its fallbacks; nil when
  /// none does.
  func face(for grapheme: [UInt32], run: Int) -> FontFace? {
    let needed = grapheme.filter { !ShapedParagraph.isIgnorable($0) || $0 == 0x20 }
    if needed.isEmpty { return primary(run) }
    var candidates = [primary(run)] + chain(run)
    if Self.isEmojiPresentation(grapheme), let emoji = library.emojiFace {
      candidates.insert(emoji, at: 0)
    }
    return candidates.first { face in needed.allSatisfy { face.hasGlyph(for: $0) } }
  }

  private func chain(_ run: Int) -> [FontFace] {
    if let chain = chains[run] { return chain }
    let chain = library.fallbackFaces(for: runs[run].font)
    chains[run] = chain
    return chain
  }

  /// Whether a grapheme is shown as an emoji rather than as text: it asks for emoji style
  /// (U+FE0F), is a keycap, flag, modifier or joined sequence, or its first scalar has
  /// emoji presentation by default. U+FE0E asks for text.
  static func isEmojiPresentation(_ grapheme: [UInt32]) -> Bool {
    guard let first = grapheme.first, let scalar = Unicode.Scalar(first) else { return false }
    if grapheme.contains(0xFE0E) { return false }
    if grapheme.contains(0xFE0F) || grapheme.contains(0x20E3) { return true }
    if (0x1F1E6...0x1F1FF).contains(first) { return true }
    if grapheme.contains(where: { (0x1F3FB...0x1F3FF).contains($0) }) { return true }
    if grapheme.contains(0x200D) && scalar.properties.isEmoji && first > 0x7F { return true }
    return scalar.properties.isEmojiPresentation
  }
}
