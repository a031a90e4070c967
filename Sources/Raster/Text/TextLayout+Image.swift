import Pixels

extension TextLayout {
  /// The layout drawn at `scale` pixels per point: premultiplied RGBA covering the ink that
  /// falls inside the box of `width` × `height` points (the box clips it), with the
  /// image's top left corner in whole pixels from the box's. Each glyph's pen is rounded to
  /// a whole pixel, so an outline glyph is FreeType's own mask at that size, copied.
  func image(scale: Double, width: Double, height: Double) -> (
    image: Image, x: Int, y: Int
  ) {
    let clipWidth = Int((width * scale).rounded(.up))
    let clipHeight = Int((height * scale).rounded(.up))
    var placed: [(image: GlyphImage, x: Int, y: Int, color: SIMD4<Float>)] = []
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min
    for glyph in glyphs {
      let pixelSize = glyph.size * scale
      let penX = Int((glyph.x * scale).rounded())
      let penY = Int((glyph.y * scale).rounded())
      // Glyphs wholly outside the box are not rasterized: an em and a half each side
      // bounds any glyph's ink.
      let reach = Int((pixelSize * 1.5).rounded(.up)) + 1
      guard penX + reach > 0, penX - reach < clipWidth, penY + reach > 0,
        penY - reach < clipHeight
      else { continue }
      let image = glyph.face.image(ofGlyph: glyph.id, pixelSize: pixelSize)
      guard image.width > 0 && image.height > 0 else { continue }
      let x = penX + image.left
      let y = penY - image.top
      let p = glyph.color.pixel
      placed.append(
        (image, x, y, SIMD4(Float(p.red), Float(p.green), Float(p.blue), Float(p.alpha))))
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x + image.width)
      maxY = max(maxY, y + image.height)
    }
    minX = max(minX, 0)
    minY = max(minY, 0)
    maxX = min(maxX, clipWidth)
    maxY = min(maxY, clipHeight)
    guard minX < maxX && minY < maxY else { return (Image(width: 0, height: 0), 0, 0) }
    let w = maxX - minX
    let h = maxY - minY
    var bytes = [UInt8](repeating: 0, count: w * h * 4)
    for glyph in placed {
      let image = glyph.image
      let x0 = max(glyph.x, minX)
      let x1 = min(glyph.x + image.width, maxX)
      let y0 = max(glyph.y, minY)
      let y1 = min(glyph.y + image.height, maxY)
      guard x0 < x1 && y0 < y1 else { continue }
      for y in y0..<y1 {
        let sourceRow = (y - glyph.y) * image.width
        let row = (y - minY) * w
        for x in x0..<x1 {
          let source: SIMD4<Float>
          switch image.kind {
          case .coverage:
            let c = image.bytes[sourceRow + x - glyph.x]
            guard c > 0 else { continue }
            source = glyph.color * (Float(c) / 255)
          case .color:
            let s = (sourceRow + x - glyph.x) * 4
            guard image.bytes[s + 3] > 0 else { continue }
            source = SIMD4(
              Float(image.bytes[s]), Float(image.bytes[s + 1]), Float(image.bytes[s + 2]),
              Float(image.bytes[s + 3]))
          }
          // Source over: overlapping glyphs (marks on their base, a kerned pair) add up.
          let i = (row + x - minX) * 4
          let keep = 1 - source[3] / 255
          for k in 0..<4 {
            let value = source[k] + Float(bytes[i + k]) * keep
            bytes[i + k] = UInt8(min(max(value.rounded(), 0), 255))
          }
        }
      }
    }
    return (Image(width: w, height: h, bytes: bytes), minX, minY)
  }
}
