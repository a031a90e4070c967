import Flipbook
import Foundation
import ProcessServices

/// Writes to standard output unbuffered, so a failed write (a full disk, a closed pipe) is
/// an error the command reports, not output silently lost at exit.
enum StandardOutput {
  /// Writes `text` plus a newline, its control characters escaped as in a message (a path
  /// named with a newline stays on its line).
  static func line(_ text: String) throws {
    try write(text.escapingControlCharacters() + "\n")
  }

  /// Writes `text` in full, or throws naming standard output and the system's reason.
  static func write(_ text: String) throws {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes {
        Foundation.write(1, $0.baseAddress! + offset, $0.count - offset)
      }
      if n < 0 {
        if errno == EINTR { continue }
        // The reader has gone (`| head`): stop as a program killed by SIGPIPE does.
        if errno == EPIPE { SignalCleanup.die(of: SIGPIPE) }
        throw FlipbookError.cannotWrite(
          path: "standard output", reason: String(cString: strerror(errno)))
      }
      offset += n
    }
  }
}
