import Foundation
import Testing

@testable import Scenes

// MARK: - Models

private struct Size: Codable, Equatable {
  var width: Double
  var height: Double
}

private enum Curve: String, Codable, Equatable {
  case linear, easeIn
}

private enum Shape: Codable, Equatable {
  case circle(radius: Double)
  case square(side: Int)
}

private struct Animation: Codable, Equatable {
  var keyPath: String
  var from: Double?
  var to: Double?
  var duration: Double
  var keyTimes: [Double]?
  var curve: Curve

  enum CodingKeys: String, CodingKey, CaseIterable {
    case keyPath, from, to, duration, keyTimes, curve
  }
}

private struct Layer: Codable, Equatable {
  var name: String
  var size: Size
  var opacity: Float?
  var repeats: UInt8
  var animations: [Animation]
  var children: [Layer]
  var shape: Shape?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, size, opacity, repeats, animations, children, shape
  }
}

private struct Scene: Codable, Equatable {
  var version: Int
  var layers: [Layer]
  var images: [String: String]
  var flags: [Bool]
  var note: String?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case version, layers, images, flags, note
  }
}

/// A key type that is not `CaseIterable`: any member is allowed.
private struct Loose: Decodable, Equatable {
  var duration: Double

  enum CodingKeys: String, CodingKey {
    case duration
  }
}

/// Checks what Codable cannot, the way a scene type would.
private struct Positive: Decodable, Equatable {
  var value: Double

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    value = try container.decode(Double.self)
    guard value > 0 else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a positive number, found \(value)")
    }
  }
}

private struct NeedsKey: Decodable {
  init(from decoder: any Decoder) throws {
    throw DecodingError.keyNotFound(
      AnyKey("speed"), .init(codingPath: decoder.codingPath, debugDescription: "ignored"))
  }
}

private struct ThrowsOther: Decodable {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "the image is not there" }
  }

  init(from decoder: any Decoder) throws { throw Failure() }
}

private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// Where its decoder said it was.
private struct Located: Decodable {
  var location: Scenes.TextPosition?
  var path: JSONPath?

  init(from decoder: any Decoder) throws {
    location = (decoder as? ValueDecoder)?.value.location
    path = (decoder as? ValueDecoder)?.path
  }
}

// MARK: - Helpers

private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws(SceneError) -> T {
  try SceneDecoder(file: "pop.json").decode(type, from: Array(text.utf8)).value
}

private func decodingError<T: Decodable>(_ type: T.Type, _ text: String) -> SceneError? {
  do {
    _ = try decode(type, text)
    return nil
  } catch {
    return error
  }
}

private func at(_ line: Int, _ column: Int) -> Scenes.TextPosition {
  Scenes.TextPosition(line: line, column: column)
}

// MARK: - Tests

@Suite struct SceneDecoderTests {
  private let scene = Scene(
    version: 1,
    layers: [
      Layer(
        name: "icon", size: Size(width: 60, height: 60.5), opacity: 0.8, repeats: 2,
        animations: [
          Animation(
            keyPath: "transform.scale", from: 0.1, to: nil, duration: 8.4,
            keyTimes: [0, 0.25, 1], curve: .easeIn)
        ],
        children: [
          Layer(
            name: "badge", size: Size(width: 1e-3, height: -0.0), opacity: nil, repeats: 0,
            animations: [], children: [], shape: .circle(radius: 3))
        ],
        shape: .square(side: 4))
    ],
    images: ["icon": "icon.png", "some key": "b.png"], flags: [true, false], note: nil)

