import Interaction
import Layers
import Pixels

/// Text drawn in a layer's bounds as a scene file writes it: as a `UILabel` draws it
/// (`{"string": "Hello", "fontWeight": "bold", "numberOfLines": 2}`), or, with
/// `"textLayer": true`, as a `CATextLayer` does, each with its own keys and defaults; one
/// `string`, or `runs` in fonts and colours of their own.
public struct SceneText: Decodable, Sendable {
  /// Whose keys and defaults a text takes: UIKit's label's or Core Animation's text layer's.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// `UILabel`'s: `numberOfLines` (1), `lineBreakMode` (`byTruncatingTail`) and
    /// `alignment`; black text at 17 pt, centred vertically, drawn at the screen's scale.
    case label
    /// `CATextLayer`'s: `isWrapped` (false), `truncationMode` (`none`), `alignmentMode`
    /// (`natural`) and `contentsScale` (1); white text at 36 pt against the top edge.
    case textLayer

    /// The class whose keys these are.
    var className: String {
      switch self {
      case .label: "UILabel"
      case .textLayer: "CATextLayer"
      }
    }
  }

  /// Whose keys and defaults the text takes (default `label`).
  public var style: Style
  /// The text as the layer holds it. A font file's path is as the scene file writes it; the
  /// scene built from the file resolves it against the file's folder.
  public var content: TextContent
  /// The largest font size of the text's runs, in points: the text's own (default 17 for a
  /// label, 36 for a text layer) unless a run gives a larger one. It bounds every glyph's
  /// size, so an estimate of the text's pixels from it holds for every run.
  public var fontSize: Double
  /// Every font file the text names, with where it is named.
  var fontFiles: [FontFile]

  /// All the runs' characters.
  public var string: String { content.string }

  /// A font file a text names: its path as written, and the key that names it, from the
  /// text object (`font`, or `runs[1].font`).
  struct FontFile {
    let path: String
    let key: [JSONPath.Component]
  }

  enum CodingKeys: String, CodingKey, CaseIterable, SceneTextAttributeKey {
    case string, runs, fontSize, fontWeight, italic, font, color, foregroundColor, alignment
    case numberOfLines, lineBreakMode, textLayer, isWrapped, truncationMode, alignmentMode
    case contentsScale, textStyle
  }

  /// The keys of one run of an attributed text.
  enum RunKeys: String, CodingKey, CaseIterable, SceneTextAttributeKey {
    case string, fontSize, fontWeight, italic, font, color
  }

  /// The keys only one style takes, each with the other style's keys that say the same.
  private static let styleKeys: [CodingKeys: (style: Style, counterparts: [CodingKeys])] = [
    .numberOfLines: (.label, [.isWrapped]),
    .lineBreakMode: (.label, [.isWrapped, .truncationMode]),
    .alignment: (.label, [.alignmentMode]),
    .isWrapped: (.textLayer, [.numberOfLines]),
    .truncationMode: (.textLayer, [.lineBreakMode]),
    .alignmentMode: (.textLayer, [.alignment]),
    .foregroundColor: (.textLayer, [.color]),
    .contentsScale: (.textLayer, []),
  ]

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(
      keyedBy: CodingKeys.self,
      expecting: "a text: {\"string\": …} or {\"runs\": […]}, with its font and layout")
    style = try c.decodeIfPresent(Bool.self, forKey: .textLayer) == true ? .textLayer : .label
    try Self.checkStyle(style, c)
    let given = try c.allKeys.filter {
      try [.string, .runs].contains($0) && !c.decodeNil(forKey: $0)
    }
    if given.count > 1 {
      throw c.error(at: given[1], "give either 'string' or 'runs', not both")
    }
    var own = try SceneTextAttributes(c, decoder: decoder)
    if c.contains(.foregroundColor) {
      if c.contains(.color) {
        let second = c.allKeys.last { $0 == .color || $0 == .foregroundColor }!
        throw c.error(at: second, "give either 'color' or 'foregroundColor', not both")
      }
      own.color = try decoder.collecting {
        try c.decodeIfPresent(SceneColor.self, forKey: .foregroundColor)?.color
      }
    }
    try own.checkFamily(own.family, c)
    let textStyle = try decoder.collecting { try Self.decodeTextStyle(c) }
    let font = TextFont(
      own.family ?? .system,
      size: own.fontSize ?? textStyle?.size(at: SceneTraits.current.contentSize)
        ?? (style == .label ? 17 : 36),
      weight: own.fontWeight ?? textStyle?.weight ?? .regular,
      isItalic: own.italic ?? false)
    let color =
      own.color
      ?? (style == .label ? SystemColor.label.color(in: SceneTraits.current.appearance) : .white)
    var fontFiles: [FontFile] = []
    if case .file(let path) = own.family {
      fontFiles.append(FontFile(path: path, key: [.key("font")]))
    }
    let runs: [TextRun]
    if given == [.runs] {
      runs = try Self.decodeRuns(c, own: own, font: font, color: color, fontFiles: &fontFiles)
    } else {
      guard let string = try c.decodeIfPresent(String.self, forKey: .string) else {
        throw c.error(
          at: .string,
          "missing required key 'string' (or 'runs', for runs of their own fonts and colours)")
      }
      runs = [TextRun(string, font: font, color: color)]
    }
    self.fontFiles = fontFiles
    fontSize = runs.map(\.font.size).max() ?? font.size
    switch style {
    case .label: content = try Self.label(runs, c, decoder: decoder)
    case .textLayer: content = try Self.textLayer(runs, c, decoder: decoder)
    }
    if let problem = content.problem {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: problem))
    }
  }

  /// `textStyle`: a Dynamic Type style by UIKit's name, sizing the system font for the file's
  /// content size; refused beside `fontSize` or with a font file, which it would not size.
  private static func decodeTextStyle(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> TextStyle?
  {
    guard c.contains(.textStyle) else { return nil }
    let style = try c.decodeName(TextStyle.self, forKey: .textStyle, "text style")
    for key in [CodingKeys.fontSize, .font] where c.contains(key) {
      throw c.error(
        at: .textStyle,
        "give either 'textStyle' or '\(key.stringValue)': a text style sets the system "
          + "font's size for the content size")
    }
    return style
  }

  /// Natural alignment in the file's layout direction: right in a right-to-left layout, as
  /// UIKit aligns natural text there; otherwise as each paragraph's direction says.
  private static func resolved(_ alignment: TextContent.Alignment) -> TextContent.Alignment {
    alignment == .natural && SceneTraits.current.layoutDirection == .rightToLeft
      ? .right : alignment
  }

  /// `runs`: at least one, each taking `font` and `color` (the text's) where it gives no
  /// attribute of its own; the font files they name are added to `fontFiles`.
  private static func decodeRuns(
    _ c: KeyedDecodingContainer<CodingKeys>, own: SceneTextAttributes, font: TextFont,
    color: Color, fontFiles: inout [FontFile]
  ) throws -> [TextRun] {
    var list = try c.nestedUnkeyedContainer(forKey: .runs)
    if list.isAtEnd {
      throw c.error(
        at: .runs, "a text needs at least one run (for no text, give \"string\": \"\")")
    }
    var runs: [TextRun] = []
    while !list.isAtEnd {
      let key: [JSONPath.Component] = [.key("runs"), .index(list.currentIndex)]
      let run = try list.superDecoder()
      let r = try run.container(
        keyedBy: RunKeys.self, expecting: "a run: {\"string\": …}, with its font and colour")
      let string = try r.decode(String.self, forKey: .string)
      let attributes = try SceneTextAttributes(r, decoder: run)
      try attributes.checkFamily(attributes.family ?? own.family, r)
      if case .file(let path) = attributes.family {
        fontFiles.append(FontFile(path: path, key: key + [.key("font")]))
      }
      let runFont = TextFont(
        attributes.family ?? font.family, size: attributes.fontSize ?? font.size,
        weight: attributes.fontWeight ?? font.weight,
        isItalic: attributes.italic ?? font.isItalic)
      runs.append(TextRun(string, font: runFont, color: attributes.color ?? color))
    }
    return runs
  }

  /// Throws at the first key of the other style than `style`, naming a key of the text's own
  /// style written beside it, or the keys of its own style that say the same.
  private static func checkStyle(_ style: Style, _ c: KeyedDecodingContainer<CodingKeys>)
    throws
  {
    let keys = c.allKeys
    guard let key = keys.first(where: { styleKeys[$0].map { $0.style != style } ?? false }),
      let entry = styleKeys[key]
    else { return }
    let (other, counterparts) = entry
    let ownKeys = keys.filter { styleKeys[$0]?.style == style }
    let owned = ownKeys.first(where: counterparts.contains) ?? ownKeys.first
    let lead = "'\(key.stringValue)' is \(other.className)'s key"
    let textLayer = "\"textLayer\": true"
    let message: String
    switch (style, owned) {
    case (.label, let owned?):
      message =
        "\(lead) and '\(owned.stringValue)' UILabel's, and a text is drawn by one of them: "
        + "leave out '\(key.stringValue)' for a UILabel, or give \(textLayer) and leave out "
        + "'\(owned.stringValue)' for a CATextLayer"
    case (.label, nil):
      let instead =
        counterparts.isEmpty
        ? " (a UILabel's text is drawn at the screen's scale)"
        : ", or UILabel's \(listed(counterparts)) instead"
      message =
        "\(lead), and this text is drawn as a UILabel: give \(textLayer) for a CATextLayer"
        + instead
    case (.textLayer, let owned?):
      message =
        "\(lead) and '\(owned.stringValue)' CATextLayer's, and this text is drawn as a "
        + "CATextLayer (\(textLayer)): leave out '\(key.stringValue)'"
    case (.textLayer, nil):
      message =
        "\(lead), and this text is drawn as a CATextLayer (\(textLayer)): give CATextLayer's "
        + "\(listed(counterparts)) instead"
    }
    throw c.error(at: key, message)
  }

  /// `'a'`, or `'a' and 'b'`.
  private static func listed(_ keys: [CodingKeys]) -> String {
    keys.map { "'\($0.stringValue)'" }.joined(separator: " and ")
  }

  /// Other names for the alignments, lowercased: SwiftUI's and CSS's words.
  private static let otherAlignmentNames: [String: TextContent.Alignment] = [
    "leading": .natural, "start": .natural, "middle": .center, "justify": .justified,
  ]

  /// The most lines `numberOfLines` may ask for.
  static let maxNumberOfLines = 1_000_000

  /// The text laid out as `UILabel` lays it out: `numberOfLines` lines at most (wrapping
  /// when it is not 1), broken and truncated as `lineBreakMode` says, centred vertically.
  private static func label(
    _ runs: [TextRun], _ c: KeyedDecodingContainer<CodingKeys>, decoder: any Decoder
  ) throws -> TextContent {
    let lines =
      try decoder.collecting { () -> Int? in
        guard let count = try c.decodeIfPresent(Double.self, forKey: .numberOfLines) else {
          return nil
        }
        guard count == count.rounded(), (0...Double(maxNumberOfLines)).contains(count) else {
          throw c.error(
            at: .numberOfLines,
            "expected a whole number of lines from 0 (no limit) to \(maxNumberOfLines), "
              + "found \(number(count))")
        }
        return Int(count)
      } ?? 1
    let mode =
      try decoder.collecting {
        try c.contains(.lineBreakMode) ? LineBreakMode.decode(c, forKey: .lineBreakMode) : nil
      } ?? .byTruncatingTail
    let alignment =
      try decoder.collecting {
        try c.contains(.alignment)
          ? c.decodeName(
            TextContent.Alignment.self, forKey: .alignment, "alignment",
            otherNames: otherAlignmentNames,
            names: "NSTextAlignment's are \(TextContent.Alignment.listedNames)") : nil
      } ?? .center
    return TextContent(
      runs: runs, alignment: resolved(alignment), wrapping: lines == 1 ? .none : mode.wrapping,
      truncation: mode.truncation, maximumLines: lines, verticalPlacement: .center)
  }

  /// The text laid out as `CATextLayer` lays it out: wrapped at words when `isWrapped`,
  /// truncated as `truncationMode` says, against the top edge, and rasterized at
  /// `contentsScale` pixels a point.
  private static func textLayer(
    _ runs: [TextRun], _ c: KeyedDecodingContainer<CodingKeys>, decoder: any Decoder
  ) throws -> TextContent {
    let isWrapped =
      try decoder.collecting { try c.decodeIfPresent(Bool.self, forKey: .isWrapped) } ?? false
    let truncation =
      try decoder.collecting {
        try c.contains(.truncationMode)
          ? c.decodeName(
            TruncationMode.self, forKey: .truncationMode, "truncation mode",
            otherNames: TruncationMode.otherNames,
            names: "CATextLayer's modes are \(TruncationMode.listedNames)"
          ).truncation : nil
      } ?? .none
    let alignment =
      try decoder.collecting {
        try c.contains(.alignmentMode)
          ? c.decodeName(
            TextContent.Alignment.self, forKey: .alignmentMode, "alignment mode",
            otherNames: otherAlignmentNames,
            names: "CATextLayer's are \(TextContent.Alignment.listedNames)") : nil
      } ?? .natural
    let scale =
      try decoder.collecting { () -> Double? in
        guard let scale = try c.decodeIfPresent(Double.self, forKey: .contentsScale) else {
          return nil
        }
        guard scale > 0, scale <= 16 else {
          throw c.error(
            at: .contentsScale,
            "expected pixels per point above 0 and at most 16, found \(number(scale))")
        }
        return scale
      } ?? 1
    return TextContent(
      runs: runs, alignment: resolved(alignment), wrapping: isWrapped ? .words : .none,
      truncation: truncation, maximumLines: 0, verticalPlacement: .top, rasterScale: scale)
  }
}

