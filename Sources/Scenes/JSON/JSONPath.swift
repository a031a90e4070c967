/// Where a value is inside a JSON document, e.g. `layers[2].animations[0].keyTimes`.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByArrayLiteral {
  /// One step down from a container.
  package enum Component: Sendable, Hashable {
    /// An object member, by key.
    case key(String)
    /// An array element, from 0.
    case index(Int)
  }

  /// The steps from the document's root, outermost first.
  package var components: [Component]

  /// The path through `components`; empty is the whole document.
  package init(_ components: [Component] = []) {
    self.components = components
  }

  /// The path through `elements`.
  package init(arrayLiteral elements: Component...) {
    self.components = elements
  }

  /// The path a Codable coding path names: keys with an integer value are array indices.
  package init(_ codingPath: [any CodingKey]) {
    self.components = codingPath.map { key in
      if let index = key.intValue, key.stringValue == String(index) {
        .index(index)
      } else {
        .key(key.stringValue)
      }
    }
  }

  /// This path followed by `component`.
  package func appending(_ component: Component) -> JSONPath {
    JSONPath(components + [component])
  }

  /// `path` followed by `component`: `path + .key("image")`.
  package static func + (path: JSONPath, component: Component) -> JSONPath {
    path.appending(component)
  }

  /// `layers[2].name`; keys that are not identifiers as `["some key"]`, cut to 64 characters
  /// (`["xxx…"]`); "" for the root.
  package var description: String {
    var text = ""
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key) where Self.isIdentifier(key) && key.unicodeScalars.count <= 64:
        text += text.isEmpty ? key : "." + key
      case .key(let key):
        text += "[" + key.quoted("\"") + "]"
      }
    }
    return text
  }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, first == "_" || first.isASCIILetter else {
      return false
    }
    return key.unicodeScalars.allSatisfy { $0 == "_" || $0.isASCIILetter || $0.isASCIIDigit }
  }

}

extension Unicode.Scalar {
  var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
