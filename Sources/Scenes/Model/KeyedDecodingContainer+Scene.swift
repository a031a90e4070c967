import Geometry
import ProcessServices

extension KeyedDecodingContainer {
  /// An error about the value under `key`, with `message` as the cause.
  func error(at key: Key, _ message: String) -> DecodingError {
    DecodingError.dataCorrupted(.init(codingPath: codingPath + [key], debugDescription: message))
  }

  /// Exactly `count` numbers under `key`, described as `what` in messages.
  func decodeNumbers(_ count: Int, _ what: String, forKey key: Key) throws -> [Double] {
    let numbers = try decode([Double].self, forKey: key)
    guard numbers.count == count else {
      throw error(at: key, "expected \(what), found \(numbers.count) numbers")
    }
    return numbers
  }

  /// `[x, y]` under `key`.
  func decodePoint(forKey key: Key) throws -> Point {
    let n = try decodeNumbers(2, "a point [x, y]", forKey: key)
    return Point(x: n[0], y: n[1])
  }

  /// `[width, height]` under `key`.
  func decodeSize(forKey key: Key) throws -> Size {
    let n = try decodeNumbers(2, "a size [width, height]", forKey: key)
    return Size(width: n[0], height: n[1])
  }

  /// `[x, y, width, height]` under `key`; width and height not negative.
  func decodeRect(forKey key: Key) throws -> Rect {
    let n = try decodeNumbers(4, "a rectangle [x, y, width, height]", forKey: key)
    guard n[2] >= 0, n[3] >= 0 else {
      throw error(at: key, "a rectangle's width and height must not be negative")
    }
    return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  /// The optional value under `key`, checked to lie in `range`.
  func decodeIfPresent(
    _ type: Double.Type, forKey key: Key, in range: ClosedRange<Double>, _ what: String
  ) throws -> Double? {
    guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
    guard range.contains(value) else {
      throw error(at: key, "expected \(what), found \(number(value))")
    }
    return value
  }

  /// An enumeration's case by its raw name under `key`, with the closest name suggested.
  func decodeName<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, forKey key: Key, _ what: String
  ) throws -> T where T.RawValue == String {
    let text = try decode(String.self, forKey: key)
    if let value = T(rawValue: text) { return value }
    throw error(at: key, Suggestion.unknown(what, text, among: T.allCases.map(\.rawValue)))
  }

  /// An enumeration's case by its raw name under `key`. A name from `otherNames` (lowercased:
  /// another framework's, or a common word for one) is refused with the name it means and
  /// `names`, which says whose names they are; any other with the closest name.
  func decodeName<T: RawRepresentable & CaseIterable>(
    _ type: T.Type, forKey key: Key, _ what: String, otherNames: [String: T], names: String
  ) throws -> T where T.RawValue == String {
    let text = try decode(String.self, forKey: key)
    if let value = T(rawValue: text) { return value }
    if let meant = otherNames[text.lowercased()] {
      throw error(
        at: key, "unknown \(what) \(text.quoted()) (did you mean '\(meant.rawValue)'? \(names))")
    }
    throw error(at: key, Suggestion.unknown(what, text, among: T.allCases.map(\.rawValue)))
  }
}

extension CaseIterable where Self: RawRepresentable, RawValue == String {
  /// The raw names, as a message lists them: "a, b and c".
  static var listedNames: String {
    let names = allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }
}

extension Suggestion {
  /// "unknown WHAT 'text' (did you mean 'x'?)", or the list of known names when none is
  /// close.
  static func unknown(_ what: String, _ text: String, among names: [String]) -> String {
    naming("unknown \(what)", text, among: names)
  }

  /// "LEAD 'text' (did you mean 'x'?)", or the list of known names when none is close.
  static func naming(_ lead: String, _ text: String, among names: [String]) -> String {
    if let close = closest(to: text, among: names) {
      return "\(lead) \(text.quoted()) (did you mean \(close.quoted())?)"
    }
    let shown = names.prefix(60).map { $0.escaped() }.joined(separator: ", ")
    let more = names.count > 60 ? ", and \(names.count - 60) more" : ""
    return "\(lead) \(text.quoted()) (expected one of: \(shown)\(more))"
  }
}

/// A number as a message shows it: `2`, not `2.0`.
func number(_ value: Double) -> String { NumberText.format(value) }

extension Decoder {
  /// The keyed container, or a type mismatch saying what was `expecting` when the value is
  /// not an object.
  func container<Key: CodingKey>(keyedBy type: Key.Type, expecting: String) throws
    -> KeyedDecodingContainer<Key>
  {
    if let located = self as? ValueDecoder {
      guard case .object = located.value.kind else {
        throw located.error("expected \(expecting), found \(located.value.kindDescription)")
      }
      return try container(keyedBy: type)
    }
    do {
      return try container(keyedBy: type)
    } catch DecodingError.typeMismatch {
      throw DecodingError.typeMismatch(
        [String: Any].self,
        .init(codingPath: codingPath, debugDescription: "expected " + expecting))
    }
  }
}
