import Foundation
import MP4
import Pixels
import Testing

/// Writes an executable shell script `name` holding `body` into `directory`; its path.
///
/// Written through a descriptor closed on exec: tests run in parallel, and a child started
/// by another while the script is open for writing would keep it open, so that running the
/// script fails with "Text file busy".
func fakeProgram(_ name: String = "ffmpeg", in directory: String, _ body: String) throws -> String {
  let path = directory + "/" + name
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
  guard descriptor >= 0 else { throw POSIXError(.EIO) }
  let bytes = Array(("#!/bin/sh\n" + body + "\n").utf8)
  let written = write(descriptor, bytes, bytes.count)
  close(descriptor)
  guard written == bytes.count else { throw POSIXError(.EIO) }
  return path
}

/// The answer a working ffmpeg gives to `-version`, for a fake one.
let answersVersion = "if [ \"$1\" = -version ]; then echo 'ffmpeg version fake'; exit 0; fi"

@Suite("MP4Encoder with an ffmpeg that is broken, hangs or says too much")
struct FakeFFmpegTests {
  private func frame() -> Image {
    var image = Image(width: 64, height: 48)
    for y in 0..<48 { for x in 0..<64 { image[x, y] = Color(red: 0.5, green: 0, blue: 1).pixel } }
    return image
  }

  private func unusable(_ ffmpeg: String, output: String) -> String? {
    do {
      _ = try MP4Encoder(path: output, width: 64, height: 48, fps: 30, ffmpeg: ffmpeg)
      return nil
    } catch {
      return (error as? MP4Error)?.errorDescription
    }
  }

