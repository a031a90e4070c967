/// Reads strict RFC 8259 JSON from UTF-8 bytes into a tree of located values.
///
/// No comments, no trailing commas, no `NaN` or `Infinity`, no duplicate keys, at most
/// `maximumDepth` nested arrays and objects. Every problem is a `SceneError` naming the file,
/// the JSON path being read, the line and column, and what was expected.
package struct JSONParser: Sendable {
  /// The deepest nesting of arrays and objects accepted; deeper input is an error.
  package static let maximumDepth = 128

  /// The file name used in errors.
  package var file: String

  /// A parser whose errors name `file`.
  package init(file: String) {
    self.file = file
  }

  /// The document in `bytes`.
  package func parse(_ bytes: [UInt8]) throws(SceneError) -> JSONValue {
    var reader = JSONReader(bytes: bytes, file: file)
    return try reader.document()
  }
}

/// The parser's position in the bytes and the path it is reading.
struct JSONReader {
  let bytes: [UInt8]
  let file: String
  var offset = 0
  var path: [JSONPath.Component] = []
  /// Where line 1, column 1 is: after a UTF-8 byte-order mark, if any.
  var start = 0
  var lines = LineCounter()

  init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  // MARK: - Document

  mutating func document() throws(SceneError) -> JSONValue {
    guard !bytes.isEmpty else { throw error("the file is empty", at: nil) }
    try checkEncoding()
    skipWhitespace()
    guard offset < bytes.count else { throw error("the file contains only whitespace", at: nil) }
    let value = try value(depth: 0)
    skipWhitespace()
    guard offset == bytes.count else {
      throw unexpected("the end of the file after the JSON value")
    }
    return value
  }

