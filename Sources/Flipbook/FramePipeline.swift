import Foundation

/// Hands batches from a producer thread to the thread that consumes them, at most
/// `capacity` batches ahead, so drawing the next frames and encoding the last ones run at
/// once while memory stays bounded.
final class FramePipeline<Batch: Sendable>: @unchecked Sendable {
  private enum Item {
    case batch(Batch)
    case failure(any Error)
    case end
  }

  private let condition = NSCondition()
  private var items: [Item] = []
  private var isCancelled = false
  private let capacity: Int

  /// A pipeline holding at most `capacity` batches not yet consumed.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// Runs `produce` on a thread of its own, which calls its argument with each batch in
  /// order (waiting while `capacity` batches wait) until it returns or throws; hands each
  /// batch to `consume` on this thread, in order. When `consume` throws, the producer is
  /// told to stop (its next hand-over returns false) and the error is rethrown once it has.
  func run(
    produce: @escaping @Sendable (_ send: (Batch) -> Bool) throws -> Void,
    consume: (Batch) throws -> Void
  ) throws {
    let producer = Thread { [self] in
      do {
        try produce { batch in put(.batch(batch)) }
        _ = put(.end)
      } catch {
        _ = put(.failure(error))
      }
    }
    producer.stackSize = 8 << 20
    producer.start()
    while true {
      switch take() {
      case .batch(let batch):
        do {
          try consume(batch)
        } catch {
          cancelAndDrain()
          throw error
        }
      case .failure(let error): throw error
      case .end: return
      }
    }
  }

  /// Queues `item`, waiting for room; false (and nothing queued) once cancelled.
  private func put(_ item: Item) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while items.count >= capacity && !isCancelled { condition.wait() }
    guard !isCancelled else {
      if case .batch = item { return false }
      items.append(item)
      condition.broadcast()
      return false
    }
    items.append(item)
    condition.broadcast()
    return true
  }

  private func take() -> Item {
    condition.lock()
    defer { condition.unlock() }
    while items.isEmpty { condition.wait() }
    let item = items.removeFirst()
    condition.broadcast()
    return item
  }

  /// Tells the producer to stop and waits until it has ended.
  private func cancelAndDrain() {
    condition.lock()
    isCancelled = true
    condition.broadcast()
    condition.unlock()
    while true {
      switch take() {
      case .batch: continue
      case .failure, .end: return
      }
    }
  }
}
