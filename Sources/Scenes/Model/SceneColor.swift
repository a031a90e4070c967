import Interaction
import Pixels

/// A colour as a scene file writes it: `"#RRGGBB"`, `"#RRGGBBAA"`, a name (`"red"`, or one
/// of UIKit's system colours such as `"label"` or `"systemBlue"`, in the file's appearance),
/// `{"white": 0.2, "alpha": 1}` or `{"red": 1, "green": 0.5, "blue": 0, "alpha": 1}`.
public struct SceneColor: Decodable, Sendable, Hashable {
  /// The colour.
  public var color: Color

  /// The fixed named colours a scene file may use; the names of `SystemColor` too, which
  /// resolve by the file's appearance.
  public static let named: [String: Color] = [
    "black": .black, "white": .white, "clear": .clear, "red": .red, "green": .green,
    "blue": .blue,
  ]

  /// Every colour name a scene file may use.
  static var names: [String] {
    named.keys.sorted() + SystemColor.allCases.map(\.rawValue)
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case white, red, green, blue, alpha
  }

  public init(from decoder: any Decoder) throws {
    // A probe of the value's form: the next form tried, or its error, follows.
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      color = try Self.parse(text, decoder: decoder)
      return
    }
    let c = try decoder.container(
      keyedBy: CodingKeys.self,
      expecting: "a colour: \"#RRGGBB\", \"#RRGGBBAA\", a name, {\"white\": …} or "
        + "{\"red\": …, \"green\": …, \"blue\": …}")
    func component(_ key: CodingKeys) throws -> Double? {
      guard let value = try c.decodeIfPresent(Double.self, forKey: key) else { return nil }
      guard (0...1).contains(value) else {
        throw c.error(at: key, "colour components run from 0 to 1, found \(number(value))")
      }
      return value
    }
    let alpha = try component(.alpha) ?? 1
    if let white = try component(.white) {
      guard !c.contains(.red), !c.contains(.green), !c.contains(.blue) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "a colour has either 'white' or 'red', 'green' and 'blue'"))
      }
      color = Color(white: white, alpha: alpha)
      return
    }
    color = Color(
      red: try component(.red) ?? 0, green: try component(.green) ?? 0,
      blue: try component(.blue) ?? 0, alpha: alpha)
    guard c.contains(.red) || c.contains(.green) || c.contains(.blue) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "a colour object needs 'white', or 'red', 'green' and 'blue'"))
    }
  }

  private static func parse(_ text: String, decoder: any Decoder) throws -> Color {
    if let color = named[text] { return color }
    if let system = SystemColor(rawValue: text) {
      return system.color(in: SceneTraits.current.appearance)
    }
    let digits = text.dropFirst()
    if text.first == "#", digits.count == 6 || digits.count == 8,
      let value = UInt32(digits, radix: 16)
    {
      if digits.count == 6 { return Color(hex: value) }
      return Color(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
    }
    var message =
      "\(text.quoted()) is not a colour: expected \"#RRGGBB\", \"#RRGGBBAA\" or one of "
      + names.joined(separator: ", ")
    if let close = Suggestion.closest(to: text, among: names) {
      message = "unknown colour \(text.quoted()) (did you mean '\(close)'?)"
    }
    throw DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: message))
  }
}
