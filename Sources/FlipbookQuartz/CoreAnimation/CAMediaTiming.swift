// Core Animation's C function name, spelt as on iOS.
// swift-format-ignore-file: AlwaysUseLowerCamelCase
import Foundation
import Layers

/// The current absolute time, in seconds, as Core Animation's `CACurrentMediaTime()`: the
/// time of the scene this thread's Core Animation code runs on — the timeline whose event is
/// being handled, else the one a window, a layer or an animation last used — or 0 before
/// any. It starts at 0 with the scene, where iOS counts from boot; code that only adds to
/// it or converts it with `convertTime(_:from:)` works the same.
public func CACurrentMediaTime() -> CFTimeInterval {
  TransactionStack.current.currentTimeline?.now ?? 0
}

/// A time interval in seconds, as Core Foundation's `CFTimeInterval` that Core Animation's
/// timing uses.
public typealias CFTimeInterval = Double
