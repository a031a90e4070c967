import Animation
import Foundation
import Geometry
import Layers
import ProcessServices
import Scenes

/// An upper estimate of the work of rendering a scene file, in layer pixels: for every
/// frame, its own pixels and the pixels each layer covers at the render's scale (at least
/// ``RenderWork/minimumPerLayer``, at most the whole frame), and once the pixels its text rasterizes.
/// It is checked against `Limits.maxWork` before anything is built, so that a file within
/// every other limit still cannot ask for hours of drawing or gigabytes of text.
public struct RenderWork: Sendable, Equatable {
  /// The frames rendered.
  public var frames: Int
  /// The layers of the file, controls' own layers counted.
  public var layers: Int
  /// Layer pixels drawn in each frame.
  public var pixelsPerFrame: Double
  /// Pixels of text rasterized, each weighted for its texture, mip chain and glyph work.
  public var textPixels: Double
  /// Of `pixelsPerFrame`, what the costliest shape takes a frame, and its layer's name
  /// (nil for an unnamed layer); 0 without shapes.
  public var largestShapePixels = 0.0
  /// What all shapes take a frame: their coverages live together while the frame is drawn.
  public var shapePixelsPerFrame = 0.0
  public var largestShapeLayer: String?

  /// What a layer costs a frame however small it is: its presentation, its plan, its edges.
  public static let minimumPerLayer = 1024.0
  /// The layers a control adds to its own (title, image, background).
  static let layersPerControl = 3
  /// A text pixel's weight against a drawn one. Each costs about 15 bytes while it lives (its
  /// coverage, an RGBA texture and the texture's mip chain: 40 "W" at 1000 pt took 1.7 GB),
  /// so that at the default limit text alone stays within about half a gigabyte.
  static let textPixelWeight = 64.0
  /// The most pixels the renderer gives one text texture (`TextureCache.maximumTextPixels`).
  static let maximumTextTexturePixels = 16.0 * 1024 * 1024
  /// What flattening, outlining and covering one element of a shape's path costs, in pixels:
  /// a stroke makes a piece, a join and its arc per element (at most 2¹⁰ chords a curve).
  static let shapeElementWeight = 64.0
  /// A pixel an edge of a shape crosses, against a drawn one: a cell of 32 bytes to sort and
  /// sweep, and where edges cross, pieces to cover again exactly (a stroked zigzag of 100 000
  /// lines, 50 pt wide, over a 400 × 300 pt canvas took 120 s and 18 GB for one frame).
  static let shapeEdgePixelWeight = 64.0

  /// Of `pixelsPerFrame`, what the costliest shadow, replicator or mask takes a frame, and
  /// what it is ("the shadow of layer 'card'"); 0 and nil without them.
  public var largestEffectPixels = 0.0
  public var largestEffect: String?
  /// The largest shadow texture before the renderer lowers its resolution, in pixels at the
  /// render's scale, with its layer's path in the file and name; 0 without shadows.
  public var largestShadowExtent = 0.0
  var largestShadowPath: JSONPath?
  var largestShadowLayer: String?

