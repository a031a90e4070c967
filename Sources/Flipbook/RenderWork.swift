import Foundation
import Geometry
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
  /// What flattening, outlining and covering one element of a shape's path costs, in pixels:
  /// a stroke makes a piece, a join and its arc per element (at most 2¹⁰ chords a curve).
  static let shapeElementWeight = 64.0
  /// A pixel an edge of a shape crosses, against a drawn one: a cell of 32 bytes to sort and
  /// sweep, and where edges cross, pieces to cover again exactly (a stroked zigzag of 100 000
  /// lines, 50 pt wide, over a 400 × 300 pt canvas took 120 s and 18 GB for one frame).
  static let shapeEdgePixelWeight = 64.0

  /// The estimate for `file` rendered with `settings`.
  public init(file: SceneFile, settings: RenderSettings) {
    let scene = file.contents
    let frameArea = (scene.size.width * settings.scale) * (scene.size.height * settings.scale)
    let scale2 = settings.scale * settings.scale
    frames = max(1, Int((scene.duration * settings.fps).rounded()))
    var layers = 0
    // The frame itself: its background, its conversion to bytes, its encoding.
    var perFrame = frameArea
    var text = 0.0
    for layer in scene.layersDepthFirst {
      let own = 1 + (layer.control == nil ? 0 : Self.layersPerControl)
      layers += own
      var area = 0.0
      if let frame = layer.frame {
        area = frame.width * frame.height
      } else if case .rect(let bounds)? = layer.properties[.bounds] {
        area = bounds.width * bounds.height
      }
      perFrame +=
        min(max(area * scale2, Self.minimumPerLayer), max(frameArea, Self.minimumPerLayer))
        * Double(own)
      if case .path(let path)? = layer.properties[.path] {
        let cost = Self.shapePixels(
          path, layer: layer, scale: settings.scale,
          frameSize: (scene.size.width * settings.scale, scene.size.height * settings.scale))
        perFrame += cost
        shapePixelsPerFrame += cost
        if cost > largestShapePixels {
          largestShapePixels = cost
          largestShapeLayer = layer.name
        }
      }
      if let line = layer.text {
        // A glyph's box is about 0.6 em wide and 1.2 em tall.
        let em = line.fontSize * settings.scale
        text += Double(line.string.unicodeScalars.count) * 0.72 * em * em
      }
    }
    self.layers = layers
    pixelsPerFrame = perFrame
    textPixels = text * Self.textPixelWeight
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
    guard total > Double(limits.maxWork) else { return }
    let shape =
      largestShapePixels > pixelsPerFrame / 2
      ? "; the shape of "
        + (largestShapeLayer.map { "layer '\($0)'" } ?? "an unnamed layer")
        + " alone covers about \(Self.format(largestShapePixels)) px a frame" : ""
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
