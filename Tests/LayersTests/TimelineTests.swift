import Animation
import Geometry
import Layers
import Testing

@Suite("Timeline")
struct TimelineTests {
  @Test("events run in time order, ties in the order they were scheduled")
  func order() {
    let timeline = Timeline(rootLayer: Layer())
    var log: [String] = []
    timeline.schedule(at: 0.5) { log.append("b") }
    timeline.schedule(at: 0.2) { log.append("a") }
    timeline.schedule(at: 0.5) { log.append("c") }
    timeline.advance(to: 0.4)
    #expect(log == ["a"])
    #expect(timeline.now == 0.4)
    timeline.advance(to: 1)
    #expect(log == ["a", "b", "c"])
  }

  @Test("thousands of events, scheduled out of order with ties, run sorted by time then order")
  func manyEvents() {
    let timeline = Timeline(rootLayer: Layer())
    var log: [(time: Double, order: Int)] = []
    // 5 000 events over 50 distinct times, scheduled in a scrambled order.
    for order in 0..<5000 {
      let time = Double((order * 37) % 50) / 10
      timeline.schedule(at: time) { log.append((timeline.now, order)) }
    }
    #expect(timeline.nextEventTime == 0)
    timeline.advance(to: 10)
    #expect(log.count == 5000)
    let expected = (0..<5000).map { (time: Double(($0 * 37) % 50) / 10, order: $0) }
      .sorted { ($0.time, $0.order) < ($1.time, $1.order) }
    #expect(log.map(\.time) == expected.map(\.time))
    #expect(log.map(\.order) == expected.map(\.order))
    #expect(timeline.nextEventTime == nil)
  }

  @Test("an event scheduled while running runs too when it is due")
  func chained() {
    let timeline = Timeline(rootLayer: Layer())
    var times: [Double] = []
    timeline.schedule(at: 0.1) {
      times.append(timeline.now)
      timeline.schedule(at: timeline.now + 0.2) { times.append(timeline.now) }
    }
    timeline.advance(to: 1)
    #expect(times.count == 2)
    #expect(abs(times[1] - 0.3) < 1e-12)
  }

  @Test("begin and commit, as CATransaction spells them, nest and complete at the last end")
  func beginAndCommit() {
    let root = Layer()
    let timeline = Timeline(rootLayer: root)
    var completions: [(String, Double)] = []
    timeline.beginTransaction()
    root.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 0.5))
    timeline.beginTransaction()
    root.add(BasicAnimation(keyPath: .cornerRadius, from: 0, to: 4, duration: 0.2))
    timeline.commitTransaction { completions.append(("inner", timeline.now)) }
    timeline.commitTransaction { completions.append(("outer", timeline.now)) }
    // Nothing open: the completion runs as the next event.
    timeline.commitTransaction { completions.append(("none", timeline.now)) }
    timeline.advance(to: 1)
    #expect(completions.map(\.0) == ["none", "inner", "outer"])
    #expect(completions.map(\.1) == [0, 0.2, 0.5])
  }

  @Test("a transaction completes when the last of its animations ends")
  func transactionCompletion() throws {
    let root = Layer()
    let timeline = Timeline(rootLayer: root)
    var completedAt: Double?
    try timeline.transaction(
      {
        try root.add(
          BasicAnimation(keyPath: "opacity", from: .scalar(0), to: .scalar(1), duration: 0.5))
        try root.add(
          BasicAnimation(keyPath: "opacity", from: .scalar(1), to: .scalar(0), duration: 0.8))
      }, completion: { completedAt = timeline.now })
    timeline.advance(to: 0.7)
    #expect(completedAt == nil)
    timeline.advance(to: 2)
    #expect(completedAt == 0.8)
    #expect(
      timeline.events.map(\.name) == [
        "animation.begin", "animation.begin", "animation.end", "animation.end",
        "transaction.completion",
      ])
  }

  @Test("a transaction with no animation completes at once")
  func emptyTransaction() {
    let timeline = Timeline(rootLayer: Layer())
    timeline.advance(to: 0.25)
    var completedAt: Double?
    timeline.transaction({}, completion: { completedAt = timeline.now })
    timeline.advance(to: 0.25)
    #expect(completedAt == 0.25)
  }

  @Test("the log describes animations as the command-line contract says")
  func eventFields() throws {
    let root = Layer(name: "card")
    let timeline = Timeline(rootLayer: root)
    try root.add(
      KeyframeAnimation(
        keyPath: "transform.scale", values: [.scalar(0.9), .scalar(1.2), .scalar(1.0)],
        keyTimes: [0.2, 0.4, 1.0], duration: 0.3, timingFunction: .easeOut), forKey: "pop")
    timeline.advance(to: 1)
    let begin = try #require(timeline.events.first)
    #expect(
      begin.description.hasPrefix(
        "0 animation.begin layer=\"card\" key=\"pop\" keyPath=\"transform.scale\""))
    #expect(begin["keyPath"] == .string("transform.scale"))
    #expect(begin["duration"] == .number(0.3))
    #expect(begin["values"] == .list([.number(0.9), .number(1.2), .number(1.0)]))
    #expect(begin["keyTimes"] == .list([.number(0.2), .number(0.4), .number(1.0)]))
    #expect(begin["timing"] == .string("easeOut"))
    let end = try #require(timeline.events.last)
    #expect(end.name == "animation.end")
    #expect(abs(end.time - 0.3) < 1e-12)
    #expect(end.description.hasPrefix("0.3 animation.end "))
  }
}
