import Foundation
import GIF
import Geometry
import Interaction
import Layers
import MP4
import Pixels
import ProcessServices
import Raster
import Scenes
import WebP

/// A scene turned into frames: simulate (sequential) → render (parallel) → encode (in order).
///
/// Record any scene — one you build, or a built-in demo — then write it as a GIF, a WebP or
/// an MP4, as PNG frames, or render single frames:
///
/// ```swift
/// let recording = try Recording(size: Size(width: 200, height: 200), duration: 1) { scene in
///   let card = Layer(frame: Rect(x: 50, y: 50, width: 100, height: 100))
///   card.backgroundColor = .systemBlue
///   scene.rootLayer.addSublayer(card)
///   card.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 0.5))
/// }
/// try recording.writeGIF(to: "fade.gif")
/// ```
///
/// The scene is simulated once, forward in time, the first time a frame or the event log is
/// asked for; after that a recording answers for any time, in any order, from any thread.
///
/// However the scene was made, the work of drawing it is bounded by `Limits.maxWork` (and a
/// frame's shapes and shadows by `Limits.maxPixels`): a scene over them is refused with
/// ``RecordingError/overBudget(_:limit:)`` when the recording is made, and one that grows
/// past them while it plays, before the frame that would.
public struct Recording: Sendable {
  /// Frame rate, scale, loop count, thread count and whether touches show.
  public let settings: RenderSettings
  /// The font text layers are drawn in.
  public let fonts: FontLibrary
  /// The canvas size in points.
  public let size: Size
  /// How long the recording runs, in seconds.
  public let duration: Double
  /// The colour behind the layers.
  public let background: Color
  private let simulation: SceneSimulation
  /// The limits the recording was made with; the work of drawing its tree is checked against
  /// them before each frame is presented.
  private let limits: Limits
  /// Its texts, each checked with its fonts when first drawn.
  private let textChecks: TextChecks

  /// A recording of `scene`, its text drawn in `font` (default: the bundled font,
  /// `FontLibrary.bundled()`). The recording takes the scene over: it runs the scene's timeline
  /// forward, so do not advance it yourself afterwards.
  ///
  /// A scene handed over as an object cannot be made again, so the recording keeps a copy
  /// of its model for every moment something happens, to draw any earlier time later. For a
  /// long touch script, prefer ``init(size:duration:background:settings:limits:fonts:build:)``
  /// or a scene file, whose recordings keep only the copies the frames being rendered need.
  ///
  /// - Throws: ``RenderSettingError`` for a setting out of range, or for frames larger than
  ///   `limits.maxPixels` or more than `limits.maxFrames` of them; ``RecordingError`` for a
  ///   scene without a positive size and duration; `AssetError` or `FontError` when the
  ///   bundled font is missing or does not load, rather than drawing frames without their
  ///   text.
  public init(
    scene: Scene, settings: RenderSettings = RenderSettings(), limits: Limits = Limits(),
    fonts: FontLibrary? = nil
  ) throws {
    try self.init(scene: scene, settings: settings, limits: limits, fonts: fonts, makeScene: nil)
  }

  /// A recording of a new scene of `size` points lasting `duration` seconds, which `build`
  /// fills: add layers to `scene.rootLayer`, animations, controls and touch scripts.
  ///
  /// `build` may run again, on a new scene, when a frame earlier than the last one drawn is
  /// asked for: the recording keeps only the model copies the frames being rendered need.
  ///
  /// With a device in `settings`, `size` may be left out: the device's screen is the canvas.
  /// Without a `background`, the canvas is UIKit's system background in the settings'
  /// appearance: white, or black in dark.
  /// The scene's `traits` are the settings' before `build` runs, so code reading them
  /// (a UIKit window's trait collection) sees the device, appearance and text size at once.
  public init(
    size: Size? = nil, duration: Double, background: Color? = nil,
    settings: RenderSettings = RenderSettings(), limits: Limits = Limits(),
    fonts: FontLibrary? = nil,
    build: @escaping (Scene) throws -> Void
  ) throws {
    guard let size = size ?? settings.device?.size else {
      throw RecordingError.invalidScene("no size: give a size, or a device whose screen it is")
    }
    let make = {
      let scene = Scene(
        size: size, duration: duration,
        background: background ?? SystemColor.systemBackground.color(in: settings.appearance))
      scene.traits = settings.traits
      try build(scene)
      return scene
    }
    try self.init(scene: make(), settings: settings, limits: limits, fonts: fonts, makeScene: make)
  }

