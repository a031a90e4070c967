import Foundation
import Geometry

/// Coverage computed the slow, obvious ways, to check the rasterizer against: exact clipping of
/// a convex polygon to each pixel, and point sampling of the winding number.
enum PolygonReference {
  /// The signed area of a closed polygon (shoelace formula), positive when it winds clockwise
  /// on screen (y down).
  static func signedArea(_ contour: [Point]) -> Double {
    var sum = 0.0
    for i in contour.indices {
      let a = contour[i]
      let b = contour[(i + 1) % contour.count]
      sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
  }

  /// The area of the convex polygon inside pixel (x, y): the polygon clipped to the pixel's
  /// four sides (Sutherland–Hodgman), then measured.
  static func convexCoverage(_ contour: [Point], x: Int, y: Int) -> Double {
    var polygon = contour
    let sides: [(Point) -> Double] = [
      { $0.x - Double(x) }, { Double(x + 1) - $0.x }, { $0.y - Double(y) },
      { Double(y + 1) - $0.y },
    ]
    for inside in sides {
      var clipped: [Point] = []
      for i in polygon.indices {
        let a = polygon[i]
        let b = polygon[(i + 1) % polygon.count]
        let (da, db) = (inside(a), inside(b))
        if da >= 0 { clipped.append(a) }
        if (da >= 0) != (db >= 0) {
          let t = da / (da - db)
          clipped.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
      }
      polygon = clipped
      if polygon.isEmpty { return 0 }
    }
    return abs(signedArea(polygon))
  }

  /// The fraction of `n` × `n` sample points inside the contours (by the winding number,
  /// downward edges counting +1, under evenOdd or nonZero) for every pixel of
  /// `columns` × `rows`, indexed [y][x] from the grid's corner.
  static func sampledGrid(
    _ contours: [[Point]], columns: Range<Int>, rows: Range<Int>, n: Int, evenOdd: Bool
  ) -> [[Double]] {
    var grid = [[Double]](
      repeating: [Double](repeating: 0, count: columns.count), count: rows.count)
    forEachSample(contours, columns: columns, rows: rows, n: n) { x, y, w in
      if evenOdd ? w % 2 != 0 : w != 0 {
        grid[y - rows.lowerBound][x - columns.lowerBound] += 1 / Double(n * n)
      }
    }
    return grid
  }

  /// Calls `body` with the pixel and the winding number (downward edges counting +1) of each
  /// of `n` × `n` sample points in every pixel of `columns` × `rows`: each row of samples
  /// finds its edge crossings once, then walks them.
  static func forEachSample(
    _ contours: [[Point]], columns: Range<Int>, rows: Range<Int>, n: Int,
    _ body: (_ x: Int, _ y: Int, _ winding: Int) -> Void
  ) {
    for y in rows {
      for j in 0..<n {
        let py = Double(y) + (Double(j) + 0.5) / Double(n)
        var crossings: [(x: Double, direction: Int)] = []
        for contour in contours where contour.count >= 3 {
          for i in contour.indices {
            let a = contour[i]
            let b = contour[(i + 1) % contour.count]
            guard (a.y <= py) != (b.y <= py) else { continue }
            crossings.append((a.x + (py - a.y) / (b.y - a.y) * (b.x - a.x), b.y > a.y ? 1 : -1))
          }
        }
        crossings.sort { $0.x < $1.x }
        var k = 0
        var w = 0
        for x in columns {
          for i in 0..<n {
            let px = Double(x) + (Double(i) + 0.5) / Double(n)
            while k < crossings.count && crossings[k].x < px {
              w += crossings[k].direction
              k += 1
            }
            body(x, y, w)
          }
        }
      }
    }
  }

  /// A regular polygon of `count` points on a circle, clockwise on screen from angle 0, or
  /// counter-clockwise when `reversed`.
  static func circle(
    centre: Point, radius: Double, count: Int, reversed: Bool = false
  ) -> [Point] {
    let points = (0..<count).map { i in
      let angle = 2 * Double.pi * Double(i) / Double(count)
      return Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
    }
    return reversed ? points.reversed() : points
  }

  /// A five-pointed star drawn as one self-intersecting contour (every second point of a
  /// regular pentagon): its centre pentagon has winding number 2.
  static func pentagram(centre: Point, radius: Double) -> [Point] {
    (0..<5).map { i in
      let angle = -Double.pi / 2 + 4 * Double.pi * Double(i) / 5
      return Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
    }
  }
}
