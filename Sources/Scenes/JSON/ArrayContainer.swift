/// The unkeyed container of a JSON array, read front to back.
struct ArrayContainer: UnkeyedDecodingContainer {
  let decoder: ValueDecoder
  let elements: [JSONValue]
  private(set) var currentIndex = 0

  init(decoder: ValueDecoder, elements: [JSONValue]) {
    self.decoder = decoder
    self.elements = elements
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// The decoder of the element at `currentIndex`, or an error when there is none.
  private func next() throws -> ValueDecoder {
    guard !isAtEnd else {
      throw decoder.context.error(
        "expected at least \(currentIndex + 1) elements, found \(elements.count)",
        at: decoder.path.appending(.index(currentIndex)), decoder.value.location)
    }
    return decoder.child(
      elements[currentIndex], key: IndexKey(currentIndex), component: .index(currentIndex))
  }

  /// Runs `read` on the next element's decoder; moves past the element when it succeeds.
  private mutating func read<T>(_ read: (ValueDecoder) throws -> T) throws -> T {
    let value = try read(try next())
    currentIndex += 1
    return value
  }

  mutating func decodeNil() throws -> Bool {
    guard try next().decodeNil() else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try read { try $0.decode(type) } }
  mutating func decode(_ type: String.Type) throws -> String { try read { try $0.decode(type) } }
  mutating func decode(_ type: Double.Type) throws -> Double { try read { try $0.decode(type) } }
  mutating func decode(_ type: Float.Type) throws -> Float { try read { try $0.decode(type) } }
  mutating func decode(_ type: Int.Type) throws -> Int { try read { try $0.decode(type) } }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try read { try $0.decode(type) } }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try read { try $0.decode(type) } }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try read { try $0.decode(type) } }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try read { try $0.decode(type) } }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try read { try $0.decode(type) } }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try read { try $0.decode(type) } }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try read { try $0.decode(type) } }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try read { try $0.decode(type) } }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try read { try $0.decode(type) } }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try read { try $0.decode(type) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try read { try $0.container(keyedBy: type) }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try read { try $0.unkeyedContainer() }
  }

  mutating func superDecoder() throws -> any Decoder { try read { $0 } }
}

/// An array index as a coding key; its string value is the index's digits.
struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { String(intValue!) }
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) {
    guard let index = Int(stringValue) else { return nil }
    intValue = index
  }
  init?(intValue: Int) { self.intValue = intValue }
}