  /// A recording of a scene file — yours, or a built-in one (`SceneFile.builtIn(named:)`) —
  /// with the images of the named layers replaced by `images`. Without `settings`, the
  /// file's own `fps`, `scale`, `showsTouches`, `device`, `appearance`, `contentSize` and
  /// `layoutDirection` apply.
  ///
  /// A file's colours and text styles are resolved as it is read, for its traits: settings
  /// with another device, appearance, content size or layout direction are refused with a
  /// ``RecordingError``; read the file with those traits instead
  /// (`SceneFile(contentsOf:limits:traits:)`).
  public init(
    file: SceneFile, images: [String: Image] = [:], settings: RenderSettings? = nil,
    limits: Limits = Limits(), fonts: FontLibrary? = nil
  ) throws {
    let settings = settings ?? file.contents.renderSettings
    let own = file.contents.renderSettings
    if settings.device != own.device || settings.appearance != own.appearance
      || settings.contentSize != own.contentSize
      || settings.layoutDirection != own.layoutDirection
    {
      throw RecordingError.invalidScene(
        "\(file.path) was read for \(own.traitsText); the settings ask for "
          + "\(settings.traitsText): read the file with those traits")
    }
    try file.check(settings, limits: limits)
    let measurer = TextMeasurer(fonts: try fonts ?? FontLibrary.bundled())
    let make = { try file.makeScene(replacingImages: images, measuringTextWith: measurer) }
    try self.init(scene: make(), settings: settings, limits: limits, fonts: fonts, makeScene: make)
  }

  private init(
    scene: Scene, settings: RenderSettings, limits: Limits, fonts: FontLibrary?,
    makeScene: (() throws -> Scene)?
  ) throws {
    guard scene.size.width > 0, scene.size.height > 0, scene.size.width.isFinite,
      scene.size.height.isFinite
    else {
      throw RecordingError.invalidScene(
        "size \(scene.size.width) × \(scene.size.height) points must be positive")
    }
    guard scene.duration > 0, scene.duration.isFinite else {
      throw RecordingError.invalidScene(
        "duration \(NumberText.format(scene.duration)) s must be positive")
    }
    if let device = settings.device, device.size != scene.size {
      throw RecordingError.invalidScene(
        "a scene of \(NumberText.format(scene.size.width)) × "
          + "\(NumberText.format(scene.size.height)) points cannot fill the \(device.name)'s "
          + "screen of \(NumberText.format(device.size.width)) × "
          + "\(NumberText.format(device.size.height)) points; leave the size out to take "
          + "the device's")
    }
    try settings.validate(size: scene.size, duration: scene.duration, limits: limits)
    let fonts = try fonts ?? FontLibrary.bundled()
    let textChecks = TextChecks(fonts: fonts, maxFonts: limits.maxFonts)
    // The scene as built, before a frame is drawn: refused at once when its first moment,
    // held over every frame, is over the budget, or its text cannot be drawn as written.
    try Self.checkWork(
      of: scene.rootLayer, at: 0, size: scene.size, settings: settings,
      frames: Self.frameCount(duration: scene.duration, fps: settings.fps), limits: limits,
      texts: textChecks)
    self.limits = limits
    self.textChecks = textChecks
    self.settings = settings
    size = scene.size
    duration = scene.duration
    let prepare = { (scene: Scene) -> Scene in
      scene.touches.showsTouches = settings.showsTouches
      scene.traits = settings.traits
      return scene
    }
    self.fonts = fonts
    background = scene.background
    renderer = Renderer(scale: settings.scale, background: scene.background, fonts: fonts)
    simulation = SceneSimulation(
      scene: prepare(scene), makeScene: makeScene.map { make in { try prepare(make()) } },
      fonts: fonts)
  }

