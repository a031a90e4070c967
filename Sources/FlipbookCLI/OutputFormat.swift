import Foundation

/// The format `render` writes, chosen by the output's extension: a GIF, or a PNG for one
/// `--at` time. Any other extension is refused before anything is rendered, rather than
/// writing a GIF under a name that says otherwise.
enum OutputFormat {
  /// The extensions `render` writes, with what each holds.
  static let supported = ".gif (an animated GIF), or .png with one --at (a single frame)"

  /// Throws unless `path` ends in `.png` when `singleFrame`, else in `.gif`. No path (the
  /// default name) and a path that is already something other than a regular file (a
  /// device such as /dev/null, a pipe, a directory: the output checks judge those) pass.
  static func check(_ path: String?, singleFrame: Bool) throws {
    guard let path else { return }
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG { return }
    let expected = singleFrame ? "png" : "gif"
    let found = URL(fileURLWithPath: path).pathExtension.lowercased()
    guard found != expected else { return }
    let what = found.isEmpty ? "a path without an extension" : ".\(found)"
    let when = singleFrame ? " with one --at" : ""
    throw FlipbookError.invalidSetting(
      "-o \(path): render cannot write \(what)\(when); it writes \(supported)")
  }
}
