import Flipbook
import FlipbookQuartz
import Foundation
import Interaction
import Testing

/// The eight components of EverydayComponents.swift on an iPhone 16, each checked at given
/// times against what its timers, delays and curves say iOS shows.
@Suite("Everyday components, written for iOS")
struct EverydayComponentsTests {
  /// A scene on an iPhone 16 whose window shows `controller`; it appears at 0 s.
  private func show(_ controller: UIViewController, for duration: Double = 3) -> Scene {
    let scene = Scene(size: Device.iPhone16.size, duration: duration)
    scene.traits = RenderSettings(device: .iPhone16).traits
    let window = UIWindow(scene: scene)
    window.rootViewController = controller
    return scene
  }

  /// `view`'s presentation at `time`.
  private func shown(_ view: UIView, _ scene: Scene, at time: Double) throws -> CALayer {
    scene.timeline.advance(to: time)
    return try #require(view.layer.presentation())
  }

  @Test("the spring card grows from 0.8 and fades in when the screen appears")
  func springCard() throws {
    let controller = SpringCardViewController()
    let scene = show(controller)
    let start = try shown(controller.card, scene, at: 0)
    #expect(abs(start.transform.m11 - 0.8) < 1e-9 && start.opacity == 0)
    // UIKit's spring is within 0.001 of its distance at its duration, 0.6 s.
    let settled = try shown(controller.card, scene, at: 0.6)
    #expect(abs(settled.transform.m11 - 1) < 0.2 * 0.001 + 1e-9)
    #expect(abs(settled.opacity - 1) < 0.001 + 1e-6)
  }

  @Test("the heart made with HeartButton(frame:) pops to 1.3 half-way through its 0.3 s")
  func heartButton() throws {
    let controller = UIViewController()
    let button = HeartButton(frame: CGRect(x: 100, y: 300, width: 40, height: 40))
    let scene = show(controller)
    controller.view.addSubview(button)
    scene.touches.tap(button, at: 0.2)  // lifts at 0.32 s
    let peak = try shown(button.heart, scene, at: 0.32 + 0.15)
    #expect(abs(peak.transform.m11 - 1.3) < 1e-9)
    #expect(button.isLiked)
  }

  @Test("the shimmer made with ShimmerView() sweeps its highlight once a second, forever")
  func shimmer() throws {
    let controller = UIViewController()
    let shimmer = ShimmerView()
    shimmer.frame = CGRect(x: 20, y: 100, width: 353, height: 20)
    let scene = show(controller)
    controller.view.addSubview(shimmer)
    shimmer.startShimmering()
    // Linear (an explicit animation's default) from [0, 0.1, 0.2] to [0.8, 0.9, 1] over 1 s.
    for time in [0.25, 1.25, 2.25] {
      scene.timeline.advance(to: time)
      let locations = try #require(shimmer.gradient.presentation()?.locations)
      let expected = [0.2, 0.3, 0.4]
      #expect(zip(locations, expected).allSatisfy { abs($0.doubleValue - $1) < 1e-9 })
    }
  }

  @Test("the progress ring's timer fills it by 10 % every 0.1 s, then stops")
  func progressRing() throws {
    let controller = ProgressRingViewController()
    let scene = show(controller)
    // Scheduled in viewDidLoad at 0 s: fires at 0.1, 0.2, 0.3, … s.
    scene.timeline.advance(to: 0.35)
    #expect(abs(controller.ring.strokeEnd - 0.3) < 1e-9)
    #expect(abs((controller.ring.presentation()?.strokeEnd ?? 0) - 0.3) < 1e-9)
    scene.timeline.advance(to: 0.95)
    #expect(abs(controller.ring.strokeEnd - 0.9) < 1e-9)
    scene.timeline.advance(to: 2)
    #expect(controller.ring.strokeEnd == 1)
    let fires = scene.timeline.events.filter { $0.name == "timer.fired" }.count
    #expect(fires == 11)  // ten steps reach 0.99999…, the eleventh clamps to 1 and stops
  }

  @Test("the toast fades in over 0.3 s and out 1.3 s later, from asyncAfter")
  func toast() throws {
    let controller = ToastViewController()
    let scene = show(controller)
    // Ease-in-ease-out: half-way at half the time.
    #expect(abs(try shown(controller.toast, scene, at: 0.15).opacity - 0.5) < 1e-3)
    #expect(try shown(controller.toast, scene, at: 1.0).opacity == 1)
    #expect(abs(try shown(controller.toast, scene, at: 1.45).opacity - 0.5) < 1e-3)
    #expect(try shown(controller.toast, scene, at: 1.7).opacity == 0)
  }

  @Test("recorded on an iPhone 16, the toast's corner is white, dark grey, then half-way back")
  func toastRecorded() throws {
    let recording = try Recording(
      of: ToastViewController(), on: .iPhone16, duration: 2,
      settings: RenderSettings(fps: 20, scale: 1))
    // A point inside the toast, clear of its text: the white screen, UIColor.darkGray
    // (white 1/3: 85), and half of each at 1.45 s (170).
    let corner = (x: 100, y: 705)
    #expect(try recording.frame(at: 0)[corner.x, corner.y].red == 255)
    #expect(abs(Int(try recording.frame(at: 1)[corner.x, corner.y].red) - 85) <= 1)
    #expect(abs(Int(try recording.frame(at: 1.45)[corner.x, corner.y].red) - 170) <= 2)
  }

  @Test("the flip puts the back in the front's place")
  func flip() throws {
    let controller = FlipViewController()
    let scene = show(controller)
    scene.timeline.advance(to: 0.7)
    #expect(controller.back.superview === controller.container)
    #expect(controller.front.superview == nil)
  }

  @Test("the onboarding lines slide up 0.15 s apart")
  func onboarding() throws {
    let controller = OnboardingViewController()
    let scene = show(controller)
    let third = controller.lines[2]
    #expect(try shown(third, scene, at: 0.3).opacity == 0)
    // Ease-out over 0.4 s from a delay of 0.3 s: at 0.5 s, the curve at half its time.
    let expected = bezier(0, 0, 0.58, 1, at: 0.5)
    let middle = try shown(third, scene, at: 0.5)
    #expect(abs(Double(middle.opacity) - expected) < 1e-3)
    #expect(abs(middle.transform.m42 - 30 * (1 - expected)) < 1e-2)
    #expect(try shown(third, scene, at: 1.0).opacity == 1)
  }

  @Test("the refresh spinner turns for the second of the load, then the content snaps back")
  func pullToRefresh() throws {
    let controller = RefreshViewController()
    let scene = show(controller)
    scene.timeline.schedule(at: 0.2) { controller.beginRefreshing() }
    #expect(abs(try shown(controller.content, scene, at: 1.1).transform.m42 - 60) < 1e-9)
    #expect(controller.spinner.layer.animation(forKey: "spin") != nil)
    // The load ends 1 s after it began, at 1.2 s: the spinner stops and the content springs
    // back over 0.4 s.
    scene.timeline.advance(to: 1.25)
    #expect(controller.spinner.layer.animation(forKey: "spin") == nil)
    #expect(abs(try shown(controller.content, scene, at: 1.6).transform.m42) < 60 * 0.001 + 1e-6)
  }
}
