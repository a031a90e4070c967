import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Pixels
import Testing

/// The iOS text snippets of TextSnippets.swift rendered: lines, ellipses and colours where
/// the fonts' own tables (read with fontTools) say, not where the renderer says.
@Suite("Text from UIKit code, rendered")
struct TextRenderTests {
  /// A white 240 × 200 window at scale 2 with `body`'s views on it, at 0 s.
  private func frame(_ body: @escaping (UIView) -> Void) throws -> Image {
    let recording = try Recording(
      size: Size(width: 240, height: 200), duration: 0.1,
      settings: RenderSettings(fps: 10, scale: 2, threads: 1)
    ) { scene in
      let window = UIWindow(scene: scene)
      window.backgroundColor = .white
      body(window)
    }
    return try recording.frame(at: 0)
  }

  /// Runs of consecutive indices in `range` where `inked` holds.
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

  private func dark(_ p: Pixel) -> Bool { p.red < 160 && p.green < 160 && p.blue < 160 }

  @Test("a card title wraps onto two bold lines a line of Inter apart, the rest cut off")
  func cardTitle() throws {
    let image = try frame { view in
      view.addSubview(makeCardTitle("Your weekly summary is ready"))
    }
    // The label: (16, 16, 180, 60) pt, 2 px a point.
    let columns = 32..<392
    // Rows of ink, an i's dot joined to its line (gaps under 5 px).
    var lines: [Range<Int>] = []
    for run in runs(32..<152, { y in columns.contains { dark(image[$0, y]) } }) {
      if let last = lines.last, run.lowerBound - last.upperBound < 5 {
        lines[lines.count - 1] = last.lowerBound..<run.upperBound
      } else {
        lines.append(run)
      }
    }
    #expect(lines.count == 2, "\(lines)")
    // Inter's hhea: 2728 + 680 of 2816 units a line, at 22 pt; the lines' ink tops, both
    // of x-height or cap letters, fall within a few pixels of one line apart.
    let lineHeight = 3408.0 / 2816 * 44
    if lines.count == 2 {
      let spacing = Double(lines[1].lowerBound - lines[0].lowerBound)
      #expect(abs(spacing - lineHeight) <= 4)
      // A third line does not fit the 60 pt label (two take 53.3 pt): the second ends in
      // "…", three dots on the baseline.
      let last = runs(columns) { x in lines[1].contains { dark(image[x, $0]) } }
      // Inter Bold's period is 480 units wide (7.5 px at 22 pt) and its "…" advances
      // 2250 units, a dot every 11.7 px.
      let dots = Array(last.suffix(3))
      #expect(dots.allSatisfy { $0.count <= 9 })
      let pitch = 2250.0 / 3 / 2816 * 44
      for (a, b) in zip(dots, dots.dropFirst()) {
        #expect(abs(Double(b.lowerBound - a.lowerBound) - pitch) <= 1.5)
      }
    }
  }

  @Test("a long name is cut in the middle: ink on both sides of three dots")
  func nameLabel() throws {
    let image = try frame { view in
      let label = makeNameLabel("Maximilian Alexander Featherstonehaugh")
      label.frame.origin = CGPoint(x: 20, y: 20)
      view.addSubview(label)
    }
    let rows = 40..<80
    let columns = runs(40..<280) { x in rows.contains { dark(image[x, $0]) } }
    // The label's right edge is at (20 + 120) × 2 = 280 px.
    #expect(columns.last.map { $0.upperBound <= 280 } == true)
    // Three narrow runs of ink (the dots, 771 units apart: 8.2 px at 15 pt) with wider
    // letters on both sides.
    let pitch = 2312.0 / 3 / 2816 * 30
    let dots = (0..<max(columns.count - 2, 0)).first { i in
      columns[i..<(i + 3)].allSatisfy { $0.count <= 5 }
        && abs(Double(columns[i + 1].lowerBound - columns[i].lowerBound) - pitch) <= 1
        && abs(Double(columns[i + 2].lowerBound - columns[i + 1].lowerBound) - pitch) <= 1
    }
    let found = try #require(dots)
    #expect(found > 2 && found + 3 < columns.count)
  }

  @Test("an attributed balance draws its red run in red")
  func balance() throws {
    let image = try frame { view in
      let label = makeBalanceLabel()
      label.frame.origin = CGPoint(x: 0, y: 40)
      view.addSubview(label)
    }
    var red = 0
    var black = 0
    for y in 80..<128 {
      for x in 0..<480 {
        let p = image[x, y]
        if p.red > 200 && p.green < 80 && p.blue < 80 { red += 1 }
        if p.red < 60 && p.green < 60 && p.blue < 60 { black += 1 }
      }
    }
    #expect(red > 100)
    #expect(black > 100)
  }
}
