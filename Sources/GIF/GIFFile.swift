import Foundation
import Pixels
import _CGIF

/// Limits checked while reading a GIF, before each allocation.
public struct GIFLimits: Sendable, Hashable {
  /// The largest screen width or height.
  public var maxSide: Int
  /// The largest screen pixel count.
  public var maxPixels: Int
  /// The most frames.
  public var maxFrames: Int
  /// The largest file read, in bytes.
  public var maxFileBytes: Int

  /// Limits with the given values.
  public init(
    maxSide: Int = 16384, maxPixels: Int = 64 * 1_048_576, maxFrames: Int = 100_000,
    maxFileBytes: Int = 512 * 1_048_576
  ) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
    self.maxFrames = maxFrames
    self.maxFileBytes = maxFileBytes
  }

  /// 16384 px a side, 64 Mpx, 100000 frames, 512 MiB of file.
  public static let `default` = GIFLimits()
}

/// How a frame is cleared before the next one is drawn.
public enum Disposal: Int, Sendable, Hashable, CustomStringConvertible {
  /// Not specified (treated as `keep`).
  case unspecified = 0
  /// Left in place.
  case keep = 1
  /// Its rectangle cleared to transparent.
  case background = 2
  /// Its rectangle restored to what was there before.
  case previous = 3

  public var description: String {
    switch self {
    case .unspecified: "none"
    case .keep: "keep"
    case .background: "background"
    case .previous: "previous"
    }
  }
}

/// One frame of a decoded GIF.
public struct GIFFrame: Sendable {
  /// The whole canvas as it shows while this frame is displayed.
  public var image: Image
  /// How long it shows, in centiseconds.
  public var delay: Int
  /// How it is cleared before the next frame.
  public var disposal: Disposal
  /// The number of entries of the colour table it uses.
  public var paletteSize: Int
  /// The rectangle it draws.
  public var region: PixelRegion
  /// The palette index drawn as transparent, if any.
  public var transparentIndex: Int?
}

/// A decoded GIF, for inspection and tests.
public struct GIFFile: Sendable {
  /// Screen width in pixels.
  public var width: Int
  /// Screen height in pixels.
  public var height: Int
  /// "87a" or "89a".
  public var version: String
  /// The NETSCAPE2.0 loop count: nil without the block (plays once), 0 = forever.
  public var loopCount: Int?
  /// The frames, composited.
  public var frames: [GIFFrame]

  /// Reads a GIF file, checking sizes against `limits` before allocating.
  public init(contentsOfFile path: String, limits: GIFLimits = .default) throws {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw GIFError.cannotOpen(path: path, reason: String(cString: strerror(errno)).lowercased())
    }
    guard Int(info.st_size) <= limits.maxFileBytes else {
      throw GIFError.tooLarge(
        path: path, reason: "the file is over \(limits.maxFileBytes / 1_048_576) MiB")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw GIFError.cannotOpen(path: path, reason: "cannot be read")
    }
    try self.init(data: Array(data), name: path, limits: limits)
  }

  /// Reads GIF bytes; `name` is what error messages call them.
  public init(data: [UInt8], name: String, limits: GIFLimits = .default) throws {
    guard data.count >= 6,
      data.starts(with: Array("GIF87a".utf8)) || data.starts(with: Array("GIF89a".utf8))
    else { throw GIFError.notGIF(path: name) }
    version = String(decoding: data[3..<6], as: UTF8.self)
    let reader = GIFReader(data: data, name: name, limits: limits)
    (width, height, loopCount, frames) = try reader.read()
  }
}

/// Reads a GIF record by record from memory, so every size is checked before allocation.
private final class GIFReader {
  let data: [UInt8]
  let name: String
  let limits: GIFLimits
  var offset = 0

  init(data: [UInt8], name: String, limits: GIFLimits) {
    self.data = data
    self.name = name
    self.limits = limits
  }

  /// giflib's input callback: copies up to `count` bytes from memory.
  static let input: InputFunc = { gif, buffer, count in
    guard let gif, let user = gif.pointee.UserData, let buffer, count > 0 else { return 0 }
    let reader = Unmanaged<GIFReader>.fromOpaque(user).takeUnretainedValue()
    let n = min(Int(count), reader.data.count - reader.offset)
    guard n > 0 else { return 0 }
    reader.data.withUnsafeBufferPointer { source in
      buffer.update(from: source.baseAddress! + reader.offset, count: n)
    }
    reader.offset += n
    return Int32(n)
  }

  func fail(_ code: Int32) -> GIFError {
    switch code {
    case D_GIF_ERR_NOT_GIF_FILE: return .notGIF(path: name)
    case D_GIF_ERR_READ_FAILED, D_GIF_ERR_EOF_TOO_SOON: return .truncated(path: name)
    default:
      let message = GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
      return .invalid(path: name, reason: message)
    }
  }

