import GIF
import MP4
import Pixels
import WebP

/// Writes frames, in order, as an animation file of any ``AnimationFormat``: the one
/// encoder `Recording` and `flipbook encode` share. Frame `i` shows from `i / fps` seconds
/// (GIF delays in centiseconds and WebP durations in milliseconds, rounded so the total
/// stays exact; an MP4 at the constant rate `fps`).
///
/// The file is written under a temporary name beside `path` and renamed by ``finish()``;
/// on failure or ``cancel()`` an existing file at `path` is untouched.
public final class AnimationWriter {
  /// Where the file goes.
  public let path: String
  /// What it is written as.
  public let format: AnimationFormat
  private let addFrame: (Image, Int) throws -> Void
  private var addPrepared: ((Image, PreparedFrame, Int) throws -> Void)?
  /// What of a frame's encoding can run before its turn, on any thread, given the frame
  /// before it; nil for a format whose encoder takes frames only in order.
  package var preparer: (@Sendable (Image, Image?) -> PreparedFrame)? {
    preparer(opaqueFrames: false)
  }
  private var gifPreparer: GIFFramePreparer?
  private let finishFile: () throws -> Void
  private let cancelFile: () -> Void
  private var count = 0
  private let frameCount: Int

  /// ``preparer`` for frames whose every pixel has an alpha of at least 128, as frames
  /// drawn over an opaque background have, when `opaqueFrames`: it does not look for
  /// transparent pixels.
  package func preparer(opaqueFrames: Bool) -> (@Sendable (Image, Image?) -> PreparedFrame)? {
    guard let quantizer = gifPreparer else { return nil }
    return { PreparedFrame(gif: quantizer.prepare($0, after: $1, opaque: opaqueFrames)) }
  }

  /// Opens an animation of `frameCount` frames of `width` × `height` pixels at `fps`,
  /// shown `loopCount` times (0 = forever); `dither` applies to a GIF.
  ///
  /// - Throws: `GIFError`, `WebPError` or `MP4Error` when the file cannot be started (an MP4
  ///   without ffmpeg installed, say), and `MP4Error` for a loop count other than 0, which
  ///   an MP4 cannot hold.
  public init(
    path: String, format: AnimationFormat, width: Int, height: Int, frameCount: Int,
    fps: Double, loopCount: Int = 0, dither: Dither = .ordered
  ) throws {
    self.path = path
    self.format = format
    self.frameCount = frameCount
    switch format {
    case .gif:
      let delays = FrameDelays.centiseconds(frameCount: frameCount, fps: fps)
      let gif = try GIFEncoder(
        path: path, width: width, height: height, loopCount: loopCount, dither: dither)
      addFrame = { try gif.add($0, delay: delays[$1]) }
      gifPreparer = gif.preparer
      addPrepared = { try gif.add($0, prepared: $1.gif, delay: delays[$2]) }
      finishFile = gif.finish
      cancelFile = gif.cancel
    case .webp(let compression):
      let durations = FrameDelays.milliseconds(frameCount: frameCount, fps: fps)
      let webP = try WebPEncoder(
        path: path, width: width, height: height, loopCount: loopCount,
        compression: compression)
      addFrame = { try webP.add($0, duration: durations[$1]) }
      finishFile = webP.finish
      cancelFile = webP.cancel
    case .mp4:
      guard loopCount == 0 else {
        throw MP4Error.invalidArgument(
          path: path, reason: "an MP4 holds no loop count (\(loopCount)); players loop it")
      }
      let mp4 = try MP4Encoder(path: path, width: width, height: height, fps: fps)
      addFrame = { frame, _ in try mp4.add(frame) }
      finishFile = mp4.finish
      cancelFile = mp4.cancel
    }
  }

  /// Appends the next frame; more than the `frameCount` announced is refused.
  public func add(_ frame: Image) throws {
    try checkCount()
    try addFrame(frame, count)
    count += 1
  }

  /// Appends the next frame, prepared by ``preparer`` after the frame appended before it.
  package func add(_ frame: Image, prepared: PreparedFrame) throws {
    guard let addPrepared else { return try add(frame) }
    try checkCount()
    try addPrepared(frame, prepared, count)
    count += 1
  }

  /// Refuses a frame beyond the `frameCount` announced.
  private func checkCount() throws {
    guard count < frameCount else {
      throw RecordingError.cannotWrite(
        path: path, reason: "more than the \(frameCount) frames announced")
    }
  }

  /// Completes the file and renames it into place.
  public func finish() throws { try finishFile() }

  /// Abandons the file: the temporary file is removed, `path` is untouched.
  public func cancel() { cancelFile() }
}

/// The part of a frame's encoding done before its turn: for a GIF, its palette, indices and
/// compressed image.
package struct PreparedFrame: Sendable {
  /// The frame quantized and compressed for a GIF.
  let gif: QuantizedGIFFrame
}