  /// The estimate for `file` rendered with `settings`.
  ///
  /// The cost model of the effects, per frame, for each copy a replicator draws:
  /// - A **shadow** (one with a `shadowOpacity` above 0, or an animation of it) blurs a
  ///   texture of the layer's bounds (or its `shadowPath`'s box) grown by 3 × the largest
  ///   radius the file gives it on each side — the Gaussian's reach — at the render's scale.
  ///   The renderer caps that texture at `shadowTextureCap` by lowering its resolution for
  ///   large radii, so its blur costs at most that, `shadowPixelWeight` a pixel (finding
  ///   the alpha, the separable passes), plus compositing it over at most the frame. Without a
  ///   `shadowPath` the layer's subtree is drawn once more for its alpha. A texture larger than
  ///   the frame pixel limit before the cap is refused in `check(in:limits:)`: the radius
  ///   is thousands of points, and the shadow would be drawn at a fraction of its resolution.
  /// - A **replicator** draws its sublayers `instanceCount` times: their whole cost, shapes,
  ///   shadows and masks included, is multiplied by it (and by the counts of the replicators
  ///   around it).
  /// - A **mask** costs its own layers, drawn as any other into an offscreen group, and the
  ///   group of the layer it masks: that layer's bounds again, at most the frame.
  public init(file: SceneFile, settings: RenderSettings) {
    let scene = file.contents
    let frameArea = (scene.size.width * settings.scale) * (scene.size.height * settings.scale)
    frames = max(1, Int((scene.duration * settings.fps).rounded()))
    layers = 0
    // The frame itself: its background, its conversion to bytes, its encoding.
    pixelsPerFrame = frameArea
    textPixels = 0
    var walk = Walk(
      scale: settings.scale, frameArea: frameArea,
      frameSize: (scene.size.width * settings.scale, scene.size.height * settings.scale))
    for (i, layer) in scene.layers.enumerated() {
      pixelsPerFrame += walk.cost(of: layer, at: JSONPath([.key("layers"), .index(i)]), copies: 1)
    }
    layers = Int(min(walk.layers, Double(Int.max / 2)))
    textPixels = walk.text * Self.textPixelWeight
    shapePixelsPerFrame = walk.shapePixels
    largestShapePixels = walk.largestShape.pixels
    largestShapeLayer = walk.largestShape.name
    largestEffectPixels = walk.largestEffect.pixels
    largestEffect = walk.largestEffect.name
    largestShadowExtent = walk.largestShadow.pixels
    largestShadowPath = walk.largestShadow.path
    largestShadowLayer = walk.largestShadow.name
  }

  /// What a shadow's blur costs a pixel of its texture, against a drawn one: reading the
  /// alpha and the separable passes over it.
  static let shadowPixelWeight = 2.0
  /// The most pixels the renderer blurs a shadow at: above, it lowers the texture's
  /// resolution instead.
  static let shadowTextureCap = Double(1 << 20)

  /// The tree walked once, each layer's cost returned with its subtree's.
  private struct Walk {
    let scale: Double
    let frameArea: Double
    let frameSize: (Double, Double)
    var layers = 0.0
    var text = 0.0
    var shapePixels = 0.0
    var largestShape: (pixels: Double, name: String?) = (0, nil)
    var largestEffect: (pixels: Double, name: String?) = (0, nil)
    var largestShadow: (pixels: Double, path: JSONPath?, name: String?) = (0, nil, nil)

    /// "layer 'card'", or "an unnamed layer".
    static func describe(_ layer: SceneLayer) -> String {
      layer.name.map { "layer '\($0)'" } ?? "an unnamed layer"
    }

    /// The pixels `layer` and everything under it cost a frame, `copies` times over.
    mutating func cost(of layer: SceneLayer, at path: JSONPath, copies: Double) -> Double {
      let scale2 = scale * scale
      let own = 1 + Double(layer.control == nil ? 0 : RenderWork.layersPerControl)
      layers += own * copies
      var size = Size(width: 0, height: 0)
      if let frame = layer.frame {
        size = frame.size
      } else if case .rect(let bounds)? = layer.properties[.bounds] {
        size = bounds.size
      }
      let area = size.width * size.height
      let clamped =
        min(
          max(area * scale2, RenderWork.minimumPerLayer), max(frameArea, RenderWork.minimumPerLayer)
        )
      var total = clamped * own * copies
      if case .path(let shapePath)? = layer.properties[.path] {
        let cost =
          RenderWork.shapePixels(
            shapePath, layer: layer, scale: scale, frameSize: frameSize) * copies
        total += cost
        shapePixels += cost
        if cost > largestShape.pixels { largestShape = (cost, layer.name) }
      }
      if let content = layer.text?.content {
        // A glyph's box is about 0.6 em wide and 1.2 em tall; the texture they are drawn
        // into is clipped to the layer's bounds (at the text's own raster scale, a text
        // layer's contentsScale, where it has one) and holds at most 16 Mpx. Laying the
        // characters out costs about a 4 × 4 block of pixels each, shown or not.
        let rasterScale = content.rasterScale ?? scale
        var glyphs = 0.0
        var characters = 0.0
        for run in content.runs {
          let count = Double(run.string.unicodeScalars.count)
          let em = run.font.size * rasterScale
          glyphs += count * 0.72 * em * em
          characters += count
        }
        let clip = max(area * rasterScale * rasterScale, RenderWork.minimumPerLayer)
        text += min(glyphs, clip, RenderWork.maximumTextTexturePixels) + characters * 16
      }
      // The sublayers, as many times as a replicator draws them.
      let replicas = Double(max(layer.instanceCount ?? 1, 1))
      var subtree = 0.0
      for (i, sublayer) in layer.sublayers.enumerated() {
        subtree += cost(
          of: sublayer, at: path + .key("sublayers") + .index(i), copies: copies * replicas)
      }
      if replicas > 1 {
        note(subtree, "the \(Int(replicas)) copies of replicator \(Self.describe(layer))")
      }
      total += subtree
      if let mask = layer.mask {
        let masking =
          cost(of: mask, at: path + .key("mask"), copies: copies)
          + min(max(area * scale2, RenderWork.minimumPerLayer), frameArea) * copies
        note(masking, "the mask of \(Self.describe(layer))")
        total += masking
      }
      if let shadow = shadowCost(of: layer, size: size, at: path) {
        // Without a shadow path, the layer and its sublayers are drawn again for their alpha.
        let alpha = layer.properties[.shadowPath].map { _ in 0 } ?? (total / copies)
        let cost = (shadow + alpha) * copies
        note(cost, "the shadow of \(Self.describe(layer))")
        total += cost
      }
      return total.isFinite ? total : .greatestFiniteMagnitude
    }

