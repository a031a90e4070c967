import Foundation
import Pixels
import ProcessServices
import _CWebP

/// Writes an animated WebP with libwebp's own animation encoder (`WebPAnimEncoder`):
/// full colour with alpha, lossless by default, each frame shown for a whole number of
/// milliseconds, and a loop count.
///
/// The animation encoder keeps only the changed rectangle of each frame, and a frame
/// identical to the one before is not stored at all: the one before shows longer. It holds
/// the compressed frames (not the pixels) until ``finish()``, which writes the file under a
/// temporary name beside `path` and renames it; on failure or ``cancel()`` an existing file
/// at `path` is untouched.
///
/// The bytes depend only on the frames, their durations and the settings: libwebp encodes
/// on the calling thread (`thread_level` 0).
///
/// Past ``segmentFrames`` frames, each run of that many is encoded by an animation encoder of
/// its own and the runs' frames are put in one file (`WebPContainer`); the first frame of
/// each run after the first is drawn over the whole canvas without blending. libwebp's mux
/// appends a frame by walking those before it, so one encoder for 100 000 frames took over
/// 120 s; in runs, the time is linear in the frame count.
public final class WebPEncoder {
  /// Where the WebP goes.
  public let path: String
  /// The canvas width in pixels.
  public let width: Int
  /// The canvas height in pixels.
  public let height: Int
  /// How the frames are compressed.
  public let compression: WebPCompression
  /// The longest a WebP can show one frame, in milliseconds (24 bits).
  public static let maxDuration = (1 << 24) - 1
  /// The largest WebP canvas side, in pixels.
  public static let maxSide = 16383
  /// The most frames one libwebp animation encoder takes before the next takes over: our
  /// choice, far above a typical animation's (whose bytes are libwebp's alone), and small
  /// enough that its mux's walks (half the count squared) stay well under a second.
  public static let segmentFrames = 1000
  private let file: AtomicFile
  private let loopCount: Int
  private var options = WebPAnimEncoderOptions()
  private var encoder: OpaquePointer?
  private var config = WebPConfig()
  private var timestamp = 0
  private var frameCount = 0
  /// The frames given to the current encoder, its first frame, and when it started.
  private var segmentCount = 0
  private var segmentFirst: Image?
  private var segmentStart = 0
  /// The frames of the encoders before the current one, once there is more than one.
  private var container: WebPContainer?
  private var done = false

