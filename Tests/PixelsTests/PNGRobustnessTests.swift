import Foundation
import PNGFixtures
import Pixels
import ProcessServices
import Testing

@Suite("PNG robustness: chunk bombs and 16-bit Adam7")
struct PNGRobustnessTests {
  private func message(_ data: [UInt8], limits: Limits = Limits()) -> String {
    do {
      _ = try Image(pngData: data, name: "bomb.png", limits: limits)
      return "decoded"
    } catch {
      return (error as? LocalizedError)?.errorDescription ?? "\(error)"
    }
  }

  private var small: PNGFixture {
    PNGFixture(width: 3, height: 2, colorType: .rgb, bitDepth: 8, samples: Array(0..<18))
  }

  /// A PNG's bytes with `chunk` inserted after IHDR.
  private func inserting(_ chunk: [UInt8], into png: [UInt8]) -> [UInt8] {
    Array(png[0..<33]) + chunk + Array(png[33...])
  }

  @Test(
    "a tiny file declaring a huge ancillary chunk is refused before libpng allocates it",
    arguments: ["zTXt", "tEXt", "iTXt", "sPLT", "pCAL", "sCAL"])
  func hugeAncillaryChunk(type: String) {
    // 8 signature + 25 IHDR + a chunk header claiming 0x7FFFFFFF bytes + a few bytes: ~60 bytes.
    let header: [UInt8] = [0x7F, 0xFF, 0xFF, 0xFF] + Array(type.utf8)
    let data = Array(small.data[0..<33]) + header + Array("keyword\0".utf8) + [0, 0, 0, 0]
    #expect(data.count < 64)
    // The library names the limit by its key, not by an environment variable.
    #expect(
      message(data)
        == "bomb.png: the \(type) chunk declares 2147483647 bytes, over the limit of 8388608")
    #expect(throws: PNGError.self) {
      do {
        _ = try Image(pngData: data, name: "bomb.png")
      } catch let error as PNGError {
        #expect(error.exceededLimits == [.maxPNGChunkBytes])
        throw error
      }
    }
  }

  @Test("a chunk that runs past the end of the file is truncated, whatever its type")
  func chunkPastTheEnd() {
    let header: [UInt8] = [0, 0x10, 0, 0] + Array("tEXt".utf8)
    #expect(message(Array(small.data[0..<33]) + header + [1, 2, 3]).contains("truncated"))
  }

  @Test("text chunks within the limit are skipped: the pixels are those of the plain file")
  func textChunksSkipped() throws {
    let plain = try Image(pngData: small.data, name: "plain.png")
    let text = PNGFixture.chunk(
      "tEXt", Array("Comment\0".utf8) + [UInt8](repeating: 65, count: 100_000))
    // A zTXt whose deflate data is garbage: libpng would complain; it is never inflated.
    let ztxt = PNGFixture.chunk("zTXt", Array("Comment\0\0".utf8) + [1, 2, 3, 4, 5])
    let withText = try Image(pngData: inserting(text + ztxt, into: small.data), name: "t.png")
    #expect(withText == plain)
    let limits = Limits(maxPNGChunkBytes: 50_000)
    #expect(message(inserting(text, into: small.data), limits: limits).contains("tEXt chunk"))
  }

  @Test("a chunk type that is not four letters is invalid")
  func badChunkType() {
    let chunk: [UInt8] = [0, 0, 0, 0, 0x31, 0x32, 0x33, 0x34, 0, 0, 0, 0]
    #expect(message(inserting(chunk, into: small.data)).contains("not four letters"))
  }

  /// Samples for a 16-bit image whose values cover the range and differ pixel to pixel.
  private func samples(_ count: Int) -> [Int] {
    (0..<count).map { ($0 * 40_503 + 12_345) % 65536 }
  }

  @Test(
    "16-bit Adam7 files decode like their non-interlaced twins",
    arguments: [PNGFixture.ColorType.grey, .greyAlpha, .rgb, .rgba])
  func interlaced16Bit(colorType: PNGFixture.ColorType) throws {
    let channels = [PNGFixture.ColorType.grey: 1, .greyAlpha: 2, .rgb: 3, .rgba: 4][colorType]!
    let (width, height) = (13, 11)
    var fixture = PNGFixture(
      width: width, height: height, colorType: colorType, bitDepth: 16,
      samples: samples(width * height * channels))
    let plain = try Image(pngData: fixture.data, name: "plain.png")
    fixture.interlaced = true
    let interlaced = try Image(pngData: fixture.data, name: "adam7.png")
    #expect(interlaced == plain)
    // And both are the 16-bit samples scaled to 8 bits (straight alpha, premultiplied here).
    for i in 0..<(width * height) {
      let s = Array(fixture.samples[(i * channels)..<((i + 1) * channels)]).map {
        Double($0) * 255 / 65535
      }
      let alpha = channels == 2 || channels == 4 ? s[channels - 1] : 255
      let red = channels <= 2 ? s[0] : s[0]
      let expected = (red.rounded() * alpha.rounded() / 255).rounded()
      #expect(abs(Double(interlaced.bytes[i * 4]) - expected) <= 1, "pixel \(i)")
      #expect(abs(Double(interlaced.bytes[i * 4 + 3]) - alpha) <= 1, "pixel \(i)")
    }
  }

  /// The colour chunks of PngSuite's basic files and their neighbours: none, gAMA 1.0 (as
  /// every basn/basi file carries), gAMA 1/2.2, and sRGB.
  static let colourChunks: [(name: String, chunk: [UInt8])] = [
    ("none", []),
    ("gAMA 1.0", PNGFixture.chunk("gAMA", [0x00, 0x01, 0x86, 0xA0])),
    ("gAMA 1/2.2", PNGFixture.chunk("gAMA", [0x00, 0x00, 0xB1, 0x8F])),
    ("sRGB", PNGFixture.chunk("sRGB", [0])),
  ]

  @Test(
    "Adam7 files decode exactly as their non-interlaced twins: 8 and 16 bits, every colour type, with and without gamma",
    arguments: [8, 16], 0..<4)
  func interlacedTwins(bitDepth: Int, colour: Int) throws {
    let (name, chunk) = Self.colourChunks[colour]
    for colorType in [PNGFixture.ColorType.grey, .greyAlpha, .rgb, .rgba] {
      let channels = [PNGFixture.ColorType.grey: 1, .greyAlpha: 2, .rgb: 3, .rgba: 4][colorType]!
      let (width, height) = (13, 11)
      let mask = bitDepth == 8 ? 0xFF : 0xFFFF
      var fixture = PNGFixture(
        width: width, height: height, colorType: colorType, bitDepth: bitDepth,
        samples: samples(width * height * channels).map { $0 & mask })
      let plain = try Image(pngData: inserting(chunk, into: fixture.data), name: "basn.png")
      fixture.interlaced = true
      let interlaced = try Image(pngData: inserting(chunk, into: fixture.data), name: "basi.png")
      let worst = zip(plain.bytes, interlaced.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(worst == 0, "\(colorType) \(bitDepth)-bit, \(name): differs by \(worst)")
    }
  }

  @Test("gAMA 1.0 marks linear samples: a 16-bit mid grey decodes to a 2.2 gamma encoding")
  func linearGamma() throws {
    // libpng's simplified API encodes its 8-bit output with the power 1/2.2 (PNG_GAMMA_sRGB),
    // not the piecewise sRGB curve: 0.5 → 0.7297, 186 of 255 (sRGB's curve would give 188).
    let linear = 0.5
    let encoded = pow(linear, 1 / 2.2)
    for interlaced in [false, true] {
      var fixture = PNGFixture(
        width: 8, height: 8, colorType: .grey, bitDepth: 16,
        samples: Array(repeating: 32768, count: 64))
      fixture.interlaced = interlaced
      let image = try Image(
        pngData: inserting(Self.colourChunks[1].chunk, into: fixture.data), name: "g.png")
      #expect(abs(Double(image[3, 3].red) - encoded * 255) <= 1, "interlaced: \(interlaced)")
    }
  }

  @Test("a 16-bit Adam7 grey file with tRNS decodes like its twin")
  func interlaced16BitTransparency() throws {
    var fixture = PNGFixture(
      width: 9, height: 9, colorType: .grey, bitDepth: 16, samples: samples(81).map { $0 & 0xFF00 })
    fixture.transparency = [0x30, 0x00]
    fixture.samples[5] = 0x3000
    let plain = try Image(pngData: fixture.data, name: "plain.png")
    fixture.interlaced = true
    let interlaced = try Image(pngData: fixture.data, name: "adam7.png")
    #expect(interlaced == plain)
    #expect(interlaced[5, 0] == .clear)
  }

  @Test("a 16-bit Adam7 file cut short is truncated, not a crash")
  func interlaced16BitTruncated() {
    var fixture = PNGFixture(
      width: 9, height: 9, colorType: .rgb, bitDepth: 16, samples: samples(243))
    fixture.interlaced = true
    let data = fixture.data
    let m = message(Array(data.prefix(data.count - 40)))
    #expect(m.hasPrefix("bomb.png: ") && m != "decoded", "\(m)")
  }
}
