import Foundation

/// The context of a state change, as SwiftUI's `Transaction`: the animation the views it
/// changes animate with.
public struct Transaction: Sendable {
  /// The animation, or nil for changes made at once.
  public var animation: Animation?
  /// Whether `animation(_:value:)` modifiers are ignored for this change.
  public var disablesAnimations = false

  /// A transaction animating with `animation`.
  public init(animation: Animation? = nil) {
    self.animation = animation
  }

  /// The transaction of the changes being made now, set by `withAnimation` and
  /// `withTransaction` for the length of their body.
  @TaskLocal static var current: Transaction? = nil
}

/// Runs `body` and returns its result; the state it changes animates with `animation`
/// (`Animation.default` unless given; nil changes without animating).
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` and returns its result; the state it changes does so in `transaction`.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try Transaction.$current.withValue(transaction) { try body() }
}
