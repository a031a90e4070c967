import Geometry
import Layers
import Pixels

/// Text laid out in a box as UIKit lays out a label or a text layer, in points from the
/// box's top left corner: lines broken at newlines and, when the text wraps, at the last
/// break opportunity that fits; cut to the line limit (and, centred, to the lines the
/// height holds); truncated with "…"; each line in visual order (right-to-left runs
/// reversed), aligned, on a baseline from its fonts' metrics.
struct TextLayout {
  /// A glyph placed in the box.
  struct PlacedGlyph {
    var face: FontFace
    var id: UInt32
    /// The pen's position: x from the box's left edge, y the baseline from its top.
    var x: Double
    var y: Double
    var size: Double
    var color: Color
  }

  /// A laid-out line.
  struct Line {
    /// Left edge and width of its glyphs' advances (trailing spaces left out), in points.
    var x: Double
    var width: Double
    /// Top of its line box and its baseline, in points from the box's top.
    var top: Double
    var baseline: Double
    var height: Double
    /// Whether "…" replaced part of it.
    var isTruncated: Bool
  }

  var glyphs: [PlacedGlyph] = []
  var lines: [Line] = []
  /// How many lines the text makes before the line limit and the height cut it.
  var naturalLineCount = 0
  /// Characters no font has, each once, in the order met.
  var missing: [Character] = []
  /// The glyphs each text run shaped into (before lines are cut or truncated).
  var glyphCounts: [Int] = []
  /// A face whose substitutions made too many glyphs, with the characters it shaped.
  var overflow: (face: FontFace, characters: Int)?
  /// The most explicit directional formatting characters one paragraph has past
  /// ``Bidi/maximumExplicitControls``, which are ignored; 0 when none is.
  var ignoredControls = 0

  /// The width of the widest line and the height of the block, in points.
  var size: Size {
    Size(
      width: lines.map(\.width).max() ?? 0,
      height: lines.last.map { $0.top + $0.height - (lines.first?.top ?? 0) } ?? 0)
  }

