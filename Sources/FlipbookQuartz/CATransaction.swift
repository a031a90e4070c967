import Foundation
import Layers

/// Groups animations, as `CATransaction`: a completion block runs once every animation
/// added inside has ended. Transactions belong to the thread, as in Core Animation; the
/// first layer on a timeline that gets an animation ties them to that timeline, and they
/// open and close the timeline's own transactions.
///
/// Setting a completion block or a duration with no transaction open opens an implicit one,
/// committed by the next `commit()` or when the current touch or timeline event has been
/// handled.
public enum CATransaction {
  /// Opens a transaction.
  public static func begin() {
    TransactionStack.current.begin(isImplicit: false)
  }

  /// Closes the innermost transaction; its completion block is scheduled on its timeline.
  public static func commit() {
    TransactionStack.current.commit()
  }

  /// The block to run once every animation added in the current transaction has ended.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    TransactionStack.current.updateInnermost { $0.completion = block }
  }

  /// The current transaction's completion block.
  public static func completionBlock() -> (() -> Void)? {
    TransactionStack.current.entries.last?.completion
  }

  /// The duration given to animations added in the current transaction whose own duration
  /// is 0 (the default 0.25 s when unset).
  public static func setAnimationDuration(_ duration: TimeInterval) {
    TransactionStack.current.updateInnermost { $0.animationDuration = duration }
  }

  /// The current transaction's animation duration: 0.25 s unless set.
  public static func animationDuration() -> TimeInterval {
    TransactionStack.current.entries.last { $0.animationDuration != nil }?.animationDuration
      ?? 0.25
  }
}

/// The open transactions of a thread, and the timeline whose event the thread is handling.
final class TransactionStack {
  struct Entry {
    var isImplicit: Bool
    var completion: (() -> Void)?
    var animationDuration: TimeInterval?
    /// The timeline this transaction opened a transaction on, once an animation tied it.
    var timeline: Timeline?
  }

  private(set) var entries: [Entry] = []
  /// The timeline running the event being handled, if any.
  private var eventTimeline: Timeline?

  private static let threadKey = "FlipbookQuartz.TransactionStack"

  /// This thread's stack.
  static var current: TransactionStack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[threadKey] as? TransactionStack { return stack }
    let stack = TransactionStack()
    dictionary[threadKey] = stack
    return stack
  }

  func begin(isImplicit: Bool) {
    entries.append(Entry(isImplicit: isImplicit))
  }

  /// Changes the innermost transaction, opening an implicit one if none is open.
  func updateInnermost(_ change: (inout Entry) -> Void) {
    if entries.isEmpty { begin(isImplicit: true) }
    change(&entries[entries.count - 1])
  }

  /// The duration an animation added now takes when its own is 0, if a transaction sets one.
  var animationDuration: TimeInterval? {
    entries.last { $0.animationDuration != nil }?.animationDuration
  }

  /// Ties the open transactions not yet tied to a timeline to `timeline`, outermost first,
  /// so that animations added now count for all of them.
  func tie(to timeline: Timeline) {
    for index in entries.indices where entries[index].timeline == nil {
      entries[index].timeline = timeline
      timeline.beginTransaction()
    }
  }

  func commit() {
    guard let entry = entries.popLast() else { return }
    let timeline = entry.timeline ?? eventTimeline
    guard let timeline else {
      entry.completion?()
      return
    }
    let completion = entry.completion.map { block in
      { [weak timeline] in
        guard let timeline else { return }
        TransactionStack.current.handle(on: timeline, block)
      }
    }
    if entry.timeline == nil { timeline.beginTransaction() }
    timeline.commitTransaction(completion: completion)
  }

  /// Runs `body` as the handling of an event of `timeline`: transactions committed without
  /// a tied layer use it, and implicit transactions left open are committed at the end.
  func handle(on timeline: Timeline, _ body: () -> Void) {
    let outer = eventTimeline
    let depth = entries.count
    eventTimeline = timeline
    body()
    while entries.count > depth, entries[entries.count - 1].isImplicit { commit() }
    eventTimeline = outer
  }
}
