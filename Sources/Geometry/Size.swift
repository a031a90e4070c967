/// A width and a height, in points unless said otherwise.
public struct Size: Sendable, Hashable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// A size with the given extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size, 0 × 0.
  public static let zero = Size(width: 0, height: 0)

  public var description: String { "\(width) × \(height)" }
}
