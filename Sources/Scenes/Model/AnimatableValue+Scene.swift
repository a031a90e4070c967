import Animation
import Geometry

extension AnimatableValue {
  /// A value of the kind `path` animates, as a scene file writes it: a number (an angle may
  /// be `"90deg"`), `[x, y]`, `[width, height]`, `[x, y, width, height]`, a colour, a
  /// transform or a path (``ScenePath``).
  static func decode(for path: AnimationKeyPath, from decoder: any Decoder) throws
    -> AnimatableValue
  {
    func numbers(_ count: Int, _ what: String) throws -> [Double] {
      let c = try decoder.singleValueContainer()
      // A probe: any failure to read it is the error below, saying what was expected.
      guard let numbers = try? c.decode([Double].self), numbers.count == count else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "'\(path.string)' animates \(what)"))
      }
      return numbers
    }
    switch path.valueKind {
    case "number":
      if path.string.contains("rotation") { return .scalar(try Angle.decode(from: decoder)) }
      let c = try decoder.singleValueContainer()
      // A probe: any failure to read it is the error below, saying what was expected.
      guard let number = try? c.decode(Double.self) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "'\(path.string)' animates numbers; expected a number"))
      }
      return .scalar(number)
    case "point":
      let n = try numbers(2, "points; expected [x, y]")
      return .point(Point(x: n[0], y: n[1]))
    case "size":
      let n = try numbers(2, "sizes; expected [width, height]")
      return .size(Size(width: n[0], height: n[1]))
    case "rect":
      let n = try numbers(4, "rectangles; expected [x, y, width, height]")
      return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
    case "color":
      return .color(try SceneColor(from: decoder).color)
    case "path":
      return .path(try ScenePath.decode(from: decoder))
    case "colors":
      return .colors(try [SceneColor](from: decoder).map(\.color))
    case "numbers":
      let c = try decoder.singleValueContainer()
      // A probe: any failure to read it is the error below, saying what was expected.
      guard (try? c.decode([Double].self)) != nil else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "'\(path.string)' animates lists of numbers; expected [n, …]"))
      }
      // Only a gradient's locations are lists of numbers.
      return .numbers(try decodeLocations(from: decoder))
    default:
      return .transform(try SceneTransform(from: decoder).transform)
    }
  }
}

extension KeyedDecodingContainer {
  /// The value under `key` of the kind `path` animates, or nil when the key is absent.
  func decodeValue(for path: AnimationKeyPath, forKey key: Key) throws -> AnimatableValue? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try AnimatableValue.decode(for: path, from: superDecoder(forKey: key))
  }
}
