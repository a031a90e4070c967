import Foundation
import Pixels
import Testing

/// Runs a program found on `PATH` and returns its exit status and what it printed.
private func run(_ program: String, _ arguments: [String], in directory: String? = nil) throws
  -> (status: Int32, stdout: Data, stderr: String)
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [program] + arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  // Standard error is read after standard output: what these programs print there is short.
  let data = out.fileHandleForReading.readDataToEndOfFile()
  let errors = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, data, String(decoding: errors, as: UTF8.self))
}

/// Pillow, the independent WebP reader, which `Scripts/bootstrap --tests` installs from PyPI.
private let pillow =
  (try? run("python3", ["-c", "from PIL import features; assert features.check('webp')"]))?
  .status == 0

/// ffmpeg and ffprobe, which Scripts/bootstrap installs.
private let ffmpeg = (try? run("ffprobe", ["-version"]))?.status == 0

/// Reads a WebP with Pillow: its size, loop, each frame's duration, and each frame as a PNG
/// in `directory` (pillow-0000.png, …).
private let pillowReader = """
  import json, sys
  from PIL import Image, ImageSequence
  with Image.open(sys.argv[1]) as im:
      durations = []
      for i, frame in enumerate(ImageSequence.Iterator(im)):
          rgba = frame.convert("RGBA")  # decoding the frame sets its duration
          durations.append(frame.info["duration"])
          rgba.save("%s/pillow-%04d.png" % (sys.argv[2], i))
      print(json.dumps({"frames": im.n_frames, "size": im.size, "loop": im.info.get("loop"),
                        "durations": durations}))
  """

/// The PNG frames `render --frames-dir` wrote.
private func sourceFrames(_ directory: String) throws -> [Image] {
  try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("frame_") }
    .sorted().map { try Image(contentsOfPNGFile: directory + "/" + $0) }
}

/// Peak signal-to-noise ratio of `decoded` against `source` over the colour channels, in dB;
/// `decoded(x, y)` gives the decoded pixel's red, green and blue.
private func psnr(_ source: Image, _ decoded: (Int, Int) -> (UInt8, UInt8, UInt8)) -> Double {
  var sum = 0.0
  for y in 0..<source.height {
    for x in 0..<source.width {
      let p = source[x, y]
      let d = decoded(x, y)
      for (a, b) in [(p.red, d.0), (p.green, d.1), (p.blue, d.2)] {
        sum += (Double(a) - Double(b)) * (Double(a) - Double(b))
      }
    }
  }
  let mse = sum / Double(source.width * source.height * 3)
  return 10 * log10(255 * 255 / max(mse, 1e-9))
}

/// The index of the frame that shows at `time` ms, given each frame's duration.
private func frameShowing(at time: Int, durations: [Int]) -> Int? {
  durations.indices.last { durations[..<$0].reduce(0, +) <= time }
}

