import Foundation
import GIF
import Pixels
import Testing

private func temporaryDirectory() throws -> String {
  let path = NSTemporaryDirectory() + "flipbook-gif-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// A frame with a moving square over a horizontal gradient.
private func frame(_ i: Int, width: Int = 64, height: Int = 48) -> Image {
  var image = Image(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      let inSquare = (x - i * 4 >= 0 && x - i * 4 < 12 && y >= 10 && y < 22)
      image[x, y] =
        inSquare
        ? Color.red.pixel : Color(red: Double(x) / Double(width - 1), green: 0.5, blue: 1).pixel
    }
  }
  return image
}

@Suite("GIF encoding and decoding")
struct GIFRoundTripTests {
  @Test("WebP durations at 30 fps alternate 33 and 34 ms so the total is exact")
  func milliseconds() {
    let d = FrameDelays.milliseconds(frameCount: 30, fps: 30)
    #expect(d.reduce(0, +) == 1000)
    #expect(Set(d) == [33, 34])
    #expect(FrameDelays.milliseconds(frameCount: 3, fps: 24) == [42, 41, 42])
    #expect(FrameDelays.milliseconds(frameCount: 2, fps: 0.00001) == [16_777_215, 16_777_215])
  }

  @Test("delays at 30 fps alternate so the total is exact")
  func delays() {
    let d = FrameDelays.centiseconds(frameCount: 30, fps: 30)
    #expect(d.reduce(0, +) == 100)
    #expect(Set(d) == [3, 4])
    for fps in [10.0, 24, 25, 29.97, 30, 48, 50] {
      for count in [1, 7, 31, 100] {
        let total = FrameDelays.centiseconds(frameCount: count, fps: fps).reduce(0, +)
        #expect(abs(Double(total) - Double(count) * 100 / fps) <= 0.5)
        #expect(FrameDelays.centiseconds(frameCount: count, fps: fps).allSatisfy { $0 >= 2 })
      }
    }
  }

