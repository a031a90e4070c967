import ArgumentParser
import Flipbook
import Foundation
import GIF
import Pixels
import WebP

/// `flipbook inspect`: what a GIF, WebP or PNG file holds.
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract:
      "Shows the size, frames, delays, loop count and palettes of a GIF, the frames, "
      + "durations and compression of a WebP, or a PNG's header.")

  @Argument(help: "A .gif, .webp or .png file.")
  var file: String

  @Flag(help: "Print one JSON object.")
  var json = false

  func run() throws {
    let signature = try Self.signature(of: file)
    if signature.starts(with: Array("GIF8".utf8)) {
      try inspectGIF()
    } else if signature.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      try inspectPNG()
    } else if signature.count >= 12, signature[0..<4].elementsEqual("RIFF".utf8),
      signature[8..<12].elementsEqual("WEBP".utf8)
    {
      try inspectWebP()
    } else {
      throw FlipbookError.invalidSetting("\(file): not a GIF, WebP or PNG file")
    }
  }

  private func inspectWebP() throws {
    // Every frame is decoded, one at a time, so a corrupt one is an error here too.
    let webP = try WebPDecoder(contentsOfFile: file, limits: CommandEnvironment.current.limits)
    var durations: [Int] = []
    var kinds: [String] = []
    while let frame = try webP.nextFrame() {
      durations.append(frame.duration)
      kinds.append(frame.isLossless ? "lossless" : "lossy")
    }
    let total = durations.reduce(0, +)
    if json {
      let loop = webP.loopCount.map { String($0) } ?? "null"
      try StandardOutput.line(
        "{\"format\":\"webp\",\"animated\":\(webP.isAnimated),\"width\":\(webP.width),"
          + "\"height\":\(webP.height),\"frames\":\(webP.frameCount),"
          + "\"durations\":[\(durations.map(String.init).joined(separator: ","))],"
          + "\"duration\":\(JSON.number(Double(total) / 1000)),\"loop\":\(loop),"
          + "\"compression\":[\(kinds.map(JSON.string).joined(separator: ","))]}")
    } else {
      let loop =
        webP.loopCount.map { $0 == 0 ? "forever" : "\($0) times" } ?? "none (a still image)"
      try StandardOutput.write(
        """
        WebP  \(webP.width)×\(webP.height)  \(webP.frameCount) frames
        duration     \(JSON.number(Double(total) / 1000)) s (\(total) ms)
        loop         \(loop)
        durations    \(Self.runs(durations.map(String.init))) ms
        compression  \(Self.runs(kinds))

        """)
    }
  }

  private func inspectGIF() throws {
    // One frame at a time: memory stays at one canvas whatever the frame count.
    let gif = try GIFDecoder(contentsOfFile: file, limits: CommandEnvironment.current.limits)
    var delays: [Int] = []
    var palettes: [Int] = []
    var disposals: [String] = []
    while let frame = try gif.nextFrame() {
      delays.append(frame.delay)
      palettes.append(frame.paletteSize)
      disposals.append("\(frame.disposal)")
    }
    let total = delays.reduce(0, +)
    if json {
      let loop = gif.loopCount.map { String($0) } ?? "null"
      try StandardOutput.line(
        "{\"format\":\"gif\",\"version\":\(JSON.string(gif.version)),\"width\":\(gif.width),"
          + "\"height\":\(gif.height),\"frames\":\(gif.frameCount),"
          + "\"delays\":[\(delays.map(String.init).joined(separator: ","))],"
          + "\"duration\":\(JSON.number(Double(total) / 100)),\"loop\":\(loop),"
          + "\"palettes\":[\(palettes.map(String.init).joined(separator: ","))],"
          + "\"disposals\":[\(disposals.map(JSON.string).joined(separator: ","))]}")
    } else {
      let loop = gif.loopCount.map { $0 == 0 ? "forever" : "\($0) times" } ?? "none (plays once)"
      try StandardOutput.write(
        """
        GIF\(gif.version)  \(gif.width)×\(gif.height)  \(gif.frameCount) frames
        duration  \(JSON.number(Double(total) / 100)) s (\(total) cs)
        loop      \(loop)
        delays    \(Self.runs(delays.map(String.init))) cs
        palettes  \(Self.runs(palettes.map(String.init))) colours
        disposal  \(Self.runs(disposals))

        """)
    }
  }

  private func inspectPNG() throws {
    let info = try PNGInfo(contentsOfPNGFile: file, limits: CommandEnvironment.current.limits)
    // The header alone does not show a corrupt file: decode it (within the limits) too.
    _ = try Image(contentsOfPNGFile: file, limits: CommandEnvironment.current.limits)
    if json {
      try StandardOutput.line(
        "{\"format\":\"png\",\"width\":\(info.width),\"height\":\(info.height),"
          + "\"colorType\":\(JSON.string(info.colorType.name)),\"bitDepth\":\(info.bitDepth),"
          + "\"alpha\":\(info.hasAlpha),\"interlaced\":\(info.isInterlaced)}")
    } else {
      try StandardOutput.write(
        """
        PNG  \(info.width)×\(info.height)
        colour type  \(info.colorType.name), \(info.bitDepth)-bit
        alpha        \(info.hasAlpha ? "yes" : "no")
        interlaced   \(info.isInterlaced ? "yes (Adam7)" : "no")

        """)
    }
  }

  /// Values with repeats folded: "3, 4, 3 ×2, 4".
  static func runs(_ values: [String]) -> String {
    var parts: [String] = []
    var index = 0
    while index < values.count {
      var end = index + 1
      while end < values.count && values[end] == values[index] { end += 1 }
      parts.append(end - index > 1 ? "\(values[index]) ×\(end - index)" : values[index])
      index = end
    }
    return parts.joined(separator: ", ")
  }

  /// The first bytes of a file, or a clear error; a pipe or device is refused, not waited on.
  static func signature(of path: String) throws -> [UInt8] {
    let handle: FileHandle
    do {
      handle = try ReadableFile.open(path, maxBytes: .max)
    } catch {
      let reason = if case .cannotOpen(let reason) = error { reason } else { "cannot be read" }
      throw FlipbookError.invalidSetting("\(path): \(reason)")
    }
    defer { try? handle.close() }  // A read-only file: closing it loses nothing.
    do {
      return Array(try handle.read(upToCount: 12) ?? Data())
    } catch {
      throw FlipbookError.invalidSetting("\(path): cannot be read")
    }
  }
}
