import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Testing

/// Small UIKit and Darwin names that animation code uses, with Apple's documented values.
@Suite("UIKit's fixed colours and Darwin's HUGE")
struct UIKitNamesTests {
  /// UIColor's documentation gives each fixed colour's components.
  @Test("the fixed colours have the components Apple documents")
  func fixedColors() {
    func rgb(_ color: UIColor) -> [Double] {
      var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
      color.getRed(&r, green: &g, blue: &b, alpha: &a)
      return [r, g, b, a].map { (Double($0) * 1000).rounded() / 1000 }
    }
    #expect(rgb(.orange) == [1, 0.5, 0, 1])
    #expect(rgb(.purple) == [0.5, 0, 0.5, 1])
    #expect(rgb(.brown) == [0.6, 0.4, 0.2, 1])
    #expect(rgb(.cyan) == [0, 1, 1, 1])
    #expect(rgb(.yellow) == [1, 1, 0, 1])
    #expect(rgb(.magenta) == [1, 0, 1, 1])
    #expect(rgb(.darkGray) == [0.333, 0.333, 0.333, 1])
    #expect(rgb(.lightGray) == [0.667, 0.667, 0.667, 1])
    #expect(rgb(.gray) == [0.5, 0.5, 0.5, 1])
  }

  /// `repeatCount = HUGE` repeats for ever: a 0.5 s fade still runs at 10.25 s.
  @Test("repeatCount = HUGE repeats for ever")
  func huge() throws {
    let scene = Scene(size: Size(width: 50, height: 50), duration: 20)
    let layer = CALayer()
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(layer)
    let fade = fade(0.5)
    fade.repeatCount = HUGE
    layer.add(fade, forKey: "fade")
    scene.timeline.advance(to: 10.25)
    #expect(abs(try opacity(layer) - 0.5) < 1e-6)
    #expect(HUGE == .infinity)
  }
}
