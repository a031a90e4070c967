import Geometry
import Interaction
import Layers
import Pixels
import Testing

@Suite("System button (seed 002)")
struct SystemButtonTests {
  private final class Bench {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    let timeline: Timeline
    let touches: TouchSystem
    let button: SystemButton
    var taps = 0

    init() {
      timeline = Timeline(rootLayer: root)
      touches = TouchSystem(timeline: timeline, showsTouches: false)
      button = SystemButton(
        name: "b", frame: Rect(x: 50, y: 50, width: 200, height: 44), timeline: timeline)
      root.addSublayer(button.layer)
      touches.register(button)
      button.addAction { [unowned self] in self.taps += 1 }
    }

    func press(until t: Double) {
      var script = TouchScript()
      script.press(at: Point(x: 150, y: 72), time: 0)
      touches.run(script)
      timeline.advance(to: t)
    }

    var title: TextContent? { button.titleLayer.text }
  }

  @Test("the default title colour is the tint; disabled it is white 0.4 at alpha 0.35")
  func defaultColours() {
    let bench = Bench()
    bench.button.setTitle("Go", for: .normal)
    #expect(bench.title?.color == Color.systemBlue)
    #expect(SystemColor.systemBlue.color(in: .light) == Color.systemBlue)
    bench.button.tintColor = .red
    #expect(bench.title?.color == Color.red)
    bench.button.isEnabled = false
    #expect(bench.title?.color == Color(white: 0.4, alpha: 0.35))
  }

  @Test("highlighted with no title or colour of its own: the title dims to 0.2")
  func highlightDims() {
    let bench = Bench()
    bench.button.setTitle("Go", for: .normal)
    bench.press(until: 0.1)
    #expect(bench.button.isHighlighted)
    #expect(bench.button.titleLayer.opacity == 0.2)
    #expect(bench.title?.string == "Go")
  }

  @Test("a highlighted colour of its own keeps the title at full alpha")
  func ownColourNoDim() {
    let bench = Bench()
    bench.button.setTitle("Go", for: .normal)
    bench.button.setTitleColor(.red, for: .highlighted)
    bench.press(until: 0.1)
    #expect(bench.button.titleLayer.opacity == 1)
    #expect(bench.title?.color == Color.red)
  }

  @Test("images and background images fall back to normal and dim while highlighted")
  func imagesFallBack() {
    let bench = Bench()
    let image = Image(width: 4, height: 4, fill: .green)
    bench.button.setImage(image, for: .normal)
    bench.button.setBackgroundImage(image, for: .normal)
    bench.button.setBackgroundImage(Image(width: 2, height: 2, fill: .red), for: .highlighted)
    bench.press(until: 0.1)
    #expect(bench.button.imageLayer.contents?.image == image)
    #expect(bench.button.imageLayer.opacity == 0.2)
    #expect(bench.button.backgroundImageLayer.opacity == 1)
    #expect(bench.button.backgroundImageLayer.contents?.image.width == 2)
  }

  @Test("a new title fades the old one out before the new one fades in")
  func titleChange() {
    let bench = Bench()
    bench.button.setTitle("Download", for: .normal)
    bench.button.setTitle("Release", for: .highlighted)
    bench.press(until: 0.05)
    // Half-way out: still the old text, fading; none shows at the swap; then the new one.
    #expect(bench.title?.string == "Download")
    let opacity = { (t: Double) in
      bench.root.presentation(at: t).sublayers[0].sublayers[2].values.opacity
    }
    #expect(abs(opacity(0.05) - 0.5) < 1e-9)
    bench.timeline.advance(to: 0.1)
    #expect(bench.title?.string == "Release")
    #expect(opacity(0.1) == 0)
    bench.timeline.advance(to: 0.15)
    #expect(abs(opacity(0.15) - 0.5) < 1e-9)
  }

  @Test("the highlight follows the finger out of the bounds and back; release inside fires")
  func tracking() {
    let bench = Bench()
    bench.button.setTitle("Go", for: .normal)
    var script = TouchScript()
    script.press(at: Point(x: 150, y: 72), time: 0)
    script.move(along: [Point(x: 150, y: 72), Point(x: 150, y: 150)], from: 0.1, speed: 1000)
    script.move(along: [Point(x: 150, y: 150), Point(x: 150, y: 72)], from: 0.5, speed: 1000)
    script.lift(at: Point(x: 150, y: 72), time: 0.8)
    bench.touches.run(script)
    bench.timeline.advance(to: 0.3)
    #expect(!bench.button.isHighlighted)
    bench.timeline.advance(to: 0.7)
    #expect(bench.button.isHighlighted)
    bench.timeline.advance(to: 1)
    #expect(!bench.button.isHighlighted && bench.taps == 1)
  }

  @Test("a disabled button ignores touches")
  func disabledIgnores() {
    let bench = Bench()
    bench.button.setTitle("Go", for: .normal)
    bench.button.isEnabled = false
    var script = TouchScript()
    script.tap(at: Point(x: 150, y: 72), time: 0)
    bench.touches.run(script)
    bench.timeline.advance(to: 1)
    #expect(bench.taps == 0)
    #expect(!bench.timeline.events.contains { $0.name == "control.state" })
  }

  @Test("selected uses its own title; selected and highlighted falls back to normal, as UIKit")
  func selectedFallback() {
    let bench = Bench()
    bench.button.setTitle("Follow", for: .normal)
    bench.button.setTitle("Following", for: .selected)
    bench.button.isSelected = true
    bench.timeline.advance(to: 1)
    #expect(bench.title?.string == "Following")
    #expect(bench.button.state == [.selected])
    var script = TouchScript()
    script.press(at: Point(x: 150, y: 72), time: 1)
    bench.touches.run(script)
    bench.timeline.advance(to: 1.5)
    #expect(bench.button.state == [.selected, .highlighted])
    #expect(bench.title?.string == "Follow")
  }
}
