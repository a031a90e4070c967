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
  /// The bounds (`[x, y, width, height]`).
  public var bounds: Rect?
  /// The position of the anchor point in the superlayer (`[x, y]`).
  public var position: Point?
  /// The anchor point in unit coordinates (default `[0.5, 0.5]`).
  public var anchorPoint: Point?
  /// The layer's z position.
  public var zPosition: Double?
  /// The transform.
  public var transform: SceneTransform?
  /// The transform applied to the sublayers.
  public var sublayerTransform: SceneTransform?
  /// The opacity, 0...1.
  public var opacity: Double?
  /// Whether the layer is hidden.
  public var hidden: Bool?
  /// The background colour.
  public var backgroundColor: SceneColor?
  /// The corner radius of the background, border and clip.
  public var cornerRadius: Double?
  /// The border width.
  public var borderWidth: Double?
  /// The border colour.
  public var borderColor: SceneColor?
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

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, frame, bounds, position, anchorPoint, zPosition, transform, sublayerTransform
    case opacity, hidden, backgroundColor, cornerRadius, borderWidth, borderColor
    case masksToBounds, doubleSided, userInteractionEnabled, image, contentsScale
    case contentsGravity, text, sublayers, animations, control
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    name = try c.decodeIfPresent(String.self, forKey: .name)
    frame = try c.contains(.frame) ? c.decodeRect(forKey: .frame) : nil
    bounds = try c.contains(.bounds) ? c.decodeRect(forKey: .bounds) : nil
    position = try c.contains(.position) ? c.decodePoint(forKey: .position) : nil
    if frame != nil, bounds != nil || position != nil {
      throw c.error(at: .frame, "give either 'frame' or 'bounds' and 'position', not both")
    }
    anchorPoint = try c.contains(.anchorPoint) ? c.decodePoint(forKey: .anchorPoint) : nil
    zPosition = try decoder.collecting {
      try c.decodeIfPresent(Double.self, forKey: .zPosition)
    }
    transform = try decoder.collecting {
      try c.decodeIfPresent(SceneTransform.self, forKey: .transform)
    }
    sublayerTransform = try decoder.collecting {
      try c.decodeIfPresent(SceneTransform.self, forKey: .sublayerTransform)
    }
    opacity = try decoder.collecting {
      try c.decodeIfPresent(Double.self, forKey: .opacity, in: 0...1, "an opacity 0…1")
    }
    hidden = try decoder.collecting {
      try c.decodeIfPresent(Bool.self, forKey: .hidden)
    }
    backgroundColor = try decoder.collecting {
      try c.decodeIfPresent(SceneColor.self, forKey: .backgroundColor)
    }
    cornerRadius = try decoder.collecting {
      try c.decodeIfPresent(
        Double.self, forKey: .cornerRadius, in: 0...1e6, "a radius of 0 or more")
    }
    borderWidth = try decoder.collecting {
      try c.decodeIfPresent(
        Double.self, forKey: .borderWidth, in: 0...1e6, "a width of 0 or more")
    }
    borderColor = try decoder.collecting {
      try c.decodeIfPresent(SceneColor.self, forKey: .borderColor)
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
