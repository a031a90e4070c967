/// A rectangle of pixels.
public struct PixelRegion: Sendable, Hashable {
  /// The left column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A region from its origin and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
