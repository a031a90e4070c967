import Animation
import HeapModule

/// The clock of a simulation and its queue of timed events.
///
/// Nothing reads a wall clock: time moves only when ``advance(to:)`` is called, and events
/// (animation ends, transaction completions, scripted touches) run in time order, ties in the
/// order they were scheduled. Every happening is logged in ``events``.
public final class Timeline {
  /// The current simulated time, in seconds.
  public private(set) var now = 0.0
  /// How many events have run: with ``now``, tells one turn of the simulation (the code
  /// run between two events) from the next.
  public private(set) var eventsRun = 0
  /// How many turns have ended: tells the code run between two events (a turn, Core
  /// Animation's run-loop turn and its implicit transaction) from the next.
  public private(set) var turnsEnded = 0
  /// The log of what happened, in time order.
  public private(set) var events: [TimelineEvent] = []
  /// The root of the layer tree this timeline drives.
  public let rootLayer: Layer

  /// Waiting events, earliest (then first scheduled) at the top: a scripted drag schedules
  /// one event per finger sample, up to hundreds of thousands, so each step is O(log n).
  private var queue = Heap<ScheduledAction>()
  private var scheduledCount = 0
  private var openTransactions: [Transaction] = []
  /// Containers with a sequence of transaction steps in flight.
  var busyContainers: Set<ObjectIdentifier> = []

  /// A timeline driving `rootLayer` and the tree below it.
  public init(rootLayer: Layer) {
    self.rootLayer = rootLayer
    rootLayer.ownTimeline = self
  }

  /// Objects that live as long as the timeline: tables its events consult, which would
  /// otherwise be held only by the closures they hold.
  private var kept: [AnyObject] = []

  /// Keeps `object` alive as long as the timeline is.
  package func keepAlive(_ object: AnyObject) {
    kept.append(object)
  }

  /// Runs `action` at `time` (now, if `time` is in the past).
  public func schedule(at time: Double, _ action: @escaping () -> Void) {
    scheduledCount += 1
    queue.insert(ScheduledAction(time: max(time, now), order: scheduledCount, action: action))
  }

  /// Runs every event due up to and including `time`, in order, then sets the clock to `time`.
  /// Events scheduled while running are run too if they are due. Before the first event,
  /// after each, and once more before returning, the ``afterEachTurn(_:)`` handlers run.
  public func advance(to time: Double) {
    // The code run since the last call (a scene being built) is a turn of its own.
    endTurn()
    while let next = nextDue(before: time) {
      now = next.time
      eventsRun += 1
      next.action()
      endTurn()
    }
    endTurn()
    now = max(now, time)
  }

  /// Runs `body` at the end of every turn — after each event, and before the tree is shown
  /// at a time — as UIKit's run loop lays out views before it draws.
  public func afterEachTurn(_ body: @escaping () -> Void) {
    turnEndHandlers.append(body)
  }

  private var turnEndHandlers: [() -> Void] = []

  private func endTurn() {
    for handler in turnEndHandlers { handler() }
    turnsEnded += 1
  }

  /// The time of the earliest event waiting to run, or nil when none is scheduled.
  public var nextEventTime: Double? { queue.min?.time }

  /// Appends an event at the current time to the log.
  public func record(_ name: String, _ fields: [(key: String, value: TimelineEvent.Value)] = []) {
    events.append(TimelineEvent(time: now, name: name, fields: fields))
  }

  /// Runs `body` as a transaction, like `CATransaction.begin()`/`commit()`: `completion` runs
  /// once every animation added inside has ended (at once, as the next event, if none was).
  public func transaction(_ body: () throws -> Void, completion: (() -> Void)? = nil) rethrows {
    beginTransaction()
    defer { commitTransaction(completion: completion) }
    try body()
  }

  /// Opens a transaction, as `CATransaction.begin()`: animations added until the matching
  /// ``commitTransaction(completion:)`` belong to it (and to every transaction around it).
  public func beginTransaction() {
    openTransactions.append(Transaction())
  }

