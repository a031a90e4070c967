import Flipbook
import FlipbookTesting
import Foundation
import Pixels
import Scenes
import SnapshotTesting
import Testing

/// Labels written in a scene file, drawn: each region of one frame measured against what
/// the text and the fonts' own tables predict (read with fontTools), beside a golden image.
@Suite("Scene files: text, drawn")
struct SceneTextRenderingTests {
  /// The frame at t = 0 of the labels below, at scale 2, from a scene file that sits
  /// beside the bundled fonts, so that its `font` names DejaVu Sans as a user's file.
  private func frame() throws -> Image {
    let json = #"""
      {"format": 1, "size": [320, 240], "duration": 0.1, "background": "white",
       "layers": [
         {"name": "title", "frame": [10, 10, 140, 60],
          "text": {"string": "Weekend Wrap-up", "fontWeight": "bold", "fontSize": 20,
                   "numberOfLines": 2, "alignment": "left"}},
         {"name": "name", "frame": [10, 80, 120, 30],
          "text": {"string": "Jonathan Appleseed-Worthington", "alignment": "left"}},
         {"name": "toast", "frame": [170, 10, 140, 30], "text": {"string": "Saved 👍"}},
         {"name": "arabic", "frame": [170, 50, 140, 30],
          "text": {"string": "مرحبا", "alignment": "natural"}},
         {"name": "figure", "frame": [10, 120, 140, 30],
          "text": {"string": "00:42", "font": "monospaced", "alignment": "left"}},
         {"name": "own", "frame": [170, 90, 140, 60],
          "text": {"string": "Ag\nAg", "font": "DejaVuSans.ttf", "numberOfLines": 0}},
         {"name": "textLayer", "frame": [10, 160, 300, 70],
          "text": {"textLayer": true, "string": "Top aligned and wrapped onto two lines",
                   "isWrapped": true, "fontSize": 20, "color": "black",
                   "contentsScale": 2}}]}
      """#
    let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Assets/Fonts/labels.json"
      ).path
    let file = try SceneFile(bytes: Array(json.utf8), path: fonts)
    let recording = try Recording(file: file, settings: RenderSettings(fps: 10, scale: 2))
    #expect(recording.textWarnings.isEmpty)
    return try recording.frame(at: 0)
  }

  /// Runs of consecutive indices in `range` for which `inked` holds.
  private func runs(_ range: Range<Int>, _ inked: (Int) -> Bool) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var start: Int?
    for i in range {
      if inked(i) {
        if start == nil { start = i }
      } else if let s = start {
        found.append(s..<i)
        start = nil
      }
    }
    if let s = start { found.append(s..<range.upperBound) }
    return found
  }

  /// Whether a pixel holds dark ink.
  private func dark(_ p: Pixel) -> Bool { p.red < 160 && p.green < 160 && p.blue < 160 }

  /// The rows and columns of a layer's frame (points) at scale 2.
  private func region(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> (Range<Int>, Range<Int>) {
    ((2 * x)..<(2 * (x + w)), (2 * y)..<(2 * (y + h)))
  }

  @Test("each label draws as its keys say: lines, ellipsis, emoji, direction, fonts")
  func labels() throws {
    let image = try frame()
    assertSnapshot(of: image, as: .image, named: "labels", testName: "text")

    // The bold title: two lines, a line of Inter apart (hhea: 2728 + 680 of 2816 units).
    let (titleX, titleY) = region(10, 10, 140, 60)
    let titleLines = runs(titleY) { y in titleX.contains { dark(image[$0, y]) } }
    #expect(titleLines.count == 2)
    if titleLines.count == 2 {
      let spacing = Double(titleLines[1].lowerBound - titleLines[0].lowerBound)
      #expect(abs(spacing - 3408.0 / 2816 * 40) <= 1)
    }

    // The name: one line, ending in three dots inside its frame.
    let (nameX, nameY) = region(10, 80, 120, 30)
    let nameColumns = runs(nameX) { x in nameY.contains { dark(image[x, $0]) } }
    #expect(nameColumns.last.map { $0.upperBound <= nameX.upperBound } == true)
    #expect(nameColumns.suffix(3).allSatisfy { $0.count <= 6 })

    // The toast: the emoji in colour.
    let (toastX, toastY) = region(170, 10, 140, 30)
    let coloured = toastY.reduce(0) { count, y in
      count
        + toastX.filter { x in
          let p = image[x, y]
          return Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue)) > 60
        }.count
    }
    #expect(coloured > 400)

    // The Arabic word, natural alignment: against the right edge (a glyph's side bearing
    // from it), not the left.
    let (arabicX, arabicY) = region(170, 50, 140, 30)
    let arabicColumns = runs(arabicX) { x in arabicY.contains { dark(image[x, $0]) } }
    #expect(arabicColumns.last.map { arabicX.upperBound - $0.upperBound <= 6 } == true)
    #expect(arabicColumns.first.map { $0.lowerBound - arabicX.lowerBound > 100 } == true)

    // The monospaced figure: five cells of 600 / 1000 em at 17 pt (Noto Sans Mono's hmtx),
    // so its ink spans less than 5 × 20.4 px and more than 4 cells.
    let (figureX, figureY) = region(10, 120, 140, 30)
    let figureColumns = runs(figureX) { x in figureY.contains { dark(image[x, $0]) } }
    if let first = figureColumns.first, let last = figureColumns.last {
      let span = Double(last.upperBound - first.lowerBound)
      #expect(span < 5 * 0.6 * 34 && span > 4 * 0.6 * 34)
    }

    // The user's font: two lines a DejaVu Sans line apart (hhea: 1901 + 483 of 2048).
    let (ownX, ownY) = region(170, 90, 140, 60)
    let ownLines = runs(ownY) { y in ownX.contains { dark(image[$0, y]) } }
    #expect(ownLines.count == 2)
    if ownLines.count == 2 {
      let spacing = Double(ownLines[1].lowerBound - ownLines[0].lowerBound)
      #expect(abs(spacing - 2384.0 / 2048 * 34) <= 1)
    }

    // The text layer: top-aligned, its first cap at the frame's top plus Inter's ascender
    // less its cap height (2728 − 2048 of 2816 units at 20 pt), wrapped onto two lines.
    let (layerX, layerY) = region(10, 160, 300, 70)
    let layerLines = runs(layerY) { y in layerX.contains { dark(image[$0, y]) } }
    #expect(layerLines.count == 2)
    if let first = layerLines.first {
      let expected = Double(layerY.lowerBound) + (2728.0 - 2048) / 2816 * 40
      #expect(abs(Double(first.lowerBound) - expected) <= 1.5)
    }
  }
}
