import ArgumentParser
import Flipbook
import Foundation

/// `flipbook render`: a demo as an animated GIF, or single frames as PNG.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Renders a demo as an animated GIF (or frames as PNG with --at).")

  @Argument(help: "A built-in demo (see `flipbook list`).")
  var demo: String

  @Option(
    name: .shortAndLong,
    help: "Output path (default: ./<demo>.gif; with several --at, a directory).")
  var output: String?

  @Option(help: "Frames per second, at most 50.")
  var fps: Double = 30

  @Option(help: "Pixels per point.")
  var scale: Double = 2

  @Option(
    help: ArgumentHelp(
      "Replace the demo's primary image with a PNG (PATH), or a named layer's (NAME=PATH).",
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

  func run() throws {
    guard let demo = Demo.named(demo) else {
      if self.demo.hasSuffix(".json") {
        throw FlipbookError.invalidSetting(
          "\(self.demo): scene files are not supported yet; render a built-in demo (see `flipbook list`)"
        )
      }
      throw FlipbookError.unknownDemo(self.demo)
    }
    try NumericOption.checkRender(demo: demo, fps: fps, scale: scale, loop: loop, at: at)
    let recording = try Recording(
      demo: demo, images: try images(for: demo),
      settings: RenderSettings(
        fps: fps, scale: scale, loopCount: loop, showsTouches: !hideTouches))

    if timeline {
      for event in recording.events() { try StandardOutput.line(event.jsonLine) }
    }

    if at.count == 1 {
      let path = output ?? "\(demo.name).png"
      try Destination.checkFile(path, inputs: image)
      try recording.writePNG(at: at[0], to: path)
      report("wrote \(path) (t = \(at[0]) s)")
    } else if at.count > 1 {
      let directory = output ?? "\(demo.name)-frames"
      for t in at { try Destination.checkFile(directory + "/\(demo.name)-\(t).png", inputs: image) }
      try Recording.makeDirectory(directory)
      let frames = try recording.frames(at: at)
      for (t, frame) in zip(at, frames) {
        try frame.writePNG(to: directory + "/" + "\(demo.name)-\(t).png")
      }
      report("wrote \(frames.count) frames to \(directory)/")
    } else {
      let path = output ?? "\(demo.name).gif"
      try Destination.checkOutputs(gif: path, framesDirectory: framesDir, inputs: image)
      let progress = ProgressBar(label: demo.name, enabled: !quiet)
      let frameFiles = framesDir.map(FramesDirectoryCleanup.init(directory:))
      do {
        try recording.writeGIF(to: path, framesDirectory: framesDir) { done, total in
          progress.update(done: done, total: total)
          frameFiles?.wroteFrame(done - 1)
        }
      } catch {
        frameFiles?.removeWritten()
        throw error
      }
      frameFiles?.keep()
      progress.finish()
      let size = recording.pixelSize
      report(
        "wrote \(path) (\(recording.frameCount) frames, \(size.width)×\(size.height) px, "
          + "\(JSON.number(recording.duration)) s)")
    }
  }

  private func report(_ line: String) {
    if !quiet { FileHandle.standardError.write(Data((line + "\n").utf8)) }
  }

  /// The replacement images given with --image, loaded and checked.
  private func images(for demo: Demo) throws -> DemoImages {
    var replacements: [String: Image] = [:]
    for argument in image {
      var name = demo.imageNames.first
      var path = argument
      if let equals = argument.firstIndex(of: "="),
        demo.imageNames.contains(String(argument[..<equals]))
      {
        name = String(argument[..<equals])
        path = String(argument[argument.index(after: equals)...])
      } else if let equals = argument.firstIndex(of: "="),
        !FileManager.default.fileExists(atPath: argument)
      {
        throw FlipbookError.unknownImageName(
          demo: demo.name, name: String(argument[..<equals]), known: demo.imageNames)
      }
      guard let name else {
        throw FlipbookError.invalidSetting("--image: demo '\(demo.name)' has no replaceable image")
      }
      replacements[name] = try Image(contentsOfPNGFile: path)
    }
    return DemoImages(replacements: replacements)
  }
}
