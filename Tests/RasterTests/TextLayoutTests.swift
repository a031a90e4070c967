import Foundation
import Geometry
import Layers
import Pixels
import Testing

@testable import Raster

/// Labels laid out as UIKit lays them out — wrapped, truncated, bold, monospaced, emoji,
/// right to left, in a user's font — each compared with a golden image and measured
/// against what the fonts' metrics and the text predict, not against the renderer.
@Suite("Text layout")
struct TextLayoutTests {
  /// `text` in a `width` × `height` label on white at `scale`, and the label's corner in
  /// pixels.
  private func render(
    _ text: TextContent, width: Double, height: Double, scale: Double = 2,
    name: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Image {
    let root = Layer(frame: Rect(x: 0, y: 0, width: width + 20, height: height + 20))
    let label = Layer(frame: Rect(x: 10, y: 10, width: width, height: height))
    label.text = text
    root.addSublayer(label)
    let image = try Renderer(scale: scale, fonts: FontLibrary.bundled())
      .render(root.presentation(at: 0), size: Size(width: width + 20, height: height + 20))
    if let name {
      try Golden.expect(image, "TextLayoutTests/\(name)", sourceLocation: sourceLocation)
    }
    return image
  }

  /// Rows (top to bottom) that hold a pixel darker than `threshold`, grouped into runs of
  /// consecutive rows: one run per line of text.
  private func inkRowRuns(_ image: Image, threshold: UInt8 = 160) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start: Int?
    for y in 0..<image.height {
      let inked = (0..<image.width).contains { image[$0, y].red < threshold }
      if inked && start == nil { start = y }
      if !inked, let s = start {
        runs.append(s..<y)
        start = nil
      }
    }
    if let s = start { runs.append(s..<image.height) }
    return runs
  }

  /// Columns that hold ink, as runs.
  private func inkColumnRuns(_ image: Image, rows: Range<Int>, threshold: UInt8 = 160)
    -> [Range<Int>]
  {
    var runs: [Range<Int>] = []
    var start: Int?
    for x in 0..<image.width {
      let inked = rows.contains { image[x, $0].red < threshold }
      if inked && start == nil { start = x }
      if !inked, let s = start {
        runs.append(s..<x)
        start = nil
      }
    }
    if let s = start { runs.append(s..<image.width) }
    return runs
  }

  @Test("a bold title wraps at the space onto two lines one line height apart")
  func twoLineBoldTitle() throws {
    let font = TextFont.system(size: 20, weight: .bold)
    let text = TextContent(
      "Weekend Wrap-up", font: font, alignment: .left, wrapping: .words, truncation: .tail,
      maximumLines: 2)
    let image = try render(text, width: 110, height: 60, name: "two-line-bold")
    let lines = inkRowRuns(image)
    try #require(lines.count == 2)
    // Inter's hhea (read with fontTools): ascender 2728, descender −680, line gap 0 on
    // 2816 units per em, so a line is 3408 / 2816 em: 48.41 px at 20 pt and 2 px a point.
    // Both lines begin with the same "W", so their ink tops are a line apart (each
    // baseline rounded to a pixel).
    let lineHeight = 3408.0 / 2816 * 20 * 2
    let firstTop = inkTop(of: image, columns: 20..<60, rows: lines[0])
    let secondTop = inkTop(of: image, columns: 20..<60, rows: lines[1])
    #expect(abs(Double(secondTop - firstTop) - lineHeight) <= 1)
    // The block is centred: the two lines' box (96.8 px) in the 120 px label from y = 20.
    let blockTop = 20 + (120 - 2 * lineHeight) / 2
    let capHeight = 2048.0 / 2816 * 40  // Inter's cap height, 2048 units
    let ascent = 2728.0 / 2816 * 40
    #expect(abs(Double(firstTop) - (blockTop + ascent - capHeight)) <= 1.5)
  }

  @Test("a name too long for its label ends in an ellipsis inside the label")
  func truncatedTail() throws {
    let text = TextContent("Jonathan Appleseed-Worthington", fontSize: 17, alignment: .left)
    let image = try render(text, width: 120, height: 30, name: "truncated-tail")
    let rows = try #require(inkRowRuns(image).first)
    let columns = inkColumnRuns(image, rows: rows)
    // The label's right edge is at (10 + 120) × 2 = 260 px: nothing is drawn past it.
    #expect(columns.last!.upperBound <= 260)
    // Inter's "…" is three dots, each as wide as a period's dot, 2312 / 3 ≈ 771 units
    // apart: about 9.3 px at 17 pt, 2 px a point. The last three ink runs are those dots,
    // sitting on the baseline (no taller than they are wide).
    let dots = Array(columns.suffix(3))
    let pitch = 2312.0 / 3 / 2816 * 34
    for (a, b) in zip(dots, dots.dropFirst()) {
      #expect(abs(Double(b.lowerBound - a.lowerBound) - pitch) <= 1)
    }
    for dot in dots {
      #expect(dot.count <= 6)
      let dotRows = rows.filter { y in dot.contains { image[$0, y].red < 160 } }
      #expect(dotRows.count <= dot.count + 1)
    }
  }

