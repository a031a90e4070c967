import Dispatch
import Foundation

/// Maps an array on several threads; each result lands in its own slot, so the output does
/// not depend on scheduling.
package enum ParallelMap {
  /// `transform` applied to every item on up to `threads` threads, results in item order.
  package static func map<T: Sendable, R: Sendable>(
    _ items: [T], threads: Int, _ transform: @Sendable (T) -> R
  ) -> [R] {
    if threads <= 1 || items.count <= 1 { return items.map(transform) }
    let slots = Slots<R>(count: items.count)
    let workers = min(threads, items.count)
    // Each worker takes the next item when it is free, so items of unequal cost (a frame
    // that changed much beside one that did not) keep every thread busy.
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = slots.claim() {
        slots.store(transform(items[index]), at: index)
      }
    }
    return slots.values
  }
}

/// Result storage written by disjoint indices from several threads: a fixed buffer, so no
/// write ever reallocates or touches another slot.
private final class Slots<R>: @unchecked Sendable {
  private let buffer: UnsafeMutablePointer<R?>
  private let count: Int
  private let lock = NSLock()
  private var next = 0

  init(count: Int) {
    self.count = count
    buffer = .allocate(capacity: count)
    buffer.initialize(repeating: nil, count: count)
  }

  deinit {
    buffer.deinitialize(count: count)
    buffer.deallocate()
  }

  func store(_ value: R, at index: Int) { buffer[index] = value }

  /// The next index no worker has taken, or nil when none is left.
  func claim() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }

  var values: [R] { (0..<count).map { buffer[$0]! } }
}
