import Foundation
import Interaction
import Layers

/// A scene run forward once, in time order, keeping a copy of its model after every moment
/// something happened, so that the tree at any time can be presented again in any order.
///
/// Between two events the model does not change and `presentation(at:)` is a pure function
/// of it, so the copy taken after the last event at or before `t` presents exactly what the
/// live scene would at `t`.
final class SceneSimulation: @unchecked Sendable {
  private let lock = NSLock()
  private let scene: Scene
  /// Model copies, by the time from which each is valid, ascending.
  private var snapshots: [(time: Double, root: Layer)] = []

  init(scene: Scene) {
    self.scene = scene
  }

  /// The model trees valid at each of `times`, simulating as far as the latest of them.
  func roots(at times: [Double]) -> [Layer] {
    lock.lock()
    defer { lock.unlock() }
    if let latest = times.max() { simulate(to: latest) }
    return times.map { t in
      var low = 0
      var high = snapshots.count - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if snapshots[mid].time <= t { low = mid } else { high = mid - 1 }
      }
      return snapshots[low].root
    }
  }

  /// The event log up to `time`.
  func events(through time: Double) -> [TimelineEvent] {
    lock.lock()
    defer { lock.unlock() }
    simulate(to: time)
    return scene.timeline.events.filter { $0.time <= time }
  }

  private func simulate(to time: Double) {
    let timeline = scene.timeline
    if snapshots.isEmpty {
      timeline.advance(to: max(timeline.now, 0))
      snapshots.append((timeline.now, scene.rootLayer.presentationCopy()))
    }
    while let next = timeline.nextEventTime, next <= time {
      timeline.advance(to: next)
      let copy = scene.rootLayer.presentationCopy()
      if snapshots[snapshots.count - 1].time == timeline.now {
        snapshots[snapshots.count - 1].root = copy
      } else {
        snapshots.append((timeline.now, copy))
      }
    }
    timeline.advance(to: max(time, timeline.now))
  }
}
