import Dispatch

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
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: items.count, by: workers) {
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

  var values: [R] { (0..<count).map { buffer[$0]! } }
}
