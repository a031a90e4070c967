import ProcessServices

/// Something that happened in a simulation at a moment: a touch, a state change, an animation
/// starting or ending.
public struct TimelineEvent: Sendable, Hashable, CustomStringConvertible {
  /// A value of an event field.
  public enum Value: Sendable, Hashable, CustomStringConvertible {
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// A Boolean.
    case bool(Bool)
    /// A list of values.
    case list([Value])

    /// The value as text: numbers without binary noise, strings quoted, lists bracketed.
    public var description: String {
      switch self {
      case .number(let x): TimelineEvent.format(x)
      case .string(let s): "\"\(s)\""
      case .bool(let b): b ? "true" : "false"
      case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
      }
    }
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

  /// The event as one line of text: `0.3 animation.end layer="card" keyPath="opacity"`.
  public var description: String {
    ([Self.format(time), name] + fields.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
  }

  /// A number without a fractional part when it is whole, and with binary noise
  /// (0.30000000000000004) rounded away at 9 decimals; "null" when not finite.
  public static func format(_ x: Double) -> String {
    guard x.isFinite else { return "null" }
    return NumberText.formatRounded(x)
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
}
