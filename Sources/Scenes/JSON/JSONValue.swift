/// A JSON value together with where it starts in its file.
package struct JSONValue: Sendable, Equatable {
  /// What the value is.
  package enum Kind: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number, with the exact text it was written as.
    case number(JSONNumber)
    /// A string, its escapes resolved.
    case string(String)
    /// An array's elements, in order.
    case array([JSONValue])
    /// An object's members, in document order; keys are unique.
    case object([JSONMember])
  }

  /// What the value is.
  package var kind: Kind
  /// Where the value's first character is.
  package var location: TextPosition

  /// A value of `kind` starting at `location`.
  package init(_ kind: Kind, at location: TextPosition) {
    self.kind = kind
    self.location = location
  }

  /// How an error message names this kind of value: "a string", "an object", "null".
  package var kindDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// One `"key": value` member of a JSON object.
package struct JSONMember: Sendable, Equatable {
  /// The key, its escapes resolved.
  package var key: String
  /// Where the key's opening quote is.
  package var keyLocation: TextPosition
  /// The member's value.
  package var value: JSONValue

  /// The member `key: value`, its key at `keyLocation`.
  package init(key: String, at keyLocation: TextPosition, value: JSONValue) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}