  @Test("an emoji is drawn in colour from the emoji font, as wide as its advance")
  func colourEmoji() throws {
    let text = TextContent("Saved 👍", fontSize: 17, alignment: .left)
    let image = try render(text, width: 120, height: 30, name: "emoji-toast")
    var columns: [Int] = []
    var coloured = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image[x, y]
        let spread = Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue))
        if spread > 60 {
          coloured += 1
          columns.append(x)
        }
      }
    }
    // Noto Color Emoji's thumbs up is yellow: many saturated pixels, where black text has
    // none; its advance is 2550 / 2048 em, 42.3 px at 17 pt, and its bitmap fills most of
    // it.
    #expect(coloured > 400)
    let width = (columns.max() ?? 0) - (columns.min() ?? 0) + 1
    #expect(width >= 30 && Double(width) <= 2550.0 / 2048 * 34 + 1)
  }

  @Test("a right-to-left word is drawn from the right: its first letter rightmost")
  func rightToLeftOrder() throws {
    let library = try FontLibrary.bundled()
    let word = "שלום"
    let text = TextContent(word, fontSize: 24, alignment: .natural)
    let layout = TextLayout(text, width: 200, height: 40, library: library)
    let face = try library.face(at: library.directory + "/NotoSansHebrew-Regular.ttf")
    // Each letter's glyph, found in the font's cmap without shaping; Hebrew letters have no
    // contextual forms, so the shaped glyphs are these.
    let ids = word.unicodeScalars.map { scalar in
      layout.glyphs.first { $0.face === face && $0.id == face.nominalGlyph(for: scalar.value) }
    }
    let xs = ids.map { $0?.x ?? .nan }
    #expect(xs.allSatisfy { !$0.isNaN })
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 > $1 }, "x of each letter: \(xs)")
    // Natural alignment puts a right-to-left paragraph against the right edge.
    let line = try #require(layout.lines.first)
    #expect(abs(line.x + line.width - 200) < 1e-9)
    _ = try render(
      TextContent("مرحبا بالعالم", fontSize: 20, alignment: .natural), width: 200, height: 40,
      name: "arabic-natural")
  }

  @Test("monospaced digits and capitals advance alike, 600 units an em")
  func monospacedFigure() throws {
    let library = try FontLibrary.bundled()
    let font = TextFont.monospaced(size: 20)
    for string in ["1111", "WWWW", "0.50"] {
      let layout = TextLayout(
        TextContent(string, font: font), width: 300, height: 40, library: library)
      // Noto Sans Mono's hmtx (fontTools): every glyph advances 600 of 1000 units.
      #expect(abs((layout.lines.first?.width ?? 0) - 4 * 0.6 * 20) < 1e-6, "\(string)")
    }
    _ = try render(
      TextContent("00:42.195", font: font, alignment: .left), width: 140, height: 30,
      name: "monospaced")
  }

  @Test("a user's own font file draws the text with that font's metrics")
  func usersFont() throws {
    let library = try FontLibrary.bundled()
    let path = library.directory + "/DejaVuSans.ttf"
    let text = TextContent(
      "Ag\nAg", font: .file(path, size: 20), alignment: .left, maximumLines: 0)
    let image = try render(text, width: 80, height: 70, name: "users-font")
    let lines = inkRowRuns(image)
    try #require(lines.count == 2)
    // DejaVu Sans's hhea: ascender 1901, descender −483 on 2048 units: 46.6 px a line at
    // 20 pt, where Inter's would be 48.4.
    let lineHeight = (1901.0 + 483) / 2048 * 40
    let spacing =
      Double(inkTop(of: image, columns: 0..<200, rows: lines[1]))
      - Double(inkTop(of: image, columns: 0..<200, rows: lines[0]))
    #expect(abs(spacing - lineHeight) <= 1)
    let inter = try render(
      TextContent("Ag\nAg", font: .system(size: 20), alignment: .left, maximumLines: 0),
      width: 80, height: 70)
    #expect(inter != image)
  }

  @Test("a character no font has is drawn as a box and reported")
  func missingCharacter() throws {
    let library = try FontLibrary.bundled()
    let layout = TextLayout(
      TextContent("A𓀀B", fontSize: 17), width: 100, height: 30, library: library)
    #expect(layout.missing == ["𓀀"])
    #expect(layout.glyphs.count == 3)
    let complete = TextLayout(
      TextContent("Saved 👍 שלום ✓ 中文", fontSize: 17), width: 300, height: 30, library: library)
    #expect(complete.missing.isEmpty)
  }

  @Test("kerning closes up a pair: 'AV' is narrower than its two advances")
  func kerning() throws {
    let layout = TextLayout(
      TextContent("AV", fontSize: 100), width: 500, height: 200,
      library: try FontLibrary.bundled())
    // Inter's hmtx (fontTools): A and V advance 1904 units each of 2816.
    let unkerned = 2 * 1904.0 / 2816 * 100
    let width = try #require(layout.lines.first?.width)
    #expect(width < unkerned - 1)
  }

  @Test("a combining accent is one cluster with its letter: the line breaks around it")
  func combiningMark() throws {
    let library = try FontLibrary.bundled()
    // "é" as e + U+0301, then a space: three scalars, two characters.
    let decomposed = TextLayout(
      TextContent(
        "e\u{301} e\u{301}", font: .system(size: 20), wrapping: .characters, maximumLines: 0),
      width: 15, height: 200, library: library)
    #expect(decomposed.lines.count == 2)
    #expect(decomposed.missing.isEmpty)
  }

  @Test("justified lines fill the width except each paragraph's last")
  func justified() throws {
    let text = TextContent(
      "The quick brown fox jumps over the lazy dog and keeps on running far away",
      font: .system(size: 17), alignment: .justified, wrapping: .words, truncation: .none,
      maximumLines: 0)
    let layout = TextLayout(text, width: 150, height: 400, library: try FontLibrary.bundled())
    #expect(layout.lines.count >= 3)
    for line in layout.lines.dropLast() {
      #expect(abs(line.width - 150) < 1e-9)
      #expect(line.x == 0)
    }
    #expect(layout.lines.last!.width < 150)
  }

  @Test("head and middle truncation put the ellipsis first and between")
  func headAndMiddle() throws {
    let library = try FontLibrary.bundled()
    let face = try library.primaryFace(for: .system(size: 17))
    let ellipsis = face.nominalGlyph(for: 0x2026)
    for (mode, position) in [(TextContent.Truncation.head, 0), (.middle, 1)] {
      let layout = TextLayout(
        TextContent(
          "Alpha Bravo Charlie Delta Echo Foxtrot", font: .system(size: 17), alignment: .left,
          truncation: mode),
        width: 120, height: 30, library: library)
      let ids = layout.glyphs.sorted { $0.x < $1.x }.map(\.id)
      let at = try #require(ids.firstIndex(of: ellipsis))
      #expect(ids.filter { $0 == ellipsis }.count == 1)
      if position == 0 { #expect(at == 0) } else { #expect(at > 0 && at < ids.count - 1) }
      #expect((layout.lines.first?.width ?? 0) <= 120)
    }
  }

  @Test("a centred label shows only the lines its height holds, the last truncated")
  func heightCutsLines() throws {
    let text = TextContent(
      "one two three four five six seven eight nine ten eleven twelve", font: .system(size: 17),
      alignment: .left, wrapping: .words, truncation: .tail, maximumLines: 0)
    // Inter's line at 17 pt is 3408 / 2816 × 17 = 20.57 pt: 45 pt hold two.
    let layout = TextLayout(text, width: 80, height: 45, library: try FontLibrary.bundled())
    #expect(layout.naturalLineCount > 2)
    #expect(layout.lines.count == 2)
    #expect(layout.lines.last?.isTruncated == true)
    #expect(layout.lines.first?.isTruncated == false)
  }

  @Test("a text layer's contents scale is the scale its text is rasterized at")
  func contentsScale() throws {
    let renderer = try Renderer(scale: 2, fonts: FontLibrary.bundled())
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 40))
    let label = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 40))
    label.text = TextContent(
      "Soft", font: .system(size: 20), color: .black, alignment: .left, truncation: .none,
      maximumLines: 0, verticalPlacement: .top, rasterScale: 1)
    root.addSublayer(label)
    let soft = renderer.render(root.presentation(at: 0), size: Size(width: 100, height: 40))
    #expect(renderer.textures.textScales == [1])
    label.text?.rasterScale = nil
    let sharp = try Renderer(scale: 2, fonts: FontLibrary.bundled())
      .render(root.presentation(at: 0), size: Size(width: 100, height: 40))
    // Magnified twice, the soft text has more partly covered pixels than the sharp one.
    func partial(_ image: Image) -> Int {
      image.bytes.enumerated().filter { $0.offset % 4 == 0 && $0.element > 30 && $0.element < 225 }
        .count
    }
    #expect(partial(soft) > partial(sharp))
  }

  /// The first row holding ink among `columns` within `rows`.
  private func inkTop(of image: Image, columns: Range<Int>, rows: Range<Int>) -> Int {
    rows.first { y in columns.contains { image[$0, y].red < 160 } } ?? -1
  }

  /// The last row holding ink among `columns` within `rows`.
  private func inkBottom(of image: Image, columns: Range<Int>, rows: Range<Int>) -> Int {
    rows.last { y in columns.contains { image[$0, y].red < 160 } } ?? -1
  }
}
