import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Pixels
import Testing

/// The iOS snippets of EffectSnippets.swift rendered: pixel colours where the timing and
/// the geometry say, each computed here without the renderer.
@Suite("Shadows, gradients, masks and replicators, rendered")
struct EffectRenderTests {
  private let settings = RenderSettings(fps: 10, scale: 1, threads: 1)

  /// A white window of `size` points with a view of `frame` on it, set up by `body` at 0 s.
  private func record(
    size: Size = Size(width: 200, height: 200), frame: CGRect,
    _ body: @escaping (UIView) -> Void
  ) throws -> Recording {
    try Recording(size: size, duration: 2, settings: settings) { scene in
      let window = UIWindow(scene: scene)
      window.backgroundColor = .white
      let view = UIView(frame: frame)
      window.addSubview(view)
      body(view)
    }
  }

  @Test("a shimmer's band is where its swept locations put it")
  func shimmer() throws {
    let recording = try record(frame: CGRect(x: 0, y: 0, width: 200, height: 40)) { view in
      _ = addShimmer(to: view)
    }
    // At 0.375 s of 1.5 the locations are [-0.5, 0, 0.5]: the shine (0.95) at the left
    // edge fades to the base (0.85) at the middle, which holds to the right edge.
    let frame = try recording.frames(at: [0.375])[0]
    for x in [10, 50, 90, 150, 190] {
      let u = (Double(x) + 0.5) / 200
      let white = u < 0.5 ? 0.95 - 0.1 * u / 0.5 : 0.85
      let level = Double(frame[x, 20].red)
      #expect(abs(level - 255 * white) <= 2, "at x = \(x): \(level) against \(255 * white)")
    }
  }

  @Test("a radial gradient fades with the distance from its centre; a conic one turns")
  func radialAndConic() throws {
    let recording = try record(frame: CGRect(x: 0, y: 0, width: 200, height: 100)) { view in
      view.backgroundColor = .black
      view.layer.addSublayer(makeSpotlight(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
      view.layer.addSublayer(makeColorWheel(frame: CGRect(x: 100, y: 0, width: 100, height: 100)))
    }
    let frame = try recording.frames(at: [0])[0]
    // White fading to clear over a radius of 50 points, on black.
    for x in [55, 65, 75, 85] {
      let distance = Double(x) + 0.5 - 50
      let expected = 255 * max(0, 1 - distance / 50)
      let level = (Double(frame[x, 49].red) + Double(frame[x, 50].red)) / 2
      #expect(abs(level - expected) <= 3, "at x = \(x): \(level) against \(expected)")
    }
    // Clockwise from 12 o'clock: at 3 o'clock, a quarter of the way, red turns to green,
    // 0.25 / 0.33 of the way.
    let right = frame[185, 50]
    let f = 0.25 / 0.33
    #expect(abs(Double(right.red) - 255 * (1 - f)) <= 6, "red \(right.red)")
    #expect(abs(Double(right.green) - 255 * f) <= 6, "green \(right.green)")
    #expect(right.blue < 6)
  }

  @Test("a circular reveal shows the view inside the mask's animated radius only")
  func circularReveal() throws {
    let recording = try record(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) { view in
      view.backgroundColor = .blue
      _ = revealCircularly(view, duration: 1)
    }
    let frame = try recording.frames(at: [0.5])[0]
    let radius = 1 + ((2 * 100.0 * 100.0).squareRoot() / 2 - 1) * 0.5
    // Along the middle row, blue covers the circle's diameter.
    var covered = 0.0
    for x in 0..<100 { covered += 1 - Double(frame[x, 50].red) / 255 }
    #expect(abs(covered - 2 * radius) < 1, "blue across \(covered) against \(2 * radius)")
    #expect(frame[50 + Int(radius) - 2, 50].red < 10)
    #expect(frame[50 + Int(radius) + 2, 50].red > 245)
  }

  @Test("the replicator draws each dot where instanceTransform puts it, at its delayed size")
  func threeDots() throws {
    let recording = try record(frame: CGRect(x: 0, y: 0, width: 100, height: 40)) { view in
      _ = addDotsIndicator(to: view)
    }
    let frames = try recording.frames(at: [0, 0.5])
    // At 0 s every dot is whole: 10 points wide at x 0, 20 and 40.
    for left in [0, 20, 40] {
      #expect(frames[0][left + 5, 10].red < 10, "dot at \(left)")
      #expect(frames[0][left + 12, 10].red > 245, "gap after \(left)")
    }
    #expect(frames[0][65, 10].red > 245)
    // At 0.5 s the first dot is scaled 1 − 0.7 · 0.5 / 0.6 (radius 2.1 points) and the
    // third, 0.4 s behind, 1 − 0.7 · 0.1 / 0.6 (radius 4.4): 3.5 points from the centre
    // the first shows white, the third blue.
    #expect(frames[1][1, 10].red > 245)
    #expect(frames[1][41, 10].red < 10)
  }

  @Test("a shadow path's shadow falls at its offset, half as dark at its edge as inside")
  func shadow() throws {
    let recording = try record(frame: CGRect(x: 20, y: 20, width: 40, height: 40)) { view in
      view.backgroundColor = .white
      view.layer.shadowOpacity = 0.5
      view.layer.shadowRadius = 2
      view.layer.shadowOffset = CGSize(width: 100, height: 0)
      view.layer.shadowPath = UIBezierPath(rect: view.bounds).cgPath
    }
    let frame = try recording.frames(at: [0])[0]
    // Well inside: black at half opacity over white. Far outside: white.
    #expect(abs(Double(frame[140, 40].red) - 127.5) <= 2)
    #expect(frame[140, 80].red > 250)
    // A blurred edge is half as dark, whatever the blur: the mean of the two pixels
    // either side of x = 160.
    let edge = (Double(frame[159, 40].red) + Double(frame[160, 40].red)) / 2
    #expect(abs(edge - (255 - 127.5 / 2)) <= 3, "edge \(edge)")
  }
}
