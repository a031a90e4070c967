import Foundation
import Pixels
import ProcessServices
import _CWebP

/// One frame of a decoded WebP.
public struct WebPFrame: Sendable {
  /// The whole canvas as it shows while this frame is displayed (premultiplied RGBA).
  public var image: Image
  /// How long it shows, in milliseconds.
  public var duration: Int
  /// Whether its data is lossless (VP8L) rather than lossy (VP8).
  public var isLossless: Bool
}

/// Reads a WebP — animated or still — with libwebp's demuxer and animation decoder, one
/// frame at a time. The canvas size, the frame count and the file size are checked against
/// the limits before anything is decoded: a WebP file is held to the GIF's file size and
/// decoded-pixel limits (`maxGIFFileBytes`, `maxGIFDecodedPixels`).
public final class WebPDecoder {
  /// Canvas width in pixels.
  public let width: Int
  /// Canvas height in pixels.
  public let height: Int
  /// How many frames the file holds.
  public let frameCount: Int
  /// The loop count (0 = forever); nil for a still image.
  public let loopCount: Int?
  /// Whether the file is an animation (it has an ANIM chunk).
  public let isAnimated: Bool
  private let name: String
  private let data: UnsafeMutableRawBufferPointer
  private let demuxer: OpaquePointer
  private let decoder: OpaquePointer
  private var iterator = WebPIterator()
  private var nextIndex = 0

  /// Reads the file at `path`.
  public convenience init(contentsOfFile path: String, limits: Limits = Limits()) throws {
    let handle: FileHandle
    do {
      handle = try ReadableFile.open(path, maxBytes: limits.maxGIFFileBytes)
    } catch .tooLarge {
      throw WebPError.tooLarge(
        path: path, reason: "the file is over \(limits.maxGIFFileBytes / 1_048_576) MiB",
        limits: [.maxGIFFileBytes])
    } catch .cannotOpen(let reason) {
      throw WebPError.cannotOpen(path: path, reason: reason)
    }
    defer { try? handle.close() }  // A read-only file: closing it loses nothing.
    let bytes: Data
    do {
      bytes = try handle.readToEnd() ?? Data()
    } catch {
      throw WebPError.cannotOpen(path: path, reason: "read error")
    }
    try self.init(data: Array(bytes), name: path, limits: limits)
  }

