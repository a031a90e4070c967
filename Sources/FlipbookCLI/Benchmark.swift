import Dispatch
import Flipbook
import Foundation
import GIF
import Geometry
import Interaction
import Layers
import Pixels
import Raster
import Scenes

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
    defer { removeScratch(path) }
    let delays = FrameDelays.centiseconds(frameCount: frames.count, fps: 30)
    let encode = try bestThrowing(of: runs) {
      let encoder = try GIFEncoder(path: path, width: size.width, height: size.height)
      for (frame, delay) in zip(frames, delays) { try encoder.add(frame, delay: delay) }
      try encoder.finish()
    }
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw FlipbookError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    let bytes = Int(info.st_size)
    return Result(
      workload: workload.name, frames: trees.count, width: size.width, height: size.height,
      renderSeconds: single, parallelSeconds: parallel, encodeSeconds: encode,
      baselineSeconds: baseline, bytes: bytes, threads: threads)
  }

  /// Removes a benchmark's scratch file, with a warning when it stays.
  static func removeScratch(_ path: String) {
    if unlink(path) != 0, errno != ENOENT {
      StandardError.line(
        "flipbook: warning: \(path): the benchmark's scratch file cannot be removed: "
          + String(cString: strerror(errno)))
    }
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

  static func bestThrowing(of runs: Int, _ body: () throws -> Void) throws -> Double {
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
    let renderer = try Renderer(scale: 2, fonts: FontLibrary.bundled())
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

extension Benchmark {
  /// One picture of the shapes workload: polygons filled in order over white.
  struct ShapePicture: Sendable {
    /// The name the table shows.
    let name: String
    /// The fills, bottom first.
    let fills: [ShapeFill]
  }

  /// One polygon set, or one curved path filled or stroked, with its fill rule and colour.
  struct ShapeFill: Sendable {
    /// Closed contours in pixels (empty for a curved path).
    let contours: [[Point]]
    /// evenOdd when true, else nonZero.
    let evenOdd: Bool
    /// The colour, straight alpha.
    let color: Color
    /// A curved path in pixels, filled, or stroked when `stroke` is given.
    var path: Path? = nil
    /// How `path` is stroked; nil fills it.
    var stroke: StrokeStyle? = nil
  }

  /// What drawing one picture of the shapes workload measured.
  struct ShapeResult: Sendable {
    /// The picture's name.
    let name: String
    /// Seconds of each run's fills alone (coverage and compositing), on one thread.
    let fillSeconds: [Double]
    /// Seconds of each whole run: the white canvas, the fills, the conversion to bytes.
    let frameSeconds: [Double]
    /// The picture drawn.
    let image: Image
    /// Pixels with some coverage, summed over the fills: the work a fill cannot avoid.
    let coveredPixels: Int
  }

  /// The shapes workload's canvas: 400 × 300 pt at scale 2.
  static let shapeScale = 2.0
  /// The canvas size in pixels.
  static let shapeWidth = 800
  /// The canvas size in pixels.
  static let shapeHeight = 600

  /// The pictures of the shapes workload, in points scaled to pixels: two pentagrams (nonZero
  /// and evenOdd) and a seven-pointed star; a circle and a ring as 512-gons; 90 slivers 0.05 to
  /// 0.6 pt wide at every angle; 300 random polygons of 3 to 7 points (self-intersecting as
  /// they fall) in random translucent colours, drawn from a fixed seed.
  static func shapePictures() -> [ShapePicture] {
    let s = shapeScale
    func point(_ x: Double, _ y: Double) -> Point { Point(x: x * s, y: y * s) }
    func star(_ cx: Double, _ cy: Double, _ r: Double, points: Int, step: Int) -> [Point] {
      (0..<points).map { i in
        let angle = -Double.pi / 2 + 2 * Double.pi * Double(i * step) / Double(points)
        return point(cx + r * cos(angle), cy + r * sin(angle))
      }
    }
    func circle(_ cx: Double, _ cy: Double, _ r: Double, reversed: Bool = false) -> [Point] {
      let points = (0..<512).map { i in
        let angle = 2 * Double.pi * Double(i) / 512
        return point(cx + r * cos(angle), cy + r * sin(angle))
      }
      return reversed ? points.reversed() : points
    }
    let stars = ShapePicture(
      name: "star",
      fills: [
        ShapeFill(contours: [star(100, 150, 95, points: 5, step: 2)], evenOdd: false, color: .blue),
        ShapeFill(
          contours: [star(300, 150, 95, points: 5, step: 2)], evenOdd: true,
          color: Color(red: 1, green: 0.5, blue: 0)),
        ShapeFill(
          contours: [star(200, 150, 60, points: 7, step: 3)], evenOdd: true,
          color: Color(red: 0.1, green: 0.6, blue: 0.2, alpha: 0.7)),
      ])
    let circles = ShapePicture(
      name: "circle",
      fills: [
        ShapeFill(contours: [circle(140, 150, 130)], evenOdd: false, color: .systemBlue),
        ShapeFill(
          contours: [circle(310, 150, 80), circle(310, 150, 45, reversed: true)],
          evenOdd: false, color: Color(red: 0.8, green: 0.1, blue: 0.3, alpha: 0.8)),
      ])
    var slivers: [ShapeFill] = []
    for i in 0..<90 {
      let angle = Double(i) * Double.pi / 90 + 0.013
      let width = 0.05 + 0.55 * Double(i % 10) / 9
      let (dx, dy) = (cos(angle), sin(angle))
      let (nx, ny) = (-dy * width / 2, dx * width / 2)
      let (cx, cy) = (200.3, 150.2)
      let (near, far) = (20.0, 145.0)
      slivers.append(
        ShapeFill(
          contours: [
            [
              point(cx + dx * near + nx, cy + dy * near + ny),
              point(cx + dx * far + nx, cy + dy * far + ny),
              point(cx + dx * far - nx, cy + dy * far - ny),
              point(cx + dx * near - nx, cy + dy * near - ny),
            ]
          ], evenOdd: false, color: .black))
    }
    var random = SeededRandom(seed: 20)
    var polygons: [ShapeFill] = []
    for _ in 0..<300 {
      let cx = random.next(in: 10...390)
      let cy = random.next(in: 10...290)
      let size = random.next(in: 5...40)
      let count = Int(random.next(in: 3...7.999))
      let contour = (0..<count).map { _ in
        point(cx + random.next(in: -size...size), cy + random.next(in: -size...size))
      }
      let color = Color(
        red: random.next(in: 0...1), green: random.next(in: 0...1), blue: random.next(in: 0...1),
        alpha: random.next(in: 0.4...1))
      polygons.append(
        ShapeFill(contours: [contour], evenOdd: random.next(in: 0...1) < 0.5, color: color))
    }
    return [
      stars, circles, ShapePicture(name: "slivers", fills: slivers),
      ShapePicture(name: "random", fills: polygons), curvePicture(),
    ]
  }

  /// 150 filled blobs of four cubic curves and 150 stroked cubic curves (widths 0.5 to
  /// 12 pt, every cap and join, a third of them dashed), from a fixed seed: the curves a
  /// CAShapeLayer draws, flattened by each tool itself.
  static func curvePicture() -> ShapePicture {
    let s = shapeScale
    var random = SeededRandom(seed: 7)
    func point(_ x: Double, _ y: Double) -> Point { Point(x: x * s, y: y * s) }
    func color(alpha: ClosedRange<Double>) -> Color {
      Color(
        red: random.next(in: 0...1), green: random.next(in: 0...1), blue: random.next(in: 0...1),
        alpha: random.next(in: alpha))
    }
    var fills: [ShapeFill] = []
    for _ in 0..<150 {
      let cx = random.next(in: 20...380)
      let cy = random.next(in: 20...280)
      let r = random.next(in: 6...30)
      let corners = (0..<4).map { i -> Point in
        let angle = Double(i) * Double.pi / 2 + random.next(in: -0.4...0.4)
        let d = r * random.next(in: 0.6...1.2)
        return point(cx + d * cos(angle), cy + d * sin(angle))
      }
      var path = Path()
      path.move(to: corners[0])
      for i in 0..<4 {
        let a = corners[i]
        let b = corners[(i + 1) % 4]
        let bulge = random.next(in: 0.3...0.7)
        path.addCurve(
          to: b,
          control1: Point(
            x: a.x - (a.y - point(cx, cy).y) * bulge, y: a.y + (a.x - point(cx, cy).x) * bulge),
          control2: Point(
            x: b.x + (b.y - point(cx, cy).y) * bulge, y: b.y - (b.x - point(cx, cy).x) * bulge))
      }
      path.closeSubpath()
      fills.append(
        ShapeFill(
          contours: [], evenOdd: random.next(in: 0...1) < 0.5, color: color(alpha: 0.4...1),
          path: path))
    }
    let caps = StrokeStyle.LineCap.allCases
    let joins = StrokeStyle.LineJoin.allCases
    for i in 0..<150 {
      let start = point(random.next(in: 10...390), random.next(in: 10...290))
      var path = Path()
      path.move(to: start)
      var current = start
      for _ in 0..<2 {
        let next = Point(
          x: current.x + random.next(in: -120...120), y: current.y + random.next(in: -90...90))
        path.addCurve(
          to: next,
          control1: Point(
            x: current.x + random.next(in: -80...80), y: current.y + random.next(in: -80...80)),
          control2: Point(
            x: next.x + random.next(in: -80...80), y: next.y + random.next(in: -80...80)))
        current = next
      }
      let width = random.next(in: 0.5...12) * s
      let dashed = i % 3 == 0
      let stroke = StrokeStyle(
        width: width, cap: caps[i % caps.count], join: joins[(i / 3) % joins.count],
        miterLimit: 10, dashPattern: dashed ? [width * 2, width * 1.5] : [], dashPhase: 0)
      fills.append(
        ShapeFill(
          contours: [], evenOdd: false, color: color(alpha: 0.5...1), path: path, stroke: stroke))
    }
    return ShapePicture(name: "curves", fills: fills)
  }

  /// The fills of a picture of the shapes workload, each one's coverage composited
  /// source-over onto `canvas`; returns the pixels the fills cover, summed.
  @discardableResult
  static func fill(_ picture: ShapePicture, into canvas: inout Canvas) throws -> Int {
    var covered = 0
    for fill in picture.fills {
      var contours = fill.contours
      if let path = fill.path {
        // Curves are flattened to a tenth of a pixel, as the renderer flattens shapes.
        let shape = try fill.stroke.map { try path.strokeOutline($0, tolerance: 0.05) } ?? path
        contours = shape.flattened(tolerance: 0.1)
      }
      // Strokes' outlines are covered as the renderer covers them, averaged where they
      // overlap themselves.
      let coverage = try PolygonCoverage(
        contours, fillRule: fill.evenOdd ? .evenOdd : .nonZero, columns: 0..<shapeWidth,
        rows: 0..<shapeHeight, overlaps: fill.stroke == nil ? .exact : .averaged)
      let p = fill.color.pixel
      canvas.fill(
        coverage, color: SIMD4(Float(p.red), Float(p.green), Float(p.blue), Float(p.alpha)))
      covered += coverage.spans.reduce(0) { $0 + $1.length }
    }
    return covered
  }

  /// Draws every picture of the shapes workload `runs` times on one thread: a white canvas,
  /// the fills, the conversion to bytes, the fills timed on their own too.
  static func shapes(runs: Int) throws -> [ShapeResult] {
    try shapePictures().map { picture in
      var fills: [Double] = []
      var frames: [Double] = []
      var image = Image(width: 0, height: 0)
      var covered = 0
      for _ in 0..<max(1, runs) {
        let start = DispatchTime.now().uptimeNanoseconds
        var canvas = Canvas(width: shapeWidth, height: shapeHeight, fill: .white)
        let filling = DispatchTime.now().uptimeNanoseconds
        covered = try fill(picture, into: &canvas)
        let filled = DispatchTime.now().uptimeNanoseconds
        image = canvas.image
        let end = DispatchTime.now().uptimeNanoseconds
        fills.append(Double(filled - filling) / 1e9)
        frames.append(Double(end - start) / 1e9)
      }
      return ShapeResult(
        name: picture.name, fillSeconds: fills, frameSeconds: frames, image: image,
        coveredPixels: covered)
    }
  }

  /// Writes the shapes workload for other tools into `directory`: `shapes.json`, one picture
  /// a line (`{"name":…,"width":…,"height":…,"fills":[{"evenOdd":…,"color":[r,g,b,a],
  /// "contours":[[[x,y],…],…]}]}`, coordinates in pixels, colour straight in 0...1), and
  /// Flipbook's drawing of each as `flipbook-<name>.png`; returns each picture's timings.
  static func writeShapesPeerWorkload(to directory: String, runs: Int) throws -> [ShapeResult] {
    try Recording.makeDirectory(directory)
    var lines: [String] = []
    for picture in shapePictures() {
      let fills = picture.fills.map { fill in
        let contours = fill.contours.map { contour in
          "[" + contour.map { "[\($0.x),\($0.y)]" }.joined(separator: ",") + "]"
        }
        let c = fill.color
        var curve = ""
        if let path = fill.path {
          curve = ",\"path\":" + JSON.string(path.svgPathData)
          if let stroke = fill.stroke {
            curve +=
              ",\"stroke\":{\"width\":\(stroke.width),\"cap\":\"\(stroke.cap.rawValue)\","
              + "\"join\":\"\(stroke.join.rawValue)\",\"miterLimit\":\(stroke.miterLimit),"
              + "\"dash\":[\(stroke.dashPattern.map { "\($0)" }.joined(separator: ","))],"
              + "\"phase\":\(stroke.dashPhase)}"
          }
        }
        return "{\"evenOdd\":\(fill.evenOdd),\"color\":[\(c.red),\(c.green),\(c.blue),\(c.alpha)],"
          + "\"contours\":[\(contours.joined(separator: ","))]\(curve)}"
      }
      lines.append(
        "{\"name\":\(JSON.string(picture.name)),\"width\":\(shapeWidth),"
          + "\"height\":\(shapeHeight),\"fills\":[\(fills.joined(separator: ","))]}")
    }
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: directory + "/shapes.json", atomically: true, encoding: .utf8)
    let results = try shapes(runs: runs)
    for result in results {
      try result.image.writePNG(to: directory + "/flipbook-\(result.name).png")
    }
    return results
  }
}

/// SplitMix64: a small generator with a fixed seed, so that a workload is the same on every
/// run and machine.
struct SeededRandom {
  private var state: UInt64

  /// A generator starting from `seed`.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func nextBits() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number uniformly in `range`, from the top 53 bits.
  mutating func next(in range: ClosedRange<Double>) -> Double {
    let unit = Double(nextBits() >> 11) / Double(1 << 53)
    return range.lowerBound + (range.upperBound - range.lowerBound) * unit
  }
}