  // MARK: Frames and times

  /// The number of frames: one every 1/fps seconds over the duration, at least one.
  public var frameCount: Int { Self.frameCount(duration: duration, fps: settings.fps) }

  private static func frameCount(duration: Double, fps: Double) -> Int {
    let count = (duration * fps).rounded()
    return count < 1 ? 1 : Int(min(count, Double(Int32.max)))
  }

  /// The time of frame `index`, in seconds.
  public func time(ofFrame index: Int) -> Double { Double(index) / settings.fps }

  /// The times of every frame of the GIF, in seconds.
  public var frameTimes: [Double] { (0..<frameCount).map(time(ofFrame:)) }

  /// Each frame's delay in the GIF, in centiseconds, rounded so the total stays exact.
  public var frameDelays: [Int] {
    FrameDelays.centiseconds(frameCount: frameCount, fps: settings.fps)
  }

  /// Each frame's duration in a WebP, in milliseconds, rounded so the total stays exact.
  public var frameDurations: [Int] {
    FrameDelays.milliseconds(frameCount: frameCount, fps: settings.fps)
  }

  /// The frame size in pixels.
  public var pixelSize: (width: Int, height: Int) {
    (
      Int((size.width * settings.scale).rounded()),
      Int((size.height * settings.scale).rounded())
    )
  }

  // MARK: Simulation

  /// What happened over the recording (touches, gestures, animations, actions), in time order.
  public func events() -> [TimelineEvent] {
    simulation.events(through: duration)
  }

  /// The presented trees at the given times, in the order given.
  ///
  /// - Throws: what the scene's build throws, when a time earlier than one already drawn
  ///   makes the recording build the scene again.
  public func presentations(at times: [Double]) throws -> [PresentedLayer] {
    try zip(simulation.roots(at: times), times).map { root, t in
      try checkWork(of: root, at: t)
      return root.presentation(at: t)
    }
  }

  /// Throws ``RecordingError/overBudget(_:limit:)`` when the tree as it shows at `t`, drawn
  /// for every frame, would be over the recording's limits (`RenderWork`): checked before
  /// the tree is presented, since presenting a replicator makes its copies.
  private func checkWork(of root: Layer, at t: Double) throws {
    try Self.checkWork(
      of: root, at: t, size: size, settings: settings, frames: frameCount, limits: limits,
      texts: textChecks)
  }

  /// Throws, too, the `FontError` of the first text its fonts cannot draw as written.
  private static func checkWork(
    of root: Layer, at t: Double, size: Size, settings: RenderSettings, frames: Int,
    limits: Limits, texts: TextChecks
  ) throws {
    final class FirstError { var error: (any Error)? }
    let failure = FirstError()
    let work = RenderWork(
      root: root, at: t, size: size, scale: settings.scale, frames: frames,
      glyphs: { text in
        guard failure.error == nil else { return nil }
        do {
          return try texts.glyphs(of: text)
        } catch {
          failure.error = error
          return nil
        }
      })
    if let error = failure.error { throw error }
    if let refusal = work.refusal(under: limits) {
      throw RecordingError.overBudget(refusal.message, limit: refusal.limit)
    }
  }

  // MARK: Rendering

  /// The renderer for these settings, the scene's background and the font; one per
  /// recording, so every frame shares its textures and mip chains.
  public let renderer: Renderer

  /// Threads to render with: the setting, else one per core.
  public var threadCount: Int {
    settings.threads ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
  }