  @Test(
    "frames quantized and compressed ahead, on other threads and in any order, or compressed by the writer, give the same bytes",
    arguments: [Dither.ordered, .floydSteinberg, .none])
  func preparedFrames(dither: Dither) throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var frames = (0..<6).map { frame($0) }
    // A frame with transparent pixels, drawn whole and cleared, and one after it.
    frames[3][5, 5] = Pixel(red: 0, green: 0, blue: 0, alpha: 0)
    let direct = try GIFEncoder(path: dir + "/direct.gif", width: 64, height: 48, dither: dither)
    for f in frames { try direct.add(f, delay: 4) }
    try direct.finish()
    let ahead = try GIFEncoder(path: dir + "/ahead.gif", width: 64, height: 48, dither: dither)
    let preparer = ahead.preparer
    let source = frames
    let results = PreparedFrames(count: frames.count)
    DispatchQueue.concurrentPerform(iterations: source.count) { i in
      let index = source.count - 1 - i
      results.store(
        preparer.prepare(source[index], after: index == 0 ? nil : source[index - 1]), at: index)
    }
    let prepared = results.frames
    for (f, p) in zip(frames, prepared) { try ahead.add(f, prepared: p!, delay: 4) }
    try ahead.finish()
    // Frames whose compression is left to the writer, as when it failed ahead.
    let late = try GIFEncoder(path: dir + "/late.gif", width: 64, height: 48, dither: dither)
    for (f, p) in zip(frames, prepared) {
      var uncompressed = p!
      #expect(uncompressed.compressed != nil)
      uncompressed.compressed = nil
      try late.add(f, prepared: uncompressed, delay: 4)
    }
    try late.finish()
    let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/direct.gif"))
    let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/ahead.gif"))
    let c = try Data(contentsOf: URL(fileURLWithPath: dir + "/late.gif"))
    #expect(a == b && a == c && a.count > 100)
  }

  @Test("write → read keeps size, frames, delays, loop count and pixels", arguments: [0, 3])
  func roundTrip(loop: Int) throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/a.gif"
    let encoder = try GIFEncoder(path: path, width: 64, height: 48, loopCount: loop)
    let frames = (0..<6).map { frame($0) }
    for (i, f) in frames.enumerated() { try encoder.add(f, delay: 3 + i % 2) }
    try encoder.finish()
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.gif"])
    let bytes = try #require(FileManager.default.contents(atPath: path))
    #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
    let gif = try GIFFile(contentsOfFile: path)
    #expect(gif.width == 64 && gif.height == 48 && gif.version == "89a")
    #expect(gif.loopCount == loop)
    #expect(gif.frames.map(\.delay) == [3, 4, 3, 4, 3, 4])
    // Frames after the first carry only what changed.
    #expect(gif.frames[1].region.width < 64)
    for (decoded, original) in zip(gif.frames, frames) {
      var worst = 0
      for i in 0..<original.bytes.count {
        worst = max(worst, abs(Int(decoded.image.bytes[i]) - Int(original.bytes[i])))
      }
      #expect(worst <= 12, "largest channel error \(worst)")
    }
  }

  @Test("up to 256 colours are kept exactly; pure white and black stay pure")
  func exactColours() throws {
    var image = Image(width: 20, height: 10, fill: .white)
    image[0, 0] = Color.black.pixel
    for x in 1..<20 { image[x, 5] = Color(red: Double(x) / 19, green: 0.25, blue: 0.75).pixel }
    let palette = MedianCutQuantizer().palette(
      for: image, in: PixelRegion(x: 0, y: 0, width: 20, height: 10), maxColors: 256)
    #expect(palette.colors.contains(Color.white.pixel))
    #expect(palette.colors.contains(Color.black.pixel))
    #expect(palette.colors.count == 21)
  }

  @Test("a gradient with more colours than slots stays close")
  func gradient() {
    var image = Image(width: 256, height: 64)
    for y in 0..<64 {
      for x in 0..<256 {
        image[x, y] = Pixel(red: UInt8(x), green: UInt8(y * 4), blue: UInt8(255 - x), alpha: 255)
      }
    }
    let palette = MedianCutQuantizer().palette(
      for: image, in: PixelRegion(x: 0, y: 0, width: 256, height: 64), maxColors: 256)
    #expect(palette.colors.count == 256)
    var total = 0.0
    for y in stride(from: 0, to: 64, by: 3) {
      for x in stride(from: 0, to: 256, by: 5) {
        let p = image[x, y]
        let c = palette.colors[palette.nearestIndex(red: p.red, green: p.green, blue: p.blue)]
        total +=
          Double(
            abs(Int(c.red) - Int(p.red)) + abs(Int(c.green) - Int(p.green))
              + abs(Int(c.blue) - Int(p.blue))) / 3
      }
    }
    let mean = total / Double(22 * 52)
    #expect(mean < 6, "mean channel error \(mean)")
  }

  @Test("transparent pixels become the transparent index and come back transparent")
  func transparency() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var image = Image(width: 8, height: 8, fill: .blue)
    image[3, 3] = .clear
    let encoder = try GIFEncoder(path: dir + "/t.gif", width: 8, height: 8)
    try encoder.add(image, delay: 5)
    try encoder.add(image, delay: 5)
    try encoder.finish()
    let gif = try GIFFile(contentsOfFile: dir + "/t.gif")
    #expect(gif.frames[0].transparentIndex != nil)
    #expect(gif.frames[0].image[3, 3].alpha == 0)
    #expect(gif.frames[1].image[3, 3].alpha == 0)
    #expect(gif.frames[1].image[0, 0] == Color.blue.pixel)
  }

  @Test(
    "a pixel that does not change keeps its colour in the GIF, though the palette around it does")
  func unchangedPixelsKept() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // A still gradient of 3 072 colours between two strips that change colour every frame:
    // the changed rectangle spans the gradient, and each frame's palette differs.
    func frame(_ i: Int) -> Image {
      var image = Image(width: 64, height: 48)
      for y in 0..<48 {
        for x in 0..<64 {
          let strip = x < 4 || x >= 60
          image[x, y] =
            strip
            ? Pixel(red: UInt8(i * 70), green: UInt8(255 - i * 60), blue: UInt8(y * 5), alpha: 255)
            : Pixel(red: UInt8(x * 4), green: UInt8(y * 5), blue: 128, alpha: 255)
        }
      }
      return image
    }
    let encoder = try GIFEncoder(path: dir + "/k.gif", width: 64, height: 48)
    let frames = (0..<4).map(frame)
    for f in frames { try encoder.add(f, delay: 4) }
    try encoder.finish()
    let gif = try GIFFile(contentsOfFile: dir + "/k.gif")
    var moved = 0
    for i in 1..<4 {
      #expect(gif.frames[i].region.width == 64)
      #expect(gif.frames[i].transparentIndex != nil && gif.frames[i].disposal == .keep)
      for y in 0..<48 {
        for x in 4..<60 where gif.frames[i].image[x, y] != gif.frames[0].image[x, y] {
          moved += 1
        }
      }
      // The strips themselves are drawn, close to their colour.
      let strip = gif.frames[i].image[1, 20]
      #expect(abs(Int(strip.red) - Int(frames[i][1, 20].red)) <= 12)
      #expect(abs(Int(strip.green) - Int(frames[i][1, 20].green)) <= 12)
    }
    #expect(moved == 0, "still pixels that changed colour: \(moved)")
  }

  @Test("frames said opaque, which are, are prepared as they are when looked at")
  func opaqueHint() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let encoder = try GIFEncoder(path: dir + "/o.gif", width: 64, height: 48)
    defer { encoder.cancel() }
    var previous: Image?
    for i in 0..<4 {
      let looked = encoder.preparer.prepare(frame(i), after: previous)
      let told = encoder.preparer.prepare(frame(i), after: previous, opaque: true)
      #expect(told.compressed != nil && told.compressed == looked.compressed)
      #expect(told.region == looked.region && told.keepsPrevious == looked.keepsPrevious)
      previous = frame(i)
    }
  }

  @Test("a frame with transparent pixels after opaque ones shows them transparent")
  func transparencyAfterOpaque() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // Opaque, opaque, a hole in the middle, opaque again.
    var holed = frame(2)
    for y in 20..<30 {
      for x in 30..<40 { holed[x, y] = .clear }
    }
    let frames = [frame(0), frame(1), holed, frame(3)]
    let encoder = try GIFEncoder(path: dir + "/h.gif", width: 64, height: 48)
    for f in frames { try encoder.add(f, delay: 4) }
    try encoder.finish()
    let gif = try GIFFile(contentsOfFile: dir + "/h.gif")
    #expect(gif.frames.count == 4)
    // The frame before the hole is drawn whole and cleared after.
    #expect(gif.frames[1].region.width == 64 && gif.frames[1].region.height == 48)
    #expect(gif.frames[1].disposal == .background)
    for (i, decoded) in gif.frames.enumerated() {
      for y in 0..<48 {
        for x in 0..<64 {
          let hole = i == 2 && (20..<30).contains(y) && (30..<40).contains(x)
          #expect((decoded.image[x, y].alpha == 0) == hole, "frame \(i), (\(x), \(y))")
        }
      }
    }
  }

  @Test("the same frames encode to the same bytes")
  func deterministic() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for name in ["a", "b"] {
      let encoder = try GIFEncoder(path: "\(dir)/\(name).gif", width: 64, height: 48)
      for i in 0..<4 { try encoder.add(frame(i), delay: 4) }
      try encoder.finish()
    }
    #expect(
      FileManager.default.contents(atPath: dir + "/a.gif")
        == FileManager.default.contents(atPath: dir + "/b.gif"))
  }

  @Test("a failed or cancelled encode leaves nothing and an existing file untouched")
  func failures() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(throws: GIFError.self) {
      try GIFEncoder(path: dir + "/missing/x.gif", width: 4, height: 4)
    }
    let path = dir + "/keep.gif"
    try Data("precious".utf8).write(to: URL(fileURLWithPath: path))
    let encoder = try GIFEncoder(path: path, width: 64, height: 48)
    try encoder.add(frame(0), delay: 3)
    #expect(throws: GIFError.self) { try encoder.add(Image(width: 3, height: 3), delay: 3) }
    encoder.cancel()
    #expect(FileManager.default.contents(atPath: path) == Data("precious".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["keep.gif"])
  }
}

