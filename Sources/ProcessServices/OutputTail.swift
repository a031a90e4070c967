import Foundation

/// The last bytes a child process wrote to a pipe — what its message ends with — kept
/// within `limit` however much it writes.
package struct OutputTail {
  /// The most bytes kept.
  package let limit: Int
  /// The last bytes read, at most `limit`.
  package private(set) var bytes: [UInt8] = []
  /// Whether the pipe has reached its end (every writer closed it).
  package private(set) var ended = false

  /// An empty tail keeping at most `limit` bytes.
  package init(limit: Int) {
    self.limit = limit
  }

  /// Reads what `descriptor` (non-blocking) holds now, keeping the last `limit` bytes.
  package mutating func read(from descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !ended {
      let n = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if n > 0 {
        bytes += buffer[0..<n]
        // Trimmed once twice the limit is held, so keeping the tail stays linear.
        if bytes.count > 2 * limit { bytes.removeFirst(bytes.count - limit) }
      } else if n == 0 {
        ended = true
      } else if errno != EINTR {
        // EAGAIN: nothing more now. Any other error ends the pipe for us as well.
        if errno != EAGAIN && errno != EWOULDBLOCK { ended = true }
        break
      }
    }
    if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
  }

  /// The last non-empty line, escaped for a message; nil when nothing was written.
  package var lastLine: String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.split(whereSeparator: \.isNewline).last {
      !$0.allSatisfy(\.isWhitespace)
    }.map { String($0).escapingControlCharacters() }
  }

  /// A pipe whose read end (first) is non-blocking, both ends closed on exec.
  package static func nonBlockingPipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    return (ends[0], ends[1])
  }
}
