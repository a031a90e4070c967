import Pixels

/// How colours between palette entries are rendered.
public enum Dither: String, Sendable, CaseIterable {
  /// Each pixel takes its nearest palette colour.
  case none
  /// Floyd–Steinberg error diffusion: each pixel's error goes to its unvisited neighbours
  /// (7/16 right, 3/16 below left, 5/16 below, 1/16 below right), trading banding in smooth
  /// gradients for fine noise — and larger GIFs, since the noise changes between frames.
  case floydSteinberg = "floyd-steinberg"
  /// Ordered dithering, the default: a colour between two palette entries becomes a fixed
  /// 8 × 8 ordered pattern of the two in the proportion that keeps its mean, so smooth ramps
  /// (gradients, shadow falloffs) do not band. Colours in the palette stay exact, colours
  /// between distant entries are not patterned, and the pattern is tied to the canvas
  /// position, so a pixel that does not change keeps its colour from frame to frame.
  case ordered
}

/// Maps the rows of a region to palette indices with Floyd–Steinberg error diffusion.
struct ErrorDiffusion {
  let palette: Palette
  let transparentIndex: Int
  /// The errors carried into the current and the next row, per column, R G B.
  private var current: [SIMD3<Int32>]
  private var next: [SIMD3<Int32>]
  private var cache = ColorTable<UInt8>()

  init(palette: Palette, transparentIndex: Int, width: Int) {
    self.palette = palette
    self.transparentIndex = transparentIndex
    current = Array(repeating: .zero, count: width + 2)
    next = Array(repeating: .zero, count: width + 2)
  }

  /// The indices of one row of `width` pixels starting at byte `start` of `bytes`; errors are
  /// in sixteenths of a level.
  mutating func row(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, width: Int, into out: inout [UInt8]
  ) {
    for x in 0..<width {
      let i = start + x * 4
      let a = Int(bytes[i + 3])
      if a < 128 {
        out[x] = UInt8(max(transparentIndex, 0))
        continue
      }
      let (r, g, b) = MedianCutQuantizer.unpremultiply(bytes[i], bytes[i + 1], bytes[i + 2], a)
      let carried = current[x + 1]
      let want = SIMD3<Int32>(Int32(r), Int32(g), Int32(b)) &* 16 &+ carried
      let clamped = want.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255 * 16))
      let target = (clamped &+ 8) / 16
      let key = UInt32(target.x) << 16 | UInt32(target.y) << 8 | UInt32(target.z)
      let index: UInt8
      if let cached = cache[key] {
        index = cached
      } else {
        index = UInt8(
          palette.nearestIndex(red: UInt8(target.x), green: UInt8(target.y), blue: UInt8(target.z)))
        cache[key] = index
      }
      out[x] = index
      let chosen = palette.colors[Int(index)]
      let error = clamped &- SIMD3(Int32(chosen.red), Int32(chosen.green), Int32(chosen.blue)) &* 16
      current[x + 2] &+= error &* 7 / 16
      next[x] &+= error &* 3 / 16
      next[x + 1] &+= error &* 5 / 16
      next[x + 2] &+= error / 16
    }
    swap(&current, &next)
    for k in next.indices { next[k] = .zero }
  }
}

/// Maps pixels to palette indices with ordered dithering: a colour between two palette
/// entries is drawn as a fixed 8 × 8 ordered pattern of the two, in the proportion that keeps
/// its mean, chosen per canvas position so that a pixel that does not change keeps its index
/// in every frame. A colour in the palette, or one for which the pattern's noise would cost
/// more than the error it removes, takes its nearest entry.
struct OrderedDither {
  let palette: Palette
  let transparentIndex: Int
  private var cache = ColorTable<Mix>()
  /// The last pixel's bytes (R in the low byte; alpha 0 never matches, being transparent).
  private var lastWord: UInt32 = 0
  private var lastMix = Mix(low: 0, high: 0, level: 0)

  /// Two palette indices and how many of the 64 pattern cells take `high`.
  struct Mix {
    var low: UInt8
    var high: UInt8
    var level: UInt8
  }

