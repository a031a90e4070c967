import Foundation
import Geometry

/// A 3D transform as a scene file writes it: a list of steps composed the way nested
/// `CATransform3D` calls (or a CSS `transform` list) compose them, each step applied to the
/// layer before the ones written before it — `[{"translate": [100, 0]}, {"rotate": "45deg"}]`
/// turns the layer in place, then moves it. A single step may stand without the list.
///
/// Steps: `{"translate": [x, y]}` or `[x, y, z]`; `{"scale": s}`, `[sx, sy]` or
/// `[sx, sy, sz]`; `{"rotate": a}` (about z), `{"rotateX": a}`, `{"rotateY": a}`,
/// `{"rotateZ": a}`, `{"rotate": {"angle": a, "axis": [x, y, z]}}`, with angles in radians
/// or as `"90deg"`; `{"perspective": d}` (sets m34 to −1/d, as `t.m34 = -1.0 / d`);
/// `{"m34": v}`; `{"matrix": [m11, m12, … m44]}` (16 numbers, replacing the transform so far).
public struct SceneTransform: Decodable, Sendable, Hashable {
  /// The transform.
  public var transform: Transform3D

  enum Step: String, CodingKey, CaseIterable {
    case translate, scale, rotate, rotateX, rotateY, rotateZ, perspective, m34, matrix
  }

  enum AxisKeys: String, CodingKey, CaseIterable {
    case angle, axis
  }

  public init(from decoder: any Decoder) throws {
    var t = Transform3D.identity
    // A probe of the value's form: the next form tried, or its error, follows.
    if var list = try? decoder.unkeyedContainer() {
      while !list.isAtEnd {
        let step = try list.superDecoder()
        t = try Self.apply(step, to: t)
      }
    } else {
      t = try Self.apply(decoder, to: .identity)
    }
    transform = t
  }

  private static func apply(_ decoder: any Decoder, to t: Transform3D) throws -> Transform3D {
    let c = try decoder.container(
      keyedBy: Step.self,
      expecting: "a transform step such as {\"rotateY\": \"90deg\"}, or a list of steps")
    guard c.allKeys.count == 1, let step = c.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "a transform step has exactly one of: "
            + Step.allCases.map(\.rawValue).joined(separator: ", ")))
    }
    switch step {
    case .translate:
      let v = try c.decode([Double].self, forKey: step)
      guard v.count == 2 || v.count == 3 else {
        throw c.error(at: step, "expected [x, y] or [x, y, z], found \(v.count) numbers")
      }
      return t.translated(x: v[0], y: v[1], z: v.count == 3 ? v[2] : 0)
    case .scale:
      // A probe of the value's form: the next form tried, or its error, follows.
      if let s = try? c.decode(Double.self, forKey: step) { return t.scaled(x: s, y: s, z: 1) }
      let v = try c.decode([Double].self, forKey: step)
      guard v.count == 2 || v.count == 3 else {
        throw c.error(at: step, "expected s, [sx, sy] or [sx, sy, sz], found \(v.count) numbers")
      }
      return t.scaled(x: v[0], y: v[1], z: v.count == 3 ? v[2] : 1)
    case .rotate:
      // An angle, or an object with an angle and an axis.
      // A probe of the value's form: the next form tried, or its error, follows.
      if (try? c.nestedContainer(keyedBy: AxisKeys.self, forKey: step)) == nil {
        let angle = try Angle.decode(from: c.superDecoder(forKey: step))
        return t.rotated(by: angle, x: 0, y: 0, z: 1)
      }
      let axis = try c.nestedContainer(keyedBy: AxisKeys.self, forKey: step)
      let angle = try Angle.decode(from: axis.superDecoder(forKey: .angle))
      let v = try axis.decodeNumbers(3, "an axis [x, y, z]", forKey: .axis)
      guard v.contains(where: { $0 != 0 }) else {
        throw axis.error(at: .axis, "the axis must not be [0, 0, 0]")
      }
      return t.rotated(by: angle, x: v[0], y: v[1], z: v[2])
    case .rotateX, .rotateY, .rotateZ:
      let angle = try Angle.decode(from: c.superDecoder(forKey: step))
      return t.rotated(
        by: angle, x: step == .rotateX ? 1 : 0, y: step == .rotateY ? 1 : 0,
        z: step == .rotateZ ? 1 : 0)
    case .perspective:
      let d = try c.decode(Double.self, forKey: step)
      guard d > 0 else {
        throw c.error(at: step, "expected a distance above 0, found \(number(d))")
      }
      var p = t
      p.m34 = -1 / d
      return p
    case .m34:
      var p = t
      p.m34 = try c.decode(Double.self, forKey: step)
      return p
    case .matrix:
      let m = try c.decodeNumbers(16, "16 numbers, m11 … m44 by rows", forKey: step)
      return Transform3D(rows: [
        Array(m[0..<4]), Array(m[4..<8]), Array(m[8..<12]), Array(m[12...]),
      ])
    }
  }
}

/// Angles in a scene file: radians as a number, or degrees as a string such as `"90deg"`.
enum Angle {
  /// The angle in radians.
  static func decode(from decoder: any Decoder) throws -> Double {
    let c = try decoder.singleValueContainer()
    // A probe of the value's form: the next form tried, or its error, follows.
    if let radians = try? c.decode(Double.self) { return radians }
    guard let text = try? c.decode(String.self) else {
      throw DecodingError.typeMismatch(
        Double.self,
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "expected an angle: radians, or degrees as \"90deg\""))
    }
    guard text.hasSuffix("deg"), let degrees = Double(text.dropLast(3)), degrees.isFinite else {
      // "90 deg", "90°", "90degrees": the number the user meant, written as the format says.
      let digits = text.prefix { "0123456789.+-eE".contains($0) }
      let message =
        Double(digits).map { _ in "\(text.quoted()): write '\(digits)deg' or a number of radians" }
        ?? "\(text.quoted()) is not an angle: use radians, or degrees as \"90deg\""
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: message))
    }
    return degrees * .pi / 180
  }
}
