/// One step of a sequenced transition: `run` adds the step's animations; `completion` sets
/// the state the step leaves behind once they have ended.
public struct TransactionStep {
  /// Prepares and starts the step's animations.
  public let run: () -> Void
  /// Runs when every animation the step added has ended.
  public let completion: () -> Void

  /// A step from its two parts.
  public init(run: @escaping () -> Void, completion: @escaping () -> Void) {
    self.run = run
    self.completion = completion
  }
}

extension Timeline {
  /// Runs steps one after another, each in its own transaction: a step's completion runs,
  /// then the next step starts (seed 001's `TransactionAnimation.perform`). While a sequence
  /// runs in `container`, another one there is refused.
  ///
  /// - Returns: false when refused because a sequence is already running in `container`.
  @discardableResult
  public func perform(
    _ steps: [TransactionStep], in container: Layer, finishWith trailer: (() -> Void)? = nil
  ) -> Bool {
    let id = ObjectIdentifier(container)
    guard !busyContainers.contains(id) else { return false }
    busyContainers.insert(id)
    performRemaining(steps[...], in: id, finishWith: trailer)
    return true
  }

  /// Whether a sequence is running in `container`.
  public func isPerforming(in container: Layer) -> Bool {
    busyContainers.contains(ObjectIdentifier(container))
  }

  private func performRemaining(
    _ steps: ArraySlice<TransactionStep>, in id: ObjectIdentifier,
    finishWith trailer: (() -> Void)?
  ) {
    guard let step = steps.first else {
      trailer?()
      busyContainers.remove(id)
      return
    }
    transaction(
      { step.run() },
      completion: { [weak self] in
        step.completion()
        self?.performRemaining(steps.dropFirst(), in: id, finishWith: trailer)
      })
  }
}
