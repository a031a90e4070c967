import Pixels

/// An image and its mip chain, stored once as premultiplied RGBA bytes for the render that
/// built it. Immutable after construction, so every band and frame reads it through raw
/// pointers without reference counting.
///
/// Level 0 is the image itself; each next level halves it (a 2 × 2 box filter), down to
/// 1 × 1. The chain costs a third more memory and lets minified sampling stay trilinear.
final class Texture: @unchecked Sendable {
  /// Width of level 0 in pixels.
  let width: Int
  /// Height of level 0 in pixels.
  let height: Int
  /// All levels' texels, level after level: four bytes per texel (R, G, B, A).
  private let texels: UnsafeMutablePointer<UInt8>
  /// One entry per level, pointing into `texels`.
  private let levels: UnsafeMutablePointer<MipLevel>
  /// How many levels the chain has.
  let levelCount: Int
  /// Where level 0 is far from ink; nil where nowhere is.
  private let inkClearance: InkClearance?

  /// A texture of `image` with its full mip chain, and where it is clear of ink unless
  /// `mapsInkClearance` is false (for a texture seldom read by several samples at once).
  init(_ image: Image, mapsInkClearance: Bool = true) {
    width = image.width
    height = image.height
    var sizes = [(width: image.width, height: image.height)]
    while let last = sizes.last, last.width > 1 || last.height > 1 {
      sizes.append((max(1, last.width / 2), max(1, last.height / 2)))
    }
    levelCount = sizes.count
    let total = sizes.reduce(0) { $0 + $1.width * $1.height * 4 }
    let texels = UnsafeMutablePointer<UInt8>.allocate(capacity: max(total, 4))
    self.texels = texels
    levels = .allocate(capacity: sizes.count)
    image.bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { texels.update(from: base, count: source.count) }
    }
    inkClearance =
      mapsInkClearance
      ? InkClearance(texels: texels, width: image.width, height: image.height) : nil
    var offset = 0
    for (index, size) in sizes.enumerated() {
      let level = MipLevel(
        texels: UnsafePointer(texels + offset), width: size.width, height: size.height,
        scaleX: Float(size.width) / Float(image.width),
        scaleY: Float(size.height) / Float(image.height))
      (levels + index).initialize(to: level)
      if index > 0 { level.fill(byHalving: levels[index - 1], into: texels + offset) }
      offset += size.width * size.height * 4
    }
  }

  deinit {
    levels.deinitialize(count: levelCount)
    levels.deallocate()
    texels.deallocate()
    inkClearance?.deallocate()
  }

  /// A sampler over this texture, valid while the texture is alive (the plan that holds the
  /// texture keeps it so for the whole frame).
  var sampler: TextureSampler {
    TextureSampler(
      levels: UnsafePointer(levels), count: levelCount,
      inkClearance: inkClearance.map { UnsafePointer($0.bits) },
      clearanceWordsPerRow: inkClearance?.wordsPerRow ?? 0)
  }
}

/// One level of a mip chain: a pointer and a size, trivially copyable.
struct MipLevel {
  /// Premultiplied RGBA bytes, row after row.
  let texels: UnsafePointer<UInt8>
  let width: Int
  let height: Int
  /// This level's size over level 0's: the factor from level-0 to level coordinates.
  let scaleX: Float
  let scaleY: Float
  /// The last texel's coordinates, where sampling clamps.
  let lastX: Float
  let lastY: Float

  init(texels: UnsafePointer<UInt8>, width: Int, height: Int, scaleX: Float, scaleY: Float) {
    self.texels = texels
    self.width = width
    self.height = height
    self.scaleX = scaleX
    self.scaleY = scaleY
    lastX = Float(width - 1)
    lastY = Float(height - 1)
  }

