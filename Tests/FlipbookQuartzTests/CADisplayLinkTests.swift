import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Testing

/// What a display link's target saw at each call.
private final class Ticker {
  var calls: [(timestamp: Double, target: Double, now: Double)] = []
  var view: UIView?

  func step(_ link: CADisplayLink) {
    calls.append((link.timestamp, link.targetTimestamp, CACurrentMediaTime()))
    // Moves 120 points a second, by the time to the next frame shown, as display-link
    // code does.
    view?.center.x += 120 * (link.targetTimestamp - link.timestamp)
  }

  var ticks = 0
  func tick() { ticks += 1 }
}

/// Apple's CADisplayLink documentation: the link calls its target "in sync with the refresh
/// rate of the display"; `timestamp` is "the time interval that represents when the last
/// frame displayed", `targetTimestamp` "when the next frame displays", and
/// `preferredFramesPerSecond` "the preferred frame rate"; 0 means the display's maximum.
@Suite("CADisplayLink")
struct CADisplayLinkTests {
  @Test("a link calls its target at each 1/60 s refresh after it is added, with its times")
  func refreshes() throws {
    let (scene, _) = animationScene()
    scene.timeline.advance(to: 0.1)
    let ticker = Ticker()
    let link = CADisplayLink(target: ticker, selector: Ticker.step)
    link.add(to: .main, forMode: .common)
    scene.timeline.advance(to: 0.6)
    // Refreshes 7/60 … 36/60: the first after 0.1 s (6/60) to 0.6 s.
    #expect(ticker.calls.count == 30)
    for (index, call) in ticker.calls.enumerated() {
      let expected = Double(7 + index) / 60
      #expect(abs(call.timestamp - expected) < 1e-9)
      #expect(abs(call.target - (expected + 1 / 60)) < 1e-9)
      #expect(abs(call.now - expected) < 1e-9)
    }
    #expect(abs(link.duration - 1 / 60) < 1e-12)
    link.invalidate()
  }

  @Test("preferredFramesPerSecond 30 calls at every other refresh; 0 restores every one")
  func lowerRate() throws {
    let (scene, _) = animationScene()
    let ticker = Ticker()
    let link = CADisplayLink(target: ticker, selector: Ticker.step)
    link.preferredFramesPerSecond = 30
    link.add(to: .main, forMode: .default)
    scene.timeline.advance(to: 0.5)
    #expect(ticker.calls.count == 15)
    #expect(ticker.calls.allSatisfy { abs($0.target - $0.timestamp - 1 / 30) < 1e-9 })
    #expect(abs(ticker.calls[0].timestamp - 2 / 60) < 1e-9)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 60, preferred: 60)
    #expect(link.preferredFramesPerSecond == 60)
    let before = ticker.calls.count
    scene.timeline.advance(to: 1)
    // The refresh at 32/60 was already due; then each one, 33/60 … 60/60.
    #expect(ticker.calls.count - before == 29)
    link.invalidate()
  }

  @Test("a view moved from the link is where its speed puts it, frame after frame")
  func drivesAView() throws {
    let (scene, view) = animationScene()
    view.center = CGPoint(x: 50, y: 50)
    let ticker = Ticker()
    ticker.view = view
    let link = CADisplayLink(target: ticker, selector: Ticker.step)
    link.add(to: .main, forMode: .common)
    // 120 pt/s for 0.5 s, each call moving it to where the next frame shows it: by 0.5 s the
    // calls at 1/60 … 30/60 have moved it 30 × 2 points.
    let shown = try presented(view, scene, at: 0.5)
    #expect(abs(shown.position.x - 110) < 1e-9)
    link.invalidate()
  }

  @Test("pausing skips calls, invalidating stops them and lets go of the target")
  func pauseAndInvalidate() throws {
    let (scene, _) = animationScene()
    var ticker: Ticker? = Ticker()
    weak let watched = ticker
    do {
      // Kept only in a local, as on iOS the run loop keeps it.
      let link = CADisplayLink(target: ticker!, selector: Ticker.tick)
      link.add(to: .main, forMode: .common)
      scene.timeline.advance(to: 0.25)
      #expect(ticker?.ticks == 15)
      link.isPaused = true
      scene.timeline.advance(to: 0.5)
      #expect(ticker?.ticks == 15)
      link.isPaused = false
      scene.timeline.advance(to: 0.75)
      #expect(ticker?.ticks == 30)
      link.invalidate()
    }
    scene.timeline.advance(to: 1)
    #expect(ticker?.ticks == 30)
    ticker = nil
    #expect(watched == nil)
  }

  @Test("a link added before any scene starts with the first window's scene")
  func beforeScene() {
    final class Calls: @unchecked Sendable {
      // Written on the thread below, read after it signals.
      var times: [Double] = []
      func tick(_ link: CADisplayLink) { times.append(link.timestamp) }
    }
    let calls = Calls()
    onNewThread {
      let link = CADisplayLink(target: calls, selector: Calls.tick)
      link.add(to: .main, forMode: .common)
      let scene = Scene(size: Size(width: 100, height: 100), duration: 1)
      _ = UIWindow(scene: scene)
      scene.timeline.advance(to: 0.1)
      link.invalidate()
    }
    // The refreshes after 0 s up to 0.1 s: 1/60 … 6/60.
    #expect(calls.times.count == 6)
    #expect(abs((calls.times.first ?? 0) - 1 / 60) < 1e-9)
  }
}
