import Foundation
import PNGFixtures
import Pixels
import Testing

@Suite("PNG errors")
struct PNGErrorTests {
  private let good = PNGFixture(
    width: 20, height: 20, colorType: .rgb, bitDepth: 8,
    samples: (0..<1200).map { $0 % 256 }
  ).data

  private func message(_ data: [UInt8], _ name: String = "bad.png") -> String {
    do {
      _ = try Image(pngData: data, name: name)
      return "decoded"
    } catch {
      return (error as? LocalizedError)?.errorDescription ?? "\(error)"
    }
  }

  @Test("bytes that are not a PNG")
  func notPNG() {
    let m = message(Array("GIF89a and then some".utf8), "photo.png")
    #expect(m.hasPrefix("photo.png: "))
    #expect(m.contains("not a PNG"))
  }

  @Test(
    "a file cut in the header or in the image data is truncated", arguments: [20, 45, 200, 900])
  func truncated(length: Int) {
    let m = message(Array(good.prefix(length)))
    #expect(m.hasPrefix("bad.png: "))
    #expect(m.contains("truncated") || m.contains("corrupted") || m.contains("invalid"), "\(m)")
    #expect(!m.contains("decoded"))
  }

  @Test("a corrupted CRC is reported as such")
  func badCRC() {
    var data = good
    data[29] ^= 0xFF  // the last byte of IHDR's CRC
    let m = message(data)
    #expect(m.contains("CRC"), "\(m)")
  }

  @Test("a header claiming 100000 × 100000 is refused before any allocation")
  func hugeHeader() {
    var header = [UInt8](good.prefix(33))
    // Width and height at bytes 16...23, then fix the IHDR CRC so only the size is wrong.
    header.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
    let crc = PNGFixture.crc32(Array(header[12..<29]))
    header.replaceSubrange(
      29..<33,
      with: [
        UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF),
      ])
    let data = header + good.suffix(from: 33)
    let m = message(data, "huge.png")
    #expect(m == "huge.png: 100000 × 100000 px exceeds the limit of 16384 px a side and 64 Mpx")
  }

  @Test("a missing file names the path")
  func missingFile() {
    do {
      _ = try Image(contentsOfPNGFile: "/nonexistent/dir/icon.png")
      Issue.record("decoded a missing file")
    } catch {
      let m = (error as? LocalizedError)?.errorDescription ?? ""
      #expect(m.hasPrefix("/nonexistent/dir/icon.png: cannot open"))
    }
  }

  @Test("writing leaves no temporary file, and a failed write leaves everything as it was")
  func atomicWrite() throws {
    let dir = NSTemporaryDirectory() + "flipbook-png-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let image = Image(width: 3, height: 2, fill: .red)
    try image.writePNG(to: dir + "/a.png")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.png"])
    #expect(try Image(contentsOfPNGFile: dir + "/a.png") == image)
    #expect(throws: PNGError.self) { try image.writePNG(to: dir + "/missing/b.png") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.png"])
  }

  @Test("a device is written directly, never replaced; a directory is refused")
  func specialDestinations() throws {
    let image = Image(width: 2, height: 2, fill: .green)
    try image.writePNG(to: "/dev/null")
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    let dir = NSTemporaryDirectory() + "flipbook-dir-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(throws: PNGError.self) { try image.writePNG(to: dir) }
    var isDirectory: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory)
        && isDirectory.boolValue)
  }
}