  /// Closes the innermost open transaction, as `CATransaction.commit()`: `completion` runs
  /// once every animation added in it has ended (at once, as the next event, if none was, or
  /// if no transaction was open).
  public func commitTransaction(completion: (() -> Void)? = nil) {
    let transaction = openTransactions.popLast() ?? Transaction()
    guard let completion else { return }
    let end = transaction.latestEnd
    schedule(at: end.isFinite ? end : now) { [weak self] in
      self?.record("transaction.completion")
      completion()
    }
  }

  // MARK: Called by layers

  func animationWasAdded(_ attached: AttachedAnimation, to layer: Layer) {
    let animation = attached.animation
    record("animation.begin", Self.describe(animation, key: attached.key, on: layer))
    let end = layer.timelineTime(atLocalTime: animation.timing.endTime)
    for index in openTransactions.indices {
      openTransactions[index].latestEnd = max(openTransactions[index].latestEnd, end)
    }
    let id = attached.id
    let start = layer.timelineTime(atLocalTime: animation.timing.beginTime)
    if let started = attached.started, start.isFinite {
      schedule(at: start) { [weak layer] in
        guard let layer, layer.animation(withID: id) != nil else { return }
        started()
      }
    }
    scheduleEnd(of: attached, on: layer)
  }

  /// Schedules the end of an attached animation at the timeline time its layer's time
  /// reaches it; at that event, an end the layer's time has not reached (its timing
  /// changed since) is left to the event scheduled when it changed.
  private func scheduleEnd(of attached: AttachedAnimation, on layer: Layer) {
    let animation = attached.animation
    let localEnd = animation.timing.endTime
    let end = layer.timelineTime(atLocalTime: localEnd)
    guard end.isFinite else { return }
    let id = attached.id
    schedule(at: end) { [weak self, weak layer] in
      guard let self, let layer, layer.runningAnimation(withID: id) != nil,
        layer.localTime(atTimelineTime: self.now) >= localEnd - 1e-9 * max(1, abs(localEnd))
      else { return }
      self.record("animation.end", Self.describe(animation, key: attached.key, on: layer))
      layer.animationDidEnd(id: id)
    }
  }

  /// A layer's beginTime, speed or timeOffset changed: the ends of the animations in its
  /// subtree are scheduled again where its time now reaches them.
  func layerTimingDidChange(_ layer: Layer) {
    layer.forEachAttachedAnimation { owner, attached in scheduleEnd(of: attached, on: owner) }
  }

  func animationWasRejected(
    _ animation: any LayerAnimation, key: String?, on layer: Layer, reason: Error
  ) {
    var fields = Self.describe(animation, key: key, on: layer)
    fields.append((key: "reason", value: .string(reason.localizedDescription)))
    record("animation.rejected", fields)
  }

  func animationWasRemoved(_ attached: AttachedAnimation, from layer: Layer) {
    let ended = layer.localTime(atTimelineTime: now) >= attached.animation.timing.endTime
    if !ended {
      var fields = Self.describe(attached.animation, key: attached.key, on: layer)
      fields.append((key: "finished", value: .bool(false)))
      record("animation.end", fields)
    }
  }

  private func nextDue(before time: Double) -> ScheduledAction? {
    guard let first = queue.min, first.time <= time else { return nil }
    return queue.removeMin()
  }

  /// The fields that describe an animation in the log.
  static func describe(
    _ animation: any LayerAnimation, key: String?, on layer: Layer
  ) -> [(key: String, value: TimelineEvent.Value)] {
    var fields: [(key: String, value: TimelineEvent.Value)] = [
      (key: "layer", value: .string(layer.name ?? "unnamed"))
    ]
    if let key { fields.append((key: "key", value: .string(key))) }
    fields += AnimationDescription(animation).fields
    return fields
  }
}

/// An event waiting in the queue, ordered by time, then by the order it was scheduled in.
private struct ScheduledAction: Comparable {
  let time: Double
  let order: Int
  let action: () -> Void

  static func < (lhs: Self, rhs: Self) -> Bool { (lhs.time, lhs.order) < (rhs.time, rhs.order) }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.order == rhs.order }
}

/// An open transaction: the latest end time of the animations added in it.
private struct Transaction {
  var latestEnd = -Double.infinity
}
