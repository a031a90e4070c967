import Foundation
import Geometry
import Layers
import Pixels

/// Everything one layer needs to be painted, worked out once per frame: its shape, its map
/// from screen to layer, the screen pixels it can touch, its colours and its image sources
/// with their textures built. Bands of the frame then only run the per-pixel stages.
struct LayerPlan {
  /// The bounds with their rounded corners, in layer coordinates.
  let shape: RoundedRect
  /// Screen → layer.
  let inverse: Homography
  /// The screen pixels the layer (and its unclipped sources) can touch.
  let bounds: ScreenBounds
  /// An upper bound of layer units per screen pixel: how far from an edge a pixel centre
  /// must be for the pixel to lie wholly on one side.
  let unitsPerPixel: Double
  /// Premultiplied background and border colours in 0...255.
  var background: SIMD4<Float>
  var border: SIMD4<Float>
  let borderWidth: Double
  /// The layer's opacity when it is not drawn as a group (else 1).
  private(set) var opacity: Float
  /// Whether sources are clipped to the bounds.
  let masksToBounds: Bool
  /// The gradient, drawn over the background.
  var gradient: GradientSource?
  /// Contents, then text.
  var sources: [ImageSource]
  /// The bounds' coverage on screen when their corners are not circular (continuous), then
  /// used instead of `shape`, with the coverage of the inside of the border.
  let outline: PolygonCoverage?
  let borderInside: PolygonCoverage?
  /// Where the plan painted next covers this one's pixels with an opaque colour whole, so
  /// this one need not paint them (a shadow under its layer's background).
  var coveredBy: OpaqueInterior?

  /// The pixels where a plan paints its background opaque at coverage 1: the columns of
  /// each row that its own interior test finds, with its own map and bound.
  struct OpaqueInterior {
    let shape: RoundedRect
    let inverse: Homography
    let bounds: ScreenBounds
    let unitsPerPixel: Double

    /// The columns of row `py` within `columns` that the plan covers opaque.
    func columns(ofRow py: Int, within columns: Range<Int>) -> Range<Int> {
      let span = bounds.span(ofRow: py)
      guard py >= bounds.minY, py < bounds.maxY, !span.isEmpty else {
        return columns.lowerBound..<columns.lowerBound
      }
      let row = RowMapping(row: py, inverse: inverse)
      let interior = LayerPlan.interiorColumns(
        of: shape, row: row, span: span, unitsPerPixel: unitsPerPixel)
      return interior.clamped(to: columns)
    }
  }

  /// Where this plan paints its background opaque over whatever is below, pixel for pixel:
  /// its circular-cornered bounds' interior under a background whose alpha at its opacity
  /// is 1; nil when there is no such place.
  var opaqueInterior: OpaqueInterior? {
    guard outline == nil, (background * (1 * opacity)).w == 255, unitsPerPixel.isFinite else {
      return nil
    }
    return OpaqueInterior(
      shape: shape, inverse: inverse, bounds: bounds, unitsPerPixel: unitsPerPixel)
  }

  /// The plan of `layer` under `homography` (layer → screen pixels), its colours multiplied
  /// by `tint` (premultiplied factors), its bounds covered by `outline` (the bounds'
  /// coverage on screen, when their corners are continuous) instead of circular corners; or
  /// nil when it paints nothing on a `width` × `height` frame.
  init?(
    _ layer: PresentedLayer, homography: Homography, opacity: Float,
    tint: SIMD4<Float> = FramePlan.noTint, scale: Double, width: Int, height: Int,
    textures: TextureCache, fonts: FontLibrary?, outline: PolygonCoverage? = nil
  ) {
    let v = layer.values
    let background = Self.premultiplied(v.backgroundColor ?? .clear) * tint
    let border = Self.premultiplied(v.borderColor) * tint
    let borderWidth = min(
      max(v.borderWidth, 0), min(abs(v.bounds.width), abs(v.bounds.height)) / 2)
    let sources = Self.sources(
      of: layer, homography: homography, scale: scale, textures: textures, fonts: fonts,
      tint: tint)
    let gradient = v.gradient.flatMap { GradientSource($0, bounds: v.bounds, tint: tint) }
    let bordered = borderWidth > 0 && border.w > 0
    guard background.w > 0 || bordered || !sources.isEmpty || gradient != nil else { return nil }
    self.background = background
    self.border = border
    self.borderWidth = borderWidth
    self.sources = sources
    self.gradient = gradient
    shape = RoundedRect(v.bounds, cornerRadius: v.cornerRadius)
    masksToBounds = layer.masksToBounds
    var region = v.bounds
    if !masksToBounds {
      for source in sources { region = Self.union(region, source.rect) }
    }
    guard let screen = Self.screen(of: region, under: homography, width: width, height: height)
    else { return nil }
    (inverse, bounds, unitsPerPixel) = screen
    self.opacity = opacity
    self.outline = outline
    borderInside =
      outline != nil && bordered
      ? Self.boundsCoverage(
        of: layer, inset: borderWidth, homography: homography, width: width, height: height)
      : nil
  }

