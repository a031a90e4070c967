import Foundation
import ProcessServices
import _CPNG

extension Image {
  /// Decodes a PNG file of any kind (grey, grey + alpha, palette with or without tRNS, RGB,
  /// RGBA; 1 to 16 bits; interlaced or not) into premultiplied RGBA8.
  public init(contentsOfPNGFile path: String, limits: Limits = Limits()) throws {
    let data = try PNGFile.read(path, limits: limits)
    try self.init(pngData: data, name: path, limits: limits)
  }

  /// Decodes PNG bytes; `name` (a path, say) is what error messages call the data.
  public init(pngData data: [UInt8], name: String, limits: Limits = Limits()) throws {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard data.count >= 8, Array(data[0..<8]) == signature else {
      throw PNGError.notPNG(path: name)
    }
    let essential = try PNGChunkFilter.essentialChunks(of: data, name: name, limits: limits)
    var bytes = try essential.withUnsafeBytes { memory in
      // libpng keeps a pointer to the memory from begin to finish: both happen in here.
      try PNGFile.decode(memory, name: name, limits: limits)
    }
    // libpng gives straight alpha: premultiply, rounding to nearest.
    for i in stride(from: 0, to: bytes.rgba.count, by: 4) {
      let a = UInt32(bytes.rgba[i + 3])
      if a == 255 { continue }
      for c in 0..<3 { bytes.rgba[i + c] = UInt8((UInt32(bytes.rgba[i + c]) * a + 127) / 255) }
    }
    self.init(width: bytes.width, height: bytes.height, bytes: bytes.rgba)
  }

  /// The image as an 8-bit RGBA PNG, un-premultiplied.
  public func pngData() throws -> [UInt8] {
    var straight = bytes
    for i in stride(from: 0, to: straight.count, by: 4) {
      let a = UInt32(straight[i + 3])
      if a == 255 { continue }
      if a == 0 {
        straight[i] = 0
        straight[i + 1] = 0
        straight[i + 2] = 0
        continue
      }
      for c in 0..<3 {
        straight[i + c] = UInt8(min(255, (UInt32(straight[i + c]) * 255 + a / 2) / a))
      }
    }
    var png = png_image()
    png.version = flipbook_png_version()
    png.width = UInt32(width)
    png.height = UInt32(height)
    png.format = flipbook_png_format_rgba()
    var size = 0
    let stride = Int32(width * 4)
    // First call: the size needed; second: the encoding.
    let measured = straight.withUnsafeBytes { source in
      png_image_write_to_memory(&png, nil, &size, 0, source.baseAddress, stride, nil)
    }
    guard measured != 0, size > 0 else {
      let message = PNGFile.message(of: &png)
      png_image_free(&png)
      throw PNGError.cannotWrite(path: "PNG data", reason: message)
    }
    var output = [UInt8](repeating: 0, count: size)
    let written = straight.withUnsafeBytes { source in
      output.withUnsafeMutableBytes { destination in
        png_image_write_to_memory(
          &png, destination.baseAddress, &size, 0, source.baseAddress, stride, nil)
      }
    }
    guard written != 0 else {
      let message = PNGFile.message(of: &png)
      png_image_free(&png)
      throw PNGError.cannotWrite(path: "PNG data", reason: message)
    }
    return Array(output.prefix(size))
  }

  /// Writes the image as a PNG file: to a temporary file beside `path`, renamed when
  /// complete, so a failure leaves nothing behind and an existing file untouched.
  public func writePNG(to path: String) throws {
    let data = try pngData()
    do {
      let file = try AtomicFile(path: path)
      file.write(data)
      try file.commit()
    } catch let error as AtomicFileError {
      throw PNGError.cannotWrite(path: path, reason: error.reason)
    }
  }
}

