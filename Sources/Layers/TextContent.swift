import Pixels

/// A single line of text drawn in a layer's bounds, as a `UILabel` draws it: centred
/// vertically, placed horizontally by its alignment.
public struct TextContent: Sendable, Hashable {
  /// Horizontal placement of the line in the bounds.
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    /// Against the left edge.
    case left
    /// Centred.
    case center
    /// Against the right edge.
    case right
  }

  /// The text.
  public var string: String
  /// The font size in points.
  public var fontSize: Double
  /// The text colour.
  public var color: Color
  /// Horizontal placement.
  public var alignment: Alignment

  /// Text with a size, colour and alignment.
  public init(
    _ string: String, fontSize: Double = 17, color: Color = .black,
    alignment: Alignment = .center
  ) {
    self.string = string
    self.fontSize = fontSize
    self.color = color
    self.alignment = alignment
  }
}
