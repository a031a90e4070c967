import Foundation
import Pixels

/// Limits checked while reading a GIF, before each allocation. The defaults can be
/// overridden with the environment variables named below.
public struct GIFLimits: Sendable, Hashable {
  /// The largest screen width or height (`FLIPBOOK_MAX_SIDE`).
  public var maxSide: Int
  /// The largest screen pixel count (`FLIPBOOK_MAX_PIXELS`).
  public var maxPixels: Int
  /// The most frames (`FLIPBOOK_MAX_FRAMES`).
  public var maxFrames: Int
  /// The largest file read, in bytes (`FLIPBOOK_MAX_GIF_FILE_BYTES`).
  public var maxFileBytes: Int
  /// The most pixels decoded over all frames' rectangles together
  /// (`FLIPBOOK_MAX_GIF_DECODED_PIXELS`): it bounds the decoding time, since LZW data can
  /// describe about 2,700 pixels a byte.
  public var maxDecodedPixels: Int

  /// Limits with the given values.
  public init(
    maxSide: Int = 16384, maxPixels: Int = 64 * 1_048_576, maxFrames: Int = 100_000,
    maxFileBytes: Int = 512 * 1_048_576, maxDecodedPixels: Int = 1 << 30
  ) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
    self.maxFrames = maxFrames
    self.maxFileBytes = maxFileBytes
    self.maxDecodedPixels = maxDecodedPixels
  }

  /// 16384 px a side, 64 Mpx, 100000 frames, 512 MiB of file, 2³⁰ decoded pixels, each
  /// overridden by its environment variable when that holds a positive whole number.
  public static let `default` = GIFLimits(
    maxSide: EnvironmentLimit.value("FLIPBOOK_MAX_SIDE", default: 16384),
    maxPixels: EnvironmentLimit.value("FLIPBOOK_MAX_PIXELS", default: 64 * 1_048_576),
    maxFrames: EnvironmentLimit.value("FLIPBOOK_MAX_FRAMES", default: 100_000),
    maxFileBytes: EnvironmentLimit.value("FLIPBOOK_MAX_GIF_FILE_BYTES", default: 512 * 1_048_576),
    maxDecodedPixels: EnvironmentLimit.value("FLIPBOOK_MAX_GIF_DECODED_PIXELS", default: 1 << 30))
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

/// A decoded GIF with every frame kept, for tests of small files; `GIFDecoder` reads one
/// frame at a time in bounded memory.
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
    try self.init(decoder: GIFDecoder(contentsOfFile: path, limits: limits))
  }

  /// Reads GIF bytes; `name` is what error messages call them.
  public init(data: [UInt8], name: String, limits: GIFLimits = .default) throws {
    try self.init(decoder: GIFDecoder(data: data, name: name, limits: limits))
  }

  private init(decoder: GIFDecoder) throws {
    frames = []
    while let frame = try decoder.nextFrame() { frames.append(frame) }
    width = decoder.width
    height = decoder.height
    version = decoder.version
    loopCount = decoder.loopCount
  }
}
