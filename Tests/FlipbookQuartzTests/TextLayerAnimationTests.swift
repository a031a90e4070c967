import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Pixels
import Testing

/// `CATextLayer`'s `fontSize` and `foregroundColor` animated, as Core Animation animates them:
/// the text drawn again at each presented size.
@Suite("Text layers animating their font size and colour")
struct TextLayerAnimationTests {
  /// Inter's cap height (OS/2 `sCapHeight`, read with fontTools): 2048 of 2816 units.
  static let capHeight = 2048.0 / 2816

  /// A frame at `time` of a "H" in a text layer at `fontSize`, animated by `animate`.
  private func frame(
    at time: Double, fontSize: CGFloat = 20, _ animate: @escaping (CATextLayer) -> Void = { _ in }
  ) throws -> Image {
    let recording = try Recording(
      size: Size(width: 120, height: 80), duration: 1.5,
      settings: RenderSettings(fps: 10, scale: 2, threads: 1)
    ) { scene in
      let window = UIWindow(scene: scene)
      window.backgroundColor = .white
      let text = CATextLayer()
      text.frame = CGRect(x: 10, y: 10, width: 100, height: 60)
      text.string = "H"
      text.fontSize = fontSize
      text.foregroundColor = UIColor.black.cgColor
      text.contentsScale = 2
      window.layer.addSublayer(text)
      animate(text)
    }
    return try recording.frame(at: time)
  }

  /// The number of pixel rows with ink (darker than mid-grey).
  private func inkRows(_ image: Image) -> Int {
    (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].red < 128 } }.count
  }

  @Test("half-way through a linear 20 → 40 pt animation the H is as tall as at 30 pt")
  func fontSizeAnimates() throws {
    let grow = { (text: CATextLayer) in
      let animation = CABasicAnimation(keyPath: "fontSize")
      animation.fromValue = 20
      animation.toValue = 40
      animation.duration = 1
      animation.timingFunction = CAMediaTimingFunction(name: .linear)
      text.add(animation, forKey: "grow")
    }
    let middle = try frame(at: 0.5, grow)
    // 30 pt × 2048 / 2816 × 2 pixels per point = 43.6 rows of ink.
    #expect(abs(Double(inkRows(middle)) - 30 * Self.capHeight * 2) <= 1.5)
    // Drawn at 30 pt, not a 20 pt H scaled: the same pixels as a layer set to 30 pt.
    #expect(middle == (try frame(at: 0.5, fontSize: 30)))
    #expect(abs(Double(inkRows(try frame(at: 0, grow))) - 20 * Self.capHeight * 2) <= 1.5)
  }

  @Test("the colour animates from black to red: half-way, half red")
  func colourAnimates() throws {
    let image = try frame(at: 0.5) { text in
      let animation = CABasicAnimation(keyPath: "foregroundColor")
      animation.fromValue = UIColor.black.cgColor
      animation.toValue = UIColor.red.cgColor
      animation.duration = 1
      animation.timingFunction = CAMediaTimingFunction(name: .linear)
      text.add(animation, forKey: "blush")
    }
    // The darkest pixel of the stem is fully covered: (0.5 × 255, 0, 0).
    let darkest = (0..<image.height).flatMap { y in (0..<image.width).map { image[$0, y] } }
      .filter { $0.green < 10 }
    let red = darkest.map(\.red).max() ?? 0
    #expect(abs(Int(red) - 128) <= 2)
  }

  @Test("on an attributed string, a fontSize animation is rejected, naming the key path")
  func attributedStringRejects() {
    let layer = CATextLayer()
    layer.string = NSAttributedString(string: "H")
    final class Stop: NSObject, CAAnimationDelegate {
      var finished: Bool?
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { finished = flag }
    }
    let stop = Stop()
    let animation = CABasicAnimation(keyPath: "fontSize")
    animation.toValue = 40
    animation.delegate = stop
    layer.add(animation, forKey: "grow")
    #expect(stop.finished == false)
    #expect(layer.animation(forKey: "grow") == nil)
  }
}
