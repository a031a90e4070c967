import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Testing

/// Small UIKit and Darwin names that animation code uses, with Apple's documented values.
@Suite("UIKit's fixed colours, Darwin's HUGE and MAXFLOAT, and the names example")
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

  /// `repeatCount = HUGE` (infinity) and `repeatCount = MAXFLOAT` (about 3.4e38 passes)
  /// repeat for longer than any render: a 0.5 s fade still runs at 10.25 s, half a pass in.
  @Test("repeatCount = HUGE or MAXFLOAT repeats for ever", arguments: [HUGE, MAXFLOAT])
  func repeatsForEver(count: Float) throws {
    let scene = Scene(size: Size(width: 50, height: 50), duration: 20)
    let layer = CALayer()
    CALayer(flipbookLayer: scene.rootLayer).addSublayer(layer)
    let fade = fade(0.5)
    fade.repeatCount = count
    layer.add(fade, forKey: "fade")
    scene.timeline.advance(to: 10.25)
    #expect(abs(try opacity(layer) - 0.5) < 1e-6)
  }

  /// math.h: HUGE is HUGE_VALF, infinity; MAXFLOAT is 0x1.fffffep+127f, the largest finite
  /// Float (bit pattern 0x7F7FFFFF).
  @Test("HUGE is infinity and MAXFLOAT the largest finite Float, as math.h defines them")
  func darwinConstants() {
    #expect(HUGE == .infinity)
    #expect(MAXFLOAT == Float(bitPattern: 0x7F7F_FFFF))
    #expect(MAXFLOAT == .greatestFiniteMagnitude)
  }

  /// CAMediaTimingFunction.h: the names are strings (`init(rawValue:)` is not failable);
  /// Apple documents easeIn as the Bézier (0.42, 0, 1, 1) and default as (0.25, 0.1, 0.25,
  /// 1).
  @Test("a CAMediaTimingFunctionName is made from any string, and names Apple's curves")
  func timingFunctionNames() {
    func points(_ function: CAMediaTimingFunction) -> [Float] {
      var values: [Float] = [0, 0]
      var all: [Float] = []
      for index in 1...2 {
        function.getControlPoint(at: index, values: &values)
        all += values
      }
      return all
    }
    let name: CAMediaTimingFunctionName = CAMediaTimingFunctionName(rawValue: "easeIn")
    #expect(name == .easeIn && name.rawValue == "easeIn")
    #expect(points(CAMediaTimingFunction(name: name)) == [0.42, 0, 1, 1])
    let unknown = CAMediaTimingFunctionName(rawValue: "bouncy")
    #expect(points(CAMediaTimingFunction(name: unknown)) == [0.25, 0.1, 0.25, 1])
  }

  /// The porting.md names example: the control's accessibility is stored, its spin
  /// repeats for ever on the easeIn curve, and the text layer's copy keeps its count and
  /// text as CALayer's init(layer:) documents for presentation copies.
  @Test("the names example compiles and behaves as on iOS")
  func namesExample() throws {
    let control = StarControl()
    #expect(control.isAccessibilityElement && control.accessibilityLabel == "Favourite")
    #expect(control.accessibilityTraits == .button)
    #expect(control.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
    control.spin()
    let spin = try #require(control.layer.animation(forKey: "spin") as? CABasicAnimation)
    #expect(spin.repeatCount == MAXFLOAT && spin.toValue as? Double == 2 * Double.pi)
    let counter = CountLayer()
    counter.count = 3
    counter.string = "3"
    counter.fontSize = 18
    let copy = CountLayer(layer: counter)
    #expect(copy.count == 3 && copy.string as? String == "3" && copy.fontSize == 18)
    #expect(copy.alignmentMode == .center)
  }
}
