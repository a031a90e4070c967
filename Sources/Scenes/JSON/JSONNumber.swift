/// A finite JSON number: the text as written and the nearest `Double`.
package struct JSONNumber: Sendable, Equatable, CustomStringConvertible {
  /// The number exactly as written in the file, e.g. `8.4` or `-1e-3`.
  package let text: String
  /// The `Double` nearest to `text` (correctly rounded, as a Swift literal would be).
  package let double: Double

  /// The number written as `text` (in JSON's number grammar, which the parser has checked),
  /// or nil when it overflows `Double`.
  init?(_ text: String) {
    guard let double = Double(text), double.isFinite else { return nil }
    self.text = text
    self.double = double
  }

  /// The number as written.
  package var description: String { text }

  /// The number as a `Float` rounded once from the text, or nil when it overflows `Float`.
  var float: Float? {
    guard let float = Float(text), float.isFinite else { return nil }
    return float
  }

  /// The number as a `T` when it is a whole number (`1e2` and `2.50e1` are) that fits.
  func integer<T: FixedWidthInteger>(_: T.Type) -> IntegerConversion<T> {
    var rest = Substring(text)
    let negative = rest.first == "-"
    if negative { rest = rest.dropFirst() }
    var exponentText: Substring = "0"
    if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      exponentText = rest[rest.index(after: e)...]
      rest = rest[..<e]
    }
    var digits = Substring(rest.filter { $0 != "." })
    let fractionCount = rest.firstIndex(of: ".").map {
      rest.distance(from: $0, to: rest.endIndex) - 1
    }
    digits = digits.drop { $0 == "0" }
    if digits.isEmpty { return .value(0) }
    var trailingZeros = 0
    while digits.last == "0" {
      digits.removeLast()
      trailingZeros += 1
    }
    // An exponent too long for Int is far outside every integer type either way.
    guard let exponent = Int(exponentText) else {
      return exponentText.first == "-" ? .notWhole : .outOfRange
    }
    let scale = exponent - (fractionCount ?? 0) + trailingZeros
    guard scale >= 0 else { return .notWhole }
    guard digits.count + scale <= 40 else { return .outOfRange }
    let whole = (negative ? "-" : "") + digits + String(repeating: "0", count: scale)
    return T(whole).map { .value($0) } ?? .outOfRange
  }
}

/// The result of reading a JSON number as an integer type.
enum IntegerConversion<T: FixedWidthInteger> {
  /// The number, exactly.
  case value(T)
  /// The number has a fractional part.
  case notWhole
  /// The number is whole but outside `T`'s range.
  case outOfRange
}
