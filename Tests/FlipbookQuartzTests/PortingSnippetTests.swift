import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

@Suite("docs/porting.md")
struct PortingSnippetTests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test(
    "the document shows the examples as they are compiled here",
    arguments: [
      ("PortingSnippet", ""), ("PortingSnippet", " reveal"), ("PortingSnippet", " shapes"),
      ("PortingSnippet", " display link"), ("PortingSnippet", " dynamics"),
      ("BlurSnippet", " blur"), ("TextSnippets", " text"),
      ("TransitionSnippet", " transition"), ("ButtonsSnippet", " buttons"),
      ("EmitterSnippet", " emitter"), ("TimingSnippet", " timing"),
      ("ContentsCenterSnippet", " contents center"),
      ("NamesSnippet", " names"),
      ("RunLoopSnippet", " run loop"),
      ("ColorsSnippet", " colors"),
      ("MembersSnippet", " members"),
    ])
  func sameText(file: String, marker: String) throws {
    let source = try String(
      contentsOf: Self.repository.appendingPathComponent(
        "Tests/FlipbookQuartzTests/\(file).swift"), encoding: .utf8)
    let document = try String(
      contentsOf: Self.repository.appendingPathComponent("docs/porting.md"), encoding: .utf8)
    let begin = try #require(source.range(of: "// porting.md\(marker) begin\n"))
    let end = try #require(source.range(of: "// porting.md\(marker) end"))
    let snippet = String(source[begin.upperBound..<end.lowerBound])
    #expect(snippet.count > 200)
    #expect(document.contains("```swift\n" + snippet + "```"))
  }

  /// At 30 calls a second for 0.5 s, from 2/60 s to 30/60 s, 15 calls each turn the view by
  /// 2π / 30: half a turn in all; stopped, it turns no further.
  @Test("the display-link example turns a view half a turn in half a second")
  func displayLinkExample() throws {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 2)
    let window = UIWindow(scene: scene)
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(view)
    let spinner = Spinner(view: view)
    spinner.start()
    scene.timeline.advance(to: 0.5)
    #expect(abs(view.transform.a - -1) < 1e-9 && abs(view.transform.b) < 1e-9)
    spinner.stop()
    scene.timeline.advance(to: 1)
    #expect(abs(view.transform.a - -1) < 1e-9)
  }

  @Test("the dynamics example drops two cards that bounce and come to rest on the bottom")
  func dynamicsExample() throws {
    let scene = Scene(size: Size(width: 300, height: 300), duration: 3)
    let window = UIWindow(scene: scene)
    let cards = [40.0, 180.0].map { x in
      let card = UIView(frame: CGRect(x: x, y: 20, width: 80, height: 60))
      window.addSubview(card)
      return card
    }
    let drop = CardDrop(cards: cards, in: window)
    scene.timeline.advance(to: 3)
    // Each falls 220 points, lands, bounces (elasticity 0.5: to a quarter of the height,
    // then a sixteenth…) and rests on the bottom, center 30 points above it.
    for card in cards { #expect(abs(card.center.y - 270) < 0.5) }
    #expect(drop.landings >= 4)
    #expect(!drop.animator.isRunning)
  }

  @Test("the UIKit example springs, flips, scrubs and fades as UIKit's documented defaults say")
  func revealExample() throws {
    let scene = Scene(size: Size(width: 300, height: 300), duration: 2)
    let window = UIWindow(scene: scene)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.addSubview(container)
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    card.backgroundColor = .white
    container.addSubview(card)
    let badge = CALayer()
    badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    window.layer.addSublayer(badge)
    scene.timeline.advance(to: 0.1)

    reveal(card, in: container, badge: badge)
    // The model takes the new values at once, as in UIKit.
    #expect(card.transform == CGAffineTransform(scaleX: 1.2, y: 1.2))
    #expect(badge.opacity == 1)
    // The paused animator scrubbed to 30 % of an ease-in-ease-out fade: UIKit's
    // scrubsLinearly (default true) maps fractionComplete linearly while paused.
    #expect(card.alpha == 0)
    scene.timeline.advance(to: 0.1 + 0.125)
    let badgeNow = try #require(badge.presentation())
    // The implicit fade of 0 → 1 runs 0.25 s on the default curve, (0.25, 0.1) and
    // (0.25, 1.0): half the time is x(s) = 0.5 at s ≈ 0.6996, where y(s) ≈ 0.8024.
    #expect(abs(Double(badgeNow.opacity) - 0.8024) < 1e-3)
    let cardNow = try #require(card.layer.presentation())
    #expect(abs(Double(cardNow.opacity) - 0.7) < 1e-6)  // CALayer.opacity is a Float
    // The spring ends at its model value when its 0.5 s are over.
    scene.timeline.advance(to: 0.7)
    let settled = try #require(card.layer.presentation())
    #expect(abs(settled.transform.m11 - 1.2) < 1e-3)
  }

  @Test("the example flashes, lifts and tilts the view, then completes")
  func runs() throws {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 1)
    let window = UIWindow(scene: scene)
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    card.backgroundColor = .white
    window.addSubview(card)
    var completedAt: Double?
    highlight(card) { completedAt = scene.timeline.now }
    // Tilted back about x, seen in perspective: the rotation comes first, so m34 = cos·(−1/500).
    #expect(abs(card.layer.transform.m34 + cos(Double.pi / 8) / 500) < 1e-12)

    scene.timeline.advance(to: 0.3)
    let top = try #require(card.layer.presentation())
    #expect(abs(top.position.y - 80) < 1e-9)
    let blue = try #require(top.backgroundColor).flipbookColor
    #expect(blue == Color.systemBlue)

    scene.timeline.advance(to: 1)
    #expect(completedAt == 0.6)
    #expect(card.layer.transform == CATransform3DIdentity)
    #expect(try #require(card.layer.presentation()).position.y == 100)
  }

  /// The spinner turns a quarter turn in a quarter second (m11 = cos, m12 = sin of π/2),
  /// and keeps going; the dots' pulses repeat with their container's 1.2 s passes: at
  /// 1.4 s the container's time is 0.2, so the first dot is half-way through its 0.4 s fade
  /// (1 − 0.8 · 0.5 = 0.6) and the second, starting at 0.2, has not moved (1).
  @Test("the timing example spins a whole turn and repeats the dots with their container")
  func timingExample() throws {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 3)
    let window = UIWindow(scene: scene)
    let spinner = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    window.addSubview(spinner)
    spinForever(spinner)
    let container = CALayer()
    let dots = (0..<3).map { _ in CALayer() }
    dots.forEach(container.addSublayer)
    window.layer.addSublayer(container)
    pulseDots(in: container)
    scene.timeline.advance(to: 1.25)
    let turn = try #require(spinner.layer.presentation()).transform
    #expect(abs(turn.m11) < 1e-9 && abs(turn.m12 - 1) < 1e-9)
    scene.timeline.advance(to: 1.4)
    // Opacity is a Float, as on iOS: within its precision.
    #expect(abs(try opacity(dots[0]) - 0.6) < 1e-6)
    #expect(abs(try opacity(dots[1]) - 1) < 1e-6)
    scene.timeline.advance(to: 1.5)
    #expect(abs(try opacity(dots[1]) - 0.8) < 1e-6)
  }
}
