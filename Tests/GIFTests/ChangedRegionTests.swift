import Pixels
import Testing

@testable import GIF

@Suite("Changed region")
struct ChangedRegionTests {
  @Test("the changed region is the bounding box of the differing pixels, one pixel when none")
  func boundingBox() {
    let before = Image(width: 9, height: 7, fill: .white)
    // One buffer twice, and two buffers of the same pixels.
    #expect(
      GIFEncoder.changedRegion(from: before, to: before)
        == PixelRegion(x: 0, y: 0, width: 1, height: 1))
    #expect(
      GIFEncoder.changedRegion(from: before, to: Image(width: 9, height: 7, fill: .white))
        == PixelRegion(x: 0, y: 0, width: 1, height: 1))
    // Every single pixel, then two far apart.
    for y in 0..<7 {
      for x in 0..<9 {
        var after = before
        after[x, y] = Pixel(red: 0, green: 0, blue: 0, alpha: 255)
        #expect(
          GIFEncoder.changedRegion(from: before, to: after)
            == PixelRegion(x: x, y: y, width: 1, height: 1))
      }
    }
    var after = before
    after[1, 5] = Pixel(red: 1, green: 255, blue: 255, alpha: 255)
    after[7, 2] = Pixel(red: 255, green: 255, blue: 255, alpha: 254)
    #expect(
      GIFEncoder.changedRegion(from: before, to: after)
        == PixelRegion(x: 1, y: 2, width: 7, height: 4))
  }
}
