import Foundation
import Pixels
import ProcessServices
import Testing
import WebP

/// A frame a 256-colour palette cannot hold: a two-axis gradient, a soft-edged translucent
/// disc (a shadow's falloff) and a red square that moves with `i`.
func gradientFrame(_ i: Int, width: Int = 64, height: Int = 48) -> Image {
  var image = Image(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      let dx = Double(x - 40)
      let dy = Double(y - 30)
      let shade = max(0, min(1, (16 - (dx * dx + dy * dy).squareRoot()) / 10))
      let base = Color(
        red: Double(x) / Double(width - 1), green: Double(y) / Double(height - 1), blue: 0.6,
        alpha: 1 - 0.8 * shade)
      let inSquare = x - i * 4 >= 0 && x - i * 4 < 12 && y >= 10 && y < 22
      image[x, y] = inSquare ? Color.red.pixel : base.pixel
    }
  }
  return image
}

@Suite("WebP encoding and decoding")
struct WebPRoundTripTests {
  @Test("lossless frames, translucent pixels included, read back exactly, with their timing")
  func losslessRoundTrip() throws {
    let dir = try temporaryDirectory("webp")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/a.webp"
    let frames = (0..<4).map { gradientFrame($0) }
    let encoder = try WebPEncoder(path: path, width: 64, height: 48, loopCount: 3)
    for (frame, duration) in zip(frames, [33, 34, 33, 1000]) {
      try encoder.add(frame, duration: duration)
    }
    try encoder.finish()
    let file = try WebPFile(contentsOfFile: path)
    #expect(file.width == 64 && file.height == 48)
    #expect(file.loopCount == 3)
    #expect(file.frames.map(\.duration) == [33, 34, 33, 1000])
    #expect(file.frames.allSatisfy { $0.isLossless })
    for (decoded, frame) in zip(file.frames, frames) {
      #expect(decoded.image == frame)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.webp"])
  }

  @Test("a frame identical to the one before is merged into it, its time added")
  func unchangedFramesMerge() throws {
    let dir = try temporaryDirectory("webp")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/a.webp"
    let encoder = try WebPEncoder(path: path, width: 64, height: 48)
    for (i, duration) in [(0, 33), (0, 34), (0, 33), (1, 33)] {
      try encoder.add(gradientFrame(i), duration: duration)
    }
    try encoder.finish()
    let file = try WebPFile(contentsOfFile: path)
    #expect(file.frames.map(\.duration) == [100, 33])
    #expect(file.frames.map(\.image) == [gradientFrame(0), gradientFrame(1)])
    #expect(file.loopCount == 0)
  }

  @Test(
    "lossy frames (quality 90) stay within 35 dB of the source and take fewer bytes than lossless")
  func lossy() throws {
    let dir = try temporaryDirectory("webp")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var sizes: [Int] = []
    for compression in [WebPCompression.lossless, .lossy(quality: 90)] {
      let path = dir + "/\(sizes.count).webp"
      let encoder = try WebPEncoder(
        path: path, width: 128, height: 96, compression: compression)
      for i in 0..<3 { try encoder.add(gradientFrame(i, width: 128, height: 96), duration: 40) }
      try encoder.finish()
      let file = try WebPFile(contentsOfFile: path)
      #expect(file.frames.count == 3)
      for (i, decoded) in file.frames.enumerated() {
        let quality = psnr(gradientFrame(i, width: 128, height: 96), decoded.image)
        #expect(quality >= 35, "frame \(i): \(quality) dB")
        #expect(decoded.isLossless == (compression == .lossless))
      }
      sizes.append(try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int)
    }
    #expect(sizes[1] < sizes[0], "\(sizes)")
  }

  @Test(
    "the same frames give the same bytes",
    arguments: [WebPCompression.lossless, .lossy(quality: 75)])
  func deterministic(compression: WebPCompression) throws {
    let dir = try temporaryDirectory("webp")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var files: [Data] = []
    for run in 0..<2 {
      let path = dir + "/\(run).webp"
      let encoder = try WebPEncoder(path: path, width: 64, height: 48, compression: compression)
      for i in 0..<5 { try encoder.add(gradientFrame(i), duration: 50) }
      try encoder.finish()
      files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    #expect(files[0] == files[1])
    #expect(files[0].count > 100)
  }

  @Test("a failed or cancelled encoding leaves an existing file untouched and nothing else")
  func failureLeavesNothing() throws {
    let dir = try temporaryDirectory("webp")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/a.webp"
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let encoder = try WebPEncoder(path: path, width: 64, height: 48)
    try encoder.add(gradientFrame(0), duration: 40)
    #expect(throws: WebPError.frameSizeMismatch(path: path, expected: "64 × 48", got: "8 × 8")) {
      try encoder.add(Image(width: 8, height: 8), duration: 40)
    }
    encoder.cancel()
    let cancelled = try WebPEncoder(path: path, width: 64, height: 48)
    try cancelled.add(gradientFrame(0), duration: 40)
    cancelled.cancel()
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.webp"])
    #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
  }

  @Test("settings out of range are refused naming the file")
  func badArguments() throws {
    #expect(
      throws: WebPError.invalidArgument(path: "x.webp", reason: "quality 101.0 is not 0...100")
    ) {
      _ = try WebPEncoder(path: "x.webp", width: 4, height: 4, compression: .lossy(quality: 101))
    }
    #expect(throws: WebPError.self) { _ = try WebPEncoder(path: "x.webp", width: 16384, height: 4) }
    #expect(throws: WebPError.self) {
      _ = try WebPEncoder(path: "x.webp", width: 4, height: 4, loopCount: -1)
    }
    #expect(!FileManager.default.fileExists(atPath: "x.webp"))
  }

  @Test("bytes that are not a WebP, a truncated WebP and a canvas over the limits are refused")
  func hostileInput() throws {
    let dir = try temporaryDirectory("webp")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(throws: WebPError.notWebP(path: "x")) {
      _ = try WebPDecoder(data: Array("GIF89a not a webp".utf8), name: "x")
    }
    let path = dir + "/a.webp"
    let encoder = try WebPEncoder(path: path, width: 64, height: 48)
    for i in 0..<3 { try encoder.add(gradientFrame(i), duration: 40) }
    try encoder.finish()
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
    for length in [12, 40, bytes.count / 2, bytes.count - 1] {
      #expect(throws: WebPError.self, "\(length) bytes") {
        _ = try WebPFile(data: Array(bytes.prefix(length)), name: "cut")
      }
    }
    var small = Limits()
    small.maxSide = 32
    #expect(throws: WebPError.self) { _ = try WebPFile(data: bytes, name: "big", limits: small) }
    var few = Limits()
    few.maxFrames = 2
    do {
      _ = try WebPFile(data: bytes, name: "long", limits: few)
      Issue.record("three frames were read under a limit of two")
    } catch let error as WebPError {
      #expect(error.exceededLimits == [.maxFrames])
      #expect(error.localizedDescription == "long: more than 2 frames")
    }
  }
}

