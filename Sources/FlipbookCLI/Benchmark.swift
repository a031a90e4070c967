import Demos
import Dispatch
import Foundation
import GIF
import Geometry
import Layers
import Pixels
import Raster

/// Measures rendering and encoding on fixed workloads, against a baseline measured in the
/// same run, so the figures compare across machines and across noisy runs.
public struct Benchmark {
  /// A named scene rendered for a fixed number of frames.
  public struct Workload: Sendable {
    /// The name given to `--workload`.
    public let name: String
    /// The scene.
    public let demo: Demo
    /// Frame times.
    public let times: [Double]
    /// Pixels per point.
    public let scale: Double
  }

  /// What one workload measured.
  public struct Result: Sendable {
    /// The workload's name.
    public let workload: String
    /// Frames rendered.
    public let frames: Int
    /// Frame size in pixels.
    public let width: Int
    /// Frame size in pixels.
    public let height: Int
    /// Seconds to render every frame on one thread (the best of the runs).
    public let renderSeconds: Double
    /// Seconds to render every frame on all threads (the best of the runs).
    public let parallelSeconds: Double
    /// Seconds to encode the GIF.
    public let encodeSeconds: Double
    /// Seconds to fill and convert a blank canvas once per frame: the baseline.
    public let baselineSeconds: Double
    /// The size of the GIF.
    public let bytes: Int
    /// Threads used for the parallel run.
    public let threads: Int

    /// Megapixels rendered per second on one thread.
    public var megapixelsPerSecond: Double {
      Double(frames * width * height) / 1e6 / renderSeconds
    }
    /// Frames rendered per second on all threads.
    public var framesPerSecond: Double { Double(frames) / parallelSeconds }
    /// Rendering time as a multiple of the baseline.
    public var renderToBaseline: Double { renderSeconds / baselineSeconds }
  }

  /// The flip of seed 001 alone: a 300 × 200 pt card at scale 2 (600 × 400 px), 31 frames
  /// over its one second.
  public static let flip = Workload(
    name: "flip", demo: benchFlipDemo, times: (0...30).map { Double($0) / 30 }, scale: 2)

  /// The button-pop demo's first press, pop and alert at 30 fps (0.4 s to 1.8 s).
  public static let pop = Workload(
    name: "pop", demo: .buttonPop, times: (0..<42).map { 0.4 + Double($0) / 30 }, scale: 2)

  /// Every workload.
  public static let all = [flip, pop]

  /// Runs one workload: each timing is the best of `runs`.
  public static func run(_ workload: Workload, runs: Int = 3, threads: Int) throws -> Result {
    let recording = try Recording(
      demo: workload.demo, settings: RenderSettings(scale: workload.scale, threads: threads))
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
      frames = trees.map { renderer.render($0, size: workload.demo.size) }
    }
    let parallel = best(of: runs) {
      _ = ParallelMap.map(trees, threads: threads) { renderer.render($0, size: workload.demo.size) }
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
  public static var peakMemoryBytes: Int {
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

  /// The flip alone, filling its canvas, starting at once.
  static let benchFlipDemo = Demo(
    name: "bench-flip", summary: "The flip of seed 001 filling a 300 × 200 pt canvas",
    duration: 1, size: Size(width: 300, height: 200), imageNames: []
  ) { _ in
    let scene = Scene(size: Size(width: 300, height: 200), duration: 1)
    let stage = FlipStage(in: scene, at: .zero)
    try FlipTransition.flip(
      from: stage.hello, to: stage.world, in: stage.container, duration: 1,
      timeline: scene.timeline)
    return scene
  }
}