  /// The layout of `text` in a box of `width` × `height` points.
  init(_ text: TextContent, width: Double, height: Double, library: FontLibrary) {
    let runs = text.runs.isEmpty ? [TextRun("")] : text.runs
    let faces = RunFaces(library: library, runs: runs)
    var scalars: [UInt32] = []
    var runIndices: [Int] = []
    for (i, run) in runs.enumerated() {
      for scalar in run.string.unicodeScalars {
        scalars.append(scalar.value)
        runIndices.append(i)
      }
    }
    glyphCounts = [Int](repeating: 0, count: runs.count)
    var graphemeStarts = [Bool](repeating: false, count: scalars.count)
    var offset = 0
    for character in runs.map(\.string).joined() {
      if offset < graphemeStarts.count { graphemeStarts[offset] = true }
      offset += character.unicodeScalars.count
    }

    // Paragraphs, then lines.
    var candidates: [(clusters: [ShapedParagraph.Cluster], paragraph: Int, isLast: Bool)] = []
    var paragraphs: [ShapedParagraph] = []
    var missingScalars: [Unicode.Scalar] = []
    var start = 0
    var i = 0
    while i <= scalars.count {
      let isEnd = i == scalars.count
      let c = isEnd ? 0 : scalars[i]
      guard isEnd || Self.isParagraphSeparator(c) else {
        i += 1
        continue
      }
      var starts = Array(graphemeStarts[start..<i])
      if !starts.isEmpty { starts[0] = true }
      let paragraph = ShapedParagraph(
        scalars: Array(scalars[start..<i]), runIndices: Array(runIndices[start..<i]),
        graphemeStarts: starts, runs: runs, faces: faces,
        firstRun: isEnd ? (runIndices.last ?? 0) : runIndices[i])
      missingScalars += paragraph.missing
      for (run, count) in paragraph.glyphCounts { glyphCounts[run] += count }
      if overflow == nil { overflow = paragraph.overflow }
      ignoredControls = max(ignoredControls, paragraph.ignoredControls)
      let index = paragraphs.count
      paragraphs.append(paragraph)
      let broken = Self.breakLines(paragraph.clusters, width: width, wrapping: text.wrapping)
      for (k, line) in broken.enumerated() {
        candidates.append((line, index, k == broken.count - 1))
      }
      if isEnd { break }
      // \r\n is one separator.
      i += (c == 0x0D && i + 1 < scalars.count && scalars[i + 1] == 0x0A) ? 2 : 1
      start = i
    }
    naturalLineCount = candidates.count
    var seen = Set<Character>()
    for scalar in missingScalars where seen.insert(Character(scalar)).inserted {
      missing.append(Character(scalar))
    }

    // Metrics of each candidate line, from its runs' own faces.
    func metrics(_ line: [ShapedParagraph.Cluster], paragraph: Int) -> (
      ascent: Double, descent: Double, gap: Double
    ) {
      let lineRuns = line.isEmpty ? [paragraphs[paragraph].firstRun] : Array(Set(line.map(\.run)))
      var m = (ascent: 0.0, descent: 0.0, gap: 0.0)
      for run in lineRuns {
        let face = faces.primary(run)
        let size = runs[run].font.size
        m.ascent = max(m.ascent, face.ascender * size)
        m.descent = max(m.descent, face.descender * size)
        m.gap = max(m.gap, face.lineGap * size)
      }
      return m
    }

    // How many lines are shown: the limit, and for a centred block the lines the height
    // holds (at least one).
    var shown = candidates.count
    if text.maximumLines > 0 { shown = min(shown, text.maximumLines) }
    if text.verticalPlacement == .center && shown > 1 {
      var total = 0.0
      var fits = 0
      for k in 0..<shown {
        let m = metrics(candidates[k].clusters, paragraph: candidates[k].paragraph)
        total += m.ascent + m.descent + m.gap
        if total > height + 1e-6 { break }
        fits = k + 1
      }
      shown = max(fits, 1)
    }
    let isCut = shown < candidates.count

    // Lines with truncation and their metrics.
    var chosen:
      [(clusters: [ShapedParagraph.Cluster], paragraph: Int, justify: Bool, truncated: Bool)] = []
    for k in 0..<shown {
      var line = candidates[k].clusters
      let paragraph = candidates[k].paragraph
      var truncated = false
      let isLastShown = k == shown - 1
      if text.truncation != .none {
        if isLastShown && isCut {
          // The rest of the paragraph runs on into the last line, which is then cut.
          var rest = line
          var j = k + 1
          while j < candidates.count && candidates[j].paragraph == paragraph {
            rest += candidates[j].clusters
            j += 1
          }
          line = Self.truncate(
            rest, width: width, mode: text.truncation, always: true,
            ellipsis: { Self.ellipsis(run: $0, level: $1, runs: runs, faces: faces) })
          truncated = true
        } else if Self.width(of: line) > width + 1e-9 && text.wrapping == .none {
          line = Self.truncate(
            line, width: width, mode: text.truncation, always: false,
            ellipsis: { Self.ellipsis(run: $0, level: $1, runs: runs, faces: faces) })
          truncated = true
        }
      }
      let justify =
        text.alignment == .justified && !candidates[k].isLast && !truncated
        && text.wrapping != .none
      chosen.append((line, paragraph, justify, truncated))
    }

    var blockHeight = 0.0
    var lineMetrics: [(ascent: Double, descent: Double, gap: Double)] = []
    for line in chosen {
      let m = metrics(line.clusters, paragraph: line.paragraph)
      lineMetrics.append(m)
      blockHeight += m.ascent + m.descent + m.gap
    }
    var top =
      text.verticalPlacement == .center && height.isFinite ? (height - blockHeight) / 2 : 0

    for (k, line) in chosen.enumerated() {
      let m = lineMetrics[k]
      let paragraph = paragraphs[line.paragraph]
      let baseline = top + m.gap / 2 + m.ascent
      let lineHeight = m.ascent + m.descent + m.gap
      var clusters = line.clusters
      // Trailing spaces take the paragraph's level (rule L1) and hang past the edge.
      var trailing = clusters.count
      while trailing > 0 && clusters[trailing - 1].isWhitespace { trailing -= 1 }
      let paragraphLevel: UInt8 = paragraph.isRightToLeft ? 1 : 0
      for j in trailing..<clusters.count { clusters[j].level = paragraphLevel }
      let contentWidth = Self.width(of: clusters)
      let hanging = clusters[trailing...].reduce(0) { $0 + $1.advance }

      var extra = 0.0
      var spaces: Set<Int> = []
      if line.justify && contentWidth < width {
        var leading = 0
        while leading < trailing && clusters[leading].isWhitespace { leading += 1 }
        spaces = Set((leading..<trailing).filter { clusters[$0].isWhitespace })
        if !spaces.isEmpty { extra = (width - contentWidth) / Double(spaces.count) }
      }
      let shownWidth = spaces.isEmpty ? contentWidth : width
      let alignment: TextContent.Alignment =
        switch text.alignment {
        case .natural, .justified: paragraph.isRightToLeft ? .right : .left
        default: text.alignment
        }
      var x: Double =
        switch alignment {
        case .right: width - shownWidth
        case .center: (width - shownWidth) / 2
        default: 0
        }
      let left = x
      // Right-to-left, the hanging spaces come first from the left.
      if paragraph.isRightToLeft { x -= hanging }
      for index in Bidi.visualOrder(levels: clusters.map(\.level)) {
        let cluster = clusters[index]
        let color = runs[cluster.run].color
        for glyph in cluster.glyphs {
          glyphs.append(
            PlacedGlyph(
              face: glyph.face, id: glyph.id, x: x + glyph.x, y: baseline - glyph.y,
              size: glyph.size, color: color))
        }
        x += cluster.advance + (spaces.contains(index) ? extra : 0)
      }
      lines.append(
        Line(
          x: left, width: shownWidth, top: top, baseline: baseline, height: lineHeight,
          isTruncated: line.truncated))
      top += lineHeight
    }
  }