  /// A stored texel (R in the low byte) as premultiplied components in 0...255. Each byte
  /// b is widened to a lane and put in the mantissa of 2²³ (bit pattern 0x4B00_0000 | b is
  /// the float 2²³ + b), then 2²³ is subtracted: exact, and four lanes at once instead of
  /// four conversions.
  @inline(__always)
  static func components(_ texel: UInt32) -> SIMD4<Float> {
    let lanes = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(texel, to: SIMD4<UInt8>.self))
    return unsafeBitCast(lanes | 0x4B00_0000, to: SIMD4<Float>.self) - 8_388_608
  }

  /// The texel at (x, y) as premultiplied components in 0...255.
  @inline(__always)
  func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
    Self.components(word(x, y))
  }

  /// The texel at (x, y) as it is stored: R in the low byte (little-endian).
  @inline(__always)
  private func word(_ x: Int, _ y: Int) -> UInt32 {
    UnsafeRawPointer(texels).loadUnaligned(fromByteOffset: (y &* width &+ x) &* 4, as: UInt32.self)
  }

  /// The first of the two columns a bilinear sample at f ≥ 0 reads: ⌊f⌋, or f − 1 where f
  /// is an odd whole number below 2²². f − ½ + 1.5 · 2²³ lies where floats are whole
  /// numbers, so the addition rounds f − ½ to the nearest integer (ties to even), and the
  /// low mantissa bits hold it plus 2²²: no conversion with range checks. The weight of the
  /// second column is then 1, which gives the same value, to the bit, as the weight 0 of
  /// the first would: p + (c − p) · 1 = c for whole texel values, as they are across. (Not
  /// down: the values blended down are blends already.)
  @inline(__always)
  static func lowerColumn(_ f: Float) -> Int {
    guard f < 4_194_304 else { return Int(f) }
    return Int((f - 0.5 + 12_582_912).bitPattern & 0x7F_FFFF) &- 4_194_304
  }

  /// Bilinear filtering at (x, y) in this level's pixel coordinates, texel (i, j) centred
  /// at (i + ½, j + ½), clamping to the edge:
  /// c = lerp(lerp(c₀₀, c₁₀, tx), lerp(c₀₁, c₁₁, tx), ty). Four transparent texels give
  /// transparent at once (most of a line of text), four equal ones their colour.
  @inline(__always)
  func bilinear(x: Float, y: Float) -> SIMD4<Float> {
    // Written so that NaN (a point at infinity) clamps to 0 instead of trapping in Int().
    let cx = x - 0.5
    let cy = y - 0.5
    let fx = cx > 0 ? min(cx, lastX) : 0
    let fy = cy > 0 ? min(cy, lastY) : 0
    let x0 = Self.lowerColumn(fx)
    let y0 = FastMath.integerPart(ofNonNegative: fy)
    // The next column and row, clamped to the last: byte offsets from texel (x0, y0).
    let right = x0 < width &- 1 ? 4 : 0
    let down = y0 < height &- 1 ? width &* 4 : 0
    let corner = UnsafeRawPointer(texels) + (y0 &* width &+ x0) &* 4
    let w00 = corner.loadUnaligned(as: UInt32.self)
    let w10 = corner.loadUnaligned(fromByteOffset: right, as: UInt32.self)
    let w01 = corner.loadUnaligned(fromByteOffset: down, as: UInt32.self)
    let w11 = corner.loadUnaligned(fromByteOffset: right &+ down, as: UInt32.self)
    guard w00 | w10 | w01 | w11 != 0 else { return .zero }
    // Four equal texels give their colour whatever the weights (c + 0 · t is c): the inside
    // of a flat shape or a glyph's stem.
    if w00 == w10 && w00 == w01 && w00 == w11 { return Self.components(w00) }
    let tx = fx - Float(x0)
    let ty = fy - Float(y0)
    let p00 = Self.components(w00)
    let p10 = Self.components(w10)
    let p01 = Self.components(w01)
    let p11 = Self.components(w11)
    let top = p00 + (p10 - p00) * tx
    let bottom = p01 + (p11 - p01) * tx
    return top + (bottom - top) * ty
  }

  /// Writes this level's texels as the 2 × 2 means of `larger` (an odd last row or column
  /// is reused), rounded to nearest.
  func fill(byHalving larger: MipLevel, into out: UnsafeMutablePointer<UInt8>) {
    for y in 0..<height {
      let y0 = min(2 * y, larger.height - 1)
      let y1 = min(2 * y + 1, larger.height - 1)
      for x in 0..<width {
        let x0 = min(2 * x, larger.width - 1)
        let x1 = min(2 * x + 1, larger.width - 1)
        for c in 0..<4 {
          let sum =
            Int(larger.texels[(y0 * larger.width + x0) * 4 + c])
            + Int(larger.texels[(y0 * larger.width + x1) * 4 + c])
            + Int(larger.texels[(y1 * larger.width + x0) * 4 + c])
            + Int(larger.texels[(y1 * larger.width + x1) * 4 + c])
          out[(y * width + x) * 4 + c] = UInt8((sum + 2) / 4)
        }
      }
    }
  }
}

