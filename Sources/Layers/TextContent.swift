import Pixels

/// Text drawn in a layer's bounds, laid out as UIKit lays out a label's or a text layer's:
/// runs of font and colour (an attributed string), broken into lines at newlines and, when
/// it wraps, at word or character boundaries to the bounds' width; cut to a number of
/// lines, truncated with "…", aligned, and placed in the bounds, which clip it.
///
/// The defaults are `UILabel`'s: one line, truncated at its tail, centred vertically.
public struct TextContent: Sendable, Hashable {
  /// Horizontal placement of each line in the bounds, as `NSTextAlignment`.
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    /// Against the left edge.
    case left
    /// Centred.
    case center
    /// Against the right edge.
    case right
    /// Spaces widened so that every line but a paragraph's last fills the width; the last
    /// line is placed as ``natural`` places it.
    case justified
    /// Against the edge its paragraph starts from: the left for left-to-right text, the
    /// right for a paragraph whose first strong character is right-to-left.
    case natural
  }

  /// Where a line too long for the bounds' width is broken.
  public enum Wrapping: String, Sendable, Hashable, CaseIterable {
    /// Lines break only at newlines; a longer line runs past the bounds (and is clipped or
    /// truncated).
    case none
    /// At the last opportunity the Unicode line-breaking rules give (after a space, a
    /// hyphen, between ideographs…); a word longer than the width breaks between
    /// characters.
    case words
    /// After the last character that fits.
    case characters
  }

  /// Where "…" replaces what does not fit.
  public enum Truncation: String, Sendable, Hashable, CaseIterable {
    /// Nothing is replaced: what does not fit is clipped.
    case none
    /// The start of the line is replaced.
    case head
    /// The middle of the line is replaced.
    case middle
    /// The end of the line is replaced.
    case tail
  }

  /// Where the block of lines sits vertically.
  public enum VerticalPlacement: String, Sendable, Hashable, CaseIterable {
    /// Centred in the bounds, as `UILabel` draws; only the lines that fit the bounds'
    /// height are shown (at least one), and truncation marks the last of them.
    case center
    /// Against the top edge, as `CATextLayer` draws; lines below the bounds are clipped.
    case top
  }

  /// The text in runs of font and colour.
  public var runs: [TextRun]
  /// Horizontal placement.
  public var alignment: Alignment
  /// Where lines are broken.
  public var wrapping: Wrapping
  /// Where "…" goes when the text does not fit: on the last line shown when lines are cut
  /// off, and on every line too wide for the bounds when lines do not wrap.
  public var truncation: Truncation
  /// The most lines drawn; 0 for no limit (`numberOfLines`).
  public var maximumLines: Int
  /// Vertical placement.
  public var verticalPlacement: VerticalPlacement
  /// Pixels per point the text is rasterized at before it is drawn, as `CATextLayer`'s
  /// `contentsScale`; nil rasterizes it at the size it shows on screen.
  public var rasterScale: Double?

  /// Text of several runs.
  public init(
    runs: [TextRun], alignment: Alignment = .natural, wrapping: Wrapping = .none,
    truncation: Truncation = .tail, maximumLines: Int = 1,
    verticalPlacement: VerticalPlacement = .center, rasterScale: Double? = nil
  ) {
    self.runs = runs
    self.alignment = alignment
    self.wrapping = wrapping
    self.truncation = truncation
    self.maximumLines = maximumLines
    self.verticalPlacement = verticalPlacement
    self.rasterScale = rasterScale
  }

  /// Text in one font and colour.
  public init(
    _ string: String, font: TextFont = .system(size: 17), color: Color = .black,
    alignment: Alignment = .center, wrapping: Wrapping = .none,
    truncation: Truncation = .tail, maximumLines: Int = 1,
    verticalPlacement: VerticalPlacement = .center, rasterScale: Double? = nil
  ) {
    self.init(
      runs: [TextRun(string, font: font, color: color)], alignment: alignment,
      wrapping: wrapping, truncation: truncation, maximumLines: maximumLines,
      verticalPlacement: verticalPlacement, rasterScale: rasterScale)
  }

  /// One line of the system font at `fontSize` points, as a label shows it by default.
  public init(
    _ string: String, fontSize: Double, color: Color = .black, alignment: Alignment = .center
  ) {
    self.init(string, font: .system(size: fontSize), color: color, alignment: alignment)
  }

  /// All the runs' characters.
  public var string: String { runs.map(\.string).joined() }

  /// The first run's font; setting it sets every run's.
  public var font: TextFont {
    get { runs.first?.font ?? .system(size: 17) }
    set { for i in runs.indices { runs[i].font = newValue } }
  }

  /// The first run's font size; setting it sets every run's.
  public var fontSize: Double {
    get { font.size }
    set { for i in runs.indices { runs[i].font.size = newValue } }
  }

  /// The first run's colour; setting it sets every run's.
  public var color: Color {
    get { runs.first?.color ?? .black }
    set { for i in runs.indices { runs[i].color = newValue } }
  }

  /// Why this text cannot be laid out, or nil when it can.
  public var problem: String? {
    if maximumLines < 0 {
      return "the text's line limit \(maximumLines) is negative; give 0 for no limit"
    }
    if let rasterScale, !(rasterScale > 0 && rasterScale <= 16) {
      return "the text's raster scale \(rasterScale) is not from 0 to 16"
    }
    for run in runs where !(run.font.size > 0 && run.font.size <= 10_000) {
      return "the font size \(run.font.size) is not above 0 and at most 10000"
    }
    return nil
  }
}
