/// Text made safe for the places of an HTML page it goes.
package enum HTML {
  /// `text` as element content or a quoted attribute value: `&`, `<`, `>`, `"` and `'`
  /// written as character references, so a test named `<b>"x"</b>` shows as typed.
  package static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// JSON text for the inside of a `<script>` element: `<`, `>` and `&` only occur in its
  /// strings, where `\u003c`, `\u003e` and `\u0026` mean the same, so no `</script>` in a
  /// test's name can end the element.
  package static func scriptSafe(json: String) -> String {
    var safe = ""
    safe.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": safe += "\\u003c"
      case ">": safe += "\\u003e"
      case "&": safe += "\\u0026"
      case "\u{2028}": safe += "\\u2028"
      case "\u{2029}": safe += "\\u2029"
      default: safe.unicodeScalars.append(scalar)
      }
    }
    return safe
  }
}