  static func isParagraphSeparator(_ c: UInt32) -> Bool {
    c == 0x0A || c == 0x0D || c == 0x0B || c == 0x0C || c == 0x85 || c == 0x2028 || c == 0x2029
  }

  /// The advance of a line's clusters, trailing spaces left out.
  static func width(of clusters: [ShapedParagraph.Cluster]) -> Double {
    var end = clusters.count
    while end > 0 && clusters[end - 1].isWhitespace { end -= 1 }
    return clusters[..<end].reduce(0) { $0 + $1.advance }
  }

  /// A paragraph's clusters broken into lines no wider than `width` (trailing spaces
  /// hang): at the last break opportunity that fits, or between characters when a word is
  /// wider than the line or the text wraps by character.
  static func breakLines(
    _ clusters: [ShapedParagraph.Cluster], width: Double, wrapping: TextContent.Wrapping
  ) -> [[ShapedParagraph.Cluster]] {
    guard wrapping != .none, !clusters.isEmpty else { return [clusters] }
    var lines: [[ShapedParagraph.Cluster]] = []
    var lineStart = 0
    var lineWidth = 0.0  // up to the end of the last non-space cluster
    var pending = 0.0  // spaces since then
    var lastBreak: Int? = nil
    var i = 0
    while i < clusters.count {
      let cluster = clusters[i]
      if i > lineStart && (wrapping == .characters || cluster.breaksBefore) && !cluster.isWhitespace
      {
        lastBreak = i
      }
      if cluster.isWhitespace {
        pending += cluster.advance
        i += 1
        continue
      }
      let widened = lineWidth + pending + cluster.advance
      if widened > width + 1e-9 && i > lineStart {
        let breakAt =
          (wrapping == .words ? lastBreak.flatMap { $0 > lineStart ? $0 : nil } : nil) ?? i
        lines.append(Array(clusters[lineStart..<breakAt]))
        lineStart = breakAt
        lineWidth = 0
        pending = 0
        lastBreak = nil
        i = breakAt
        // Re-measure from the new line's start.
        continue
      }
      lineWidth = widened
      pending = 0
      i += 1
    }
    lines.append(Array(clusters[lineStart...]))
    return lines
  }