  /// Opens the temporary file and sets up libwebp's animation encoder for `width` ×
  /// `height` frames shown `loopCount` times (0 = forever).
  public init(
    path: String, width: Int, height: Int, loopCount: Int = 0,
    compression: WebPCompression = .lossless
  ) throws {
    guard (1...Self.maxSide).contains(width), (1...Self.maxSide).contains(height) else {
      throw WebPError.invalidArgument(
        path: path, reason: "size \(width) × \(height) is not 1...\(Self.maxSide) px a side")
    }
    guard (0...65535).contains(loopCount) else {
      throw WebPError.invalidArgument(
        path: path, reason: "loop count \(loopCount) is not 0...65535")
    }
    if case .lossy(let quality) = compression, !WebPCompression.qualities.contains(quality) {
      throw WebPError.invalidArgument(path: path, reason: "quality \(quality) is not 0...100")
    }
    self.path = path
    self.width = width
    self.height = height
    self.compression = compression
    self.loopCount = loopCount
    do {
      file = try AtomicFile(path: path)
    } catch let error as AtomicFileError {
      throw WebPError.cannotWrite(path: path, reason: error.reason)
    }
    guard WebPConfigInit(&config) != 0 else {
      file.discard()
      throw WebPError.cannotWrite(path: path, reason: "libwebp version mismatch")
    }
    switch compression {
    case .lossless:
      // Level 6 of 9 (method 4, effort 75). Level 2 takes half the time on the flip's 108
      // frames of 680 × 720 px (4.3 s against 8.6 s) for the same bytes, but leaves
      // button-pop's photo 35 % larger (169 998 bytes against 126 262); level 9 saves 1 %
      // more in 20 times the time.
      _ = WebPConfigLosslessPreset(&config, 6)
    case .lossy(let quality):
      config.quality = Float(quality)
      config.method = 4
    }
    config.thread_level = 0
    guard WebPAnimEncoderOptionsInit(&options) != 0 else {
      file.discard()
      throw WebPError.cannotWrite(path: path, reason: "libwebp version mismatch")
    }
    options.anim_params.loop_count = Int32(loopCount)
    // Opaque white: what a viewer that uses the hint shows behind transparent pixels.
    options.anim_params.bgcolor = 0xFFFF_FFFF
    options.allow_mixed = 0
    encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options)
    guard encoder != nil else {
      file.discard()
      throw WebPError.cannotWrite(path: path, reason: "libwebp cannot start an animation")
    }
  }

  deinit {
    if !done { cancel() }
  }

  /// Appends a frame shown for `duration` milliseconds.
  public func add(_ frame: Image, duration: Int) throws {
    guard encoder != nil, !done else {
      throw WebPError.invalidArgument(path: path, reason: "the encoder is already finished")
    }
    guard frame.width == width, frame.height == height else {
      throw WebPError.frameSizeMismatch(
        path: path, expected: "\(width) × \(height)", got: "\(frame.width) × \(frame.height)")
    }
    guard (1...Self.maxDuration).contains(duration) else {
      throw WebPError.invalidArgument(
        path: path, reason: "duration \(duration) ms is not 1...\(Self.maxDuration)")
    }
    guard timestamp <= Int(Int32.max) - duration else {
      throw WebPError.invalidArgument(
        path: path, reason: "the animation would last more than \(Int32.max) ms")
    }
    if segmentCount == Self.segmentFrames {
      try startSegment()
    }
    if segmentCount == 0 { segmentFirst = frame }
    guard let encoder else {
      throw WebPError.invalidArgument(path: path, reason: "the encoder is already finished")
    }
    let failure = try withPicture(of: frame) { picture, imported -> String? in
      guard imported, WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0
      else { return Self.message(of: encoder, picture: picture) }
      return nil
    }
    if let failure {
      cancel()
      throw WebPError.cannotWrite(path: path, reason: failure)
    }
    timestamp += duration
    frameCount += 1
    segmentCount += 1
  }

  /// Moves the current encoder's frames to the container and starts a new encoder.
  private func startSegment() throws {
    guard let encoder else { return }
    if container == nil {
      container = WebPContainer(
        width: width, height: height, loopCount: loopCount,
        background: options.anim_params.bgcolor)
    }
    try closeSegment(encoder)
    self.encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options)
    guard self.encoder != nil else {
      cancel()
      throw WebPError.cannotWrite(path: path, reason: "libwebp cannot start an animation")
    }
    segmentCount = 0
    segmentStart = timestamp
  }

  /// Ends the current encoder's animation at `timestamp` and adds its frames to the
  /// container; the encoder is deleted.
  private func closeSegment(_ encoder: OpaquePointer) throws {
    let bytes = try assemble(encoder)
    WebPAnimEncoderDelete(encoder)
    self.encoder = nil
    guard let first = segmentFirst,
      try container?.append(
        bytes, duration: timestamp - segmentStart, first: { try wholeCanvas(first) }) == true
    else {
      cancel()
      throw WebPError.cannotWrite(path: path, reason: "libwebp assembled no WebP")
    }
  }

  /// The animation `encoder` holds, ended at `timestamp`.
  private func assemble(_ encoder: OpaquePointer) throws -> [UInt8] {
    // The end of the last frame: a frame without pixels marks it.
    var data = WebPData()
    defer { WebPDataClear(&data) }
    guard WebPAnimEncoderAdd(encoder, nil, Int32(timestamp), nil) != 0,
      WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes
    else {
      let reason = Self.message(of: encoder, picture: nil)
      cancel()
      throw WebPError.cannotWrite(path: path, reason: reason)
    }
    return Array(UnsafeBufferPointer(start: bytes, count: data.size))
  }

  /// `frame` encoded alone over the whole canvas: an ANMF's image chunks, and whether it
  /// has transparent pixels.
  private func wholeCanvas(_ frame: Image) throws -> (image: [UInt8], hasAlpha: Bool) {
    let writer = UnsafeMutablePointer<WebPMemoryWriter>.allocate(capacity: 1)
    WebPMemoryWriterInit(writer)
    defer {
      WebPMemoryWriterClear(writer)
      writer.deallocate()
    }
    let failure = try withPicture(of: frame) { picture, imported -> String? in
      picture.writer = WebPMemoryWrite
      picture.custom_ptr = UnsafeMutableRawPointer(writer)
      guard imported, WebPEncode(&config, &picture) != 0 else {
        return "libwebp error \(picture.error_code.rawValue)"
      }
      return nil
    }
    guard failure == nil, let memory = writer.pointee.mem else {
      throw WebPError.cannotWrite(path: path, reason: failure ?? "libwebp encoded nothing")
    }
    let still = Array(UnsafeBufferPointer(start: memory, count: writer.pointee.size))
    guard let chunks = WebPContainer.chunks(of: still) else {
      throw WebPError.cannotWrite(path: path, reason: "libwebp encoded no WebP")
    }
    let image = chunks.filter { ["ALPH", "VP8 ", "VP8L"].contains($0.code) }
      .flatMap { still[$0.whole] }
    let hasAlpha = stride(from: 3, to: frame.bytes.count, by: 4).contains {
      frame.bytes[$0] < 255
    }
    return (image, hasAlpha)
  }

  /// Assembles the file, writes it and renames it into place.
  public func finish() throws {
    guard let encoder, !done else {
      throw WebPError.invalidArgument(path: path, reason: "the encoder is already finished")
    }
    guard frameCount > 0 else {
      cancel()
      throw WebPError.invalidArgument(path: path, reason: "a WebP needs at least one frame")
    }
    let bytes: [UInt8]
    if container != nil {
      try closeSegment(encoder)
      bytes = container?.bytes ?? []
    } else {
      bytes = try assemble(encoder)
      WebPAnimEncoderDelete(encoder)
      self.encoder = nil
    }
    done = true
    guard bytes.count <= Int(UInt32.max) else {
      file.discard()
      throw WebPError.cannotWrite(path: path, reason: "the file would be over 4 GiB")
    }
    guard file.write(bytes) else {
      let reason = file.writeError ?? "write failed"
      file.discard()
      throw WebPError.cannotWrite(path: path, reason: reason)
    }
    do {
      try file.commit()
    } catch let error as AtomicFileError {
      throw WebPError.cannotWrite(path: path, reason: error.reason)
    }
  }

  /// Abandons the WebP: the temporary file is removed, `path` is untouched.
  public func cancel() {
    guard !done else { return }
    done = true
    if let encoder {
      WebPAnimEncoderDelete(encoder)
      self.encoder = nil
    }
    file.discard()
  }

  /// Calls `body` with a canvas-sized libwebp picture of `frame` (straight alpha) and whether
  /// importing its pixels succeeded; the picture is freed afterwards.
  private func withPicture<Result>(
    of frame: Image, _ body: (inout WebPPicture, Bool) throws -> Result
  ) throws -> Result {
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else {
      cancel()
      throw WebPError.cannotWrite(path: path, reason: "libwebp version mismatch")
    }
    defer { WebPPictureFree(&picture) }
    picture.use_argb = 1
    picture.width = Int32(width)
    picture.height = Int32(height)
    let straight = StraightAlpha.straightened(frame.bytes)
    let imported = straight.withUnsafeBufferPointer {
      WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4))
    }
    return try body(&picture, imported != 0)
  }

  /// libwebp's reason for the last failure.
  private static func message(of encoder: OpaquePointer, picture: WebPPicture?) -> String {
    if let picture, picture.error_code != VP8_ENC_OK {
      return "libwebp error \(picture.error_code.rawValue)"
    }
    guard let text = WebPAnimEncoderGetError(encoder), text.pointee != 0 else {
      return "libwebp failed"
    }
    return String(cString: text)
  }
}
