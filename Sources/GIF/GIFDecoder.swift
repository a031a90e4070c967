import Foundation
import Pixels
import ProcessServices

/// Reads a GIF one frame at a time, compositing each onto one canvas, so memory stays
/// bounded by the canvas (and one saved rectangle) whatever the frame count. Every size is
/// checked against the limits before it is allocated or decoded.
public final class GIFDecoder {
  /// Screen width in pixels.
  public let width: Int
  /// Screen height in pixels.
  public let height: Int
  /// "87a" or "89a".
  public let version: String
  /// The NETSCAPE2.0 loop count seen so far: nil without the block (plays once), 0 = forever.
  public private(set) var loopCount: Int?
  /// The number of frames decoded so far.
  public private(set) var frameCount = 0

  private let source: GIFByteSource
  private let name: String
  private let limits: Limits
  private let globalColors: [Pixel]?
  private var canvas: Image
  private var decodedPixels = 0
  private var finished = false
  private var pending: (region: PixelRegion, disposal: Disposal, saved: [UInt8])?

  /// Opens a GIF file and reads its header.
  public convenience init(contentsOfFile path: String, limits: Limits = Limits()) throws {
    let handle: FileHandle
    do {
      handle = try ReadableFile.open(path, maxBytes: limits.maxGIFFileBytes)
    } catch .cannotOpen(let reason) {
      throw GIFError.cannotOpen(path: path, reason: reason)
    } catch .tooLarge {
      throw GIFError.tooLarge(
        path: path,
        reason: "the file is over \(limits.maxGIFFileBytes / 1_048_576) MiB",
        limits: [.maxGIFFileBytes])
    }
    try self.init(source: GIFByteSource(handle: handle, name: path), name: path, limits: limits)
  }

  /// Reads the header of GIF bytes in memory; `name` is what error messages call them.
  public convenience init(data: [UInt8], name: String, limits: Limits = Limits()) throws {
    try self.init(source: GIFByteSource(bytes: data, name: name), name: name, limits: limits)
  }

  private init(source: GIFByteSource, name: String, limits: Limits) throws {
    self.source = source
    self.name = name
    self.limits = limits
    // Fewer than six bytes are no GIF; a read that fails says why.
    let signature: [UInt8]
    do {
      signature = try source.bytes(6)
    } catch GIFError.truncated {
      signature = []
    }
    guard signature == Array("GIF87a".utf8) || signature == Array("GIF89a".utf8) else {
      throw GIFError.notGIF(path: name)
    }
    version = String(decoding: signature[3...], as: UTF8.self)
    width = try source.uint16()
    height = try source.uint16()
    let packed = try source.byte()
    _ = try source.bytes(2)  // background colour index, pixel aspect ratio
    guard width > 0, height > 0 else {
      throw GIFError.invalid(path: name, reason: "the screen is \(width) × \(height) px")
    }
    guard width <= limits.maxSide, height <= limits.maxSide, width * height <= limits.maxPixels
    else {
      throw GIFError.tooLarge(
        path: name,
        reason: "\(width) × \(height) px screen exceeds the limit of \(limits.maxSide) px a side "
          + "and \(limits.maxPixels / 1_048_576) Mpx",
        limits: [.maxSide, .maxPixels])
    }
    globalColors = packed & 0x80 != 0 ? try Self.colorTable(source, sizeBits: packed & 7) : nil
    canvas = Image(width: width, height: height)
  }

  /// The next frame, composited onto the screen, or nil after the last one. Drop the
  /// returned image before asking for the next frame, or the canvas is copied.
  public func nextFrame() throws -> GIFFrame? {
    guard !finished else { return nil }
    applyPendingDisposal()
    var control: (delay: Int, disposal: Disposal, transparent: Int?)?
    while true {
      let introducer = try source.byte()
      switch introducer {
      case 0x21:
        let label = try source.byte()
        if label == 0xF9 {
          control = try readGraphicsControl()
        } else if label == 0xFF {
          try readApplication()
        } else {
          try source.skipSubBlocks()
        }
      case 0x2C:
        let frame = try readFrame(control: control)
        frameCount += 1
        return frame
      case 0x3B:
        finished = true
        return nil
      default:
        throw GIFError.invalid(
          path: name, reason: "unknown block 0x\(String(introducer, radix: 16, uppercase: true))")
      }
    }
  }

  private static func colorTable(_ source: GIFByteSource, sizeBits: UInt8) throws -> [Pixel] {
    let count = 2 << Int(sizeBits)
    let bytes = try source.bytes(count * 3)
    return (0..<count).map {
      Pixel(red: bytes[$0 * 3], green: bytes[$0 * 3 + 1], blue: bytes[$0 * 3 + 2], alpha: 255)
    }
  }

  private func readGraphicsControl() throws -> (delay: Int, disposal: Disposal, transparent: Int?) {
    let length = Int(try source.byte())
    let block = try source.bytes(length)
    try source.skipSubBlocks()
    guard length >= 4 else {
      throw GIFError.invalid(path: name, reason: "a graphics control block has \(length) bytes")
    }
    let disposal = Disposal(rawValue: Int((block[0] >> 2) & 7)) ?? .unspecified
    let delay = Int(block[1]) | Int(block[2]) << 8
    return (delay, disposal, block[0] & 1 != 0 ? Int(block[3]) : nil)
  }

