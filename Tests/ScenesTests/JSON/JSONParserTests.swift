import Testing

@testable import Scenes

/// The error parsing `text` gives, or nil when it parses.
private func parseError(_ text: String) -> SceneError? {
  parseError(Array(text.utf8))
}

private func parseError(_ bytes: [UInt8]) -> SceneError? {
  do {
    _ = try JSONParser(file: "scene.json").parse(bytes)
    return nil
  } catch {
    return error
  }
}

private func parse(_ text: String) throws -> JSONValue {
  try JSONParser(file: "scene.json").parse(Array(text.utf8))
}

private func at(_ line: Int, _ column: Int) -> Scenes.TextPosition {
  Scenes.TextPosition(line: line, column: column)
}

@Suite struct JSONParserTests {
  @Test func locatesValuesAndKeysAndKeepsMemberOrder() throws {
    let value = try parse("{\n  \"b\": [1, true],\n  \"a\": null\n}")
    #expect(value.location == at(1, 1))
    guard case .object(let members) = value.kind else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a"])
    #expect(members[0].keyLocation == at(2, 3))
    #expect(members[0].value.location == at(2, 8))
    #expect(members[1].keyLocation == at(3, 3))
    #expect(members[1].value == JSONValue(.null, at: at(3, 8)))
    guard case .array(let elements) = members[0].value.kind else {
      Issue.record("not an array")
      return
    }
    #expect(elements[1] == JSONValue(.bool(true), at: at(2, 12)))
  }

  @Test func columnsCountUnicodeScalarsAndLinesCountCRLFOnce() {
    let error = parseError("{\"é😀\": tru}")
    #expect(error?.location == at(1, 8))
    #expect(error?.path == "[\"é😀\"]")
    #expect(error?.message == "expected a JSON value, found 'tru' (did you mean 'true'?)")
    #expect(parseError("[\r\n1,\r\n x]")?.location == at(3, 2))
    #expect(parseError("[\r1,\r x]")?.location == at(3, 2))
  }

  @Test func skipsAUTF8ByteOrderMark() throws {
    let value = try JSONParser(file: "scene.json").parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
    #expect(value.location == at(1, 1))
  }

  @Test func emptyAndBlankFiles() {
    let empty = parseError("")
    #expect(empty == SceneError(file: "scene.json", path: "", message: "the file is empty"))
    #expect(parseError(" \n\t")?.message == "the file contains only whitespace")
  }

