import FlipbookSwiftUI
import Foundation
import Geometry
import Interaction
import Layers
import Testing

@Suite("docs/porting.md SwiftUI example")
struct SwiftUISnippetTests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("the document shows the SwiftUI example as it is compiled here")
  func sameText() throws {
    let source = try String(
      contentsOf: Self.repository.appendingPathComponent(
        "Tests/FlipbookSwiftUITests/LikeButtonSnippet.swift"), encoding: .utf8)
    let document = try String(
      contentsOf: Self.repository.appendingPathComponent("docs/porting.md"), encoding: .utf8)
    let begin = try #require(source.range(of: "// porting.md swiftui begin\n"))
    let end = try #require(source.range(of: "// porting.md swiftui end"))
    let snippet = String(source[begin.upperBound..<end.lowerBound])
    #expect(snippet.count > 200)
    #expect(document.contains("```swift\n" + snippet + "```"))
  }

  /// The spring of response 0.3 s and damping fraction ζ = 0.5 overshoots the change by
  /// exp(−ζπ / √(1 − ζ²)) = exp(−0.5π / √0.75) = 0.16303, at t = π / ω_d with
  /// ω_d = (2π / 0.3)·√0.75 = 18.138 rad/s: 0.17321 s after the tap. The scale goes 1 → 1.5,
  /// so it peaks at 1.5 + 0.5 × 0.16303 = 1.58152.
  @Test("the like button's tap scales the heart with a spring that peaks where ζ = 0.5 says")
  func peakOvershoot() throws {
    let (scene, host) = hosted(LikeButton(), width: 300, height: 300)
    scene.touches.tap(host.required("like"), at: 0.2)
    let heart = host.required("heart")
    let lift = 0.2 + TouchScript.defaultTapDuration
    func scale(at t: Double) -> Double {
      scene.timeline.advance(to: t)
      let left = heart.convertToScene(Point(x: 0, y: 40), at: t)!
      let right = heart.convertToScene(Point(x: 80, y: 40), at: t)!
      return (right.x - left.x) / 80
    }
    #expect(abs(scale(at: lift - 0.01) - 1) < 1e-9)
    var peak = (time: 0.0, scale: 0.0)
    for step in 0...600 {
      let t = lift + Double(step) / 1000
      let value = scale(at: t)
      if value > peak.scale { peak = (t - lift, value) }
    }
    let zeta = 0.5
    let overshoot = exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
    let peakTime = .pi / ((2 * .pi / 0.3) * (1 - zeta * zeta).squareRoot())
    #expect(abs(peak.scale - (1.5 + 0.5 * overshoot)) < 1e-4)
    #expect(abs(peak.time - peakTime) < 0.0015)
    #expect(abs(scale(at: lift + 2) - 1.5) < 1e-3)
    // The colour ends on pink (systemPink, light: 255, 45, 85).
    let fill = try #require(heart.sublayers.first?.sublayers.first?.shape?.fillColor)
    #expect(abs(fill.red - 1) < 1e-9 && abs(fill.green - 45.0 / 255) < 1e-9)
    #expect(abs(fill.blue - 85.0 / 255) < 1e-9)
  }

  @Test("a recording of the like button on a phone shows grey before the tap and pink after")
  func recording() throws {
    let recording = try Recording(
      of: LikeButton(), on: .iPhone16, duration: 1.5,
      settings: RenderSettings(fps: 10, scale: 1, showsTouches: false)
    ) { host, touches in
      touches.tap(host.layer(withIdentifier: "like")!, at: 0.2)
    }
    let frames = try recording.frames(at: [0, 1.4])
    // The root view is centred in the safe area: x = 393 / 2, y = 59 + (852 − 59 − 34) / 2.
    let (x, y) = (196, 438)
    let before = frames[0][x, y]
    let after = frames[1][x, y]
    // systemGray (142, 142, 147), then systemPink (255, 45, 85).
    #expect(abs(Int(before.red) - 142) <= 1 && abs(Int(before.blue) - 147) <= 1)
    #expect(abs(Int(after.red) - 255) <= 1 && abs(Int(after.green) - 45) <= 1)
    // 60 points from the centre is outside the 80-point circle before and inside the
    // 120-point one after (scale 1.5).
    #expect(frames[0][x + 50, y].red == 255 && frames[0][x + 50, y].green == 255)
    #expect(abs(Int(frames[1][x + 50, y].red) - 255) <= 1)
    #expect(abs(Int(frames[1][x + 50, y].green) - 45) <= 1)
  }
}