@Suite("GIF decoding errors")
struct GIFDecodingErrorTests {
  private func message(_ bytes: [UInt8]) -> String {
    do {
      _ = try GIFFile(data: bytes, name: "bad.gif")
      return "decoded"
    } catch {
      return (error as? LocalizedError)?.errorDescription ?? "\(error)"
    }
  }

  private func validGIF() throws -> [UInt8] {
    let dir = NSTemporaryDirectory() + "flipbook-gif-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let encoder = try GIFEncoder(path: dir + "/v.gif", width: 64, height: 48)
    for i in 0..<3 { try encoder.add(frame(i), delay: 3) }
    try encoder.finish()
    return Array(FileManager.default.contents(atPath: dir + "/v.gif")!)
  }

  @Test("bytes that are not a GIF")
  func notGIF() {
    #expect(
      message(Array("\u{89}PNG....".utf8))
        == "bad.gif: not a GIF file (the GIF signature is missing)")
  }

  @Test("a GIF cut short is reported, not decoded")
  func truncated() throws {
    let gif = try validGIF()
    for length in [10, 40, gif.count / 2, gif.count - 2] {
      let m = message(Array(gif.prefix(length)))
      #expect(m.hasPrefix("bad.gif: ") && m != "decoded", "\(length) bytes: \(m)")
    }
  }

  @Test("a header claiming a 65535 × 65535 screen is refused before allocating")
  func hugeScreen() throws {
    var gif = try validGIF()
    gif[6] = 0xFF
    gif[7] = 0xFF
    gif[8] = 0xFF
    gif[9] = 0xFF
    let m = message(gif)
    #expect(m.contains("65535 × 65535") && m.contains("limit"), "\(m)")
  }

  @Test("a frame outside the screen is refused")
  func frameOutside() throws {
    var gif = try validGIF()
    // Shrink the logical screen so the first 64 × 48 frame no longer fits.
    gif[6] = 10
    gif[7] = 0
    #expect(message(gif).contains("outside"))
  }
}

/// Frames prepared on several threads, each stored at its index.
private final class PreparedFrames: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [QuantizedGIFFrame?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func store(_ frame: QuantizedGIFFrame, at index: Int) {
    lock.lock()
    slots[index] = frame
    lock.unlock()
  }

  var frames: [QuantizedGIFFrame?] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }
}
