import Foundation

/// Runs a closure the first time only, from any thread.
final class Once: @unchecked Sendable {
  private let lock = NSLock()
  private var done = false

  /// Runs `body` if this is the first call.
  func once(_ body: () -> Void) {
    let first = lock.withLock {
      defer { done = true }
      return !done
    }
    if first { body() }
  }
}