  /// The plan of a shadow: `source` (the blurred alpha, tinted with the shadow's colour)
  /// drawn in `layer`'s plane under `homography`, clipped to the bounds when the layer
  /// masks to them; nil when nothing of it is on the frame.
  init?(
    shadowOf layer: PresentedLayer, source: ImageSource, homography: Homography,
    opacity: Float, width: Int, height: Int, outline: PolygonCoverage?
  ) {
    let v = layer.values
    background = .zero
    border = .zero
    borderWidth = 0
    sources = [source]
    gradient = nil
    shape = RoundedRect(v.bounds, cornerRadius: v.cornerRadius)
    masksToBounds = layer.masksToBounds
    let region = masksToBounds ? v.bounds : source.rect
    guard let screen = Self.screen(of: region, under: homography, width: width, height: height)
    else { return nil }
    (inverse, bounds, unitsPerPixel) = screen
    self.opacity = opacity
    self.outline = masksToBounds ? outline : nil
    borderInside = nil
  }

  /// What a plan over `region` (layer coordinates) needs on a `width` × `height` frame: the
  /// screen → layer map, the pixels it can touch and its bound of layer units per pixel;
  /// nil when the map cannot be inverted or nothing of it is on the frame.
  private static func screen(
    of region: Rect, under homography: Homography, width: Int, height: Int
  ) -> (inverse: Homography, bounds: ScreenBounds, unitsPerPixel: Double)? {
    guard let inverse = homography.inverted(),
      let bounds = ScreenBounds(of: region, under: homography, width: width, height: height)
    else { return nil }
    return (
      inverse, bounds, unitsPerPixelBound(of: region, under: homography, inverse: inverse)
    )
  }

  /// Fades the whole plan by `factor`.
  mutating func fade(by factor: Float) { opacity *= factor }

  /// Whether the layer's rounded corners are continuous (drawn from a path's coverage rather
  /// than the circular distance field).
  static func hasContinuousCorners(_ layer: PresentedLayer) -> Bool {
    layer.cornerCurve == .continuous && layer.values.cornerRadius > 0
      && layer.values.bounds.width != 0 && layer.values.bounds.height != 0
  }

  /// The coverage on screen of the layer's bounds with their corners (of its corner curve),
  /// shrunk by `inset` with the radius shrunk as much, over a `width` × `height` frame; an
  /// empty coverage when nothing of it is in front of the eye.
  static func boundsCoverage(
    of layer: PresentedLayer, inset: Double = 0, homography: Homography, width: Int, height: Int
  ) -> PolygonCoverage {
    let v = layer.values.bounds
    let (w, h) = (abs(v.width), abs(v.height))
    let rect = Rect(
      x: min(v.minX, v.maxX) + inset, y: min(v.minY, v.maxY) + inset,
      width: max(w - 2 * inset, 0), height: max(h - 2 * inset, 0))
    let radius = min(max(layer.values.cornerRadius, 0), w / 2, h / 2)
    let path = Path(
      roundedRect: rect, cornerRadius: max(radius - inset, 0), cornerCurve: layer.cornerCurve)
    let contours = path.flattened(through: homography, tolerance: ShapePlan.tolerance)
    // Only a non-finite point fails, and non-finite geometry draws nothing in every plan.
    return
      (try? PolygonCoverage(
        contours, fillRule: .nonZero, columns: 0..<width, rows: 0..<height))
      ?? PolygonCoverage(columns: 0..<width, rows: 0..<height, spans: [], values: [])
  }

  /// A colour as premultiplied components in 0...255, rounded as an 8-bit pixel would be.
  static func premultiplied(_ color: Color) -> SIMD4<Float> {
    let p = color.pixel
    return SIMD4(Float(p.red), Float(p.green), Float(p.blue), Float(p.alpha))
  }