  /// Rejects UTF-16, UTF-32 and bytes that are not UTF-8; skips a UTF-8 byte-order mark.
  private mutating func checkEncoding() throws(SceneError) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      start = 3
      offset = 3
      lines.restart(at: 3)
    }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
      || bytes.starts(with: [0, 0, 0xFE, 0xFF])
    {
      throw error(
        "the file is UTF-16 or UTF-32 (it starts with a byte-order mark); "
          + "scene files must be UTF-8", at: nil)
    }
    if bytes.prefix(4).contains(0) {
      throw error(
        "the file is not UTF-8 text (it has NUL bytes; UTF-16 or binary?); "
          + "scene files must be UTF-8", at: nil)
    }
    if let bad = UTF8Validation.firstInvalidOffset(in: bytes, from: start) {
      offset = bad
      let hex = String(bytes[bad], radix: 16, uppercase: true)
      throw error(
        "the file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" : "")\(hex) here)",
        at: location(at: bad))
    }
  }

  // MARK: - Values

  private mutating func value(depth: Int) throws(SceneError) -> JSONValue {
    guard offset < bytes.count else { throw unexpected("a JSON value") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""):
      let at = location(at: offset)
      return JSONValue(.string(try string()), at: at)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try number()
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return try literal()
    case UInt8(ascii: "+"):
      throw unexpected("a JSON value", hint: "JSON numbers have no '+' sign")
    case UInt8(ascii: "."):
      throw unexpected("a JSON value", hint: "JSON numbers start with a digit, as in 0.5")
    default:
      throw unexpected("a JSON value")
    }
  }

  private mutating func object(depth: Int) throws(SceneError) -> JSONValue {
    let at = location(at: offset)
    try checkDepth(depth)
    offset += 1
    var members: [JSONMember] = []
    var keyLocations: [String: TextPosition] = [:]
    skipWhitespace()
    if peek == UInt8(ascii: "}") {
      offset += 1
      return JSONValue(.object(members), at: at)
    }
    while true {
      guard peek == UInt8(ascii: "\"") else {
        if members.isEmpty { throw unexpected("a string key or '}'") }
        if peek == UInt8(ascii: "}") {
          throw error(
            "a trailing comma before '}' is not allowed in JSON", at: location(at: offset))
        }
        throw unexpected("a string key after ','")
      }
      let keyLocation = location(at: offset)
      let key = try string()
      if let first = firstLocation(of: key, in: members, index: &keyLocations) {
        path.append(.key(key))
        throw error("duplicate key \(key.quoted()) (first at \(first))", at: keyLocation)
      }
      skipWhitespace()
      guard peek == UInt8(ascii: ":") else { throw unexpected("':' after the key \(key.quoted())") }
      offset += 1
      skipWhitespace()
      path.append(.key(key))
      let value = try value(depth: depth)
      path.removeLast()
      members.append(JSONMember(key: key, at: keyLocation, value: value))
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","):
        offset += 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        offset += 1
        return JSONValue(.object(members), at: at)
      default:
        throw unexpected("',' or '}' after an object member")
      }
    }
  }

  /// Where `key` already is among `members`. Small objects are searched; from
  /// `searchLimit` members on, `index` (built on first use) is: hashing every key of every
  /// small object was 30% of parsing a typical document (callgrind).
  private func firstLocation(
    of key: String, in members: [JSONMember], index: inout [String: TextPosition]
  ) -> TextPosition? {
    let searchLimit = 16
    if members.count < searchLimit {
      return members.first { $0.key == key }?.keyLocation
    }
    if index.isEmpty {
      for member in members { index[member.key] = member.keyLocation }
    } else {
      let last = members[members.count - 1]
      index[last.key] = last.keyLocation
    }
    return index[key]
  }

  private mutating func array(depth: Int) throws(SceneError) -> JSONValue {
    let at = location(at: offset)
    try checkDepth(depth)
    offset += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek == UInt8(ascii: "]") {
      offset += 1
      return JSONValue(.array(elements), at: at)
    }
    while true {
      if !elements.isEmpty, peek == UInt8(ascii: "]") {
        throw error("a trailing comma before ']' is not allowed in JSON", at: location(at: offset))
      }
      path.append(.index(elements.count))
      elements.append(try value(depth: depth))
      path.removeLast()
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","):
        offset += 1
        skipWhitespace()
      case UInt8(ascii: "]"):
        offset += 1
        return JSONValue(.array(elements), at: at)
      default:
        throw unexpected("',' or ']' after an array element")
      }
    }
  }

  private mutating func checkDepth(_ depth: Int) throws(SceneError) {
    guard depth <= JSONParser.maximumDepth else {
      throw error(
        "arrays and objects are nested deeper than \(JSONParser.maximumDepth) levels",
        at: location(at: offset))
    }
  }

  /// `true`, `false`, `null`, or an error naming the word found instead.
  private mutating func literal() throws(SceneError) -> JSONValue {
    let at = location(at: offset)
    let word = self.word(at: offset)
    switch word {
    case "true":
      offset += 4
      return JSONValue(.bool(true), at: at)
    case "false":
      offset += 5
      return JSONValue(.bool(false), at: at)
    case "null":
      offset += 4
      return JSONValue(.null, at: at)
    case "NaN", "Infinity":
      throw error("\(word) is not a JSON number; numbers must be finite", at: at)
    default:
      let hint = Suggestion.closest(to: word, among: ["true", "false", "null"])
        .map { "did you mean '\($0)'?" }
      throw unexpected("a JSON value", hint: hint)
    }
  }

  // MARK: - Numbers

  private mutating func number() throws(SceneError) -> JSONValue {
    let begin = offset
    let at = location(at: begin)
    if peek == UInt8(ascii: "-") {
      offset += 1
      if word(at: offset) == "Infinity" {
        throw error("-Infinity is not a JSON number; numbers must be finite", at: at)
      }
    }
    switch peek {
    case UInt8(ascii: "0"):
      offset += 1
      if let next = peek, isDigit(next) {
        skipDigits()
        throw error(
          "numbers must not have leading zeros, found \(text(begin..<offset))", at: at)
      }
    case let digit? where isDigit(digit):
      skipDigits()
    default:
      throw unexpected("a digit after '-'")
    }
    if peek == UInt8(ascii: ".") {
      offset += 1
      guard let digit = peek, isDigit(digit) else {
        throw unexpected("a digit after the decimal point")
      }
      skipDigits()
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      offset += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
      guard let digit = peek, isDigit(digit) else {
        throw unexpected("a digit in the exponent")
      }
      skipDigits()
    }
    let text = text(begin..<offset)
    guard let number = JSONNumber(text) else {
      throw error("number \(text) is out of range", at: at)
    }
    return JSONValue(.number(number), at: at)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipDigits() {
    while let byte = peek, isDigit(byte) { offset += 1 }
  }

  // MARK: - Strings

  /// The string whose opening quote is at `offset`, escapes resolved.
  private mutating func string() throws(SceneError) -> String {
    let opening = offset
    offset += 1
    let begin = offset
    // Most strings have no escapes: take their bytes as they are.
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""),
      bytes[offset] != UInt8(ascii: "\\"), bytes[offset] >= 0x20
    {
      offset += 1
    }
    if peek == UInt8(ascii: "\"") {
      offset += 1
      return text(begin..<offset - 1)
    }
    var utf8 = Array(bytes[begin..<offset])
    while true {
      guard let byte = peek else {
        throw error(
          "unterminated string: no closing '\"' before the end of the file",
          at: location(at: opening))
      }
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try escape(into: &utf8)
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        throw error(
          "unterminated string: no closing '\"' before the end of the line "
            + "(a line break inside a string is written \\n)", at: location(at: opening))
      case ..<0x20:
        throw error(
          "control character \(scalarName(byte)) in a string must be written as an escape",
          at: location(at: offset))
      default:
        utf8.append(byte)
        offset += 1
      }
    }
  }

  /// Appends the character that the escape at `offset` stands for.
  private mutating func escape(into utf8: inout [UInt8]) throws(SceneError) {
    let backslash = offset
    offset += 1
    guard let byte = peek else {
      throw error(
        "unterminated string: no closing '\"' before the end of the file",
        at: location(at: backslash))
    }
    offset += 1
    let replacement: UInt8? =
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let replacement {
      utf8.append(replacement)
      return
    }
    guard byte == UInt8(ascii: "u") else {
      let escape = (0x21..<0x7F).contains(byte) ? "'\\\(Character(Unicode.Scalar(byte)))' " : ""
      throw error(
        "invalid escape \(escape)in a string (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
        at: location(at: backslash))
    }
    let first = try hexQuad(escapeAt: backslash)
    var scalarValue = UInt32(first)
    if (0xD800...0xDBFF).contains(first) {
      let low = offset
      guard peek == UInt8(ascii: "\\"), offset + 1 < bytes.count,
        bytes[offset + 1] == UInt8(ascii: "u")
      else { throw unpairedSurrogate(first, at: backslash) }
      offset += 2
      let second = try hexQuad(escapeAt: low)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw unpairedSurrogate(first, at: backslash)
      }
      scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(first) {
      throw unpairedSurrogate(first, at: backslash)
    }
    // Every value left is a scalar: surrogates were paired or rejected above.
    utf8.append(contentsOf: String(Character(Unicode.Scalar(scalarValue)!)).utf8)
  }

  private mutating func hexQuad(escapeAt backslash: Int) throws(SceneError) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard let byte = peek, let digit = hexValue(byte) else {
        throw error("expected 4 hex digits after '\\u'", at: location(at: backslash))
      }
      value = value << 4 | UInt16(digit)
      offset += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private mutating func unpairedSurrogate(_ value: UInt16, at backslash: Int) -> SceneError {
    let hex = String(value, radix: 16, uppercase: true)
    return error("unpaired surrogate '\\u\(hex)' in a string", at: location(at: backslash))
  }

  // MARK: - Bytes

  private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private mutating func skipWhitespace() {
    while let byte = peek,
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      offset += 1
    }
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The run of ASCII letters, digits and underscores at `at`, at most 32 of them.
  private func word(at: Int) -> String {
    var end = at
    while end < bytes.count, end - at < 32 {
      let byte = bytes[end]
      guard byte == UInt8(ascii: "_") || Unicode.Scalar(byte).isASCIILetter || isDigit(byte)
      else { break }
      end += 1
    }
    return text(at..<end)
  }

  // MARK: - Errors

  /// The location of the byte at `offset`; fast when offsets only grow.
  mutating func location(at offset: Int) -> TextPosition {
    if offset < lines.offset { lines.restart(at: start) }
    lines.advance(to: offset, in: bytes)
    return TextPosition(line: lines.line, column: lines.column)
  }

  /// "expected `expected`, found …" at `offset`, with comments and single quotes explained.
  private mutating func unexpected(_ expected: String, hint: String? = nil) -> SceneError {
    let found = describeFound()
    var message = "expected \(expected), found \(found)"
    if peek == UInt8(ascii: "/"), offset + 1 < bytes.count,
      bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")
    {
      message = "comments are not allowed in JSON"
    } else if peek == UInt8(ascii: "'") {
      message += " (JSON strings use double quotes)"
    } else if let hint {
      message += " (\(hint))"
    }
    return error(message, at: location(at: offset))
  }

  /// How an error message names what is at `offset`: `']'`, `'foo'`, "the end of the file".
  private func describeFound() -> String {
    guard let byte = peek else { return "the end of the file" }
    switch byte {
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return "a line break"
    case UInt8(ascii: "\t"): return "a tab"
    case ..<0x20, 0x7F: return scalarName(byte)
    case UInt8(ascii: "_"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return "'\(word(at: offset))'"
    case ..<0x80: return "'\(Character(Unicode.Scalar(byte)))'"
    default:
      // Validated UTF-8: the lead byte says how long the character is.
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      let character = text(offset..<min(offset + length, bytes.count))
      let scalar = character.unicodeScalars.first!.value
      return "\(character.quoted()) (U+\(String(scalar, radix: 16, uppercase: true)))"
    }
  }

  private func scalarName(_ byte: UInt8) -> String {
    let hex = String(byte, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
  }

  private func error(_ message: String, at location: TextPosition?) -> SceneError {
    SceneError(
      file: file, path: JSONPath(path).description, location: location, message: message)
  }
}
