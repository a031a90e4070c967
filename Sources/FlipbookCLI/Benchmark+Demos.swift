import Dispatch
import Flipbook
import Foundation
import Pixels
import Raster
import Scenes

extension Benchmark {
  /// What the demos workload measured for one built-in scene, written end to end as a GIF
  /// (simulation, drawing, encoding) with its own settings, touches shown.
  struct DemoResult: Sendable {
    /// The scene's name.
    let demo: String
    /// Frames in the GIF.
    let frames: Int
    /// Frame size in pixels.
    let width: Int
    /// Frame size in pixels.
    let height: Int
    /// Frames that drew anything when only changed regions are drawn.
    let framesDrawn: Int
    /// Pixels drawn when only changed regions are drawn.
    let pixelsDrawn: Int
    /// Seconds to write the GIF redrawing every frame, on one thread: the baseline.
    let baselineSeconds: Double
    /// Processor seconds of the baseline, which a busy machine disturbs less.
    let baselineCPUSeconds: Double
    /// Seconds to write it drawing only changed regions, on one thread.
    let seconds: Double
    /// Processor seconds of that.
    let cpuSeconds: Double
    /// Seconds to write it drawing only changed regions, on `threads` threads.
    let parallelSeconds: Double
    /// Processor seconds the parallel run spent simulating, drawing, quantizing and
    /// compressing, on its drawing threads.
    let parallelDrawingCPUSeconds: Double
    /// Processor seconds the parallel run spent writing, on the thread that writes (a GIF's
    /// frames come to it compressed).
    let parallelEncodingCPUSeconds: Double
    /// Threads of the parallel run.
    let threads: Int

    /// Megapixels of GIF frames written per second on one thread.
    var megapixelsPerSecond: Double { Double(frames * width * height) / 1e6 / seconds }
    /// The one-thread time as a fraction of the baseline's.
    var toBaseline: Double { seconds / baselineSeconds }
    /// The parallel run's shortest possible time on an idle machine with a core per thread:
    /// its work shared by its threads, or its encoding alone (which one thread does),
    /// whichever is longer.
    var criticalPathSeconds: Double {
      max(
        (parallelDrawingCPUSeconds + parallelEncodingCPUSeconds) / Double(threads),
        parallelEncodingCPUSeconds)
    }
    /// The one-thread processor time as a fraction of the baseline's.
    var cpuToBaseline: Double { cpuSeconds / baselineCPUSeconds }
  }

  /// Every built-in scene written as a GIF three ways: redrawing every frame on one thread
  /// (the baseline), drawing only the regions that changed on one thread, and the same on
  /// `threads` threads. Each timing is the best of `runs`.
  static func demos(runs: Int, threads: Int) throws -> [DemoResult] {
    try SceneFile.builtInNames.map { name in
      let file = try SceneFile.builtIn(named: name)
      func recording(threads: Int, redrawing: Bool) throws -> Recording {
        var settings = file.contents.renderSettings
        settings.threads = threads
        var recording = try Recording(file: file, settings: settings)
        recording.redrawsEveryFrame = redrawing
        return recording
      }
      let path = NSTemporaryDirectory() + "flipbook-bench-\(getpid())-\(name).gif"
      defer { removeScratch(path) }
      var framesDrawn = 0
      var pixelsDrawn = 0
      var cpu = Double.infinity
      var writingCPU = Double.infinity
      func write(_ recording: Recording) throws -> Double {
        cpu = .infinity
        writingCPU = .infinity
        return try bestThrowing(of: runs) {
          let start = processorSeconds
          let threadStart = threadProcessorSeconds
          defer {
            cpu = min(cpu, processorSeconds - start)
            writingCPU = min(writingCPU, threadProcessorSeconds - threadStart)
          }
          framesDrawn = 0
          pixelsDrawn = 0
          let size = recording.pixelSize
          let writer = try AnimationWriter(
            path: path, format: .gif, width: size.width, height: size.height,
            frameCount: recording.frameCount, fps: recording.settings.fps,
            loopCount: recording.settings.loopCount)
          do {
            try recording.renderFrames(
              redrawingEveryFrame: recording.redrawsEveryFrame,
              preparing: writer.preparer(opaqueFrames: recording.background.pixel.alpha == 255)
            ) { _, frame, regions, prepared in
              if let prepared {
                try writer.add(frame, prepared: prepared)
              } else {
                try writer.add(frame)
              }
              let drawn = regions.reduce(0) { $0 + $1.pixelCount }
              framesDrawn += drawn > 0 ? 1 : 0
              pixelsDrawn += drawn
            }
            try writer.finish()
          } catch {
            // Nothing half-written is left beside the GIF's path.
            writer.cancel()
            throw error
          }
        }
      }
      // Each way has its own recording, whose later runs reuse its textures.
      let baseline = try write(recording(threads: 1, redrawing: true))
      let baselineCPU = cpu
      let single = try write(recording(threads: 1, redrawing: false))
      let singleCPU = cpu
      let parallel = try write(recording(threads: threads, redrawing: false))
      // With several threads this thread only writes; the others draw, quantize and
      // compress.
      let drawingCPU = max(cpu - writingCPU, 0)
      let reference = try recording(threads: 1, redrawing: false)
      return DemoResult(
        demo: name, frames: reference.frameCount, width: reference.pixelSize.width,
        height: reference.pixelSize.height, framesDrawn: framesDrawn, pixelsDrawn: pixelsDrawn,
        baselineSeconds: baseline, baselineCPUSeconds: baselineCPU, seconds: single,
        cpuSeconds: singleCPU, parallelSeconds: parallel,
        parallelDrawingCPUSeconds: drawingCPU, parallelEncodingCPUSeconds: writingCPU,
        threads: threads)
    }
  }

  /// The processor time the calling thread has used, in seconds.
  static var threadProcessorSeconds: Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The processor time this process has used, user and system, in seconds.
  static var processorSeconds: Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