  /// The frame at time `t` seconds (any time, not only a frame time).
  public func frame(at t: Double) throws -> Image {
    try Self.check([t])
    return try renderer.render(presentations(at: [t])[0], size: size, threads: threadCount)
  }

  /// The frames at several times, in the order given.
  public func frames(at times: [Double]) throws -> [Image] {
    try Self.check(times)
    let renderer = renderer
    let size = size
    return try ParallelMap.map(presentations(at: times), threads: threadCount) {
      renderer.render($0, size: size)
    }
  }

  // MARK: Writing

  /// Writes the frame at `t` seconds as a PNG at `path` (atomically).
  public func writePNG(at t: Double, to path: String) throws {
    try frame(at: t).writePNG(to: path)
  }

  /// Writes every frame of the GIF as `directory/frame_0000.png`, `frame_0001.png`, …,
  /// creating the directory if needed. `progress` is told how many frames are done.
  public func writeFrames(toDirectory directory: String, progress: ((Int, Int) -> Void)? = nil)
    throws
  {
    try Self.makeDirectory(directory)
    try renderFrames { index, frame in
      try frame.writePNG(to: Self.framePath(index, in: directory))
      progress?(index + 1, frameCount)
    }
  }

  /// Renders every frame and writes the animated GIF at `path` (atomically: a temporary file
  /// renamed when complete). With `framesDirectory`, also writes each frame as
  /// `frame_0000.png`, …. `progress` is told how many frames are done.
  public func writeGIF(
    to path: String, framesDirectory: String? = nil, progress: ((Int, Int) -> Void)? = nil
  ) throws {
    try write(to: path, format: .gif, framesDirectory: framesDirectory, progress: progress)
  }

  /// Renders every frame and writes the animated WebP at `path` (atomically), lossless
  /// unless `compression` says otherwise, each frame shown for ``frameDurations``
  /// milliseconds. `framesDirectory` and `progress` are as for ``writeGIF(to:framesDirectory:progress:)``.
  public func writeWebP(
    to path: String, compression: WebPCompression = .lossless, framesDirectory: String? = nil,
    progress: ((Int, Int) -> Void)? = nil
  ) throws {
    try write(
      to: path, format: .webp(compression), framesDirectory: framesDirectory, progress: progress)
  }

  /// Renders every frame and writes an H.264 MP4 at `path` (atomically) through the
  /// `ffmpeg` program, at the recording's constant frame rate. `framesDirectory` and
  /// `progress` are as for ``writeGIF(to:framesDirectory:progress:)``.
  ///
  /// - Throws: `MP4Error.ffmpegMissing` when ffmpeg is not installed.
  public func writeMP4(
    to path: String, framesDirectory: String? = nil, progress: ((Int, Int) -> Void)? = nil
  ) throws {
    try write(to: path, format: .mp4, framesDirectory: framesDirectory, progress: progress)
  }

  /// Renders every frame and writes them at `path` in `format` (atomically: a temporary
  /// file renamed when complete; on failure nothing is left and an existing file is
  /// untouched). With `framesDirectory`, also writes each frame as `frame_0000.png`, ….
  /// `progress` is told how many frames are done.
  public func write(
    to path: String, format: AnimationFormat, framesDirectory: String? = nil,
    progress: ((Int, Int) -> Void)? = nil
  ) throws {
    let pixels = pixelSize
    let writer = try AnimationWriter(
      path: path, format: format, width: pixels.width, height: pixels.height,
      frameCount: frameCount, fps: settings.fps, loopCount: settings.loopCount)
    do {
      if let framesDirectory { try Self.makeDirectory(framesDirectory) }
      // A GIF's frames are quantized and compressed beside the drawing, on its threads;
      // only writing them waits for its turn. Over an opaque background every pixel stays
      // opaque (source-over never lowers alpha), so none needs looking for.
      let preparing = writer.preparer(opaqueFrames: background.pixel.alpha == 255)
      try renderFrames(redrawingEveryFrame: redrawsEveryFrame, preparing: preparing) {
        index, frame, _, prepared in
        if let prepared { try writer.add(frame, prepared: prepared) } else { try writer.add(frame) }
        if let framesDirectory {
          try frame.writePNG(to: Self.framePath(index, in: framesDirectory))
        }
        progress?(index + 1, frameCount)
      }
      try writer.finish()
    } catch {
      writer.cancel()
      throw error
    }
  }

