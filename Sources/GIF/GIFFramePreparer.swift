import Pixels

/// Quantizes and compresses frames for a GIF: all of a frame's encoding but writing it. A
/// frame's result depends only on it and on the frame before it, so frames can be prepared
/// on several threads at once and written in order.
package struct GIFFramePreparer: Sendable {
  /// Chooses each frame's palette.
  let quantizer: any Quantizer
  /// How colours between palette entries are drawn.
  let dither: Dither

  /// The frame's changed rectangle, palette, palette indices and compressed image, given
  /// the frame appended before it: all of a frame's encoding but writing it, which must run
  /// in order. It depends on nothing else, so frames can be prepared on several threads at
  /// once.
  ///
  /// `opaque` says that every pixel of both frames has an alpha of at least 128, as frames
  /// drawn over an opaque background have: the scans for transparent pixels are skipped.
  package func prepare(_ frame: Image, after previous: Image?, opaque: Bool = false)
    -> QuantizedGIFFrame
  {
    assert(!opaque || !GIFEncoder.hasTransparentPixels(frame), "a frame said opaque is not")
    let hasTransparency = !opaque && GIFEncoder.hasTransparentPixels(frame)
    // A frame with transparent pixels is drawn whole and cleared after (disposal 2): drawing
    // only a changed part would let the previous frame show through. The frame after a
    // cleared one is drawn whole too.
    var region = PixelRegion(x: 0, y: 0, width: frame.width, height: frame.height)
    // What is quantized: the frame, or its changed rectangle with every pixel that did not
    // change cleared, so that it keeps the colour it was shown in through the transparent
    // index (a palette chosen anew would move it) and takes no palette entry.
    var source = frame
    // Where the changed rectangle lies in `source`.
    var sourceRegion = region
    var keepsPrevious = false
    if let previous, !hasTransparency {
      let changedRegion = GIFEncoder.changedRegion(from: previous, to: frame)
      // Outside the rectangle the frame before is this one, which is opaque: only inside
      // can it have a transparent pixel.
      if opaque || !GIFEncoder.hasTransparentPixels(previous, in: changedRegion) {
        region = changedRegion
        sourceRegion = region
        if let changed = GIFEncoder.changedPixels(of: frame, from: previous, in: region) {
          source = changed
          sourceRegion = PixelRegion(x: 0, y: 0, width: region.width, height: region.height)
          keepsPrevious = true
        }
      }
    }
    let slots = hasTransparency || keepsPrevious ? 255 : 256
    let palette = quantizer.palette(for: source, in: sourceRegion, maxColors: slots)
    let transparentIndex = hasTransparency || keepsPrevious ? palette.colors.count : -1
    var indices = [UInt8](repeating: 0, count: region.width * region.height)
    var mapper = ColorMapper(palette: palette, transparentIndex: transparentIndex)
    var ordered = OrderedDither(palette: palette, transparentIndex: transparentIndex)
    var diffusion = ErrorDiffusion(
      palette: palette, transparentIndex: transparentIndex, width: region.width)
    var row = [UInt8](repeating: 0, count: dither == .floydSteinberg ? region.width : 0)
    // Written through a pointer: an array's element store checks its uniqueness each time.
    indices.withUnsafeMutableBufferPointer { out in
      source.bytes.withUnsafeBufferPointer { b in
        for y in region.y..<(region.y + region.height) {
          let start = ((y - region.y + sourceRegion.y) * source.width + sourceRegion.x) * 4
          let offset = (y - region.y) * region.width
          if dither == .floydSteinberg {
            diffusion.row(b, start: start, width: region.width, into: &row)
            for x in 0..<region.width { out[offset + x] = row[x] }
          } else if dither == .ordered {
            let words = UnsafeRawPointer(b.baseAddress! + start)
            for x in 0..<region.width {
              out[offset + x] = ordered.index(
                word: words.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self),
                x: region.x + x, y: y)
            }
          } else {
            var i = start
            for x in 0..<region.width {
              out[offset + x] = UInt8(mapper.index(b[i], b[i + 1], b[i + 2], b[i + 3]))
              i += 4
            }
          }
        }
      }
    }
    var prepared = QuantizedGIFFrame(
      region: region, colors: palette.colors, transparentIndex: transparentIndex,
      keepsPrevious: keepsPrevious, indices: indices)
    prepared.compressed = prepared.compress(width: frame.width, height: frame.height)
    return prepared
  }

}
