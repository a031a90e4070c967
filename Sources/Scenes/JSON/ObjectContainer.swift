/// The keyed container of a JSON object.
struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: ValueDecoder
  let members: [JSONMember]
  /// Each key's index in `members`, so that decoding a large dictionary is linear.
  private let indices: [String: Int]
  /// The unknown keys already recorded, by the key each is a misspelling of: that key's
  /// absence is the same problem.
  private let misspelt: [String: SceneError]

  init(decoder: ValueDecoder, members: [JSONMember], misspelt: [String: SceneError] = [:]) {
    self.decoder = decoder
    self.members = members
    self.misspelt = misspelt
    var indices: [String: Int] = [:]
    indices.reserveCapacity(members.count)
    for (index, member) in members.enumerated() { indices[member.key] = index }
    self.indices = indices
  }

  var codingPath: [any CodingKey] { decoder.codingPath }

  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

  func contains(_ key: Key) -> Bool { indices[key.stringValue] != nil }

  /// The decoder of the member named `key`, or a "missing required key" error.
  private func child(_ key: any CodingKey) throws -> ValueDecoder {
    guard let index = indices[key.stringValue] else {
      if let problem = misspelt[key.stringValue] { throw problem }
      throw decoder.context.error(
        "missing required key \(key.stringValue.quoted())",
        at: decoder.path.appending(.key(key.stringValue)), decoder.value.location)
    }
    return decoder.child(members[index].value, key: key, component: .key(key.stringValue))
  }

  func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decode(type) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try child(key).decode(type)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try child(key).decode(type)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decode(type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decode(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decode(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decode(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decode(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decode(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decode(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decode(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try child(key).decode(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try child(key).decode(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try child(key).decode(type)
  }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try child(key).decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  /// The decoder of the member `super`; `null` where there is none.
  func superDecoder() throws -> any Decoder { superDecoder(named: SuperKey()) }

  /// The decoder of the member `key`; `null` where there is none.
  func superDecoder(forKey key: Key) throws -> any Decoder { superDecoder(named: key) }

  private func superDecoder(named key: any CodingKey) -> ValueDecoder {
    let value =
      indices[key.stringValue].map { members[$0].value }
      ?? JSONValue(.null, at: decoder.value.location)
    return decoder.child(value, key: key, component: .key(key.stringValue))
  }
}

/// The key `super`, which Codable uses for a superclass's part of an object.
struct SuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }
  init() {}
  init?(stringValue: String) { if stringValue != "super" { return nil } }
  init?(intValue: Int) { nil }
}
