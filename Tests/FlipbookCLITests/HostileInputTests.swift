import Foundation
import PNGFixtures
import Testing

/// The files in `directory`, sorted, hidden ones included.
func listing(_ directory: String) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
}

@Suite("flipbook with hostile flags, outputs and inputs")
struct HostileInputTests {
  private func png(_ path: String) throws {
    let fixture = PNGFixture(
      width: 8, height: 6, colorType: .rgb, bitDepth: 8, samples: (0..<144).map { $0 * 7 % 256 })
    try Data(fixture.data).write(to: URL(fileURLWithPath: path))
  }

  @Test(
    "numeric flags out of range or not finite are refused with the flag named",
    arguments: [
      ["render", "button-pop", "--fps", "1e-300"], ["render", "button-pop", "--fps", "1e-17"],
      ["render", "button-pop", "--fps", "5e-324"], ["render", "button-pop", "--fps", "nan"],
      ["render", "button-pop", "--scale", "1e-300"], ["render", "button-pop", "--scale", "inf"],
      ["render", "button-pop", "--at=-1"], ["render", "button-pop", "--at", "1e300"],
      ["render", "button-pop", "--at", "nan"], ["render", "button-pop", "--loop", "70000"],
      ["encode", "f.png", "--fps", "1e-300"], ["encode", "f.png", "--fps", "5e-324"],
      ["encode", "f.png", "--loop", "70000"], ["curve", "easeIn", "--samples", "1"],
      ["curve", "spring(dampingRatio=0.5,response=1)", "--duration", "1e300"],
    ])
  func numericFlags(arguments: [String]) throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try png(dir + "/f.png")
    let result = try FlipbookBinary.run(arguments, in: dir)
    let flag = arguments.first { $0.hasPrefix("--") }!.split(separator: "=")[0]
    #expect(result.status == 1, "\(arguments): \(result.stderr)")
    #expect(result.stderr.hasPrefix("flipbook: \(flag) "), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(try listing(dir) == ["f.png"])
  }

  @Test("limit variables set to nonsense are refused; a lowered limit applies before work")
  func environmentLimits() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let bad = try FlipbookBinary.run(
      ["list"], in: dir, environment: ["FLIPBOOK_MAX_FRAMES": "lots"])
    #expect(bad.status == 1 && bad.stderr.contains("FLIPBOOK_MAX_FRAMES=lots"))
    let threads = try FlipbookBinary.run(
      ["list"], in: dir, environment: ["FLIPBOOK_THREADS": "9223372036854775807"])
    #expect(threads.status == 1 && threads.stderr.contains("FLIPBOOK_THREADS"))
    let frames = try FlipbookBinary.run(
      ["render", "button-pop", "--quiet"], in: dir, environment: ["FLIPBOOK_MAX_FRAMES": "10"])
    #expect(frames.status == 1 && frames.stderr.contains("FLIPBOOK_MAX_FRAMES"))
    let pixels = try FlipbookBinary.run(
      ["render", "button-pop", "--quiet"], in: dir, environment: ["FLIPBOOK_MAX_PIXELS": "1000"])
    // No flag was given: the file's size at the default scale is what is too big.
    #expect(pixels.status == 1 && pixels.stderr.contains("size: at the default scale 2"))
    #expect(!pixels.stderr.contains("--scale"))
    #expect(try listing(dir).isEmpty)
    let help = try FlipbookBinary.run(["--help"], in: dir)
    #expect(help.stdout.contains("FLIPBOOK_MAX_GIF_DECODED_PIXELS"))
  }

  @Test(
    "a write error on standard output is exit 1 with a message, not a crash or exit 0",
    arguments: [
      ["curve", "easeIn"], ["inspect", "f.png"],
      ["render", "button-pop", "--timeline", "--at", "0"],
      ["list"],
    ])
  func fullStandardOutput(arguments: [String]) throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try png(dir + "/f.png")
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let extra = arguments[0] == "render" ? ["-o", "x.png", "--quiet"] : []
    let result = try FlipbookBinary.run(arguments + extra, in: dir, standardOutput: full)
    #expect(result.status == 1, "\(arguments): \(result.stderr)")
    #expect(result.stderr == "flipbook: standard output: cannot write: No space left on device\n")
  }

  @Test("an input named as the output, by any name, is refused and left as it was")
  func inputIsOutput() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try png(dir + "/a.png")
    let original = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))
    try FileManager.default.linkItem(atPath: dir + "/a.png", toPath: dir + "/hard.png")
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/soft.png", withDestinationPath: "a.png")
    let runs = [
      ["encode", "a.png", "-o", "a.png"], ["encode", "a.png", "-o", "./hard.png"],
      ["encode", "a.png", "a.png", "-o", "soft.png"],
      ["render", "button-pop", "--image", "a.png", "--at", "0", "-o", "hard.png"],
      ["render", "button-pop", "--image", "save=soft.png", "--at", "1", "-o", "a.png"],
      [
        "render", "button-pop", "--image", "button-pop-0.0.png", "--at", "0", "--at", "1", "-o",
        ".",
      ],
    ]
    try FileManager.default.copyItem(atPath: dir + "/a.png", toPath: dir + "/button-pop-0.0.png")
    for arguments in runs {
      let quiet = arguments[0] == "render" ? ["--quiet"] : []
      let result = try FlipbookBinary.run(arguments + quiet, in: dir)
      #expect(result.status == 1, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("is the input"), "\(result.stderr)")
    }
    for name in ["a.png", "hard.png", "soft.png", "button-pop-0.0.png"] {
      #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)) == original, "\(name)")
    }
    #expect(try listing(dir) == ["a.png", "button-pop-0.0.png", "hard.png", "soft.png"])
  }

  @Test("-o naming a FIFO with no reader is refused at once instead of blocking")
  func fifoOutput() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try png(dir + "/f.png")
    #expect(mkfifo(dir + "/pipe", 0o644) == 0)
    for arguments in [
      ["render", "button-pop", "--quiet", "-o", "pipe"], ["encode", "f.png", "-o", "pipe"],
      ["render", "button-pop", "--quiet", "--at", "0", "-o", "pipe"],
    ] {
      // Without the check the process blocks in open(2): bound the wait so the test ends.
      let result = try FlipbookBinary.run(arguments, in: dir, killAfter: 60)
      #expect(result.status == 1, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("pipe: is a named pipe (FIFO)"), "\(result.stderr)")
    }
    #expect(try listing(dir) == ["f.png", "pipe"])
  }

  @Test("--frames-dir naming the output is refused before anything is written")
  func framesDirIsOutput() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for arguments in [
      ["render", "button-pop", "-o", "out.gif", "--frames-dir", "out.gif"],
      ["render", "button-pop", "-o", "out.gif", "--frames-dir", "./sub/../out.gif"],
    ] {
      let result = try FlipbookBinary.run(arguments + ["--quiet"], in: dir)
      #expect(result.status == 1, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("--frames-dir"), "\(result.stderr)")
      #expect(try listing(dir).isEmpty)
    }
  }

  @Test("inspect refuses a PNG whose image data is corrupt, and names truncated GIFs as such")
  func inspectCorrupt() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let good = PNGFixture(
      width: 8, height: 6, colorType: .rgb, bitDepth: 8, samples: (0..<144).map { $0 % 256 }
    ).data
    // The first row's filter byte (after the zlib and stored-block headers) set to 9, which
    // does not exist; the chunk's CRC is right, so only decoding notices.
    let length = Int(good[33]) << 24 | Int(good[34]) << 16 | Int(good[35]) << 8 | Int(good[36])
    var idat = Array(good[41..<(41 + length)])
    idat[7] = 9
    let bytes = Array(good[0..<33]) + PNGFixture.chunk("IDAT", idat) + PNGFixture.chunk("IEND", [])
    try Data(bytes).write(to: URL(fileURLWithPath: dir + "/bad.png"))
    let png = try FlipbookBinary.run(["inspect", "bad.png"], in: dir)
    #expect(png.status == 1 && png.stderr.hasPrefix("flipbook: bad.png: "), "\(png.stderr)")
    _ = try FlipbookBinary.run(
      ["render", "button-pop", "--fps", "5", "--scale", "0.5", "-o", "g.gif", "--quiet"], in: dir)
    let gif = try Data(contentsOf: URL(fileURLWithPath: dir + "/g.gif"))
    try gif.prefix(gif.count / 2).write(to: URL(fileURLWithPath: dir + "/cut.gif"))
    let cut = try FlipbookBinary.run(["inspect", "cut.gif"], in: dir)
    #expect(cut.status == 1)
    #expect(
      cut.stderr == "flipbook: cut.gif: truncated GIF (the data ends before the image does)\n")
  }

  @Test("a spring too lightly damped to settle within the duration limit is refused")
  func springThatDoesNotSettle() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for ratio in ["1e-7", "1e-8"] {
      let spec = "spring(dampingRatio=\(ratio),response=0.001)"
      let result = try FlipbookBinary.run(["curve", spec], in: dir)
      #expect(result.status == 1)
      #expect(result.stderr.contains("to settle, over the limit of 3600 s"), "\(result.stderr)")
    }
    let bounded = try FlipbookBinary.run(
      ["curve", "spring(dampingRatio=1e-7,response=0.001)", "--duration", "2", "--samples", "3"],
      in: dir)
    #expect(bounded.status == 0 && bounded.stdout.hasPrefix("t,value\n0,0\n1,"))
  }
}
