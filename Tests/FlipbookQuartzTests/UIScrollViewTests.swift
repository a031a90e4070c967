import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Pixels
import Testing

/// Records what a scroll view tells its delegate, with the scene's time.
private final class ScrollLog: UIScrollViewDelegate {
  var scrolls = 0
  var beganDragging: CGPoint?
  var released: (offset: CGPoint, velocity: CGPoint, target: CGPoint, time: Double)?
  var willDecelerate: Bool?
  var endedDecelerating: [Double] = []
  var endedAnimating: [Double] = []
  /// A target to put in place of the scroll view's, if set.
  var newTarget: CGPoint?

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    beganDragging = scrollView.panGestureRecognizer.location(in: nil)
  }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    released = (
      scrollView.contentOffset, velocity, targetContentOffset.pointee, CACurrentMediaTime()
    )
    if let newTarget { targetContentOffset.pointee = newTarget }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    willDecelerate = decelerate
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    endedDecelerating.append(CACurrentMediaTime())
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    endedAnimating.append(CACurrentMediaTime())
  }
}

/// A view counting the touches that begin on it.
private final class TouchCounter: UIView {
  var began = 0
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

/// Where a view's origin shows in the window now, animations included.
private func shownOrigin(of view: UIView, in scene: Scene) -> Point? {
  view.layer.flipbookLayer.convertToScene(.zero, at: scene.timeline.now)
}

/// Where a deceleration by `rate` a millisecond from `start` at `velocity` (points per
/// second) is `t` seconds on: x₀ + v₀·(rate^(1000·t) − 1)/(1000·ln rate) (Lobanov).
private func decelerated(_ start: Double, _ velocity: Double, rate: Double, at t: Double)
  -> Double
{
  start + velocity * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
}

@Suite("UIScrollView: dragging, flicking, bouncing and paging as UIKit does")
struct UIScrollViewTests {
  /// A 200 × 300 scroll view at (20, 40) in a window, over content 200 × `height` (or
  /// `width` wide), with a row at (10, 500) in the content.
  private func makeScrollView(
    height: CGFloat = 3000, width: CGFloat = 200, script: TouchScript = TouchScript()
  ) -> (Scene, UIScrollView, TouchCounter, ScrollLog) {
    let scene = Scene(size: Size(width: 300, height: 400), duration: 10)
    let window = UIWindow(scene: scene)
    let scrollView = UIScrollView(frame: CGRect(x: 20, y: 40, width: 200, height: 300))
    scrollView.contentSize = CGSize(width: width, height: height)
    let row = TouchCounter(frame: CGRect(x: 10, y: 500, width: 100, height: 40))
    scrollView.addSubview(row)
    window.addSubview(scrollView)
    let told = ScrollLog()
    scrollView.delegate = told
    scene.touches.run(script)
    return (scene, scrollView, row, told)
  }

