extension String {
  /// This text inside `quote`s for an error message or a path, on one line: `quote` and `\`
  /// escaped, line breaks and other control characters as `\n` or `\uXXXX`, and at most
  /// `limit` characters of it (then `…`).
  package func quoted(_ quote: Character = "'", limit: Int = 64) -> String {
    String(quote) + escaped(quote, limit: limit) + String(quote)
  }

  /// This text for an error message on one line, as `quoted(_:limit:)` writes it inside
  /// its quotes.
  package func escaped(_ quote: Character = "'", limit: Int = 64) -> String {
    var text = ""
    for (index, scalar) in unicodeScalars.enumerated() {
      guard index < limit else {
        text += "…"
        break
      }
      switch scalar {
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      case "\r": text += "\\r"
      case _ where Character(scalar) == quote: text += "\\" + String(quote)
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