/// Reads a texture: bilinear when magnified, trilinear through the mip chain when minified.
/// Holds only pointers, so copying it into the inner loop costs no reference counting.
struct TextureSampler {
  let levels: UnsafePointer<MipLevel>
  let count: Int
  /// `InkClearance.bits` of level 0; nil where no texel is clear of ink.
  let inkClearance: UnsafePointer<UInt64>?
  /// Words a row of `inkClearance`.
  let clearanceWordsPerRow: Int

  /// Whether every bilinear sample of level 0 at most `reachX` and `reachY` texels (level-0
  /// pixels) away from (x, y), in level-0 pixel coordinates, is transparent for certain:
  /// false where that would take reading texels (a sample may still be transparent).
  @inline(__always)
  func isBlank(aroundX x: Float, y: Float, reachX: Float, reachY: Float) -> Bool {
    // A NaN reach fails the comparison.
    guard let inkClearance, reachX <= InkClearance.maximumReach,
      reachY <= InkClearance.maximumReach
    else { return false }
    let level = levels[0]
    // Clamped as a sample's point is (NaN to 0, as it is there).
    let cx = x > 0 ? min(x, level.lastX) : 0
    let cy = y > 0 ? min(y, level.lastY) : 0
    let column = FastMath.integerPart(ofNonNegative: cx)
    let row = FastMath.integerPart(ofNonNegative: cy)
    let word = inkClearance[row &* clearanceWordsPerRow &+ column &>> 6]
    return word &>> UInt64(column & 63) & 1 != 0
  }

  /// The mip levels a screen pixel whose footprint spans √`footprintSquared` level-0 pixels
  /// along its longer axis reads.
  ///
  /// The mip level is λ = log₂(footprint) = ½·log₂(footprint²), as OpenGL chooses it;
  /// between levels ⌊λ⌋ and ⌊λ⌋ + 1 the two bilinear samples are blended by λ − ⌊λ⌋.
  @inline(__always)
  func levels(forFootprintSquared footprintSquared: Float) -> MipBlend {
    guard footprintSquared > 1, count > 1 else { return .levelZero }
    let lambda = min(0.5 * FastMath.log2(footprintSquared), Float(count - 1))
    let lower = min(Int(lambda), count - 1)
    return MipBlend(lower: lower, fraction: lambda - Float(lower))
  }

  /// The colour at (x, y) in level-0 pixel coordinates, filtered at `blend`'s levels.
  @inline(__always)
  func sample(x: Float, y: Float, levels blend: MipBlend) -> SIMD4<Float> {
    guard blend.lower >= 0 else { return levels[0].bilinear(x: x, y: y) }
    let a = levels[blend.lower]
    let near = a.bilinear(x: x * a.scaleX, y: y * a.scaleY)
    guard blend.fraction > 0, blend.lower + 1 < count else { return near }
    let b = levels[blend.lower + 1]
    let far = b.bilinear(x: x * b.scaleX, y: y * b.scaleY)
    return near + (far - near) * blend.fraction
  }
}

/// Which mip levels a sample reads: level `lower`, blended with the next by `fraction`.
struct MipBlend {
  /// The finer level; -1 for level 0 alone without scaling (magnified, or a footprint of
  /// at most a texel).
  let lower: Int
  let fraction: Float

  /// Level 0 alone.
  static let levelZero = MipBlend(lower: -1, fraction: 0)
}
