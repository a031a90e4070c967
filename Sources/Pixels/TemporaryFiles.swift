import Foundation

/// Paths to remove if the process is interrupted: the temporary files being written and
/// whatever else a command would leave half done. A signal handler calls ``removeAll()``.
public final class TemporaryFiles: @unchecked Sendable {
  /// The one registry of the process.
  public static let shared = TemporaryFiles()

  private let lock = NSLock()
  private var paths: [String] = []

  /// Adds a path (a file, or an empty directory to remove after the files in it).
  public func add(_ path: String) {
    lock.withLock { paths.append(path) }
  }

  /// Forgets a path: it was committed or already removed.
  public func remove(_ path: String) {
    lock.withLock {
      if let index = paths.lastIndex(of: path) { paths.remove(at: index) }
    }
  }

  /// The paths currently registered, oldest first.
  public var registered: [String] { lock.withLock { paths } }

  /// Removes every registered path, newest first (files before the directories holding them).
  public func removeAll() {
    lock.withLock {
      for path in paths.reversed() where unlink(path) != 0 && errno == EISDIR {
        rmdir(path)
      }
      paths.removeAll()
    }
  }
}
