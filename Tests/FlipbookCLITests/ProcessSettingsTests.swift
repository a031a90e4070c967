import Foundation
import Testing

@Suite("flipbook's help, output formats and environment, end to end")
struct ProcessSettingsTests {
  private func files(_ dir: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
  }

  @Test("--help shows the usage first and the limit variables in a section after it")
  func helpOrder() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let help = try FlipbookBinary.run(["--help"], in: dir)
    #expect(help.status == 0)
    let usage = try #require(help.stdout.range(of: "USAGE:"))
    let subcommands = try #require(help.stdout.range(of: "SUBCOMMANDS:"))
    let limits = try #require(help.stdout.range(of: "LIMITS"))
    #expect(usage.lowerBound < subcommands.lowerBound)
    #expect(subcommands.upperBound < limits.lowerBound)
    let afterUsage = help.stdout[usage.lowerBound...]
    for variable in [
      "FLIPBOOK_MAX_SIDE", "FLIPBOOK_MAX_PIXELS", "FLIPBOOK_MAX_PNG_FILE_BYTES",
      "FLIPBOOK_MAX_PNG_CHUNK_BYTES", "FLIPBOOK_MAX_GIF_FILE_BYTES",
      "FLIPBOOK_MAX_GIF_DECODED_PIXELS", "FLIPBOOK_MAX_FRAMES", "FLIPBOOK_MAX_SCENE_FILE_BYTES",
      "FLIPBOOK_MAX_DURATION", "FLIPBOOK_MAX_LAYERS", "FLIPBOOK_MAX_WORK", "FLIPBOOK_MAX_FONTS",
      "FLIPBOOK_THREADS",
    ] {
      #expect(!help.stdout[..<usage.lowerBound].contains(variable), "\(variable) before usage")
      #expect(afterUsage.contains(variable + " (default"), "\(variable) missing")
    }
    // `flipbook help` prints the same; a subcommand's help has no limits section.
    let helpCommand = try FlipbookBinary.run(["help"], in: dir)
    #expect(helpCommand.stdout == help.stdout)
    let render = try FlipbookBinary.run(["render", "--help"], in: dir)
    #expect(render.status == 0 && !render.stdout.contains("FLIPBOOK_MAX_SIDE"))
  }

  @Test(
    "an output extension render cannot write is refused naming the formats; nothing is written",
    arguments: [
      ["-o", "x.avi"], ["-o", "x.webm"], ["-o", "x.png"], ["-o", "x"],
      ["-o", "x.gif", "--at", "1"],
      ["-o", "x.mp4", "--at", "1"], ["-o", "x.webp", "--at", "1"],
    ])
  func unsupportedExtension(arguments: [String]) throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try FlipbookBinary.run(
      ["render", "button-pop", "--quiet", "--scale", "0.5"] + arguments, in: dir)
    #expect(result.status == 1, "\(arguments): \(result.stderr)")
    #expect(result.stderr.hasPrefix("flipbook: -o x"), "\(result.stderr)")
    #expect(
      result.stderr.contains(
        ".gif (an animated GIF), .webp (an animated WebP), .mp4 (an H.264 video), "
          + "or .png with one --at"))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(try files(dir).isEmpty)
  }

  @Test("the supported extensions, in any case, are written")
  func supportedExtensions() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for arguments in [
      ["-o", "a.gif"], ["-o", "b.GIF"], ["-o", "c.png", "--at", "0.5"], ["-o", "d.webp"],
      ["-o", "e.WebP"], ["-o", "f.mp4"],
    ] {
      let result = try FlipbookBinary.run(
        ["render", "button-pop", "--quiet", "--scale", "0.25", "--fps", "5"] + arguments, in: dir)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }
    #expect(try files(dir) == ["a.gif", "b.GIF", "c.png", "d.webp", "e.WebP", "f.mp4"])
    let signatures = try ["d.webp", "e.WebP", "f.mp4"].map {
      try Array(Data(contentsOf: URL(fileURLWithPath: dir + "/" + $0)).prefix(12))
    }
    #expect(signatures[0][8..<12].elementsEqual("WEBP".utf8))
    #expect(signatures[1][8..<12].elementsEqual("WEBP".utf8))
    #expect(signatures[2][4..<8].elementsEqual("ftyp".utf8))
  }

  @Test(
    "a limit variable set to garbage is refused naming the variable, for every command",
    arguments: ["FLIPBOOK_MAX_SIDE", "FLIPBOOK_MAX_PIXELS", "FLIPBOOK_MAX_SCENE_FILE_BYTES"])
  func garbageLimit(variable: String) throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for value in ["garbage", "0", "-1", "12.5"] {
      let result = try FlipbookBinary.run(
        ["render", "button-pop", "--quiet"], in: dir, environment: [variable: value])
      #expect(result.status == 1)
      #expect(result.stderr == "flipbook: \(variable)=\(value): must be a positive whole number\n")
    }
    #expect(try files(dir).isEmpty)
  }

  @Test(
    "FLIPBOOK_THREADS outside 1 to 256 is refused; inside, it renders", arguments: ["0", "300"])
  func threadsOutOfRange(value: String) throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try FlipbookBinary.run(
      ["render", "button-pop", "--quiet"], in: dir, environment: ["FLIPBOOK_THREADS": value])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("flipbook: FLIPBOOK_THREADS=\(value): must be "))
    #expect(try files(dir).isEmpty)
    let ok = try FlipbookBinary.run(
      ["render", "button-pop", "--quiet", "--scale", "0.25", "--fps", "5", "-o", "t.gif"],
      in: dir, environment: ["FLIPBOOK_THREADS": "256"])
    #expect(ok.status == 0, "\(ok.stderr)")
  }

  @Test("a frame over the pixel limit: the flag, the limit and the variable that raises it")
  func frameTooLarge() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try FlipbookBinary.run(
      ["render", "button-pop", "--scale", "2", "--quiet"], in: dir,
      environment: ["FLIPBOOK_MAX_PIXELS": "1000"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "flipbook: --scale 2: a 640 × 480 px frame exceeds the limit of 1000 px "
        + "(FLIPBOOK_MAX_PIXELS)\n")
    #expect(try files(dir).isEmpty)
  }

  @Test("settings out of range name the flag and the range of the library's one rule set")
  func settingRanges() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (arguments, line) in [
      (["--fps", "0.005"], "--fps 0.005: must be 0.01 to 50 frames per second"),
      (["--scale", "9"], "--scale 9: must be 0.05 to 8 pixels per point"),
      (["--loop", "70000"], "--loop 70000: must be 0 (forever) to 65535"),
    ] {
      let result = try FlipbookBinary.run(["render", "button-pop", "--quiet"] + arguments, in: dir)
      #expect(result.status == 1)
      #expect(result.stderr.hasPrefix("flipbook: " + line), "\(result.stderr)")
    }
    #expect(try files(dir).isEmpty)
  }

  @Test("a font file that is there but is not a font is an error naming it and the cause")
  func fontThatDoesNotLoad() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let assets = dir + "/assets"
    try FileManager.default.createDirectory(atPath: assets, withIntermediateDirectories: true)
    for folder in ["Scenes", "Fonts"] {
      try FileManager.default.copyItem(
        atPath: FlipbookBinary.repository + "/Assets/" + folder, toPath: assets + "/" + folder)
    }
    try FileManager.default.removeItem(atPath: assets + "/Fonts/Inter-Regular.otf")
    try Data("not a font".utf8).write(
      to: URL(fileURLWithPath: assets + "/Fonts/Inter-Regular.otf"))
    let work = dir + "/work"
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    let result = try FlipbookBinary.run(
      ["render", "flip", "-o", "flip.gif", "--quiet"], in: work,
      environment: ["FLIPBOOK_ASSETS": assets])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "flipbook: \(assets)/Fonts/Inter-Regular.otf: not a font FreeType can open "
        + "(FreeType error 2: unknown file format)\n")
    #expect(try files(work).isEmpty)
  }
}
