import Foundation

extension RunLoop {
  /// Adds `timer` to the recording's run loop (there is one: any run loop and mode do): it
  /// fires at its fire date in scene time.
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    timer.schedule()
  }
}

extension RunLoop {
  /// Runs `block` as the recording's run loop's next turn, as `DispatchQueue.main.async`
  /// does. Written `RunLoop.main.perform { … }`, the call is ambiguous with Foundation's
  /// (which would run the block on a run loop a recording never turns): an error naming
  /// this declaration instead of a block that silently never runs; write
  /// `DispatchQueue.main.async { … }`.
  public func perform(_ block: @escaping () -> Void) {
    DispatchQueue.main.runOnRecording(after: 0, block)
  }

  /// Runs `block` as the recording's run loop's next turn, in any mode; ambiguous with
  /// Foundation's as `perform(_:)` is.
  public func perform(inModes modes: [RunLoop.Mode], block: @escaping () -> Void) {
    DispatchQueue.main.runOnRecording(after: 0, block)
  }
}