  @Test("the content offset is the bounds' origin: the content shows moved by −offset")
  func offsetMovesContent() throws {
    var script = TouchScript()
    // On the row once scrolled: (20 + 10 + 30, 40 + 500 − 350 + 20) in the window.
    script.tap(at: Point(x: 60, y: 210), time: 0.5)
    let (scene, scrollView, row, told) = makeScrollView(script: script)
    // Clipped to its bounds, as UIKit's are.
    #expect(scrollView.clipsToBounds)
    scrollView.contentOffset = CGPoint(x: 0, y: 350)
    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 350))
    #expect(told.scrolls == 1)
    scene.timeline.advance(to: 0.1)
    let shown = try #require(shownOrigin(of: row, in: scene))
    #expect(abs(shown.x - 30) < 1e-9 && abs(shown.y - (40 + 500 - 350)) < 1e-9)
    let converted = row.convert(CGPoint.zero, to: nil)
    #expect(abs(converted.x - 30) < 1e-9 && abs(converted.y - 190) < 1e-9)
    scene.timeline.advance(to: 1)
    #expect(row.began == 1)
  }

  @Test("setContentOffset(animated:) eases in and out over 0.3 s, then tells the delegate")
  func animatedOffset() throws {
    let (scene, scrollView, row, told) = makeScrollView()
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    // The model is at the target at once; the offset read is where the content shows.
    #expect(scrollView.contentOffset == .zero)
    scene.timeline.advance(to: 0.15)
    // Ease-in-ease-out, (0.42, 0) (0.58, 1), is symmetric about its middle: half way at
    // half time. 0.3 s is an estimate (no published measurement of UIKit's was found).
    #expect(abs(scrollView.contentOffset.y - 150) < 1e-3)
    let shown = try #require(shownOrigin(of: row, in: scene))
    #expect(abs(shown.y - (40 + 500 - 150)) < 1e-3)
    #expect(told.endedAnimating.isEmpty)
    scene.timeline.advance(to: 0.3)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
    #expect(told.endedAnimating == [0.3])
    // Told of the scroll about every 1/60 s on the way.
    #expect(told.scrolls >= 17)
    #expect(told.endedDecelerating.isEmpty)
  }

  /// A finger touching down at `from` at 0.1 s, moving to `to` at 1000 points a second
  /// (a move every 10 ms) and lifting as it moves: by default 100 points up over 0.1 s.
  private func flick(
    from: Point = Point(x: 100, y: 250), to: Point = Point(x: 100, y: 150)
  ) -> (TouchScript, release: Double) {
    var script = TouchScript()
    script.press(at: from, time: 0.1)
    let end = script.move(along: [from, to], from: 0.1, speed: 1000, sampleRate: 100)
    script.lift(at: to, time: end)
    return (script, end)
  }

  @Test("a flick decelerates along x₀ + v₀·(rate^(1000·t) − 1)/(1000·ln rate), then rests")
  func flickDecelerates() throws {
    let (script, release) = flick()
    let (scene, scrollView, row, told) = makeScrollView(script: script)
    scene.timeline.advance(to: release)
    let released = try #require(told.released)
    // The finger moved up at 1000 points a second: the offset moves down at 1 point a ms.
    #expect(abs(released.velocity.y - 1) < 1e-6)
    #expect(told.willDecelerate == true && scrollView.isDecelerating)
    let start = Double(released.offset.y)
    // The drag began after the 10-point hysteresis: the content followed the rest.
    #expect(abs(start - 90) < 1e-6)
    let rate = 0.998
    for t in [0.1, 0.5] {
      scene.timeline.advance(to: release + t)
      let predicted = decelerated(start, 1000, rate: rate, at: t)
      #expect(abs(Double(scrollView.contentOffset.y) - predicted) < 0.5)
      let shown = try #require(shownOrigin(of: row, in: scene))
      #expect(abs(shown.y - (40 + 500 - predicted)) < 0.5)
    }
    // At rest x₀ − v₀/(1000·ln rate), once within half a point of it:
    // t = ln(−1000·ln(rate)·0.5/v₀)/(1000·ln rate), about 3.45 s.
    let rest = start - 1000 / (1000 * log(rate))
    #expect(abs(Double(released.target.y) - rest) < 1e-6)
    let stop = log(-1000 * log(rate) * 0.5 / 1000) / (1000 * log(rate))
    scene.timeline.advance(to: release + 4)
    #expect(abs(Double(scrollView.contentOffset.y) - rest) < 1e-9)
    #expect(told.endedDecelerating.count == 1)
    #expect(abs((told.endedDecelerating.first ?? 0) - (release + stop)) < 1e-6)
    #expect(!scrollView.isDecelerating)
  }

  @Test("the fast deceleration rate stops sooner and shorter than the normal one")
  func fastStopsSooner() throws {
    let (script, release) = flick()
    let (scene, scrollView, _, told) = makeScrollView(script: script)
    scrollView.decelerationRate = .fast
    scene.timeline.advance(to: release + 4)
    let released = try #require(told.released)
    let rate = 0.99
    let start = Double(released.offset.y)
    let stop = log(-1000 * log(rate) * 0.5 / 1000) / (1000 * log(rate))
    let ended = try #require(told.endedDecelerating.first)
    #expect(abs(ended - (release + stop)) < 1e-6)
    // About 0.53 s and 99.5 points, against 3.45 s and 499.5 points at the normal rate.
    #expect(ended - release < 0.6)
    #expect(abs(Double(scrollView.contentOffset.y) - (start - 1 / log(rate))) < 1e-9)
  }

  @Test("a flick that runs past the end springs back to it")
  func bounceAtTheEnd() throws {
    let (script, release) = flick()
    // Content 700 tall in a view 300 tall: the offset ends at 400.
    let (scene, scrollView, _, told) = makeScrollView(height: 700, script: script)
    scene.timeline.advance(to: release)
    let start = Double(try #require(told.released).offset.y)
    #expect(told.released?.target == CGPoint(x: 0, y: 400))
    // The deceleration reaches 400 at t = ln(1 + k·(400 − x₀)/v₀)/k, k = 1000·ln 0.998, at
    // v₀·0.998^(1000·t); from there the critically damped spring (β = 10 a second) peaks
    // 0.1 s later at v·0.1/e past the end.
    let k = 1000 * log(0.998)
    let crossing = log(1 + k * (400 - start) / 1000) / k
    let speed = 1000 * pow(0.998, 1000 * crossing)
    scene.timeline.advance(to: release + crossing + 0.1)
    #expect(abs(Double(scrollView.contentOffset.y) - (400 + speed * 0.1 / M_E)) < 1e-6)
    scene.timeline.advance(to: release + 4)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 400))
    #expect(told.endedDecelerating.count == 1)
  }

  @Test("a finger touching down during a flick stops the content where it is")
  func touchCatchesFlick() throws {
    var (script, release) = flick()
    script.tap(at: Point(x: 100, y: 200), time: release + 0.5)
    let (scene, scrollView, _, told) = makeScrollView(script: script)
    scene.timeline.advance(to: release + 3)
    let start = Double(try #require(told.released).offset.y)
    let caught = decelerated(start, 1000, rate: 0.998, at: 0.5)
    #expect(abs(Double(scrollView.contentOffset.y) - caught) < 1e-6)
    #expect(!scrollView.isDecelerating && !scrollView.isTracking)
    #expect(told.endedDecelerating.isEmpty)
  }

  @Test("the delegate's target is where the content comes to rest")
  func delegateTarget() throws {
    let (script, release) = flick()
    let (scene, scrollView, _, told) = makeScrollView(script: script)
    told.newTarget = CGPoint(x: 0, y: 250)
    scene.timeline.advance(to: release + 5)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 250))
    #expect(told.endedDecelerating.count == 1)
  }

  @Test("dragging past the top pulls the content on the rubber band, which springs back")
  func rubberBand() throws {
    var script = TouchScript()
    script.press(at: Point(x: 100, y: 100), time: 0.1)
    let end = script.move(
      along: [Point(x: 100, y: 100), Point(x: 100, y: 250)], from: 0.1, speed: 300)
    script.lift(at: Point(x: 100, y: 250), time: end + 0.5)
    for bounces in [true, false] {
      let (scene, scrollView, row, told) = makeScrollView(script: script)
      scrollView.bounces = bounces
      scene.timeline.advance(to: end + 0.1)
      #expect(scrollView.isTracking && scrollView.isDragging)
      let began = try #require(told.beganDragging)
      // The finger moved this far down since the drag began; the content follows
      // (1 − 1/(x·0.55/d + 1))·d of it, d the scroll view's height (Grant Paul's).
      let x = 250 - Double(began.y)
      let pulled = (1 - 1 / (x * 0.55 / 300 + 1)) * 300
      let expected = bounces ? -pulled : 0
      #expect(abs(Double(scrollView.contentOffset.y) - expected) < 1e-9)
      let shown = try #require(shownOrigin(of: row, in: scene))
      #expect(abs(shown.y - (40 + 500 - expected)) < 1e-9)
      scene.timeline.advance(to: end + 4)
      #expect(scrollView.contentOffset == .zero)
      #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
      #expect(told.endedDecelerating.count == (bounces ? 1 : 0))
    }
  }

  @Test("with paging, a short flick moves exactly one page")
  func paging() throws {
    let (script, end) = flick(from: Point(x: 150, y: 150), to: Point(x: 100, y: 150))
    let (scene, scrollView, _, told) = makeScrollView(height: 300, width: 1000, script: script)
    scrollView.isPagingEnabled = true
    scene.timeline.advance(to: end + 0.05)
    let released = try #require(told.released)
    // Released 40 points on (50 less the 10-point hysteresis) at 1000 points a second: the
    // deceleration would carry it to about 540, nearest page 3, but one flick goes one page.
    #expect(abs(released.offset.x - 40) < 1e-6)
    #expect(released.target == CGPoint(x: 200, y: 0))
    #expect(scrollView.contentOffset.x > 40 && scrollView.contentOffset.x < 200)
    scene.timeline.advance(to: end + 3)
    #expect(scrollView.contentOffset == CGPoint(x: 200, y: 0))
    #expect(told.endedDecelerating.count == 1)
  }

  @Test("scrollRectToVisible scrolls as little as shows the rectangle")
  func scrollRectToVisible() {
    let (_, scrollView, _, told) = makeScrollView()
    // Below the view: its bottom edge comes to the view's bottom.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 50, height: 40), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 540 - 300))
    // Already visible: nothing moves.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 50, height: 40), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 240))
    #expect(told.scrolls == 1)
    // Above the view: its top edge comes to the view's top.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 40), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
    // Past the content's end: no further than the end.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 2990, width: 50, height: 40), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2700))
  }

  @Test("constrained subviews sit in the content and scroll with it")
  func constrainedContent() throws {
    let (scene, scrollView, _, _) = makeScrollView()
    let header = UIView()
    header.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(header)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 10),
      header.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      header.widthAnchor.constraint(equalToConstant: 200),
      header.heightAnchor.constraint(equalToConstant: 50),
    ])
    scrollView.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 10, width: 200, height: 50))
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    scene.timeline.advance(to: 0.1)
    #expect(header.frame == CGRect(x: 0, y: 10, width: 200, height: 50))
    let shown = try #require(shownOrigin(of: header, in: scene))
    #expect(abs(shown.x - 20) < 1e-9 && abs(shown.y - (40 + 10 - 100)) < 1e-9)
  }

  @Test("a recorded flick draws the content where the deceleration has it, clipped")
  func recordedFlick() throws {
    let (script, release) = flick()
    let recording = try Recording(
      size: Size(width: 300, height: 400), duration: 2,
      settings: RenderSettings(fps: 10, scale: 1, threads: 1)
    ) { scene in
      let window = UIWindow(scene: scene)
      window.backgroundColor = .white
      let scrollView = UIScrollView(frame: CGRect(x: 20, y: 40, width: 200, height: 300))
      scrollView.contentSize = CGSize(width: 200, height: 3000)
      for (top, colour) in [(380, UIColor.blue), (500, .red)] {
        let row = UIView(frame: CGRect(x: 0, y: top, width: 200, height: 40))
        row.backgroundColor = colour
        scrollView.addSubview(row)
      }
      window.addSubview(scrollView)
      scene.touches.run(script)
    }
    // Released at 90 points and 1000 points a second: 0.5 s on, the offset is
    // 90 + 1000·(0.998^500 − 1)/(1000·ln 0.998), about 405.9. The red row's top shows at
    // 40 + 500 − 405.9 = 134.1; the blue row, at 14.1, is cut at the scroll view's top, 40.
    let offset = decelerated(90, 1000, rate: 0.998, at: 0.5)
    #expect(abs(offset - 405.9) < 0.1)
    let frame = try recording.frame(at: release + 0.5)
    #expect(frame[100, 150].red > 240 && frame[100, 150].blue < 15)
    #expect(frame[100, 125].blue > 240 && frame[100, 125].red > 240)
    #expect(frame[100, 45].blue > 240 && frame[100, 45].red < 15)
    #expect(frame[100, 30].blue > 240 && frame[100, 30].red > 240)
  }
}