  /// The `contentsRect` that shows all of the contents.
  private static let wholeContents = Rect(x: 0, y: 0, width: 1, height: 1)

  /// The layer's contents (the part its `contentsRect` selects, placed by its gravity, in
  /// nine parts when its `contentsCenter` cuts it and the gravity scales it) and its text,
  /// with their textures.
  private static func sources(
    of layer: PresentedLayer, homography: Homography, scale: Double, textures: TextureCache,
    fonts: FontLibrary?, tint: SIMD4<Float>
  ) -> [ImageSource] {
    var sources: [ImageSource] = []
    let bounds = layer.values.bounds
    let part = layer.contentsRect
    if let contents = layer.contents, contents.image.width > 0, contents.image.height > 0,
      part.width > 0, part.height > 0
    {
      // The part `contentsRect` selects is placed as the whole image would be; the whole
      // image then lies over a rectangle as much larger as the part is smaller.
      let size = Size(
        width: Double(contents.image.width) / contents.scale * part.width,
        height: Double(contents.image.height) / contents.scale * part.height)
      let shown = layer.contentsGravity.rect(for: size, in: bounds)
      let whole = Rect(
        x: shown.minX - part.minX / part.width * shown.width,
        y: shown.minY - part.minY / part.height * shown.height,
        width: shown.width / part.width, height: shown.height / part.height)
      let texture = textures.texture(of: contents.image)
      if layer.values.contentsCenter != Self.wholeContents,
        layer.contentsGravity.scalesContents
      {
        let grid = NinePartGrid(
          width: texture.width, height: texture.height,
          scale: Double(texture.width) / Double(contents.image.width) * contents.scale,
          contentsRect: part, contentsCenter: layer.values.contentsCenter, shown: shown)
        for piece in grid.parts {
          let minified = isMinified(
            texelsPerUnitX: piece.texels.width / piece.destination.width,
            texelsPerUnitY: piece.texels.height / piece.destination.height,
            over: piece.destination, under: homography)
          sources.append(
            ImageSource(
              tile: piece.texels, over: piece.destination, texture: texture,
              isMinified: minified, tint: tint))
        }
      } else {
        let minified = isMinified(
          width: contents.image.width, height: contents.image.height, in: whole,
          under: homography)
        sources.append(
          ImageSource(
            rect: whole, shown: part == Self.wholeContents ? nil : shown, texture: texture,
            isMinified: minified, tint: tint))
      }
    }
    if let text = layer.text, !text.string.isEmpty, let fonts {
      // Glyphs are rasterized at the size they show: the render scale times the layer's own
      // magnification at its centre, in steps of 2^¼ so an animated scale reuses a few
      // textures; smaller than that, the mip chain filters them. At most 4× the render
      // scale (8 steps), so a layer blown up on screen cannot ask for an unbounded bitmap.
      // A text layer's own contents scale, when it has one, is used as it is, as Core
      // Animation rasterizes a CATextLayer at its contentsScale whatever it shows at.
      let rasterScale: Double
      if let own = text.rasterScale {
        rasterScale = own
      } else {
        let magnification = Self.magnification(at: bounds, under: homography) / scale
        let steps = (4 * Foundation.log2(max(magnification, 1e-9))).rounded()
        let step = steps > 0 ? min(steps, 8) : 0
        rasterScale = scale * pow(2, step / 4)
      }
      let drawn = textures.texture(
        of: text, width: bounds.width, height: bounds.height, scale: rasterScale, fonts: fonts)
      if let texture = drawn.texture {
        let placed = Rect(
          x: bounds.minX + Double(drawn.x) / drawn.scale,
          y: bounds.minY + Double(drawn.y) / drawn.scale,
          width: Double(texture.width) / drawn.scale,
          height: Double(texture.height) / drawn.scale)
        let rect = snappedToPixels(placed, under: homography)
        let minified = isMinified(
          width: texture.width, height: texture.height, in: rect, under: homography)
        sources.append(
          ImageSource(rect: rect, texture: texture, isMinified: minified, tint: tint))
      }
    }
    return sources
  }

