import Animation
import Geometry
import Layers

/// A layer as a scene file writes it: `CALayer`'s properties under their Core Animation
/// names, an image or a line of text, its sublayers, its animations, and optionally the
/// control it is.
public struct SceneLayer: Decodable, Sendable {
  /// The name animations, controls, touches' targets and `--image NAME=PATH` refer to.
  public var name: String?
  /// The frame in the superlayer (`[x, y, width, height]`); or give `bounds` and `position`.
  public var frame: Rect?
  /// The animatable properties the file gives, each under its Core Animation name
  /// (`bounds`, `position`, `anchorPoint`, `zPosition`, `transform`, `sublayerTransform`,
  /// `opacity`, `backgroundColor`, `cornerRadius`, `borderWidth`, `borderColor`, and a
  /// shape's `path`, `fillColor`, `strokeColor`, `lineWidth`, `miterLimit`,
  /// `lineDashPhase`, `strokeStart`, `strokeEnd`).
  public var properties: [LayerProperty: AnimatableValue]
  /// Which points of a self-overlapping path the fill covers (a shape layer's; default
  /// `nonZero`).
  public var fillRule: FillRule?
  /// The shape of the outline's open ends (a shape layer's; default `butt`).
  public var lineCap: StrokeStyle.LineCap?
  /// The shape of the outline's corners (a shape layer's; default `miter`).
  public var lineJoin: StrokeStyle.LineJoin?
  /// Dash and gap lengths, alternately (a shape layer's; default none, a solid outline).
  public var lineDashPattern: [Double]?
  /// Whether the layer is hidden.
  public var hidden: Bool?
  /// Whether the sublayers and contents are clipped to the (rounded) bounds.
  public var masksToBounds: Bool?
  /// Whether the back of the layer shows when it is turned away.
  public var doubleSided: Bool?
  /// Whether touches hit the layer.
  public var userInteractionEnabled: Bool?
  /// A PNG file, relative to the scene file, drawn as the layer's contents.
  public var image: String?
  /// Pixels per point of the image (default 2 for a name ending `@2x.png`, 3 for `@3x.png`,
  /// else 1).
  public var contentsScale: Double?
  /// How the image fits the bounds (default `resize`).
  public var contentsGravity: ContentsGravity?
  /// A line of text drawn in the bounds.
  public var text: SceneText?
  /// The sublayers, back to front.
  public var sublayers: [SceneLayer]
  /// Animations added to this layer.
  public var animations: [SceneAnimation]
  /// The control this layer is, if any.
  public var control: SceneControl?

