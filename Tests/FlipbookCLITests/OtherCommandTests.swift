import Foundation
import Testing

@Suite("flipbook list, inspect, encode and curve, end to end")
struct OtherCommandTests {
  @Test("--help lists the subcommands and exits 0")
  func help() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try FlipbookBinary.run(["--help"], in: dir)
    #expect(result.status == 0)
    for name in ["list", "render", "inspect", "encode", "curve", "bench"] {
      #expect(result.stdout.contains(name))
    }
    let render = try FlipbookBinary.run(["render", "--help"], in: dir)
    #expect(render.status == 0 && render.stdout.contains("--frames-dir"))
  }

  @Test("list names every demo; --names gives one per line")
  func list() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let names = try FlipbookBinary.run(["list", "--names"], in: dir)
    #expect(names.stdout.split(separator: "\n").contains("button-pop"))
    let json = try FlipbookBinary.run(["list", "--json"], in: dir)
    let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect(parsed?.first?["name"] as? String == "button-pop")
    #expect(parsed?.first?["images"] as? [String] == ["save", "cancel"])
  }

  @Test("inspect reports a GIF's frames, delays and loop; encode builds one from PNGs")
  func inspectAndEncode() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = try FlipbookBinary.run(
      ["render", "button-pop", "--at", "0", "--at", "0.65", "--at", "1", "-o", ".", "--quiet"],
      in: dir)
    let encode = try FlipbookBinary.run(
      [
        "encode", "button-pop-0.0.png", "button-pop-0.65.png", "button-pop-1.0.png", "-o", "e.gif",
        "--fps", "10", "--loop", "2",
      ],
      in: dir)
    #expect(encode.status == 0, "\(encode.stderr)")
    let inspect = try FlipbookBinary.run(["inspect", "e.gif", "--json"], in: dir)
    let info = try JSONSerialization.jsonObject(with: Data(inspect.stdout.utf8)) as? [String: Any]
    #expect(info?["frames"] as? Int == 3)
    #expect(info?["delays"] as? [Int] == [10, 10, 10])
    #expect(info?["loop"] as? Int == 2)
    #expect(info?["version"] as? String == "89a")
    let png = try FlipbookBinary.run(["inspect", "button-pop-0.0.png"], in: dir)
    #expect(png.stdout.contains("640×480") && png.stdout.contains("RGBA"))
    let missing = try FlipbookBinary.run(["inspect", "nope.gif"], in: dir)
    #expect(missing.status == 1 && missing.stderr.contains("nope.gif"))
  }

  @Test(
    "encode reads and quantizes frames on several threads to the same bytes, and names the first bad frame"
  )
  func parallelEncode() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let times = ["0", "0.3", "0.65", "1", "1.4", "2.1"]
    _ = try FlipbookBinary.run(
      ["render", "button-pop", "--quiet", "-o", "."] + times.flatMap { ["--at", $0] }, in: dir)
    _ = try FlipbookBinary.run(
      ["render", "button-pop", "--quiet", "--scale", "1", "--at", "0", "-o", "small.png"],
      in: dir)
    try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: dir + "/bad.png"))
    let frames = times.map { "button-pop-\(Double($0)!).png" }
    var written: [Data] = []
    for threads in ["1", "2", "3"] {
      let encode = try FlipbookBinary.run(
        ["encode"] + frames + ["-o", "e\(threads).gif"], in: dir,
        environment: ["FLIPBOOK_THREADS": threads])
      #expect(encode.status == 0, "\(encode.stderr)")
      written.append(try Data(contentsOf: URL(fileURLWithPath: dir + "/e\(threads).gif")))
    }
    #expect(written[0].count > 1000 && written[1] == written[0] && written[2] == written[0])
    // Within one batch, the first failing frame in argument order is the one reported.
    for (inputs, named) in [
      ([frames[0], "bad.png", frames[1], "small.png"], "bad.png"),
      ([frames[0], frames[1], "small.png", "bad.png"], "small.png"),
    ] {
      let failed = try FlipbookBinary.run(
        ["encode"] + inputs + ["-o", "f.gif"], in: dir, environment: ["FLIPBOOK_THREADS": "2"])
      #expect(failed.status == 1 && failed.stderr.contains(named), "\(failed.stderr)")
      #expect(!FileManager.default.fileExists(atPath: dir + "/f.gif"))
    }
  }

  @Test("curve prints t,value that an independent Bézier inversion matches within 1e-6")
  func curve() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (spec, p) in [
      ("easeIn", (0.42, 0.0, 1.0, 1.0)), ("default", (0.25, 0.1, 0.25, 1.0)),
      ("cubic-bezier(0.25,0.1,0.25,1)", (0.25, 0.1, 0.25, 1.0)),
    ] {
      let result = try FlipbookBinary.run(["curve", spec, "--samples", "11"], in: dir)
      var lines = result.stdout.split(separator: "\n")
      #expect(lines.removeFirst() == "t,value")
      #expect(lines.count == 11)
      for line in lines {
        let parts = line.split(separator: ",").compactMap { Double($0) }
        let (t, value) = (parts[0], parts[1])
        func b(_ a: Double, _ c: Double, _ s: Double) -> Double {
          3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * c + s * s * s
        }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<100 {
          let m = (lo + hi) / 2
          if b(p.0, p.2, m) < t { lo = m } else { hi = m }
        }
        #expect(abs(value - b(p.1, p.3, lo)) < 1e-6, "\(spec) at \(t)")
      }
    }
    let spring = try FlipbookBinary.run(
      ["curve", "spring(dampingRatio=0.4,response=0.2)", "--duration", "1", "--samples", "101"],
      in: dir)
    let rows = spring.stdout.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",").compactMap { Double($0) }
    }
    #expect(rows.count == 101)
    // ζ = 0.4, ω₀ = 2π/0.2: the closed form, written out here independently.
    let w0 = 2 * Double.pi / 0.2
    let zeta = 0.4
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    for row in rows {
      let t = row[0]
      let expected = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
      #expect(abs(row[1] - expected) < 1e-6, "t = \(t)")
    }
    let plot = try FlipbookBinary.run(["curve", "easeOut", "--plot", "p.png"], in: dir)
    #expect(plot.status == 0 && FileManager.default.fileExists(atPath: dir + "/p.png"))
    let bad = try FlipbookBinary.run(["curve", "wobbly"], in: dir)
    #expect(bad.status == 1 && bad.stderr.contains("wobbly"))
  }
}
