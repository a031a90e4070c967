import Foundation
import Interaction
import Layers
import Raster

/// A scene run forward in time order, handing out copies of its model so that the tree at
/// any time can be presented in any order, from any thread.
///
/// Between two events the model does not change and `presentation(at:)` is a pure function
/// of it, so the copy taken after the last event at or before `t` presents exactly what the
/// live scene would at `t`. A time at or after the simulation's clock is reached by running
/// forward and copying the model there; a copy is reused for every time in the same state.
///
/// Going back needs the state that held then. A scene that can be made again (a scene file,
/// a build closure) keeps only the copy of the state it is in, and runs a new scene forward
/// from the start when an earlier time is asked for, so memory is bounded by the frames being
/// rendered, not by the number of events. A live scene handed over as an object cannot be
/// made again, so it keeps a copy of every state it passes through.
final class SceneSimulation: @unchecked Sendable {
  private let lock = NSLock()
  private let makeScene: (() throws -> Scene)?
  private var scene: Scene
  private var started = false
  /// The time each state reached so far began at, ascending; state 0 is the start.
  private var stateStarts: [Double] = []
  /// Model copies by state index: for a scene that can be made again, only the current
  /// state's; otherwise every state's.
  private var copies: [Int: Layer] = [:]
  /// The fonts text is drawn in, to find characters none of them has.
  private let fonts: FontLibrary?
  /// The texts already checked for such characters, with the layers that showed them.
  private var checkedTexts: Set<CheckedText> = []

  private struct CheckedText: Hashable {
    let layer: String?
    let text: TextContent
  }

  /// A simulation of `scene`; `makeScene`, when given, makes the same scene anew. With
  /// `fonts`, a character that no font has is logged once per layer as
  /// `text.missingCharacter` when the text showing it first appears.
  init(scene: Scene, makeScene: (() throws -> Scene)? = nil, fonts: FontLibrary? = nil) {
    self.scene = scene
    self.makeScene = makeScene
    self.fonts = fonts
  }

  /// How many model copies are held now (for tests of the memory bound).
  var copyCount: Int {
    lock.withLock { copies.count }
  }

  /// The model trees valid at each of `times`, in the order given.
  func roots(at times: [Double]) throws -> [Layer] {
    try lock.withLock {
      var roots = [Layer?](repeating: nil, count: times.count)
      // Ascending, so that a batch of frames runs the scene forward once.
      for index in times.indices.sorted(by: { times[$0] < times[$1] }) {
        roots[index] = try root(at: times[index])
      }
      return roots.map { $0! }
    }
  }

  /// The event log up to `time`.
  func events(through time: Double) -> [TimelineEvent] {
    lock.withLock {
      simulate(to: time)
      return scene.timeline.events.filter { $0.time <= time }
    }
  }

  private func root(at t: Double) throws -> Layer {
    if started, t < scene.timeline.now {
      let state = state(at: t)
      if let copy = copies[state] { return copy }
      try restart()
    }
    simulate(to: t)
    let state = stateStarts.count - 1
    if let copy = copies[state] { return copy }
    if makeScene != nil { copies.removeAll() }
    let current = copy()
    copies[state] = current
    return current
  }

  /// The index of the state that held at `t`, a time the simulation has passed.
  private func state(at t: Double) -> Int {
    var low = 0
    var high = stateStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if stateStarts[mid] <= t { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Runs every event up to and including `time`, starting a new state at each event time.
  private func simulate(to time: Double) {
    let timeline = scene.timeline
    if !started {
      started = true
      timeline.advance(to: max(timeline.now, 0))
      stateStarts = [timeline.now]
      checkTexts()
    }
    while let next = timeline.nextEventTime, next <= time {
      let leaving = stateStarts.count - 1
      if makeScene == nil, copies[leaving] == nil { copies[leaving] = copy() }
      timeline.advance(to: next)
      stateStarts.append(timeline.now)
      checkTexts()
    }
    timeline.advance(to: max(time, timeline.now))
  }

  /// Logs each character of the model's texts that no font has, once per layer, when the
  /// text showing it is first met.
  private func checkTexts() {
    guard let fonts else { return }
    var pending = [scene.rootLayer]
    while let layer = pending.popLast() {
      pending += layer.sublayers
      if let mask = layer.mask { pending.append(mask) }
      guard let text = layer.text,
        checkedTexts.insert(CheckedText(layer: layer.name, text: text)).inserted
      else { continue }
      for character in fonts.missingCharacters(in: text) {
        let code = character.unicodeScalars.map {
          "U+" + String($0.value, radix: 16, uppercase: true)
        }
        scene.timeline.record(
          "text.missingCharacter",
          [
            ("layer", .string(layer.name ?? "")), ("character", .string(String(character))),
            ("codePoint", .string(code.joined(separator: " "))),
          ])
      }
    }
  }

  /// A copy of the live model.
  private func copy() -> Layer { scene.rootLayer.presentationCopy() }

  /// Replaces the scene with a new one at its start.
  private func restart() throws {
    guard let makeScene else { return }
    scene = try makeScene()
    started = false
    stateStarts = []
    copies.removeAll()
    checkedTexts.removeAll()
  }
}
