import Foundation
import Geometry

extension CGPoint {
  /// The engine's point as Core Graphics spells it.
  public init(_ point: Point) {
    self.init(x: point.x, y: point.y)
  }
}

extension CGRect {
  /// The engine's rectangle as Core Graphics spells it.
  public init(_ rect: Rect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }
}

extension Point {
  /// A Core Graphics point in the engine's spelling.
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension Rect {
  /// A Core Graphics rectangle in the engine's spelling.
  public init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.width),
      height: Double(rect.height))
  }
}
