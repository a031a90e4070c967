import Foundation
import GIF
import Pixels
import ProcessServices
import Testing

@Suite("GIF decoding: streaming, limits and messages")
struct GIFDecoderTests {
  private let grey = (0..<256).map { (UInt8($0), UInt8($0), UInt8($0)) }

  private func message(_ bytes: [UInt8], limits: Limits = Limits()) -> String {
    do {
      _ = try GIFFile(data: bytes, name: "bad.gif", limits: limits)
      return "decoded"
    } catch {
      return (error as? LocalizedError)?.errorDescription ?? "\(error)"
    }
  }

  private func randomIndices(_ count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
  }

  @Test("an 8192 × 8192 screen with 100 one-pixel frames decodes one canvas at a time")
  func manyFramesOnAHugeScreen() throws {
    var fixture = GIFFixture(width: 8192, height: 8192, colors: [(0, 0, 0), (255, 0, 0)])
    fixture.frames = (0..<100).map {
      GIFFixture.Frame(x: $0, y: $0, width: 1, height: 1, indices: [1], delay: 2)
    }
    let bytes = fixture.data
    #expect(bytes.count < 3000)
    let decoder = try GIFDecoder(data: bytes, name: "bomb.gif")
    var count = 0
    while let frame = try decoder.nextFrame() {
      // Each frame is the one shared canvas: the pixel of this frame and those before.
      #expect(frame.image[count, count] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
      count += 1
    }
    #expect(count == 100 && decoder.frameCount == 100)
  }

  @Test("LZW data that fills all 4096 codes and keeps the table (deferred clear) decodes")
  func fullCodeTable() throws {
    let indices = randomIndices(200 * 150, seed: 11)
    for defers in [true, false] {
      var fixture = GIFFixture(width: 200, height: 150, colors: grey)
      fixture.defersClear = defers
      fixture.frames = [GIFFixture.Frame(width: 200, height: 150, indices: indices)]
      let gif = try GIFFile(data: fixture.data, name: "full.gif")
      let decoded = stride(from: 0, to: gif.frames[0].image.bytes.count, by: 4).map {
        gif.frames[0].image.bytes[$0]
      }
      #expect(decoded == indices, "defers clear: \(defers)")
    }
  }

  @Test("interlaced frames, and disposal to background and to previous, composite correctly")
  func compositing() throws {
    var fixture = GIFFixture(width: 4, height: 9, colors: grey)
    let rows = (0..<36).map { UInt8($0 / 4 * 10) }
    fixture.frames = [
      GIFFixture.Frame(width: 4, height: 9, indices: rows, interlaced: true),
      GIFFixture.Frame(
        x: 1, y: 1, width: 2, height: 2, indices: [255, 255, 255, 255], disposal: 3),
      GIFFixture.Frame(x: 0, y: 0, width: 1, height: 1, indices: [200], disposal: 2),
      GIFFixture.Frame(x: 3, y: 8, width: 1, height: 1, indices: [100]),
    ]
    let gif = try GIFFile(data: fixture.data, name: "c.gif")
    let frames = gif.frames.map(\.image)
    for y in 0..<9 { #expect(frames[0][2, y].red == UInt8(y * 10)) }
    #expect(frames[1][1, 1].red == 255 && frames[1][2, 2].red == 255)
    // Frame 1 is restored before frame 2 draws; frame 2 is cleared before frame 3 draws.
    #expect(frames[2][1, 1].red == 10 && frames[2][0, 0].red == 200)
    #expect(frames[3][0, 0] == .clear && frames[3][3, 8].red == 100 && frames[3][2, 2].red == 20)
  }

  @Test("a GIF cut anywhere says truncated, never a bare error number")
  func truncatedEverywhere() throws {
    var fixture = GIFFixture(width: 16, height: 16, colors: grey)
    fixture.loopCount = 0
    fixture.frames = (0..<3).map {
      GIFFixture.Frame(width: 16, height: 16, indices: randomIndices(256, seed: UInt64($0)))
    }
    let bytes = fixture.data
    for length in 6..<bytes.count {
      let m = message(Array(bytes.prefix(length)))
      #expect(
        m == "bad.gif: truncated GIF (the data ends before the image does)", "\(length): \(m)")
    }
  }

  @Test("a 0 × 0 screen is called invalid, not too large")
  func emptyScreen() {
    let fixture = GIFFixture(width: 0, height: 0, colors: grey)
    #expect(message(fixture.data) == "bad.gif: invalid GIF (the screen is 0 × 0 px)")
  }

  @Test("the pixels decoded over all frames are bounded before decoding")
  func decodedPixelLimit() {
    var fixture = GIFFixture(width: 100, height: 100, colors: grey)
    fixture.frames = (0..<5).map { _ in
      GIFFixture.Frame(width: 100, height: 100, indices: [UInt8](repeating: 7, count: 10_000))
    }
    let limits = Limits(maxGIFDecodedPixels: 40_000)
    #expect(message(fixture.data, limits: limits).contains("more than 40000 pixels"))
    // The library names the limit by its key; the variable that raises it is the program's.
    #expect(!message(fixture.data, limits: limits).contains("FLIPBOOK"))
    let error = #expect(throws: GIFError.self) {
      _ = try GIFFile(data: fixture.data, name: "bad.gif", limits: limits)
    }
    #expect(error?.exceededLimits == [.maxGIFDecodedPixels])
    let screen = #expect(throws: GIFError.self) {
      _ = try GIFFile(data: fixture.data, name: "bad.gif", limits: Limits(maxSide: 99))
    }
    #expect(screen?.exceededLimits == [.maxSide, .maxPixels])
    #expect(message(fixture.data, limits: Limits(maxGIFDecodedPixels: 50_000)) == "decoded")
  }

  @Test("an index past the colour table and a code past the LZW table are refused")
  func badIndices() {
    var fixture = GIFFixture(width: 2, height: 1, colors: [(0, 0, 0), (9, 9, 9)])
    fixture.frames = [GIFFixture.Frame(width: 2, height: 1, indices: [1, 3])]
    #expect(message(fixture.data).contains("colour 3 of a 2-colour table"))
    var bytes = GIFFixture(width: 2, height: 1, colors: grey).data
    bytes.removeLast()
    // An image whose first code after the clear is an undefined table entry (code 300).
    bytes += [0x2C, 0, 0, 0, 0, 2, 0, 1, 0, 0, 8, 3, 0x00, 0x59, 0x02, 0, 0x3B]
    #expect(message(bytes).contains("LZW code"), "\(message(bytes))")
  }

  @Test("frame delays never overflow, however slow the rate")
  func delayOverflow() {
    for fps in [1e-300, 1e-17, .leastNonzeroMagnitude, 0.001] {
      let delays = FrameDelays.centiseconds(frameCount: 3, fps: fps)
      #expect(delays == [65535, 65535, 65535], "\(fps)")
    }
    #expect(FrameDelays.centiseconds(frameCount: 3, fps: 30) == [3, 4, 3])
  }
}
