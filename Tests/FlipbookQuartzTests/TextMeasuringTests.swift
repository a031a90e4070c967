import Flipbook
import FlipbookQuartz
import Foundation
import Testing

/// `sizeToFit`, `sizeThatFits` and `UIFont`'s metrics, against the bundled fonts' own
/// tables as fontTools reads them, not against the layout.
@Suite("Measuring text")
struct TextMeasuringTests {
  @Test("UIFont's line height, ascender and descender come from the font's hhea table")
  func fontMetrics() {
    let font = UIFont.systemFont(ofSize: 17)
    // Inter: ascender 2728, descender −680, line gap 0, on 2816 units per em.
    #expect(abs(font.ascender - 2728.0 / 2816 * 17) < 1e-9)
    #expect(abs(font.descender + 680.0 / 2816 * 17) < 1e-9)
    #expect(abs(font.lineHeight - 3408.0 / 2816 * 17) < 1e-9)
    #expect(abs(font.leading) < 1e-9)
    // Noto Sans Mono: 1069 and −293 on 1000.
    let mono = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
    #expect(abs(mono.lineHeight - 13.62) < 1e-9)
  }

  @Test("sizeToFit wraps a one-line label to its text: advances and a line, rounded up")
  func sizeToFitOneLine() {
    // As iOS code writes it.
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    label.text = "Hello"
    label.sizeToFit()
    // Inter's advances for H, e, l, l, o (hmtx) add up to 6740 units: 40.69 pt at 17 pt
    // (kerning moves it by well under a point); a line is 20.57 pt.
    #expect(abs(label.frame.width - 41) <= 1)
    #expect(label.frame.height == 21)
    #expect(label.intrinsicContentSize == label.frame.size)
  }

  @Test("a label of several lines measures the lines it wraps into at the width given")
  func sizeThatFitsWraps() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    label.numberOfLines = 0
    label.text = "one two three four five six seven"
    let fitted = label.sizeThatFits(CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude))
    #expect(fitted.width <= 80)
    let lineHeight = 3408.0 / 2816 * 17
    let lines = (Double(fitted.height) / lineHeight).rounded()
    #expect(lines >= 3)
    #expect(abs(Double(fitted.height) - (lines * lineHeight).rounded(.up)) < 1e-9)
    label.numberOfLines = 2
    let two = label.sizeThatFits(CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude))
    #expect(Double(two.height) == (2 * lineHeight).rounded(.up))
    label.text = ""
    #expect(label.sizeThatFits(CGSize(width: 80, height: 100)) == .zero)
  }
}
