import Foundation
import PNGFixtures
import Testing

@Suite("flipbook render --image, end to end")
struct ImageInputTests {
  static let kinds: [(String, PNGFixture)] = {
    func f(_ type: PNGFixture.ColorType, _ depth: Int, channels: Int, interlaced: Bool = false)
      -> PNGFixture
    {
      let maximum = (1 << depth) - 1
      var fixture = PNGFixture(
        width: 24, height: 24, colorType: type, bitDepth: depth,
        samples: (0..<(24 * 24 * channels)).map { ($0 * 7) % (maximum + 1) })
      fixture.interlaced = interlaced
      return fixture
    }
    var palette = f(.palette, 8, channels: 1)
    palette.samples = palette.samples.map { $0 % 4 }
    palette.palette = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
    palette.transparency = [0, 255, 128]
    return [
      ("grey", f(.grey, 8, channels: 1)), ("grey-2bit", f(.grey, 2, channels: 1)),
      ("grey-alpha", f(.greyAlpha, 8, channels: 2)), ("palette-trns", palette),
      ("rgb", f(.rgb, 8, channels: 3)), ("rgba", f(.rgba, 8, channels: 4)),
      ("rgba-16bit", f(.rgba, 16, channels: 4)),
      ("rgb-interlaced", f(.rgb, 8, channels: 3, interlaced: true)),
    ]
  }()

  @Test("every PNG kind works as the replacement image", arguments: kinds.map(\.0))
  func everyKind(kind: String) throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fixture = try #require(Self.kinds.first { $0.0 == kind }?.1)
    try Data(fixture.data).write(to: URL(fileURLWithPath: dir + "/icon.png"))
    let result = try FlipbookBinary.run(
      ["render", "button-pop", "--image", "icon.png", "--at", "1.3", "-o", "out.png", "--quiet"],
      in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir + "/out.png"))
  }

  static let broken: [(String, @Sendable (inout [UInt8]) -> Void, String)] = [
    ("truncated", { $0 = Array($0.prefix($0.count / 2)) }, "truncated"),
    ("not-a-png", { $0 = Array("just some text, not an image".utf8) }, "not a PNG"),
    ("bad-crc", { $0[29] ^= 0x55 }, "CRC"),
    (
      "huge",
      { data in
        data.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        let crc = PNGFixture.crc32(Array(data[12..<29]))
        data.replaceSubrange(
          29..<33,
          with: [
            UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF),
            UInt8(crc & 0xFF),
          ])
      }, "exceeds the limit"
    ),
  ]

  @Test(
    "a broken image: exit 1, one line naming the file and the cause, no output",
    arguments: broken.map(\.0))
  func brokenImage(kind: String) throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (_, damage, cause) = try #require(Self.broken.first { $0.0 == kind })
    var bytes = Self.kinds[4].1.data
    damage(&bytes)
    try Data(bytes).write(to: URL(fileURLWithPath: dir + "/\(kind).png"))
    let result = try FlipbookBinary.run(
      ["render", "button-pop", "--image", "\(kind).png", "-o", "out.gif"], in: dir)
    #expect(result.status == 1)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(
      result.stderr.contains("\(kind).png") && result.stderr.contains(cause), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["\(kind).png"])
  }

  @Test("an existing output survives a failed render untouched")
  func keepsExistingOutput() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/out.gif"))
    try Data("junk".utf8).write(to: URL(fileURLWithPath: dir + "/bad.png"))
    let result = try FlipbookBinary.run(
      ["render", "button-pop", "--image", "bad.png", "-o", "out.gif"], in: dir)
    #expect(result.status == 1)
    #expect(FileManager.default.contents(atPath: dir + "/out.gif") == Data("old".utf8))
  }
}
