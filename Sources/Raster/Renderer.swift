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

  /// The tree drawn on a canvas of `size` points (rounded to whole pixels).
  public func render(_ root: PresentedLayer, size: Size) -> Image {
    var canvas = Canvas(
      width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
      fill: background)
    let screen = Transform3D.scale(x: scale, y: scale, z: 1)
    draw(root, parentToScreen: screen, into: &canvas)
    return canvas.image
  }

  /// Matrix that drops z after mapping into a parent's plane (Core Animation flattens each
  /// sublayer into its superlayer unless the superlayer is a transform layer).
  private static let flatten: Transform3D = {
    var f = Transform3D.identity
    f.m33 = 0
    return f
  }()

  /// The screen positions, in pixels, of the bounds corners (top left, top right, bottom
  /// right, bottom left) of the layer at `indexPath` below `root` (empty: the root itself);
  /// nil for a corner at or behind the eye (W < 1/16384).
  public func screenCorners(ofLayerAt indexPath: [Int], in root: PresentedLayer) -> [Point?] {
    var layer = root
    var toScreen = layer.transformToSuperlayer * Transform3D.scale(x: scale, y: scale, z: 1)
    for index in indexPath {
      let parentToScreen = Self.sublayerSpace(of: layer, toScreen: toScreen)
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

  /// The matrix from a layer's sublayers' parent space to the screen: its sublayerTransform
  /// about its anchor, then flattening into its plane, then its own layer-to-screen matrix.
  private static func sublayerSpace(of layer: PresentedLayer, toScreen: Transform3D) -> Transform3D {
    layer.sublayerTransformAboutAnchor * flatten * toScreen
  }

  private func draw(_ layer: PresentedLayer, parentToScreen: Transform3D, into canvas: inout Canvas) {
    let values = layer.values
    guard !layer.isHidden, values.opacity > 0 else { return }
    let toScreen = layer.transformToSuperlayer * parentToScreen
    let homography = Homography(toScreen)
    // det H / W³ is the Jacobian's determinant, so for visible points (W > 0) its sign says
    // whether the layer's front (positive orientation in its own y-down space) faces us.
    if !layer.isDoubleSided && homography.determinant < 0 { return }

    let opacity = Float(min(values.opacity, 1))
    let painted = (values.backgroundColor.alpha > 0 ? 1 : 0) + (layer.contents == nil ? 0 : 1)
      + (values.borderWidth > 0 ? 1 : 0)
    let needsGroup = opacity < 1 && (!layer.sublayers.isEmpty || painted > 1)
    if needsGroup {
      var group = Canvas(width: canvas.width, height: canvas.height)
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
    let childParent = Self.sublayerSpace(of: layer, toScreen: toScreen)
    let ordered = layer.sublayers.enumerated().sorted {
      ($0.element.values.zPosition, $0.offset) < ($1.element.values.zPosition, $1.offset)
    }.map(\.element)
    if layer.masksToBounds {
      var clipped = Canvas(width: canvas.width, height: canvas.height)
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
    let background = v.backgroundColor.pixel
    let border = v.borderColor.pixel
    let borderWidth = min(max(v.borderWidth, 0), min(abs(v.bounds.width), abs(v.bounds.height)) / 2)
    let shape = RoundedRect(v.bounds, cornerRadius: v.cornerRadius)
    let sources = imageSources(of: layer)
    guard background.alpha > 0 || borderWidth > 0 || !sources.isEmpty else { return }
    var region = v.bounds
    if !layer.masksToBounds {
      for source in sources { region = Self.union(region, source.rect) }
    }
    guard let inverse = homography.inverted(),
      let box = ScreenBounds(
        of: region, under: homography, width: canvas.width, height: canvas.height)
    else { return }

    for py in box.minY..<box.maxY {
      for px in box.minX..<box.maxX {
        guard
          let local = LocalPoint(
            screenX: Double(px) + 0.5, screenY: Double(py) + 0.5, inverse: inverse)
        else { continue }
        let inside = local.coverage(of: shape)
        let index = py * canvas.width + px
        if background.alpha > 0 && inside > 0 {
          let a = inside * opacity / 255
          canvas.blend(
            at: index, red: Float(background.red) * a, green: Float(background.green) * a,
            blue: Float(background.blue) * a, alpha: Float(background.alpha) * a)
        }
        for source in sources {
          var c = local.coverage(of: source.shape)
          if layer.masksToBounds { c = min(c, inside) }
          guard c > 0 else { continue }
          let rect = source.rect
          let sx = Double(source.sampler.image.width) / rect.width
          let sy = Double(source.sampler.image.height) / rect.height
          // Image pixels per screen pixel along each screen axis: the footprint.
          let alongX = hypot(local.dxdsx * sx, local.dydsx * sy)
          let alongY = hypot(local.dxdsy * sx, local.dydsy * sy)
          let s = source.sampler.sample(
            x: (local.x - rect.minX) * sx, y: (local.y - rect.minY) * sy,
            footprint: max(alongX, alongY))
          let a = c * opacity
          canvas.blend(at: index, red: s.0 * a, green: s.1 * a, blue: s.2 * a, alpha: s.3 * a)
        }
        if borderWidth > 0 && inside > 0 {
          let ring = inside - local.coverage(of: shape, outset: -borderWidth)
          if ring > 0 {
            let a = ring * opacity / 255
            canvas.blend(
              at: index, red: Float(border.red) * a, green: Float(border.green) * a,
              blue: Float(border.blue) * a, alpha: Float(border.alpha) * a)
          }
        }
      }
    }
  }

  /// A bitmap placed in a layer: its contents or its text.
  private struct ImageSource {
    let rect: Rect
    let shape: RoundedRect
    let sampler: Sampler
  }

  /// The layer's contents (placed by its gravity) and its text (rasterized at the render
  /// scale, so it stays crisp, then transformed like the rest of the layer).
  private func imageSources(of layer: PresentedLayer) -> [ImageSource] {
    var sources: [ImageSource] = []
    let bounds = layer.values.bounds
    if let contents = layer.contents, contents.image.width > 0, contents.image.height > 0 {
      let size = Size(
        width: Double(contents.image.width) / contents.scale,
        height: Double(contents.image.height) / contents.scale)
      let rect = layer.contentsGravity.rect(for: size, in: bounds)
      sources.append(
        ImageSource(
          rect: rect, shape: RoundedRect(rect, cornerRadius: 0),
          sampler: Sampler(image: contents.image)))
    }
    if let text = layer.text, !text.string.isEmpty, let font = Font.standard {
      let line = font.line(text.string, pixelSize: text.fontSize * scale)
      if line.width > 0 {
        let width = Double(line.width) / scale
        let height = Double(line.height) / scale
        let x: Double
        switch text.alignment {
        case .left: x = bounds.minX
        case .center: x = bounds.midX - width / 2
        case .right: x = bounds.maxX - width
        }
        let rect = Rect(x: x, y: bounds.midY - height / 2, width: width, height: height)
        sources.append(
          ImageSource(
            rect: rect, shape: RoundedRect(rect, cornerRadius: 0),
            sampler: Sampler(image: Self.colored(line, text.color))))
      }
    }
    return sources
  }

  /// A coverage mask tinted with a colour: premultiplied RGBA.
  private static func colored(_ line: TextLine, _ color: Color) -> Image {
    var bytes = [UInt8](repeating: 0, count: line.width * line.height * 4)
    let r = min(max(color.red, 0), 1)
    let g = min(max(color.green, 0), 1)
    let b = min(max(color.blue, 0), 1)
    let alpha = min(max(color.alpha, 0), 1)
    for (i, c) in line.coverage.enumerated() where c > 0 {
      let a = Double(c) * alpha
      bytes[i * 4] = UInt8((r * a).rounded())
      bytes[i * 4 + 1] = UInt8((g * a).rounded())
      bytes[i * 4 + 2] = UInt8((b * a).rounded())
      bytes[i * 4 + 3] = UInt8(a.rounded())
    }
    return Image(width: line.width, height: line.height, bytes: bytes)
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
    for py in 0..<canvas.height {
      for px in 0..<canvas.width {
        let index = (py * canvas.width + px) * 4
        guard canvas.samples[index + 3] > 0 else { continue }
        var coverage: Float = 0
        if let inverse,
          let local = LocalPoint(
            screenX: Double(px) + 0.5, screenY: Double(py) + 0.5, inverse: inverse)
        {
          coverage = local.coverage(of: shape)
        }
        for c in 0..<4 { canvas.samples[index + c] *= coverage }
      }
    }
  }
}
