import Constraints

extension KeyedDecodingContainer {
  /// UIKit's names for layout priorities, `UILayoutPriority`'s.
  static var priorityNames: [(name: String, value: Double)] {
    [("required", 1000), ("defaultHigh", 750), ("defaultLow", 250)]
  }

  /// A layout priority under `key`: a number from 1 to 1000, or `required`, `defaultHigh`
  /// (750) or `defaultLow` (250); nil when absent.
  func decodePriority(forKey key: Key) throws -> Double? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    return try Self.priority(superDecoder(forKey: key).singleValueContainer(), at: key, in: self)
  }

  /// A priority, for both axes, or `[horizontal, vertical]` under `key`; nil when absent.
  func decodeAxisPriorities(forKey key: Key) throws -> (horizontal: Double, vertical: Double)? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    // A probe of the value's form: the next form tried, or its error, follows.
    if var list = try? nestedUnkeyedContainer(forKey: key) {
      var values: [Double] = []
      while !list.isAtEnd {
        values.append(
          try Self.priority(list.superDecoder().singleValueContainer(), at: key, in: self))
      }
      guard values.count == 2 else {
        throw error(
          at: key, "expected a priority, or [horizontal, vertical], found \(values.count) values")
      }
      return (values[0], values[1])
    }
    let both = try Self.priority(
      superDecoder(forKey: key).singleValueContainer(), at: key, in: self)
    return (both, both)
  }

  private static func priority(
    _ value: any SingleValueDecodingContainer, at key: Key, in c: Self
  ) throws -> Double {
    // A probe of the value's form: the next form tried, or its error, follows.
    if let given = try? value.decode(Double.self) {
      guard (1...Constraint.required).contains(given) else {
        throw c.error(at: key, "expected a priority from 1 to 1000, found \(number(given))")
      }
      return given
    }
    let names = priorityNames
    // A probe: any failure to read it is the error below, saying what was expected.
    guard let text = try? value.decode(String.self) else {
      throw c.error(
        at: key,
        "expected a priority: a number from 1 to 1000, or required, defaultHigh or "
          + "defaultLow")
    }
    if let known = names.first(where: { $0.name == text }) { return known.value }
    throw c.error(at: key, Suggestion.unknown("priority", text, among: names.map(\.name)))
  }
}
