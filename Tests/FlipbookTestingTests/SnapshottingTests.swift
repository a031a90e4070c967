import Animation
import Flipbook
import FlipbookTesting
import Foundation
import Geometry
import Layers
import Pixels
import Scenes
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
    let recording = try Recording(
      file: .builtIn(named: "flip"), settings: RenderSettings(scale: 0.5))
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

  @Test("a layer that grows past its frame and the origin is drawn whole, not cropped")
  func growingLayer() throws {
    let card = Layer(frame: Rect(x: 10, y: 0, width: 20, height: 20))
    card.backgroundColor = .black
    var grow = BasicAnimation(keyPath: .transform(.scale), from: 1, to: 2, duration: 1)
    grow.timingFunction = .linear
    card.add(grow, forKey: "grow")
    // Linear timing: at 0.5 s the scale is 1.5, so the 20 pt card is 30 pt about its centre
    // (20, 10): x 5...35, y −5...25. The canvas runs from the origin, and from y = −5, to
    // x = 35 and y = 25: 35 × 30 pt, 70 × 60 px at scale 2.
    let scale = 1 + 0.5 * (2 - 1)
    let side = 20 * scale
    let image = try #require(
      Fixtures.snapshot(card, as: Snapshotting<Layer, Image>.image(at: 0.5, scale: 2)))
    #expect(image.width == Int((20 + side / 2) * 2) && image.height == Int(side * 2))
    #expect(image[4, 30] == Color.white.pixel)  // left of the card
    #expect(image[12, 0] == Color.black.pixel)  // the top row: above the origin
    #expect(image[image.width - 1, image.height - 1] == Color.black.pixel)  // past the frame
    let blackColumns = (0..<image.width).filter { image[$0, 30] == Color.black.pixel }
    #expect(blackColumns == Array(10..<70))
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
