/// Maps pixels to palette indices, remembering each colour's answer.
struct ColorMapper {
  let palette: Palette
  let transparentIndex: Int
  private var cache = ColorTable<UInt8>()
  private var lastKey: UInt32 = .max
  private var lastIndex: UInt8 = 0

  init(palette: Palette, transparentIndex: Int) {
    self.palette = palette
    self.transparentIndex = transparentIndex
  }

  mutating func index(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt8 {
    if a < 128 { return UInt8(max(transparentIndex, 0)) }
    let (sr, sg, sb) = MedianCutQuantizer.unpremultiply(r, g, b, Int(a))
    let key = UInt32(sr) << 16 | UInt32(sg) << 8 | UInt32(sb)
    if key == lastKey { return lastIndex }
    let index: UInt8
    if let cached = cache[key] {
      index = cached
    } else {
      index = UInt8(palette.nearestIndex(red: sr, green: sg, blue: sb))
      cache[key] = index
    }
    lastKey = key
    lastIndex = index
    return index
  }
}
