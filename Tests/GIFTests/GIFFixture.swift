/// Writes GIF files byte by byte — any screen, frames anywhere on it, any disposal, LZW data
/// with or without clear codes — so tests can make GIFs the encoder never writes.
struct GIFFixture {
  /// One image block.
  struct Frame {
    var x = 0
    var y = 0
    var width: Int
    var height: Int
    /// Palette indices, row by row (in display order; interlacing is applied on writing).
    var indices: [UInt8]
    var disposal = 1
    var delay = 0
    var transparentIndex: Int?
    var interlaced = false
  }

  var width: Int
  var height: Int
  /// The global colour table (its size rounded up to a power of two on writing).
  var colors: [(UInt8, UInt8, UInt8)]
  var frames: [Frame] = []
  var loopCount: Int?
  /// Whether the LZW data keeps a full table instead of sending a clear code ("deferred
  /// clear"), as some encoders do.
  var defersClear = false
  /// Whether to write the trailer byte.
  var hasTrailer = true

  var data: [UInt8] {
    var bits = 1
    while 1 << bits < max(colors.count, 2) { bits += 1 }
    var out = Array("GIF89a".utf8) + le16(width) + le16(height)
    out += [0x80 | UInt8(bits - 1), 0, 0]
    for i in 0..<(1 << bits) {
      let c = i < colors.count ? colors[i] : (0, 0, 0)
      out += [c.0, c.1, c.2]
    }
    if let loopCount {
      out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + le16(loopCount) + [0]
    }
    for frame in frames {
      let transparent = frame.transparentIndex ?? 0
      let packed = UInt8(frame.disposal << 2) | (frame.transparentIndex == nil ? 0 : 1)
      out += [0x21, 0xF9, 4, packed] + le16(frame.delay) + [UInt8(transparent), 0]
      out += [0x2C] + le16(frame.x) + le16(frame.y) + le16(frame.width) + le16(frame.height)
      out += [frame.interlaced ? 0x40 : 0]
      let codeSize = max(2, bits)
      out.append(UInt8(codeSize))
      var stored = frame.indices
      if frame.interlaced {
        let rows = [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap {
          Array(stride(from: $0.0, to: frame.height, by: $0.1))
        }
        stored = rows.flatMap { frame.indices[($0 * frame.width)..<(($0 + 1) * frame.width)] }
      }
      let compressed = Self.lzw(stored, codeSize: codeSize, defersClear: defersClear)
      var offset = 0
      while offset < compressed.count {
        let n = min(255, compressed.count - offset)
        out.append(UInt8(n))
        out += compressed[offset..<(offset + n)]
        offset += n
      }
      out.append(0)
    }
    if hasTrailer { out.append(0x3B) }
    return out
  }

  private func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }

  /// GIF LZW: a clear code first, then codes growing to 12 bits; when the table is full,
  /// either a clear code and a fresh table, or (deferred) the full table kept.
  static func lzw(_ input: [UInt8], codeSize: Int, defersClear: Bool) -> [UInt8] {
    let clear = 1 << codeSize
    var out: [UInt8] = []
    var buffer = 0
    var count = 0
    var size = codeSize + 1
    func emit(_ code: Int) {
      buffer |= code << count
      count += size
      while count >= 8 {
        out.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        count -= 8
      }
    }
    var table: [[UInt8]: Int] = [:]
    var next = clear + 2
    emit(clear)
    var current: [UInt8] = []
    for byte in input {
      let extended = current + [byte]
      if current.isEmpty || extended.count == 1 || table[extended] != nil {
        current = extended
        continue
      }
      emit(current.count == 1 ? Int(current[0]) : table[current]!)
      if next < 4096 {
        table[extended] = next
        next += 1
        if next > 1 << size && size < 12 { size += 1 }
      } else if !defersClear {
        emit(clear)
        table = [:]
        next = clear + 2
        size = codeSize + 1
      }
      current = [byte]
    }
    if !current.isEmpty { emit(current.count == 1 ? Int(current[0]) : table[current]!) }
    emit(clear + 1)
    if count > 0 { out.append(UInt8(buffer & 0xFF)) }
    return out
  }
}
