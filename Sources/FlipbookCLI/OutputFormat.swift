import Flipbook
import Foundation
import ProcessServices
import WebP

/// The format `render` and `encode` write, chosen by the output's extension: a GIF, a WebP,
/// an MP4, or a PNG for one `--at` time. Any other extension is refused before anything is
/// rendered, rather than writing a file under a name that says otherwise.
enum OutputFormat {
  /// The extensions `render` writes, with what each holds.
  static let supported =
    ".gif (an animated GIF), .webp (an animated WebP), .mp4 (an H.264 video), "
    + "or .png with one --at (a single frame)"

  /// The extensions `encode` writes.
  static let encoded = ".gif (an animated GIF), .webp (an animated WebP) or .mp4 (an H.264 video)"

  /// Throws unless `path` ends in `.png` when `singleFrame`, else in an animation's
  /// extension; `--quality` is refused for one frame. No path (the default name) and a path
  /// that is already something other than a regular file (a device such as /dev/null, a
  /// pipe, a directory: the output checks judge those) pass.
  static func check(_ path: String?, singleFrame: Bool, quality: Double? = nil) throws {
    if singleFrame {
      if quality != nil {
        throw FlipbookError.invalidSetting("--quality: a single frame is a PNG, always lossless")
      }
      guard let path, !isSpecial(path) else { return }
      let found = URL(fileURLWithPath: path).pathExtension.lowercased()
      guard found != "png" else { return }
      throw refusal(path, found: found, when: " with one --at", command: "render")
    }
    _ = try animation(path, quality: quality, command: "render", supported: supported)
  }

  /// The animation format of `path` (a GIF for no path, or for a device or pipe whose name
  /// says nothing), with `--quality` (0–100) making a WebP lossy.
  ///
  /// - Throws: for any other extension, naming `supported`; for `--quality` out of range or
  ///   given for a format it does not apply to.
  static func animation(
    _ path: String?, quality: Double?, command: String, supported: String
  ) throws -> AnimationFormat {
    var format = AnimationFormat.gif
    if let path, !isSpecial(path) {
      guard let named = AnimationFormat(path: path) else {
        let found = URL(fileURLWithPath: path).pathExtension.lowercased()
        throw refusal(path, found: found, when: "", command: command, supported: supported)
      }
      format = named
    }
    guard let quality else { return format }
    guard case .webp = format else {
      throw FlipbookError.invalidSetting(
        "--quality \(NumberText.format(quality)): applies to a .webp output only "
          + "(a \(format) is written without it)")
    }
    try NumericOption.check("--quality", quality, in: WebPCompression.qualities)
    return .webp(.lossy(quality: quality))
  }

  private static func isSpecial(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFREG
  }

  private static func refusal(
    _ path: String, found: String, when: String, command: String,
    supported: String = supported
  ) -> FlipbookError {
    let what = found.isEmpty ? "a path without an extension" : ".\(found)"
    return FlipbookError.invalidSetting(
      "-o \(path): \(command) cannot write \(what)\(when); it writes \(supported)")
  }
}
