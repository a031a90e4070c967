import Layers
import Scenes

extension Recording {
  /// What the recording's text cannot draw as written, one line each: a character no font
  /// has (drawn as the font's missing-glyph box), named with its layer and the time its
  /// text first shows — from the `text.missingCharacter` events of the event log.
  public var textWarnings: [String] {
    events().compactMap { event in
      guard event.name == "text.missingCharacter",
        case .string(let character)? = event["character"],
        case .string(let code)? = event["codePoint"]
      else { return nil }
      var layer = "an unnamed layer"
      if case .string(let name)? = event["layer"], !name.isEmpty {
        layer = "layer \(name.quoted())"
      }
      return "\(layer) at \(TimelineEvent.format(event.time)) s: no bundled font has "
        + "\(character.quoted()) (\(code)); it is drawn as a box"
    }
  }
}
