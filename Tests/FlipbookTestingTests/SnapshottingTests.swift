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
    #expect(result.0.contains("2 of 1200 pixels differ by more than 2 levels"))
    #expect(result.1.count == 1)
    let resized = Image(width: 4, height: 4)
    #expect(diffing.diffV2(a, resized)?.0.contains("size 4 × 4 differs") == true)
  }

  @Test("an image survives the trip to PNG data and back")
  func dataRoundTrip() {
    let diffing = Diffing<Image>.image()
    var image = Image(width: 5, height: 3, fill: .white)
    image[1, 1] = Color(red: 0.2, green: 0.6, blue: 0.1).pixel
    #expect(diffing.fromData(diffing.toData(image)) == image)
  }

  @Test("a recording's frames as one labelled strip, against a reference looked at")
  func framesStrip() throws {
    let recording = try Recording(file: .builtIn(named: "flip"), settings: RenderSettings(scale: 0.5))
    assertSnapshot(of: recording, as: .frames(at: [0.3, 0.6, 1.1, 1.6]), named: "flip")
  }

  @Test("a strip separates its frames with grey lines and labels each one below")
  func stripLayout() throws {
    let recording = try Fixtures.fade(duration: 0.4)
    let strategy = Snapshotting<Recording, Image>.frames(at: [0, 0.4])
    let strip = try #require(Fixtures.snapshot(recording, as: strategy))
    // Two 40 px frames, a 2 px separator, a 16 px label band.
    #expect(strip.width == 82 && strip.height == 56)
    #expect(strip[40, 10] == Color(white: 0.6).pixel && strip[41, 50] == Color(white: 0.6).pixel)
    #expect(strip[20, 20] != strip[61, 20])  // transparent box at 0 s, opaque at 0.4 s
    for columns in [0..<40, 42..<82] {
      let inked = columns.contains { x in (40..<56).contains { y in strip[x, y].red < 200 } }
      #expect(inked, "a label under the frame at columns \(columns)")
    }
  }

  @Test("a layer rendered at a time, against a reference looked at")
  func layerAtTime() {
    let card = Layer(frame: Rect(x: 10, y: 10, width: 40, height: 40))
    card.backgroundColor = .systemBlue
    card.cornerRadius = 8
    card.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1), forKey: "fade")
    assertSnapshot(
      of: card, as: .image(at: 0.5, size: Size(width: 60, height: 60), scale: 1),
      named: "half-faded")
  }

  @Test("a layer drawn on a canvas just large enough for its frame by default")
  func layerDefaultCanvas() throws {
    let card = Layer(frame: Rect(x: 10, y: 5, width: 20, height: 10))
    card.backgroundColor = .black
    let image = try #require(
      Fixtures.snapshot(
        card, as: Snapshotting<Layer, Image>.image(scale: 2, background: .white)))
    #expect(image.width == 60 && image.height == 30)
    #expect(image[0, 0] == Color.white.pixel && image[59, 29] == Color.black.pixel)
  }
}
