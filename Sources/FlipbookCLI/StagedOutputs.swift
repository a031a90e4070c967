import Foundation
import ProcessServices

/// The files of one command that writes several (`render` with `--filmstrip` or
/// `--report`): each written under a temporary name beside its destination and renamed into
/// place only once every one is complete, so a failed or interrupted run leaves none of them
/// behind, and no old file replaced.
final class StagedOutputs {
  private var staged: [(temporary: String, destination: String)] = []

  /// Nothing staged yet.
  init() {}

  /// Where to write `destination`: a temporary name beside it, removed if the process dies
  /// of a signal; `destination` itself when it is a stream (a device or a pipe such as
  /// /dev/stdout), which nothing can be renamed over.
  func path(for destination: String) -> String {
    var info = stat()
    if stat(destination, &info) == 0, [S_IFCHR, S_IFIFO].contains(info.st_mode & S_IFMT) {
      return destination
    }
    let url = URL(fileURLWithPath: destination)
    let temporary =
      url.deletingLastPathComponent().path + "/." + url.lastPathComponent
      + ".staged-\(getpid())-\(staged.count)"
    TemporaryFiles.shared.add(temporary)
    staged.append((temporary, destination))
    return temporary
  }

  /// Renames every staged file into place, in the order staged.
  func commit() throws {
    for (index, file) in staged.enumerated() {
      guard rename(file.temporary, file.destination) == 0 else {
        let reason = String(cString: strerror(errno))
        staged.removeFirst(index)
        discard()
        throw FlipbookError.cannotWrite(path: file.destination, reason: reason)
      }
      TemporaryFiles.shared.remove(file.temporary)
    }
    staged = []
  }

  /// `error`, its message naming the destinations where it names the temporary files
  /// (`out.gif: cannot write: …`, not `.out.gif.staged-…`).
  func naming(_ error: any Error) -> any Error {
    let line = FlipbookError.line(for: error)
    let named = staged.reduce(line) {
      $0.replacingOccurrences(of: $1.temporary, with: $1.destination)
    }
    return named == line ? error : FlipbookError.invalidSetting(named)
  }

  /// Removes every staged file; the destinations are untouched.
  func discard() {
    for file in staged {
      unlink(file.temporary)
      TemporaryFiles.shared.remove(file.temporary)
    }
    staged = []
  }
}
