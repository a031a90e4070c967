import Foundation
import Geometry

/// A path as a scene file writes it: SVG path data (`"M 10 10 L 90 90"`), or one shape as an
/// object — `{"rect": [x, y, w, h]}`, `{"roundedRect": [x, y, w, h], "cornerRadius": r,
/// "cornerCurve": "continuous"}`, `{"ellipse": [x, y, w, h]}` or `{"arc": {"center": [x, y],
/// "radius": r, "startAngle": "-90deg", "endAngle": "270deg", "clockwise": true}}`.
enum ScenePath {
  /// The most elements (moves, lines, curves, closes) a path of a scene file may have.
  static let maximumElements = 100_000
  /// How far from the origin a path's points (control points included) may lie, in points.
  static let maximumCoordinate = 1e6

  enum CodingKeys: String, CodingKey, CaseIterable {
    case rect, roundedRect, cornerRadius, cornerCurve, ellipse, arc
  }

  enum ArcKeys: String, CodingKey, CaseIterable {
    case center, radius, startAngle, endAngle, clockwise
  }

  /// The shapes an object may give, one of them.
  private static let shapes: [CodingKeys] = [.rect, .roundedRect, .ellipse, .arc]

  /// The path `decoder` holds, checked to have at most ``maximumElements`` elements and its
  /// points within ±``maximumCoordinate``.
  static func decode(from decoder: any Decoder) throws -> Path {
    let path = try shape(from: decoder)
    func refuse(_ message: String) -> DecodingError {
      .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: message))
    }
    if path.elements.count > maximumElements {
      throw refuse(
        "the path has \(path.elements.count) elements, over the limit of \(maximumElements)")
    }
    let limit = maximumCoordinate
    for element in path.elements {
      for p in element.points where !(abs(p.x) <= limit && abs(p.y) <= limit) {
        throw refuse(
          "the path reaches (\(number(p.x)), \(number(p.y))), beyond ±\(number(limit)) points")
      }
    }
    return path
  }

  private static func shape(from decoder: any Decoder) throws -> Path {
    // A probe of the value's form: the next form tried, or its error, follows.
    if let data = try? decoder.singleValueContainer().decode(String.self) {
      do {
        return try Path(svgPathData: data)
      } catch {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: error.description))
      }
    }
    let c = try decoder.container(
      keyedBy: CodingKeys.self,
      expecting: "a path: SVG path data, or {\"rect\": …}, {\"roundedRect\": …}, "
        + "{\"ellipse\": …} or {\"arc\": …}")
    let given = shapes.filter(c.contains)
    guard given.count == 1, let kind = given.first else {
      let message = "a path object gives one of 'rect', 'roundedRect', 'ellipse' or 'arc'"
      if given.count > 1 { throw c.error(at: given[1], message) }
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: message))
    }
    if kind != .roundedRect {
      for key in [CodingKeys.cornerRadius, .cornerCurve] where c.contains(key) {
        throw c.error(at: key, "'\(key.stringValue)' belongs to a 'roundedRect'")
      }
    }
    switch kind {
    case .rect:
      return Path(rect: try c.decodeRect(forKey: .rect))
    case .ellipse:
      return Path(ellipseIn: try c.decodeRect(forKey: .ellipse))
    case .roundedRect:
      let rect = try c.decodeRect(forKey: .roundedRect)
      let curve =
        try c.contains(.cornerCurve)
        ? c.decodeName(Path.CornerCurve.self, forKey: .cornerCurve, "cornerCurve") : .circular
      var path = Path()
      path.addRoundedRect(rect, cornerRadii: try radii(c), cornerCurve: curve)
      return path
    default:
      let a = try c.nestedContainer(keyedBy: ArcKeys.self, forKey: .arc)
      for key in [ArcKeys.center, .radius, .startAngle, .endAngle] where !a.contains(key) {
        throw DecodingError.keyNotFound(key, .init(codingPath: a.codingPath, debugDescription: ""))
      }
      let n = try a.decodeNumbers(2, "a point [x, y]", forKey: .center)
      let radius = try a.decode(Double.self, forKey: .radius)
      guard (0...maximumCoordinate).contains(radius) else {
        throw a.error(at: .radius, "expected a radius of 0 or more, found \(number(radius))")
      }
      var path = Path()
      path.addArc(
        center: Point(x: n[0], y: n[1]), radius: radius,
        startAngle: try Angle.decode(from: a.superDecoder(forKey: .startAngle)),
        endAngle: try Angle.decode(from: a.superDecoder(forKey: .endAngle)),
        clockwise: try a.decodeIfPresent(Bool.self, forKey: .clockwise) ?? true)
      return path
    }
  }

  /// A rounded rectangle's `cornerRadius`: one number for every corner, or four
  /// `[topLeft, topRight, bottomRight, bottomLeft]`; 0 when left out.
  private static func radii(_ c: KeyedDecodingContainer<CodingKeys>) throws -> Path.CornerRadii {
    guard c.contains(.cornerRadius) else { return Path.CornerRadii(0) }
    let what = "a radius of 0 or more, or four [topLeft, topRight, bottomRight, bottomLeft]"
    let numbers: [Double]
    // A probe of the value's form: the next form tried, or its error, follows.
    if let one = try? c.decode(Double.self, forKey: .cornerRadius) {
      numbers = [one]
    } else if let four = try? c.decode([Double].self, forKey: .cornerRadius), four.count == 4 {
      numbers = four
    } else {
      throw c.error(at: .cornerRadius, "expected \(what)")
    }
    if let bad = numbers.first(where: { !(0...maximumCoordinate).contains($0) }) {
      throw c.error(at: .cornerRadius, "expected \(what), found \(number(bad))")
    }
    if numbers.count == 1 { return Path.CornerRadii(numbers[0]) }
    return Path.CornerRadii(
      topLeft: numbers[0], topRight: numbers[1], bottomRight: numbers[2],
      bottomLeft: numbers[3])
  }
}
