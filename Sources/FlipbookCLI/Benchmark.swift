import Dispatch
import Flipbook
import Foundation

/// Measures rendering and encoding on fixed workloads, against a baseline measured in the
/// same run, so the figures compare across machines and across noisy runs.
struct Benchmark {
  /// A named scene rendered for a fixed number of frames.
  struct Workload: Sendable {
    /// The name given to `--workload`.
    let name: String
    /// A fresh copy of the scene.
    let makeScene: @Sendable () throws -> Scene
    /// Frame times.
    let times: [Double]
    /// Pixels per point.
    let scale: Double
  }

  /// What one workload measured.
  struct Result: Sendable {
    /// The workload's name.
    let workload: String
    /// Frames rendered.
    let frames: Int
    /// Frame size in pixels.
    let width: Int
    /// Frame size in pixels.
    let height: Int
    /// Seconds to render every frame on one thread (the best of the runs).
    let renderSeconds: Double
    /// Seconds to render every frame on all threads (the best of the runs).
    let parallelSeconds: Double
    /// Seconds to encode the GIF.
    let encodeSeconds: Double
    /// Seconds to fill and convert a blank canvas once per frame: the baseline.
    let baselineSeconds: Double
    /// The size of the GIF.
    let bytes: Int
    /// Threads used for the parallel run.
    let threads: Int

    /// Megapixels rendered per second on one thread.
    var megapixelsPerSecond: Double {
      Double(frames * width * height) / 1e6 / renderSeconds
    }
    /// Frames rendered per second on all threads.
    var framesPerSecond: Double { Double(frames) / parallelSeconds }
    /// Rendering time as a multiple of the baseline.
    var renderToBaseline: Double { renderSeconds / baselineSeconds }
  }

  /// The flip of seed 001 alone: a 300 × 200 pt card at scale 2 (600 × 400 px), 31 frames
  /// over its one second.
  static let flip = Workload(
    name: "flip", makeScene: { flipScene() }, times: (0...30).map { Double($0) / 30 }, scale: 2)

  /// The button-pop demo's first press, pop and alert at 30 fps (0.4 s to 1.8 s).
  static let pop = Workload(
    name: "pop", makeScene: { try SceneFile.builtIn(named: "button-pop").makeScene() },
    times: (0..<42).map { 0.4 + Double($0) / 30 }, scale: 2)

  /// Every workload.
  static let all = [flip, pop]

  /// Runs one workload: each timing is the best of `runs`.
  static func run(_ workload: Workload, runs: Int = 3, threads: Int) throws -> Result {
    let recording = try Recording(
      scene: workload.makeScene(), settings: RenderSettings(scale: workload.scale, threads: threads)
    )
    let trees = try recording.presentations(at: workload.times)
    let renderer = recording.renderer
    let size = recording.pixelSize

    let baseline = best(of: runs) {
      for _ in trees {
        _ = Canvas(width: size.width, height: size.height, fill: .white).image
      }
    }
    var frames: [Image] = []
    let single = best(of: runs) {
      frames = trees.map { renderer.render($0, size: recording.size) }
    }
    let parallel = best(of: runs) {
      _ = ParallelMap.map(trees, threads: threads) { renderer.render($0, size: recording.size) }
    }
    let path = NSTemporaryDirectory() + "flipbook-bench-\(getpid())-\(workload.name).gif"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let delays = FrameDelays.centiseconds(frameCount: frames.count, fps: 30)
    let encode = try bestThrowing(of: runs) {
      let encoder = try GIFEncoder(path: path, width: size.width, height: size.height)
      for (frame, delay) in zip(frames, delays) { try encoder.add(frame, delay: delay) }
      try encoder.finish()
    }
    let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    return Result(
      workload: workload.name, frames: trees.count, width: size.width, height: size.height,
      renderSeconds: single, parallelSeconds: parallel, encodeSeconds: encode,
      baselineSeconds: baseline, bytes: bytes, threads: threads)
  }