@Suite("WebP decoding of hostile files")
struct WebPHostileInputTests {
  /// A small animated WebP from the encoder.
  private func sample() throws -> [UInt8] {
    let dir = try temporaryDirectory("webp")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let encoder = try WebPEncoder(path: dir + "/a.webp", width: 64, height: 48)
    for i in 0..<3 { try encoder.add(gradientFrame(i), duration: 40) }
    try encoder.finish()
    return try Array(Data(contentsOf: URL(fileURLWithPath: dir + "/a.webp")))
  }

  @Test("a header claiming a 16384 × 16384 canvas is refused before a canvas is allocated")
  func hugeCanvas() throws {
    var bytes = try sample()
    #expect(bytes[12..<16].elementsEqual("VP8X".utf8))
    // The canvas width − 1 and height − 1, 24 bits each, after the flags and 3 reserved bytes.
    for offset in [24, 27] { bytes.replaceSubrange(offset..<(offset + 3), with: [0xFF, 0x3F, 0]) }
    do {
      _ = try WebPDecoder(data: bytes, name: "huge.webp")
      Issue.record("a 16384 × 16384 canvas was accepted")
    } catch let error as WebPError {
      #expect(error.exceededLimits == [.maxSide, .maxPixels])
      #expect(error.localizedDescription.hasPrefix("huge.webp: 16384 × 16384 px canvas exceeds"))
    }
  }

  @Test("a byte changed anywhere is read or refused with a WebPError, never a crash")
  func corruptBytes() throws {
    let bytes = try sample()
    // Every byte of the headers and chunk headers (the first 64), then every fifth one.
    let offsets = Array(0..<64) + Array(stride(from: 64, to: bytes.count, by: 5))
    var refused = 0
    for offset in offsets {
      for flip: UInt8 in [0x01, 0x80, 0xFF] {
        var corrupt = bytes
        corrupt[offset] ^= flip
        do {
          let file = try WebPFile(data: corrupt, name: "corrupt.webp")
          #expect(file.frames.count <= 3)
        } catch is WebPError {
          refused += 1
        }
      }
    }
    #expect(refused > 0)
  }
}
