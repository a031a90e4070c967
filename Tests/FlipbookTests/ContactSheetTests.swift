import Flipbook
import Geometry
import Interaction
import Layers
import Pixels
import Testing

@Suite("Contact sheets")
struct ContactSheetTests {
  private func recording(scale: Double) throws -> Recording {
    try Recording(
      size: Size(width: 40, height: 30), duration: 1,
      settings: RenderSettings(fps: 10, scale: scale)
    ) { scene in
      let square = Layer(frame: Rect(x: 10, y: 5, width: 20, height: 20))
      square.backgroundColor = .red
      scene.rootLayer.addSublayer(square)
    }
  }

  @Test("rows of frames with separators; labels grow with the recording's scale")
  func geometry() throws {
    let one = try recording(scale: 1).contactSheet(at: [0, 0.2, 0.4], columns: 2)
    // Two rows of 2 frames (the second padded with a blank frame), 16 px labels at scale 1.
    #expect(one.width == 2 * 40 + 2)
    #expect(one.height == 2 * (30 + 16) + 2)
    let two = try recording(scale: 2).contactSheet(at: [0, 0.2], columns: 2)
    #expect(two.width == 2 * 80 + 2)
    #expect(two.height == 60 + 32)  // one row; labels at 2 pixels a point
  }

  @Test("the times spread evenly over the GIF's frames, first and last included")
  func times() throws {
    let r = try recording(scale: 1)
    let times = r.contactSheetTimes(count: 4)
    #expect(times.count == 4)
    #expect(times.first == r.frameTimes.first && times.last == r.frameTimes.last)
    #expect(r.contactSheetTimes(count: 50) == r.frameTimes)
  }
}