  /// The keys of a layer: its own, and every animatable property's name.
  struct CodingKeys: CodingKey, CaseIterable, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }

    static let name = Self("name")
    static let frame = Self("frame")
    static let hidden = Self("hidden")
    static let masksToBounds = Self("masksToBounds")
    static let doubleSided = Self("doubleSided")
    static let userInteractionEnabled = Self("userInteractionEnabled")
    static let image = Self("image")
    static let contentsScale = Self("contentsScale")
    static let contentsGravity = Self("contentsGravity")
    static let text = Self("text")
    static let sublayers = Self("sublayers")
    static let animations = Self("animations")
    static let control = Self("control")
    static let fillRule = Self("fillRule")
    static let lineCap = Self("lineCap")
    static let lineJoin = Self("lineJoin")
    static let lineDashPattern = Self("lineDashPattern")

    /// The keys only a shape layer (one with a `path`) takes.
    static let shapeKeys: [Self] =
      LayerProperty.allCases.filter { $0 != .path && ShapeContent.owns($0) }.map(property)
      + [fillRule, lineCap, lineJoin, lineDashPattern]

    /// The key of an animatable property.
    static func property(_ property: LayerProperty) -> Self { Self(property.rawValue) }

    static let allCases: [Self] =
      [name, frame] + LayerProperty.allCases.map(property)
      + [
        hidden, masksToBounds, doubleSided, userInteractionEnabled, image, contentsScale,
        contentsGravity, text, sublayers, animations, control, fillRule, lineCap, lineJoin,
        lineDashPattern,
      ]
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    name = try c.decodeIfPresent(String.self, forKey: .name)
    frame = try c.contains(.frame) ? c.decodeRect(forKey: .frame) : nil
    var properties: [LayerProperty: AnimatableValue] = [:]
    for property in LayerProperty.allCases where c.contains(.property(property)) {
      properties[property] = try decoder.collecting {
        try c.decodeValue(of: property, forKey: .property(property))
      }
    }
    self.properties = properties
    if frame != nil, c.contains(.property(.bounds)) || c.contains(.property(.position)) {
      throw c.error(at: .frame, "give either 'frame' or 'bounds' and 'position', not both")
    }
    if !c.contains(.property(.path)), let key = CodingKeys.shapeKeys.first(where: c.contains) {
      throw c.error(
        at: key, "'\(key.stringValue)' belongs to a shape layer: give the layer a 'path'")
    }
    fillRule = try decoder.collecting {
      try c.contains(.fillRule) ? c.decodeName(FillRule.self, forKey: .fillRule, "fillRule") : nil
    }
    lineCap = try decoder.collecting {
      try c.contains(.lineCap)
        ? c.decodeName(StrokeStyle.LineCap.self, forKey: .lineCap, "lineCap") : nil
    }
    lineJoin = try decoder.collecting {
      try c.contains(.lineJoin)
        ? c.decodeName(StrokeStyle.LineJoin.self, forKey: .lineJoin, "lineJoin") : nil
    }
    lineDashPattern = try decoder.collecting { try Self.decodeDashPattern(c) }
    hidden = try decoder.collecting {
      try c.decodeIfPresent(Bool.self, forKey: .hidden)
    }
    masksToBounds = try decoder.collecting {
      try c.decodeIfPresent(Bool.self, forKey: .masksToBounds)
    }
    doubleSided = try decoder.collecting {
      try c.decodeIfPresent(Bool.self, forKey: .doubleSided)
    }
    userInteractionEnabled = try decoder.collecting {
      try c.decodeIfPresent(Bool.self, forKey: .userInteractionEnabled)
    }
    image = try c.decodeIfPresent(String.self, forKey: .image)
    if let image, image.isEmpty { throw c.error(at: .image, "expected a PNG file's path") }
    contentsScale = try decoder.collecting {
      try c.decodeIfPresent(
        Double.self, forKey: .contentsScale, in: 0.1...16, "pixels per point from 0.1 to 16")
    }
    contentsGravity = try decoder.collecting {
      try c.contains(.contentsGravity)
        ? c.decodeName(ContentsGravity.self, forKey: .contentsGravity, "contentsGravity") : nil
    }
    text = try decoder.collecting {
      try c.decodeIfPresent(SceneText.self, forKey: .text)
    }
    sublayers = try c.decodeEach(SceneLayer.self, forKey: .sublayers) ?? []
    animations = try c.decodeEach(SceneAnimation.self, forKey: .animations) ?? []
    control = try c.decodeIfPresent(SceneControl.self, forKey: .control)
    if let control, control.makesOwnLayer, frame == nil {
      throw c.error(at: .control, "a \(control.kind.rawValue) needs the layer's 'frame'")
    }
  }

  /// `lineDashPattern`: lengths from 0 to 1e6, not all 0 (which would draw nothing).
  private static func decodeDashPattern(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> [Double]?
  {
    guard c.contains(.lineDashPattern) else { return nil }
    var list = try c.nestedUnkeyedContainer(forKey: .lineDashPattern)
    var lengths: [Double] = []
    while !list.isAtEnd {
      let element = try list.superDecoder()
      let length = try element.singleValueContainer().decode(Double.self)
      guard (0...1e6).contains(length) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: element.codingPath,
            debugDescription: "expected a length from 0 to 1000000, found \(number(length))"))
      }
      lengths.append(length)
    }
    if !lengths.isEmpty, lengths.allSatisfy({ $0 == 0 }) {
      throw c.error(
        at: .lineDashPattern,
        "a dash pattern of only zeros has no dash to draw: give a dash a length above 0, "
          + "or leave 'lineDashPattern' out for a solid outline")
    }
    return lengths
  }
}

/// A line of text as a scene file writes it: `{"string": "Hello", "fontSize": 17,
/// "color": "black", "alignment": "center"}`.
public struct SceneText: Decodable, Sendable {
  /// The text.
  public var string: String
  /// The font size in points (default 17).
  public var fontSize: Double
  /// The colour (default black).
  public var color: SceneColor?
  /// Horizontal placement (default centred).
  public var alignment: TextContent.Alignment

  enum CodingKeys: String, CodingKey, CaseIterable {
    case string, fontSize, color, alignment
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    string = try c.decode(String.self, forKey: .string)
    fontSize =
      try c.decodeIfPresent(Double.self, forKey: .fontSize, in: 1...1000, "a size from 1 to 1000")
      ?? 17
    color = try c.decodeIfPresent(SceneColor.self, forKey: .color)
    alignment =
      try c.contains(.alignment)
      ? c.decodeName(TextContent.Alignment.self, forKey: .alignment, "alignment") : .center
  }

  /// The text content it describes.
  public var content: TextContent {
    TextContent(string, fontSize: fontSize, color: color?.color ?? .black, alignment: alignment)
  }
}
