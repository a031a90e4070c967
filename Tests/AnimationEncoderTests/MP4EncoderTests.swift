import Foundation
import Pixels
import Testing

@testable import MP4

/// Runs a program and returns what it printed on standard output, or nil when it fails.
private func output(of program: String, _ arguments: [String]) throws -> Data? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: program)
  process.arguments = arguments
  let out = Pipe()
  process.standardOutput = out
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = out.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return process.terminationStatus == 0 ? data : nil
}

/// ffmpeg and ffprobe, when installed (Scripts/bootstrap installs them).
private let ffmpeg = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}
private let ffprobe = ffmpeg.map {
  URL(fileURLWithPath: $0).deletingLastPathComponent().path + "/ffprobe"
}

/// A 61 × 41 frame (odd sides): a gradient and a white square moving with `i`.
private func frame(_ i: Int) -> Image {
  var image = Image(width: 61, height: 41)
  for y in 0..<41 {
    for x in 0..<61 {
      let inSquare = x - i * 3 >= 0 && x - i * 3 < 14 && y >= 12 && y < 26
      image[x, y] =
        inSquare
        ? Color.white.pixel
        : Color(red: Double(x) / 60, green: 0.3, blue: Double(y) / 40).pixel
    }
  }
  return image
}

@Suite("MP4 through ffmpeg")
struct MP4EncoderTests {
  @Test("without ffmpeg the error names the package to install, and nothing is written")
  func ffmpegMissing() throws {
    let dir = try temporaryDirectory("mp4")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/a.mp4"
    do {
      _ = try MP4Encoder(path: path, width: 8, height: 8, fps: 30, ffmpeg: dir + "/no-ffmpeg")
      Issue.record("an encoder started without ffmpeg")
    } catch let error as MP4Error {
      #expect(error == .ffmpegMissing(path: path))
      #expect(error.localizedDescription.contains("apt-get install ffmpeg"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  @Test("odd sides get a copy of the last column and row; RGB is the colour over black")
  func evenSides() {
    var image = Image(width: 3, height: 1)
    image[0, 0] = Pixel(red: 10, green: 20, blue: 30, alpha: 255)
    image[2, 0] = Pixel(red: 50, green: 0, blue: 0, alpha: 128)
    let rgb = MP4Encoder.rgb(image)
    #expect(rgb.count == 4 * 2 * 3)
    #expect(Array(rgb[0..<12]) == [10, 20, 30, 0, 0, 0, 50, 0, 0, 50, 0, 0])
    #expect(Array(rgb[12..<24]) == Array(rgb[0..<12]))
  }

  @Test(
    "ffprobe reads the frames, even size and constant rate; the frames match the source",
    .enabled(if: ffmpeg != nil, "ffmpeg is not installed: run Scripts/bootstrap"))
  func independentDecoder() throws {
    let dir = try temporaryDirectory("mp4")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/a.mp4"
    let encoder = try MP4Encoder(path: path, width: 61, height: 41, fps: 12.5)
    for i in 0..<10 { try encoder.add(frame(i)) }
    try encoder.finish()
    let probe = try #require(
      try output(
        of: ffprobe!,
        [
          "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
          "stream=codec_name,width,height,pix_fmt,r_frame_rate,nb_read_frames,duration",
          "-of", "json", path,
        ]))
    let json = try JSONSerialization.jsonObject(with: probe) as! [String: Any]
    let stream = (json["streams"] as! [[String: Any]])[0]
    #expect(stream["codec_name"] as? String == "h264")
    #expect(stream["width"] as? Int == 62 && stream["height"] as? Int == 42)
    #expect(stream["pix_fmt"] as? String == "yuv420p")
    #expect(stream["r_frame_rate"] as? String == "25/2")
    #expect(stream["nb_read_frames"] as? String == "10")
    #expect(Double(stream["duration"] as? String ?? "") == 0.8)
    // The index (moov) comes before the media data (mdat): +faststart.
    let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)).prefix(4096))
    let text = String(decoding: bytes.map { $0 < 32 || $0 > 126 ? 46 : $0 }, as: UTF8.self)
    let moov = try #require(text.range(of: "moov"))
    #expect(text.range(of: "mdat").map { moov.lowerBound < $0.lowerBound } ?? true)

    let raw = try #require(
      try output(
        of: ffmpeg!,
        [
          "-v", "error", "-i", path, "-vf", "scale=in_color_matrix=bt709:in_range=tv", "-f",
          "rawvideo", "-pix_fmt", "rgba", "-",
        ]))
    #expect(raw.count == 10 * 62 * 42 * 4)
    for i in 0..<10 {
      var decoded = Image(width: 61, height: 41)
      for y in 0..<41 {
        for x in 0..<61 {
          let o = ((i * 42 + y) * 62 + x) * 4
          decoded[x, y] = Pixel(red: raw[o], green: raw[o + 1], blue: raw[o + 2], alpha: 255)
        }
      }
      let quality = psnr(frame(i), decoded)
      #expect(quality >= 35, "frame \(i): \(quality) dB")
    }
  }

  @Test(
    "the same frames give the same bytes; a failure leaves an existing file untouched",
    .enabled(if: ffmpeg != nil, "ffmpeg is not installed: run Scripts/bootstrap"))
  func deterministicAndAtomic() throws {
    let dir = try temporaryDirectory("mp4")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var files: [Data] = []
    for run in 0..<2 {
      let path = dir + "/\(run).mp4"
      let encoder = try MP4Encoder(path: path, width: 61, height: 41, fps: 30)
      for i in 0..<6 { try encoder.add(frame(i)) }
      try encoder.finish()
      files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    #expect(files[0] == files[1])
    let path = dir + "/0.mp4"
    let encoder = try MP4Encoder(path: path, width: 61, height: 41, fps: 30)
    try encoder.add(frame(0))
    #expect(throws: MP4Error.self) { try encoder.add(Image(width: 4, height: 4)) }
    encoder.cancel()
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["0.mp4", "1.mp4"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == files[0])
  }
}
