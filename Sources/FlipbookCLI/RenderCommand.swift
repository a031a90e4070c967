import ArgumentParser
import Flipbook
import Foundation
import Pixels
import ProcessServices
import Scenes

/// `flipbook render`: a scene — a built-in one or a scene file — as an animated GIF, WebP or
/// MP4 (the output's extension says which), or single frames as PNG.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Renders a scene as an animated GIF, WebP or MP4 (or frames as PNG with --at).",
    discussion: "A scene is a built-in one (see `flipbook list`) or a scene file "
      + "(docs/scene-format.md); `flipbook validate` checks a file without rendering.")

  @Argument(help: "A built-in scene (see `flipbook list`) or a scene file (.json).")
  var scene: String

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Output path: .gif, .webp (lossless unless --quality), .mp4 (H.264 through ffmpeg), "
        + "or .png with one --at; with several --at, a directory (default: ./<name>.gif)."))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "A .webp output's lossy quality, 0 to 100 (default: lossless).", valueName: "Q"))
  var quality: Double?

  @Option(help: "Frames per second, at most 50 (default: the scene's, else 30).")
  var fps: Double?

  @Option(help: "Pixels per point (default: the scene's, else the device's, else 2).")
  var scale: Double?

  @OptionGroup(title: "Device settings")
  var traits: TraitOptions

  @Option(
    help: ArgumentHelp(
      "Replace the scene's primary image with a PNG (PATH), or a named layer's (NAME=PATH).",
      valueName: "[NAME=]PATH"))
  var image: [String] = []

  @Option(
    help: ArgumentHelp(
      "Write the frame at T seconds as a PNG instead of a GIF (repeatable).", valueName: "T"))
  var at: [Double] = []

  @Option(help: "Also write every frame as DIR/frame_0000.png, ….")
  var framesDir: String?

  @Flag(help: "Print the simulated event timeline as JSON Lines on stdout.")
  var timeline = false

  @Option(help: "Loop count, 0 = forever.")
  var loop: Int = 0

  @Flag(help: "No progress or summary on stderr.")
  var quiet = false

  @Flag(help: "Do not draw a dot for each finger while it is down.")
  var hideTouches = false

  @Option(
    help: ArgumentHelp(
      "Also write a contact sheet of 12 frames with their times as a PNG.", valueName: "PATH"))
  var filmstrip: String?

  @Option(
    help: ArgumentHelp(
      "Also add the render to a report page, DIR/index.html: the animation, every frame with "
        + "its time and delay behind a scrubber, the contact sheet and the event timeline. "
        + "Renders (and FlipbookTesting's snapshot tests) may share one DIR; it opens "
        + "without a server.",
      valueName: "DIR"))
  var report: String?

  func run() throws {
    if at.count > 1, quality != nil {
      throw FlipbookError.invalidSetting("--quality: single frames are PNGs, always lossless")
    }
    if at.count <= 1 {
      try OutputFormat.check(output, singleFrame: at.count == 1, quality: quality)
    }
    let environment = CommandEnvironment.current
    let file = try SceneArgument.load(
      scene, limits: environment.limits, traits: try traits.overrides())
    // The file's settings, then the flags given over them.
    var settings = file.contents.renderSettings
    if let fps { settings.fps = fps }
    if let scale { settings.scale = scale }
    settings.loopCount = loop
    settings.threads = environment.threads
    if hideTouches { settings.showsTouches = false }
    let flags = Set(
      [(RenderSettings.Setting.fps, fps), (.scale, scale)].filter { $0.1 != nil }.map(\.0))
    try NumericOption.checkRender(
      file: file, settings: settings, flags: flags, at: at, limits: environment.limits)
    if let filmstrip { try Destination.checkFile(filmstrip, inputs: image + [file.path]) }
    if let report {
      guard at.isEmpty else {
        throw FlipbookError.invalidSetting(
          "--report \(report): a report shows an animation; it does not take --at")
      }
      try RenderReport.check(
        report, others: [output ?? "\(file.name).gif", framesDir, filmstrip].compactMap { $0 })
    }
    let recording = try Recording(
      file: file, images: try images(for: file, limits: environment.limits), settings: settings,
      limits: environment.limits)
    for warning in recording.textWarnings {
      StandardError.line("flipbook: warning: \(file.path): \(warning)")
    }

    if timeline {
      for event in recording.events() { try StandardOutput.line(event.jsonLine) }
    }

    // With a contact sheet or a report, the outputs are renamed into place together once
    // all are written: a failed or interrupted render leaves none of them.
    let outputs = filmstrip != nil || report != nil ? StagedOutputs() : nil
    let told: [String]
    do {
      told = try write(recording, file: file, outputs: outputs)
      try outputs?.commit()
    } catch {
      let named = outputs?.naming(error) ?? error
      outputs?.discard()
      throw named
    }
    for line in told { tell(line) }
  }

  /// Writes what the flags ask for, each file to `outputs`' path for it when staged; returns
  /// the lines to say once they are in place.
  private func write(_ recording: Recording, file: SceneFile, outputs: StagedOutputs?) throws
    -> [String]
  {
    let name = file.name
    var told: [String] = []
    let staged = { (path: String) in outputs?.path(for: path) ?? path }
    if let filmstrip {
      try recording.writeContactSheet(to: staged(filmstrip))
      told.append("wrote \(filmstrip) (contact sheet)")
    }

    if at.count == 1 {
      let path = output ?? "\(name).png"
      try Destination.checkFile(path, inputs: image + [file.path])
      try recording.writePNG(at: at[0], to: staged(path))
      told.append("wrote \(path) (t = \(at[0]) s)")
    } else if at.count > 1 {
      let directory = output ?? "\(name)-frames"
      for t in at {
        try Destination.checkFile(directory + "/\(name)-\(t).png", inputs: image + [file.path])
      }
      try Recording.makeDirectory(directory)
      let frames = try recording.frames(at: at)
      for (t, frame) in zip(at, frames) {
        try frame.writePNG(to: directory + "/" + "\(name)-\(t).png")
      }
      told.append("wrote \(frames.count) frames to \(directory)/")
    } else {
      let path = output ?? "\(name).gif"
      let format = try OutputFormat.animation(
        path, quality: quality, command: "render", supported: OutputFormat.supported)
      try Destination.checkOutputs(
        gif: path, framesDirectory: framesDir, inputs: image + [file.path])
      let progress = ProgressBar(label: name, enabled: !quiet)
      // The report's frames come from the render: from --frames-dir, or a folder of their own
      // removed afterwards.
      let reportFrames =
        report != nil && framesDir == nil
        ? NSTemporaryDirectory() + "flipbook-report-frames-\(UUID().uuidString)" : nil
      let framesDirectory = framesDir ?? reportFrames
      let frameFiles = try framesDirectory.map(FramesDirectoryCleanup.init(directory:))
      do {
        let written = staged(path)
        try recording.write(to: written, format: format, framesDirectory: framesDirectory) {
          done, total in
          progress.update(done: done, total: total)
          frameFiles?.wroteFrame(done - 1)
        }
        if let report, let framesDirectory {
          let leftOut = try RenderReport(directory: report).add(
            recording, name: name, source: file.path, output: path, written: written,
            format: format, framesDirectory: framesDirectory)
          for problem in leftOut { StandardError.line("flipbook: warning: \(problem)") }
          told.append("added \(name) to \(report)/index.html")
        }
      } catch {
        frameFiles?.removeWritten()
        throw error
      }
      if reportFrames != nil { frameFiles?.removeWritten() } else { frameFiles?.keep() }
      progress.finish()
      let size = recording.pixelSize
      told.append(
        "wrote \(path) (\(recording.frameCount) frames, \(size.width)×\(size.height) px, "
          + "\(JSON.number(recording.duration)) s)")
    }
    return told
  }

  private func tell(_ line: String) {
    if !quiet { StandardError.line(line) }
  }

  /// The replacement images given with --image, loaded and checked.
  private func images(for file: SceneFile, limits: Limits) throws -> [String: Image] {
    let names = file.contents.imageNames
    var replacements: [String: Image] = [:]
    for argument in image {
      var name = names.first
      var path = argument
      if let equals = argument.firstIndex(of: "="), names.contains(String(argument[..<equals])) {
        name = String(argument[..<equals])
        path = String(argument[argument.index(after: equals)...])
      } else if let equals = argument.firstIndex(of: "="),
        !FileManager.default.fileExists(atPath: argument)
      {
        throw FlipbookError.unknownImageName(
          scene: file.name, name: String(argument[..<equals]), known: names)
      }
      guard let name else {
        throw FlipbookError.invalidSetting("--image: scene '\(file.name)' has no replaceable image")
      }
      replacements[name] = try Image(contentsOfPNGFile: path, limits: limits)
    }
    return replacements
  }
}
