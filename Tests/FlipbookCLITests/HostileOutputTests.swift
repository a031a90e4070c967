import Foundation
import PNGFixtures
import Testing

/// An executable shell script `name` holding `body` in `directory`, written through a
/// descriptor closed on exec (a child another test starts meanwhile must not hold it open for
/// writing, or running it fails with "Text file busy").
private func script(_ name: String, in directory: String, _ body: String) throws {
  let path = directory + "/" + name
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
  guard descriptor >= 0 else { throw POSIXError(.EIO) }
  let bytes = Array(("#!/bin/sh\n" + body + "\n").utf8)
  let written = write(descriptor, bytes, bytes.count)
  close(descriptor)
  guard written == bytes.count else { throw POSIXError(.EIO) }
}

/// Runs `flipbook` with `bin` first on `PATH`, timed.
private func runTimed(
  _ arguments: [String], in directory: String, environment: [String: String?] = [:]
) throws -> (result: FlipbookBinary.Result, seconds: Double) {
  let start = Date()
  let result = try FlipbookBinary.run(
    arguments, in: directory, environment: environment, killAfter: 60)
  return (result, Date().timeIntervalSince(start))
}

@Suite("flipbook against a broken ffmpeg, a hostile report folder, and failed runs")
struct HostileOutputTests {
  static let fast = ["--fps", "5", "--scale", "0.25", "--quiet"]

  private func png(_ path: String) throws {
    let fixture = PNGFixture(
      width: 8, height: 6, colorType: .rgb, bitDepth: 8, samples: (0..<144).map { $0 * 7 % 256 })
    try Data(fixture.data).write(to: URL(fileURLWithPath: path))
  }

