import Flipbook
import Foundation
import Geometry
import Layers
import Raster
import Scenes
import Testing

@Suite("TextMeasurer(fonts:)")
struct TextMeasurerTests {
  @Test("the card's labels take the size the fonts measure, rounded up, and the column theirs")
  func card() throws {
    let card = try #require(
      SceneFormatDocumentTests.examples.first { $0.contains(#""stack": {"#) })
    let fonts = try FontLibrary.bundled()
    let scene = try SceneFile(bytes: Array(card.utf8), path: "card.json")
      .makeScene(measuringTextWith: TextMeasurer(fonts: fonts))
    let stack = scene.rootLayer.sublayers[0].sublayers[0]
    let (title, subtitle) = (stack.sublayers[0], stack.sublayers[1])
    for label in [title, subtitle] {
      // One line: measured with no width limit, each side rounded up as UILabel's.
      let measured = fonts.size(of: try #require(label.text), width: .infinity)
      #expect(
        label.bounds.size
          == Size(width: measured.width.rounded(.up), height: measured.height.rounded(.up)))
      #expect(measured.height > 10)
    }
    // The column: the subtitle 4 below the title, as high as both and the spacing.
    #expect(subtitle.frame.minY == title.frame.maxY + 4)
    #expect(stack.bounds.height == title.bounds.height + 4 + subtitle.bounds.height)
    // The button 12 below the column, the card 16 below the button.
    let button = scene.rootLayer.sublayers[0].sublayers[1]
    #expect(button.frame.minY == stack.frame.maxY + 12)
    #expect(scene.rootLayer.sublayers[0].bounds.height == button.frame.maxY + 16)
  }
}
