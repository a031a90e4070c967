import Pixels

/// A frame being drawn: premultiplied RGBA in floating point (0...255), sRGB, so that
/// layers composite without rounding between them.
package struct Canvas: Sendable {
  /// Width in pixels.
  package let width: Int
  /// Height in pixels of the whole frame.
  package let height: Int
  /// The rows of the frame this canvas holds (a band, when a frame is drawn in parallel).
  package let rows: Range<Int>
  /// Premultiplied R, G, B, A per pixel, row after row, for `rows` only.
  var pixels: [SIMD4<Float>]

  /// A canvas of the given rows (default: all) of a frame, filled with one colour.
  package init(width: Int, height: Int, rows: Range<Int>? = nil, fill: Color = .clear) {
    self.width = width
    self.height = height
    self.rows = rows ?? 0..<height
    let p = fill.pixel
    pixels = [SIMD4<Float>](
      repeating: SIMD4(Float(p.red), Float(p.green), Float(p.blue), Float(p.alpha)),
      count: width * self.rows.count)
  }

  /// Puts another canvas of the same size over this one, faded by `opacity`.
  mutating func composite(_ layer: Canvas, opacity: Float) {
    pixels.withUnsafeMutableBufferPointer { dst in
      layer.pixels.withUnsafeBufferPointer { src in
        for i in 0..<dst.count {
          let s = src[i] * opacity
          guard s.w > 0 else { continue }
          dst[i] = s + dst[i] * (1 - s.w / 255)
        }
      }
    }
  }

  /// Multiplies every pixel by the alpha (0...1) of the same pixel of `mask`, a canvas of
  /// the same rows.
  mutating func multiply(byAlphaOf mask: Canvas) {
    pixels.withUnsafeMutableBufferPointer { dst in
      mask.pixels.withUnsafeBufferPointer { src in
        for i in 0..<dst.count where dst[i].w > 0 {
          dst[i] *= min(max(src[i].w, 0), 255) / 255
        }
      }
    }
  }

  /// The canvas's rows as an 8-bit image, each component rounded to nearest: the one
  /// conversion to bytes of a frame.
  package var image: Image {
    let count = pixels.count
    let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
      write(to: UnsafeMutableRawBufferPointer(out))
      initialized = count * 4
    }
    return Image(width: width, height: rows.count, bytes: bytes)
  }

  /// Writes the canvas's rows as 8-bit RGBA into `out`, which holds at least 4 bytes a pixel.
  package func write(to out: UnsafeMutableRawBufferPointer) {
    let count = pixels.count
    let bytes = out.bindMemory(to: UInt8.self)
    pixels.withUnsafeBufferPointer { src in
      @inline(__always) func byte(_ v: Float) -> UInt8 {
        v <= 0 ? 0 : v >= 255 ? 255 : UInt8(v + 0.5)
      }
      for i in 0..<count {
        let v = src[i]
        bytes[i * 4] = byte(v.x)
        bytes[i * 4 + 1] = byte(v.y)
        bytes[i * 4 + 2] = byte(v.z)
        bytes[i * 4 + 3] = byte(v.w)
      }
    }
  }
}
