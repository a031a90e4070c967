import Foundation
import GIF
import Pixels
import Testing

@Suite("flipbook render, end to end")
struct RenderCommandTests {
  @Test("button-pop renders a looping GIF89a whose delays add up to the demo's length")
  func rendersButtonPop() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try FlipbookBinary.run(
      ["render", "button-pop", "-o", "pop.gif", "--quiet", "--fps", "10", "--scale", "1"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let path = dir + "/pop.gif"
    let bytes = try #require(FileManager.default.contents(atPath: path))
    #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
    let gif = try GIFFile(contentsOfFile: path)
    #expect(gif.loopCount == 0)
    #expect(gif.frames.count > 1)
    let total = gif.frames.map(\.delay).reduce(0, +)
    #expect(abs(total - 840) <= 1, "delays add up to \(total) cs, the demo lasts 840 cs")
    #expect(gif.width == 320 && gif.height == 240)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir)
    #expect(leftovers == ["pop.gif"])
  }

  @Test("--at writes frames as PNGs: the button is smaller pressed than at rest")
  func exportsFrames() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // At rest at 0.3 s; pressed (scale 0.9) from 0.5 s to 0.8 s.
    let result = try FlipbookBinary.run(
      ["render", "button-pop", "--at", "0.7", "--at", "0.3", "-o", "frames", "--quiet"], in: dir)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let pressed = try Image(contentsOfPNGFile: dir + "/frames/button-pop-0.7.png")
    let rest = try Image(contentsOfPNGFile: dir + "/frames/button-pop-0.3.png")
    // The icon's green disc reaches further left at rest (scale 1) than pressed (0.9).
    #expect(leftmostColoured(in: pressed, row: 200) > leftmostColoured(in: rest, row: 200))
  }

  @Test("an unknown demo is a user error: exit 1, one line that names it")
  func unknownDemo() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try FlipbookBinary.run(["render", "no-such-demo"], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.contains("no-such-demo"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test("--fps above 50 is refused with a reason, and nothing is written")
  func fpsTooHigh() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try FlipbookBinary.run(["render", "button-pop", "--fps", "60"], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.contains("--fps"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  @Test("a malformed flag is a usage error: exit 2")
  func usageError() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try FlipbookBinary.run(["render", "button-pop", "--fps", "fast"], in: dir)
    #expect(result.status == 2)
  }

  private func leftmostColoured(in image: Image, row: Int) -> Int {
    for x in 0..<image.width where image[x, row].color.green - image[x, row].color.red > 0.3 {
      return x
    }
    return image.width
  }
}
