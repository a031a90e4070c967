import Animation
import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Pixels
import Testing

/// The finished flags a transition's delegate is told, in order.
private final class FinishedFlags: CAAnimationDelegate {
  var flags: [Bool] = []
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { flags.append(flag) }
}

/// A transition of `type` from `subtype`'s side lasting 1 s, with a linear curve.
private func transition(
  _ type: CATransitionType, _ subtype: CATransitionSubtype? = nil
) -> CATransition {
  let transition = CATransition()
  transition.type = type
  transition.subtype = subtype
  transition.duration = 1
  transition.timingFunction = CAMediaTimingFunction(name: .linear)
  return transition
}

/// What a pixel shows: "r" red, "b" blue, "w" white, "?" anything else.
private func kind(_ pixel: Pixel) -> Character {
  let (r, g, b) = (pixel.red, pixel.green, pixel.blue)
  if r > 200 && g < 60 && b < 60 { return "r" }
  if b > 200 && r < 60 && g < 60 { return "b" }
  if r > 200 && g > 200 && b > 200 { return "w" }
  return "?"
}

/// The kinds along row `y` of `frame`, one character a pixel.
private func row(_ y: Int, of frame: Image) -> [Character] {
  (0..<frame.width).map { kind(frame[$0, y]) }
}

@Suite("CATransition")
struct CATransitionTests {
  private let settings = RenderSettings(fps: 10, scale: 1, threads: 1)

  /// A white 200 × 200 window with a `size`-point container centred at (100, 100) holding a
  /// red view; at 0.5 s `change` runs with the container, the red view and a blue one.
  private func record(
    size: Double = 100, _ change: @escaping (UIView, UIView, UIView) -> Void
  ) throws -> Recording {
    try Recording(size: Size(width: 200, height: 200), duration: 3, settings: settings) {
      scene in
      let window = UIWindow(scene: scene)
      window.backgroundColor = .white
      let container = UIView(
        frame: CGRect(x: 100 - size / 2, y: 100 - size / 2, width: size, height: size))
      window.addSubview(container)
      let red = UIView(frame: container.bounds)
      red.backgroundColor = .red
      container.addSubview(red)
      let blue = UIView(frame: container.bounds)
      blue.backgroundColor = .blue
      scene.timeline.schedule(at: 0.5) { change(container, red, blue) }
    }
  }

  /// As `record`, the change swapping the red view for the blue one under `make()`'s
  /// transition.
  private func recordSwap(
    size: Double = 100, _ make: @escaping () -> CATransition
  ) throws -> Recording {
    try record(size: size) { container, red, blue in
      container.layer.add(make(), forKey: nil)
      red.removeFromSuperview()
      container.addSubview(blue)
    }
  }

  @Test("push from the right: the old view's left edge at −w·p, the new one's at w·(1 − p)")
  func pushEdges() throws {
    let recording = try recordSwap { transition(.push, .fromRight) }
    let frames = try recording.frames(at: [0.75, 1.0])
    for (p, frame) in zip([0.25, 0.5], frames) {
      let line = row(100, of: frame)
      let redStart = try #require(line.firstIndex(of: "r"))
      let redEnd = try #require(line.lastIndex(of: "r")) + 1
      let blueStart = try #require(line.firstIndex(of: "b"))
      // Not clipped: the container does not mask to its bounds.
      #expect(Double(redStart) == max(0, 50 - 100 * p), "p = \(p)")
      #expect(Double(redEnd) == 150 - 100 * p)
      #expect(Double(blueStart) == 50 + 100 * (1 - p))
      #expect(line.lastIndex(of: "b") == 199)
    }
  }

  @Test("move in: the new view slides over the old one; reveal: the old slides off the new")
  func moveInAndReveal() throws {
    let moveIn = try recordSwap { transition(.moveIn, .fromLeft) }
    // Half-way: the new view's left edge at 50 − 100 · 0.5 = 0, over the old one, which
    // stays at 50...150.
    let moved = row(100, of: try moveIn.frame(at: 1.0))
    #expect(moved.firstIndex(of: "b") == 0 && moved.lastIndex(of: "b") == 99)
    #expect(moved.firstIndex(of: "r") == 100 && moved.lastIndex(of: "r") == 149)
    let reveal = try recordSwap { transition(.reveal, .fromRight) }
    // The old view moves left by 50 over the new one, which stays at 50...150.
    let revealed = row(100, of: try reveal.frame(at: 1.0))
    #expect(revealed.firstIndex(of: "r") == 0 && revealed.lastIndex(of: "r") == 99)
    #expect(revealed.firstIndex(of: "b") == 100 && revealed.lastIndex(of: "b") == 149)
  }

  @Test("vertical subtypes: from the top enters from the bottom of the screen, as on iOS")
  func verticalSubtypes() throws {
    let recording = try recordSwap { transition(.moveIn, .fromTop) }
    let frame = try recording.frame(at: 0.75)
    // A quarter of the way: the new view's top at 50 + 100 · 0.75 = 125.
    let column = (0..<200).map { kind(frame[100, $0]) }
    #expect(column.firstIndex(of: "b") == 125 && column.lastIndex(of: "b") == 199)
    #expect(column.firstIndex(of: "r") == 50 && column.lastIndex(of: "r") == 124)
  }