  @Test func rejectsOtherEncodingsAndInvalidUTF8() {
    let invalid = parseError([0x22, 0x61, 0xFF, 0x22])
    #expect(invalid?.message == "the file is not valid UTF-8 (byte 0xFF here)")
    #expect(invalid?.location == at(1, 3))
    // An overlong encoding of '/' and a UTF-8-encoded surrogate are not UTF-8 either.
    #expect(parseError([0x22, 0xC0, 0xAF, 0x22])?.location == at(1, 2))
    #expect(parseError([0x22, 0xED, 0xA0, 0x80, 0x22])?.location == at(1, 2))
    let png = parseError([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A])
    #expect(png?.message == "the file is not valid UTF-8 (byte 0x89 here)")
    #expect(png?.location == at(1, 1))
    #expect(
      parseError([0xFF, 0xFE, 0x7B, 0x00])?.message
        == "the file is UTF-16 or UTF-32 (it starts with a byte-order mark); "
        + "scene files must be UTF-8")
    #expect(
      parseError([0x7B, 0x00, 0x7D, 0x00])?.message
        == "the file is not UTF-8 text (it has NUL bytes; UTF-16 or binary?); "
        + "scene files must be UTF-8")
  }

  @Test func syntaxErrorsNameWhatWasExpectedAndFound() {
    struct Case {
      var text: String
      var path: String
      var message: String
      var location: Scenes.TextPosition
      init(_ text: String, _ path: String, _ message: String, _ location: Scenes.TextPosition) {
        (self.text, self.path, self.message, self.location) = (text, path, message, location)
      }
    }
    let cases: [Case] = [
      Case("{\"a\": 1]", "", "expected ',' or '}' after an object member, found ']'", at(1, 8)),
      Case("[1 2]", "", "expected ',' or ']' after an array element, found '2'", at(1, 4)),
      Case("{\"a\" 1}", "", "expected ':' after the key 'a', found '1'", at(1, 6)),
      Case("{a: 1}", "", "expected a string key or '}', found 'a'", at(1, 2)),
      Case("{\"a\": 1, 2}", "", "expected a string key after ',', found '2'", at(1, 10)),
      Case("{\"a\": }", "a", "expected a JSON value, found '}'", at(1, 7)),
      Case("{\"a\": [", "a[0]", "expected a JSON value, found the end of the file", at(1, 8)),
      Case("[1,]", "", "a trailing comma before ']' is not allowed in JSON", at(1, 4)),
      Case("{\"a\": 1,\n}", "", "a trailing comma before '}' is not allowed in JSON", at(2, 1)),
      Case("{} x", "", "expected the end of the file after the JSON value, found 'x'", at(1, 4)),
      Case("[1]\n]", "", "expected the end of the file after the JSON value, found ']'", at(2, 1)),
      Case("{ // note\n}", "", "comments are not allowed in JSON", at(1, 3)),
      Case("[1] /* note */", "", "comments are not allowed in JSON", at(1, 5)),
      Case(
        "['a']", "[0]", "expected a JSON value, found ''' (JSON strings use double quotes)",
        at(1, 2)
      ),
      Case(
        "[+1]", "[0]", "expected a JSON value, found '+' (JSON numbers have no '+' sign)", at(1, 2)),
      Case("[nul]", "[0]", "expected a JSON value, found 'nul' (did you mean 'null'?)", at(1, 2)),
      Case("[undefined]", "[0]", "expected a JSON value, found 'undefined'", at(1, 2)),
      Case("[\u{A0}1]", "[0]", "expected a JSON value, found '\u{A0}' (U+A0)", at(1, 2)),
    ]
    for test in cases {
      let error = parseError(test.text)
      #expect(error?.message == test.message, "\(test.text)")
      #expect(error?.path == test.path, "\(test.text)")
      #expect(error?.location == test.location, "\(test.text)")
    }
  }

  @Test func numbersMustBeFiniteAndInRange() {
    let nan = parseError("{\"x\": NaN}")
    #expect(nan?.message == "NaN is not a JSON number; numbers must be finite")
    #expect(nan?.path == "x")
    #expect(nan?.location == at(1, 7))
    #expect(
      parseError("[Infinity]")?.message == "Infinity is not a JSON number; numbers must be finite")
    let negative = parseError("[0, -Infinity]")
    #expect(negative?.message == "-Infinity is not a JSON number; numbers must be finite")
    #expect(negative?.location == at(1, 5))
    #expect(negative?.path == "[1]")
    let huge = parseError("{\"scale\": 1e999}")
    #expect(huge?.message == "number 1e999 is out of range")
    #expect(huge?.location == at(1, 11))
    #expect(parseError("-1e999")?.message == "number -1e999 is out of range")
    #expect(parseError("[1.7976931348623159e308]")?.message.hasSuffix("is out of range") == true)
  }

  @Test func numberGrammarIsStrict() {
    #expect(parseError("01")?.message == "numbers must not have leading zeros, found 01")
    #expect(parseError("-")?.message == "expected a digit after '-', found the end of the file")
    #expect(parseError("[1.]")?.message == "expected a digit after the decimal point, found ']'")
    #expect(parseError("[1e+]")?.message == "expected a digit in the exponent, found ']'")
    #expect(parseError("[.5]")?.message.hasPrefix("expected a JSON value, found '.'") == true)
  }

  @Test func numbersRoundLikeSwiftLiterals() throws {
    let value = try parse(
      "[0.1, 8.4, 1e-3, -0.0, 1e-400, 2.5e-324, 123456789012345678901234567890]")
    guard case .array(let elements) = value.kind else {
      Issue.record("not an array")
      return
    }
    let doubles = elements.compactMap { element -> Double? in
      if case .number(let number) = element.kind { return number.double }
      return nil
    }
    let literals: [Double] = [
      0.1, 8.4, 1e-3, -0.0, 0, .leastNonzeroMagnitude, 123_456_789_012_345_677_877_719_597_056,
    ]
    #expect(doubles.map(\.bitPattern) == literals.map(\.bitPattern))
    #expect(doubles[3].sign == .minus)
    if case .number(let number) = elements[1].kind { #expect(number.text == "8.4") }
  }

  @Test func stringsResolveEscapes() throws {
    let value = try parse(#"["\u00e9\ud83d\ude00\n\"\\\/\b\f\r\t", "plain"]"#)
    guard case .array(let elements) = value.kind else {
      Issue.record("not an array")
      return
    }
    #expect(elements[0].kind == .string("é😀\n\"\\/\u{8}\u{C}\r\t"))
    #expect(elements[1].kind == .string("plain"))
  }

  @Test func stringErrors() {
    let unterminated = parseError("[\"abc")
    #expect(
      unterminated?.message == "unterminated string: no closing '\"' before the end of the file")
    #expect(unterminated?.location == at(1, 2))
    let lineBreak = parseError("{\"a\": \"abc\n\"}")
    #expect(
      lineBreak?.message == "unterminated string: no closing '\"' before the end of the line "
        + "(a line break inside a string is written \\n)")
    #expect(lineBreak?.location == at(1, 7))
    #expect(lineBreak?.path == "a")
    let control = parseError("[\"a\tb\"]")
    #expect(control?.message == "control character U+0009 in a string must be written as an escape")
    #expect(control?.location == at(1, 4))
    let escape = parseError(#"["a\x"]"#)
    #expect(
      escape?.message
        == #"invalid escape '\x' in a string (JSON has \" \\ \/ \b \f \n \r \t \uXXXX)"#)
    #expect(escape?.location == at(1, 4))
    #expect(parseError(#"["\u12G4"]"#)?.message == #"expected 4 hex digits after '\u'"#)
    #expect(parseError(#"["\ud800"]"#)?.message == #"unpaired surrogate '\uD800' in a string"#)
    #expect(
      parseError(#"["\ud800\u0041"]"#)?.message == #"unpaired surrogate '\uD800' in a string"#)
    #expect(parseError(#"["\udc00"]"#)?.message == #"unpaired surrogate '\uDC00' in a string"#)
  }

  @Test func duplicateKeysNameTheFirst() {
    let error = parseError("{\n  \"duration\": 1,\n  \"duration\": 2\n}")
    #expect(error?.message == "duplicate key 'duration' (first at 2:3)")
    #expect(error?.path == "duration")
    #expect(error?.location == at(3, 3))
  }

  @Test func duplicateKeysAreFoundInLargeObjects() {
    // One member a line, so that member k is on line k + 2.
    let members = (0..<40).map { "\"k\($0)\": \($0)," }.joined(separator: "\n")
    for duplicate in [3, 16, 17, 39] {
      let error = parseError("{\n\(members)\n\"k\(duplicate)\": 0}")
      #expect(error?.message == "duplicate key 'k\(duplicate)' (first at \(duplicate + 2):1)")
      #expect(error?.location == at(42, 1))
    }
    #expect(parseError("{\n\(members)\n\"k40\": 0}") == nil)
  }

  @Test func nestingIsLimitedTo128Levels() throws {
    let deepest = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
    #expect(throws: Never.self) { try parse(deepest) }
    let tooDeep = parseError(
      String(repeating: "[", count: 129) + String(repeating: "]", count: 129))
    #expect(tooDeep?.message == "arrays and objects are nested deeper than 128 levels")
    #expect(tooDeep?.location == at(1, 129))
    #expect(tooDeep?.path == String(repeating: "[0]", count: 128))
    let hostile = parseError(String(repeating: "[", count: 10_000))
    #expect(hostile?.message == "arrays and objects are nested deeper than 128 levels")
    let objects = parseError(String(repeating: "{\"a\":", count: 200))
    #expect(objects?.location == at(1, 5 * 128 + 1))
  }
}
