/// A location in a two-dimensional coordinate space, in points unless said otherwise.
public struct Point: Sendable, Hashable, CustomStringConvertible {
  /// The horizontal coordinate; grows to the right.
  public var x: Double
  /// The vertical coordinate; grows downwards, as in UIKit.
  public var y: Double

  /// A point at the given coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The straight-line distance to another point.
  public func distance(to other: Point) -> Double {
    ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
  }

  public var description: String { "(\(x), \(y))" }
}