  @Test("an empty file, a directory, a program that fails or hangs at -version: refused")
  func checkedBeforeUse() throws {
    let dir = try temporaryDirectory("mp4-fake")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let output = dir + "/out/a.mp4"
    try FileManager.default.createDirectory(
      atPath: dir + "/out", withIntermediateDirectories: true)
    let empty = dir + "/empty"
    close(open(empty, O_WRONLY | O_CREAT | O_CLOEXEC, 0o755))
    try FileManager.default.createDirectory(
      atPath: dir + "/folder", withIntermediateDirectories: true)
    let failing = try fakeProgram("failing", in: dir, "exit 3")
    let other = try fakeProgram("other", in: dir, "echo 'not ffmpeg'")
    for (program, reason) in [
      (empty, "it cannot be run (Exec format error)"),
      (dir + "/folder", "it is not a regular file"),
      (failing, "ffmpeg -version ended with exit status 3"),
      (other, "its answer to -version does not begin with 'ffmpeg version'"),
    ] {
      #expect(
        unusable(program, output: output)
          == "\(output): cannot write MP4: \(program) is not a working ffmpeg: \(reason)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/out").isEmpty)
  }

  @Test("an ffmpeg that never reads its input is stopped at the deadline, with its name")
  func neverReads() throws {
    let dir = try temporaryDirectory("mp4-fake")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let ffmpeg = try fakeProgram(in: dir, answersVersion + "\nexec sleep 1000")
    let output = dir + "/a.mp4"
    let encoder = try MP4Encoder(
      path: output, width: 64, height: 48, fps: 30, ffmpeg: ffmpeg,
      stallDeadline: .seconds(1), finishDeadline: .seconds(1))
    let start = ContinuousClock.now
    var message: String?
    do {
      // 9 KiB a frame: the socket's buffer fills within a few hundred frames.
      for _ in 0..<10_000 { try encoder.add(frame()) }
    } catch {
      message = (error as? MP4Error)?.errorDescription
    }
    #expect(ContinuousClock.now - start < .seconds(10))
    #expect(
      message == "\(output): cannot write MP4: ffmpeg (\(ffmpeg)) read none of its input for 1 s; "
        + "it was stopped")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["ffmpeg"])
  }

  @Test("an ffmpeg that reads everything but never ends is stopped at the finishing deadline")
  func neverEnds() throws {
    let dir = try temporaryDirectory("mp4-fake")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let ffmpeg = try fakeProgram(in: dir, answersVersion + "\ncat > /dev/null; exec sleep 1000")
    let output = dir + "/a.mp4"
    let encoder = try MP4Encoder(
      path: output, width: 64, height: 48, fps: 30, ffmpeg: ffmpeg,
      stallDeadline: .seconds(5), finishDeadline: .seconds(1))
    try encoder.add(frame())
    #expect(throws: MP4Error.self) { try encoder.finish() }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["ffmpeg"])
  }

  @Test("200 MB of error output: one line, its last, and memory stays small")
  func floodsStandardError() throws {
    let dir = try temporaryDirectory("mp4-fake")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let ffmpeg = try fakeProgram(
      in: dir,
      answersVersion
        + "\nhead -c 200000000 /dev/zero | tr '\\000' x >&2; printf '\\nbad \\033[31minput\\n' >&2"
        + "; exit 1")
    let output = dir + "/a.mp4"
    let encoder = try MP4Encoder(path: output, width: 64, height: 48, fps: 30, ffmpeg: ffmpeg)
    var message: String?
    do {
      for _ in 0..<10_000 { try encoder.add(frame()) }
      try encoder.finish()
    } catch {
      message = (error as? MP4Error)?.errorDescription
    }
    #expect(
      message == "\(output): cannot write MP4: ffmpeg failed (exit status 1): bad \\u001B[31minput")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["ffmpeg"])
  }

  @Test("ffmpeg starts with no signal blocked or ignored, whatever this process blocks")
  func signalsAtDefault() throws {
    let dir = try temporaryDirectory("mp4-fake")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let ffmpeg = try fakeProgram(
      in: dir,
      answersVersion
        + "\necho \"$(grep SigBlk /proc/$$/status) $(grep SigIgn /proc/$$/status)\" >&2; exit 1")
    // Blocked in this thread (the command line blocks these in every thread), and SIGPIPE
    // ignored as a server might: neither reaches ffmpeg.
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for signal in [SIGTERM, SIGINT, SIGUSR1] { sigaddset(&blocked, signal) }
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    let output = dir + "/a.mp4"
    var message: String?
    do {
      let encoder = try MP4Encoder(path: output, width: 64, height: 48, fps: 30, ffmpeg: ffmpeg)
      try encoder.add(frame())
      try encoder.finish()
    } catch {
      message = (error as? MP4Error)?.errorDescription
    }
    // The masks in hexadecimal, signal n at bit n - 1. Of the ignored ones only signals 1 to
    // 31 are checked: glibc keeps 32 and 33 for itself, and no program can change them.
    let prefix = "\(output): cannot write MP4: ffmpeg failed (exit status 1): "
    #expect(message?.hasPrefix(prefix + "SigBlk:\\t0000000000000000 SigIgn:\\t") == true)
    let ignored = message.flatMap { UInt64($0.suffix(16), radix: 16) }
    #expect(ignored.map { $0 & 0x7FFF_FFFF } == 0, "\(message ?? "")")
  }

  @Test("an encoder released in any state stops ffmpeg and leaves nothing")
  func releasedInAnyState() throws {
    let dir = try temporaryDirectory("mp4-fake")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let hangs = try fakeProgram("hangs", in: dir, answersVersion + "\nexec sleep 1000")
    let exits = try fakeProgram("exits", in: dir, answersVersion + "\nexit 0")
    for program in [hangs, exits] {
      for frames in [0, 1] {
        var encoder: MP4Encoder? = try MP4Encoder(
          path: dir + "/a.mp4", width: 64, height: 48, fps: 30, ffmpeg: program)
        for _ in 0..<frames { _ = try? encoder?.add(frame()) }
        encoder = nil
        #expect(encoder == nil)
      }
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["exits", "hangs"])
  }
}
