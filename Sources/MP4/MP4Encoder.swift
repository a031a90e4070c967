import Foundation
import Pixels
import ProcessServices

/// Writes an H.264 MP4 through the `ffmpeg` program: frames are piped to it raw, as they
/// come, and it encodes them with libx264 (CRF 18, `yuv420p`) at a constant frame rate,
/// with the index at the front (`+faststart`) so a browser starts playing before the whole
/// file has arrived — what pull requests and chat tools take for a screen recording.
///
/// H.264 in `yuv420p` needs even sides: an odd width or height gets one more column or row,
/// a copy of the last. An MP4 has no alpha: transparent pixels show black. The bytes
/// depend only on the frames, the rate and the installed ffmpeg (its version strings are
/// left out, and libx264 always runs two threads).
///
/// The file is written under a temporary name beside `path` and renamed by ``finish()``;
/// on failure or ``cancel()`` it is removed and an existing file at `path` is untouched.
public final class MP4Encoder {
  /// Where the MP4 goes.
  public let path: String
  /// The frames' width in pixels.
  public let width: Int
  /// The frames' height in pixels.
  public let height: Int
  /// Frames per second.
  public let fps: Double
  /// The video's width: `width`, made even.
  public var videoWidth: Int { width + width % 2 }
  /// The video's height: `height`, made even.
  public var videoHeight: Int { height + height % 2 }
  /// The quality setting of libx264 (constant rate factor; 0 lossless … 51 worst).
  public static let constantRateFactor = 18
  private let file: AtomicFile
  /// Where ffmpeg writes: the temporary file, or a scratch file when the destination is a
  /// stream (ffmpeg seeks back to move the index to the front).
  private let target: String
  private let ffmpeg: ChildProcess
  /// Our end of ffmpeg's standard input (non-blocking), or -1 once closed.
  private var input: Int32
  /// The read end of ffmpeg's standard error (non-blocking), or -1 once closed.
  private var errors: Int32
  /// The end of what ffmpeg wrote to standard error: its message when it fails.
  private var errorTail = OutputTail(limit: 4096)
  /// How long ffmpeg may go without reading any of a frame before it is stopped.
  private let stallDeadline: Duration
  /// How long ffmpeg may take to write the file once its input is closed.
  private let finishDeadline: Duration
  private var done = false

  /// Finds `ffmpeg` (on `PATH`, unless `ffmpeg` names the program), checks that it answers
  /// `-version`, and starts it writing `width` × `height` frames at `fps` frames per second.
  ///
  /// ffmpeg starts with every signal at its default disposition and none blocked. It may go
  /// 15 s plus 1 s per million pixels of a frame without reading any of the frame sent, and
  /// take 60 s plus 1 s per million pixels of a frame to finish the file after the last
  /// frame (our choices: a loaded machine encodes far faster); past that it is stopped and
  /// the MP4 fails. Only the last 4 KiB of its error output are kept, for the message.
  ///
  /// - Throws: ``MP4Error/ffmpegMissing(path:)`` when there is no ffmpeg to run,
  ///   ``MP4Error/ffmpegUnusable(path:program:reason:)`` when it is not a working ffmpeg,
  ///   and ``MP4Error/cannotWrite(path:reason:)`` when the temporary file cannot be made.
  public convenience init(
    path: String, width: Int, height: Int, fps: Double, ffmpeg: String? = nil
  ) throws {
    let megapixels = Double(width) * Double(height) / 1e6
    try self.init(
      path: path, width: width, height: height, fps: fps, ffmpeg: ffmpeg,
      stallDeadline: .seconds(15 + megapixels), finishDeadline: .seconds(60 + megapixels))
  }