    /// Keeps `pixels` as the largest effect's when it is.
    private mutating func note(_ pixels: Double, _ name: String) {
      if pixels > largestEffect.pixels { largestEffect = (pixels, name) }
    }

    /// One copy's shadow blur and composite a frame, nil when the file never shows it.
    private mutating func shadowCost(of layer: SceneLayer, size: Size, at path: JSONPath)
      -> Double?
    {
      var shown = false
      if case .scalar(let opacity)? = layer.properties[.shadowOpacity], opacity > 0 {
        shown = true
      }
      if layer.animations.contains(where: { $0.animates(.shadowOpacity) }) { shown = true }
      guard shown else { return nil }
      var radius = 3.0
      if case .scalar(let r)? = layer.properties[.shadowRadius] { radius = r }
      for animation in layer.animations {
        for case .scalar(let r) in animation.values(for: .shadowRadius) {
          radius = max(radius, abs(r))
        }
      }
      var box = size
      if case .path(let shadowPath)? = layer.properties[.shadowPath],
        let bounds = shadowPath.controlPointBounds
      {
        box = bounds.size
      }
      let reach = 6 * radius
      let texture = (box.width + reach) * (box.height + reach) * scale * scale
      guard texture.isFinite else { return .greatestFiniteMagnitude }
      if texture > largestShadow.pixels {
        largestShadow = (texture, path + .key("shadowRadius"), layer.name)
        if layer.properties[.shadowRadius] == nil { largestShadow.path = path }
      }
      return min(texture, RenderWork.shadowTextureCap) * RenderWork.shadowPixelWeight
        + min(texture, frameArea)
    }
  }

  /// The whole estimate.
  public var total: Double { Double(frames) * pixelsPerFrame + textPixels }

  /// How many times a frame's pixel limit the shapes of one frame may cost: their cells
  /// and coverages, about 100 bytes an edge pixel, all live while the frame is drawn, so one
  /// frame's shapes stay within about 400 MB at the default limit, whatever the frame count.
  static let shapeFrameFactor = 4.0

