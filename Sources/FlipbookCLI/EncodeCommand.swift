import ArgumentParser
import Flipbook
import Foundation
import GIF
import Pixels
import Raster

extension Dither: ExpressibleByArgument {}

/// `flipbook encode`: PNG frames into an animated GIF, WebP or MP4 with the encoders
/// `render` uses; the output's extension says which.
struct EncodeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "encode",
    abstract: "Encodes PNG frames, in argument order, as an animated GIF, WebP or MP4.")

  @Argument(help: "The frames, all of one size.")
  var frames: [String]

  @Option(
    name: .shortAndLong,
    help: "Output path: .gif, .webp (lossless unless --quality) or .mp4 (H.264 through ffmpeg).")
  var output = "out.gif"

  @Option(
    help: ArgumentHelp(
      "A .webp output's lossy quality, 0 to 100 (default: lossless).", valueName: "Q"))
  var quality: Double?

  @Option(help: "Frames per second, at most 50.")
  var fps: Double = 30

  @Option(help: "Loop count, 0 = forever.")
  var loop: Int = 0

  @Option(help: "A GIF's dithering: ordered (the default), none or floyd-steinberg.")
  var dither: Dither?

  func validate() throws {
    guard !frames.isEmpty else { throw ValidationError("Give at least one PNG frame.") }
  }

  /// The options whose value is the next argument.
  private static let valueOptions: Set = [
    "-o", "--output", "--quality", "--fps", "--loop", "--dither",
  ]

  /// `encode`'s command line with all frames but the first taken out, and the frames, found
  /// in one pass: ArgumentParser takes time quadratic in the count of a repeated argument
  /// (20 000 frames took 14 s before the frame limit could refuse them). An argument that
  /// starts with `-` is an option (its value follows it when it takes one), unless it comes
  /// after `--`; any other is a frame. Nil when `arguments` is not an `encode` command.
  static func separatingFrames(_ arguments: [String]) -> (arguments: [String], frames: [String])? {
    guard arguments.first == "encode" else { return nil }
    var options = ["encode"]
    var frames: [String] = []
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        frames += arguments[(index + 1)...]
        break
      }
      if valueOptions.contains(argument) {
        options += arguments[index..<min(index + 2, arguments.count)]
        index += 2
        continue
      }
      if argument.hasPrefix("-"), argument.count > 1 {
        options.append(argument)
      } else {
        frames.append(argument)
      }
      index += 1
    }
    // The first frame stays, so that ArgumentParser sees the argument it requires; after
    // `--`, so that a frame named like an option stays a frame.
    return (options + (frames.isEmpty ? [] : ["--", frames[0]]), frames)
  }

  func run() throws {
    let limits = CommandEnvironment.current.limits
    try NumericOption.checkEncode(fps: fps, loop: loop, frameCount: frames.count, limits: limits)
    // An output that is one of the inputs is named as such, whatever its extension.
    try Destination.checkFile(output, inputs: frames)
    let format = try OutputFormat.animation(
      output, quality: quality, command: "encode", supported: OutputFormat.encoded)
    if dither != nil, format != .gif {
      throw FlipbookError.invalidSetting(
        "--dither: applies to a .gif output only (a \(format) keeps every colour)")
    }
    // Read the first frame for the size; the rest are read one at a time as they are encoded.
    let first = try Image(contentsOfPNGFile: frames[0], limits: limits)
    let writer = try AnimationWriter(
      path: output, format: format, width: first.width, height: first.height,
      frameCount: frames.count, fps: fps, loopCount: loop, dither: dither ?? .ordered)
    let threads = max(
      1, CommandEnvironment.current.threads ?? ProcessInfo.processInfo.activeProcessorCount)
    do {
      // A batch of frames at a time is read, and for a GIF quantized and compressed, on
      // every thread; the frames are then written in order. The first failing path of a
      // batch is the one reported, as one at a time would.
      let batch = threads <= 1 ? 1 : threads * 4
      let paths = frames
      var previous: Image?
      for start in stride(from: 0, to: paths.count, by: batch) {
        let indices = start..<min(start + batch, paths.count)
        let read = ParallelMap.map(Array(indices), threads: threads) { index in
          Result {
            index == 0 ? first : try Image(contentsOfPNGFile: paths[index], limits: limits)
          }
        }
        var images: [Image] = []
        for (index, result) in zip(indices, read) {
          let frame = try result.get()
          guard frame.width == first.width, frame.height == first.height else {
            throw FlipbookError.invalidSetting(
              "\(paths[index]): \(frame.width)×\(frame.height) differs from the first frame's "
                + "\(first.width)×\(first.height)")
          }
          images.append(frame)
        }
        if let preparing = writer.preparer, threads > 1 {
          let befores = [previous] + images.dropLast().map { Optional($0) }
          let prepared = ParallelMap.map(Array(zip(images, befores)), threads: threads) {
            preparing($0, $1)
          }
          for (frame, ahead) in zip(images, prepared) { try writer.add(frame, prepared: ahead) }
        } else {
          for frame in images { try writer.add(frame) }
        }
        previous = images.last
      }
      try writer.finish()
    } catch {
      writer.cancel()
      throw error
    }
  }
}
