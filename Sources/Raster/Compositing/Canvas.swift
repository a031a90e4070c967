import Pixels

#if arch(x86_64)
  import _Builtin_intrinsics.intel
#endif

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

  /// The pixel at (x, y) of the frame, or nil when the canvas does not hold it.
  func pixel(x: Int, y: Int) -> SIMD4<Float>? {
    guard rows.contains(y), columns.contains(x) else { return nil }
    return pixels[(y - rows.lowerBound) * columns.count + x - columns.lowerBound]
  }

  /// The part of the canvas in the given rows and columns, which it holds.
  func cropped(rows part: Range<Int>, columns partColumns: Range<Int>) -> Canvas {
    if part == rows && partColumns == columns { return self }
    var crop = Canvas(width: width, height: height, rows: part, columns: partColumns)
    var i = 0
    for y in part {
      let base = (y - rows.lowerBound) * columns.count - columns.lowerBound
      for x in partColumns {
        crop.pixels[i] = pixels[base + x]
        i += 1
      }
    }
    return crop
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
  /// ⌊v + ½⌋, as `UInt8(v + 0.5)` gives (NaN gives 0).
  @inline(__always)
  private static func round(
    _ source: UnsafePointer<Float>, count: Int, into out: UnsafeMutablePointer<UInt8>
  ) {
    var i = 0
    #if arch(x86_64)
      // Sixteen at a time: clamped and offset by ½, each is at least ½, so truncation is
      // the floor; two saturating packs narrow them to bytes. The component-wise path
      // below takes 18 instructions a pixel, this one 6.
      let low = _mm_setzero_ps()
      let high = _mm_set1_ps(255)
      let half = _mm_set1_ps(0.5)
      func four(_ at: Int) -> __m128i {
        // maxps gives its second operand for NaN: 0.
        _mm_cvttps_epi32(
          _mm_add_ps(_mm_min_ps(_mm_max_ps(_mm_loadu_ps(source + at), low), high), half))
      }
      while i &+ 16 <= count {
        let bytes = _mm_packus_epi16(
          _mm_packs_epi32(four(i), four(i &+ 4)), _mm_packs_epi32(four(i &+ 8), four(i &+ 12)))
        _mm_storeu_si128(
          UnsafeMutableRawPointer(out + i).assumingMemoryBound(to: __m128i.self), bytes)
        i &+= 16
      }
    #else
      // Sixteen at a time, which the compiler unrolls into four vectors (each still packed
      // and stored on its own).
      let whole = count & ~15
      while i < whole {
        for j in 0..<16 { out[i + j] = roundOne(source[i + j]) }
        i += 16
      }
    #endif
    while i < count {
      out[i] = roundOne(source[i])
      i += 1
    }
  }

  /// One component of `round(_:count:into:)`. Adding 2²³ puts round-to-nearest-even of
  /// v + ½ in the float's low mantissa bits, less one where that rounded up; written
  /// without a trapping conversion, so the compiler vectorises it.
  @inline(__always)
  private static func roundOne(_ v: Float) -> UInt8 {
    let t = (v > 0 ? (v < 255 ? v : 255) : 0) + 0.5
    let m = t + 8_388_608
    return UInt8(truncatingIfNeeded: m.bitPattern &- (m - 8_388_608 > t ? 1 : 0))
  }
}