  /// `clusters` cut to fit `width` with "…" in place of what was removed at `mode`'s end;
  /// unchanged when it fits and `always` is false. Linear in the clusters: the kept part
  /// grows from its end(s) while it fits.
  static func truncate(
    _ clusters: [ShapedParagraph.Cluster], width: Double, mode: TextContent.Truncation,
    always: Bool, ellipsis: (_ run: Int, _ level: UInt8) -> ShapedParagraph.Cluster
  ) -> [ShapedParagraph.Cluster] {
    if mode == .none || (!always && Self.width(of: clusters) <= width + 1e-9) {
      return clusters
    }
    var first = 0
    var last = clusters.count
    while first < last && clusters[first].isWhitespace { first += 1 }
    while last > first && clusters[last - 1].isWhitespace { last -= 1 }
    let all = clusters[first..<last]
    let fallbackRun = clusters.last?.run ?? 0
    /// How many clusters from `start`, stepping by `step`, fit in `room` (spaces at the
    /// open end are dropped afterwards, so they may overhang).
    func fitting(from start: Int, step: Int, room: Double) -> Int {
      var used = 0.0
      var count = 0
      var i = start
      while i >= all.startIndex && i < all.endIndex {
        used += all[i].advance
        if used > room + 1e-9 && !all[i].isWhitespace { break }
        count += 1
        i += step
      }
      return count
    }
    switch mode {
    case .none:
      return clusters
    case .tail:
      let mark = ellipsis(all.first?.run ?? fallbackRun, all.first?.level ?? 0)
      var kept = Array(
        all.prefix(fitting(from: all.startIndex, step: 1, room: width - mark.advance)))
      while kept.last?.isWhitespace == true { kept.removeLast() }
      return kept + [ellipsis(kept.last?.run ?? fallbackRun, kept.last?.level ?? mark.level)]
    case .head:
      let mark = ellipsis(all.last?.run ?? fallbackRun, all.last?.level ?? 0)
      var kept = Array(
        all.suffix(fitting(from: all.endIndex - 1, step: -1, room: width - mark.advance)))
      while kept.first?.isWhitespace == true { kept.removeFirst() }
      return [ellipsis(kept.first?.run ?? fallbackRun, kept.first?.level ?? mark.level)] + kept
    case .middle:
      let mark = ellipsis(all.first?.run ?? fallbackRun, all.first?.level ?? 0)
      var left = all.startIndex
      var right = all.endIndex
      var used = mark.advance
      var takeLeft = true
      while left < right {
        let next = takeLeft ? all[left] : all[right - 1]
        if used + next.advance > width + 1e-9 { break }
        used += next.advance
        if takeLeft { left += 1 } else { right -= 1 }
        takeLeft.toggle()
      }
      var head = Array(all[all.startIndex..<left])
      var tail = Array(all[right..<all.endIndex])
      while head.last?.isWhitespace == true { head.removeLast() }
      while tail.first?.isWhitespace == true { tail.removeFirst() }
      let middle = ellipsis(head.last?.run ?? fallbackRun, head.last?.level ?? mark.level)
      return head + [middle] + tail
    }
  }

  /// "…" shaped in a run's font, as one cluster at `level`.
  static func ellipsis(run: Int, level: UInt8, runs: [TextRun], faces: RunFaces)
    -> ShapedParagraph.Cluster
  {
    let character: UInt32 = 0x2026
    let face = faces.face(for: [character], run: run) ?? faces.primary(run)
    let size = runs[run].font.size
    let shaped = face.shape([character], range: 0..<1, rightToLeft: false).glyphs
    var x = 0.0
    var glyphs: [ShapedParagraph.Glyph] = []
    for g in shaped {
      glyphs.append(
        ShapedParagraph.Glyph(
          face: face, id: g.id, x: (x + g.xOffset) * size, y: g.yOffset * size, size: size))
      x += g.advance
    }
    return ShapedParagraph.Cluster(
      range: 0..<0, glyphs: glyphs, advance: x * size, level: level, run: run,
      isWhitespace: false, breaksBefore: false)
  }
}
