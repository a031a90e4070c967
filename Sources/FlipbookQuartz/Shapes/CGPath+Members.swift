import Foundation
import Geometry

extension CGPath {
  /// Whether the path is one closed rectangle with sides along the axes, as
  /// `CGPath(rect:transform:)` and `addRect(_:transform:)` make (Core Graphics'
  /// `CGPathIsRect`); when it is and `rect` is not nil, `rect` is set to it.
  public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
    var elements = flipbookPath.elements
    guard elements.count >= 5, case .move(let start) = elements[0], elements.last == .close
    else { return false }
    elements.removeLast()
    var corners = [start]
    for element in elements.dropFirst() {
      guard case .line(let point) = element else { return false }
      corners.append(point)
    }
    if corners.count == 5, corners[4] == start { corners.removeLast() }
    guard corners.count == 4 else { return false }
    // Sides alternate between horizontal and vertical, starting with either.
    func side(_ i: Int) -> (horizontal: Bool, vertical: Bool) {
      let a = corners[i]
      let b = corners[(i + 1) % 4]
      return (a.y == b.y, a.x == b.x)
    }
    let startsHorizontal = side(0).horizontal
    for i in 0..<4 {
      let along = side(i)
      guard (i % 2 == 0) == startsHorizontal ? along.horizontal : along.vertical else {
        return false
      }
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    rect?.pointee = CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    return true
  }
}
