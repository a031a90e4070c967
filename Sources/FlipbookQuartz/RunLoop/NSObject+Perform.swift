import Foundation

extension NSObject {
  /// Calls `selector`, a method of this object taking nothing, `delay` seconds of scene time
  /// from now, as a turn of the recording's run loop (logged as `perform.ran`); the argument
  /// is not passed.
  ///
  /// Linux has no selectors: the method is given as a reference (`ViewController.hide`,
  /// what the FlipbookPort plugin writes for `#selector(hide)`).
  public func perform<Target: NSObject>(
    _ selector: @escaping (Target) -> () -> Void, with argument: Any?,
    afterDelay delay: TimeInterval
  ) {
    performOnRecording(after: delay) { (target: Target) in selector(target)() }
  }

  /// Calls `selector`, a method of this object taking one argument, with `argument`,
  /// `delay` seconds of scene time from now, as a turn of the recording's run loop.
  public func perform<Target: NSObject>(
    _ selector: @escaping (Target) -> (Any?) -> Void, with argument: Any?,
    afterDelay delay: TimeInterval
  ) {
    performOnRecording(after: delay) { (target: Target) in selector(target)(argument) }
  }

  private func performOnRecording<Target: NSObject>(
    after delay: TimeInterval, _ call: @escaping (Target) -> Void
  ) {
    guard let target = self as? Target else {
      FileHandle.standardError.write(
        Data(
          """
          FlipbookQuartz: perform(_:with:afterDelay:) was given a method of \(Target.self), \
          which \(type(of: self)) is not: nothing is called

          """.utf8))
      return
    }
    RunLoopClock.current.run(after: delay) { timeline in
      RunLoopClock.turn("perform.ran", on: timeline) { call(target) }
    }
  }
}
