import ArgumentParser
import Flipbook
import Foundation
import Pixels

/// `flipbook bench`: rendering and encoding speed on fixed workloads.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract:
      "Renders and encodes the benchmark workloads; prints time, frames/s, megapixels/s, bytes and peak memory.",
    discussion: """
      Each timing is the best of three runs (of --runs for the shapes and demos workloads: 5
      and 1 by default). The baseline is filling and converting a blank frame, once per
      frame, measured in the same run: compare ratios, not seconds, across machines. The
      constraints workload's baseline is one blank frame, and it runs --runs times (5). The
      demos workload's baseline is writing each built-in scene's GIF redrawing every frame,
      and it reports processor time too, which a busy machine disturbs less. Build with
      -c release for meaningful numbers.
      """)

  enum WorkloadName: String, ExpressibleByArgument, CaseIterable {
    case flip, pop, touches, shapes, demos, constraints, all
  }

  @Option(
    help: ArgumentHelp(
      "Which workload: flip, pop, all (the two renders), touches (a long touch script), "
        + "shapes (polygon fills at scale 2, one thread) or demos (every built-in scene "
        + "written as a GIF, against redrawing every frame) or constraints (1 000 "
        + "constraints shaped like Auto Layout's, solved and re-solved after an edit)."))
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

  @Option(
    help: ArgumentHelp(
      "Runs of the peer workload and of the shapes workload (default 5), and of the demos "
        + "workload (default 1); the best is shown."))
  var runs: Int?

  @Option(
    help: ArgumentHelp(
      "Finger events of the touches workload, repeatable (default 25000, 50000, 100000, "
        + "200000); the first is the baseline.",
      valueName: "N"))
  var touchEvents: [Int] = []

  func validate() throws {
    if let runs, runs < 1 { throw ValidationError("--runs \(runs): must be at least 1") }
    if let bad = touchEvents.first(where: { !(3...10_000_000).contains($0) }) {
      throw ValidationError("--touch-events \(bad): must be 3 to 10000000")
    }
  }

  func run() throws {
    let threadCount = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
    if workload == .shapes { return try runShapes() }
    if workload == .demos { return try runDemos(threads: threadCount) }
    if workload == .constraints { return try runConstraints() }
    if let peerWorkload {
      let seconds = try Benchmark.writePeerWorkload(
        to: peerWorkload, runs: runs ?? 5, threads: threadCount)
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
    case .demos: return try runDemos(threads: threadCount)
    case .constraints: return try runConstraints()
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
      for r in try Benchmark.writeShapesPeerWorkload(to: peerWorkload, runs: runs ?? 5) {
        print(
          "{\"picture\":\(JSON.string(r.name)),\"fillSeconds\":[\(list(r.fillSeconds))],"
            + "\"frameSeconds\":[\(list(r.frameSeconds))]}")
      }
      return
    }
    for r in try Benchmark.shapes(runs: runs ?? 5) {
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

  /// The demos workload: each built-in scene written as a GIF, drawing only changed rows,
  /// against redrawing every frame in the same run; then the totals.
  private func runDemos(threads: Int) throws {
    let results = try Benchmark.demos(runs: runs ?? 1, threads: threads)
    for r in results {
      if json {
        print(
          "{\"workload\":\"demos\",\"demo\":\(JSON.string(r.demo)),\"frames\":\(r.frames),"
            + "\"width\":\(r.width),\"height\":\(r.height),\"framesDrawn\":\(r.framesDrawn),"
            + "\"pixelsDrawn\":\(r.pixelsDrawn),\"baselineSeconds\":\(r.baselineSeconds),"
            + "\"seconds\":\(r.seconds),\"parallelSeconds\":\(r.parallelSeconds),"
            + "\"threads\":\(r.threads),\"megapixelsPerSecond\":\(r.megapixelsPerSecond),"
            + "\"toBaseline\":\(r.toBaseline),\"cpuSeconds\":\(r.cpuSeconds),"
            + "\"baselineCPUSeconds\":\(r.baselineCPUSeconds),\"cpuToBaseline\":\(r.cpuToBaseline)}"
        )
      } else {
        let name = r.demo.padding(toLength: 13, withPad: " ", startingAt: 0)
        let share = Double(r.pixelsDrawn) / Double(r.frames * r.width * r.height)
        print(
          "demos \(name) \(r.frames) frames of \(r.width)×\(r.height) px, \(r.framesDrawn) drawn, "
            + String(
              format: "%4.1f%% of pixels  %7.3f s  %6.1f Mpx/s  %5.2f× baseline (%.3f s), "
                + "CPU %5.2f×  %d threads %7.3f s (CPU: drawing %.3f s, writing %.3f s)",
              share * 100, r.seconds, r.megapixelsPerSecond, r.toBaseline, r.baselineSeconds,
              r.cpuToBaseline, r.threads, r.parallelSeconds, r.parallelDrawingCPUSeconds,
              r.parallelEncodingCPUSeconds))
      }
    }
    let seconds = results.reduce(0) { $0 + $1.seconds }
    let baseline = results.reduce(0) { $0 + $1.baselineSeconds }
    let parallel = results.reduce(0) { $0 + $1.parallelSeconds }
    let cpu = results.reduce(0) { $0 + $1.cpuSeconds }
    let baselineCPU = results.reduce(0) { $0 + $1.baselineCPUSeconds }
    let criticalPath = results.reduce(0) { $0 + $1.criticalPathSeconds }
    if json {
      print(
        "{\"workload\":\"demos\",\"demo\":\"all\",\"seconds\":\(seconds),"
          + "\"baselineSeconds\":\(baseline),\"parallelSeconds\":\(parallel),"
          + "\"toBaseline\":\(seconds / baseline),\"cpuSeconds\":\(cpu),"
          + "\"baselineCPUSeconds\":\(baselineCPU),\"cpuToBaseline\":\(cpu / baselineCPU),"
          + "\"criticalPathSeconds\":\(criticalPath),\"threads\":\(threads)}")
    } else {
      print(
        String(
          format: "demos all: %7.3f s on 1 thread, %5.2f× baseline (%.3f s), CPU %5.2f× "
            + "(%.3f s of %.3f s); %d threads %7.3f s (%.2f× faster than 1); critical path "
            + "%.3f s (%.2f× the one-thread processor time)",
          seconds, seconds / baseline, baseline, cpu / baselineCPU, cpu, baselineCPU, threads,
          parallel, seconds / parallel, criticalPath, cpu / criticalPath))
    }
  }

  private func list(_ seconds: [Double]) -> String {
    seconds.map { String($0) }.joined(separator: ",")
  }

  /// The constraints workload: solving systems of about 1 000 constraints, and re-solving
  /// them after an edit, against filling and converting one blank frame.
  private func runConstraints() throws {
    let r = try Benchmark.constraintsWorkload(runs: runs ?? 5)
    if json {
      let systems = r.systems.map { system in
        "{\"system\":\"\(system.name)\",\"constraints\":\(system.constraints),"
          + "\"solveSeconds\":\(system.solveSeconds),\"editSeconds\":\(system.editSeconds),"
          + "\"solveToBaseline\":\(system.solveSeconds / r.baselineSeconds),"
          + "\"editToBaseline\":\(system.editSeconds / r.baselineSeconds)}"
      }
      print(
        "{\"workload\":\"constraints\",\"systems\":[\(systems.joined(separator: ","))],"
          + "\"baselineSeconds\":\(r.baselineSeconds)}")
      return
    }
    for system in r.systems {
      print("constraints, \(system.name): \(system.constraints) constraints")
      print(
        String(
          format: "  build and solve  %8.3f ms  %7.2f× baseline", system.solveSeconds * 1e3,
          system.solveSeconds / r.baselineSeconds))
      print(
        String(
          format: "  edit and re-solve %7.3f ms  %7.2f× baseline", system.editSeconds * 1e3,
          system.editSeconds / r.baselineSeconds))
    }
    print(
      String(
        format: "baseline           %8.3f ms  (fill + convert a blank 600×400 frame)",
        r.baselineSeconds * 1e3))
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