@Suite("WebP and MP4 from render and encode, read by independent decoders")
struct AnimationFormatTests {
  @Test(
    "render flip -o flip.webp: Pillow reads size, loop and timing; each frame is the source's",
    .enabled(if: pillow, "Pillow with WebP is missing (Scripts/bootstrap --tests installs it)"))
  func webPReadByPillow() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let render = try FlipbookBinary.run(
      ["render", "flip", "-o", "flip.webp", "--scale", "0.5", "--frames-dir", "frames", "--quiet"],
      in: dir)
    #expect(render.status == 0, "\(render.stderr)")
    let read = try run("python3", ["-c", pillowReader, "flip.webp", "."], in: dir)
    #expect(read.status == 0, "\(read.stderr)")
    let info = try #require(try JSONSerialization.jsonObject(with: read.stdout) as? [String: Any])
    let source = try sourceFrames(dir + "/frames")
    #expect(source.count == 108)  // 3.6 s at 30 fps
    #expect(info["size"] as? [Int] == [source[0].width, source[0].height])
    #expect(info["loop"] as? Int == 0)
    let durations = try #require(info["durations"] as? [Int])
    // A frame identical to the one before is merged into it: one WebP frame per run.
    let runs = 1 + (1..<source.count).filter { source[$0] != source[$0 - 1] }.count
    #expect(info["frames"] as? Int == runs && durations.count == runs)
    #expect(runs > 50 && runs < 108, "\(runs) runs")
    #expect(durations.reduce(0, +) == 3600)
    // Frame i starts at round(1000 i / 30) ms; the WebP frame showing then must be it.
    let starts = durations.indices.map { durations[..<$0].reduce(0, +) }
    for (i, frame) in source.enumerated() {
      let time = Int((Double(i) * 1000 / 30).rounded())
      let shown = try #require(frameShowing(at: time, durations: durations))
      if i > 0, source[i] != source[i - 1] { #expect(starts[shown] == time, "frame \(i)") }
      let decoded = try Image(contentsOfPNGFile: dir + String(format: "/pillow-%04d.png", shown))
      #expect(decoded == frame, "frame \(i) differs from the WebP's frame \(shown)")
    }

    // The same frames lossy, at quality 80: every frame within 27 dB of its source. Lossy
    // WebP (VP8) halves the colour resolution as yuv420p does, which keeps these small red
    // and blue cards below 30 dB (29.1 at worst; the MP4 test below says the same).
    let frameFiles = (0..<108).map { String(format: "frames/frame_%04d.png", $0) }
    let encode = try FlipbookBinary.run(
      ["encode"] + frameFiles + ["-o", "lossy.webp", "--quality", "80"], in: dir)
    #expect(encode.status == 0, "\(encode.stderr)")
    try FileManager.default.createDirectory(
      atPath: dir + "/lossy", withIntermediateDirectories: true)
    let lossy = try run("python3", ["-c", pillowReader, "lossy.webp", "lossy"], in: dir)
    let lossyInfo = try #require(
      try JSONSerialization.jsonObject(with: lossy.stdout) as? [String: Any])
    let lossyDurations = try #require(lossyInfo["durations"] as? [Int])
    #expect(lossyDurations.reduce(0, +) == 3600)
    var worst = Double.infinity
    for (i, frame) in source.enumerated() {
      let time = Int((Double(i) * 1000 / 30).rounded())
      let shown = try #require(frameShowing(at: time, durations: lossyDurations))
      let decoded = try Image(
        contentsOfPNGFile: dir + String(format: "/lossy/pillow-%04d.png", shown))
      let quality = psnr(frame) { x, y in
        let p = decoded[x, y]
        return (p.red, p.green, p.blue)
      }
      worst = min(worst, quality)
    }
    #expect(worst >= 27, "worst frame \(worst) dB")
  }

  @Test(
    "render flip -o flip.mp4: ffprobe reads frames, size and rate; each frame within 27 dB",
    .enabled(if: ffmpeg, "ffmpeg is not installed: run Scripts/bootstrap"))
  func mp4ReadByFFprobe() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let render = try FlipbookBinary.run(
      ["render", "flip", "-o", "flip.mp4", "--scale", "0.5", "--frames-dir", "frames", "--quiet"],
      in: dir)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["flip.mp4", "frames"])
    let probe = try run(
      "ffprobe",
      [
        "-v", "error", "-count_frames", "-show_entries",
        "stream=codec_name,width,height,pix_fmt,r_frame_rate,nb_read_frames,duration", "-of",
        "json", "flip.mp4",
      ], in: dir)
    let json = try #require(try JSONSerialization.jsonObject(with: probe.stdout) as? [String: Any])
    let stream = try #require((json["streams"] as? [[String: Any]])?.first)
    let source = try sourceFrames(dir + "/frames")
    let (width, height) = (source[0].width, source[0].height)
    #expect(stream["codec_name"] as? String == "h264")
    #expect(stream["pix_fmt"] as? String == "yuv420p")
    #expect(stream["width"] as? Int == width + width % 2)
    #expect(stream["height"] as? Int == height + height % 2)
    #expect(stream["r_frame_rate"] as? String == "30/1")
    #expect(stream["nb_read_frames"] as? String == "108")
    #expect(Double(stream["duration"] as? String ?? "") == 3.6)
    let raw = try run(
      "ffmpeg",
      [
        "-v", "error", "-i", "flip.mp4", "-vf", "scale=in_color_matrix=bt709:in_range=tv",
        "-f", "rawvideo", "-pix_fmt", "rgba", "-",
      ], in: dir
    ).stdout
    let (videoWidth, videoHeight) = (width + width % 2, height + height % 2)
    #expect(raw.count == 108 * videoWidth * videoHeight * 4)
    var worst = Double.infinity
    for (i, frame) in source.enumerated() {
      worst = min(
        worst,
        psnr(frame) { x, y in
          let o = ((i * videoHeight + y) * videoWidth + x) * 4
          return (raw[o], raw[o + 1], raw[o + 2])
        })
    }
    // yuv420p's half-resolution colour caps this, not the encoder: these frames through
    // libx264 without loss (-crf 0) reach 28.4 dB on the worst frame; at CRF 18, 28.2 dB.
    #expect(worst >= 27, "worst frame \(worst) dB")
  }

  @Test("without ffmpeg on PATH, -o x.mp4 fails in one line naming the package; nothing is left")
  func mp4WithoutFFmpeg() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try FlipbookBinary.run(
      ["render", "button-pop", "-o", "x.mp4", "--scale", "0.25", "--quiet"], in: dir,
      environment: ["PATH": dir])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "flipbook: x.mp4: cannot write MP4: the ffmpeg program is not installed "
        + "(install the ffmpeg package: apt-get install ffmpeg)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  @Test("the same render gives the same WebP and MP4 bytes on one thread as on two")
  func deterministic() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let formats = ffmpeg ? ["webp", "mp4"] : ["webp"]
    for format in formats {
      for threads in ["1", "2"] {
        let result = try FlipbookBinary.run(
          ["render", "button-pop", "-o", "\(threads).\(format)", "--scale", "0.5", "--quiet"],
          in: dir, environment: ["FLIPBOOK_THREADS": threads])
        #expect(result.status == 0, "\(result.stderr)")
      }
      let one = try Data(contentsOf: URL(fileURLWithPath: dir + "/1.\(format)"))
      let two = try Data(contentsOf: URL(fileURLWithPath: dir + "/2.\(format)"))
      #expect(one.count > 1000, "\(format)")
      guard one != two else { continue }
      guard format == "mp4" else {
        Issue.record("\(format) differs between one thread and two")
        continue
      }
      // Which side differs: the frames drawn (a race in rendering) or only the encoder's
      // bytes. ffmpeg's per-frame checksums of the decoded video say.
      let frames = try ["1", "2"].map { threads in
        try run("ffmpeg", ["-v", "error", "-i", "\(threads).mp4", "-f", "framemd5", "-"], in: dir)
          .stdout
      }
      let verdict =
        frames[0] == frames[1] ? "are the same (the encoder's bytes differ)" : "differ"
      Issue.record("mp4 differs between one thread and two; its decoded frames \(verdict)")
    }
  }

  @Test("encode writes a WebP by its extension, lossy with --quality; inspect reads it")
  func encodeAndInspect() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(
      try FlipbookBinary.run(
        ["render", "button-pop", "--at", "0", "--at", "0.9", "-o", "f", "--scale", "0.5"],
        in: dir
      ).status == 0)
    let frames = ["f/button-pop-0.0.png", "f/button-pop-0.9.png"]
    for (output, extra) in [("l.webp", [String]()), ("q.webp", ["--quality", "60"])] {
      let encode = try FlipbookBinary.run(
        ["encode"] + frames + ["-o", output, "--fps", "4", "--loop", "2"] + extra, in: dir)
      #expect(encode.status == 0, "\(encode.stderr)")
      let inspect = try FlipbookBinary.run(["inspect", output, "--json"], in: dir)
      let info = try #require(
        try JSONSerialization.jsonObject(with: Data(inspect.stdout.utf8)) as? [String: Any])
      #expect(info["format"] as? String == "webp" && info["frames"] as? Int == 2)
      #expect(info["durations"] as? [Int] == [250, 250] && info["loop"] as? Int == 2)
      let kind = extra.isEmpty ? "lossless" : "lossy"
      #expect(info["compression"] as? [String] == [kind, kind])
      let text = try FlipbookBinary.run(["inspect", output], in: dir).stdout
      #expect(
        text.hasPrefix("WebP  160×120  2 frames\nduration     0.5 s (500 ms)\nloop         2 times")
      )
    }
  }

  @Test("inspect refuses a cut WebP and a RIFF file that is not one, in one line each")
  func inspectHostile() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Image(width: 4, height: 4, fill: .white).writePNG(to: dir + "/f.png")
    #expect(
      try FlipbookBinary.run(["encode", "f.png", "f.png", "-o", "a.webp"], in: dir).status == 0)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.webp"))
    try bytes.prefix(bytes.count - 3).write(to: URL(fileURLWithPath: dir + "/cut.webp"))
    try Data("RIFF\0\0\0\0WEBPVP8 junk".utf8).write(to: URL(fileURLWithPath: dir + "/junk.webp"))
    for name in ["cut.webp", "junk.webp"] {
      let result = try FlipbookBinary.run(["inspect", name], in: dir)
      #expect(result.status == 1)
      #expect(result.stderr == "flipbook: \(name): invalid WebP (the demuxer cannot parse it)\n")
    }
  }

  @Test(
    "a flag that does not apply to the output's format is refused in one line, nothing written",
    arguments: [
      (
        ["render", "button-pop", "-o", "x.gif", "--quality", "50"],
        "--quality 50: applies to a .webp output only"
      ),
      (
        ["render", "button-pop", "-o", "x.mp4", "--quality", "50"],
        "--quality 50: applies to a .webp output only"
      ),
      (
        ["render", "button-pop", "-o", "x.webp", "--quality", "101"],
        "--quality 101: must be 0 to 100"
      ),
      (
        ["render", "button-pop", "-o", "x.png", "--at", "1", "--quality", "50"],
        "--quality: a single frame"
      ),
      (
        ["render", "button-pop", "-o", "x.mp4", "--loop", "2"], "x.mp4: an MP4 holds no loop count"
      ),
      (
        ["encode", "f.png", "-o", "x.webp", "--dither", "none"],
        "--dither: applies to a .gif output only"
      ),
      (["encode", "f.png", "-o", "x.avi"], "-o x.avi: encode cannot write .avi; it writes .gif"),
    ])
  func refusedCombinations(arguments: [String], message: String) throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Image(width: 4, height: 4, fill: .white).writePNG(to: dir + "/f.png")
    let result = try FlipbookBinary.run(
      arguments + ["--quiet"].filter { _ in arguments[0] == "render" }, in: dir)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("flipbook: " + message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["f.png"])
  }
}
