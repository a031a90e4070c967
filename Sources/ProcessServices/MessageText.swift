extension String {
  /// This text as a message line shows it: line breaks, tabs, escape sequences and every
  /// other control character (C0, DEL, C1, the Unicode line and paragraph separators, and
  /// the bidirectional overrides that reorder what a terminal shows) written as `\n`, `\t`,
  /// `\r` or `\uXXXX`, so a file name or a program's output cannot break the line, move the
  /// cursor or disguise the text around it. Everything else is kept as it is.
  package func escapingControlCharacters() -> String {
    guard unicodeScalars.contains(where: Self.isControl) else { return self }
    var text = ""
    text.reserveCapacity(utf8.count + 16)
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      case "\r": text += "\\r"
      case _ where Self.isControl(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        text += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// Whether a message shows `scalar` escaped.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
