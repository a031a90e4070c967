import Geometry
import Interaction
import Pixels

/// What a scene file says: the canvas, the layer tree with its animations and controls, and
/// the touches that drive it. `docs/scene-format.md` describes every key.
public struct SceneDescription: Decodable, Sendable {
  /// The most finger events a scene's touches may add.
  public static let maxTouchEvents = 200_000

  /// The format version this reader understands.
  public static let formatVersion = 1

  /// The format version the file is written in (`format`).
  public var format: Int
  /// The scene's name; the file's name without `.json` when absent.
  public var name: String?
  /// One line saying what it shows.
  public var summary: String?
  /// The canvas size in points: `size`, or the device's screen when the file names a
  /// device and no size.
  public var size: Size
  /// The device whose screen is the canvas (`device`, by name), if any.
  public var device: Device?
  /// Light or dark (`appearance`, default light): what named system colours resolve to.
  public var appearance: Appearance
  /// The Dynamic Type text size text styles are sized for (`contentSize`, default `large`).
  public var contentSize: ContentSizeCategory
  /// The direction natural-aligned text starts from (`layoutDirection`, default
  /// `leftToRight`).
  public var layoutDirection: LayoutDirection
  /// How long the recording runs, in seconds.
  public var duration: Double
  /// Pixels per point when the command line does not say (default: the device's, else 2).
  public var scale: Double?
  /// Frames per second when the command line does not say (default 30).
  public var fps: Double?
  /// The colour behind the layers (default white).
  public var background: SceneColor?
  /// Whether a dot follows each finger while it is down (default true).
  public var showsTouches: Bool?
  /// The root layer's sublayers, back to front.
  public var layers: [SceneLayer]
  /// The scripted touches, in any order.
  public var touches: [SceneTouch]

  enum CodingKeys: String, CodingKey, CaseIterable {
    case format, name, summary, size, duration, scale, fps, background, showsTouches, layers
    case touches, device, appearance, contentSize, layoutDirection
  }

  public init(from decoder: any Decoder) throws {
    // Each key is checked on its own, so that `validate` lists every problem of the file.
    let c = try decoder.container(keyedBy: CodingKeys.self)
    format = try decoder.collecting(placeholder: Self.formatVersion) {
      let format = try c.decode(Int.self, forKey: .format)
      guard format == Self.formatVersion else {
        throw c.error(
          at: .format,
          "format \(format) is not supported; this Flipbook reads format \(Self.formatVersion)")
      }
      return format
    }
    name = try decoder.collecting {
      let name = try c.decodeIfPresent(String.self, forKey: .name)
      if let name, name.isEmpty || name.contains("/") {
        throw c.error(at: .name, "a name must be non-empty and contain no '/'")
      }
      return name
    }
    summary = try decoder.collecting { try c.decodeIfPresent(String.self, forKey: .summary) }
    let overrides = TraitOverrides.current
    device = try decoder.collecting {
      try overrides.device
        ?? c.decodeIfPresent(String.self, forKey: .device).map { name in
          guard let device = Device.named(name) else {
            // Every name, even with a suggestion: a device's name is hard to guess.
            let names = Device.all.map(\.name)
            let close = Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'? " }
            throw c.error(
              at: .device,
              "unknown device \(name.quoted()) (\(close ?? "")expected one of: "
                + names.map { $0.quoted() }.joined(separator: ", ") + ")")
          }
          return device
        }
    }
    appearance = try decoder.collecting(placeholder: .light) {
      try overrides.appearance
        ?? (c.contains(.appearance)
          ? c.decodeName(Appearance.self, forKey: .appearance, "appearance") : .light)
    }
    contentSize = try decoder.collecting(placeholder: .large) {
      try overrides.contentSize
        ?? (c.contains(.contentSize)
          ? c.decodeName(ContentSizeCategory.self, forKey: .contentSize, "content size")
          : .large)
    }
    layoutDirection = try decoder.collecting(placeholder: .leftToRight) {
      try overrides.layoutDirection
        ?? (c.contains(.layoutDirection)
          ? c.decodeName(LayoutDirection.self, forKey: .layoutDirection, "layout direction")
          : .leftToRight)
    }
    let device = device
    let placeholder = device?.size ?? Size(width: 100, height: 100)
    size = try decoder.collecting(placeholder: placeholder) {
      // A device given but unknown is its own problem; that no size is given is no other.
      if device == nil, c.contains(.device), !c.contains(.size) { return placeholder }
      return try Self.decodeSize(c, device: device)
    }
    let traits = Traits(
      device: device, appearance: appearance, contentSize: contentSize,
      layoutDirection: layoutDirection)
    // The rest may use the traits: named system colours, text styles, natural alignment.
    let rest = try SceneTraits.$current.withValue(traits) { try Self.decodeRest(c, decoder) }
    (duration, scale, fps, background, showsTouches, layers, touches) = rest
    let events = touches.reduce(0) { $0 + $1.eventCount }
    try decoder.checking {
      guard events <= Self.maxTouchEvents else {
        throw c.error(
          at: .touches,
          "the touches add \(events) finger events; at most \(Self.maxTouchEvents) (fewer or "
            + "slower moves, or a lower sampleRate)")
      }
    }
  }

