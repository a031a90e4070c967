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
  /// `lineDashPhase`, `strokeStart`, `strokeEnd`; the shadow's `shadowColor`,
  /// `shadowOpacity`, `shadowOffset`, `shadowRadius`, `shadowPath`; a gradient's `colors`,
  /// `locations`, `startPoint`, `endPoint`; a replicator's `instanceTransform`,
  /// `instanceDelay`, `instanceColor` and colour offsets).
  public var properties: [LayerProperty: AnimatableValue]
  /// How a gradient layer's colours spread (a gradient layer's, one with `colors`; default
  /// `axial`).
  public var gradientType: GradientContent.Kind?
  /// How many copies of its sublayers a replicator layer draws; a layer with one is a
  /// replicator.
  public var instanceCount: Int?
  /// What makes the layer a particle emitter, as a `CAEmitterLayer`; nil for other layers.
  public var emitter: SceneEmitter?
  /// Whether a replicator's copies keep their depth (a replicator's; default false).
  public var preservesDepth: Bool?
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
  /// Text drawn in the bounds, as a `UILabel` or a `CATextLayer` draws it.
  public var text: SceneText?
  /// The sublayers, back to front.
  public var sublayers: [SceneLayer]
  /// Animations added to this layer.
  public var animations: [SceneAnimation]
  /// The control this layer is, if any.
  public var control: SceneControl?
  /// Constraints that place the layer in place of a frame, nil when its frame is given.
  public var layout: [SceneLayoutConstraint]?
  /// How the layer lines up its sublayers, if it is a stack.
  public var stack: SceneStack?
  /// How strongly the layer keeps from growing past its intrinsic size (default 250 on
  /// each axis), horizontally and vertically.
  public var hugging: (horizontal: Double, vertical: Double)?
  /// How strongly the layer keeps from shrinking below its intrinsic size (default 750 on
  /// each axis), horizontally and vertically.
  public var compressionResistance: (horizontal: Double, vertical: Double)?
  /// Holds the mask, since a value cannot hold itself directly.
  private var maskStorage: [SceneLayer] = []

  /// The layer whose alpha, in this layer's coordinates, masks this layer and its sublayers
  /// (`CALayer.mask`); written inside the layer it masks, so it is never in the tree.
  public var mask: SceneLayer? { maskStorage.first }

  /// Which of Core Animation's layer classes a layer is, by the key that makes it one.
  enum Kind: String {
    case shape, gradient, replicator, emitter

    /// The key that makes a layer of this kind.
    var declaringKey: CodingKeys {
      switch self {
      case .shape: .property(.path)
      case .gradient: .property(.colors)
      case .replicator: .instanceCount
      case .emitter: .emitter
      }
    }

    /// How a message asks for that key.
    var request: String {
      switch self {
      case .shape: "give the layer a 'path'"
      case .gradient: "give the layer 'colors'"
      case .replicator: "give the layer an 'instanceCount'"
      case .emitter: "give the layer an 'emitter'"
      }
    }

    /// The keys only a layer of this kind takes, the declaring key left out.
    var keys: [CodingKeys] {
      switch self {
      case .shape: CodingKeys.shapeKeys
      case .gradient: CodingKeys.gradientKeys
      case .replicator: CodingKeys.replicatorKeys
      case .emitter: []
      }
    }

    /// The kind whose properties `property` is, nil for every layer's own.
    init?(owning property: LayerProperty) {
      if ShapeContent.owns(property) {
        self = .shape
      } else if GradientContent.owns(property) {
        self = .gradient
      } else if ReplicatorContent.owns(property) {
        self = .replicator
      } else {
        return nil
      }
    }
  }

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
    static let type = Self("type")
    static let instanceCount = Self("instanceCount")
    static let emitter = Self("emitter")
    static let preservesDepth = Self("preservesDepth")
    static let mask = Self("mask")
    static let layout = Self("layout")
    static let stack = Self("stack")
    static let hugging = Self("hugging")
    static let compressionResistance = Self("compressionResistance")

    /// The keys only a shape layer (one with a `path`) takes.
    static let shapeKeys: [Self] =
      LayerProperty.allCases.filter { $0 != .path && ShapeContent.owns($0) }.map(property)
      + [fillRule, lineCap, lineJoin, lineDashPattern]
    /// The keys only a gradient layer (one with `colors`) takes.
    static let gradientKeys: [Self] =
      LayerProperty.allCases.filter { $0 != .colors && GradientContent.owns($0) }.map(property)
      + [type]
    /// The keys only a replicator layer (one with an `instanceCount`) takes.
    static let replicatorKeys: [Self] =
      LayerProperty.allCases.filter(ReplicatorContent.owns).map(property) + [preservesDepth]
    /// The shadow's keys that show only with a `shadowOpacity` above 0.
    static let shadowKeys: [Self] =
      [LayerProperty.shadowColor, .shadowOffset, .shadowRadius]
      .map(property) + [property(.shadowPath)]

    /// The key of an animatable property.
    static func property(_ property: LayerProperty) -> Self { Self(property.rawValue) }

    static let allCases: [Self] =
      [name, frame] + LayerProperty.allCases.map(property)
      + [
        hidden, masksToBounds, doubleSided, userInteractionEnabled, image, contentsScale,
        contentsGravity, text, sublayers, animations, control, fillRule, lineCap, lineJoin,
        lineDashPattern, type, instanceCount, preservesDepth, emitter, mask, layout, stack,
        hugging, compressionResistance,
      ]
  }

  public init(from decoder: any Decoder) throws {
    // Each key is checked on its own, so that `validate` lists every problem of the layer.
    let c = try decoder.container(keyedBy: CodingKeys.self)
    name = try decoder.collecting { try c.decodeIfPresent(String.self, forKey: .name) }
    frame = try decoder.collecting { try c.contains(.frame) ? c.decodeRect(forKey: .frame) : nil }
    var properties: [LayerProperty: AnimatableValue] = [:]
    for property in Self.textProperties where c.contains(.property(property)) {
      _ = try decoder.collecting { () -> Void? in
        throw c.error(
          at: .property(property),
          "'\(property.rawValue)' is a key path to animate, not a layer key: set the text's "
            + "size and colour in 'text' ('fontSize', 'color')")
      }
    }
    for property in LayerProperty.allCases
    where c.contains(.property(property)) && !Self.textProperties.contains(property) {
      properties[property] = try decoder.collecting {
        try c.decodeValue(of: property, forKey: .property(property))
      }
    }
    self.properties = properties
    try decoder.checking { try Self.checkGradient(properties, c) }
    try decoder.checking {
      if c.contains(.frame), c.contains(.property(.bounds)) || c.contains(.property(.position)) {
        throw c.error(at: .frame, "give either 'frame' or 'bounds' and 'position', not both")
      }
    }
    try decoder.checking { try Self.checkKind(c) }
    gradientType = try decoder.collecting {
      try c.contains(.type) ? Self.decodeGradientType(c) : nil
    }
    instanceCount = try decoder.collecting { try Self.decodeInstanceCount(c) }
    emitter = try decoder.collecting {
      try c.decodeIfPresent(SceneEmitter.self, forKey: .emitter)
    }
    preservesDepth = try decoder.collecting {
      try c.decodeIfPresent(Bool.self, forKey: .preservesDepth)
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
    image = try decoder.collecting {
      let image = try c.decodeIfPresent(String.self, forKey: .image)
      if let image, image.isEmpty { throw c.error(at: .image, "expected a PNG file's path") }
      return image
    }
    contentsScale = try decoder.collecting {
      try c.decodeIfPresent(
        Double.self, forKey: .contentsScale, in: 0.1...16, "pixels per point from 0.1 to 16")
    }
    try decoder.checking {
      if c.contains(.contentsScale), !c.contains(.image), c.contains(.text) {
        throw c.error(
          at: .contentsScale,
          "a layer's 'contentsScale' is its image's pixels per point, and this layer has no "
            + "'image': a text layer's goes in its text, {\"textLayer\": true, "
            + "\"contentsScale\": 2, …}")
      }
    }
    contentsGravity = try decoder.collecting {
      try c.contains(.contentsGravity)
        ? c.decodeName(ContentsGravity.self, forKey: .contentsGravity, "contentsGravity") : nil
    }
    text = try decoder.collecting {
      try c.decodeIfPresent(SceneText.self, forKey: .text)
    }
    sublayers = try decoder.collecting(placeholder: []) {
      try c.decodeEach(SceneLayer.self, forKey: .sublayers) ?? []
    }
    animations = try decoder.collecting(placeholder: []) {
      try c.decodeEach(SceneAnimation.self, forKey: .animations) ?? []
    }
    control = try decoder.collecting {
      try c.decodeIfPresent(SceneControl.self, forKey: .control)
    }
    try decodeLayout(c, decoder)
    let mask = try decoder.collecting { () throws -> SceneLayer? in
      guard let mask = try c.decodeIfPresent(SceneLayer.self, forKey: .mask) else { return nil }
      if mask.control != nil {
        let inner = try c.nestedContainer(keyedBy: CodingKeys.self, forKey: .mask)
        throw inner.error(
          at: .control,
          "a mask is neither drawn nor touched (only its alpha is used), so it cannot be a "
            + "control")
      }
      return mask
    }
    maskStorage = mask.map { [$0] } ?? []
    if instanceCount != nil, sublayers.isEmpty {
      try decoder.checking {
        throw c.error(
          at: .instanceCount,
          "a replicator draws copies of its sublayers, and this layer has none: give it "
            + "'sublayers'")
      }
    }
    let animations = animations
    try decoder.checking { try Self.checkShadow(c, animations: animations) }
    if let log = ProblemLog.current, let located = decoder as? ValueDecoder {
      log.layersRead.append((self, located.path))
    }
  }

  /// `layout`, `stack`, `hugging` and `compressionResistance`, refusing a frame beside
  /// `layout` and priorities on a layer without an intrinsic size.
  private mutating func decodeLayout(
    _ c: KeyedDecodingContainer<CodingKeys>, _ decoder: any Decoder
  ) throws {
    layout = try decoder.collecting {
      try c.decodeEach(SceneLayoutConstraint.self, forKey: .layout)
    }
    try decoder.checking {
      guard c.contains(.layout) else { return }
      let placing: [CodingKeys] = [.frame, .property(.position), .property(.bounds)]
      if let key = placing.first(where: c.contains) {
        throw c.error(
          at: key,
          "'\(key.stringValue)' and 'layout' both place the layer: give one of them (a size "
            + "is {\"anchor\": \"width\", \"equalTo\": 120})")
      }
    }
    stack = try decoder.collecting { try c.decodeIfPresent(SceneStack.self, forKey: .stack) }
    hugging = try decoder.collecting { try c.decodeAxisPriorities(forKey: .hugging) }
    compressionResistance = try decoder.collecting {
      try c.decodeAxisPriorities(forKey: .compressionResistance)
    }
    for key in [CodingKeys.hugging, .compressionResistance] where c.contains(key) {
      guard !c.contains(.text), !c.contains(.image) else { continue }
      try decoder.checking {
        throw c.error(
          at: key,
          "'\(key.stringValue)' is the priority of the layer's intrinsic size, and only a "
            + "layer with 'text' or an 'image' has one")
      }
    }
  }

  /// The properties of a layer's text, set inside `text` and animated by key path.
  static let textProperties: [LayerProperty] = [.fontSize, .foregroundColor]

  /// Throws at a class's key on a layer without the key that makes it one of that class
  /// ('strokeEnd' without a 'path'), and at the second declaring key of a layer that would
  /// be of two classes, as no Core Animation layer is.
  private static func checkKind(_ c: KeyedDecodingContainer<CodingKeys>) throws {
    let kinds: [Kind] = [.shape, .gradient, .replicator, .emitter]
    for kind in kinds where !c.contains(kind.declaringKey) {
      if let key = kind.keys.first(where: c.contains) {
        throw c.error(
          at: key, "'\(key.stringValue)' belongs to a \(kind) layer: \(kind.request)")
      }
    }
    let declared = kinds.filter { c.contains($0.declaringKey) }
    if declared.count > 1 {
      let names = declared.map { "'\($0.declaringKey.stringValue)'" }
      throw c.error(
        at: declared[1].declaringKey,
        "a layer is one of a shape, a gradient, a replicator or an emitter, as in Core "
          + "Animation, but "
          + "this one has \(names[0]) and \(names[1]): put one of them in a sublayer")
    }
  }

  /// Throws when a gradient has no colour, or locations that differ in number from its
  /// colours.
  private static func checkGradient(
    _ properties: [LayerProperty: AnimatableValue], _ c: KeyedDecodingContainer<CodingKeys>
  ) throws {
    if case .colors(let colors)? = properties[.colors], colors.isEmpty {
      throw c.error(
        at: .property(.colors),
        "a gradient needs at least one colour (one fills the bounds, two or more blend)")
    }
    guard case .colors(let colors)? = properties[.colors],
      case .numbers(let locations)? = properties[.locations], colors.count != locations.count
    else { return }
    throw c.error(
      at: .property(.locations),
      "the gradient has \(colors.count) colors but \(locations.count) locations: give one "
        + "location per colour, or leave 'locations' out to space the colours evenly")
  }

  /// `type`: a gradient's kind, with Core Animation's names; "linear" is taken for the
  /// axial gradient it means elsewhere.
  private static func decodeGradientType(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> GradientContent.Kind
  {
    let text = try c.decode(String.self, forKey: .type)
    if let kind = GradientContent.Kind(rawValue: text) { return kind }
    let other = ["linear": "axial", "angular": "conic", "sweep": "conic", "conical": "conic"]
    if let meant = other[text.lowercased()] {
      throw c.error(
        at: .type,
        "unknown gradient type \(text.quoted()) (did you mean '\(meant)'? Core Animation's "
          + "types are axial, radial and conic)")
    }
    throw c.error(
      at: .type,
      Suggestion.unknown(
        "gradient type", text, among: GradientContent.Kind.allCases.map(\.rawValue)))
  }

  /// The most copies a replicator may draw; the copies count as layers against the
  /// layer limit too.
  static let maxInstanceCount = 1_000_000

  /// `instanceCount`: a whole number from 0 (no copy) to ``maxInstanceCount``.
  private static func decodeInstanceCount(_ c: KeyedDecodingContainer<CodingKeys>) throws
    -> Int?
  {
    guard let count = try c.decodeIfPresent(Double.self, forKey: .instanceCount) else {
      return nil
    }
    guard count == count.rounded(), (0...Double(maxInstanceCount)).contains(count) else {
      throw c.error(
        at: .instanceCount,
        "expected a whole count of copies from 0 to \(maxInstanceCount), found \(number(count))")
    }
    return Int(count)
  }

  /// Throws at a shadow key of a layer whose shadow never shows: no `shadowOpacity` above 0
  /// and no animation of it, where Core Animation's default opacity of 0 hides it.
  private static func checkShadow(
    _ c: KeyedDecodingContainer<CodingKeys>, animations: [SceneAnimation]
  ) throws {
    guard let key = c.allKeys.first(where: CodingKeys.shadowKeys.contains),
      !c.contains(.property(.shadowOpacity)),
      !animations.contains(where: { $0.animates(.shadowOpacity) })
    else { return }
    throw c.error(
      at: key,
      "'\(key.stringValue)' shows only with a 'shadowOpacity' above 0, and Core Animation's "
        + "default is 0: give the layer a 'shadowOpacity' (or animate it)")
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
