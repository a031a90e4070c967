import Foundation
import ProcessServices

/// The `ffmpeg` an MP4 is encoded with, checked before any frame is sent: a regular,
/// executable file that answers `-version` as ffmpeg does within ``versionDeadline``, so an
/// empty file, a directory or a program that hangs named `ffmpeg` is a clear error.
enum FFmpegProgram {
  /// How long `ffmpeg -version` may take (it takes about 0.05 s): our choice, generous for a
  /// loaded machine.
  static let versionDeadline = Duration.seconds(10)

  /// The program to run: `ffmpeg` when given, else the first `ffmpeg` on `PATH` that is a
  /// regular executable file, checked.
  ///
  /// - Throws: ``MP4Error/ffmpegMissing(path:)`` when there is none, and
  ///   ``MP4Error/ffmpegUnusable(path:program:reason:)`` when it is no working ffmpeg.
  static func find(_ ffmpeg: String?, writing output: String) throws(MP4Error) -> String {
    guard let program = ffmpeg ?? ProcessEnvironment.program(named: "ffmpeg"),
      FileManager.default.fileExists(atPath: program)
    else {
      throw MP4Error.ffmpegMissing(path: output)
    }
    if let reason = problem(with: program) {
      throw MP4Error.ffmpegUnusable(path: output, program: program, reason: reason)
    }
    return program
  }

  /// Why `program` is no working ffmpeg, or nil when it answers `-version` as one.
  static func problem(with program: String) -> String? {
    var info = stat()
    guard stat(program, &info) == 0 else { return String(cString: strerror(errno)) }
    guard info.st_mode & S_IFMT == S_IFREG else { return "it is not a regular file" }
    guard access(program, X_OK) == 0 else { return "it is not executable" }
    guard let output = OutputTail.nonBlockingPipe() else { return String(cString: strerror(errno)) }
    defer { close(output.read) }
    let nothing = open("/dev/null", O_RDWR | O_CLOEXEC)
    defer { close(nothing) }
    let child: ChildProcess
    do {
      child = try ChildProcess(
        program: program, arguments: ["-version"], standardInput: nothing,
        standardOutput: output.write, standardError: nothing)
    } catch {
      close(output.write)
      return "it cannot be run (\(error.reason))"
    }
    close(output.write)
    let deadline = ContinuousClock.now + versionDeadline
    var answer = OutputTail(limit: 65_536)
    while !answer.ended, ContinuousClock.now < deadline {
      var poller = pollfd(fd: output.read, events: Int16(POLLIN), revents: 0)
      _ = poll(&poller, 1, 100)
      answer.read(from: output.read)
    }
    guard let termination = child.wait(until: deadline) else {
      child.kill()
      return "it did not answer -version within \(versionDeadline.components.seconds) s"
    }
    guard termination.succeeded else { return "ffmpeg -version ended with \(termination)" }
    guard answer.bytes.starts(with: Array("ffmpeg version".utf8)) else {
      return "its answer to -version does not begin with 'ffmpeg version'"
    }
    return nil
  }
}
