import Foundation

/// Paths to remove if the process is interrupted: the temporary files being written and
/// whatever else a command would leave half done. A signal handler calls ``removeAll()``.
package final class TemporaryFiles: @unchecked Sendable {
  /// The one registry of the process.
  package static let shared = TemporaryFiles()

  private let lock = NSLock()
  private var paths: [String] = []

  /// Adds a path (a file, or an empty directory to remove after the files in it).
  package func add(_ path: String) {
    lock.withLock { paths.append(path) }
  }

  /// Forgets a path: it was committed or already removed.
  package func remove(_ path: String) {
    lock.withLock {
      if let index = paths.lastIndex(of: path) { paths.remove(at: index) }
    }
  }

  /// The paths currently registered, oldest first.
  package var registered: [String] { lock.withLock { paths } }

  /// Removes every registered path, newest first (files before the directories holding them).
  package func removeAll() {
    lock.withLock {
      for path in paths.reversed() where unlink(path) != 0 && errno == EISDIR {
        rmdir(path)
      }
      paths.removeAll()
    }
  }
}
