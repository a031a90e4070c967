/// An axis-aligned rectangle: an origin (its top-left corner) and a size.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The extents; non-negative for a standardized rectangle.
  public var size: Size

  /// A rectangle with the given corner and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle from its corner coordinates and extents.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The smallest x coordinate.
  public var minX: Double { origin.x }
  /// The smallest y coordinate.
  public var minY: Double { origin.y }
  /// The largest x coordinate.
  public var maxX: Double { origin.x + size.width }
  /// The largest y coordinate.
  public var maxY: Double { origin.y + size.height }
  /// The x coordinate of the centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The y coordinate of the centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// Whether the point lies inside, counting the top and left edges but not the bottom and
  /// right ones, as `CGRect.contains(_:)` does.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle moved inwards by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  public var description: String { "(\(origin.x), \(origin.y), \(width), \(height))" }
}