  /// Screen pixels per layer unit at the centre of `rect`, along the layer axis that is
  /// stretched more. The forward Jacobian of (X/W, Y/W) is ∂(X/W)/∂x = (H₀₀·W − X·H₀₂)/W²,
  /// and likewise for the others.
  static func magnification(at rect: Rect, under homography: Homography) -> Double {
    let h = homography.h
    let p = homography.map(x: rect.midX, y: rect.midY)
    guard p.w >= Homography.nearPlane else { return 0 }
    let w2 = p.w * p.w
    let xx = (h.0 * p.w - p.x * h.2) / w2
    let xy = (h.1 * p.w - p.y * h.2) / w2
    let yx = (h.3 * p.w - p.x * h.5) / w2
    let yy = (h.4 * p.w - p.y * h.5) / w2
    return max((xx * xx + xy * xy).squareRoot(), (yx * yx + yy * yy).squareRoot())
  }

  /// `rect` moved by less than half a pixel so that its corner falls on a pixel corner,
  /// when the layer is only translated and scaled on screen: then a line of text rendered
  /// at the screen's pixel size is copied texel for pixel, with no blur at letter edges.
  private static func snappedToPixels(_ rect: Rect, under homography: Homography) -> Rect {
    let h = homography.h
    guard h.1 == 0, h.3 == 0, h.2 == 0, h.5 == 0, h.0 > 0, h.4 > 0, h.8 > 0 else { return rect }
    let sx = (rect.minX * h.0 + h.6) / h.8
    let sy = (rect.minY * h.4 + h.7) / h.8
    return Rect(
      x: (sx.rounded() * h.8 - h.6) / h.0, y: (sy.rounded() * h.8 - h.7) / h.4,
      width: rect.width, height: rect.height)
  }

  /// An upper bound of layer units per screen pixel over `rect`: the Jacobian's Frobenius
  /// norm at the corners and the centre, with a margin of 2, since 1/W varies monotonically
  /// along any line of a projective map. Infinity when a corner is at or behind the eye.
  private static func unitsPerPixelBound(
    of rect: Rect, under homography: Homography, inverse: Homography
  ) -> Double {
    var bound = 0.0
    for (x, y) in corners(of: rect) {
      let p = homography.map(x: x, y: y)
      guard p.w >= Homography.nearPlane,
        let local = LocalPoint(screenX: p.x / p.w, screenY: p.y / p.w, inverse: inverse)
      else { return .infinity }
      let norm =
        local.dxdsx * local.dxdsx + local.dxdsy * local.dxdsy
        + local.dydsx * local.dydsx + local.dydsy * local.dydsy
      bound = max(bound, norm.squareRoot())
    }
    return bound * 2
  }

  /// Whether an image of `width` × `height` pixels drawn in `rect` shows smaller than its
  /// pixels somewhere: the largest footprint of a projective map over a quad is at one of
  /// its corners.
  static func isMinified(
    width: Int, height: Int, in rect: Rect, under homography: Homography
  ) -> Bool {
    isMinified(
      texelsPerUnitX: Double(width) / rect.width, texelsPerUnitY: Double(height) / rect.height,
      over: rect, under: homography)
  }

  /// Whether an image drawn over `rect` at `sx` × `sy` texels per layer unit shows
  /// smaller than its texels anywhere under `homography`.
  static func isMinified(
    texelsPerUnitX sx: Double, texelsPerUnitY sy: Double, over rect: Rect,
    under homography: Homography
  ) -> Bool {
    guard let inverse = homography.inverted() else { return false }
    for (x, y) in corners(of: rect) {
      let p = homography.map(x: x, y: y)
      guard p.w > 0,
        let local = LocalPoint(screenX: p.x / p.w, screenY: p.y / p.w, inverse: inverse)
      else { continue }
      let along = max(
        (local.dxdsx * sx) * (local.dxdsx * sx) + (local.dydsx * sy) * (local.dydsx * sy),
        (local.dxdsy * sx) * (local.dxdsy * sx) + (local.dydsy * sy) * (local.dydsy * sy))
      if along > 1 { return true }
    }
    return false
  }

  /// The four corners and the centre.
  private static func corners(of rect: Rect) -> [(Double, Double)] {
    [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY),
      (rect.minX, rect.maxY), (rect.midX, rect.midY),
    ]
  }

  private static func union(_ a: Rect, _ b: Rect) -> Rect {
    let minX = min(a.minX, b.minX)
    let minY = min(a.minY, b.minY)
    return Rect(
      x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
  }
}
