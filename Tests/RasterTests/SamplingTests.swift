import Foundation
import Geometry
import Testing

@testable import Raster

@Suite("Sampling")
struct SamplingTests {
  @Test("the fast log₂ stays within 0.0011 of log₂ from 2⁻²⁰ to 2²⁰")
  func fastLog2() {
    var x: Float = 1.0 / 1_048_576
    var worst: Float = 0
    while x < 1_048_576 {
      worst = max(worst, abs(FastMath.log2(x) - Foundation.log2(x)))
      x *= 1.001
    }
    #expect(worst < 0.0011)
    #expect(FastMath.log2(1) == 0 && FastMath.log2(2) == 1 && FastMath.log2(0.25) == -2)
  }

  @Test("a row's interior columns are exactly those whose centres map inside the box")
  func interiorColumns() throws {
    var m = Transform3D.identity
    m.m34 = -1.0 / 400
    let homography = Homography(
      m.rotated(by: 0.7, x: 0, y: 1, z: 0) * Transform3D.translation(x: 300, y: 100, z: 0))
    let inverse = try #require(homography.inverted())
    for py in stride(from: 0, to: 300, by: 7) {
      let row = RowMapping(row: py, inverse: inverse)
      let columns = row.columns(insideX: 10, 250, y: 20, 180, within: 0..<800)
      for px in 0..<800 {
        let inside =
          row.local(at: px).map { $0.x >= 10 && $0.x <= 250 && $0.y >= 20 && $0.y <= 180 }
          ?? false
        #expect(columns.contains(px) == inside, "row \(py), column \(px)")
      }
    }
  }
}
