import Flipbook
import FlipbookQuartz
import Geometry
import Interaction
import Layers
import Pixels
import Testing

/// The times at which `name` was logged in `scene`'s timeline.
private func times(of name: String, in scene: Scene) -> [Double] {
  scene.timeline.events.filter { $0.name == name }.map(\.time)
}

/// Runs `body` on a thread of its own, on which no scene has run, and waits for it.
func onNewThread(_ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    done.signal()
  }
  thread.start()
  done.wait()
}

/// Foundation's Timer documentation: a timer "fires after a certain time interval has
/// elapsed"; a repeating timer "reschedules itself based on the scheduled firing time";
/// `invalidate()` "stops the timer from ever firing again". Dispatch's `asyncAfter` runs its
/// work at the deadline. The scene times below follow from those intervals alone.
@Suite("Timers, dispatch and the run loop")
struct RunLoopTests {
  @Test("a progress ring stepped by a 0.1 s timer reads 0.3 at 0.35 s and stops when invalidated")
  func progressRing() throws {
    let (scene, view) = animationScene()
    let ring = CAShapeLayer()
    ring.path = UIBezierPath(ovalIn: view.bounds.insetBy(dx: 10, dy: 10)).cgPath
    ring.strokeEnd = 0
    view.layer.addSublayer(ring)
    var progress: CGFloat = 0
    Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
      progress += 0.1
      CATransaction.setDisableActions(true)
      ring.strokeEnd = progress
      if progress >= 0.5 - 1e-9 { timer.invalidate() }
    }
    scene.timeline.advance(to: 0.35)
    let shown = try #require(ring.presentation())
    // Fired at 0.1, 0.2 and 0.3 s.
    #expect(abs(shown.strokeEnd - 0.3) < 1e-9)
    scene.timeline.advance(to: 2)
    #expect(abs(ring.strokeEnd - 0.5) < 1e-9)
    let fired = times(of: "timer.fired", in: scene)
    #expect(fired.count == 5)
    for (index, time) in fired.enumerated() {
      #expect(abs(time - 0.1 * Double(index + 1)) < 1e-9)
    }
  }

  @Test("a timer made with a target and a method, added to RunLoop.main, fires once and is done")
  func targetTimer() throws {
    final class Counter {
      var count = 0
      func tick(_ timer: Timer) { count += 1 }
    }
    let (scene, _) = animationScene()
    let counter = Counter()
    let timer = Timer(
      timeInterval: 0.25, target: counter, selector: Counter.tick, userInfo: "info",
      repeats: false)
    #expect(timer.timeInterval == 0)
    #expect(timer.userInfo as? String == "info")
    RunLoop.main.add(timer, forMode: .common)
    scene.timeline.advance(to: 0.2)
    #expect(counter.count == 0)
    scene.timeline.advance(to: 1)
    #expect(counter.count == 1)
    #expect(!timer.isValid)
    #expect(times(of: "timer.fired", in: scene) == [0.25])
  }

  @Test("fire() runs a repeating timer now without moving its schedule")
  func fireNow() throws {
    let (scene, _) = animationScene()
    var log: [Double] = []
    let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
      log.append(CACurrentMediaTime())
    }
    scene.timeline.advance(to: 0.2)
    timer.fire()
    scene.timeline.advance(to: 1.2)
    timer.invalidate()
    scene.timeline.advance(to: 2)
    #expect(log == [0.2, 0.5, 1.0])
  }

  @Test(
    "a timer made for a fire date fires then and every interval after; a new fire date moves it")
  func fireDate() throws {
    let (scene, _) = animationScene()
    var log: [Double] = []
    let timer = Timer(fire: Date().addingTimeInterval(0.3), interval: 0.2, repeats: true) { _ in
      log.append(CACurrentMediaTime())
    }
    RunLoop.current.add(timer, forMode: .default)
    #expect(timer.timeInterval == 0.2)
    scene.timeline.advance(to: 0.8)
    // Due at 0.3, 0.5, 0.7 s; the next at 0.9 s is moved to 0.25 s after 0.8 s.
    timer.fireDate = Date().addingTimeInterval(0.25)
    scene.timeline.advance(to: 1.3)
    timer.invalidate()
    #expect(log.count == 5)
    for (time, expected) in zip(log, [0.3, 0.5, 0.7, 1.05, 1.25]) {
      #expect(abs(time - expected) < 1e-9)
    }
  }

  @Test("asyncAfter(deadline: .now() + 0.5) snaps back at 0.5 s of scene time")
  func snapBack() throws {
    let (scene, view) = animationScene()
    scene.timeline.advance(to: 0.25)
    view.center = CGPoint(x: 150, y: 50)
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      UIView.animate(withDuration: 0.3) { view.center = CGPoint(x: 50, y: 50) }
    }
    scene.timeline.advance(to: 0.7)
    #expect(try #require(view.layer.presentation()).position.x == 150)
    scene.timeline.advance(to: 2)
    #expect(times(of: "dispatch.ran", in: scene) == [0.75])
    #expect(times(of: "animation.begin", in: scene) == [0.75])
    #expect(try #require(view.layer.presentation()).position.x == 50)
  }

  @Test(
    "work for the main queue, a global queue and a work item runs in order, a cancelled item not")
  func queues() throws {
    let (scene, _) = animationScene()
    var log: [String] = []
    DispatchQueue.global().async {
      log.append("global")
      DispatchQueue.main.async { log.append("main from global") }
    }
    DispatchQueue.main.async { log.append("main") }
    let cancelled = DispatchWorkItem { log.append("cancelled") }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, execute: cancelled)
    cancelled.cancel()
    #expect(log.isEmpty)
    scene.timeline.advance(to: 1)
    #expect(log == ["global", "main", "main from global"])
  }

  @Test("perform(_:with:afterDelay:) calls the method at its scene time")
  func performAfterDelay() throws {
    final class Hider: NSObject {
      var hiddenAt: Double?
      func hide() { hiddenAt = CACurrentMediaTime() }
    }
    let (scene, _) = animationScene()
    let hider = Hider()
    hider.perform(Hider.hide, with: nil, afterDelay: 0.4)
    scene.timeline.advance(to: 1)
    #expect(hider.hiddenAt == 0.4)
  }

  @Test(
    "a timer scheduled before any scene fires its interval after the first window's scene starts")
  func timerBeforeScene() throws {
    final class Log: @unchecked Sendable {
      // Written on the thread below, read after it signals.
      var times: [Double] = []
    }
    let fired = Log()
    onNewThread {
      Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
        fired.times.append(CACurrentMediaTime())
      }
      let scene = Scene(size: Size(width: 100, height: 100), duration: 1)
      _ = UIWindow(scene: scene)
      scene.timeline.advance(to: 1)
    }
    #expect(fired.times == [0.3])
  }

  @Test("a recording driven by a timer gives the same frames twice")
  func sameBytes() throws {
    func record() throws -> [Image] {
      let recording = try Recording(
        size: Size(width: 60, height: 60), duration: 1,
        settings: RenderSettings(fps: 10, scale: 1, threads: 2)
      ) { scene in
        let window = UIWindow(scene: scene)
        window.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 0, y: 20, width: 0, height: 20))
        bar.backgroundColor = .blue
        window.addSubview(bar)
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
          bar.frame.size.width += 6
          if bar.frame.width >= 60 { timer.invalidate() }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.55) {
          UIView.animate(withDuration: 0.2) { bar.alpha = 0.5 }
        }
      }
      return try recording.frames(at: recording.frameTimes)
    }
    let first = try record()
    let second = try record()
    #expect(first == second)
    // At 0.4 s, four firings (0.1 … 0.4 s) have made the bar 24 points wide: its 24th
    // column is blue and its 25th is not.
    let frame = first[4]
    #expect(frame[23, 30] != frame[24, 30])
  }

  /// The example's timer fires at 0.1 … 1.0 s, setting `strokeEnd` to 1/10 … 10/10; the
  /// snap-back is queued at the last firing for 0.5 s later and animates for 0.3 s.
  @Test("the porting.md example fills its ring in ten 0.1 s steps and snaps back 0.5 s later")
  func portingExample() throws {
    let scene = Scene(size: Size(width: 200, height: 200), duration: 3)
    let window = UIWindow(scene: scene)
    let controller = ProgressViewController()
    window.rootViewController = controller
    scene.timeline.advance(to: 0.35)
    #expect(abs(controller.ring.strokeEnd - 0.3) < 1e-9)
    #expect(controller.ring.frame == window.bounds)
    scene.timeline.advance(to: 1.49)
    let fired = times(of: "timer.fired", in: scene)
    #expect(fired.count == 10)
    #expect(abs((fired.last ?? 0) - 1) < 1e-9)
    let full = try #require(controller.ring.presentation())
    #expect(full.strokeEnd == 1)
    scene.timeline.advance(to: 1.65)
    let ran = times(of: "dispatch.ran", in: scene)
    #expect(ran.count == 1)
    #expect(abs((ran.first ?? 0) - 1.5) < 1e-9)
    #expect(controller.ring.strokeEnd == 0)
    let snapping = try #require(controller.ring.presentation())
    #expect(snapping.strokeEnd > 0 && snapping.strokeEnd < 1)
    scene.timeline.advance(to: 2)
    let empty = try #require(controller.ring.presentation())
    #expect(empty.strokeEnd == 0)
  }
}