  @Test("an empty file or a directory named ffmpeg: one line, exit 1, nothing left, no crash")
  func brokenFFmpeg() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let empty = dir + "/empty"
    let folder = dir + "/folder"
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    try script("ffmpeg", in: empty, "")
    truncate(empty + "/ffmpeg", 0)
    try FileManager.default.createDirectory(
      atPath: folder + "/ffmpeg", withIntermediateDirectories: true)
    let work = dir + "/work"
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    try png(work + "/f.png")
    for command in [["render", "flip"] + Self.fast, ["encode", "f.png"]] {
      let (emptyRun, _) = try runTimed(
        command + ["-o", "x.mp4"], in: work, environment: ["PATH": empty])
      #expect(emptyRun.status == 1, "\(emptyRun.stderr)")
      #expect(
        emptyRun.stderr
          == "flipbook: x.mp4: cannot write MP4: \(empty)/ffmpeg is not a working ffmpeg: "
          + "it cannot be run (Exec format error)\n")
      // A directory is passed over, as a shell passes it over; with nothing after it, there
      // is no ffmpeg.
      let (folderRun, _) = try runTimed(
        command + ["-o", "x.mp4"], in: work, environment: ["PATH": folder])
      #expect(folderRun.status == 1, "\(folderRun.stderr)")
      #expect(folderRun.stderr.contains("the ffmpeg program is not installed"))
      #expect(try listing(work) == ["f.png"])
    }
  }

  @Test("an ffmpeg that never reads its input fails the render at the deadline, naming it")
  func ffmpegNeverReads() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let bin = dir + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try script(
      "ffmpeg", in: bin,
      "if [ \"$1\" = -version ]; then echo 'ffmpeg version fake'; exit 0; fi\nexec /bin/sleep 1000")
    let work = dir + "/work"
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    // 340 × 360 px frames (1 MB of RGB after the first few): the socket fills at once.
    let (run, seconds) = try runTimed(
      ["render", "flip", "-o", "x.mp4", "--scale", "1", "--quiet"], in: work,
      environment: ["PATH": bin])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stderr
        == "flipbook: x.mp4: cannot write MP4: ffmpeg (\(bin)/ffmpeg) read none of its input "
        + "for 15 s; it was stopped\n")
    #expect(seconds < 30, "\(seconds) s")
    #expect(try listing(work).isEmpty)
  }

  @Test("an entry planted in the report folder is left out with a warning, never run")
  func plantedEntry() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let entries = dir + "/report/entries"
    try FileManager.default.createDirectory(atPath: entries, withIntermediateDirectories: true)
    let planted = [
      "evil": #"{"id":"x\" onerror=\"alert(1)","title":"t","strategy":"s","status":"failed","#
        + #""frames":[],"animations":[],"timeline":[]}"#,
      "sneaky": #"{"id":"sneaky","title":"t","strategy":"s","status":"failed","frames":[],"#
        + #""animations":[{"label":"a","file":"../../x\" onerror=\"alert(1)"}],"timeline":[]}"#,
      "broken": "{",
    ]
    for (name, text) in planted {
      try Data(text.utf8).write(to: URL(fileURLWithPath: entries + "/\(name).json"))
    }
    let (run, _) = try runTimed(
      ["render", "flip", "-o", "flip.gif", "--report", "report"] + Self.fast, in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    let warnings = run.stderr.split(separator: "\n").sorted()
    #expect(
      warnings == [
        "flipbook: warning: report/entries/broken.json: left out of the page: not a report entry",
        #"flipbook: warning: report/entries/evil.json: left out of the page: its id 'x" "#
          + #"onerror="alert(1)' holds characters an id may not"#,
        #"flipbook: warning: report/entries/sneaky.json: left out of the page: the file name "#
          + #"'../../x" onerror="alert(1)' is not a plain name within its folder"#,
      ])
    let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
    #expect(!html.contains("onerror"))
    #expect(html.contains("id=\"entry-render-flip\""))
  }

  @Test("--report naming a folder of other files, or /, is refused before rendering")
  func reportFolderNotAReport() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(
      atPath: dir + "/project", withIntermediateDirectories: true)
    try Data("notes".utf8).write(to: URL(fileURLWithPath: dir + "/project/README"))
    let rootHadIndex = FileManager.default.fileExists(atPath: "/index.html")
    for folder in ["project", "/"] {
      let (run, seconds) = try runTimed(
        ["render", "flip", "-o", "flip.gif", "--report", folder] + Self.fast, in: dir)
      #expect(run.status == 1)
      #expect(
        run.stderr
          == "flipbook: --report \(folder): is not empty and not a report (no entries folder "
          + "and report page): give a new or empty folder, or one a report was written to\n")
      #expect(seconds < 30)
    }
    #expect(try listing(dir) == ["project"])
    #expect(try listing(dir + "/project") == ["README"])
    #expect(FileManager.default.fileExists(atPath: "/index.html") == rootHadIndex)
  }

  @Test("a report that fails leaves no GIF, contact sheet or partial entry")
  func failedReport() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A report whose entry's folder is taken by a file: the entry cannot be written.
    try FileManager.default.createDirectory(
      atPath: dir + "/report/entries", withIntermediateDirectories: true)
    try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/report/entries/render-flip"))
    try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/flip.gif"))
    let (run, _) = try runTimed(
      ["render", "flip", "-o", "flip.gif", "--filmstrip", "sheet.png", "--report", "report"]
        + Self.fast, in: dir)
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "flipbook: report: cannot write: \(dir)/report/entries/render-flip: exists and is "
        + "not a directory\n")
    #expect(try listing(dir) == ["flip.gif", "report"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/flip.gif")) == Data("old".utf8))
    #expect(try listing(dir + "/report") == ["entries"])
    #expect(try listing(dir + "/report/entries") == ["render-flip"])
  }

  @Test("a render that fails or is killed leaves no contact sheet")
  func filmstripOfFailedRender() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // The GIF's folder does not exist: the render fails after the sheet is drawn.
    let (failed, _) = try runTimed(
      ["render", "flip", "-o", "missing/flip.gif", "--filmstrip", "sheet.png"] + Self.fast,
      in: dir)
    #expect(failed.status == 1)
    #expect(failed.stderr.hasPrefix("flipbook: missing/flip.gif: "), "\(failed.stderr)")
    #expect(try listing(dir).isEmpty)
    // Killed while it writes the GIF: neither the GIF nor the sheet is left. A render that
    // ends before its staged file is seen cannot be killed in time; a larger one is tried.
    for scale in ["4", "8", "16"] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: FlipbookBinary.path)
      process.arguments = [
        "render", "button-pop", "-o", "out.gif", "--scale", scale, "--filmstrip", "sheet.png",
        "--quiet",
      ]
      process.currentDirectoryURL = URL(fileURLWithPath: dir)
      try process.run()
      let deadline = Date().addingTimeInterval(120)
      while Date() < deadline, process.isRunning,
        try !listing(dir).contains(where: { $0.contains(".out.gif.staged-") })
      {
        usleep(20_000)
      }
      guard process.isRunning else {
        process.waitUntilExit()
        for name in try listing(dir) {
          try FileManager.default.removeItem(atPath: dir + "/" + name)
        }
        continue
      }
      kill(process.processIdentifier, SIGTERM)
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal)
      #expect(try listing(dir).isEmpty)
      return
    }
    Issue.record("every render ended before its staged GIF could be seen")
  }

  @Test("a path with a newline or an escape is printed escaped, on one line")
  func controlCharactersInPaths() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (run, _) = try runTimed(
      ["render", "button-pop", "--image", "a\nb\u{1B}[2J.png", "--quiet"], in: dir)
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("flipbook: a\\nb\\u001B[2J.png: "), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(!run.stderr.contains("\u{1B}"))
  }

  @Test("encode with 20 000 arguments: parsed in linear time, over the frame limit at once")
  func manyArguments() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try png(dir + "/f.png")
    let frames = Array(repeating: "f.png", count: 20_000)
    let (refused, refusedSeconds) = try runTimed(
      ["encode"] + frames + ["-o", "x.gif"], in: dir,
      environment: ["FLIPBOOK_MAX_FRAMES": "1000"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("FLIPBOOK_MAX_FRAMES"), "\(refused.stderr)")
    #expect(refusedSeconds < 5, "\(refusedSeconds) s")
    let (encoded, seconds) = try runTimed(["encode"] + frames + ["-o", "x.gif"], in: dir)
    #expect(encoded.status == 0, "\(encoded.stderr)")
    #expect(seconds < 30, "\(seconds) s")
    #expect(try listing(dir) == ["f.png", "x.gif"])
  }
}
