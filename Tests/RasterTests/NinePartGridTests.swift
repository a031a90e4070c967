import Geometry
import Testing

@testable import Raster

/// Where `contentsCenter`'s nine parts go, worked out from the sizes alone.
@Suite("Nine-part grid")
struct NinePartGridTests {
  private let third = 1.0 / 3

  private func grid(width: Double, height: Double, scale: Double = 1) -> NinePartGrid {
    NinePartGrid(
      width: 30, height: 30, scale: scale, contentsRect: Rect(x: 0, y: 0, width: 1, height: 1),
      contentsCenter: Rect(x: third, y: third, width: third, height: third),
      shown: Rect(x: 0, y: 0, width: width, height: height))
  }

  @Test("corners of 10 texels stay 10 pt at scale 1, 5 pt at scale 2; the centre takes the rest")
  func corners() {
    let parts = grid(width: 90, height: 60).parts
    #expect(parts.count == 9)
    #expect(parts[0].destination == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(parts[4].destination == Rect(x: 10, y: 10, width: 70, height: 40))
    #expect(parts[8].destination == Rect(x: 80, y: 50, width: 10, height: 10))
    #expect(abs(parts[4].texels.minX - 10) < 1e-12 && abs(parts[4].texels.width - 10) < 1e-12)
    let retina = grid(width: 90, height: 60, scale: 2).parts
    #expect(retina[4].destination == Rect(x: 5, y: 5, width: 80, height: 50))
  }

  @Test("narrower than two corners: both shrink in proportion and no centre column is left")
  func shrunk() {
    // 12 pt for corners of 10 + 10: each is 12 · 10 / 20 = 6 pt.
    let parts = grid(width: 12, height: 60).parts
    #expect(parts.count == 6)
    #expect(parts[0].destination == Rect(x: 0, y: 0, width: 6, height: 10))
    #expect(parts[1].destination == Rect(x: 6, y: 0, width: 6, height: 10))
    #expect(abs(parts[1].texels.minX - 20) < 1e-12)
    #expect(grid(width: 0, height: 60).parts.isEmpty)
  }
}
