import ProcessServices

/// What a PNG file's header says: size, colour type, bit depth, alpha, interlacing.
public struct PNGInfo: Sendable, Equatable {
  /// The PNG colour types.
  public enum ColorType: Int, Sendable, Equatable {
    /// Grey levels.
    case grey = 0
    /// Red, green, blue.
    case rgb = 2
    /// Indices into a palette.
    case palette = 3
    /// Grey with alpha.
    case greyAlpha = 4
    /// Red, green, blue and alpha.
    case rgba = 6

    /// A human name, as `flipbook inspect` prints it.
    public var name: String {
      switch self {
      case .grey: "grey"
      case .rgb: "RGB"
      case .palette: "palette"
      case .greyAlpha: "grey+alpha"
      case .rgba: "RGBA"
      }
    }
  }

  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// Bits per sample (or per index, for palettes).
  public var bitDepth: Int
  /// The colour type.
  public var colorType: ColorType
  /// Whether the image has an alpha channel or a tRNS chunk.
  public var hasAlpha: Bool
  /// Whether rows are Adam7-interlaced.
  public var isInterlaced: Bool

  /// Reads the header (and the chunks before the image data, for tRNS) of a PNG file of at
  /// most `limits.maxPNGFileBytes`.
  public init(contentsOfPNGFile path: String, limits: Limits = Limits()) throws {
    let data = try PNGFile.read(path, limits: limits)
    try self.init(pngData: data, name: path)
  }

  /// Reads the header of PNG bytes; `name` is what error messages call the data.
  public init(pngData data: [UInt8], name: String) throws {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard data.count >= 8, Array(data[0..<8]) == signature else {
      throw PNGError.notPNG(path: name)
    }
    func u32(_ at: Int) -> Int {
      Int(data[at]) << 24 | Int(data[at + 1]) << 16 | Int(data[at + 2]) << 8 | Int(data[at + 3])
    }
    guard data.count >= 33 else { throw PNGError.truncated(path: name) }
    guard String(decoding: data[12..<16], as: UTF8.self) == "IHDR", u32(8) == 13,
      let colorType = ColorType(rawValue: Int(data[25]))
    else {
      throw PNGError.invalid(path: name, detail: "the first chunk is not a valid IHDR")
    }
    width = u32(16)
    height = u32(20)
    bitDepth = Int(data[24])
    self.colorType = colorType
    isInterlaced = data[28] == 1
    var alpha = colorType == .greyAlpha || colorType == .rgba
    var offset = 33
    while !alpha, offset + 8 <= data.count {
      let length = u32(offset)
      let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
      if type == "tRNS" { alpha = true }
      if type == "IDAT" || type == "IEND" { break }
      offset += 12 + length
    }
    hasAlpha = alpha
  }
}
