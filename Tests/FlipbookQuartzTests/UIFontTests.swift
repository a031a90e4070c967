import Flipbook
import FlipbookQuartz
import Foundation
import Layers
import Testing

/// UIFont's system fonts and weights, as UIKit has them.
@Suite("UIFont")
struct UIFontTests {
  @Test("UIFont.Weight has UIKit's values and maps to the nearest of the nine weights")
  func weights() {
    let named: [(UIFont.Weight, CGFloat, FontWeight)] = [
      (.ultraLight, -0.8, .ultraLight), (.thin, -0.6, .thin), (.light, -0.4, .light),
      (.regular, 0, .regular), (.medium, 0.23, .medium), (.semibold, 0.3, .semibold),
      (.bold, 0.4, .bold), (.heavy, 0.56, .heavy), (.black, 0.62, .black),
    ]
    for (weight, value, model) in named {
      #expect(abs(weight.rawValue - value) < 1e-9)
      #expect(weight.flipbookWeight == model)
      #expect(UIFont.systemFont(ofSize: 10, weight: weight).flipbookFont.weight == model)
    }
    #expect(UIFont.Weight(rawValue: 0.1).flipbookWeight == .regular)
    #expect(UIFont.Weight(0.5).flipbookWeight == .heavy)
    #expect(UIFont.Weight(0.33).flipbookWeight == .semibold)
    #expect(UIFont.Weight(-1).flipbookWeight == .ultraLight)
    #expect(UIFont.Weight(1).flipbookWeight == .black)
  }

  @Test("the system fonts: sizes, weights, slant, the monospaced family, iOS's names")
  func systemFonts() {
    let bold = UIFont.boldSystemFont(ofSize: 20)
    #expect(bold.pointSize == 20)
    #expect(bold.flipbookFont == .system(size: 20, weight: .bold))
    #expect(bold.fontName == ".SFUI-Bold")
    #expect(bold.familyName == ".AppleSystemUIFont")
    #expect(UIFont.italicSystemFont(ofSize: 12).flipbookFont == .system(size: 12, isItalic: true))
    #expect(UIFont.italicSystemFont(ofSize: 12).fontName == ".SFUI-RegularItalic")
    let mono = UIFont.monospacedSystemFont(ofSize: 13, weight: .medium)
    #expect(mono.flipbookFont == .monospaced(size: 13, weight: .medium))
    #expect(mono.familyName == ".AppleSystemUIFontMonospaced")
    #expect(mono.fontName == ".SFUIMono-Medium")
    // Tabular digits have no switch in the model: the proportional system font.
    #expect(
      UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .semibold).flipbookFont
        == .system(size: 17, weight: .semibold))
    let resized = bold.withSize(30)
    #expect(resized.flipbookFont == .system(size: 30, weight: .bold))
    #expect(resized.fontName == bold.fontName)
    #expect(resized != bold && resized == UIFont.boldSystemFont(ofSize: 30))
    #expect(
      UIFont.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 17, weight: .semibold))
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
  }

  @Test("UIFont(name:size:) is nil for a font nobody registered, iOS's own included")
  func unknownNames() {
    #expect(UIFont(name: "HelveticaNeue-Bold", size: 17) == nil)
    #expect(UIFont(name: ".SFUI-Regular", size: 17) == nil)
    #expect(UIFont(name: "", size: 17) == nil)
  }
}
