import Layers
import Pixels

/// The keys that give a font and a colour: a text's own, and each of its runs'.
protocol SceneTextAttributeKey: CodingKey, CaseIterable {
  static var fontSize: Self { get }
  static var fontWeight: Self { get }
  static var italic: Self { get }
  static var font: Self { get }
  static var color: Self { get }
}

/// A font and a colour as a text or one of its runs writes them; each left out is the
/// text's own (for a run) or its style's default (for the text).
struct SceneTextAttributes {
  /// `fontSize`, in points.
  var fontSize: Double?
  /// `fontWeight`, by UIKit's name.
  var fontWeight: FontWeight?
  /// `italic`.
  var italic: Bool?
  /// `font`: the system or monospaced font, or a font file's path as the file writes it.
  var family: TextFont.Family?
  /// `color`.
  var color: Color?

  /// The attributes `c` gives. When the decode collects problems, each attribute with one is
  /// recorded and left out, so that the others are checked too.
  init<Key: SceneTextAttributeKey>(_ c: KeyedDecodingContainer<Key>, decoder: any Decoder)
    throws
  {
    fontSize = try decoder.collecting {
      try c.decodeIfPresent(Double.self, forKey: .fontSize, in: 1...1000, "a size from 1 to 1000")
    }
    fontWeight = try decoder.collecting {
      try c.contains(.fontWeight) ? Self.decodeWeight(c, forKey: .fontWeight) : nil
    }
    italic = try decoder.collecting { try c.decodeIfPresent(Bool.self, forKey: .italic) }
    family = try decoder.collecting {
      try c.contains(.font) ? Self.decodeFamily(c, forKey: .font) : nil
    }
    color = try decoder.collecting { try c.decodeIfPresent(SceneColor.self, forKey: .color)?.color }
  }

  /// Throws at `fontWeight` or `italic` when the font they would apply to is a font file
  /// (`family`, this object's own or the one it takes from its text), which draws its own
  /// weight and slant: they would be ignored.
  func checkFamily<Key: SceneTextAttributeKey>(
    _ family: TextFont.Family?, _ c: KeyedDecodingContainer<Key>
  ) throws {
    guard case .file = family else { return }
    for key in [Key.fontWeight, .italic] where c.contains(key) {
      throw c.error(
        at: key,
        "a font file draws its own weight and slant, so '\(key.stringValue)' would be "
          + "ignored: name the file of the face you want, or use the 'system' or 'monospaced' "
          + "font")
    }
  }

  /// Other names people give weights (CSS's, font files'), lowercased, with UIKit's name for
  /// each.
  static let otherWeightNames: [String: FontWeight] = [
    "normal": .regular, "book": .regular, "roman": .regular, "plain": .regular,
    "demibold": .semibold, "extrabold": .heavy, "ultrabold": .heavy, "extralight": .thin,
    "hairline": .ultraLight, "extrablack": .black, "ultrablack": .black,
  ]

  /// `fontWeight`: one of UIKit's nine names. A CSS number (`600`), a `UIFont.Weight` value
  /// (`0.4`) or another common name (`extraBold`) is refused with the name it means.
  static func decodeWeight<Key: CodingKey>(
    _ c: KeyedDecodingContainer<Key>, forKey key: Key
  ) throws -> FontWeight {
    let names = "UIKit's weights are \(FontWeight.listedNames)"
    // A probe of the value's form: the next form tried, or its error, follows.
    if let value = try? c.decode(Double.self, forKey: key) {
      let hint = numericWeight(value).map { "did you mean '\($0.weight)', \($0.source)? " } ?? ""
      throw c.error(
        at: key, "expected a font weight's name, found \(number(value)) (\(hint)\(names))")
    }
    let text = try c.decode(String.self, forKey: key)
    if let value = Double(text), let meant = numericWeight(value) {
      throw c.error(
        at: key,
        "unknown font weight \(text.quoted()) (did you mean '\(meant.weight)', "
          + "\(meant.source)? \(names))")
    }
    return try c.decodeName(
      FontWeight.self, forKey: key, "font weight", otherNames: otherWeightNames, names: names)
  }

  /// The weight a number means, and whose number it is: a CSS weight (100, 200 … 900) or a
  /// `UIFont.Weight` value (−1 to 1, the nearest); nil for other numbers.
  private static func numericWeight(_ value: Double) -> (weight: FontWeight, source: String)? {
    if (100...900).contains(value), value.truncatingRemainder(dividingBy: 100) == 0 {
      return (FontWeight.allCases[Int(value) / 100 - 1], "CSS's \(number(value))")
    }
    guard (-1...1).contains(value) else { return nil }
    let weight = FontWeight(uiFontWeight: value)
    return (weight, "UIFont.Weight's \(number(weight.uiFontWeight))")
  }

  /// The file name endings of the font files text may name.
  static let fontFileExtensions = ["ttf", "otf", "ttc"]

  /// `font`: "system", "monospaced", or the path of a `.ttf`, `.otf` or `.ttc` file.
  static func decodeFamily<Key: CodingKey>(_ c: KeyedDecodingContainer<Key>, forKey key: Key)
    throws -> TextFont.Family
  {
    let text = try c.decode(String.self, forKey: key)
    switch text {
    case "system": return .system
    case "monospaced": return .monospaced
    default: break
    }
    let name = text.split(separator: "/").last ?? ""
    if let dot = name.lastIndex(of: "."), name.index(after: dot) != name.endIndex,
      fontFileExtensions.contains(name[name.index(after: dot)...].lowercased())
    {
      return .file(text)
    }
    let expected =
      "give 'system', 'monospaced' or the path of a .ttf, .otf or .ttc file, relative to the "
      + "scene file"
    if let close = Suggestion.closest(to: text, among: ["system", "monospaced"]) {
      throw c.error(
        at: key, "unknown font \(text.quoted()) (did you mean \(close.quoted())?): \(expected)")
    }
    throw c.error(at: key, "unknown font \(text.quoted()): \(expected)")
  }
}
