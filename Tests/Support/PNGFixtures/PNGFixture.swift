/// Writes PNG files byte by byte — any colour type, bit depth and interlacing — so tests can
/// make every kind of PNG, and broken ones, without tools or downloads.
///
/// Image data is stored with zlib "stored" (uncompressed) deflate blocks and filter type 0,
/// which every decoder must accept.
public struct PNGFixture: Sendable {
  /// The PNG colour types.
  public enum ColorType: UInt8, Sendable {
    case grey = 0
    case rgb = 2
    case palette = 3
    case greyAlpha = 4
    case rgba = 6

    var channels: Int {
      switch self {
      case .grey, .palette: 1
      case .greyAlpha: 2
      case .rgb: 3
      case .rgba: 4
      }
    }
  }

  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// The colour type.
  public var colorType: ColorType
  /// Bits per sample: 1, 2, 4, 8 or 16, as the colour type allows.
  public var bitDepth: Int
  /// Adam7 interlacing.
  public var interlaced = false
  /// Palette entries (RGB), for `.palette`.
  public var palette: [(UInt8, UInt8, UInt8)] = []
  /// The tRNS chunk's payload, if any.
  public var transparency: [UInt8]?
  /// Samples per pixel, row by row: for 16-bit, values up to 65535.
  public var samples: [Int]

  /// A fixture; `samples` holds `width · height · channels` values.
  public init(width: Int, height: Int, colorType: ColorType, bitDepth: Int, samples: [Int]) {
    self.width = width
    self.height = height
    self.colorType = colorType
    self.bitDepth = bitDepth
    self.samples = samples
  }

  /// The complete file.
  public var data: [UInt8] {
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += Self.be32(UInt32(width)) + Self.be32(UInt32(height))
    header += [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
    out += Self.chunk("IHDR", header)
    if colorType == .palette {
      out += Self.chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] })
    }
    if let transparency { out += Self.chunk("tRNS", transparency) }
    out += Self.chunk("IDAT", Self.zlibStored(scanlines))
    out += Self.chunk("IEND", [])
    return out
  }

  /// The filtered scanlines: for an interlaced image, the seven Adam7 passes in order.
  var scanlines: [UInt8] {
    guard interlaced else { return rows(xs: Array(0..<width), ys: Array(0..<height)) }
    let passes = [
      (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
      (0, 1, 1, 2),
    ]
    var out: [UInt8] = []
    for (x0, y0, dx, dy) in passes {
      let xs = Array(stride(from: x0, to: width, by: dx))
      let ys = Array(stride(from: y0, to: height, by: dy))
      if xs.isEmpty || ys.isEmpty { continue }
      out += rows(xs: xs, ys: ys)
    }
    return out
  }

  private func rows(xs: [Int], ys: [Int]) -> [UInt8] {
    let channels = colorType.channels
    var out: [UInt8] = []
    for y in ys {
      out.append(0)
      var bits: [Int] = []
      for x in xs {
        for c in 0..<channels { bits.append(samples[(y * width + x) * channels + c]) }
      }
      if bitDepth == 16 {
        for v in bits { out += [UInt8(v >> 8), UInt8(v & 0xFF)] }
      } else if bitDepth == 8 {
        out += bits.map { UInt8($0) }
      } else {
        var byte = 0
        var used = 0
        for v in bits {
          byte = (byte << bitDepth) | v
          used += bitDepth
          if used == 8 {
            out.append(UInt8(byte))
            byte = 0
            used = 0
          }
        }
        if used > 0 { out.append(UInt8(byte << (8 - used))) }
      }
    }
    return out
  }

  /// A chunk: length, type, data, CRC-32 of type and data.
  public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(UInt32(data.count)) + body + be32(crc32(body))
  }

  static func be32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  /// CRC-32 (ISO 3309, polynomial 0xEDB88320), as PNG chunks use.
  public static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
    }
    return crc ^ 0xFFFF_FFFF
  }

  /// A zlib stream of stored deflate blocks (at most 65535 bytes each) and an Adler-32.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let n = min(65535, data.count - offset)
      let last: UInt8 = offset + n == data.count ? 1 : 0
      out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      out += data[offset..<(offset + n)]
      offset += n
    } while offset < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return out + be32(b << 16 | a)
  }
}
