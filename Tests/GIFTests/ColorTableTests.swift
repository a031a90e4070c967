import Testing

@testable import GIF

@Suite("Colour table")
struct ColorTableTests {
  @Test("it answers as a dictionary does, through growth, for black, white and 100 000 colours")
  func likeADictionary() {
    var table = ColorTable<Int>()
    var reference: [UInt32: Int] = [:]
    var seed: UInt64 = 7
    var colors: [UInt32] = [0, 0xFF_FFFF, 0x00_0001, 0xFF_FFFE]
    for _ in 0..<100_000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      colors.append(UInt32(truncatingIfNeeded: seed >> 40) & 0xFF_FFFF)
    }
    for (i, color) in colors.enumerated() {
      #expect(table[color] == reference[color])
      table[color] = i
      reference[color] = i
    }
    // Every colour stored, with its last value, and colours never stored are absent.
    #expect(colors.allSatisfy { table[$0] == reference[$0] })
    var absent = 0
    for color in stride(from: UInt32(0), to: 0xFF_FFFF, by: 4099) where reference[color] == nil {
      #expect(table[color] == nil)
      absent += 1
    }
    #expect(absent > 1000)
  }
}
