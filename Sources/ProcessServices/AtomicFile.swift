import Foundation

/// A file written under a temporary name beside its destination and renamed over it only
/// when complete, so a failed write leaves nothing behind and never replaces a good file.
package final class AtomicFile {
  /// Where the file goes when committed.
  package let path: String
  /// The temporary file being written.
  package let temporaryPath: String
  /// The open descriptor of the temporary file, or -1 once closed.
  package private(set) var descriptor: Int32
  /// The first write error, as a message.
  package private(set) var writeError: String?
  private var finished = false

  /// Whether bytes go straight to `path` (a device or a pipe such as /dev/stdout), where a
  /// rename would replace the special file itself.
  package let isStream: Bool

  /// Creates the temporary file (mode 0666 less the umask) in the destination's folder; a
  /// destination that is a character device or a pipe is opened for writing directly.
  package init(path: String) throws {
    self.path = path
    var info = stat()
    if stat(path, &info) == 0 {
      let type = info.st_mode & S_IFMT
      if type == S_IFDIR { throw AtomicFileError(path: path, reason: "is a directory") }
      if type == S_IFCHR || type == S_IFIFO {
        // Non-blocking, so a pipe nobody reads fails at once (ENXIO) instead of waiting.
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
          let reason =
            errno == ENXIO ? "no process reads the pipe" : String(cString: strerror(errno))
          throw AtomicFileError(path: path, reason: reason)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        temporaryPath = path
        descriptor = fd
        isStream = true
        return
      }
    }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let name = url.lastPathComponent
    var fd: Int32 = -1
    var candidate = ""
    for attempt in 0..<100 {
      candidate = directory + "/." + name + ".tmp-\(getpid())-\(attempt)"
      // Registered before it exists, so a signal arriving just after open(2) still finds
      // it; the name carries this process's id, so removing it cannot touch another's file.
      TemporaryFiles.shared.add(candidate)
      fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 { break }
      let openError = errno
      TemporaryFiles.shared.remove(candidate)
      errno = openError
      if openError != EEXIST { break }
    }
    guard fd >= 0 else {
      throw AtomicFileError(path: path, reason: String(cString: strerror(errno)))
    }
    temporaryPath = candidate
    descriptor = fd
    isStream = false
  }

  deinit {
    if !finished { discard() }
  }

  /// Appends bytes; returns false (and remembers why) when the write fails.
  @discardableResult
  package func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard writeError == nil, descriptor >= 0 else { return false }
    var offset = 0
    while offset < bytes.count {
      let n = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        writeError = String(cString: strerror(errno))
        return false
      }
      offset += n
    }
    return true
  }

  /// Appends bytes; returns false when the write fails.
  @discardableResult
  package func write(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { write($0) }
  }

  /// Flushes, closes and renames the file into place; throws (and removes it) on any error.
  package func commit() throws {
    finished = true
    if isStream {
      if close(descriptor) != 0, writeError == nil { writeError = String(cString: strerror(errno)) }
      descriptor = -1
      if let writeError { throw AtomicFileError(path: path, reason: writeError) }
      return
    }
    if writeError == nil, fsync(descriptor) != 0, errno != EINVAL {
      writeError = String(cString: strerror(errno))
    }
    if close(descriptor) != 0, writeError == nil { writeError = String(cString: strerror(errno)) }
    descriptor = -1
    if let writeError {
      unlink(temporaryPath)
      TemporaryFiles.shared.remove(temporaryPath)
      throw AtomicFileError(path: path, reason: writeError)
    }
    guard rename(temporaryPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporaryPath)
      TemporaryFiles.shared.remove(temporaryPath)
      throw AtomicFileError(path: path, reason: reason)
    }
    TemporaryFiles.shared.remove(temporaryPath)
  }

  /// Closes and removes the temporary file; the destination is untouched.
  package func discard() {
    finished = true
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    if !isStream {
      unlink(temporaryPath)
      TemporaryFiles.shared.remove(temporaryPath)
    }
  }
}

/// A file could not be created, written or renamed into place.
public struct AtomicFileError: Error, LocalizedError, Equatable {
  /// The destination path.
  public let path: String
  /// The system's reason.
  public let reason: String

  public var errorDescription: String? { "\(path): cannot write: \(reason)" }
}
