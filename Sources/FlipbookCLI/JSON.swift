import Flipbook
import Layers

/// Formats JSON scalars for the timeline log and the command line's JSON output.
enum JSON {
  /// A JSON string literal.
  static func string(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// A number, without a fractional part when it is whole, and with binary noise
  /// (0.30000000000000004) rounded away at 9 decimals.
  static func number(_ x: Double) -> String { TimelineEvent.format(x) }

  /// A timeline field's value.
  static func value(_ value: TimelineEvent.Value) -> String {
    switch value {
    case .number(let x): number(x)
    case .string(let s): string(s)
    case .bool(let b): b ? "true" : "false"
    case .list(let items): "[" + items.map(Self.value).joined(separator: ",") + "]"
    }
  }
}

extension TimelineEvent {
  /// The event as one line of JSON: `t` and `event` first, then the fields.
  var jsonLine: String {
    var parts = ["\"t\":\(JSON.number(time))", "\"event\":\(JSON.string(name))"]
    for (key, value) in fields { parts.append("\(JSON.string(key)):\(JSON.value(value))") }
    return "{" + parts.joined(separator: ",") + "}"
  }
}
