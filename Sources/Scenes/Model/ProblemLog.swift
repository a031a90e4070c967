/// The problems found in one scene file when every problem is wanted, not only the first:
/// decoding records an array element that fails and goes on with its siblings.
final class ProblemLog: @unchecked Sendable {
  // One decode or build runs on one thread; the log is not shared between threads.

  /// The log of the decode running now, if it collects problems.
  @TaskLocal static var current: ProblemLog?

  /// The problems in the order they were found.
  private(set) var problems: [SceneError] = []
  /// The layers read, each with its place in the file, so that the images and fonts of a
  /// file with problems, which is not built, are checked all the same.
  var layersRead: [(layer: SceneLayer, path: JSONPath)] = []

  /// The JSON paths (as ``SceneError/path`` writes them) of the objects below the root
  /// that have an unknown key.
  private var objectsWithUnknownKeys: Set<String> = []

  /// Adds `problem`, unless it is already there, or it is about a whole object below the
  /// root that has an unknown key: the unknown key, recorded, is taken to be its cause
  /// ({"tapp": "icon"} is not also "expected {"tap": …}").
  func record(_ problem: SceneError) {
    if objectsWithUnknownKeys.contains(problem.path) { return }
    // A set, so that a file of many problems is not quadratic to read.
    let identity =
      "\(problem.path)\u{0}\(problem.location?.description ?? "")\u{0}\(problem.message)"
    if recorded.insert(identity).inserted { problems.append(problem) }
  }

  /// Each problem recorded, by its path, place and message.
  private var recorded: Set<String> = []

  /// Adds `problem`, an unknown key of the object at `object`.
  func record(_ problem: SceneError, unknownKeyOf object: JSONPath) {
    if !object.components.isEmpty { objectsWithUnknownKeys.insert(object.description) }
    record(problem)
  }

  /// Runs `body`; the problem it throws is recorded and nil returned.
  @discardableResult
  func recording<T>(_ body: () throws(SceneError) -> T) -> T? {
    do {
      return try body()
    } catch {
      record(error)
      return nil
    }
  }

  /// The problems in document order: by line and column, those without a place first.
  var inDocumentOrder: [SceneError] {
    problems.enumerated().sorted { a, b in
      let (p, q) = (a.element.location, b.element.location)
      switch (p, q) {
      case (nil, nil): return a.offset < b.offset
      case (nil, _): return true
      case (_, nil): return false
      case (let p?, let q?):
        return (p.line, p.column, a.offset) < (q.line, q.column, b.offset)
      }
    }.map(\.element)
  }
}

extension KeyedDecodingContainer {
  /// The elements of the array under `key`, nil when it is absent or null. When the decode
  /// collects problems (``ProblemLog/current``), an element that fails is recorded and left
  /// out, so that its siblings are checked too. `check` runs on each element decoded; what it
  /// throws stops the decode.
  func decodeEach<T: Decodable>(
    _ type: T.Type, forKey key: Key, checking check: (T) throws -> Void = { _ in }
  ) throws -> [T]? {
    guard contains(key), try !decodeNil(forKey: key) else { return nil }
    var list = try nestedUnkeyedContainer(forKey: key)
    var elements: [T] = []
    while !list.isAtEnd {
      let element = try list.superDecoder().singleValueContainer()
      do {
        let value = try element.decode(T.self)
        try check(value)
        elements.append(value)
      } catch let problem as SceneError {
        guard let log = ProblemLog.current else { throw problem }
        log.record(problem)
      }
    }
    return elements
  }
}

extension Decoder {
  /// The optional member `decode` reads. When the decode collects problems, a problem with
  /// it is recorded and nil returned, so that the object's other members are checked too;
  /// only for members nothing else in the object depends on.
  func collecting<T>(_ decode: () throws -> T?) throws -> T? {
    guard let log = ProblemLog.current, let located = self as? ValueDecoder else {
      return try decode()
    }
    do {
      return try decode()
    } catch {
      log.record(located.context.sceneError(for: error, decoding: located))
      return nil
    }
  }

  /// The member `decode` reads. When the decode collects problems, a problem with it is
  /// recorded and `placeholder` returned, so that the rest of the document is checked too;
  /// a file with a problem is never built, so the placeholder is never drawn.
  func collecting<T>(placeholder: T, _ decode: () throws -> T) throws -> T {
    try collecting { () throws -> T? in try decode() } ?? placeholder
  }

  /// Runs `check`, a check of the object that nothing else in it depends on. When the
  /// decode collects problems, what it throws is recorded and the object read on.
  func checking(_ check: () throws -> Void) throws {
    _ = try collecting { () throws -> Void? in try check() }
  }
}
