import Animation
import Foundation
import GIF
import Geometry
import Interaction
import Layers
import Pixels
import Raster
import Scenes
import Testing

@testable import Flipbook

@Suite("Recording")
struct RecordingTests {
  private func gifBytes(_ demo: SceneFile, threads: Int) throws -> Data {
    let path = NSTemporaryDirectory() + "flipbook-rec-\(UUID().uuidString).gif"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recording = try Recording(
      file: demo, settings: RenderSettings(fps: 20, scale: 1, threads: threads))
    try recording.writeGIF(to: path)
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test(
    "one thread and four threads give byte-identical GIFs",
    arguments: ["button-pop", "flip", "rotation", "button-states", "fluid-button"])
  func deterministic(name: String) throws {
    let demo = try SceneFile.builtIn(named: name)
    #expect(try gifBytes(demo, threads: 1) == gifBytes(demo, threads: 4))
  }

  @Test(
    "frames arrive in order, drawn as alone, prepared after the one before, in batches",
    arguments: [1, 2, 3])
  func preparedWhileDrawing(threads: Int) throws {
    let recording = try Recording(
      file: .builtIn(named: "button-pop"),
      settings: RenderSettings(fps: 10, scale: 1, threads: threads))
    let path = NSTemporaryDirectory() + "flipbook-rec-\(UUID().uuidString).gif"
    let writer = try AnimationWriter(
      path: path, format: .gif, width: 10, height: 10, frameCount: 1, fps: 10)
    defer { writer.cancel() }
    let preparer = try #require(writer.preparer)
    var indices: [Int] = []
    var previous: Image?
    try recording.renderFrames(redrawingEveryFrame: false, preparing: preparer) {
      index, image, _, prepared in
      indices.append(index)
      if index % 4 == 0 {
        let alone = try recording.frame(at: recording.time(ofFrame: index))
        #expect(image == alone)
      }
      let expected = preparer(image, previous).gif
      #expect(prepared?.gif.compressed != nil)
      #expect(prepared?.gif.compressed == expected.compressed)
      #expect(prepared?.gif.region == expected.region)
      previous = image
    }
    // Several batches on every thread count (a batch holds eight frames a thread).
    #expect(recording.frameCount > 3 * 8 * 3)
    #expect(indices == Array(0..<recording.frameCount))
  }

  @Test(
    "a single frame drawn in bands on several threads equals the one-thread frame",
    arguments: [0.4, 0.62, 0.85, 1.1])
  func bandsAreDeterministic(time: Double) throws {
    let one = try Recording(file: .builtIn(named: "flip"), settings: RenderSettings(threads: 1))
      .frame(at: time)
    let many = try Recording(file: .builtIn(named: "flip"), settings: RenderSettings(threads: 3))
      .frame(at: time)
    #expect(one == many)
  }

  @Test("the finger dot can be switched off; it shows only while a finger is down")
  func hideTouches() throws {
    let shown = try Recording(file: .builtIn(named: "flip"), settings: RenderSettings(scale: 1))
    let hidden = try Recording(
      file: .builtIn(named: "flip"), settings: RenderSettings(scale: 1, showsTouches: false))
    // A finger is down from 0.4 s to 0.52 s, none at 1.2 s.
    #expect(try shown.frame(at: 0.45) != hidden.frame(at: 0.45))
    #expect(try shown.frame(at: 1.2) == hidden.frame(at: 1.2))
  }

  @Test("a frame alone equals the same frame from a batch")
  func frameAtTime() throws {
    let recording = try Recording(file: .builtIn(named: "flip"), settings: RenderSettings(scale: 1))
    let batch = try recording.frames(at: [1.1, 0.6])
    #expect(try recording.frame(at: 0.6) == batch[1])
    #expect(try recording.frame(at: 1.1) == batch[0])
  }

  @Test("the pop's events carry the seed's keyTimes, values, duration and curve")
  func popEvents() throws {
    let events = try Recording(file: .builtIn(named: "button-pop")).events()
    let begin = try #require(events.first { $0.name == "animation.begin" })
    #expect(begin["layer"] == .string("save"))
    #expect(begin["keyPath"] == .string("transform.scale"))
    #expect(begin["values"] == .list([.number(0.9), .number(1.2), .number(1.0)]))
    #expect(begin["keyTimes"] == .list([.number(0.2), .number(0.4), .number(1.0)]))
    #expect(begin["duration"] == .number(0.3))
    #expect(begin["timing"] == .string("easeOut"))
    let end = try #require(events.first { $0.name == "animation.end" })
    #expect(abs(end.time - begin.time - 0.3) < 1e-9)
    // The action (the alert) runs only once the pop has ended.
    let alert = try #require(events.first { $0.name == "action" })
    #expect(alert["name"] == .string("alert Saved") && alert.time == end.time)
  }

  @Test("the flip's events: two halves with their angles and curves, a refused second flip")
  func flipEvents() throws {
    let events = try Recording(file: .builtIn(named: "flip")).events()
    let begins = events.filter { $0.name == "animation.begin" }
    #expect(begins.count == 4)
    #expect(begins[0]["from"] == .number(0) && begins[0]["to"] == .number(.pi / 2))
    #expect(begins[0]["timing"] == .string("easeIn") && begins[0]["layer"] == .string("Hello"))
    #expect(begins[1]["from"] == .number(-.pi / 2) && begins[1]["to"] == .number(0))
    #expect(begins[1]["timing"] == .string("easeOut") && begins[1]["layer"] == .string("World"))
    #expect(abs(begins[1].time - begins[0].time - 0.5) < 1e-9)
    #expect(
      events.contains {
        $0.name == "action" && $0["name"] == .string("flip refused: one is running")
      })
  }