  @Test func roundTripsWhatJSONEncoderWrites() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let bytes = Array(try encoder.encode(scene))
    let (decoded, _) = try SceneDecoder(file: "pop.json").decode(Scene.self, from: bytes)
    #expect(decoded == scene)
  }

  @Test func decodesAHandWrittenDocument() throws {
    let text = """
      {
        "version": 1, "flags": [true, false], "note": null,
        "images": {"icon": "icon.png", "some key": "b.png"},
        "layers": [{
          "name": "icon", "size": {"width": 60, "height": 60.5}, "opacity": 0.8,
          "repeats": 2e0, "shape": {"square": {"side": 4}},
          "animations": [{"keyPath": "transform.scale", "from": 0.1, "duration": 8.4,
                          "keyTimes": [0, 0.25, 1], "curve": "easeIn", "to": null}],
          "children": [{"name": "badge", "size": {"width": 1e-3, "height": -0.0},
                        "repeats": 0, "animations": [], "children": [],
                        "shape": {"circle": {"radius": 3}}}]
        }]
      }
      """
    let decoded = try decode(Scene.self, text)
    #expect(decoded == scene)
    let badge = decoded.layers[0].children[0]
    #expect(badge.size.width.bitPattern == (1e-3 as Double).bitPattern)
    #expect(badge.size.height.bitPattern == (-0.0 as Double).bitPattern)
    #expect(decoded.layers[0].animations[0].duration.bitPattern == (8.4 as Double).bitPattern)
  }

  @Test func typeMismatchNamesBothTypes() {
    let error = decodingError(Size.self, "{\"width\": 1,\n \"height\": \"2\"}")
    #expect(error?.message == "expected a number, found a string")
    #expect(error?.path == "height")
    #expect(error?.location == at(2, 12))
    #expect(decodingError(Size.self, "[1, 2]")?.message == "expected an object, found an array")
    #expect(decodingError([Int].self, "{}")?.message == "expected an array, found an object")
    #expect(decodingError(Bool.self, "1")?.message == "expected a boolean, found a number")
    #expect(decodingError(String.self, "true")?.message == "expected a string, found a boolean")
    #expect(decodingError(Int.self, "\"1\"")?.message == "expected an integer, found a string")
  }

  @Test func nullIsAbsentForOptionalsOnly() throws {
    let animation = try decode(
      Animation.self,
      "{\"keyPath\": \"opacity\", \"from\": null, \"duration\": 1, \"curve\": \"linear\"}")
    #expect(animation.from == nil && animation.to == nil && animation.keyTimes == nil)
    let error = decodingError(Size.self, "{\"width\": null, \"height\": 1}")
    #expect(error?.message == "expected a number, found null")
    #expect(error?.path == "width")
    #expect(error?.location == at(1, 11))
    #expect(try decode([Int?].self, "[1, null, 3]") == [1, nil, 3])
  }

  @Test func missingKeyIsReportedAtTheEnclosingObject() {
    let text = """
      {"version": 1, "images": {}, "flags": [],
       "layers": [{"name": "a", "size": {"width": 1, "height": 1}, "repeats": 0,
                   "animations": [{"keyPath": "opacity", "curve": "linear"}],
                   "children": []}]}
      """
    let error = decodingError(Scene.self, text)
    #expect(error?.message == "missing required key 'duration'")
    #expect(error?.path == "layers[0].animations[0].duration")
    #expect(error?.location == at(3, 29))
    #expect(
      error?.localizedDescription
        == "pop.json:3:29: layers[0].animations[0].duration: missing required key 'duration'")
  }

  @Test func unknownKeysAreErrorsAtTheKey() {
    let text = """
      {"keyPath": "opacity", "duration": 1, "curve": "linear",
        "fromValue": 0}
      """
    let error = decodingError(Animation.self, text)
    #expect(error?.message == "unknown key 'fromValue' (did you mean 'from'?)")
    #expect(error?.path == "fromValue")
    #expect(error?.location == at(2, 3))
    let unlike = decodingError(
      Animation.self, "{\"keyPath\": \"opacity\", \"speed\": 2, \"zIndex\": 1, \"duration\": 1}")
    #expect(unlike?.message == "unknown key 'speed'")
    #expect(unlike?.location == at(1, 24))
  }

  @Test func unknownKeysComeBeforeMissingKeys() {
    let error = decodingError(
      Animation.self, "{\"keyPath\": \"opacity\", \"duraton\": 1, \"curve\": \"linear\"}")
    #expect(error?.message == "unknown key 'duraton' (did you mean 'duration'?)")
  }

  @Test func keyTypesThatAreNotCaseIterableAcceptAnyKey() throws {
    #expect(try decode(Loose.self, "{\"duration\": 2, \"extra\": [1]}") == Loose(duration: 2))
    let images = try decode([String: Double].self, "{\"a b\": 1, \"c\": 2.5}")
    #expect(images == ["a b": 1, "c": 2.5])
  }

  @Test func integersMustBeWholeAndInRange() throws {
    let fraction = decodingError([Int].self, "[1, 1.5]")
    #expect(fraction?.message == "expected an integer, found 1.5")
    #expect(fraction?.path == "[1]")
    #expect(fraction?.location == at(1, 5))
    #expect(
      decodingError(Int.self, "1e30")?.message
        == "number 1e30 is out of range for Int (-9223372036854775808...9223372036854775807)")
    #expect(
      decodingError(UInt8.self, "256")?.message == "number 256 is out of range for UInt8 (0...255)")
    #expect(
      decodingError(UInt.self, "-1")?.message
        == "number -1 is out of range for UInt (0...18446744073709551615)")
    #expect(decodingError(Int.self, "1e-3")?.message == "expected an integer, found 1e-3")
    #expect(
      decodingError(Int.self, "1.0000000000000000001")?.message.hasPrefix("expected an integer")
        == true)
    #expect(
      try decode([Int].self, "[1e2, 2.50e1, -0, 0e999999999999999999999, 12.0]") == [
        100, 25, 0, 0, 12,
      ])
    #expect(try decode(Int64.self, "9007199254740993") == 9_007_199_254_740_993)
    #expect(try decode(Int8.self, "-128") == -128)
    #expect(decodingError(Float.self, "1e39")?.message == "number 1e39 is out of range for Float")
    #expect(try decode(Float.self, "0.1") == (0.1 as Float))
  }

  @Test func customDecodingErrorsKeepTheirMessageAndGetAPlace() throws {
    let corrupted = decodingError([String: Positive].self, "{\"a\": 1,\n \"b\": -2}")
    #expect(corrupted?.message == "expected a positive number, found -2.0")
    #expect(corrupted?.path == "b")
    #expect(corrupted?.location == at(2, 7))
    let missing = decodingError([NeedsKey].self, "[{\"x\": 1}]")
    #expect(missing?.message == "missing required key 'speed'")
    #expect(missing?.path == "[0].speed")
    #expect(missing?.location == at(1, 2))
    let other = decodingError([String: ThrowsOther].self, "{\"icon\": 1}")
    #expect(other?.message == "the image is not there")
    #expect(other?.path == "icon")
    #expect(other?.location == at(1, 10))
    let raw = decodingError(Curve.self, "\"sprng\"")
    #expect(raw?.message.contains("sprng") == true)
    #expect(raw?.location == at(1, 1))
  }

  @Test func arraysReportMissingElements() {
    struct Pair: Decodable {
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        _ = try container.decode(Double.self)
        _ = try container.decode(Double.self)
      }
    }
    let error = decodingError([String: Pair].self, "{\"p\": [1]}")
    #expect(error?.message == "expected at least 2 elements, found 1")
    #expect(error?.path == "p[1]")
    #expect(error?.location == at(1, 7))
  }

  @Test func containersNestAndKeepDocumentOrder() throws {
    struct Probe: Decodable {
      var keys: [String]
      var hasB: Bool
      var hasZ: Bool
      var nested: [Int]
      var nulls: [Bool]
      var superValue: Int
      var count: Int?

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        keys = container.allKeys.map(\.stringValue)
        hasB = container.contains(AnyKey("b"))
        hasZ = container.contains(AnyKey("z"))
        var list = try container.nestedUnkeyedContainer(forKey: AnyKey("b"))
        count = list.count
        var inner = try list.nestedUnkeyedContainer()
        nested = [try inner.decode(Int.self), try inner.decode(Int.self)]
        nulls = [try list.decodeNil(), try list.decodeNil()]
        #expect(try list.decode(Int.self) == 3)
        let object = try list.nestedContainer(keyedBy: AnyKey.self)
        superValue = try Int(from: object.superDecoder())
        #expect(list.isAtEnd)
        #expect(try container.decodeNil(forKey: AnyKey("a")))
      }
    }
    let probe = try decode(
      Probe.self, "{\"c\": 0, \"a\": null, \"b\": [[1, 2], null, 3, {\"super\": 7}]}")
    #expect(probe.keys == ["c", "a", "b"])
    #expect(probe.hasB && !probe.hasZ)
    #expect(probe.nested == [1, 2])
    #expect(probe.nulls == [true, false])
    #expect(probe.superValue == 7)
    #expect(probe.count == 4)
  }

  @Test func decodersTellWhereTheValueIs() throws {
    let located = try decode([String: [Located]].self, "{\n  \"a\": [0, {}]}")
    #expect(located["a"]?[1].location == at(2, 12))
    #expect(located["a"]?[1].path == [.key("a"), .index(1)])
  }

  @Test func sourceMapFindsTheDeepestExistingPrefix() throws {
    let (_, map) = try SceneDecoder(file: "pop.json").decode(
      [String: [Size]].self, from: Array("{\"a\": [\n  {\"width\": 1, \"height\": 2}]}".utf8))
    #expect(map.location(of: [.key("a"), .index(0), .key("height")]) == at(2, 26))
    #expect(map.location(of: [.key("a"), .index(0), .key("depth")]) == at(2, 3))
    #expect(map.location(of: [.key("a"), .index(5)]) == at(1, 7))
    #expect(map.location(of: JSONPath()) == at(1, 1))
    #expect(map.location(of: [AnyKey("a"), IndexKey(0)]) == at(2, 3))
  }

  @Test func decodesTheDeepestNestingTheParserAccepts() throws {
    struct Nest: Decodable {
      var a: [Nest]
      var depth: Int { 1 + (a.first?.depth ?? 0) }
    }
    // 64 objects, each holding an array: 128 levels.
    let text =
      String(repeating: "{\"a\": [", count: 63) + "{\"a\": []}"
      + String(repeating: "]}", count: 63)
    #expect(try decode(Nest.self, text).depth == 64)
  }

  @Test func parseErrorsComeOutOfTheDecoderUnchanged() {
    let error = decodingError(Size.self, "{\"width\": 1,}")
    #expect(error?.message == "a trailing comma before '}' is not allowed in JSON")
    #expect(error?.file == "pop.json")
  }
}

@Suite struct SceneDecoderMessageTests {
  private struct Strict: Decodable {
    var a: Int

    enum CodingKeys: String, CodingKey, CaseIterable {
      case a
    }
  }

  @Test func keysInMessagesStayOnOneLine() {
    let error = decodingError(Strict.self, "{\"a\": 1, \"b\\nc\\u2028'\": 2}")
    #expect(error?.message == "unknown key 'b\\nc\\u2028\\''")
    #expect(error?.path == "[\"b\\nc\\u2028'\"]")
    let long = String(repeating: "x", count: 100)
    let truncated = decodingError(Strict.self, "{\"\(long)\": 2}")
    #expect(truncated?.message == "unknown key '\(String(repeating: "x", count: 64))…'")
  }
}