  /// The threshold matrix, 0...63, row by row. Every row and every column holds one value
  /// of each eighth of the range (it is built from two orthogonal Latin squares of order 8,
  /// x ⊕ 2y and x ⊕ 3y over GF(8), with rows, columns and symbols permuted to spread
  /// neighbouring thresholds apart), so any 8 pixels in a line take the upper colour in the
  /// right proportion to within one: a ramp's columns and rows average to its levels. Bayer's
  /// matrix lacks this (its first row holds only values below 43) and left bands 3 to 4
  /// times the ramp's step in a column average.
  static let thresholds: [UInt8] = [
    58, 53, 8, 23, 3, 44, 33, 30,
    1, 46, 35, 28, 56, 55, 10, 21,
    39, 24, 5, 42, 14, 17, 60, 51,
    16, 15, 50, 61, 25, 38, 43, 4,
    54, 57, 20, 11, 47, 0, 29, 34,
    45, 2, 31, 32, 52, 59, 22, 9,
    27, 36, 41, 6, 18, 13, 48, 63,
    12, 19, 62, 49, 37, 26, 7, 40,
  ]

  /// How much the noise of a two-colour pattern weighs against the error it removes: the
  /// pattern's variance, α(1 − α)·|high − low|², counts this fraction. Low enough that a
  /// ramp between neighbouring entries is dithered down to a single level's difference,
  /// high enough that a flat colour between distant entries (a tint between white and text
  /// colour) is not turned into a visible checkerboard.
  static let noiseWeight = 1.0 / 8

  init(palette: Palette, transparentIndex: Int) {
    self.palette = palette
    self.transparentIndex = transparentIndex
  }

  /// The index of the pixel at canvas position (`x`, `y`) whose bytes, read as a
  /// little-endian word, are `word` (R in the low byte).
  @inline(__always)
  mutating func index(word: UInt32, x: Int, y: Int) -> UInt8 {
    let a = UInt8(word >> 24)
    if a < 128 { return UInt8(max(transparentIndex, 0)) }
    // A run of one colour, as most of a UI's pixels are, reuses its mix at once.
    let mix: Mix
    if word == lastWord {
      mix = lastMix
    } else {
      let (sr, sg, sb) = MedianCutQuantizer.unpremultiply(
        UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 8),
        UInt8(truncatingIfNeeded: word >> 16), Int(a))
      let key = UInt32(sr) << 16 | UInt32(sg) << 8 | UInt32(sb)
      if let cached = cache[key] {
        mix = cached
      } else {
        mix = Self.mix(for: (Int(sr), Int(sg), Int(sb)), in: palette)
        cache[key] = mix
      }
      lastWord = word
      lastMix = mix
    }
    guard mix.level > 0 else { return mix.low }
    return Self.thresholds[(y & 7) << 3 | (x & 7)] < mix.level ? mix.high : mix.low
  }

  /// The nearest entry and, when mixing helps, the entry and proportion to mix it with.
  static func mix(for c: (Int, Int, Int), in palette: Palette) -> Mix {
    let nearest = palette.nearestIndex(
      red: UInt8(c.0), green: UInt8(c.1), blue: UInt8(c.2))
    let p = palette.colors[nearest]
    let e = (c.0 - Int(p.red), c.1 - Int(p.green), c.2 - Int(p.blue))
    let plain = Double(e.0 * e.0 + e.1 * e.1 + e.2 * e.2)
    var best = Mix(low: UInt8(nearest), high: UInt8(nearest), level: 0)
    guard plain > 0 else { return best }
    var bestScore = plain
    for (i, q) in palette.colors.enumerated() where i != nearest {
      let v = (Int(q.red) - Int(p.red), Int(q.green) - Int(p.green), Int(q.blue) - Int(p.blue))
      let along = e.0 * v.0 + e.1 * v.1 + e.2 * v.2
      guard along > 0 else { continue }
      let length = v.0 * v.0 + v.1 * v.1 + v.2 * v.2
      let level = min(64, (along * 64 + length / 2) / length)
      guard level > 0 else { continue }
      let t = Double(level) / 64
      let rx = Double(e.0) - t * Double(v.0)
      let ry = Double(e.1) - t * Double(v.1)
      let rz = Double(e.2) - t * Double(v.2)
      let score = rx * rx + ry * ry + rz * rz + noiseWeight * t * (1 - t) * Double(length)
      if score < bestScore {
        bestScore = score
        best = Mix(low: UInt8(nearest), high: UInt8(i), level: UInt8(level))
      }
    }
    return best
  }
}
