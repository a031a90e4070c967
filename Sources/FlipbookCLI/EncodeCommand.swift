import ArgumentParser
import Flipbook
import Foundation

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
    do {
      for (index, path) in frames.enumerated() {
        let frame = index == 0 ? first : try Image(contentsOfPNGFile: path, limits: limits)
        guard frame.width == first.width, frame.height == first.height else {
          throw FlipbookError.invalidSetting(
            "\(path): \(frame.width)×\(frame.height) differs from the first frame's "
              + "\(first.width)×\(first.height)")
        }
        try writer.add(frame)
      }
      try writer.finish()
    } catch {
      writer.cancel()
      throw error
    }
  }
}