  @Test("fade at 50 %: the old colour at 1 − p over the new at p over the window")
  func fadeColour() throws {
    for addFirst in [true, false] {
      let recording = try record { container, red, _ in
        if addFirst { container.layer.add(transition(.fade), forKey: nil) }
        red.backgroundColor = .blue
        if !addFirst { container.layer.add(transition(.fade), forKey: nil) }
      }
      let pixel = try recording.frame(at: 1.0)[100, 100]
      // Blue at 0.5 over white: (127.5, 127.5, 255); red at 0.5 over that.
      let expected = (0.5 * 255 + 0.5 * 127.5, 0.5 * 127.5, 0.5 * 255.0 + 0)
      let expectedBlue = 0.5 * 255
      #expect(abs(Double(pixel.red) - expected.0) <= 2, "adding first: \(addFirst)")
      #expect(abs(Double(pixel.green) - expected.1) <= 2)
      #expect(abs(Double(pixel.blue) - expectedBlue) <= 2)
    }
  }

  @Test("start and end progress: a push from 0.5 to 1 starts half-way")
  func startAndEndProgress() throws {
    let recording = try recordSwap {
      let push = transition(.push, .fromRight)
      push.startProgress = 0.5
      return push
    }
    // At 0.5 s of 1, the progress is 0.5 + 0.5 · 0.5 = 0.75: the new view's left edge at
    // 50 + 100 · 0.25 = 75.
    let line = row(100, of: try recording.frame(at: 1.0))
    #expect(line.firstIndex(of: "b") == 75)
    #expect(line.firstIndex(of: "r") == 0 && line.lastIndex(of: "r") == 74)
  }

  @Test("the delegate is told the transition finished; a private type is reported")
  func delegateAndPrivateType() throws {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 3)
    let window = UIWindow(scene: scene)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.layer.name = "card"
    window.addSubview(view)
    let done = FinishedFlags()
    let cube = FinishedFlags()
    scene.timeline.schedule(at: 0.5) {
      let fade = transition(.fade)
      fade.delegate = done
      view.layer.add(fade, forKey: kCATransition)
      view.backgroundColor = .blue
    }
    scene.timeline.advance(to: 1)
    #expect(view.layer.animation(forKey: "transition") != nil)
    scene.timeline.advance(to: 1.6)
    #expect(done.flags == [true])
    #expect(view.layer.animationKeys() == nil)
    scene.timeline.schedule(at: 2) {
      let private3D = transition(CATransitionType(rawValue: "cube"), .fromLeft)
      private3D.delegate = cube
      view.layer.add(private3D, forKey: nil)
      view.backgroundColor = .red
    }
    scene.timeline.advance(to: 2.1)
    let rejected = scene.timeline.events.filter { $0.name == "animation.rejected" }
    #expect(rejected.count == 1)
    guard case .string(let reason)? = rejected.first?["reason"] else {
      Issue.record("no reason logged")
      return
    }
    #expect(reason.contains("'cube'") && reason.contains("push"))
    #expect(cube.flags == [false])
    // The change shows at once: nothing is attached.
    #expect(view.layer.animationKeys() == nil)
  }

  @Test("a transition on a 16 000-point layer draws within the frame")
  func hugeLayer() throws {
    let recording = try recordSwap(size: 16_000) { transition(.push, .fromRight) }
    // Half-way the old view has moved 8 000 points left: its right edge, and the new
    // view's left, at 100 + 8 000 − 8 000 = 100.
    let line = row(100, of: try recording.frame(at: 1.0))
    #expect(line.lastIndex(of: "r") == 99 && line.firstIndex(of: "b") == 100)
  }

  @Test("the porting example pushes the new text up from the bottom of the label")
  func portingExample() throws {
    let recording = try Recording(
      size: Size(width: 200, height: 200), duration: 2, settings: settings
    ) { scene in
      let window = UIWindow(scene: scene)
      window.backgroundColor = .white
      let label = UILabel(frame: CGRect(x: 50, y: 80, width: 100, height: 40))
      label.font = .systemFont(ofSize: 24)
      label.textAlignment = .center
      label.clipsToBounds = true
      label.text = "41"
      window.addSubview(label)
      scene.timeline.schedule(at: 0.5) { roll(label, to: "42") }
    }
    let frames = try recording.frames(at: [0.4, 0.7, 1.5])
    func inkRows(_ frame: Image) -> Set<Int> {
      Set((0..<200).filter { y in (50..<150).contains { frame[$0, y].red < 128 } })
    }
    let old = inkRows(frames[0])
    let new = inkRows(frames[2])
    // 0.2 s of 0.4: the ease-out curve's progress at 0.5; the old text moves up by h·p,
    // the new one comes up from h·(1 − p) below its place; the label clips both.
    let p = TimingFunction(name: .easeOut).progress(at: 0.5)
    let expected = Set(
      old.map { $0 - Int((40 * p).rounded()) } + new.map { $0 + Int((40 * (1 - p)).rounded()) }
    ).filter { (80..<120).contains($0) }
    let measured = inkRows(frames[1])
    #expect(!old.isEmpty && !expected.isEmpty)
    for y in measured {
      #expect((y - 1...y + 1).contains { expected.contains($0) }, "ink at row \(y)")
    }
    for y in expected {
      #expect((y - 1...y + 1).contains { measured.contains($0) }, "no ink at row \(y)")
    }
    #expect(measured.allSatisfy { (80..<120).contains($0) })
  }
}
