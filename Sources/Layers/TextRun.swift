import Pixels

/// A stretch of text in one font and colour: an attributed string's run.
public struct TextRun: Sendable, Hashable {
  /// The characters.
  public var string: String
  /// The font they are set in.
  public var font: TextFont
  /// Their colour.
  public var color: Color

  /// A run of `string` in `font` and `color`.
  public init(_ string: String, font: TextFont = .system(size: 17), color: Color = .black) {
    self.string = string
    self.font = font
    self.color = color
  }
}
