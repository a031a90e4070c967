import Pixels

/// A frame being drawn: premultiplied RGBA in floating point (0...255), sRGB, so that
/// layers composite without rounding between them. It holds only the pixels it paints:
/// some columns of some rows of the frame.
package struct Canvas: Sendable {
  /// Width in pixels.
  package let width: Int
  /// Height in pixels of the whole frame.
  package let height: Int
  /// The rows of the frame this canvas holds (a band, when a frame is drawn in parallel).
  package let rows: Range<Int>
  /// The columns of the frame this canvas holds and paints (a damaged region, or all).
  package let columns: Range<Int>
  /// Premultiplied R, G, B, A per pixel, row after row, for `columns` of `rows` only.
  var pixels: [SIMD4<Float>]

  /// A canvas of the given columns (default: all) of the given rows (default: all) of a
  /// frame, filled with one colour.
  package init(
    width: Int, height: Int, rows: Range<Int>? = nil, columns: Range<Int>? = nil,
    fill: Color = .clear
  ) {
    self.width = width
    self.height = height
    self.rows = rows ?? 0..<height
    self.columns = columns ?? 0..<width
    let p = fill.pixel
    pixels = [SIMD4<Float>](
      repeating: SIMD4(Float(p.red), Float(p.green), Float(p.blue), Float(p.alpha)),
      count: self.columns.count * self.rows.count)
  }

  /// Where pixel (0, y) of a canvas's frame would be in its `pixels`: pixel (x, y) is at
  /// that plus x, for x in its `columns`. It holds three integers, not the canvas: a closure
  /// over the canvas would hold its pixels, and writing them while it lives would copy them.
  struct RowOrigins {
    let firstRow: Int
    let stride: Int
    let firstColumn: Int

    init(_ canvas: Canvas) {
      firstRow = canvas.rows.lowerBound
      stride = canvas.columns.count
      firstColumn = canvas.columns.lowerBound
    }

    @inline(__always)
    func callAsFunction(_ y: Int) -> Int { (y - firstRow) * stride - firstColumn }
  }

  /// Puts another canvas of the same columns, holding some of this one's rows, over this
  /// one, faded by `opacity`.
  mutating func composite(_ layer: Canvas, opacity: Float) {
    guard !layer.rows.isEmpty else { return }
    let offset = (layer.rows.lowerBound - rows.lowerBound) * columns.count
    pixels.withUnsafeMutableBufferPointer { dst in
      layer.pixels.withUnsafeBufferPointer { src in
        for i in 0..<src.count {
          let s = src[i] * opacity
          guard s.w > 0 else { continue }
          dst[offset + i] = s + dst[offset + i] * (1 - s.w / 255)
        }
      }
    }
  }

  /// Multiplies every pixel by the alpha (0...1) of the same pixel of `mask`, a canvas of
  /// the same rows and columns.
  mutating func multiply(byAlphaOf mask: Canvas) {
    pixels.withUnsafeMutableBufferPointer { dst in
      mask.pixels.withUnsafeBufferPointer { src in
        for i in 0..<dst.count where dst[i].w > 0 {
          dst[i] *= min(max(src[i].w, 0), 255) / 255
        }
      }
    }
  }

  /// The canvas as an 8-bit image, each component rounded to nearest: the one conversion to
  /// bytes of a frame.
  package var image: Image {
    let count = pixels.count
    let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
      write(to: UnsafeMutableRawBufferPointer(out))
      initialized = count * 4
    }
    return Image(width: columns.count, height: rows.count, bytes: bytes)
  }

  /// Writes the canvas's pixels as 8-bit RGBA into `out`, row after row, which holds at
  /// least 4 bytes a pixel.
  package func write(to out: UnsafeMutableRawBufferPointer) {
    guard let base = out.baseAddress else { return }
    pixels.withUnsafeBufferPointer { src in
      guard let pixels = src.baseAddress else { return }
      Self.round(
        UnsafeRawPointer(pixels).assumingMemoryBound(to: Float.self), count: src.count * 4,
        into: base.assumingMemoryBound(to: UInt8.self))
    }
  }

  /// Rounds `count` components in 0...255 (clamped to it) to the nearest byte, halves up:
  /// ⌊v + ½⌋, as `UInt8(v + 0.5)` gives. Adding 2²³ puts round-to-nearest-even of v + ½ in
  /// the float's low mantissa bits, less one where that rounded up; written without a
  /// trapping conversion, so the compiler vectorises it (8× the conversion's speed).
  @inline(__always)
  private static func round(
    _ source: UnsafePointer<Float>, count: Int, into out: UnsafeMutablePointer<UInt8>
  ) {
    // Sixteen at a time, which the compiler unrolls into four vectors (each still packed
    // and stored on its own).
    let whole = count & ~15
    var i = 0
    while i < whole {
      for j in 0..<16 { out[i + j] = roundOne(source[i + j]) }
      i += 16
    }
    while i < count {
      out[i] = roundOne(source[i])
      i += 1
    }
  }

  /// One component of `round(_:count:into:)`.
  @inline(__always)
  private static func roundOne(_ v: Float) -> UInt8 {
    let t = (v > 0 ? (v < 255 ? v : 255) : 0) + 0.5
    let m = t + 8_388_608
    return UInt8(truncatingIfNeeded: m.bitPattern &- (m - 8_388_608 > t ? 1 : 0))
  }
}
