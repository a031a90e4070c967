/// A raster image: premultiplied RGBA, 8 bits a component, sRGB, rows top to bottom.
public struct Image: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The pixels as bytes R, G, B, A (premultiplied), row after row with no padding.
  public var bytes: [UInt8]

  /// An image of the given size filled with one colour (transparent by default).
  public init(width: Int, height: Int, fill: Color = .clear) {
    precondition(width >= 0 && height >= 0, "image size must not be negative")
    self.width = width
    self.height = height
    let pixel = fill.pixel
    if pixel == .clear {
      bytes = [UInt8](repeating: 0, count: width * height * 4)
    } else {
      bytes = [UInt8]()
      bytes.reserveCapacity(width * height * 4)
      for _ in 0..<(width * height) {
        bytes.append(contentsOf: [pixel.red, pixel.green, pixel.blue, pixel.alpha])
      }
    }
  }

  /// An image that takes ownership of premultiplied RGBA bytes; `bytes.count` must be
  /// `width * height * 4`.
  public init(width: Int, height: Int, bytes: [UInt8]) {
    precondition(width >= 0 && height >= 0, "image size must not be negative")
    precondition(bytes.count == width * height * 4, "byte count does not match the size")
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// The number of bytes in one row.
  public var bytesPerRow: Int { width * 4 }

  /// The pixel at column `x`, row `y` (both zero-based, from the top left).
  public subscript(x: Int, y: Int) -> Pixel {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
      let i = (y * width + x) * 4
      return Pixel(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
      let i = (y * width + x) * 4
      bytes[i] = newValue.red
      bytes[i + 1] = newValue.green
      bytes[i + 2] = newValue.blue
      bytes[i + 3] = newValue.alpha
    }
  }
}
