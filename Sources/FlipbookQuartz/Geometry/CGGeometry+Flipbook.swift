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

  /// The smallest rectangle holding this one's four corners as `map` places them, as UIKit
  /// and Core Animation convert rectangles: under a rotation it grows to hold the turned
  /// corners; `.null` when a corner maps to no point (NaN).
  func boundingBox(mapping map: (CGPoint) -> CGPoint) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map(map)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      !(xs + ys).contains(where: \.isNaN)
    else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
