import ArgumentParser
import Flipbook
import Foundation

extension Dither: ExpressibleByArgument {}

/// `flipbook encode`: PNG frames into an animated GIF with Flipbook's encoder.
struct EncodeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "encode",
    abstract: "Encodes PNG frames, in argument order, as an animated GIF.")

  @Argument(help: "The frames, all of one size.")
  var frames: [String]

  @Option(name: .shortAndLong, help: "Output path.")
  var output = "out.gif"

  @Option(help: "Frames per second, at most 50.")
  var fps: Double = 30

  @Option(help: "Loop count, 0 = forever.")
  var loop: Int = 0

  @Option(help: "Dithering: ordered (the default), none or floyd-steinberg.")
  var dither: Dither = .ordered

  func validate() throws {
    guard !frames.isEmpty else { throw ValidationError("Give at least one PNG frame.") }
  }

  func run() throws {
    let limits = CommandEnvironment.current.limits
    try NumericOption.checkEncode(fps: fps, loop: loop, frameCount: frames.count, limits: limits)
    try Destination.checkFile(output, inputs: frames)
    // Read the first frame for the size; the rest are read one at a time as they are encoded.
    let first = try Image(contentsOfPNGFile: frames[0], limits: limits)
    let delays = FrameDelays.centiseconds(frameCount: frames.count, fps: fps)
    let encoder = try GIFEncoder(
      path: output, width: first.width, height: first.height, loopCount: loop, dither: dither)
    do {
      for (index, path) in frames.enumerated() {
        let frame = index == 0 ? first : try Image(contentsOfPNGFile: path, limits: limits)
        guard frame.width == first.width, frame.height == first.height else {
          throw FlipbookError.invalidSetting(
            "\(path): \(frame.width)×\(frame.height) differs from the first frame's "
              + "\(first.width)×\(first.height)")
        }
        try encoder.add(frame, delay: delays[index])
      }
      try encoder.finish()
    } catch {
      encoder.cancel()
      throw error
    }
  }
}