  /// `size`, or the screen of `device` when there is none; within 10 000 points and the
  /// device's screen.
  private static func decodeSize(_ c: KeyedDecodingContainer<CodingKeys>, device: Device?)
    throws -> Size
  {
    let size: Size
    if let device, !c.contains(.size) {
      size = device.size
    } else if !c.contains(.size) {
      throw c.error(
        at: .size,
        "missing required key 'size' (or 'device', whose screen is then the canvas)")
    } else {
      size = try c.decodeSize(forKey: .size)
    }
    guard size.width > 0, size.height > 0, size.width <= 10_000, size.height <= 10_000 else {
      throw c.error(at: .size, "width and height must be above 0 and at most 10000 points")
    }
    if let device, device.size != size {
      throw c.error(
        at: .size,
        "\(number(size.width)) × \(number(size.height)) points is not the screen of the "
          + "\(device.name), \(number(device.size.width)) × \(number(device.size.height)) "
          + "points: leave 'size' out to take the device's")
    }
    return size
  }

  /// The keys after the canvas and its traits.
  private static func decodeRest(_ c: KeyedDecodingContainer<CodingKeys>, _ decoder: any Decoder)
    throws -> (Double, Double?, Double?, SceneColor?, Bool?, [SceneLayer], [SceneTouch])
  {
    let duration = try decoder.collecting(placeholder: 1.0) {
      let duration = try c.decode(Double.self, forKey: .duration)
      guard duration > 0, duration <= 3600 else {
        throw c.error(
          at: .duration, "expected seconds above 0 and at most 3600, found \(number(duration))")
      }
      return duration
    }
    // The ranges of the frame rate and the scale are the renderer's, checked with the frame
    // size and count where the render settings are (`SceneFile.check(_:limits:)`).
    return (
      duration, try decoder.collecting { try c.decodeIfPresent(Double.self, forKey: .scale) },
      try decoder.collecting { try c.decodeIfPresent(Double.self, forKey: .fps) },
      try decoder.collecting { try c.decodeIfPresent(SceneColor.self, forKey: .background) },
      try decoder.collecting { try c.decodeIfPresent(Bool.self, forKey: .showsTouches) },
      try decoder.collecting(placeholder: []) {
        try c.decodeEach(SceneLayer.self, forKey: .layers) ?? []
      },
      try decoder.collecting(placeholder: []) {
        try c.decodeEach(SceneTouch.self, forKey: .touches) ?? []
      }
    )
  }

  /// The traits the file is read for: its device, appearance, content size and layout
  /// direction, and its scale (default the device's, else 2).
  public var traits: Traits {
    Traits(
      device: device, appearance: appearance, contentSize: contentSize,
      layoutDirection: layoutDirection, displayScale: scale ?? device?.scale ?? 2)
  }

  /// The names of the layers with an image and of the emitter cells with `contents`, in
  /// tree order (a layer before its cells): what `--image NAME=PATH` can replace. The first
  /// is the primary image (`--image PATH`).
  public var imageNames: [String] {
    var names: [String] = []
    func addCells(_ cells: [SceneEmitterCell]) {
      for cell in cells {
        if cell.contents != nil, let name = cell.cell.name, !names.contains(name) {
          names.append(name)
        }
        addCells(cell.cells)
      }
    }
    for layer in layersDepthFirst {
      if layer.image != nil, let name = layer.name, !names.contains(name) { names.append(name) }
      addCells(layer.emitter?.cells ?? [])
    }
    return names
  }

  /// The touches as a script, in the order the file gives them.
  public var touchScript: TouchScript {
    var script = TouchScript()
    for touch in touches { touch.add(to: &script) }
    return script
  }

  /// Every layer of the tree, parents before their masks and their masks before their
  /// sublayers.
  public var layersDepthFirst: [SceneLayer] {
    var all: [SceneLayer] = []
    func visit(_ layer: SceneLayer) {
      all.append(layer)
      if let mask = layer.mask { visit(mask) }
      layer.sublayers.forEach(visit)
    }
    layers.forEach(visit)
    return all
  }
}
