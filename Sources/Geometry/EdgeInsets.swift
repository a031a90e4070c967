import ProcessServices

/// Distances in from each edge of a rectangle, in points: a screen's safe area, a button's
/// padding.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
  /// From the top edge.
  public var top: Double
  /// From the left edge.
  public var left: Double
  /// From the bottom edge.
  public var bottom: Double
  /// From the right edge.
  public var right: Double

  /// Insets of each edge.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset.
  public static let zero = EdgeInsets()

  /// "top 59, left 0, bottom 34, right 0".
  public var description: String {
    "top \(NumberText.format(top)), left \(NumberText.format(left)), "
      + "bottom \(NumberText.format(bottom)), right \(NumberText.format(right))"
  }
}
