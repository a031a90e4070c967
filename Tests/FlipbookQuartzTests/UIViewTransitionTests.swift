import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Pixels
import Testing

/// A card view in a window holding a red face, and a blue face not yet shown.
private func cardScene() -> (Scene, UIView, UIView, UIView) {
  let scene = Scene(size: Size(width: 200, height: 200), duration: 3)
  let window = UIWindow(scene: scene)
  let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
  card.layer.name = "card"
  window.addSubview(card)
  let red = UIView(frame: card.bounds)
  red.backgroundColor = .red
  card.addSubview(red)
  let blue = UIView(frame: card.bounds)
  blue.backgroundColor = .blue
  return (scene, card, red, blue)
}

@Suite("UIView.transition")
struct UIViewTransitionTests {
  @Test("flip from left: the old face turns away with its left edge forward, the new turns in")
  func flipFromLeft() throws {
    let (scene, card, red, blue) = cardScene()
    var finished: [Bool] = []
    UIView.transition(
      from: red, to: blue, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
      completion: { finished.append($0) })
    #expect(red.superview == nil && blue.superview === card)
    scene.timeline.advance(to: 0.25)
    let snapshot = try #require(scene.rootLayer.firstLayer(named: "card.snapshot"))
    let old = snapshot.presentation(at: 0.25).values.transform
    // A quarter turn's half: 45° about y; the left edge (x < 0) comes forward (z > 0).
    #expect(abs(old.m11 - cos(Double.pi / 4)) < 1e-9)
    #expect(old.m13 < 0)
    #expect(abs(old.m34 + 1.0 / 400 * cos(Double.pi / 4)) < 1e-9)
    // The new face waits edge-on.
    let waiting = try #require(card.layer.presentation()).transform
    #expect(abs(waiting.m11) < 1e-9)
    let turning = try presented(card, scene, at: 0.75).transform
    #expect(abs(turning.m11 - cos(Double.pi / 4)) < 1e-9)
    scene.timeline.advance(to: 1.5)
    #expect(finished == [true])
    #expect(scene.rootLayer.firstLayer(named: "card.snapshot") == nil)
    #expect(card.layer.transform == CATransform3DIdentity)
  }

  @Test("flip from top: the top edge comes forward; from right and bottom mirror them")
  func otherFlips() throws {
    let cases: [(UIView.AnimationOptions, (CATransform3D) -> Bool)] = [
      // Top (y < 0, y down) forward: z = y · m23 > 0.
      (.transitionFlipFromTop, { $0.m23 < 0 }),
      (.transitionFlipFromBottom, { $0.m23 > 0 }),
      (.transitionFlipFromRight, { $0.m13 > 0 }),
    ]
    for (option, check) in cases {
      let (scene, card, red, _) = cardScene()
      UIView.transition(
        with: card, duration: 1, options: option, animations: { red.backgroundColor = .blue })
      scene.timeline.advance(to: 0.3)
      let snapshot = try #require(scene.rootLayer.firstLayer(named: "card.snapshot"))
      #expect(check(snapshot.presentation(at: 0.3).values.transform))
    }
  }

  @Test("cross dissolve fades the old content out over the new")
  func crossDissolve() throws {
    let (scene, card, red, _) = cardScene()
    UIView.transition(
      with: card, duration: 2, options: [.transitionCrossDissolve, .curveLinear],
      animations: { red.backgroundColor = .blue })
    // The change is made at once, not animated itself.
    #expect(red.layer.animationKeys() == nil)
    scene.timeline.advance(to: 0.5)
    let snapshot = try #require(scene.rootLayer.firstLayer(named: "card.snapshot"))
    #expect(abs(snapshot.presentation(at: 0.5).values.opacity - 0.75) < 1e-9)
    #expect(abs(try presented(card, scene, at: 0.5).opacity - 0.25) < 1e-9)
  }

  @Test("a curl is rejected on the timeline and the change is made without animation")
  func curl() throws {
    let (scene, card, red, blue) = cardScene()
    var finished: Bool?
    UIView.transition(
      from: red, to: blue, duration: 1, options: .transitionCurlUp,
      completion: { finished = $0 })
    #expect(blue.superview === card && card.layer.animationKeys() == nil)
    let rejected = try #require(scene.timeline.events.last { $0.name == "animation.rejected" })
    #expect("\(rejected)".contains("transitionCurlUp"))
    #expect(scene.rootLayer.firstLayer(named: "card.snapshot") == nil)
    #expect(finished == nil)
    scene.timeline.advance(to: 0)
    #expect(finished == true)
  }

  @Test("with showHideTransitionViews the views are hidden and shown, not moved")
  func showHide() {
    let (scene, card, red, blue) = cardScene()
    card.addSubview(blue)
    blue.isHidden = true
    UIView.transition(
      from: red, to: blue, duration: 0.5,
      options: [.transitionFlipFromRight, .showHideTransitionViews])
    #expect(red.superview === card && red.isHidden && !blue.isHidden)
    scene.timeline.advance(to: 1)
  }

  @Test("the flip renders the old face first and the new one after")
  func renders() throws {
    let recording = try Recording(
      size: Size(width: 200, height: 200), duration: 1.5,
      settings: RenderSettings(fps: 10, scale: 1, threads: 1)
    ) { scene in
      let window = UIWindow(scene: scene)
      let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      window.addSubview(card)
      let front = UIView(frame: card.bounds)
      front.backgroundColor = .red
      card.addSubview(front)
      let back = UIView(frame: card.bounds)
      back.backgroundColor = .blue
      UIView.transition(from: front, to: back, duration: 1, options: .transitionFlipFromLeft)
    }
    let frames = try recording.frames(at: [0.2, 0.8, 1.2])
    #expect(frames[0][100, 100].red > 200 && frames[0][100, 100].blue < 50)
    #expect(frames[1][100, 100].blue > 200 && frames[1][100, 100].red < 50)
    // Mid-turn the face is narrower than the card: its left column is background.
    #expect(frames[1][52, 100] != frames[2][52, 100])
  }
}
