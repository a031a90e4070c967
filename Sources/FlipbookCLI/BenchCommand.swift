import ArgumentParser
import Flipbook
import Foundation

/// `flipbook bench`: rendering and encoding speed on fixed workloads.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract:
      "Renders and encodes the benchmark workloads; prints time, frames/s, megapixels/s, bytes and peak memory.",
    discussion: """
      Each timing is the best of three runs. The baseline is filling and converting a blank
      frame, once per frame, measured in the same run: compare ratios, not seconds, across
      machines. Build with -c release for meaningful numbers.
      """)

  enum WorkloadName: String, ExpressibleByArgument, CaseIterable {
    case flip, pop, touches, shapes, all
  }

  @Option(
    help: ArgumentHelp(
      "Which workload: flip, pop, all (the two renders), touches (a long touch script) or "
        + "shapes (polygon fills at scale 2, one thread)."))
  var workload: WorkloadName = .all

  @Flag(help: "Print JSON Lines, one object per workload.")
  var json = false

  @Option(help: "Threads for the parallel run (default: one per core).")
  var threads: Int?

  @Option(
    help: ArgumentHelp(
      "Write the flip workload for other tools into DIR (cards as PNGs, corners per frame) "
        + "and time rendering and encoding it from the PNGs; prints the seconds of each run. "
        + "With --workload shapes: the polygons as shapes.json and Flipbook's pictures, and "
        + "one line of seconds per picture.",
      valueName: "DIR"))
  var peerWorkload: String?

  @Option(help: "Runs of the peer workload and of the shapes workload (its best is shown).")
  var runs = 5

  @Option(
    help: ArgumentHelp(
      "Finger events of the touches workload, repeatable (default 25000, 50000, 100000, "
        + "200000); the first is the baseline.",
      valueName: "N"))
  var touchEvents: [Int] = []

  func validate() throws {
    if let bad = touchEvents.first(where: { !(3...10_000_000).contains($0) }) {
      throw ValidationError("--touch-events \(bad): must be 3 to 10000000")
    }
  }

  func run() throws {
    let threadCount = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
    if workload == .shapes { return try runShapes() }
    if let peerWorkload {
      let seconds = try Benchmark.writePeerWorkload(
        to: peerWorkload, runs: runs, threads: threadCount)
      print(seconds.map { String($0) }.joined(separator: " "))
      return
    }
    let workloads: [Benchmark.Workload]
    switch workload {
    case .flip: workloads = [Benchmark.flip]
    case .pop: workloads = [Benchmark.pop]
    case .all: workloads = Benchmark.all
    case .touches: return try runTouchScripts()
    case .shapes: return try runShapes()
    }
    for workload in workloads {
      let r = try Benchmark.run(workload, threads: threadCount)
      let peak = Benchmark.peakMemoryBytes
      if json {
        print(
          "{\"workload\":\(JSON.string(r.workload)),\"frames\":\(r.frames),\"width\":\(r.width),"
            + "\"height\":\(r.height),\"renderSeconds\":\(r.renderSeconds),"
            + "\"parallelSeconds\":\(r.parallelSeconds),\"threads\":\(r.threads),"
            + "\"encodeSeconds\":\(r.encodeSeconds),\"baselineSeconds\":\(r.baselineSeconds),"
            + "\"megapixelsPerSecond\":\(r.megapixelsPerSecond),"
            + "\"framesPerSecond\":\(r.framesPerSecond),\"renderToBaseline\":\(r.renderToBaseline),"
            + "\"bytes\":\(r.bytes),\"peakMemoryBytes\":\(peak)}")
      } else {
        print("\(r.workload): \(r.frames) frames of \(r.width)×\(r.height) px")
        print(
          String(
            format: "  render, 1 thread   %8.3f s  %7.1f Mpx/s  %6.1f× baseline",
            r.renderSeconds, r.megapixelsPerSecond, r.renderToBaseline))
        print(
          String(
            format: "  render, %d threads  %8.3f s  %7.1f frames/s", r.threads, r.parallelSeconds,
            r.framesPerSecond))
        print(String(format: "  encode             %8.3f s  %d bytes", r.encodeSeconds, r.bytes))
        print(
          String(
            format: "  baseline           %8.3f s  (fill + convert a blank frame)",
            r.baselineSeconds))
        print(String(format: "  peak memory        %8.1f MiB", Double(peak) / 1_048_576))
      }
    }
  }

  /// The shapes workload: each picture's best times over `runs`, on one thread; with a peer
  /// directory, the workload written for other tools and one JSON line of every run's
  /// seconds per picture.
  private func runShapes() throws {
    if let peerWorkload {
      for r in try Benchmark.writeShapesPeerWorkload(to: peerWorkload, runs: runs) {
        print(
          "{\"picture\":\(JSON.string(r.name)),\"fillSeconds\":[\(list(r.fillSeconds))],"
            + "\"frameSeconds\":[\(list(r.frameSeconds))]}")
      }
      return
    }
    for r in try Benchmark.shapes(runs: runs) {
      let fill = r.fillSeconds.min() ?? 0
      let frame = r.frameSeconds.min() ?? 0
      let pixels = Double(r.image.width * r.image.height)
      if json {
        print(
          "{\"workload\":\"shapes\",\"picture\":\(JSON.string(r.name)),"
            + "\"width\":\(r.image.width),\"height\":\(r.image.height),\"fillSeconds\":\(fill),"
            + "\"frameSeconds\":\(frame),\"coveredPixels\":\(r.coveredPixels),"
            + "\"megapixelsPerSecond\":\(pixels / 1e6 / frame)}")
      } else {
        let name = r.name.padding(toLength: 8, withPad: " ", startingAt: 0)
        print(
          "shapes \(name) \(r.image.width)×\(r.image.height) px, 1 thread"
            + String(
              format: "  fills %8.4f s  frame %8.4f s  %7.1f Mpx/s  %d px covered", fill, frame,
              pixels / 1e6 / frame, r.coveredPixels))
      }
    }
  }

  private func list(_ seconds: [Double]) -> String {
    seconds.map { String($0) }.joined(separator: ",")
  }

  /// The touch-script workload: each size's time per event against the smallest's.
  private func runTouchScripts() throws {
    var baseline: Double?
    for events in touchEvents.isEmpty ? Benchmark.touchScriptSizes : touchEvents {
      let r = try Benchmark.touchScript(events: events)
      let ratio = r.microsecondsPerEvent / (baseline ?? r.microsecondsPerEvent)
      baseline = baseline ?? r.microsecondsPerEvent
      if json {
        print(
          "{\"workload\":\"touches\",\"events\":\(r.events),\"frames\":\(r.frames),"
            + "\"seconds\":\(r.seconds),\"microsecondsPerEvent\":\(r.microsecondsPerEvent),"
            + "\"perEventToBaseline\":\(ratio),\"peakMemoryBytes\":\(r.peakMemoryBytes)}")
      } else {
        print(
          String(
            format: "touches: %7d events, %d frames  %7.3f s  %6.2f µs/event  %5.2f× baseline"
              + "  peak %6.1f MiB",
            r.events, r.frames, r.seconds, r.microsecondsPerEvent, ratio,
            Double(r.peakMemoryBytes) / 1_048_576))
      }
    }
  }
}
