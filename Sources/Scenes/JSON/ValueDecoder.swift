/// Decodes one located JSON value; also its own single-value container.
final class ValueDecoder: Decoder, SingleValueDecodingContainer {
  let value: JSONValue
  let context: DecodingContext
  /// The decoder one step up, with the step: the coding and JSON paths are built from these
  /// only when asked for, as most values never need them.
  private let parent: (decoder: ValueDecoder, key: any CodingKey, component: JSONPath.Component)?

  /// The decoder of the document's root value.
  init(root: JSONValue, context: DecodingContext) {
    self.value = root
    self.context = context
    self.parent = nil
  }

  private init(
    value: JSONValue, parent: (ValueDecoder, any CodingKey, JSONPath.Component)
  ) {
    self.value = value
    self.context = parent.0.context
    self.parent = parent
  }

  var codingPath: [any CodingKey] {
    var keys: [any CodingKey] = []
    var decoder = self
    while let parent = decoder.parent {
      keys.append(parent.key)
      decoder = parent.decoder
    }
    return keys.reversed()
  }

  var path: JSONPath {
    var components: [JSONPath.Component] = []
    var decoder = self
    while let parent = decoder.parent {
      components.append(parent.component)
      decoder = parent.decoder
    }
    return JSONPath(components.reversed())
  }

  var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

  /// The decoder of `child`, one step down by `key` (`component` in JSON terms).
  func child(_ child: JSONValue, key: any CodingKey, component: JSONPath.Component)
    -> ValueDecoder
  {
    ValueDecoder(value: child, parent: (self, key, component))
  }

  /// An error about this value.
  func error(_ message: String) -> SceneError {
    context.error(message, at: path, value.location)
  }

  /// "expected `expected`, found a string".
  func mismatch(_ expected: String) -> SceneError {
    error("expected \(expected), found \(value.kindDescription)")
  }

  // MARK: - Decoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value.kind else { throw mismatch("an object") }
    var misspelt: [String: SceneError] = [:]
    var unknownKeys: Set<String> = []
    if let known = context.keyNames(of: Key.self) {
      for unknown in members where !known.set.contains(unknown.key) {
        let suggestion = Suggestion.closest(to: unknown.key, among: known.list)
        var message = "unknown key \(unknown.key.quoted())"
        if let suggestion { message += " (did you mean '\(suggestion)'?)" }
        let problem = context.error(
          message, at: path.appending(.key(unknown.key)), unknown.keyLocation)
        // Collecting, the object is read without it, to find its other problems.
        guard let log = ProblemLog.current else { throw problem }
        log.record(problem, unknownKeyOf: path)
        unknownKeys.insert(unknown.key)
        if let suggestion { misspelt[suggestion] = problem }
      }
    }
    return KeyedDecodingContainer(
      ObjectContainer<Key>(
        decoder: self,
        members: unknownKeys.isEmpty ? members : members.filter { !unknownKeys.contains($0.key) },
        misspelt: misspelt))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value.kind else { throw mismatch("an array") }
    return ArrayContainer(decoder: self, elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  // MARK: - Single value

  func decodeNil() -> Bool { value.kind == .null }

  func decode(_: Bool.Type) throws -> Bool {
    guard case .bool(let bool) = value.kind else { throw mismatch("a boolean") }
    return bool
  }

  func decode(_: String.Type) throws -> String {
    guard case .string(let string) = value.kind else { throw mismatch("a string") }
    return string
  }

  func decode(_: Double.Type) throws -> Double {
    guard case .number(let number) = value.kind else { throw mismatch("a number") }
    return number.double
  }

  func decode(_: Float.Type) throws -> Float {
    guard case .number(let number) = value.kind else { throw mismatch("a number") }
    guard let float = number.float else {
      throw error("number \(number) is out of range for Float")
    }
    return float
  }

  func decode(_: Int.Type) throws -> Int { try integer() }
  func decode(_: Int8.Type) throws -> Int8 { try integer() }
  func decode(_: Int16.Type) throws -> Int16 { try integer() }
  func decode(_: Int32.Type) throws -> Int32 { try integer() }
  func decode(_: Int64.Type) throws -> Int64 { try integer() }
  func decode(_: UInt.Type) throws -> UInt { try integer() }
  func decode(_: UInt8.Type) throws -> UInt8 { try integer() }
  func decode(_: UInt16.Type) throws -> UInt16 { try integer() }
  func decode(_: UInt32.Type) throws -> UInt32 { try integer() }
  func decode(_: UInt64.Type) throws -> UInt64 { try integer() }

  /// A `T` from this value; an error from `T.init(from:)` becomes a located `SceneError`.
  func decode<T: Decodable>(_: T.Type) throws -> T {
    do {
      return try T(from: self)
    } catch {
      throw context.sceneError(for: error, decoding: self)
    }
  }

  private func integer<T: FixedWidthInteger>() throws -> T {
    guard case .number(let number) = value.kind else { throw mismatch("an integer") }
    switch number.integer(T.self) {
    case .value(let integer): return integer
    case .notWhole: throw error("expected an integer, found \(number)")
    case .outOfRange:
      throw error("number \(number) is out of range for \(T.self) (\(T.min)...\(T.max))")
    }
  }
}
