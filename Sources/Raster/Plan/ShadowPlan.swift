import Foundation
import Geometry
import Layers
import Pixels

/// A layer's shadow worked out once per frame, as a texture in the layer's plane: the alpha
/// it is cast from (its `shadowPath` filled with the nonzero rule, or else its composited
/// alpha: background, contents, border, shape and sublayers), blurred and offset, then
/// drawn beneath the layer through the layer's own projection — a turning card's shadow
/// turns with it — in the shadow's colour times its opacity.
///
/// The blur is a Gaussian whose standard deviation is `shadowRadius` points. Apple documents
/// only "the blur radius"; the evidence is the convention designers' tools publish for
/// matching Core Animation (Sketch's and Figma's blur is twice `shadowRadius`) together with
/// the CSS definition those tools follow (the blur radius is twice the standard deviation,
/// css-backgrounds-3 §shadow-blur). It is three box blurs whose widths give exactly that
/// variance, as Skia and the SVG filter specification approximate a Gaussian.
///
/// The texture's resolution follows the layer's on screen (as text's does) but drops so
/// that the blur spans at most ``maximumSigma`` texels and the texture holds at most
/// ``maximumTexels``: a wide blur is smooth, so a coarser texture loses nothing, and a
/// radius of thousands of points costs no more than a small one.
package enum ShadowPlan {
  /// The largest standard deviation of the blur in texels.
  static let maximumSigma = 8.0
  /// The most texels of one shadow's texture (a mebipixel: 20 MiB while it is built).
  /// Visible to the package so that Flipbook's render work estimate can read it rather than
  /// keep a copy.
  package static let maximumTexels = 1 << 20

  /// The plan drawing `layer`'s shadow under `homography` (layer → screen pixels), faded by
  /// `opacity` and tinted by `tint`, in a frame planned by `frame`; nil when the layer casts
  /// no shadow or none of it is on the frame.
  static func make(
    for layer: PresentedLayer, homography: Homography, opacity: Float, tint: SIMD4<Float>,
    frame: FramePlan, width: Int, height: Int
  ) -> LayerPlan? {
    guard
      let cast = cast(
        of: layer, homography: homography, scale: frame.scale, textures: frame.textures,
        fonts: frame.fonts)
    else { return nil }
    let shadow = layer.values.shadow
    let key = cast.key
    let (outer, texelsPerUnit) = (cast.outer, cast.texelsPerUnit)
    let (textureWidth, textureHeight) = (key.width, key.height)
    let texture = frame.textures.shadowTexture(for: key) {
      var alpha = castAlpha(
        of: key.layer, toTexture: key.toTexture, width: textureWidth, height: textureHeight,
        frame: frame)
      Self.blur(&alpha, width: textureWidth, height: textureHeight, sigma: key.sigma)
      let bytes = [UInt8](unsafeUninitializedCapacity: alpha.count * 4) { out, initialized in
        for (i, a) in alpha.enumerated() {
          let byte = UInt8(min(max(a * 255, 0), 255).rounded())
          out[i * 4] = byte
          out[i * 4 + 1] = byte
          out[i * 4 + 2] = byte
          out[i * 4 + 3] = byte
        }
        initialized = alpha.count * 4
      }
      // Soft throughout, and made again whenever the shadow changes: where it is clear of
      // ink would cost more to find than it saves.
      return Texture(
        Image(width: textureWidth, height: textureHeight, bytes: bytes), mapsInkClearance: false)
    }
    let rect = Rect(
      x: outer.minX + shadow.offset.width, y: outer.minY + shadow.offset.height,
      width: Double(textureWidth) / texelsPerUnit, height: Double(textureHeight) / texelsPerUnit)
    let color =
      LayerPlan.premultiplied(shadow.color) / 255 * Float(min(max(shadow.opacity, 0), 1)) * tint
    let source = ImageSource(
      rect: rect, texture: texture,
      isMinified: LayerPlan.isMinified(
        width: textureWidth, height: textureHeight, in: rect, under: homography),
      tint: color)
    let outline =
      layer.masksToBounds && LayerPlan.hasContinuousCorners(layer)
      ? LayerPlan.boundsCoverage(of: layer, homography: homography, width: width, height: height)
      : nil
    return LayerPlan(
      shadowOf: layer, source: source, homography: homography, opacity: opacity, width: width,
      height: height, outline: outline)
  }

  /// How a layer's shadow is cast: the texture's key, and where the texture lies in the
  /// layer's plane (`outer`, at `texelsPerUnit` texels per layer unit).
  struct Cast {
    /// Equal keys cast the same texture.
    let key: TextureCache.ShadowKey
    let outer: Rect
    let texelsPerUnit: Double
  }

  /// How `layer`'s shadow is cast when the layer is drawn under `homography` (layer →
  /// screen pixels) in a frame at `scale` pixels per point; nil when it casts none.
  ///
  /// The key holds what the shadow's alpha depends on: the layer without the sublayers that
  /// cannot change it — all of them under a shadow path, and otherwise those that draw only
  /// where the layer's own opaque background already makes the alpha 1. So a card whose
  /// placeholders shimmer, or whose line of text changes, casts its shadow once.
  static func cast(
    of layer: PresentedLayer, homography: Homography, scale: Double, textures: TextureCache,
    fonts: FontLibrary?
  ) -> Cast? {
    let shadow = layer.values.shadow
    guard shadow.isVisible, shadow.radius.isFinite, shadow.offset.width.isFinite,
      shadow.offset.height.isFinite, let region = castRegion(of: layer)
    else { return nil }
    let sigma = max(shadow.radius, 0)
    let margin = 3 * sigma
    let outer = Rect(
      x: region.minX - margin, y: region.minY - margin, width: region.width + 2 * margin,
      height: region.height + 2 * margin)
    guard outer.width > 0, outer.height > 0, outer.width.isFinite, outer.height.isFinite
    else { return nil }
    // Texels per layer unit: as sharp as the layer shows, in steps of 2^¼ up to 4× the
    // render scale, then coarser for a wide blur or a large region.
    let magnification = LayerPlan.magnification(at: layer.values.bounds, under: homography)
    guard magnification > 0, magnification.isFinite else { return nil }
    let steps = (4 * Foundation.log2(magnification / scale)).rounded()
    var texelsPerUnit = scale * pow(2, min(steps, 8) / 4)
    if sigma * texelsPerUnit > maximumSigma { texelsPerUnit = maximumSigma / sigma }
    let area = outer.width * outer.height * texelsPerUnit * texelsPerUnit
    if area > Double(maximumTexels) {
      texelsPerUnit *= (Double(maximumTexels) / area).squareRoot()
    }
    let textureWidth = max(Int((outer.width * texelsPerUnit).rounded(.up)), 1)
    let textureHeight = max(Int((outer.height * texelsPerUnit).rounded(.up)), 1)
    guard textureWidth * textureHeight <= 2 * maximumTexels else { return nil }
    let toTexture =
      Transform3D.translation(x: -outer.minX, y: -outer.minY, z: 0)
      * Transform3D.scale(x: texelsPerUnit, y: texelsPerUnit, z: 1)
    var silhouette = layer
    if shadow.path != nil {
      silhouette.sublayers = []
      silhouette.replicas = []
    } else if let interior = opaqueInterior(of: layer) {
      let toSublayers = layer.sublayerSpace * toTexture
      silhouette.sublayers.removeAll { sublayer in
        let plan = FramePlan(
          subtree: sublayer, parentToScreen: toSublayers, scale: texelsPerUnit,
          width: textureWidth, height: textureHeight, textures: textures, fonts: fonts)
        let (rows, columns) = (plan.touchedRows, plan.touchedColumns)
        guard !rows.isEmpty, !columns.isEmpty else { return true }
        // The texels it paints, a texel wider all round, in the layer's coordinates.
        let unit = 1 / texelsPerUnit
        return interior.contains(
          Rect(
            x: outer.minX + Double(columns.lowerBound - 1) * unit,
            y: outer.minY + Double(rows.lowerBound - 1) * unit,
            width: Double(columns.count + 2) * unit, height: Double(rows.count + 2) * unit))
      }
    }
    return Cast(
      key: TextureCache.ShadowKey(
        layer: silhouette, toTexture: toTexture, width: textureWidth, height: textureHeight,
        sigma: sigma * texelsPerUnit),
      outer: outer, texelsPerUnit: texelsPerUnit)
  }

  /// Where `layer` draws its own background at full alpha, whatever is drawn over it: its
  /// bounds with circular corners under an opaque background colour; nil otherwise.
  private static func opaqueInterior(of layer: PresentedLayer) -> RoundedRect? {
    let bounds = layer.values.bounds
    guard (layer.values.backgroundColor?.alpha ?? 0) >= 1, !LayerPlan.hasContinuousCorners(layer),
      bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite
    else { return nil }
    return RoundedRect(bounds, cornerRadius: layer.values.cornerRadius)
  }

  /// What the shadow is cast from, in the layer's coordinates: the shadow path's bounds, or
  /// the bounds with the shape's stroke and the sublayers' extents (unless the layer masks
  /// to its bounds); nil when that is nothing.
  static func castRegion(of layer: PresentedLayer) -> Rect? {
    if let path = layer.values.shadow.path {
      guard path.isFinite, let box = path.bounds else { return nil }
      return box
    }
    var box = Box(layer.values.bounds)
    if let shape = layer.values.shape, let pathBox = shape.path.controlPointBounds {
      let reach =
        shape.strokeColor.alpha > 0
        ? max(shape.lineWidth, 1) / 2 * max(shape.miterLimit, 1) + 1 : 0
      if reach.isFinite {
        box.add(
          Rect(
            x: pathBox.minX - reach, y: pathBox.minY - reach, width: pathBox.width + 2 * reach,
            height: pathBox.height + 2 * reach))
      }
    }
    if !layer.masksToBounds {
      let space = layer.sublayerSpace
      for sublayer in layer.sublayers + layer.replicas {
        cover(sublayer, toParent: sublayer.transformToSuperlayer * space, into: &box)
      }
    }
    return box.rect
  }

  /// Adds the corners of `layer`'s bounds and its sublayers' in front of the eye, mapped
  /// by `toParent`, to `box`.
  private static func cover(_ layer: PresentedLayer, toParent: Transform3D, into box: inout Box) {
    guard !layer.isHidden else { return }
    let b = layer.values.bounds
    let homography = Homography(toParent)
    for (x, y) in [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)] {
      let p = homography.map(x: x, y: y)
      guard p.w >= Homography.nearPlane, (p.x / p.w).isFinite, (p.y / p.w).isFinite
      else { continue }
      box.add(Point(x: p.x / p.w, y: p.y / p.w))
    }
    guard !layer.masksToBounds else { return }
    let space = layer.sublayerSpace * toParent
    for sublayer in layer.sublayers + layer.replicas {
      cover(sublayer, toParent: sublayer.transformToSuperlayer * space, into: &box)
    }
  }

  /// The alpha, 0...1 per texel, that `layer` casts its shadow from, drawn through
  /// `toTexture`.
  private static func castAlpha(
    of layer: PresentedLayer, toTexture: Transform3D, width: Int, height: Int, frame: FramePlan
  ) -> [Float] {
    if let path = layer.values.shadow.path {
      let contours = path.flattened(
        through: Homography(toTexture), tolerance: ShapePlan.tolerance)
      var alpha = [Float](repeating: 0, count: width * height)
      // Only a non-finite point fails, and non-finite geometry draws nothing in every plan.
      guard
        let coverage = try? PolygonCoverage(
          contours, fillRule: .nonZero, columns: 0..<width, rows: 0..<height)
      else { return alpha }
      var cursor = coverage.firstSpan(atOrAfterRow: 0)
      alpha.withUnsafeMutableBufferPointer { alpha in
        for y in 0..<height {
          coverage.write(
            row: y, within: 0..<width,
            into: UnsafeMutableBufferPointer(rebasing: alpha[(y * width)..<((y + 1) * width)]),
            cursor: &cursor)
        }
      }
      return alpha
    }
    let plan = FramePlan(
      castingShadowOf: layer, toTexture: toTexture, width: width, height: height,
      scale: toTexture.m11, textures: frame.textures, fonts: frame.fonts)
    return plan.draw(rows: 0..<height, background: .clear).pixels.map { min($0.w / 255, 1) }
  }

  /// Blurs `alpha` (`width` × `height`) by three box blurs along each axis whose variances
  /// add up to sigma² (odd widths, so nothing shifts); outside the texture is 0.
  static func blur(_ alpha: inout [Float], width: Int, height: Int, sigma: Double) {
    let widths = boxWidths(sigma: sigma)
    guard widths.contains(where: { $0 > 1 }) else { return }
    var line = [Float](repeating: 0, count: max(width, height))
    var out = [Float](repeating: 0, count: max(width, height))
    for y in 0..<height {
      for x in 0..<width { line[x] = alpha[y * width + x] }
      for w in widths where w > 1 { boxBlur(&line, count: width, width: w, into: &out) }
      for x in 0..<width { alpha[y * width + x] = line[x] }
    }
    for x in 0..<width {
      for y in 0..<height { line[y] = alpha[y * width + x] }
      for w in widths where w > 1 { boxBlur(&line, count: height, width: w, into: &out) }
      for y in 0..<height { alpha[y * width + x] = line[y] }
    }
  }

  /// The widths (odd) of three box blurs whose variances, (w² − 1) / 12 each, add up to
  /// sigma² as nearly as odd widths allow.
  static func boxWidths(sigma: Double) -> [Int] {
    guard sigma > 0 else { return [1, 1, 1] }
    let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(lower, 1)
    let upper = lower + 2
    let l = Double(lower)
    let m = ((12 * sigma * sigma - 3 * l * l - 12 * l - 9) / (-4 * l - 4)).rounded()
    let lowerCount = min(max(Int(m), 0), 3)
    return (0..<3).map { $0 < lowerCount ? lower : upper }
  }

  /// One box blur of odd `width` over the first `count` values of `line`, in place (`out`
  /// is scratch space): each value becomes the mean of the `width` values centred on it.
  private static func boxBlur(
    _ line: inout [Float], count: Int, width: Int, into out: inout [Float]
  ) {
    let r = width / 2
    let scale = 1 / Float(width)
    var sum: Float = 0
    for i in 0..<min(r, count) { sum += line[i] }
    for i in 0..<count {
      if i + r < count { sum += line[i + r] }
      if i - r - 1 >= 0 { sum -= line[i - r - 1] }
      out[i] = max(sum, 0) * scale
    }
    for i in 0..<count { line[i] = out[i] }
  }
}

/// A bounding box grown point by point.
private struct Box {
  var minX: Double, minY: Double, maxX: Double, maxY: Double

  init(_ rect: Rect) {
    minX = min(rect.minX, rect.maxX)
    minY = min(rect.minY, rect.maxY)
    maxX = max(rect.minX, rect.maxX)
    maxY = max(rect.minY, rect.maxY)
  }

  mutating func add(_ p: Point) {
    minX = min(minX, p.x)
    minY = min(minY, p.y)
    maxX = max(maxX, p.x)
    maxY = max(maxY, p.y)
  }

  mutating func add(_ rect: Rect) {
    add(Point(x: rect.minX, y: rect.minY))
    add(Point(x: rect.maxX, y: rect.maxY))
  }

  var rect: Rect? {
    guard maxX > minX, maxY > minY, (maxX - minX).isFinite, (maxY - minY).isFinite else {
      return nil
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
