import Foundation
import Pixels
import Raster
import Scenes
import Testing

@testable import Flipbook

@Suite("Redrawing only what changed")
struct DamageTrackingTests {
  /// Every built-in demo, touches shown, gives the same bytes redrawing only changed regions as
  /// redrawing every frame, and draws fewer pixels.
  @Test(arguments: SceneFile.builtInNames)
  func sameBytes(demo: String) throws {
    var settings = try SceneFile.builtIn(named: demo).contents.renderSettings
    settings.scale = 0.75
    settings.fps = 10
    settings.threads = 2
    let recording = try Recording(file: .builtIn(named: demo), settings: settings)
    var whole: [Image] = []
    try recording.renderFrames(redrawingEveryFrame: true) { _, frame, regions in
      #expect(regions.map(\.pixelCount) == [frame.width * frame.height])
      whole.append(frame)
    }
    var drawn = 0
    var unchanged = 0
    try recording.renderFrames(redrawingEveryFrame: false) { index, frame, regions in
      #expect(frame == whole[index], "frame \(index) of \(demo)")
      drawn += regions.reduce(0) { $0 + $1.pixelCount }
      // A frame that draws nothing is the frame before.
      if regions.isEmpty {
        unchanged += 1
        #expect(index > 0 && frame == whole[index - 1])
      }
    }
    let all = whole.count * recording.pixelSize.width * recording.pixelSize.height
    #expect(drawn < all, "\(demo): \(drawn) of \(all) pixels drawn")
    // How much less, for the record.
    print("\(demo): \(drawn) of \(all) pixels, \(unchanged) frames unchanged")
  }
}
