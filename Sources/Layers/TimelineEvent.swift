/// Something that happened in a simulation at a moment: a touch, a state change, an animation
/// starting or ending. Printed as one JSON object by `flipbook render --timeline`.
public struct TimelineEvent: Sendable, Hashable {
  /// A value of an event field.
  public enum Value: Sendable, Hashable {
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// A Boolean.
    case bool(Bool)
    /// A list of values.
    case list([Value])
  }

  /// When it happened, in seconds.
  public var time: Double
  /// What happened, e.g. `animation.begin` (see the command-line contract for the names).
  public var name: String
  /// Further fields in the order they are printed.
  public var fields: [(key: String, value: Value)]

  /// An event at `time` named `name` with fields in order.
  public init(time: Double, name: String, fields: [(key: String, value: Value)] = []) {
    self.time = time
    self.name = name
    self.fields = fields
  }

  /// The value of a field, if present.
  public subscript(key: String) -> Value? {
    fields.first { $0.key == key }?.value
  }

  /// The event as one line of JSON: `t` and `event` first, then the fields.
  public var jsonLine: String {
    var parts = ["\"t\":\(Self.json(.number(time)))", "\"event\":\(Self.json(.string(name)))"]
    for (key, value) in fields { parts.append("\(Self.json(.string(key))):\(Self.json(value))") }
    return "{" + parts.joined(separator: ",") + "}"
  }

  public static func == (lhs: TimelineEvent, rhs: TimelineEvent) -> Bool {
    lhs.time == rhs.time && lhs.name == rhs.name && lhs.fields.map(\.key) == rhs.fields.map(\.key)
      && lhs.fields.map(\.value) == rhs.fields.map(\.value)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(time)
    hasher.combine(name)
    for (key, value) in fields {
      hasher.combine(key)
      hasher.combine(value)
    }
  }

  private static func json(_ value: Value) -> String {
    switch value {
    case .number(let x): JSON.number(x)
    case .string(let s): JSON.string(s)
    case .bool(let b): b ? "true" : "false"
    case .list(let items): "[" + items.map(json).joined(separator: ",") + "]"
    }
  }
}
