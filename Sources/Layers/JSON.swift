/// Formats JSON scalars for the timeline log and the command line's JSON output.
public enum JSON {
  /// A JSON string literal.
  public static func string(_ s: String) -> String {
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
  public static func number(_ x: Double) -> String {
    guard x.isFinite else { return "null" }
    let rounded = (x * 1e9).rounded() / 1e9
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return "\(rounded)"
  }
}