  func read() throws -> (Int, Int, Int?, [GIFFrame]) {
    var error: Int32 = 0
    guard let gif = DGifOpen(Unmanaged.passUnretained(self).toOpaque(), Self.input, &error) else {
      throw fail(error)
    }
    defer {
      var closeError: Int32 = 0
      DGifCloseFile(gif, &closeError)
    }
    let width = Int(gif.pointee.SWidth)
    let height = Int(gif.pointee.SHeight)
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard width > 0, height > 0, width <= limits.maxSide, height <= limits.maxSide, !overflow,
      pixels <= limits.maxPixels
    else {
      throw GIFError.tooLarge(
        path: name,
        reason: "\(width) × \(height) px screen exceeds the limit of \(limits.maxSide) px a side "
          + "and \(limits.maxPixels / 1_048_576) Mpx")
    }
    var canvas = Image(width: width, height: height)
    var frames: [GIFFrame] = []
    var loopCount: Int?
    var control: GraphicsControlBlock?
    var record = UNDEFINED_RECORD_TYPE
    repeat {
      guard DGifGetRecordType(gif, &record) == GIF_OK else { throw fail(gif.pointee.Error) }
      switch record {
      case IMAGE_DESC_RECORD_TYPE:
        guard DGifGetImageDesc(gif) == GIF_OK else { throw fail(gif.pointee.Error) }
        guard frames.count < limits.maxFrames else {
          throw GIFError.tooLarge(path: name, reason: "more than \(limits.maxFrames) frames")
        }
        let frame = try readFrame(gif, canvas: &canvas, control: control)
        frames.append(frame)
        control = nil
      case EXTENSION_RECORD_TYPE:
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetExtension(gif, &code, &block) == GIF_OK else { throw fail(gif.pointee.Error) }
        var first = true
        var isNetscape = false
        while let current = block {
          let length = Int(current[0])
          let bytes = Array(UnsafeBufferPointer(start: current + 1, count: length))
          if code == GRAPHICS_EXT_FUNC_CODE && first {
            var gcb = GraphicsControlBlock()
            if DGifExtensionToGCB(length, current + 1, &gcb) == GIF_OK { control = gcb }
          } else if code == APPLICATION_EXT_FUNC_CODE && first {
            isNetscape = bytes == Array("NETSCAPE2.0".utf8)
          } else if isNetscape && length >= 3 && bytes[0] == 1 {
            loopCount = Int(bytes[1]) | Int(bytes[2]) << 8
          }
          first = false
          guard DGifGetExtensionNext(gif, &block) == GIF_OK else { throw fail(gif.pointee.Error) }
        }
      case TERMINATE_RECORD_TYPE:
        break
      default:
        break
      }
    } while record != TERMINATE_RECORD_TYPE
    return (width, height, loopCount, frames)
  }

  private func readFrame(
    _ gif: UnsafeMutablePointer<GifFileType>, canvas: inout Image, control: GraphicsControlBlock?
  ) throws -> GIFFrame {
    let desc = gif.pointee.Image
    let region = PixelRegion(
      x: Int(desc.Left), y: Int(desc.Top), width: Int(desc.Width), height: Int(desc.Height))
    guard region.width > 0, region.height > 0, region.x + region.width <= canvas.width,
      region.y + region.height <= canvas.height
    else {
      throw GIFError.invalid(
        path: name,
        reason: "frame \(region.width) × \(region.height) at (\(region.x), \(region.y)) lies "
          + "outside the \(canvas.width) × \(canvas.height) screen")
    }
    guard let map = desc.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors else {
      throw GIFError.invalid(path: name, reason: "a frame has no colour table")
    }
    let count = Int(map.pointee.ColorCount)
    let transparent = control.map { Int($0.TransparentColor) }.flatMap { $0 >= 0 ? $0 : nil }
    let before = canvas
    var indices = [GifPixelType](repeating: 0, count: region.width * region.height)
    // Interlaced frames store rows in four passes.
    let rowOrder: [Int] =
      desc.Interlace
      ? [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap {
        Array(stride(from: $0.0, to: region.height, by: $0.1))
      }
      : Array(0..<region.height)
    for row in rowOrder {
      let ok = indices.withUnsafeMutableBufferPointer { buffer in
        DGifGetLine(gif, buffer.baseAddress! + row * region.width, Int32(region.width)) == GIF_OK
      }
      guard ok else { throw fail(gif.pointee.Error) }
    }
    for y in 0..<region.height {
      for x in 0..<region.width {
        let index = Int(indices[y * region.width + x])
        if index == transparent { continue }
        guard index < count else {
          throw GIFError.invalid(
            path: name, reason: "a pixel uses colour \(index) of a \(count)-colour table")
        }
        let c = colors[index]
        canvas[region.x + x, region.y + y] = Pixel(
          red: c.Red, green: c.Green, blue: c.Blue, alpha: 255)
      }
    }
    let disposal = Disposal(rawValue: Int(control?.DisposalMode ?? 0)) ?? .unspecified
    let frame = GIFFrame(
      image: canvas, delay: Int(control?.DelayTime ?? 0), disposal: disposal, paletteSize: count,
      region: region, transparentIndex: transparent)
    switch disposal {
    case .background:
      for y in region.y..<(region.y + region.height) {
        for x in region.x..<(region.x + region.width) { canvas[x, y] = .clear }
      }
    case .previous:
      canvas = before
    case .keep, .unspecified:
      break
    }
    return frame
  }
}
