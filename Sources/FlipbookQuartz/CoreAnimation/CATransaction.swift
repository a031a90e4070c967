import Animation
import Foundation
import Layers

/// The transaction property holding the duration of animations whose own is 0 or negative
/// (a number of seconds), as Core Animation names it.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction property telling whether property changes look for actions (a Bool).
public let kCATransactionDisableActions = "disableActions"
/// The transaction property holding the timing function given to the animations added
/// without one (a ``CAMediaTimingFunction``).
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction property holding the completion block (a `() -> Void`).
public let kCATransactionCompletionBlock = "completionBlock"

/// Groups animations, as `CATransaction`: a completion block runs once every animation
/// added after it was set has completed or been removed. Transactions belong to the
/// thread, as in Core Animation.
///
/// Setting a property with no transaction open opens an implicit one, committed by the next
/// `commit()` or when the current touch or timeline event has been handled. Opened outside
/// any event (in code that builds a scene, say), it is committed before the timeline runs
/// its next event — the timeline an animation added in it is on, else the last one this
/// thread added an animation on — or when Core Animation code next handles an event: the
/// end of Core Animation's run-loop turn, in a simulation where time moves only between
/// events.
public enum CATransaction {
  /// Opens a transaction.
  public static func begin() {
    TransactionStack.current.begin(isImplicit: false)
  }

  /// Closes the innermost transaction. Its completion block runs once the animations added
  /// after it was set have completed or been removed (as the next timeline event if there
  /// were none).
  public static func commit() {
    TransactionStack.current.commit()
  }

  /// Takes Core Animation's global lock; nothing here, where a thread's layers and
  /// transactions are its own (a render builds and draws its layers on one thread).
  public static func lock() {}

  /// Releases Core Animation's global lock; nothing here, as ``lock()``.
  public static func unlock() {}

  /// Commits the implicit transactions left open, as Core Animation's `flush()`; explicit
  /// ones stay open.
  public static func flush() {
    TransactionStack.current.flushImplicit()
  }

  /// The block to run once every animation added to the current transaction from now on
  /// has completed or been removed. A block it replaces keeps the animations added while it
  /// was set, and runs at once when there were none.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    TransactionStack.current.setCompletionBlock(block)
  }

  /// The current transaction's completion block.
  public static func completionBlock() -> (() -> Void)? {
    TransactionStack.current.entries.last?.completion?.block
  }

  /// The duration given to animations added in the current transaction whose own duration
  /// is 0 or negative (0.25 s when unset).
  public static func setAnimationDuration(_ duration: TimeInterval) {
    setValue(duration, forKey: kCATransactionAnimationDuration)
  }

  /// The current transaction's animation duration: 0.25 s unless set.
  public static func animationDuration() -> TimeInterval {
    TransactionStack.current.animationDuration ?? MediaTiming.defaultDuration
  }

  /// The timing function given to the animations added in the current transaction without
  /// one of their own, implicit ones included; nil unless set (implicit animations then
  /// take Core Animation's `default` curve, explicit ones are linear).
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    setValue(function, forKey: kCATransactionAnimationTimingFunction)
  }

  /// The current transaction's animation timing function; nil unless set.
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    TransactionStack.current.value(forKey: kCATransactionAnimationTimingFunction)
      as? CAMediaTimingFunction
  }

  /// Whether property changes in the current transaction skip their actions (implicit
  /// animations); false unless set.
  public static func setDisableActions(_ flag: Bool) {
    setValue(flag, forKey: kCATransactionDisableActions)
  }

  /// Whether property changes in the current transaction skip their actions.
  public static func disableActions() -> Bool {
    TransactionStack.current.value(forKey: kCATransactionDisableActions) as? Bool ?? false
  }

  /// Sets a transaction property of the current transaction: the `kCATransaction…` keys
  /// set what the typed setters set; other keys are kept for ``value(forKey:)``.
  public static func setValue(_ value: Any?, forKey key: String) {
    let stack = TransactionStack.current
    if key == kCATransactionCompletionBlock {
      stack.setCompletionBlock(value as? () -> Void)
    } else {
      stack.updateInnermost { $0.values[key] = value }
    }
  }

  /// A transaction property: the innermost transaction's value that is set, else nil.
  public static func value(forKey key: String) -> Any? {
    if key == kCATransactionCompletionBlock { return completionBlock() }
    return TransactionStack.current.value(forKey: key)
  }
}

/// A completion block and the animations added while it was the transaction's block:
/// it runs once it is sealed (its transaction committed, or the block replaced) and every
/// one of them has completed or been removed.
final class CompletionGroup {
  let block: () -> Void
  private var pending = 0
  private var isSealed = false
  private var hasRun = false
  /// The timeline that runs the block, once an animation or an event tied it to one.
  private weak var timeline: Timeline?

  init(_ block: @escaping () -> Void) {
    self.block = block
  }

  /// Counts an animation added to a layer on `timeline`.
  func animationAdded(on timeline: Timeline) {
    pending += 1
    if self.timeline == nil { self.timeline = timeline }
  }

  /// One of the counted animations completed or was removed.
  func animationStopped() {
    pending -= 1
    runIfDone()
  }

  /// No more animations will be counted; `fallback` runs the block when no animation tied
  /// the group to a timeline.
  func seal(fallback: Timeline?) {
    isSealed = true
    if timeline == nil { timeline = fallback }
    runIfDone()
  }