  /// ``init(path:width:height:fps:ffmpeg:)`` with the deadlines given.
  package init(
    path: String, width: Int, height: Int, fps: Double, ffmpeg: String?,
    stallDeadline: Duration, finishDeadline: Duration
  ) throws {
    guard (1...16384).contains(width), (1...16384).contains(height) else {
      throw MP4Error.invalidArgument(
        path: path, reason: "size \(width) × \(height) is not 1...16384 px a side")
    }
    guard fps > 0, fps <= 1000, fps.isFinite else {
      throw MP4Error.invalidArgument(path: path, reason: "frame rate \(fps) is not in (0, 1000]")
    }
    let program = try FFmpegProgram.find(ffmpeg, writing: path)
    self.path = path
    self.width = width
    self.height = height
    self.fps = fps
    self.stallDeadline = stallDeadline
    self.finishDeadline = finishDeadline
    do {
      file = try AtomicFile(path: path)
    } catch let error as AtomicFileError {
      throw MP4Error.cannotWrite(path: path, reason: error.reason)
    }
    target =
      file.isStream
      ? FileManager.default.temporaryDirectory.path + "/flipbook-\(getpid())-"
        + UUID().uuidString + ".mp4" : file.temporaryPath

    // A socket rather than a pipe: a write to an ffmpeg that has died fails with EPIPE
    // (MSG_NOSIGNAL) instead of raising SIGPIPE in the process that writes.
    var ends: [Int32] = [-1, -1]
    let nothing = open("/dev/null", O_WRONLY | O_CLOEXEC)
    guard
      socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends)
        == 0, nothing >= 0, let errorPipe = OutputTail.nonBlockingPipe()
    else {
      let reason = String(cString: strerror(errno))
      for descriptor in ends + [nothing] where descriptor >= 0 { close(descriptor) }
      file.discard()
      throw MP4Error.cannotWrite(path: path, reason: reason)
    }
    if file.isStream { TemporaryFiles.shared.add(target) }
    do {
      self.ffmpeg = try ChildProcess(
        program: program,
        arguments: Self.arguments(width: width, height: height, fps: fps, output: target),
        standardInput: ends[1], standardOutput: nothing, standardError: errorPipe.write)
    } catch {
      for descriptor in ends + [nothing, errorPipe.read, errorPipe.write] { close(descriptor) }
      if file.isStream {
        unlink(target)
        TemporaryFiles.shared.remove(target)
      }
      file.discard()
      throw MP4Error.ffmpegUnusable(
        path: path, program: program, reason: "it cannot be run (\(error.reason))")
    }
    for descriptor in [ends[1], nothing, errorPipe.write] { close(descriptor) }
    input = ends[0]
    _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
    errors = errorPipe.read
  }

  deinit {
    if !done { cancel() }
    closeErrors()
  }

  /// ffmpeg's command line: raw RGB frames on standard input, H.264 in an MP4 out.
  static func arguments(width: Int, height: Int, fps: Double, output: String) -> [String] {
    let rate = fps == fps.rounded() ? String(Int(fps)) : String(fps)
    return [
      "-hide_banner", "-nostdin", "-loglevel", "error",
      "-f", "rawvideo", "-pix_fmt", "rgb24",
      "-video_size", "\(width + width % 2)x\(height + height % 2)", "-framerate", rate,
      "-i", "pipe:0",
      // BT.709, the matrix players assume for screen content, stated in the stream too.
      "-vf", "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int",
      "-c:v", "libx264", "-preset", "medium", "-crf", String(constantRateFactor),
      "-pix_fmt", "yuv420p", "-colorspace", "bt709", "-color_primaries", "bt709",
      "-color_trc", "bt709", "-color_range", "tv",
      "-threads", "2", "-r", rate,
      "-movflags", "+faststart", "-map_metadata", "-1",
      "-fflags", "+bitexact", "-flags:v", "+bitexact",
      "-f", "mp4", "-y", output,
    ]
  }

  /// Sends a frame to ffmpeg.
  public func add(_ frame: Image) throws {
    guard !done else {
      throw MP4Error.invalidArgument(path: path, reason: "the encoder is already finished")
    }
    guard frame.width == width, frame.height == height else {
      throw MP4Error.frameSizeMismatch(
        path: path, expected: "\(width) × \(height)", got: "\(frame.width) × \(frame.height)")
    }
    let rgb = Self.rgb(frame)
    if let reason = rgb.withUnsafeBytes({ send($0) }) {
      discard()
      throw MP4Error.cannotWrite(path: path, reason: reason)
    }
  }

  /// Sends `bytes` to ffmpeg, reading its error output while it is busy; nil when all were
  /// sent, else why not (ffmpeg is stopped then).
  private func send(_ bytes: UnsafeRawBufferPointer) -> String? {
    var offset = 0
    var progress = ContinuousClock.now
    while offset < bytes.count {
      let n = Foundation.send(
        input, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
      if n > 0 {
        offset += n
        progress = ContinuousClock.now
        continue
      }
      guard n < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
        return finishProcess() ?? "ffmpeg stopped reading"
      }
      if ContinuousClock.now - progress > stallDeadline {
        ffmpeg.kill()
        return "ffmpeg (\(ffmpeg.program.escapingControlCharacters())) read none of its input "
          + "for \(Self.seconds(stallDeadline)) s; it was stopped"
      }
      var waiting = [
        pollfd(fd: input, events: Int16(POLLOUT), revents: 0),
        pollfd(fd: errorTail.ended ? -1 : errors, events: Int16(POLLIN), revents: 0),
      ]
      _ = poll(&waiting, 2, 200)
      errorTail.read(from: errors)
    }
    errorTail.read(from: errors)
    return nil
  }

  /// Closes ffmpeg's input, waits for it to write the file, and renames it into place.
  public func finish() throws {
    guard !done else {
      throw MP4Error.invalidArgument(path: path, reason: "the encoder is already finished")
    }
    if let reason = finishProcess() {
      discard()
      throw MP4Error.cannotWrite(path: path, reason: reason)
    }
    done = true
    if file.isStream {
      guard let bytes = FileManager.default.contents(atPath: target) else {
        discard()
        throw MP4Error.cannotWrite(path: path, reason: "ffmpeg's output cannot be read")
      }
      file.write(Array(bytes))
    }
    removeScratch()
    do {
      try file.commit()
    } catch let error as AtomicFileError {
      throw MP4Error.cannotWrite(path: path, reason: error.reason)
    }
  }

  /// Abandons the MP4: ffmpeg is stopped, the temporary file removed, `path` untouched.
  public func cancel() {
    guard !done else { return }
    ffmpeg.kill()
    discard()
  }

  /// Ends ffmpeg's input and waits for it, reading its error output; nil when it succeeded,
  /// else its reason. Past the finishing deadline it is stopped.
  private func finishProcess() -> String? {
    if input >= 0 {
      close(input)
      input = -1
    }
    let deadline = ContinuousClock.now + finishDeadline
    while !ffmpeg.hasEnded {
      guard ContinuousClock.now < deadline else {
        ffmpeg.kill()
        return "ffmpeg (\(ffmpeg.program.escapingControlCharacters())) did not finish within "
          + "\(Self.seconds(finishDeadline)) s of its last frame; it was stopped"
      }
      var waiting = pollfd(fd: errorTail.ended ? -1 : errors, events: Int16(POLLIN), revents: 0)
      _ = poll(&waiting, 1, 100)
      errorTail.read(from: errors)
    }
    errorTail.read(from: errors)
    guard let termination = ffmpeg.termination, termination.succeeded else {
      return "ffmpeg failed (\(ffmpeg.termination.map(String.init(describing:)) ?? "unknown"))"
        + (errorTail.lastLine.map { ": \($0)" } ?? "")
    }
    return nil
  }

  private func discard() {
    done = true
    if input >= 0 {
      close(input)
      input = -1
    }
    removeScratch()
    file.discard()
  }

  private func closeErrors() {
    if errors >= 0 {
      close(errors)
      errors = -1
    }
  }

  private func removeScratch() {
    guard file.isStream else { return }
    unlink(target)
    TemporaryFiles.shared.remove(target)
  }

  /// A deadline in whole seconds, for a message.
  private static func seconds(_ duration: Duration) -> Int64 {
    duration.components.seconds
  }

  /// Premultiplied RGBA → RGB over black, its sides made even by repeating the last column
  /// and row.
  static func rgb(_ frame: Image) -> [UInt8] {
    let outWidth = frame.width + frame.width % 2
    let outHeight = frame.height + frame.height % 2
    var rgb = [UInt8](repeating: 0, count: outWidth * outHeight * 3)
    frame.bytes.withUnsafeBufferPointer { source in
      for y in 0..<outHeight {
        let sourceRow = min(y, frame.height - 1) * frame.width * 4
        for x in 0..<outWidth {
          let s = sourceRow + min(x, frame.width - 1) * 4
          let d = (y * outWidth + x) * 3
          rgb[d] = source[s]
          rgb[d + 1] = source[s + 1]
          rgb[d + 2] = source[s + 2]
        }
      }
    }
    return rgb
  }
}
