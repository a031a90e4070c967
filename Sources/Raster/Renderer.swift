import Foundation
import Geometry
import Layers
import Pixels

/// Draws presented layer trees into images: every layer is a quad under its full 4×4
/// layer-to-screen matrix, with anti-aliased (rounded) edges and bilinear sampling.
public struct Renderer: Sendable {
  /// Pixels per point.
  public var scale: Double
  /// The colour behind every layer.
  public var background: Color

  /// A renderer at `scale` pixels per point over a background colour.
  public init(scale: Double = 2, background: Color = .white) {
    self.scale = scale
    self.background = background
  }

  /// The tree drawn on a canvas of `size` points (rounded to whole pixels), in bands of
  /// rows on up to `threads` threads. Every pixel is computed the same way whatever band it
  /// falls in, so the image does not depend on the thread count.
  public func render(_ root: PresentedLayer, size: Size, threads: Int = 1) -> Image {
    let width = Int((size.width * scale).rounded())
    let height = Int((size.height * scale).rounded())
    let bandCount = threads <= 1 ? 1 : min(height, threads * 4)
    guard bandCount > 1 else {
      return renderRows(root, width: width, height: height, rows: 0..<height)
    }
    let bands = (0..<bandCount).map { i in (height * i / bandCount)..<(height * (i + 1) / bandCount)
    }
    let images = ParallelMap.map(bands, threads: threads) { rows in
      renderRows(root, width: width, height: height, rows: rows)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * height * 4)
    for image in images { bytes += image.bytes }
    return Image(width: width, height: height, bytes: bytes)
  }

  /// The given rows of the frame.
  private func renderRows(_ root: PresentedLayer, width: Int, height: Int, rows: Range<Int>)
    -> Image
  {
    var canvas = Canvas(width: width, height: height, rows: rows, fill: background)
    let screen = Transform3D.scale(x: scale, y: scale, z: 1)
    draw(root, parentToScreen: screen, into: &canvas)
    return canvas.image
  }