  /// Schedules the block as the timeline's next event, or runs it now with no timeline.
  private func runIfDone() {
    guard isSealed, pending <= 0, !hasRun else { return }
    hasRun = true
    let block = block
    guard let timeline else {
      block()
      return
    }
    timeline.schedule(at: timeline.now) { [weak timeline] in
      guard let timeline else { return }
      timeline.record("transaction.completion")
      TransactionStack.current.handle(on: timeline, block)
    }
  }
}

/// The open transactions of a thread, and the timeline whose event the thread is handling.
final class TransactionStack {
  final class Entry {
    let isImplicit: Bool
    /// Implicit and opened outside any event: committed before the next event runs.
    let isStray: Bool
    /// The current completion block with the animations added since it was set.
    var completion: CompletionGroup?
    /// The transaction properties set, by key.
    var values: [String: Any] = [:]
    /// The timelines asked to close this (stray) transaction.
    var closingTimelines: Set<ObjectIdentifier> = []

    init(isImplicit: Bool, isStray: Bool) {
      self.isImplicit = isImplicit
      self.isStray = isStray
    }
  }

  private(set) var entries: [Entry] = []

  /// The timeline whose time is Core Animation's current media time on this thread: the one
  /// running the event being handled, else the last one used.
  var currentTimeline: Timeline? { eventTimeline ?? lastTimeline }

  /// Notes a timeline this thread uses (a window over a scene's root, say).
  func use(_ timeline: Timeline) {
    lastTimeline = timeline
  }
  /// The timeline running the event being handled, if any.
  private var eventTimeline: Timeline?
  /// The timeline this thread last added an animation on or handled an event of: the one
  /// that closes a stray transaction opened before any animation ties it to another.
  private weak var lastTimeline: Timeline?

  /// The run loop of this thread: its timers and queued work.
  let runLoop = RunLoopClock()

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
    let entry = Entry(isImplicit: isImplicit, isStray: isImplicit && eventTimeline == nil)
    entries.append(entry)
    if entry.isStray, let timeline = lastTimeline { scheduleClosing(of: entry, on: timeline) }
  }

  /// Asks `timeline` to commit the stray transactions before its next event.
  private func scheduleClosing(of entry: Entry, on timeline: Timeline) {
    guard entry.closingTimelines.insert(ObjectIdentifier(timeline)).inserted else { return }
    timeline.schedule(at: timeline.now) { TransactionStack.current.closeStray() }
  }

  /// Changes the innermost transaction, opening an implicit one if none is open.
  func updateInnermost(_ change: (Entry) -> Void) {
    if entries.isEmpty { begin(isImplicit: true) }
    change(entries[entries.count - 1])
  }

  /// The innermost value set for `key` among the open transactions.
  func value(forKey key: String) -> Any? {
    for entry in entries.reversed() {
      if let value = entry.values[key] { return value }
    }
    return nil
  }

  /// The duration an animation added now takes when its own is 0 or negative, if a
  /// transaction sets one.
  var animationDuration: TimeInterval? {
    switch value(forKey: kCATransactionAnimationDuration) {
    case let seconds as TimeInterval: seconds
    case let seconds as Float: TimeInterval(seconds)
    case let seconds as Int: TimeInterval(seconds)
    case let number as NSNumber: number.doubleValue
    default: nil
    }
  }

  /// Replaces the innermost transaction's block; the replaced one is sealed with the
  /// animations it has (Apple: a block set to a different value before any animation is
  /// added "will be invoked immediately").
  func setCompletionBlock(_ block: (() -> Void)?) {
    updateInnermost { entry in
      entry.completion?.seal(fallback: eventTimeline)
      entry.completion = block.map(CompletionGroup.init)
    }
  }

  /// The completion groups an animation added now to a layer on `timeline` counts for:
  /// every open transaction's current block. A stray transaction is closed by `timeline`
  /// before its next event.
  func animationAdded(on timeline: Timeline) -> [CompletionGroup] {
    lastTimeline = timeline
    for entry in entries where entry.isStray { scheduleClosing(of: entry, on: timeline) }
    let groups = entries.compactMap(\.completion)
    for group in groups { group.animationAdded(on: timeline) }
    return groups
  }

  /// Closes the innermost transaction; its block runs on `timeline` when no animation and
  /// no event tied it to one (a UIView block that animated nothing completes as that
  /// timeline's next event, UIKit's "next run loop cycle").
  func commit(fallback timeline: Timeline? = nil) {
    guard let entry = entries.popLast() else { return }
    entry.completion?.seal(fallback: eventTimeline ?? timeline)
  }

  /// Commits the implicit transactions at the top of the stack.
  func flushImplicit() {
    while let last = entries.last, last.isImplicit { commit() }
  }

  /// Commits the stray implicit transactions at the top of the stack.
  private func closeStray() {
    while let last = entries.last, last.isStray { commit() }
  }

  /// Runs `body` as the handling of an event of `timeline`: stray transactions left open
  /// before it are committed first, transactions committed during it use it for their
  /// completion, and implicit transactions it leaves open are committed at the end.
  func handle(on timeline: Timeline, _ body: () -> Void) {
    let outer = eventTimeline
    if outer == nil { closeStray() }
    lastTimeline = timeline
    let depth = entries.count
    eventTimeline = timeline
    body()
    while entries.count > depth, entries[entries.count - 1].isImplicit { commit() }
    eventTimeline = outer
  }
}