/// `UILabel`'s `lineBreakMode`, by `NSLineBreakMode`'s names.
enum LineBreakMode: String, CaseIterable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle

  /// Where a label of more than one line breaks its lines in this mode: between
  /// characters for `byCharWrapping`, else at words.
  var wrapping: TextContent.Wrapping { self == .byCharWrapping ? .characters : .words }

  /// Where "…" goes in this mode.
  var truncation: TextContent.Truncation {
    switch self {
    case .byTruncatingHead: .head
    case .byTruncatingMiddle: .middle
    case .byTruncatingTail: .tail
    case .byWordWrapping, .byCharWrapping, .byClipping: .none
    }
  }

  /// Other names for the modes, lowercased: CATextLayer's truncation modes, CSS's words and
  /// the names without "by".
  private static let otherNames: [String: LineBreakMode] = [
    "start": .byTruncatingHead, "head": .byTruncatingHead, "middle": .byTruncatingMiddle,
    "end": .byTruncatingTail, "tail": .byTruncatingTail, "ellipsis": .byTruncatingTail,
    "clip": .byClipping, "clipping": .byClipping, "none": .byClipping,
    "wordwrap": .byWordWrapping, "words": .byWordWrapping, "word": .byWordWrapping,
    "charwrap": .byCharWrapping, "characters": .byCharWrapping, "character": .byCharWrapping,
  ]

  /// The mode named under `key`, with the name meant suggested for a wrong one.
  static func decode<Key: CodingKey>(_ c: KeyedDecodingContainer<Key>, forKey key: Key) throws
    -> LineBreakMode
  {
    try c.decodeName(
      LineBreakMode.self, forKey: key, "line break mode", otherNames: otherNames,
      names: "UILabel's modes are \(listedNames)")
  }
}

/// `CATextLayer`'s `truncationMode`, by `CATextLayerTruncationMode`'s names.
enum TruncationMode: String, CaseIterable {
  case none, start, middle, end

  /// Other names for the modes, lowercased: `UILabel`'s line break modes and the words for
  /// the ends.
  static let otherNames: [String: TruncationMode] = [
    "head": .start, "bytruncatinghead": .start, "bytruncatingmiddle": .middle, "tail": .end,
    "bytruncatingtail": .end, "clip": .none, "byclipping": .none,
  ]

  /// Where "…" goes in this mode.
  var truncation: TextContent.Truncation {
    switch self {
    case .none: .none
    case .start: .head
    case .middle: .middle
    case .end: .tail
    }
  }
}
