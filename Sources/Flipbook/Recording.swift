import Demos
import Foundation
import GIF
import Layers
import Pixels
import Raster

/// A demo turned into frames: simulate (sequential) → render (parallel) → encode (in order).
public struct Recording: Sendable {
  /// The demo being recorded.
  public let demo: Demo
  /// Its images, bundled or replaced.
  public let images: DemoImages
  /// Frame rate, scale, loop count and thread count.
  public let settings: RenderSettings

  /// A recording of `demo`; throws for settings out of range.
  public init(demo: Demo, images: DemoImages = DemoImages(), settings: RenderSettings = .init())
    throws
  {
    guard settings.fps > 0, settings.fps <= RenderSettings.maximumFPS, settings.fps.isFinite else {
      throw FlipbookError.invalidSetting(
        "--fps \(Self.format(settings.fps)): must be above 0 and at most 50 (GIF delays are "
          + "centiseconds; browsers play delays under 2 cs as 10 cs)")
    }
    guard settings.scale > 0, settings.scale <= 8, settings.scale.isFinite else {
      throw FlipbookError.invalidSetting(
        "--scale \(Self.format(settings.scale)): must be above 0 and at most 8")
    }
    guard settings.loopCount >= 0, settings.loopCount <= 65535 else {
      throw FlipbookError.invalidSetting(
        "--loop \(settings.loopCount): must be 0 (forever) to 65535")
    }
    self.demo = demo
    self.images = images
    self.settings = settings
  }

  /// The number of frames: one every 1/fps seconds over the demo's duration.
  public var frameCount: Int { max(1, Int((demo.duration * settings.fps).rounded())) }

  /// The time of frame `index`, in seconds.
  public func time(ofFrame index: Int) -> Double { Double(index) / settings.fps }

  /// The frame size in pixels.
  public var pixelSize: (width: Int, height: Int) {
    (
      Int((demo.size.width * settings.scale).rounded()),
      Int((demo.size.height * settings.scale).rounded())
    )
  }

  /// A fresh scene of the demo with the settings applied.
  private func makeScene() throws -> Scene {
    let scene = try demo.makeScene(images: images)
    scene.touches.showsTouches = settings.showsTouches
    return scene
  }

  /// Runs the scene's script to its end and returns the event log.
  public func events() throws -> [TimelineEvent] {
    let scene = try makeScene()
    scene.timeline.advance(to: scene.duration)
    return scene.timeline.events
  }

  /// The presented trees at the given times (ascending), from one run of the script.
  public func presentations(at times: [Double]) throws -> [PresentedLayer] {
    let scene = try makeScene()
    var trees: [PresentedLayer] = []
    trees.reserveCapacity(times.count)
    for t in times {
      scene.timeline.advance(to: t)
      trees.append(scene.rootLayer.presentation(at: t))
    }
    return trees
  }

  /// The frame at time `t` (any time, not only a frame time).
  public func frame(at t: Double) throws -> Image {
    let trees = try presentations(at: [t])
    return renderer.render(trees[0], size: demo.size, threads: threadCount)
  }

  /// The frames at several times, in the order given.
  public func frames(at times: [Double]) throws -> [Image] {
    let order = times.indices.sorted { times[$0] < times[$1] }
    let trees = try presentations(at: order.map { times[$0] })
    let renderer = renderer
    let rendered = ParallelMap.map(trees, threads: threadCount) {
      renderer.render($0, size: demo.size)
    }
    var result = [Image](repeating: Image(width: 0, height: 0), count: times.count)
    for (k, index) in order.enumerated() { result[index] = rendered[k] }
    return result
  }

  /// Renders every frame and writes the animated GIF at `path` (atomically: a temporary file
  /// renamed when complete). With `framesDirectory`, also writes each frame as
  /// `frame_0000.png`, …. `progress` is told how many frames are done.
  public func writeGIF(
    to path: String, framesDirectory: String? = nil, progress: ((Int, Int) -> Void)? = nil
  ) throws {
    let total = frameCount
    let times = (0..<total).map(time(ofFrame:))
    let trees = try presentations(at: times)
    let delays = FrameDelays.centiseconds(frameCount: total, fps: settings.fps)
    let size = pixelSize
    let encoder = try GIFEncoder(
      path: path, width: size.width, height: size.height, loopCount: settings.loopCount)
    if let framesDirectory { try Self.makeDirectory(framesDirectory) }
    // Render a batch of frames in parallel, then encode them in order, so memory stays
    // bounded by the batch, not the frame count.
    let batch = max(1, threadCount * 2)
    // One renderer for the whole render: its textures are built once and shared by frames.
    let renderer = renderer
    var done = 0
    do {
      for start in stride(from: 0, to: total, by: batch) {
        let slice = Array(trees[start..<min(start + batch, total)])
        let frames = ParallelMap.map(slice, threads: threadCount) {
          renderer.render($0, size: demo.size)
        }
        for (offset, frame) in frames.enumerated() {
          let index = start + offset
          try encoder.add(frame, delay: delays[index])
          if let framesDirectory {
            let name = String(format: "frame_%04d.png", index)
            try frame.writePNG(to: framesDirectory + "/" + name)
          }
          done += 1
          progress?(done, total)
        }
      }
      try encoder.finish()
    } catch {
      encoder.cancel()
      throw error
    }
  }

  /// The renderer for these settings.
  public var renderer: Renderer {
    Renderer(scale: settings.scale, background: .white)
  }

  /// Threads to render with: the setting, else `FLIPBOOK_THREADS`, else one per core.
  public var threadCount: Int {
    if let threads = settings.threads { return max(1, threads) }
    if let value = ProcessInfo.processInfo.environment["FLIPBOOK_THREADS"], let n = Int(value),
      n > 0
    {
      return n
    }
    return max(1, ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Creates a directory (and its parents) or throws an error naming it.
  public static func makeDirectory(_ path: String) throws {
    do {
      try FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true)
    } catch {
      throw FlipbookError.cannotWrite(path: path, reason: "cannot create the directory")
    }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}
