import Foundation
import Geometry
import Layers
import ProcessServices

/// An upper estimate of the work of a render, in layer pixels: for every frame, its own
/// pixels and the pixels each layer covers at the render's scale (at least
/// ``minimumPerLayer``, at most the whole frame), and once the pixels its text rasterizes.
/// A recording checks it against `Limits.maxWork` before it draws, however its scene was
/// made, so that a scene within every other limit still cannot ask for hours of drawing or
/// gigabytes of text.
///
/// The cost model, per frame, for each copy a replicator draws:
/// - A **layer** covers its bounds enlarged by its transform and its ancestors' (their
///   scales along x and y), at the largest the scene shows them where that is known.
/// - A **shadow** blurs a texture of the layer's bounds (or its shadow path's box) grown
///   by 3 × its radius on each side — the Gaussian's reach — at the render's scale. The
///   renderer caps that texture at ``ShadowPlan/maximumTexels`` by lowering its resolution
///   for large radii, so its blur costs at most that, ``shadowPixelWeight`` a pixel, plus
///   compositing it over at most the frame. Without a shadow path the layer's subtree is
///   drawn once more for its alpha. A texture larger than the frame pixel limit before the
///   cap is refused: the radius is thousands of points, and the shadow would be drawn at a
///   fraction of its resolution.
/// - A **replicator** draws its sublayers `instanceCount` times: their whole cost, shapes,
///   shadows and masks included, is multiplied by it (and by the counts of the replicators
///   around it).
/// - An **emitter** draws each particle as a layer: a cell's particles cost the bound of
///   how many it makes at the moment (from its rates and lifetimes, before any is made)
///   times the pixels one covers at its birth scale, at least ``minimumPerLayer``.
/// - A **mask** costs its own layers, drawn as any other into an offscreen group, and the
///   group of the layer it masks: that layer's bounds again, at most the frame.
package struct RenderWork: Sendable {
  /// The frames rendered.
  package var frames: Int
  /// The layers drawn, a replicator's copies and controls' own layers counted.
  package var layers: Int
  /// Layer pixels drawn in each frame.
  package var pixelsPerFrame: Double
  /// Pixels of text rasterized, each weighted for its texture, mip chain and glyph work.
  package var textPixels: Double
  /// Of `pixelsPerFrame`, what the costliest shape takes a frame; 0 without shapes.
  package var largestShapePixels = 0.0
  /// The name of the costliest shape's layer (nil for an unnamed layer).
  package var largestShapeLayer: String?
  /// What all shapes take a frame: their coverages live together while the frame is drawn.
  package var shapePixelsPerFrame = 0.0
  /// Of `pixelsPerFrame`, what the costliest shadow, replicator or mask takes a frame; 0
  /// without them.
  package var largestEffectPixels = 0.0
  /// What the costliest effect is ("the shadow of layer 'card'").
  package var largestEffect: String?
  /// The largest shadow texture before the renderer lowers its resolution, in pixels at the
  /// render's scale; 0 without shadows.
  package var largestShadowExtent = 0.0
  /// The name of the largest shadow's layer.
  package var largestShadowLayer: String?
  /// Where the largest shadow's radius is given (``WorkLayer/shadowLocation``).
  package var largestShadowLocation: (any Sendable)?
  /// The most particles one emitter makes in a frame, and the emitter's name; 0 without
  /// emitters.
  package var largestEmitter: (particles: Double, name: String?) = (0, nil)
  /// The name of an emitter whose particles are to be added together (`additive`), which
  /// the renderer cannot draw; nil when there is none.
  package var additiveEmitter: String??
  /// Where the emitter with the most particles is given (``WorkLayer/emitterLocation``).
  package var largestEmitterLocation: (any Sendable)?

  /// What a layer costs a frame however small it is: its presentation, its plan, its edges.
  package static let minimumPerLayer = 1024.0
  /// A text pixel's weight against a drawn one. Each costs about 15 bytes while it lives (its
  /// coverage, an RGBA texture and the texture's mip chain: 40 "W" at 1000 pt took 1.7 GB),
  /// so that at the default limit text alone stays within about half a gigabyte.
  static let textPixelWeight = 64.0
  /// What flattening, outlining and covering one element of a shape's path costs, in pixels:
  /// a stroke makes a piece, a join and its arc per element (at most 2¹⁰ chords a curve).
  static let shapeElementWeight = 64.0
  /// A pixel an edge of a shape crosses, against a drawn one: a cell of 32 bytes to sort and
  /// sweep, and where edges cross, pieces to cover again exactly (a stroked zigzag of 100 000
  /// lines, 50 pt wide, over a 400 × 300 pt canvas took 120 s and 18 GB for one frame).
  static let shapeEdgePixelWeight = 64.0
  /// What a shadow's blur costs a pixel of its texture, against a drawn one: reading the
  /// alpha and the separable passes over it.
  static let shadowPixelWeight = 2.0
  /// How many times a frame's pixel limit the shapes of one frame may cost: their cells
  /// and coverages, about 100 bytes an edge pixel, all live while the frame is drawn, so one
  /// frame's shapes stay within about 400 MB at the default limit, whatever the frame count.
  static let shapeFrameFactor = 4.0

  /// The estimate for `frames` frames of `layers` over a scene of `size` points drawn at
  /// `scale`, each frame costing what `layers` cost. `glyphs`, when given, tells how many
  /// glyphs each run of a text shapes into (``FontLibrary/check(text:)``), which counts
  /// instead of its characters where it is more.
  package init<Node: WorkLayer>(
    layers: [Node], size: Size, scale: Double, frames: Int,
    glyphs: ((TextContent) -> [Int]?)? = nil
  ) {
    let frameSize = (size.width * scale, size.height * scale)
    let frameArea = frameSize.0 * frameSize.1
    self.frames = max(1, frames)
    // The frame itself: its background, its conversion to bytes, its encoding.
    pixelsPerFrame = frameArea
    var walk = Walk<Node>(
      scale: scale, frameArea: frameArea, frameSize: frameSize, glyphs: glyphs)
    for layer in layers {
      pixelsPerFrame += walk.cost(of: layer, copies: 1, magnification: (1, 1))
    }
    self.layers = Int(min(walk.layers, Double(Int.max / 2)))
    textPixels = walk.text * Self.textPixelWeight
    shapePixelsPerFrame = walk.shapePixels
    largestShapePixels = walk.largestShape.pixels
    largestShapeLayer = walk.largestShape.name
    largestEffectPixels = walk.largestEffect.pixels
    largestEffect = walk.largestEffect.name
    largestShadowExtent = walk.largestShadow.pixels
    largestShadowLayer = walk.largestShadow.name
    largestShadowLocation = walk.largestShadow.location
    largestEmitter = walk.largestEmitter
    additiveEmitter = walk.additiveEmitter
    largestEmitterLocation = walk.largestEmitterLocation
  }

  /// The estimate for a scene's layer tree as it shows at timeline time `t`, each of
  /// `frames` frames costing what it costs then. The root stands for the frame: its
  /// sublayers are the scene's layers.
  package init(
    root: Layer, at t: Double, size: Size, scale: Double, frames: Int,
    glyphs: ((TextContent) -> [Int]?)? = nil
  ) {
    self.init(
      layers: root.sublayers.map { TimedLayer($0, at: t) }, size: size, scale: scale,
      frames: frames, glyphs: glyphs)
  }

  /// The whole estimate.
  package var total: Double { Double(frames) * pixelsPerFrame + textPixels }

  /// The tree walked once, each layer's cost returned with its subtree's.
  private struct Walk<Node: WorkLayer> {
    let scale: Double
    let frameArea: Double
    let frameSize: (Double, Double)
    let glyphs: ((TextContent) -> [Int]?)?
    var layers = 0.0
    var text = 0.0
    var shapePixels = 0.0
    var largestShape: (pixels: Double, name: String?) = (0, nil)
    var largestEffect: (pixels: Double, name: String?) = (0, nil)
    var largestShadow: (pixels: Double, name: String?, location: (any Sendable)?) = (0, nil, nil)
    var largestEmitter: (particles: Double, name: String?) = (0, nil)
    var additiveEmitter: String??
    var largestEmitterLocation: (any Sendable)?

    /// The pixels `layer` and everything under it cost a frame, `copies` times over, its
    /// superlayer enlarging it by `magnification`.
    mutating func cost(
      of layer: Node, copies: Double, magnification outer: (x: Double, y: Double)
    ) -> Double {
      let scale2 = scale * scale
      let own = Double(layer.ownLayerCount)
      layers += own * copies
      let size = layer.boundsSize
      let inner = layer.magnification
      let magnification = (outer.x * inner.x, outer.y * inner.y)
      let shown = size.width * size.height * magnification.0 * magnification.1
      let area = shown.isNaN ? 0 : shown
      let clamped = min(
        max(area * scale2, RenderWork.minimumPerLayer), max(frameArea, RenderWork.minimumPerLayer))
      var total = clamped * own * copies
      if let shape = layer.shape {
        let cost =
          RenderWork.shapePixels(
            shape.path, lineWidth: shape.lineWidth, miterLimit: shape.miterLimit, scale: scale,
            frameSize: frameSize) * copies
        total += cost
        shapePixels += cost
        if cost > largestShape.pixels { largestShape = (cost, layer.name) }
      }
      if let content = layer.text {
        // A glyph's box is about 0.6 em wide and 1.2 em tall; the texture they are drawn
        // into is clipped to the layer's bounds (at the text's own raster scale, a text
        // layer's contentsScale, where it has one) and holds at most
        // `TextureCache.maximumTextPixels`. Laying the characters out costs about a 4 × 4
        // block of pixels each, shown or not; a run that shapes into more glyphs than it has
        // characters counts its glyphs.
        let rasterScale = content.rasterScale ?? scale
        var glyphs = 0.0
        var characters = 0.0
        let shaped = self.glyphs?(content)
        for (index, run) in content.runs.enumerated() {
          let count = max(
            Double(run.string.unicodeScalars.count),
            Double(shaped.flatMap { index < $0.count ? $0[index] : nil } ?? 0))
          let em = run.font.size * rasterScale
          glyphs += count * 0.72 * em * em
          characters += count
        }
        // Text is rasterized for the bounds, whatever the transform does to them after.
        let clip = max(
          size.width * size.height * rasterScale * rasterScale, RenderWork.minimumPerLayer)
        text += min(glyphs, clip, TextureCache.maximumTextPixels) + characters * 16
      }
      if let emitter = layer.emitter {
        var particles = 0.0
        var cost = 0.0
        for cell in emitter.costs {
          particles += cell.count
          let clamped = min(
            max(cell.area * scale2, RenderWork.minimumPerLayer),
            max(frameArea, RenderWork.minimumPerLayer))
          cost += cell.count * clamped * copies
        }
        layers += particles * copies
        if particles > largestEmitter.particles {
          largestEmitter = (particles, layer.name)
          largestEmitterLocation = layer.emitterLocation
        }
        if emitter.renderMode == .additive && particles > 0 { additiveEmitter = .some(layer.name) }
        note(cost, "the particles of emitter \(Self.describe(layer))")
        total += cost
      }
      // The sublayers, as many times as a replicator draws them.
      let replicas = Double(max(layer.instanceCount, 1))
      var subtree = 0.0
      for sublayer in layer.sublayers {
        subtree += cost(of: sublayer, copies: copies * replicas, magnification: magnification)
      }
      if replicas > 1 {
        note(subtree, "the \(Int(replicas)) copies of replicator \(Self.describe(layer))")
      }
      total += subtree
      if let mask = layer.mask {
        let masking =
          cost(of: mask, copies: copies, magnification: magnification)
          + min(max(area * scale2, RenderWork.minimumPerLayer), frameArea) * copies
        note(masking, "the mask of \(Self.describe(layer))")
        total += masking
      }
      if let shadow = layer.shadow {
        // Without a shadow path, the layer and its sublayers are drawn again for their alpha.
        let alpha = shadow.path == nil ? total / copies : 0
        let cost = (shadowCost(of: layer, shadow, size: size) + alpha) * copies
        note(cost, "the shadow of \(Self.describe(layer))")
        total += cost
      }
      return total.isFinite ? total : .greatestFiniteMagnitude
    }

    /// "layer 'card'", or "an unnamed layer".
    static func describe(_ layer: Node) -> String {
      layer.name.map { "layer '\($0)'" } ?? "an unnamed layer"
    }

    /// Keeps `pixels` as the largest effect's when it is.
    private mutating func note(_ pixels: Double, _ name: String) {
      if pixels > largestEffect.pixels { largestEffect = (pixels, name) }
    }

    /// One copy's shadow blur and composite a frame.
    private mutating func shadowCost(
      of layer: Node, _ shadow: (radius: Double, path: Path?), size: Size
    ) -> Double {
      var box = size
      if let bounds = shadow.path?.controlPointBounds { box = bounds.size }
      let reach = 6 * abs(shadow.radius)
      let texture = (box.width + reach) * (box.height + reach) * scale * scale
      guard texture.isFinite else { return .greatestFiniteMagnitude }
      if texture > largestShadow.pixels {
        largestShadow = (texture, layer.name, layer.shadowLocation)
      }
      return min(texture, Double(ShadowPlan.maximumTexels)) * RenderWork.shadowPixelWeight
        + min(texture, frameArea)
    }
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
    _ path: Path, lineWidth: Double, miterLimit: Double, scale: Double,
    frameSize: (Double, Double)
  ) -> Double {
    guard let box = path.controlPointBounds else { return 0 }
    let reach = lineWidth / 2 * max(miterLimit, 1)
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

  // MARK: Limits

  /// Why a render is refused: a sentence, the limit it exceeds, and for a shadow, where its
  /// radius is given.
  package struct Refusal: Error, Sendable {
    /// What would be drawn, against which limit, and what to change.
    package var message: String
    /// The limit exceeded.
    package var limit: Limits.Key
    /// ``WorkLayer/shadowLocation`` of the shadow refused, for a refusal of a shadow;
    /// ``WorkLayer/emitterLocation`` of the emitter refused, for one of an emitter's
    /// particles.
    package var location: (any Sendable)?
  }

  /// The refusal when ``total`` exceeds `limits.maxWork`, the shapes of one frame exceed
  /// ``shapeFrameFactor`` times `limits.maxPixels`, or a shadow's texture exceeds
  /// `limits.maxPixels`; nil within them.
  package func refusal(under limits: Limits) -> Refusal? {
    if largestEmitter.particles > Double(ParticleSystem.maximumParticles) {
      let name = largestEmitter.name.map { "layer '\($0)'" } ?? "an unnamed layer"
      return Refusal(
        message:
          "the emitter \(name) would make up to \(Self.format(largestEmitter.particles)) "
          + "particles in one frame (its cells' birth rates times their lifetimes, the "
          + "layer's birthRate and lifetime included), over the most a frame draws, "
          + "\(ParticleSystem.maximumParticles): a lower birthRate or lifetime",
        limit: .maxWork, location: largestEmitterLocation)
    }
    if let additive = additiveEmitter {
      let name = additive.map { "layer '\($0)'" } ?? "an unnamed layer"
      return Refusal(
        message:
          "the emitter \(name) has renderMode additive, whose particles add their colours; "
          + "the renderer has no additive blending and will not draw them over each other "
          + "instead: use another renderMode",
        limit: .maxWork)
    }
    let shapeLimit = Self.shapeFrameFactor * Double(limits.maxPixels)
    if shapePixelsPerFrame > shapeLimit {
      let name = largestShapeLayer.map { "layer '\($0)'" } ?? "an unnamed layer"
      return Refusal(
        message:
          "the shapes of one frame would cover about \(Self.format(shapePixelsPerFrame)) px "
          + "(the largest, of \(name), about \(Self.format(largestShapePixels)) px), over "
          + "\(Self.format(shapeLimit)), 4 times the limit of \(limits.maxPixels) px a frame: "
          + "fewer or shorter path elements, thinner strokes, or a smaller scale",
        limit: .maxPixels)
    }
    if largestShadowExtent > Double(limits.maxPixels) {
      let name = largestShadowLayer.map { "layer '\($0)'" } ?? "an unnamed layer"
      return Refusal(
        message:
          "the shadow of \(name) would blur about \(Self.format(largestShadowExtent)) px (its "
          + "bounds grown by 3 times its largest shadowRadius on each side, at the render's "
          + "scale), over the limit of \(limits.maxPixels) px a frame: a smaller shadowRadius, "
          + "or a smaller scale",
        limit: .maxPixels, location: largestShadowLocation)
    }
    guard total > Double(limits.maxWork) else { return nil }
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
    return Refusal(
      message:
        "the render would draw about \(Self.format(total)) layer pixels (\(parts)), over the "
        + "limit of \(limits.maxWork): fewer or smaller layers, fewer frames, a smaller "
        + "scale, or less text",
      limit: .maxWork)
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