/// Reading PNG files and making sense of libpng's messages.
enum PNGFile {
  /// Straight-alpha RGBA8 pixels decoded from PNG bytes in memory.
  static func decode(
    _ memory: UnsafeRawBufferPointer, name: String, limits: Limits
  ) throws -> (width: Int, height: Int, rgba: [UInt8]) {
    var png = png_image()
    png.version = flipbook_png_version()
    guard png_image_begin_read_from_memory(&png, memory.baseAddress, memory.count) != 0 else {
      let error = error(for: message(of: &png), name: name)
      png_image_free(&png)
      throw error
    }
    let width = Int(png.width)
    let height = Int(png.height)
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard width <= limits.maxSide, height <= limits.maxSide, !overflow,
      pixels <= limits.maxPixels
    else {
      png_image_free(&png)
      throw PNGError.tooLarge(path: name, width: width, height: height, limits: limits)
    }
    // IHDR is the first chunk (libpng checked): bit depth at byte 24, interlace method at 28.
    if memory[24] == 16 && memory[28] == 1 {
      png_image_free(&png)
      return try decodeInterlaced16(
        memory, name: name, width: width, height: height, limits: limits)
    }
    png.format = flipbook_png_format_rgba()
    // 16-bit files without gAMA or sRGB are nearly always sRGB-encoded in practice; libpng
    // would otherwise take them as linear and brighten them.
    png.flags |= flipbook_png_flag_16bit_srgb()
    var rgba = [UInt8](repeating: 0, count: pixels * 4)
    let finished = rgba.withUnsafeMutableBytes { buffer in
      png_image_finish_read(&png, nil, buffer.baseAddress, Int32(width * 4), nil)
    }
    guard finished != 0 else {
      let error = error(for: message(of: &png), name: name)
      png_image_free(&png)
      throw error
    }
    return (width, height, rgba)
  }

  /// Straight-alpha RGBA8 pixels of a 16-bit Adam7 file. libpng's classic API rewrites it
  /// without interlacing — the same samples, colour type, transparency and colour chunks —
  /// and the simplified API decodes that, so the file decodes exactly as its non-interlaced
  /// twin does, gamma handling included.
  static func decodeInterlaced16(
    _ memory: UnsafeRawBufferPointer, name: String, width: Int, height: Int, limits: Limits
  ) throws -> (width: Int, height: Int, rgba: [UInt8]) {
    var source = flipbook_png_source()
    source.data = memory.baseAddress?.assumingMemoryBound(to: UInt8.self)
    source.size = memory.count
    var sink = flipbook_png_sink()
    guard flipbook_png_deinterlace(&source, UInt32(width), UInt32(height), &sink) != 0,
      let data = sink.data
    else {
      let text = withUnsafeBytes(of: &source.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      throw error(for: text, name: name)
    }
    defer { free(data) }
    let plain = UnsafeRawBufferPointer(start: data, count: sink.size)
    guard plain.count > 28, plain[28] == 0 else {
      throw PNGError.invalid(path: name, detail: "could not be read without interlacing")
    }
    return try decode(plain, name: name, limits: limits)
  }

  /// The whole file, refusing files over the size limit before reading them.
  static func read(_ path: String, limits: Limits) throws -> [UInt8] {
    let handle: FileHandle
    do {
      handle = try ReadableFile.open(path, maxBytes: limits.maxPNGFileBytes)
    } catch .cannotOpen(let reason) {
      throw PNGError.cannotOpen(path: path, reason: reason)
    } catch .tooLarge(let bytes) {
      throw PNGError.fileTooLarge(path: path, bytes: bytes, limit: limits.maxPNGFileBytes)
    }
    // Closing a file only read loses nothing: its bytes are read, or the read's error thrown.
    defer { try? handle.close() }
    do {
      return Array(try handle.readToEnd() ?? Data())
    } catch {
      throw PNGError.cannotOpen(path: path, reason: error.localizedDescription)
    }
  }

  /// The 64-byte message libpng leaves in the image on failure.
  static func message(of png: inout png_image) -> String {
    withUnsafeBytes(of: &png.message) { raw in
      let bytes = raw.prefix { $0 != 0 }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// The error for a libpng message.
  static func error(for message: String, name: String) -> PNGError {
    let lower = message.lowercased()
    if lower.contains("crc") { return .badCRC(path: name, detail: message) }
    if lower.contains("end of data") || lower.contains("not enough") || lower.contains("read error")
      || lower.contains("truncated") || lower.contains("unexpected end")
    {
      return .truncated(path: name)
    }
    return .invalid(path: name, detail: message.isEmpty ? "libpng gave no reason" : message)
  }
}