  /// Renders the GIF's frames a batch at a time in parallel and hands them to `body` in
  /// order, so memory stays bounded by the batch, not the frame count.
  private func renderFrames(_ body: (Int, Image) throws -> Void) throws {
    try renderFrames(redrawingEveryFrame: redrawsEveryFrame) { index, frame, _ in
      try body(index, frame)
    }
  }

  /// Whether writing draws every frame whole rather than only the rows that changed: the
  /// same bytes, more slowly; the baseline the benchmarks measure against.
  package var redrawsEveryFrame = false

  /// Renders every frame in order, a batch at a time in parallel, and hands each to `body`
  /// with the regions drawn for it. Each frame after the first redraws only the regions
  /// where its presented tree differs from the frame before's
  /// (``Renderer/patch(from:to:size:threads:)``), unless `redrawingEveryFrame`; the frames
  /// are the same bytes either way.
  package func renderFrames(
    redrawingEveryFrame: Bool, _ body: (Int, Image, _ drawn: [FramePatch.Region]) throws -> Void
  ) throws {
    try renderFrames(redrawingEveryFrame: redrawingEveryFrame, preparing: nil) {
      index, frame, drawn, _ in try body(index, frame, drawn)
    }
  }

  /// ``renderFrames(redrawingEveryFrame:_:)``, each frame also handed `preparing`'s result
  /// for it and the frame before it, computed on the drawing threads.
  package func renderFrames(
    redrawingEveryFrame: Bool, preparing: (@Sendable (Image, Image?) -> PreparedFrame)?,
    _ body: (Int, Image, _ drawn: [FramePatch.Region], PreparedFrame?) throws -> Void
  ) throws {
    let threads = threadCount
    guard threads > 1 else {
      return try drawFrames(
        redrawingEveryFrame: redrawingEveryFrame, preparing: preparing, threads: 1
      ) { batch in
        for frame in batch { try body(frame.index, frame.image, frame.drawn, frame.prepared) }
        return true
      }
    }
    // With more than one thread, the next frames are drawn while these are written.
    try FramePipeline<[DrawnFrame]>(capacity: 1).run { send in
      try self.drawFrames(
        redrawingEveryFrame: redrawingEveryFrame, preparing: preparing, threads: threads, send)
    } consume: { batch in
      for frame in batch { try body(frame.index, frame.image, frame.drawn, frame.prepared) }
    }
  }

  /// A frame ready to be written, with the regions drawn for it and what was prepared of
  /// its encoding.
  private struct DrawnFrame: Sendable {
    let index: Int
    let image: Image
    let drawn: [FramePatch.Region]
    var prepared: PreparedFrame?
  }

