import Interaction
import Pixels

/// A fluid button's colours: `"flat"`, `"ghost"`, or an object with `background`,
/// `highlightedBackground`, `title`, `highlightedTitle`, `border`, `highlightedBorder`
/// and `borderWidth` (each defaulting to the flat style's).
public struct SceneFluidStyle: Decodable, Sendable {
  /// The style.
  public var style: FluidButton.Style

  enum CodingKeys: String, CodingKey, CaseIterable {
    case background, highlightedBackground, title, highlightedTitle, border, highlightedBorder
    case borderWidth
  }

  public init(from decoder: any Decoder) throws {
    // A probe of the value's form: the next form tried, or its error, follows.
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      switch name {
      case "flat": style = .flat
      case "ghost": style = .ghost
      default:
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: Suggestion.unknown("style", name, among: ["flat", "ghost"])))
      }
      return
    }
    let c = try decoder.container(
      keyedBy: CodingKeys.self, expecting: "a style: \"flat\", \"ghost\" or an object of colours")
    var style = FluidButton.Style.flat
    func color(_ key: CodingKeys, _ into: inout Color) throws {
      if let value = try c.decodeIfPresent(SceneColor.self, forKey: key) { into = value.color }
    }
    try color(.background, &style.background)
    try color(.highlightedBackground, &style.highlightedBackground)
    try color(.title, &style.title)
    try color(.highlightedTitle, &style.highlightedTitle)
    try color(.border, &style.border)
    try color(.highlightedBorder, &style.highlightedBorder)
    style.borderWidth =
      try c.decodeIfPresent(Double.self, forKey: .borderWidth, in: 0...1000, "a width of 0 or more")
      ?? style.borderWidth
    self.style = style
  }
}
