import Foundation
import PNGFixtures
import Pixels
import Testing

@Suite("PNG reading and writing")
struct PNGTests {
  private func decode(_ fixture: PNGFixture) throws -> Image {
    try Image(pngData: fixture.data, name: "fixture.png")
  }

  /// An 8-bit ramp of `channels` samples per pixel: sample c of pixel p is (p·37 + c·71) mod 256.
  private func ramp(width: Int, height: Int, channels: Int) -> [Int] {
    (0..<(width * height)).flatMap { p in (0..<channels).map { c in (p * 37 + c * 71) % 256 } }
  }

  @Test("8-bit grey decodes to equal R, G and B", arguments: [false, true])
  func grey8(interlaced: Bool) throws {
    var fixture = PNGFixture(
      width: 9, height: 7, colorType: .grey, bitDepth: 8,
      samples: ramp(width: 9, height: 7, channels: 1))
    fixture.interlaced = interlaced
    let image = try decode(fixture)
    #expect(image.width == 9 && image.height == 7)
    for p in 0..<63 {
      let v = UInt8(fixture.samples[p])
      #expect(image[p % 9, p / 9] == Pixel(red: v, green: v, blue: v, alpha: 255))
    }
  }

  @Test("low bit depth grey scales to 0...255", arguments: [1, 2, 4])
  func greyLowDepth(bitDepth: Int) throws {
    let maximum = (1 << bitDepth) - 1
    let samples = (0..<(11 * 3)).map { $0 % (maximum + 1) }
    let image = try decode(
      PNGFixture(width: 11, height: 3, colorType: .grey, bitDepth: bitDepth, samples: samples))
    for (p, s) in samples.enumerated() {
      let v = UInt8(s * 255 / maximum)
      #expect(image[p % 11, p / 11].red == v)
    }
  }

  @Test("grey + alpha is premultiplied")
  func greyAlpha() throws {
    let image = try decode(
      PNGFixture(
        width: 2, height: 1, colorType: .greyAlpha, bitDepth: 8, samples: [200, 255, 200, 128]))
    #expect(image[0, 0] == Pixel(red: 200, green: 200, blue: 200, alpha: 255))
    // 200 · 128 / 255 = 100.39 → 100.
    #expect(image[1, 0] == Pixel(red: 100, green: 100, blue: 100, alpha: 128))
  }

  @Test(
    "RGB and RGBA at 8 bits, interlaced or not, decode exactly (RGBA premultiplied)",
    arguments: [false, true])
  func rgbAndRGBA(interlaced: Bool) throws {
    var rgb = PNGFixture(
      width: 13, height: 10, colorType: .rgb, bitDepth: 8,
      samples: ramp(width: 13, height: 10, channels: 3))
    rgb.interlaced = interlaced
    let rgbImage = try decode(rgb)
    for p in 0..<130 {
      let s = rgb.samples[(p * 3)..<(p * 3 + 3)].map { UInt8($0) }
      #expect(rgbImage[p % 13, p / 13] == Pixel(red: s[0], green: s[1], blue: s[2], alpha: 255))
    }
    var rgba = PNGFixture(
      width: 13, height: 10, colorType: .rgba, bitDepth: 8,
      samples: ramp(width: 13, height: 10, channels: 4))
    rgba.interlaced = interlaced
    let rgbaImage = try decode(rgba)
    for p in 0..<130 {
      let s = rgba.samples[(p * 4)..<(p * 4 + 4)].map { UInt32($0) }
      let a = s[3]
      let expected = Pixel(
        red: UInt8((s[0] * a + 127) / 255), green: UInt8((s[1] * a + 127) / 255),
        blue: UInt8((s[2] * a + 127) / 255), alpha: UInt8(a))
      #expect(rgbaImage[p % 13, p / 13] == expected)
    }
  }

  @Test("16-bit RGBA keeps the high byte (read as sRGB)")
  func sixteenBit() throws {
    let samples = [0xFFFF, 0x8000, 0x0000, 0xFFFF, 0x1234, 0xABCD, 0x7F7F, 0xFFFF]
    let image = try decode(
      PNGFixture(width: 2, height: 1, colorType: .rgba, bitDepth: 16, samples: samples))
    #expect(image[0, 0] == Pixel(red: 255, green: 128, blue: 0, alpha: 255))
    let second = image[1, 0]
    #expect(abs(Int(second.red) - 0x12) <= 1 && abs(Int(second.green) - 0xAC) <= 1)
    #expect(abs(Int(second.blue) - 0x7F) <= 1 && second.alpha == 255)
  }

  @Test("a palette with tRNS gives transparent and translucent entries")
  func paletteWithTransparency() throws {
    var fixture = PNGFixture(
      width: 3, height: 1, colorType: .palette, bitDepth: 4, samples: [0, 1, 2])
    fixture.palette = [(255, 0, 0), (0, 255, 0), (0, 0, 255)]
    fixture.transparency = [0, 128]
    let image = try decode(fixture)
    #expect(image[0, 0] == .clear)
    #expect(image[1, 0] == Pixel(red: 0, green: 128, blue: 0, alpha: 128))
    #expect(image[2, 0] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    let info = try PNGInfo(pngData: fixture.data, name: "palette.png")
    #expect(info.colorType == .palette && info.bitDepth == 4 && info.hasAlpha && !info.isInterlaced)
  }

  @Test("PNGInfo reports colour type, depth, alpha and interlacing")
  func info() throws {
    var fixture = PNGFixture(
      width: 5, height: 4, colorType: .greyAlpha, bitDepth: 16,
      samples: Array(repeating: 1000, count: 40))
    fixture.interlaced = true
    let info = try PNGInfo(pngData: fixture.data, name: "x.png")
    #expect(info == PNGInfo.init(pngDataOrNil: fixture.data))
    #expect(info.width == 5 && info.height == 4 && info.bitDepth == 16)
    #expect(info.colorType == .greyAlpha && info.hasAlpha && info.isInterlaced)
    let rgb = PNGFixture(width: 1, height: 1, colorType: .rgb, bitDepth: 8, samples: [1, 2, 3])
    #expect(try PNGInfo(pngData: rgb.data, name: "y.png").hasAlpha == false)
  }

  @Test("encode → decode is lossless for opaque pixels and within rounding for translucent ones")
  func roundTrip() throws {
    var image = Image(width: 16, height: 16)
    for y in 0..<16 {
      for x in 0..<16 {
        let alpha = y < 8 ? 1.0 : Double(x) / 15
        image[x, y] =
          Color(red: Double(x) / 15, green: Double(y) / 15, blue: 0.3, alpha: alpha).pixel
      }
    }
    let decoded = try Image(pngData: try image.pngData(), name: "memory")
    for y in 0..<16 {
      for x in 0..<16 {
        let a = image[x, y]
        let b = decoded[x, y]
        if y < 8 {
          #expect(a == b)
        } else {
          #expect(a.alpha == b.alpha)
          #expect(abs(Int(a.red) - Int(b.red)) <= 1 && abs(Int(a.green) - Int(b.green)) <= 1)
        }
      }
    }
  }
}

extension PNGInfo {
  fileprivate init?(pngDataOrNil data: [UInt8]) {
    try? self.init(pngData: data, name: "again.png")
  }
}
