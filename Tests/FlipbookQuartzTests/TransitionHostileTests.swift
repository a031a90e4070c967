import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Pixels
import ProcessServices
import Testing

/// `CATransition` on a layer of 16 384 × 16 384 points: the old and new pictures are drawn
/// only where the frame shows them, so a frame costs what the frame holds; a frame that
/// large is refused by the pixel limit.
@Suite("CATransition on a huge layer")
struct TransitionHostileTests {
  private static let side = 16_384.0

  /// A white 200 × 200 window holding a red `side`-point square centred on it; at 0.5 s a
  /// one-second linear `type` transition swaps the red view for a blue one.
  private func record(_ type: CATransitionType) throws -> Recording {
    try Recording(
      size: Size(width: 200, height: 200), duration: 2,
      settings: RenderSettings(fps: 10, scale: 1, threads: 1)
    ) { scene in
      let window = UIWindow(scene: scene)
      window.backgroundColor = .white
      let side = Self.side
      let container = UIView(
        frame: CGRect(x: 100 - side / 2, y: 100 - side / 2, width: side, height: side))
      window.addSubview(container)
      let red = UIView(frame: container.bounds)
      red.backgroundColor = .red
      container.addSubview(red)
      let blue = UIView(frame: container.bounds)
      blue.backgroundColor = .blue
      scene.timeline.schedule(at: 0.5) {
        let transition = CATransition()
        transition.type = type
        transition.subtype = .fromRight
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        container.layer.add(transition, forKey: nil)
        red.removeFromSuperview()
        container.addSubview(blue)
      }
    }
  }

  @Test("a push halfway: the old picture ends and the new begins at the window's middle")
  func push() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let frame = try record(.push).frame(at: 1.0)
    #expect(clock.now - start < .seconds(30))
    // The container's left edge is at 100 − 8192; at p = 0.5 the old picture is moved by
    // −8192 and ends at 100, the new one starts 8192 further right than its place: at 100.
    for x in [0, 99] {
      #expect(frame[x, 100].red > 200 && frame[x, 100].blue < 60, "x = \(x)")
    }
    for x in [100, 199] {
      #expect(frame[x, 100].blue > 200 && frame[x, 100].red < 60, "x = \(x)")
    }
  }

  @Test("a fade halfway: the old colour at 0.5 over the new at 0.5, in bounded time")
  func fade() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let pixel = try record(.fade).frame(at: 1.0)[100, 100]
    #expect(clock.now - start < .seconds(30))
    // Blue at 0.5 over white: (127.5, 127.5, 255); red at 0.5 over that.
    let expected: (red: Double, green: Double, blue: Double) = (191.25, 63.75, 127.5)
    let red = Double(pixel.red)
    let green = Double(pixel.green)
    let blue = Double(pixel.blue)
    #expect(abs(red - expected.red) <= 2, "\(red)")
    #expect(abs(green - expected.green) <= 2, "\(green)")
    #expect(abs(blue - expected.blue) <= 2, "\(blue)")
  }

  @Test("a window of 16 384 × 16 384 points is refused by the pixel limit, with its numbers")
  func hugeFrame() throws {
    do {
      _ = try Recording(
        size: Size(width: Self.side, height: Self.side), duration: 1,
        settings: RenderSettings(fps: 10, scale: 1, threads: 1)
      ) { scene in _ = UIWindow(scene: scene) }
      Issue.record("the frame was accepted")
    } catch {
      let message = error.localizedDescription
      #expect(
        message.contains("16384 × 16384 px frame exceeds the limit of 67108864 px"), "\(message)")
    }
  }
}
