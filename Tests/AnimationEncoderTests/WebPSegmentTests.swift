import Foundation
import Pixels
import ProcessServices
import Testing

@testable import WebP

@Suite("WebP animations longer than one libwebp encoder takes")
struct WebPSegmentTests {
  /// Frame `i` of a 16 × 12 animation on a transparent canvas: a 4 × 4 square that moves
  /// and changes colour, the same as frame `i - 1` every tenth frame and at each 500th (so
  /// at the encoders' seams too), and empty every 97th.
  private func frame(_ i: Int) -> Image {
    let shown = i % 10 == 9 || i % 500 == 0 ? max(0, i - 1) : i
    var image = Image(width: 16, height: 12)
    guard shown % 97 != 0 else { return image }
    let colors = [Color.red, .green, .blue, Color(red: 1, green: 1, blue: 0, alpha: 0.5)]
    let left = shown * 3 % 12
    let top = shown / 7 % 8
    for y in top..<top + 4 {
      for x in left..<left + 4 { image[x, y] = colors[shown % colors.count].pixel }
    }
    return image
  }

  @Test("2 300 lossless frames over three encoders read back exactly, frame by frame")
  func seamsAreExact() throws {
    let dir = try temporaryDirectory("webp-segments")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/a.webp"
    let count = 2_300
    #expect(count > 2 * WebPEncoder.segmentFrames)
    let encoder = try WebPEncoder(path: path, width: 16, height: 12, loopCount: 2)
    for i in 0..<count { try encoder.add(frame(i), duration: 10) }
    try encoder.finish()
    let file = try WebPFile(contentsOfFile: path)
    #expect(file.width == 16 && file.height == 12 && file.loopCount == 2)
    // Each decoded frame stands for as many 10 ms frames as it lasts.
    var shown: [Image] = []
    for decoded in file.frames {
      #expect(decoded.duration % 10 == 0)
      shown += Array(repeating: decoded.image, count: decoded.duration / 10)
    }
    #expect(shown.count == count)
    let wrong = zip(shown, (0..<count).map(frame)).enumerated().filter {
      $0.element.0 != $0.element.1
    }
    #expect(wrong.isEmpty, "frames \(wrong.prefix(5).map(\.offset)) differ")
    // Merged frames are merged within an encoder: fewer frames than given.
    #expect(file.frames.count < count - count / 20)
  }

  @Test("100 000 tiny frames: written in linear time, each frame in the file")
  func manyFrames() throws {
    let dir = try temporaryDirectory("webp-segments")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/many.webp"
    var frames = [Image(width: 4, height: 4), Image(width: 4, height: 4)]
    for y in 0..<4 { for x in 0..<4 { frames[1][x, y] = Color.blue.pixel } }
    // This thread's processor time, which other tests running beside it do not inflate.
    func processorSeconds() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = processorSeconds()
    let encoder = try WebPEncoder(path: path, width: 4, height: 4)
    for i in 0..<100_000 { try encoder.add(frames[i % 2], duration: 20) }
    try encoder.finish()
    let elapsed = processorSeconds() - start
    #expect(elapsed < 30, "\(elapsed) s")
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let chunks = try #require(WebPContainer.chunks(of: bytes))
    let anmf = chunks.filter { $0.code == "ANMF" }
    #expect(anmf.count == 100_000)
    let durations = anmf.map { Int(littleEndian: bytes, at: $0.payload.lowerBound + 12, count: 3) }
    #expect(durations.allSatisfy { $0 == 20 })
    // libwebp's demuxer reads the container: its frame count and the first frames.
    let decoder = try WebPDecoder(data: bytes, name: path)
    #expect(decoder.frameCount == 100_000)
    for i in 0..<3 { #expect(try decoder.nextFrame()?.image == frames[i % 2]) }
  }
}