  /// Draws every frame, a batch at a time on `threads` threads, and sends each batch in
  /// order; stops when `send` returns false. With `preparing`, a batch is prepared while the
  /// next one is drawn, on the same threads: one wait for the slowest task a batch, not two.
  private func drawFrames(
    redrawingEveryFrame: Bool, preparing: (@Sendable (Image, Image?) -> PreparedFrame)?,
    threads: Int, _ send: ([DrawnFrame]) throws -> Bool
  ) throws {
    let total = frameCount
    let renderer = renderer
    let size = size
    // Eight frames a thread, so that frames of unequal cost even out: a batch holding one
    // changed frame among still ones (which draw nothing) leaves the other threads idle
    // until it is done.
    let batch = threads <= 1 ? 2 : threads * 8
    var previous: (tree: PresentedLayer, image: Image)?
    // The batch drawn last, to be prepared with the next one's drawing, and the image of
    // the frame before its first.
    var drawn: (frames: [DrawnFrame], imageBefore: Image?) = ([], nil)
    var start = 0
    while start < total || !drawn.frames.isEmpty {
      let indices = start..<min(start + batch, total)
      let trees = try presentations(at: indices.map(time(ofFrame:)))
      let befores = [previous?.tree] + trees.dropLast().map { Optional($0) }
      // The drawings first, the larger tasks; the preparations fill in after them.
      var tasks = zip(befores, trees).map { Task.draw(before: $0, tree: $1) }
      if preparing != nil {
        for i in drawn.frames.indices {
          let before = i == 0 ? drawn.imageBefore : drawn.frames[i - 1].image
          tasks.append(.prepare(drawn.frames[i].image, before: before))
        }
      }
      let results = ParallelMap.map(tasks, threads: threads) { task -> TaskResult in
        switch task {
        case .draw(let before, let tree):
          guard let before, !redrawingEveryFrame else {
            return .drawn(.frame(renderer.render(tree, size: size)))
          }
          return .drawn(.patch(renderer.patch(from: before, to: tree, size: size)))
        case .prepare(let image, let before):
          return .prepared(preparing!(image, before))
        }
      }
      if !drawn.frames.isEmpty {
        var frames = drawn.frames
        for (i, result) in results.dropFirst(trees.count).enumerated() {
          if case .prepared(let prepared) = result { frames[i].prepared = prepared }
        }
        guard try send(frames) else { return }
      }
      let imageBefore = previous?.image
      var frames: [DrawnFrame] = []
      for (index, (tree, result)) in zip(indices, zip(trees, results)) {
        guard case .drawn(let result) = result else { continue }
        switch result {
        case .frame(let frame):
          let whole = FramePatch.Region(rows: 0..<frame.height, columns: 0..<frame.width)
          frames.append(DrawnFrame(index: index, image: frame, drawn: [whole], prepared: nil))
        case .patch(let patch):
          var image = previous!.image
          patch.apply(to: &image)
          frames.append(
            DrawnFrame(index: index, image: image, drawn: patch.regions, prepared: nil))
        }
        previous = (tree, frames[frames.count - 1].image)
      }
      if preparing == nil {
        if !frames.isEmpty { guard try send(frames) else { return } }
      } else {
        drawn = (frames, imageBefore)
      }
      start = indices.upperBound
    }
  }

  /// One task of a batch: drawing a frame (from the tree before it, when it has one), or
  /// preparing the encoding of a frame drawn in the batch before.
  private enum Task: Sendable {
    case draw(before: PresentedLayer?, tree: PresentedLayer)
    case prepare(Image, before: Image?)
  }

  /// What a `Task` gives.
  private enum TaskResult: Sendable {
    case drawn(Drawn)
    case prepared(PreparedFrame)
  }

  /// A frame drawn whole, or the rows of it that differ from the frame before.
  private enum Drawn: Sendable {
    case frame(Image)
    case patch(FramePatch)
  }

  /// The path of frame `index` in a frames directory.
  private static func framePath(_ index: Int, in directory: String) -> String {
    directory + "/" + String(format: "frame_%04d.png", index)
  }

  /// Creates a directory (and its parents) or throws an error naming it.
  public static func makeDirectory(_ path: String) throws {
    do {
      try FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true)
    } catch {
      throw RecordingError.cannotWrite(path: path, reason: "cannot create the directory")
    }
  }

  private static func check(_ times: [Double]) throws {
    if let bad = times.first(where: { !($0 >= 0 && $0.isFinite) }) {
      throw RecordingError.invalidTime(bad)
    }
  }
}