  /// Throws when ``total`` exceeds `limits.maxWork`, or the shapes of one frame exceed
  /// ``shapeFrameFactor`` times `limits.maxPixels`, at the file's `layers`.
  func check(in file: SceneFile, limits: Limits) throws {
    let shapeLimit = Self.shapeFrameFactor * Double(limits.maxPixels)
    if shapePixelsPerFrame > shapeLimit {
      let name = largestShapeLayer.map { "layer '\($0)'" } ?? "an unnamed layer"
      var problem = file.error(
        at: JSONPath([.key("layers")]),
        "the shapes of one frame would cover about \(Self.format(shapePixelsPerFrame)) px "
          + "(the largest, of \(name), about \(Self.format(largestShapePixels)) px), over "
          + "\(Self.format(shapeLimit)), 4 times the limit of \(limits.maxPixels) px a frame: "
          + "fewer or shorter path elements, thinner strokes, or a smaller scale")
      problem.exceededLimits = [.maxPixels]
      throw problem
    }
    if largestShadowExtent > Double(limits.maxPixels), let path = largestShadowPath {
      let name = largestShadowLayer.map { "layer '\($0)'" } ?? "an unnamed layer"
      var problem = file.error(
        at: path,
        "the shadow of \(name) would blur about \(Self.format(largestShadowExtent)) px (its "
          + "bounds grown by 3 times its largest shadowRadius on each side, at the render's "
          + "scale), over the limit of \(limits.maxPixels) px a frame: a smaller shadowRadius, "
          + "or a smaller scale")
      problem.exceededLimits = [.maxPixels]
      throw problem
    }
    guard total > Double(limits.maxWork) else { return }
    var shape =
      largestShapePixels > pixelsPerFrame / 2
      ? "; the shape of "
        + (largestShapeLayer.map { "layer '\($0)'" } ?? "an unnamed layer")
        + " alone covers about \(Self.format(largestShapePixels)) px a frame" : ""
    if shape.isEmpty, largestEffectPixels > pixelsPerFrame / 2, let effect = largestEffect {
      shape =
        "; the costliest effect, \(effect), about \(Self.format(largestEffectPixels)) px a frame"
    }
    let parts =
      textPixels > Double(frames) * pixelsPerFrame
      ? "its text alone rasterizes about \(Self.format(textPixels / Self.textPixelWeight)) px"
      : "\(frames) frame\(frames == 1 ? "" : "s") of \(layers) layer\(layers == 1 ? "" : "s") "
        + "covering about "
        + "\(Self.format(pixelsPerFrame)) px a frame\(shape)"
    var problem = file.error(
      at: JSONPath([.key("layers")]),
      "the render would draw about \(Self.format(total)) layer pixels (\(parts)), over the "
        + "limit of \(limits.maxWork): fewer or smaller layers, fewer frames, a smaller "
        + "scale, or less text")
    problem.exceededLimits = [.maxWork]
    throw problem
  }

  /// The pixels a shape's coverage costs a frame, fill and stroke: the pixels of its path's
  /// box grown by the stroke (half the line width, times the miter limit for the corners)
  /// at the render's scale, at most the frame; the pixels its edges cross
  /// (``shapeEdgePixelWeight`` each): about their length in pixels three times over (the
  /// fill's edges and the stroke outline's two sides) and the line width twice an element
  /// (the outline's joins), at most the frame's width and height per edge since coverage is
  /// clipped to the frame; and each element's outlining and flattening
  /// (``shapeElementWeight``).
  static func shapePixels(
    _ path: Path, layer: SceneLayer, scale: Double, frameSize: (Double, Double)
  ) -> Double {
    guard let box = path.controlPointBounds else { return 0 }
    var lineWidth = 1.0
    if case .scalar(let w)? = layer.properties[.lineWidth] { lineWidth = w }
    var miter = 10.0
    if case .scalar(let m)? = layer.properties[.miterLimit] { miter = m }
    let reach = lineWidth / 2 * max(miter, 1)
    let area = (box.width + 2 * reach) * (box.height + 2 * reach) * scale * scale
    var length = 0.0
    var last: Point?
    var start: Point?
    func step(to p: Point) {
      if let last { length += abs(p.x - last.x) + abs(p.y - last.y) }
      last = p
    }
    for element in path.elements {
      if case .move(to: let p) = element {
        last = p
        start = p
      } else if case .close = element, let start {
        step(to: start)
      } else {
        for p in element.points { step(to: p) }
      }
    }
    let elements = Double(path.elements.count)
    let edges = 3 * length * scale + 2 * elements * lineWidth * scale
    let crossings = min(edges, 3 * elements * (frameSize.0 + frameSize.1))
    let cost =
      min(area, frameSize.0 * frameSize.1) + shapeEdgePixelWeight * crossings
      + elements * shapeElementWeight
    return cost.isFinite ? cost : .greatestFiniteMagnitude
  }

  /// `4.3e9`, `240000`: two significant digits for large numbers.
  private static func format(_ value: Double) -> String {
    guard value >= 1e6 else { return String(Int(value.rounded())) }
    // "4.3e+09" as "4.3e9".
    let text = String(format: "%.1e", value)
    guard let e = text.firstIndex(of: "e") else { return text }
    let exponent = Int(text[text.index(after: e)...]) ?? 0
    return text[..<e] + "e\(exponent)"
  }
}
