import Layers
import Scenes

extension Recording {
  /// What the recording's text cannot draw as written, one line each: a character no font
  /// has (drawn as the font's missing-glyph box), named with its layer and the time its
  /// text first shows — from the `text.missingCharacter` events of the event log. Past
  /// ``maximumTextWarnings`` lines, one last line counts the rest.
  public var textWarnings: [String] {
    var lines: [String] = []
    var more = 0
    for event in events() {
      guard event.name == "text.missingCharacter",
        case .string(let character)? = event["character"],
        case .string(let code)? = event["codePoint"]
      else { continue }
      guard lines.count < Self.maximumTextWarnings else {
        more += 1
        continue
      }
      var layer = "an unnamed layer"
      if case .string(let name)? = event["layer"], !name.isEmpty {
        layer = "layer \(name.quoted())"
      }
      lines.append(
        "\(layer) at \(TimelineEvent.format(event.time)) s: no bundled font has "
          + "\(character.quoted()) (\(code)); it is drawn as a box")
    }
    if more > 0 {
      lines.append("… and \(more) more character\(more == 1 ? "" : "s") no bundled font has")
    }
    return lines
  }

  /// The most lines ``textWarnings`` lists one character each (our choice).
  public static let maximumTextWarnings = 5
}
