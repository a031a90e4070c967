import Foundation

/// Opening an input file after checking, before reading a byte, that it is a regular file no
/// larger than a limit.
package enum ReadableFile {
  /// Why a file was not opened.
  package enum Failure: Error, Equatable {
    /// It does not exist, is not a regular file or cannot be read (the reason, in words).
    case cannotOpen(String)
    /// It is larger than the limit (its size in bytes).
    case tooLarge(Int)
  }

  /// A handle reading `path`, which is a regular file of at most `maxBytes`.
  package static func open(_ path: String, maxBytes: Int) throws(Failure) -> FileHandle {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw .cannotOpen(String(cString: strerror(errno)).lowercased())
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else { throw .cannotOpen("not a regular file") }
    guard Int(info.st_size) <= maxBytes else { throw .tooLarge(Int(info.st_size)) }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .cannotOpen("permission denied")
    }
    return handle
  }
}
