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
  private let log: String
  private let process: Process
  private var input: Int32
  private var done = false

  /// Finds `ffmpeg` (on `PATH`, unless `ffmpeg` names the program) and starts it writing `width` ×
  /// `height` frames at `fps` frames per second.
  ///
  /// - Throws: ``MP4Error/ffmpegMissing(path:)`` when there is no ffmpeg to run, and
  ///   ``MP4Error/cannotWrite(path:reason:)`` when the temporary file cannot be made.
  public init(path: String, width: Int, height: Int, fps: Double, ffmpeg: String? = nil) throws {
    guard (1...16384).contains(width), (1...16384).contains(height) else {
      throw MP4Error.invalidArgument(
        path: path, reason: "size \(width) × \(height) is not 1...16384 px a side")
    }
    guard fps > 0, fps <= 1000, fps.isFinite else {
      throw MP4Error.invalidArgument(path: path, reason: "frame rate \(fps) is not in (0, 1000]")
    }
    guard let program = ffmpeg ?? ProcessEnvironment.program(named: "ffmpeg"),
      access(program, X_OK) == 0
    else {
      throw MP4Error.ffmpegMissing(path: path)
    }
    self.path = path
    self.width = width
    self.height = height
    self.fps = fps
    do {
      file = try AtomicFile(path: path)
    } catch let error as AtomicFileError {
      throw MP4Error.cannotWrite(path: path, reason: error.reason)
    }
    let scratch =
      FileManager.default.temporaryDirectory.path + "/flipbook-\(getpid())-"
      + UUID().uuidString
    target = file.isStream ? scratch + ".mp4" : file.temporaryPath
    log = scratch + ".log"

    // A socket rather than a pipe: a write to an ffmpeg that has died fails with EPIPE
    // (MSG_NOSIGNAL) instead of raising SIGPIPE in the process that writes.
    var ends: [Int32] = [-1, -1]
    guard
      socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0
    else {
      let reason = String(cString: strerror(errno))
      file.discard()
      throw MP4Error.cannotWrite(path: path, reason: reason)
    }
    input = ends[0]
    if file.isStream { TemporaryFiles.shared.add(target) }
    TemporaryFiles.shared.add(log)
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = Self.arguments(
      width: width, height: height, fps: fps, output: target)
    // Not closed on deallocation: ends[1] is closed once, below, after ffmpeg has its copy.
    process.standardInput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle(forWritingAtPath: log)
    do {
      try process.run()
    } catch {
      close(ends[0])
      close(ends[1])
      removeScratch()
      file.discard()
      throw MP4Error.cannotWrite(path: path, reason: "cannot run \(program): \(error)")
    }
    process.standardInput = nil
    close(ends[1])
  }

  deinit {
    if !done { cancel() }
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
    let sent = rgb.withUnsafeBytes { bytes -> Bool in
      var offset = 0
      while offset < bytes.count {
        let n = send(input, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
        if n < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += n
      }
      return true
    }
    guard sent else {
      let reason = finishProcess() ?? "ffmpeg stopped reading"
      discard()
      throw MP4Error.cannotWrite(path: path, reason: reason)
    }
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
    if process.isRunning { process.terminate() }
    _ = finishProcess()
    discard()
  }

  /// Ends ffmpeg's input and waits for it; nil when it succeeded, else its reason.
  private func finishProcess() -> String? {
    if input >= 0 {
      close(input)
      input = -1
    }
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      let last = text.split(whereSeparator: \.isNewline).last.map(String.init)
      return "ffmpeg failed (\(process.terminationReason == .exit ? "exit status" : "signal") "
        + "\(process.terminationStatus))" + (last.map { ": \($0)" } ?? "")
    }
    return nil
  }

  private func discard() {
    done = true
    removeScratch()
    file.discard()
  }

  private func removeScratch() {
    for scratch in [log] + (file.isStream ? [target] : []) {
      unlink(scratch)
      TemporaryFiles.shared.remove(scratch)
    }
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