  /// The peak resident memory of this process so far, in bytes.
  static var peakMemoryBytes: Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Int(usage.ru_maxrss) * 1024
  }

  private static func best(of runs: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, runs) {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
  }

  private static func bestThrowing(of runs: Int, _ body: () throws -> Void) throws -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, runs) {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
  }

  /// The flip of seed 001 filling a 300 × 200 pt canvas, starting at once: "Hello" on blue
  /// turns to "World" on red over one second. The scene lasts 31 frames at 30 fps, so the
  /// settled card at t = 1 is the last frame. `cards` replace the labels' drawing with
  /// bitmaps (contents at scale 2, no background, no text).
  static func flipScene(cards: (hello: Image, world: Image)? = nil) -> Scene {
    let size = Size(width: 300, height: 200)
    let scene = Scene(size: size, duration: 31.0 / 30)
    let container = Layer(frame: Rect(origin: .zero, size: size), name: "container")
    scene.rootLayer.addSublayer(container)
    var labels = [flipCard("Hello", .blue), flipCard("World", .red)]
    if let cards {
      labels = zip(labels, [cards.hello, cards.world]).map { label, image in
        let card = Layer(frame: label.frame, name: label.name)
        card.contents = LayerContents(image: image, scale: 2)
        return card
      }
    }
    container.addSublayer(labels[0])
    FlipTransition.flip(
      from: labels[0], to: labels[1], in: container, duration: 1, timeline: scene.timeline)
    return scene
  }

  /// A 300 × 200 pt label as seed 001 makes it: system font 100 pt, centred, on a colour.
  private static func flipCard(_ text: String, _ background: Color) -> Layer {
    let label = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: text)
    label.backgroundColor = background
    label.text = TextContent(text, fontSize: 100, color: .black)
    return label
  }

  /// Writes the peer workload into `directory`: the two cards as PNGs (`hello.png`,
  /// `world.png`, 600 × 400 px) and `flip.json`, each frame's visible cards with their screen
  /// corners; then renders and encodes the flip from those PNGs `runs` times into
  /// `flipbook.gif` and returns each run's seconds (PNG decoding excluded, as for the peers).
  static func writePeerWorkload(to directory: String, runs: Int, threads: Int) throws -> [Double] {
    try Recording.makeDirectory(directory)
    let renderer = try Renderer(scale: 2, font: Font.bundled())
    for card in [flipCard("Hello", .blue), flipCard("World", .red)] {
      try renderer.render(card.presentation(at: 0), size: Size(width: 300, height: 200))
        .writePNG(to: directory + "/\(card.name!.lowercased()).png")
    }
    let hello = try Image(contentsOfPNGFile: directory + "/hello.png")
    let world = try Image(contentsOfPNGFile: directory + "/world.png")
    let recording = try Recording(
      scene: flipScene(cards: (hello, world)), settings: RenderSettings(threads: threads))
    try writeCorners(of: recording, to: directory + "/flip.json")
    var seconds: [Double] = []
    for _ in 0..<max(1, runs) {
      let start = DispatchTime.now().uptimeNanoseconds
      try recording.writeGIF(to: directory + "/flipbook.gif")
      seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return seconds
  }

  /// One line per frame: `{"t":…,"cards":[{"name":…,"corners":[[x,y],…]}]}`, the corners in
  /// pixels, clockwise from the top left, of each card drawn (seen from the front or back).
  private static func writeCorners(of recording: Recording, to path: String) throws {
    let times = (0..<recording.frameCount).map(recording.time(ofFrame:))
    let trees = try recording.presentations(at: times)
    var lines: [String] = []
    for (t, tree) in zip(times, trees) {
      var cards: [String] = []
      for (index, card) in tree.sublayers[0].sublayers.enumerated() where !card.isHidden {
        let corners = recording.renderer.screenCorners(ofLayerAt: [0, index], in: tree)
        guard corners.allSatisfy({ $0 != nil }) else { continue }
        let points = corners.map { "[\($0!.x),\($0!.y)]" }.joined(separator: ",")
        cards.append("{\"name\":\(JSON.string(card.name ?? "")),\"corners\":[\(points)]}")
      }
      lines.append("{\"t\":\(t),\"cards\":[\(cards.joined(separator: ","))]}")
    }
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
  }
}

extension Benchmark {
  /// What simulating one touch script measured.
  struct TouchScriptResult: Sendable {
    /// Finger events in the script.
    let events: Int
    /// Frames presented, in batches as a GIF render asks for them.
    let frames: Int
    /// Seconds to simulate the script and present every frame (the best of the runs).
    let seconds: Double
    /// The peak resident memory of the process after this run, in bytes.
    let peakMemoryBytes: Int

    /// Microseconds per finger event.
    var microsecondsPerEvent: Double { seconds * 1e6 / Double(events) }
  }

  /// The finger-event counts of the touch-script workload, smallest (the baseline) first.
  static let touchScriptSizes = [25_000, 50_000, 100_000, 200_000]

  /// A 10 s scene of 300 frames at 30 fps whose finger drags back and forth across a card,
  /// reporting `events` finger events in all, presented frame by frame in batches of four, as
  /// a GIF render would: the time should grow linearly with `events`, and the memory by the
  /// events' own log, not by a copy of the model per event.
  static func touchScript(events: Int, runs: Int = 3) throws -> TouchScriptResult {
    let duration = 10.0
    let times = (0..<300).map { Double($0) / 30 }
    let seconds = try bestThrowing(of: runs) {
      let recording = try Recording(
        size: Size(width: 200, height: 200), duration: duration,
        settings: RenderSettings(scale: 1, threads: 1)
      ) { scene in
        let card = Layer(frame: Rect(x: 20, y: 20, width: 160, height: 160), name: "card")
        card.backgroundColor = .systemBlue
        scene.rootLayer.addSublayer(card)
        var script = TouchScript()
        let path = [Point(x: 30, y: 100), Point(x: 170, y: 100), Point(x: 30, y: 100)]
        // One drag for the whole scene: a press, `events - 2` moves and a lift.
        let length = 280.0
        let span = duration - 0.2
        script.press(at: path[0], time: 0.05)
        let end = script.move(
          along: path, from: 0.05, speed: length / span, sampleRate: Double(events - 2) / span)
        script.lift(at: path[2], time: end + 0.05)
        scene.touches.run(script)
      }
      for start in stride(from: 0, to: times.count, by: 4) {
        _ = try recording.presentations(at: Array(times[start..<min(start + 4, times.count)]))
      }
    }
    return TouchScriptResult(
      events: events, frames: times.count, seconds: seconds, peakMemoryBytes: peakMemoryBytes)
  }
}
