import Foundation

/// Decodes `Decodable` values from a strict JSON scene file, reporting every problem as one
/// `SceneError` with the file, the JSON path, the line and column, and the cause.
///
/// Keys are strict where the key type allows it: a keyed container whose key type is
/// `CaseIterable` rejects members whose names are not among its cases ("unknown key 'x'",
/// with "did you mean" when one is close). `null` for an optional is the same as absent.
package struct SceneDecoder: Sendable {
  /// The file name used in errors.
  package var file: String
  /// Values handed to every `init(from:)` as `decoder.userInfo`.
  package var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// A decoder whose errors name `file`.
  package init(file: String) {
    self.file = file
  }

  /// The `T` in the JSON document `bytes`, and where its values are in the file.
  package func decode<T: Decodable>(
    _ type: T.Type, from bytes: [UInt8]
  ) throws(SceneError) -> (value: T, sourceMap: SourceMap) {
    let root = try JSONParser(file: file).parse(bytes)
    return (try decode(type, from: root), SourceMap(root: root))
  }

  /// The `T` that the parsed document `root` describes.
  package func decode<T: Decodable>(_ type: T.Type, from root: JSONValue) throws(SceneError) -> T {
    let context = DecodingContext(file: file, root: root, userInfo: userInfo)
    let decoder = ValueDecoder(root: root, context: context)
    do {
      return try decoder.decode(type)
    } catch {
      throw context.sceneError(for: error, decoding: decoder)
    }
  }
}

/// What every decoder of one document shares: the file name, the root, the user info.
final class DecodingContext {
  let file: String
  let root: JSONValue
  let userInfo: [CodingUserInfoKey: Any]

  /// The names of each key type's cases, in declaration order and as a set, or nil for key
  /// types that are not `CaseIterable`: listing them costs dynamic casts, so once per type.
  private var keyNames: [ObjectIdentifier: (list: [String], set: Set<String>)?] = [:]

  init(file: String, root: JSONValue, userInfo: [CodingUserInfoKey: any Sendable]) {
    self.file = file
    self.root = root
    self.userInfo = userInfo
  }

  /// The names `Key` allows, or nil when it allows any (it is not `CaseIterable`).
  func keyNames<Key: CodingKey>(of _: Key.Type) -> (list: [String], set: Set<String>)? {
    if let names = keyNames[ObjectIdentifier(Key.self)] { return names }
    var names: (list: [String], set: Set<String>)?
    if let iterable = Key.self as? any CaseIterable.Type {
      let list = Self.caseNames(iterable)
      names = (list, Set(list))
    }
    keyNames[ObjectIdentifier(Key.self)] = names
    return names
  }

  private static func caseNames<Cases: CaseIterable>(_: Cases.Type) -> [String] {
    Cases.allCases.compactMap { ($0 as? any CodingKey)?.stringValue }
  }

  /// An error at `path` and `location` in this file.
  func error(_ message: String, at path: JSONPath, _ location: TextPosition?) -> SceneError {
    SceneError(file: file, path: path.description, location: location, message: message)
  }

  /// `error` as a `SceneError`: a `SceneError` as it is, a `DecodingError` at the place its
  /// coding path names, anything else at the value `decoder` was decoding.
  func sceneError(for error: any Error, decoding decoder: ValueDecoder) -> SceneError {
    if let error = error as? SceneError { return error }
    guard let decodingError = error as? DecodingError else {
      let message = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
      return self.error(message, at: decoder.path, decoder.value.location)
    }
    switch decodingError {
    case .keyNotFound(let key, let context):
      let parent = root.path(of: context.codingPath)
      let path = parent.appending(.key(key.stringValue))
      return self.error(
        "missing required key \(key.stringValue.quoted())", at: path, location(of: parent))
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      let path = root.path(of: context.codingPath)
      return self.error(context.debugDescription, at: path, location(of: path))
    @unknown default:
      return self.error(String(describing: error), at: decoder.path, decoder.value.location)
    }
  }

  private func location(of path: JSONPath) -> TextPosition {
    root.deepestValue(along: path.components).value.location
  }
}