  /// The screen positions, in pixels, of the bounds corners (top left, top right, bottom
  /// right, bottom left) of the layer at `indexPath` below `root` (empty: the root itself);
  /// nil for a corner at or behind the eye (W < 1/16384).
  public func screenCorners(ofLayerAt indexPath: [Int], in root: PresentedLayer) -> [Point?] {
    var layer = root
    var toScreen = layer.transformToSuperlayer * Transform3D.scale(x: scale, y: scale, z: 1)
    for index in indexPath {
      let parentToScreen = layer.sublayerSpace * toScreen
      layer = layer.sublayers[index]
      toScreen = layer.transformToSuperlayer * parentToScreen
    }
    let b = layer.values.bounds
    let homography = Homography(toScreen)
    return [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)].map {
      let p = homography.map(x: $0.0, y: $0.1)
      guard p.w >= ScreenBounds.nearPlane else { return nil }
      return Point(x: p.x / p.w, y: p.y / p.w)
    }
  }

  private func draw(_ layer: PresentedLayer, parentToScreen: Transform3D, into canvas: inout Canvas)
  {
    let values = layer.values
    guard !layer.isHidden, values.opacity > 0 else { return }
    let toScreen = layer.transformToSuperlayer * parentToScreen
    let homography = Homography(toScreen)
    // det H / W³ is the Jacobian's determinant, so for visible points (W > 0) its sign says
    // whether the layer's front (positive orientation in its own y-down space) faces us.
    if !layer.isDoubleSided && homography.determinant < 0 { return }

    let opacity = Float(min(values.opacity, 1))
    let painted =
      (values.backgroundColor.alpha > 0 ? 1 : 0) + (layer.contents == nil ? 0 : 1)
      + (values.borderWidth > 0 ? 1 : 0)
    let needsGroup = opacity < 1 && (!layer.sublayers.isEmpty || painted > 1)
    if needsGroup {
      var group = canvas.blank()
      drawContents(of: layer, toScreen: toScreen, homography: homography, opacity: 1, into: &group)
      canvas.composite(group, opacity: opacity)
    } else {
      drawContents(
        of: layer, toScreen: toScreen, homography: homography, opacity: opacity, into: &canvas)
    }
  }

  private func drawContents(
    of layer: PresentedLayer, toScreen: Transform3D, homography: Homography, opacity: Float,
    into canvas: inout Canvas
  ) {
    paint(layer, homography: homography, opacity: opacity, into: &canvas)
    guard !layer.sublayers.isEmpty else { return }
    let childParent = layer.sublayerSpace * toScreen
    let ordered = layer.sublayers.enumerated().sorted {
      ($0.element.values.zPosition, $0.offset) < ($1.element.values.zPosition, $1.offset)
    }.map(\.element)
    if layer.masksToBounds {
      var clipped = canvas.blank()
      for sublayer in ordered { draw(sublayer, parentToScreen: childParent, into: &clipped) }
      mask(&clipped, to: layer, homography: homography)
      canvas.composite(clipped, opacity: opacity)
    } else {
      for sublayer in ordered { draw(sublayer, parentToScreen: childParent, into: &canvas) }
    }
  }

  /// Background, contents, text and border of one layer, blended in that order.
  private func paint(
    _ layer: PresentedLayer, homography: Homography, opacity: Float, into canvas: inout Canvas
  ) {
    let v = layer.values
    let background = Self.premultiplied(v.backgroundColor)
    let border = Self.premultiplied(v.borderColor)
    let borderWidth = min(max(v.borderWidth, 0), min(abs(v.bounds.width), abs(v.bounds.height)) / 2)
    let shape = RoundedRect(v.bounds, cornerRadius: v.cornerRadius)
    let sources = imageSources(of: layer, homography: homography)
    guard background.w > 0 || (borderWidth > 0 && border.w > 0) || !sources.isEmpty else { return }
    var region = v.bounds
    if !layer.masksToBounds {
      for source in sources { region = Self.union(region, source.rect) }
    }
    guard let inverse = homography.inverted(),
      let box = ScreenBounds(
        of: region, under: homography, width: canvas.width, height: canvas.height)
    else { return }
    let masks = layer.masksToBounds
    let width = canvas.width
    let firstRow = canvas.rows.lowerBound
    let top = max(box.minY, canvas.rows.lowerBound)
    let bottom = min(box.maxY, canvas.rows.upperBound)
    guard top < bottom else { return }
    let rows = top..<bottom
    let unitsPerPixel = Self.unitsPerPixelBound(of: region, under: homography, inverse: inverse)

    // Sources are read in place through a pointer: copying one per pixel would retain its
    // texture's storage each time (a fifth of the time, measured).
    canvas.pixels.withUnsafeMutableBufferPointer { pixels in
      sources.withUnsafeBufferPointer { sources in
        for py in rows {
          let span = box.span(ofRow: py)
          for px in span {
            guard
              var local = LocalPoint(
                screenX: Double(px) + 0.5, screenY: Double(py) + 0.5, inverse: inverse)
            else { continue }
            local.maxUnitsPerPixel = unitsPerPixel
            let inside = local.coverage(of: shape)
            let index = (py - firstRow) * width + px
            var color = pixels[index]
            if background.w > 0 && inside > 0 {
              color = Self.over(background * (inside * opacity), color)
            }
            for i in 0..<sources.count {
              var c = local.coverage(of: sources[i].shape)
              if masks { c = min(c, inside) }
              guard c > 0 else { continue }
              let rect = sources[i].rect
              // Image pixels per screen pixel along each screen axis: the footprint.
              let ax = local.dxdsx * sources[i].scaleX
              let ay = local.dydsx * sources[i].scaleY
              let bx = local.dxdsy * sources[i].scaleX
              let by = local.dydsy * sources[i].scaleY
              let footprint =
                sources[i].isMinified ? max(ax * ax + ay * ay, bx * bx + by * by).squareRoot() : 0
              let s = sources[i].texture.sample(
                x: (local.x - rect.minX) * sources[i].scaleX,
                y: (local.y - rect.minY) * sources[i].scaleY,
                footprint: footprint)
              color = Self.over(s * (c * opacity), color)
            }
            if borderWidth > 0 && border.w > 0 && inside > 0 {
              let ring = inside - local.coverage(of: shape, outset: -borderWidth)
              if ring > 0 { color = Self.over(border * (ring * opacity), color) }
            }
            pixels[index] = color
          }
        }
      }
    }
  }

  /// Source-over with premultiplied colours in 0...255.
  @inline(__always)
  private static func over(_ source: SIMD4<Float>, _ destination: SIMD4<Float>) -> SIMD4<Float> {
    source + destination * (1 - source.w / 255)
  }

  /// A colour as premultiplied components in 0...255, rounded as an 8-bit pixel would be.
  private static func premultiplied(_ color: Color) -> SIMD4<Float> {
    let p = color.pixel
    return SIMD4(Float(p.red), Float(p.green), Float(p.blue), Float(p.alpha))
  }

  /// A bitmap placed in a layer: its contents or its text.
  private struct ImageSource {
    let rect: Rect
    let shape: RoundedRect
    let texture: Texture
    /// Image pixels per layer unit.
    let scaleX: Double
    let scaleY: Double
    /// Whether it shows smaller than its pixels anywhere, so the mip level must be chosen.
    let isMinified: Bool

    init(rect: Rect, texture: Texture, isMinified: Bool) {
      self.rect = rect
      self.isMinified = isMinified
      shape = RoundedRect(rect, cornerRadius: 0)
      self.texture = texture
      scaleX = Double(texture.image.width) / rect.width
      scaleY = Double(texture.image.height) / rect.height
    }
  }

  /// The layer's contents (placed by its gravity) and its text (rasterized at the render
  /// scale, so it stays crisp, then transformed like the rest of the layer).
  private func imageSources(of layer: PresentedLayer, homography: Homography) -> [ImageSource] {
    var sources: [ImageSource] = []
    let bounds = layer.values.bounds
    if let contents = layer.contents, contents.image.width > 0, contents.image.height > 0 {
      let size = Size(
        width: Double(contents.image.width) / contents.scale,
        height: Double(contents.image.height) / contents.scale)
      let rect = layer.contentsGravity.rect(for: size, in: bounds)
      let minified = Self.isMinified(contents.image, in: rect, under: homography)
      sources.append(
        ImageSource(
          rect: rect, texture: Texture(contents.image, mipmapped: minified), isMinified: minified))
    }
    if let text = layer.text, !text.string.isEmpty, let font = Font.standard {
      let pixelSize = text.fontSize * scale
      let texture = font.texture(text.string, pixelSize: pixelSize, color: text.color)
      let line = texture.image
      if line.width > 0 && line.height > 0 {
        let width = Double(line.width) / scale
        let height = Double(line.height) / scale
        let x: Double
        switch text.alignment {
        case .left: x = bounds.minX
        case .center: x = bounds.midX - width / 2
        case .right: x = bounds.maxX - width
        }
        let rect = Rect(x: x, y: bounds.midY - height / 2, width: width, height: height)
        let minified = Self.isMinified(line, in: rect, under: homography)
        sources.append(ImageSource(rect: rect, texture: texture, isMinified: minified))
      }
    }
    return sources
  }

  /// An upper bound of layer units per screen pixel over `rect`: the Jacobian's Frobenius
  /// norm at the corners and the centre, with a margin of 2, since 1/W varies monotonically
  /// along any line of a projective map. Infinity when a corner is at or behind the eye.
  private static func unitsPerPixelBound(
    of rect: Rect, under homography: Homography, inverse: Homography
  ) -> Double {
    var bound = 0.0
    for (x, y) in [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY),
      (rect.minX, rect.maxY), (rect.midX, rect.midY),
    ] {
      let p = homography.map(x: x, y: y)
      guard p.w >= ScreenBounds.nearPlane,
        let local = LocalPoint(screenX: p.x / p.w, screenY: p.y / p.w, inverse: inverse)
      else { return .infinity }
      let norm =
        local.dxdsx * local.dxdsx + local.dxdsy * local.dxdsy
        + local.dydsx * local.dydsx + local.dydsy * local.dydsy
      bound = max(bound, norm.squareRoot())
    }
    return bound * 2
  }

  /// Whether an image drawn in `rect` shows smaller than its pixels somewhere: the largest
  /// footprint of a projective map over a quad is at one of its corners.
  private static func isMinified(_ image: Image, in rect: Rect, under homography: Homography)
    -> Bool
  {
    guard let inverse = homography.inverted() else { return false }
    let sx = Double(image.width) / rect.width
    let sy = Double(image.height) / rect.height
    for (x, y) in [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY),
      (rect.minX, rect.maxY), (rect.midX, rect.midY),
    ] {
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

  private static func union(_ a: Rect, _ b: Rect) -> Rect {
    let minX = min(a.minX, b.minX)
    let minY = min(a.minY, b.minY)
    return Rect(
      x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
  }

  /// Multiplies a canvas by the coverage of a layer's rounded bounds (masksToBounds).
  private func mask(_ canvas: inout Canvas, to layer: PresentedLayer, homography: Homography) {
    let shape = RoundedRect(layer.values.bounds, cornerRadius: layer.values.cornerRadius)
    let inverse = homography.inverted()
    let width = canvas.width
    let rows = canvas.rows
    canvas.pixels.withUnsafeMutableBufferPointer { pixels in
      for py in rows {
        for px in 0..<width {
          let index = (py - rows.lowerBound) * width + px
          guard pixels[index].w > 0 else { continue }
          var coverage: Float = 0
          if let inverse,
            let local = LocalPoint(
              screenX: Double(px) + 0.5, screenY: Double(py) + 0.5, inverse: inverse)
          {
            coverage = local.coverage(of: shape)
          }
          pixels[index] *= coverage
        }
      }
    }
  }
}
