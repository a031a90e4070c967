/// Where the values of a decoded document are in its file, for errors found after decoding
/// (an unknown layer name, a key path that does not exist).
package struct SourceMap: Sendable {
  /// The document's root value.
  package let root: JSONValue

  /// The map of the document `root`.
  package init(root: JSONValue) {
    self.root = root
  }

  /// Where the value at `path` starts; for a path that goes past the document, where its
  /// deepest existing prefix starts.
  package func location(of path: JSONPath) -> TextPosition? {
    root.deepestValue(along: path.components).value.location
  }

  /// Whether the document has a value at `path`.
  package func contains(_ path: JSONPath) -> Bool {
    root.deepestValue(along: path.components).depth == path.components.count
  }

  /// Where the value at `codingPath` (a Codable coding path) starts, as `location(of:)` does.
  package func location(of codingPath: [any CodingKey]) -> TextPosition? {
    location(of: root.path(of: codingPath))
  }
}

extension JSONValue {
  /// The deepest value reached by following `components`, and how many were followed.
  func deepestValue(along components: [JSONPath.Component]) -> (value: JSONValue, depth: Int) {
    var value = self
    for (depth, component) in components.enumerated() {
      switch (component, value.kind) {
      case (.key(let key), .object(let members)):
        guard let member = members.first(where: { $0.key == key }) else { return (value, depth) }
        value = member.value
      case (.index(let index), .array(let elements)) where elements.indices.contains(index):
        value = elements[index]
      default:
        return (value, depth)
      }
    }
    return (value, components.count)
  }

  /// The JSON path `codingPath` names inside this value: a key is an index where the value
  /// it steps into is an array, a member name where it is an object.
  func path(of codingPath: [any CodingKey]) -> JSONPath {
    var value: JSONValue? = self
    var components: [JSONPath.Component] = []
    for key in codingPath {
      let component: JSONPath.Component
      switch value?.kind {
      case .array(let elements)?:
        component = key.intValue.map { .index($0) } ?? .key(key.stringValue)
        value = key.intValue.flatMap { elements.indices.contains($0) ? elements[$0] : nil }
      case .object(let members)?:
        component = .key(key.stringValue)
        value = members.first { $0.key == key.stringValue }?.value
      default:
        component = JSONPath([key]).components[0]
        value = nil
      }
      components.append(component)
    }
    return JSONPath(components)
  }
}
