import Foundation
import PNGFixtures
import Testing

/// A small tmpfs mounted for a test (root only), unmounted by ``unmount()``.
struct SmallFilesystem {
  let path: String

  /// Whether this process may mount one: root, and a mount(8) that works here.
  static let isAvailable: Bool = {
    guard geteuid() == 0, let probe = try? SmallFilesystem(kilobytes: 16) else { return false }
    probe.unmount()
    return true
  }()

  /// Mounts a tmpfs of the given size (read-only if asked) on a new temporary folder.
  init(kilobytes: Int, readOnly: Bool = false) throws {
    path = try makeTemporaryDirectory()
    let options = "size=\(kilobytes)k" + (readOnly ? ",ro" : "")
    let status = try Self.run("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", path])
    guard status == 0 else {
      try? FileManager.default.removeItem(atPath: path)
      throw CocoaError(.fileWriteNoPermission)
    }
  }

  func unmount() {
    _ = try? Self.run("/bin/umount", [path])
    try? FileManager.default.removeItem(atPath: path)
  }

  private static func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

@Suite("flipbook interrupted, out of space or denied: nothing left, nothing changed", .serialized)
struct FaultTests {
  private func start(_ arguments: [String], in directory: String) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: FlipbookBinary.path)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Waits (polling, at most `seconds`) until `condition` holds; false if it never does.
  private func wait(atMost seconds: Double, for condition: () throws -> Bool) rethrows -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if try condition() { return true }
      usleep(20_000)
    }
    return try condition()
  }

  /// Two different 320 × 240 frames, f0.png and f1.png, named alternately `count` times.
  private func writeFrames(count: Int, in directory: String) throws -> [String] {
    for i in 0..<2 {
      let samples = (0..<(320 * 240 * 3)).map { ($0 * (i == 0 ? 7 : 13) + $0 / 960) % 256 }
      let fixture = PNGFixture(
        width: 320, height: 240, colorType: .rgb, bitDepth: 8, samples: samples)
      try Data(fixture.data).write(to: URL(fileURLWithPath: directory + "/f\(i).png"))
    }
    return (0..<count).map { "f\($0 % 2).png" }
  }

  @Test(
    "a signal during render removes the temporary file, ffmpeg's log and frames; the old stays",
    arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGPIPE].map { ($0, "gif") } + [
      (SIGTERM, "webp"), (SIGINT, "mp4"), (SIGTERM, "mp4"),
    ])
  func signalDuringRender(signal: Int32, format: String) throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let output = "out." + format
    try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/" + output))
    let process = try start(
      ["render", "button-pop", "-o", output, "--scale", "4", "--frames-dir", "frames"], in: dir)
    let started = wait(atMost: 300) {
      let frames = (try? listing(dir + "/frames")) ?? []
      return frames.contains("frame_0001.png")
    }
    #expect(started)
    #expect(try listing(dir).contains { $0.hasPrefix("." + output + ".tmp-") })
    // ffmpeg's messages come through a pipe: no file of this process's in the temporary
    // directory, during the render or after.
    let logs = {
      try listing(NSTemporaryDirectory()).filter {
        $0.hasPrefix("flipbook-\(process.processIdentifier)-")
      }
    }
    #expect(try logs().isEmpty)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
    // ffmpeg, its input closed, ends too; nothing it writes then reappears under a name.
    if format == "mp4" { Thread.sleep(forTimeInterval: 1) }
    #expect(try listing(dir) == [output])
    #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + output)) == Data("old".utf8))
    #expect(try logs().isEmpty)
  }

  @Test("a reader that goes away ends render as SIGPIPE does: nothing written, nothing left")
  func closedPipe() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/out.gif"))
    let pipe = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: FlipbookBinary.path)
    process.arguments = ["render", "button-pop", "-o", "out.gif", "--timeline", "--quiet"]
    process.currentDirectoryURL = URL(fileURLWithPath: dir)
    process.standardOutput = pipe
    let errors = Pipe()
    process.standardError = errors
    try pipe.fileHandleForReading.close()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE)
    #expect(errors.fileHandleForReading.readDataToEndOfFile().isEmpty)
    #expect(try listing(dir) == ["out.gif"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/out.gif")) == Data("old".utf8))
  }

  @Test("a signal during encode removes the temporary GIF", arguments: [SIGINT, SIGTERM, SIGHUP])
  func signalDuringEncode(signal: Int32) throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let frames = try writeFrames(count: 400, in: dir)
    let process = try start(["encode"] + frames + ["-o", "out.gif"], in: dir)
    let started = try wait(atMost: 300) {
      try listing(dir).contains { $0.hasPrefix(".out.gif.tmp-") }
    }
    #expect(started)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
    #expect(try listing(dir) == ["f0.png", "f1.png"])
  }

  @Test(
    "a full disk fails render and encode with a message; no temporary file or frame is left",
    .enabled(if: SmallFilesystem.isAvailable, "needs root and mount(8) to make a small tmpfs"))
  func fullDisk() throws {
    let disk = try SmallFilesystem(kilobytes: 192)
    defer { disk.unmount() }
    let dir = disk.path
    try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/out.gif"))
    let render = try FlipbookBinary.run(
      ["render", "button-pop", "-o", "out.gif", "--frames-dir", "frames", "--quiet"], in: dir)
    #expect(render.status == 1, "\(render.stderr)")
    #expect(render.stderr.contains("No space left on device"), "\(render.stderr)")
    #expect(try listing(dir) == ["out.gif"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/out.gif")) == Data("old".utf8))
    // Frames in a roomy folder, the GIF on the full disk.
    let roomy = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: roomy) }
    let frames = try writeFrames(count: 40, in: roomy).map { roomy + "/" + $0 }
    let encode = try FlipbookBinary.run(["encode"] + frames + ["-o", "out.gif"], in: dir)
    #expect(encode.status == 1 && encode.stderr.contains("No space left on device"))
    #expect(try listing(dir) == ["out.gif"])
  }

  @Test("an unwritable folder fails with a message naming the path, and nothing is written")
  func unwritableDirectory() throws {
    // Root ignores permissions: a read-only tmpfs stands in for an unwritable folder there.
    let disk = geteuid() == 0 ? try SmallFilesystem(kilobytes: 16, readOnly: true) : nil
    let dir = try disk?.path ?? makeTemporaryDirectory()
    defer {
      if let disk { disk.unmount() } else { try? FileManager.default.removeItem(atPath: dir) }
    }
    if disk == nil { chmod(dir, 0o555) }
    let work = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: work) }
    for arguments in [
      ["render", "button-pop", "--quiet", "-o", dir + "/out.gif"],
      ["render", "button-pop", "--quiet", "--at", "0", "-o", dir + "/out.png"],
      ["curve", "easeIn", "--plot", dir + "/plot.png"],
    ] {
      let result = try FlipbookBinary.run(arguments, in: work)
      #expect(result.status == 1, "\(arguments): \(result.stderr)")
      #expect(result.stderr.hasPrefix("flipbook: \(dir)/"), "\(result.stderr)")
    }
    #expect(try listing(dir).isEmpty)
  }
}