  @Test("the rotation's events: two recognised turns and two failed gestures with reasons")
  func rotationEvents() throws {
    let events = try Recording(file: .builtIn(named: "rotation")).events()
    let recognized = events.filter { $0.name == "gesture.recognized" }.map { $0["turn"] }
    #expect(recognized == [.string("clockwise"), .string("counterClockwise")])
    let failed = events.filter { $0.name == "gesture.failed" }.map { $0["reason"] }
    #expect(failed == [.string("moved up"), .string("more than one finger")])
  }

  @Test("the button states' events: highlights follow the finger, the disabled one stays quiet")
  func buttonStatesEvents() throws {
    let events = try Recording(file: .builtIn(named: "button-states")).events()
    let share = events.filter { $0.name == "control.state" && $0["control"] == .string("share") }
    #expect(
      share.map { $0["state"] } == [
        .string("highlighted"), .string("normal"), .string("highlighted"), .string("normal"),
      ])
    #expect(
      !events.contains { $0["control"] == .string("delete") || $0["name"] == .string("delete") })
    let actions = events.filter { $0.name == "action" }.compactMap { $0["name"] }
    #expect(
      actions == [.string("download"), .string("share"), .string("follow"), .string("follow")])
  }

  @Test("the fluid button's events: a light haptic on every touch down")
  func fluidEvents() throws {
    let events = try Recording(file: .builtIn(named: "fluid-button")).events()
    let downs = events.filter {
      $0.name == "control.state" && $0["state"] == .string("highlighted")
    }
    let haptics = events.filter { $0.name == "haptic" }
    #expect(downs.count == 6 && haptics.map(\.time) == downs.map(\.time))
  }

  @Test("settings out of range are refused with a typed error")
  func settings() {
    for (settings, setting, value) in [
      (RenderSettings(fps: 60), RenderSettings.Setting.fps, 60.0),
      (RenderSettings(fps: 0), .fps, 0),
      (RenderSettings(fps: 0.005), .fps, 0.005),
      (RenderSettings(scale: 0), .scale, 0),
      (RenderSettings(scale: 9), .scale, 9),
      (RenderSettings(loopCount: -1), .loopCount, -1),
      (RenderSettings(threads: 0), .threads, 0),
      (RenderSettings(threads: 300), .threads, 300),
    ] {
      let error = RenderSettingError(setting: setting, value: value, cause: setting.rangeRule)
      #expect(throws: error) {
        _ = try Recording(file: .builtIn(named: "button-pop"), settings: settings)
      }
    }
    #expect(throws: RecordingError.invalidTime(-1)) {
      _ = try Recording(file: .builtIn(named: "button-pop")).frame(at: -1)
    }
  }

  @Test("a scene of your own records, with its background")
  func ownScene() throws {
    let recording = try Recording(
      size: Size(width: 40, height: 20), duration: 1, background: .black,
      settings: RenderSettings(scale: 1)
    ) { scene in
      let card = Layer(frame: Rect(x: 20, y: 0, width: 20, height: 20))
      card.backgroundColor = .red
      scene.rootLayer.addSublayer(card)
      card.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1), forKey: "fade")
    }
    #expect(recording.frameCount == 30 && recording.frameDelays.reduce(0, +) == 100)
    func pixel(_ image: Image, x: Int, y: Int) -> [UInt8] {
      Array(image.bytes[((y * image.width + x) * 4)..<((y * image.width + x) * 4 + 4)])
    }
    let start = try recording.frame(at: 0)
    let half = try recording.frame(at: 0.5)
    #expect(pixel(start, x: 5, y: 10) == [0, 0, 0, 255])  // the background, not white
    #expect(pixel(start, x: 30, y: 10) == [0, 0, 0, 255])  // the card, transparent
    #expect((126...129).contains(pixel(half, x: 30, y: 10)[0]))  // red at half opacity
    #expect(pixel(half, x: 30, y: 10)[1] == 0)
  }

  @Test(
    "frames from the recorded model copies equal frames of the live scene at the same times",
    arguments: ["button-pop", "flip", "rotation", "button-states", "fluid-button"])
  func copiesPresentLikeTheLiveScene(name: String) throws {
    let demo = try SceneFile.builtIn(named: name)
    let settings = RenderSettings(fps: 10, scale: 0.5, threads: 1)
    let recording = try Recording(file: demo, settings: settings)
    // Every frame time, plus every event time: the moments the model changes.
    let eventTimes = recording.events().map(\.time)
    let times = Array(Set(recording.frameTimes + eventTimes)).sorted()
    let recorded = try recording.frames(at: times.reversed()).reversed()
    let scene = try demo.makeScene()
    let renderer = Renderer(
      scale: settings.scale, background: scene.background, fonts: recording.fonts)
    for (t, frame) in zip(times, recorded) {
      scene.timeline.advance(to: t)
      let live = renderer.render(scene.rootLayer.presentation(at: t), size: scene.size)
      #expect(live == frame, "t = \(t)")
    }
  }

  @Test("a scene instance can be asked for frames again, in any order")
  func askedAgain() throws {
    let recording = try Recording(
      scene: SceneFile.builtIn(named: "rotation").makeScene(), settings: .init(scale: 0.5))
    let late = try recording.frame(at: 2.5)
    let early = try recording.frame(at: 0.2)
    #expect(try recording.frame(at: 2.5) == late)
    #expect(try recording.frame(at: 0.2) == early)
    #expect(late != early)
  }
}