  private func readApplication() throws {
    let length = Int(try source.byte())
    let identifier = try source.bytes(length)
    let isLoop =
      identifier == Array("NETSCAPE2.0".utf8) || identifier == Array("ANIMEXTS1.0".utf8)
    while true {
      let count = Int(try source.byte())
      if count == 0 { return }
      let block = try source.bytes(count)
      if isLoop, count >= 3, block[0] == 1 { loopCount = Int(block[1]) | Int(block[2]) << 8 }
    }
  }

  private func readFrame(control: (delay: Int, disposal: Disposal, transparent: Int?)?) throws
    -> GIFFrame
  {
    let region = PixelRegion(
      x: try source.uint16(), y: try source.uint16(), width: try source.uint16(),
      height: try source.uint16())
    let packed = try source.byte()
    guard frameCount < limits.maxFrames else {
      throw GIFError.tooLarge(
        path: name, reason: "more than \(limits.maxFrames) frames", limits: [.maxFrames])
    }
    guard region.width > 0, region.height > 0, region.x + region.width <= width,
      region.y + region.height <= height
    else {
      throw GIFError.invalid(
        path: name,
        reason: "frame \(region.width) × \(region.height) at (\(region.x), \(region.y)) lies "
          + "outside the \(width) × \(height) screen")
    }
    let pixelCount = region.width * region.height
    guard decodedPixels + pixelCount <= limits.maxGIFDecodedPixels else {
      throw GIFError.tooLarge(
        path: name,
        reason: "the frames hold more than \(limits.maxGIFDecodedPixels) pixels in all",
        limits: [.maxGIFDecodedPixels])
    }
    decodedPixels += pixelCount
    let local = packed & 0x80 != 0 ? try Self.colorTable(source, sizeBits: packed & 7) : nil
    guard let colors = local ?? globalColors else {
      throw GIFError.invalid(path: name, reason: "a frame has no colour table")
    }
    let minimumCodeSize = Int(try source.byte())
    guard (1...11).contains(minimumCodeSize) else {
      throw GIFError.invalid(path: name, reason: "LZW code size \(minimumCodeSize) is not 1 to 11")
    }
    var lzw = LZWDecoder(source: source, minimumCodeSize: minimumCodeSize, name: name)
    let indices = try lzw.decode(count: pixelCount)
    let disposal = control?.disposal ?? .unspecified
    if disposal == .previous {
      pending = (region, disposal, saveRegion(region))
    } else {
      pending = (region, disposal, [])
    }
    let transparent = control?.transparent
    let rows = Self.rowOrder(height: region.height, interlaced: packed & 0x40 != 0)
    try canvas.bytes.withUnsafeMutableBufferPointer { pixels in
      for (sourceRow, y) in rows.enumerated() {
        var at = ((region.y + y) * width + region.x) * 4
        for x in 0..<region.width {
          let index = Int(indices[sourceRow * region.width + x])
          defer { at += 4 }
          if index == transparent { continue }
          guard index < colors.count else {
            throw GIFError.invalid(
              path: name, reason: "a pixel uses colour \(index) of a \(colors.count)-colour table")
          }
          let c = colors[index]
          pixels[at] = c.red
          pixels[at + 1] = c.green
          pixels[at + 2] = c.blue
          pixels[at + 3] = 255
        }
      }
    }
    return GIFFrame(
      image: canvas, delay: control?.delay ?? 0, disposal: disposal, paletteSize: colors.count,
      region: region, transparentIndex: transparent)
  }

  /// The screen rows the stored rows go to: in order, or in the four interlace passes.
  private static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
    guard interlaced else { return Array(0..<height) }
    return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap {
      Array(stride(from: $0.0, to: height, by: $0.1))
    }
  }

  private func saveRegion(_ region: PixelRegion) -> [UInt8] {
    var saved: [UInt8] = []
    saved.reserveCapacity(region.width * region.height * 4)
    for y in region.y..<(region.y + region.height) {
      let start = (y * width + region.x) * 4
      saved += canvas.bytes[start..<(start + region.width * 4)]
    }
    return saved
  }

  /// Clears or restores the previous frame's rectangle as its disposal method says.
  private func applyPendingDisposal() {
    guard let pending else { return }
    self.pending = nil
    let region = pending.region
    let rowBytes = region.width * 4
    canvas.bytes.withUnsafeMutableBufferPointer { pixels in
      for row in 0..<region.height {
        let start = ((region.y + row) * width + region.x) * 4
        switch pending.disposal {
        case .background:
          for i in start..<(start + rowBytes) { pixels[i] = 0 }
        case .previous:
          for i in 0..<rowBytes { pixels[start + i] = pending.saved[row * rowBytes + i] }
        case .keep, .unspecified:
          return
        }
      }
    }
  }
}
