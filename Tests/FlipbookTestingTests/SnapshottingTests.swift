import Flipbook
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

@Suite("FlipbookTesting strategies")
struct SnapshottingTests {
  @Test("images within the tolerance match; beyond it the diff reports and attaches")
  func diffing() throws {
    let diffing = Diffing<Image>.image(tolerance: 2, fraction: 0.001)
    let a = Image(width: 40, height: 30, fill: .blue)
    var b = a
    b[3, 4] = Pixel(red: 2, green: 0, blue: 255, alpha: 255)  // within 2 levels
    #expect(diffing.diffV2(a, b) == nil)
    b[5, 5] = Color.red.pixel
    b[6, 5] = Color.red.pixel
    let result = try #require(diffing.diffV2(a, b))
    #expect(result.0.contains("2 of 1200 pixels"))
    #expect(result.1.count == 1)
    let resized = Image(width: 4, height: 4)
    #expect(diffing.diffV2(a, resized)?.0.contains("size") == true)
  }

  @Test("an image survives the trip to PNG data and back")
  func dataRoundTrip() {
    let diffing = Diffing<Image>.image()
    var image = Image(width: 5, height: 3, fill: .white)
    image[1, 1] = Color(red: 0.2, green: 0.6, blue: 0.1).pixel
    #expect(diffing.fromData(diffing.toData(image)) == image)
  }

  @Test("a recording's frames as one strip, against a reference recorded after looking at it")
  func framesStrip() throws {
    let recording = try Recording(demo: .flip, settings: RenderSettings(scale: 0.5))
    withSnapshotTesting(record: .missing) {
      assertSnapshot(of: recording, as: .frames(at: [0.3, 0.6, 1.1, 1.6]), named: "flip")
    }
  }
}