  /// Reads WebP bytes; `name` is what error messages call them.
  public init(data bytes: [UInt8], name: String, limits: Limits = Limits()) throws {
    guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8),
      bytes[8..<12].elementsEqual("WEBP".utf8)
    else { throw WebPError.notWebP(path: name) }
    // libwebp keeps pointers into the data: it lives as long as the decoder.
    let data = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
    data.copyBytes(from: bytes)
    var webpData = WebPData(
      bytes: data.baseAddress?.assumingMemoryBound(to: UInt8.self), size: data.count)
    guard let demuxer = WebPDemux(&webpData) else {
      data.deallocate()
      throw WebPError.invalid(path: name, reason: "the demuxer cannot parse it")
    }
    let width = Int(WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_WIDTH))
    let height = Int(WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_HEIGHT))
    let frameCount = Int(WebPDemuxGetI(demuxer, WEBP_FF_FRAME_COUNT))
    let flags = WebPDemuxGetI(demuxer, WEBP_FF_FORMAT_FLAGS)
    let isAnimated = flags & UInt32(ANIMATION_FLAG.rawValue) != 0
    let fail = { (error: WebPError) -> WebPError in
      WebPDemuxDelete(demuxer)
      data.deallocate()
      return error
    }
    guard width <= limits.maxSide, height <= limits.maxSide, width * height <= limits.maxPixels
    else {
      throw fail(
        .tooLarge(
          path: name,
          reason: "\(width) × \(height) px canvas exceeds the limit of \(limits.maxSide) px a "
            + "side and \(limits.maxPixels / 1_048_576) Mpx",
          limits: [.maxSide, .maxPixels]))
    }
    guard frameCount <= limits.maxFrames else {
      throw fail(
        .tooLarge(
          path: name, reason: "more than \(limits.maxFrames) frames", limits: [.maxFrames]))
    }
    // Each frame is composited onto the whole canvas.
    guard frameCount * width * height <= limits.maxGIFDecodedPixels else {
      throw fail(
        .tooLarge(
          path: name,
          reason: "the frames hold more than \(limits.maxGIFDecodedPixels) pixels in all",
          limits: [.maxGIFDecodedPixels]))
    }
    guard frameCount > 0, width > 0, height > 0 else {
      throw fail(.invalid(path: name, reason: "no frames"))
    }
    var options = WebPAnimDecoderOptions()
    guard WebPAnimDecoderOptionsInit(&options) != 0 else {
      throw fail(.invalid(path: name, reason: "libwebp version mismatch"))
    }
    options.color_mode = MODE_RGBA
    options.use_threads = 0
    guard let decoder = WebPAnimDecoderNew(&webpData, &options) else {
      throw fail(.invalid(path: name, reason: "the animation decoder cannot read it"))
    }
    self.name = name
    self.data = data
    self.demuxer = demuxer
    self.decoder = decoder
    self.width = width
    self.height = height
    self.frameCount = frameCount
    self.isAnimated = isAnimated
    loopCount = isAnimated ? Int(WebPDemuxGetI(demuxer, WEBP_FF_LOOP_COUNT)) : nil
  }

  deinit {
    if nextIndex > 0 { WebPDemuxReleaseIterator(&iterator) }
    WebPAnimDecoderDelete(decoder)
    WebPDemuxDelete(demuxer)
    data.deallocate()
  }

  /// The next frame, composited, or nil after the last.
  public func nextFrame() throws -> WebPFrame? {
    guard nextIndex < frameCount else { return nil }
    let found =
      nextIndex == 0
      ? WebPDemuxGetFrame(demuxer, 1, &iterator) != 0 : WebPDemuxNextFrame(&iterator) != 0
    nextIndex += 1
    var pixels: UnsafeMutablePointer<UInt8>?
    var timestamp: Int32 = 0
    guard found, WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else {
      throw WebPError.invalid(path: name, reason: "frame \(nextIndex - 1) cannot be decoded")
    }
    var features = WebPBitstreamFeatures()
    let format =
      WebPGetFeatures(iterator.fragment.bytes, iterator.fragment.size, &features) == VP8_STATUS_OK
      ? features.format : 0
    var bytes = Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))
    StraightAlpha.premultiply(&bytes)
    return WebPFrame(
      image: Image(width: width, height: height, bytes: bytes),
      duration: Int(iterator.duration), isLossless: format == 2)
  }
}

/// A decoded WebP with every frame kept, for tests of small files; ``WebPDecoder`` reads
/// one frame at a time.
public struct WebPFile: Sendable {
  /// Canvas width in pixels.
  public var width: Int
  /// Canvas height in pixels.
  public var height: Int
  /// The loop count (0 = forever); nil for a still image.
  public var loopCount: Int?
  /// The frames, composited.
  public var frames: [WebPFrame]

  /// Reads a WebP file, checking sizes against `limits` before decoding.
  public init(contentsOfFile path: String, limits: Limits = Limits()) throws {
    try self.init(decoder: WebPDecoder(contentsOfFile: path, limits: limits))
  }

  /// Reads WebP bytes; `name` is what error messages call them.
  public init(data: [UInt8], name: String, limits: Limits = Limits()) throws {
    try self.init(decoder: WebPDecoder(data: data, name: name, limits: limits))
  }

  private init(decoder: WebPDecoder) throws {
    frames = []
    while let frame = try decoder.nextFrame() { frames.append(frame) }
    width = decoder.width
    height = decoder.height
    loopCount = decoder.loopCount
  }
}
