import Foundation
import Layers

/// Recognises a gesture in the touches of its view and its subviews, as UIKit's
/// `UIGestureRecognizer`. A subclass overrides the touch methods and sets ``state`` (as
/// with `UIGestureRecognizerSubclass`); the actions run when it becomes `.began`,
/// `.changed`, `.ended` (`.recognized`) or `.cancelled`. Once every touch has lifted after
/// it ended, failed or was cancelled, ``reset()`` runs and the state is `.possible` again.
///
/// Recognisers share a touch sequence by UIKit's rules: once one recognises (`.began` or
/// `.recognized`), the others of the sequence that have not yet are made to fail, unless
/// either one's ``delegate`` allows both (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`).
/// The delegate can also stop it beginning, keep touches from it and make it wait for
/// another's failure; ``delaysTouchesBegan`` and ``delaysTouchesEnded`` hold the view's
/// touches back while it decides.
///
/// Objective-C selectors do not exist on Linux: an action is a method reference,
/// `RotateRecognizer(target: self, action: ViewController.handleRotate(recognizer:))`.
open class UIGestureRecognizer: NSObject {
  /// Where a recogniser is in recognising its gesture.
  public enum State: Int, Sendable {
    /// Watching touches; the gesture may still be recognised.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended (a discrete one was recognised).
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// The touches cannot be this gesture.
    case failed

    /// A discrete gesture was recognised: the same as `.ended`.
    public static var recognized: State { .ended }
  }

  /// The recogniser's state; subclasses set it (`.changed` again for each change).
  open var state = State.possible {
    didSet { stateWasSet = true }
  }
  /// Whether the state was set since `prepareForChange()`.
  private var stateWasSet = false
  /// Whether it receives touches.
  open var isEnabled = true
  /// Whether recognising takes its touches away from the view: the view gets
  /// `touchesCancelled` for them and nothing more of them. True unless set, as in UIKit.
  open var cancelsTouchesInView = true
  /// Whether the view gets `touchesBegan` only once the recogniser has failed: until it
  /// decides, the touches are held back, and if it recognises the view never sees them.
  /// False unless set, as in UIKit.
  open var delaysTouchesBegan = false
  /// Whether the view gets `touchesEnded` only once the recogniser has decided: a touch that
  /// lifts while it may still recognise (a double tap waiting for its second tap) ends for the
  /// view when it fails, or is cancelled when it recognises. True unless set, as in UIKit.
  open var delaysTouchesEnded = true
  /// Decides whether it begins, which touches it sees and how it shares them with others.
  /// Held weakly, as in UIKit.
  open weak var delegate: UIGestureRecognizerDelegate?
  /// The view it is attached to.
  public internal(set) weak var view: UIView?
  /// A name for debugging; stored, never drawn.
  open var name: String?

  private var actions: [(UIGestureRecognizer) -> Void] = []
  private var failureRequirements: [WeakRecognizer] = []
  private var dependents: [WeakRecognizer] = []
  /// This touch sequence's failure requirements and dependents, from the delegates.
  private var sequenceRequirements: [WeakRecognizer] = []
  private var sequenceDependents: [WeakRecognizer] = []
  /// Every touch of the current gesture, lifted ones included, until it resets.
  var gestureTouches: Set<UITouch> = []
  /// What it recognised while a recogniser it requires to fail had not failed yet.
  private var pendingState: State?
  /// The touches it is tracking.
  var trackedTouches: Set<UITouch> = []

  /// A recogniser with no action yet.
  public override init() {
    super.init()
  }

  /// A recogniser calling `action` on `target` (held weakly, as UIKit does).
  public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds an action: a method of `target` taking the recogniser.
  public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    actions.append { [weak target] recognizer in
      guard let target, let recognizer = recognizer as? Recognizer else { return }
      action(target)(recognizer)
    }
  }

  /// A recogniser calling `action`, a method of `target` taking nothing, which UIKit allows
  /// as well as one taking the recogniser.
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds an action: a method of `target` taking nothing.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void
  ) {
    actions.append { [weak target] _ in
      guard let target else { return }
      action(target)()
    }
  }

  /// Where the touches are, on average, in `view`'s coordinates.
  public func location(in view: UIView?) -> CGPoint {
    let points = trackedTouches.map { $0.location(in: view) }
    guard !points.isEmpty else { return .zero }
    let count = CGFloat(points.count)
    return CGPoint(
      x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
  }

  /// How many fingers it is tracking.
  public var numberOfTouches: Int { trackedTouches.count }

  /// Fingers touched down on its view.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Fingers moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Fingers lifted.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touches were taken away.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Estimated touch properties were updated: never called, as a scripted touch has none.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
  /// Returns the recogniser to its starting point after a gesture.
  open func reset() {}

  /// Makes this recogniser wait for `other` to fail before it recognises: if `other`
  /// recognises instead, this one fails.
  public func require(toFail other: UIGestureRecognizer) {
    failureRequirements.append(WeakRecognizer(other))
    other.dependents.append(WeakRecognizer(self))
  }

  /// Ends a continuous gesture that began (or cancels it), and fails one that had not.
  func finishContinuous(cancelled: Bool = false) {
    state = [.began, .changed].contains(state) ? (cancelled ? .cancelled : .ended) : .failed
  }

  /// Whether it still takes part in the current gesture.
  var isWatching: Bool {
    isEnabled && pendingState == nil && [.possible, .began, .changed].contains(state)
  }

  /// After a touch method or a timer changed the state: waits for the recognisers it
  /// requires to fail, takes the touches from the view, tells the recognisers waiting for it,
  /// and runs the actions if the new state reports.
  func stateChanged(since previous: State, event: UIEvent?) {
    defer { stateWasSet = false }
    guard state != previous || state == .changed && stateWasSet else { return }
    let recognizes = state == .began || state == .ended
    if recognizes && previous == .possible,
      requirements.contains(where: { $0.hasNotFailed })
    {
      pendingState = state
      state = .possible
      return
    }
    if recognizes && previous == .possible, delegate?.gestureRecognizerShouldBegin(self) == false {
      state = .failed
    }
    if recognizes && previous == .possible && state != .failed {
      failOthersOfSequence()
      if cancelsTouchesInView { cancelTouchesInView(event: event) }
      for dependent in allDependents { dependent.fail() }
    }
    if state == .failed {
      for dependent in allDependents { dependent.requirementFailed() }
    }
    if previous == .possible && state != .possible {
      for touch in gestureTouches { touch.deliverHeldPhases() }
    }
    guard [.began, .changed, .ended, .cancelled].contains(state) else { return }
    for action in actions { action(self) }
  }

  /// Whether it may still recognise the current gesture.
  private var hasNotFailed: Bool {
    isEnabled && state == .possible && (isInProgress || pendingState != nil)
  }

  /// Whether a gesture is under way: a finger is down (a tap recogniser also waits for
  /// its next tap).
  var isInProgress: Bool { !trackedTouches.isEmpty }

  /// The recognisers it waits for: `require(toFail:)`'s and the delegates' for this sequence.
  private var requirements: [UIGestureRecognizer] {
    (failureRequirements + sequenceRequirements).compactMap(\.recognizer)
  }

  /// The recognisers waiting for it.
  private var allDependents: [UIGestureRecognizer] {
    (dependents + sequenceDependents).compactMap(\.recognizer)
  }

  /// Makes it wait for `other` in this touch sequence when either's delegate asks.
  func requireFailureIfAsked(of other: UIGestureRecognizer) {
    guard
      delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true,
      !sequenceRequirements.contains(where: { $0.recognizer === other })
    else { return }
    sequenceRequirements.append(WeakRecognizer(other))
    other.sequenceDependents.append(WeakRecognizer(self))
  }

  /// Whether it is given `touch`, as its delegate says.
  func shouldReceive(_ touch: UITouch) -> Bool {
    delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
  }

  /// Whether it and `other` may both recognise, as either's delegate says.
  private func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
    delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// Makes the other recognisers of its touches that have not recognised fail, unless they
  /// may recognise with it.
  private func failOthersOfSequence() {
    var others: [UIGestureRecognizer] = []
    for touch in gestureTouches.sorted(by: { $0.finger < $1.finger }) {
      for other in touch.gestureRecognizers ?? []
      where other !== self && !others.contains(other) {
        others.append(other)
      }
    }
    for other in others where other.state == .possible && !recognizesSimultaneously(with: other) {
      other.fail()
    }
  }

  /// Whether `phase` of its touches waits for it to decide before reaching the view.
  func delays(_ phase: UITouch.Phase) -> Bool {
    guard hasNotFailed else { return false }
    switch phase {
    case .began, .moved, .stationary: return delaysTouchesBegan
    case .ended: return delaysTouchesEnded
    case .cancelled: return false
    }
  }

  /// Fails it: a recogniser it required to fail recognised, or another recognised alone.
  private func fail() {
    guard pendingState != nil || state == .possible else { return }
    pendingState = nil
    let previous = state
    state = .failed
    stateChanged(since: previous, event: nil)
    finishIfIdle()
  }

  private func requirementFailed() {
    guard let pending = pendingState,
      !requirements.contains(where: { $0.hasNotFailed })
    else { return }
    pendingState = nil
    state = pending
    stateChanged(since: .possible, event: nil)
    finishIfIdle()
  }

  /// Takes its touches from the views: those the view saw begin get `touchesCancelled`,
  /// those still held back are dropped.
  private func cancelTouchesInView(event: UIEvent?) {
    var touches: Set<UITouch> = []
    for touch in gestureTouches where !touch.isCancelledForView {
      guard trackedTouches.contains(touch) || !touch.heldPhases.isEmpty else { continue }
      touch.isCancelledForView = true
      let sawBegin = touch.heldPhases.first?.phase != .began
      touch.heldPhases = []
      if sawBegin { touches.insert(touch) }
    }
    guard !touches.isEmpty else { return }
    let event = event ?? UIEvent(touches: touches, timestamp: touches.first?.timestamp ?? 0)
    var views: [UIView] = []
    for touch in touches {
      if let view = touch.view, !views.contains(view) { views.append(view) }
    }
    for view in views {
      view.touchesCancelled(touches.filter { $0.view === view }, with: event)
    }
  }

  /// Runs `body` after `delay` seconds of the scene, as a touch method runs: the state it
  /// sets takes effect then (a long press beginning, a tap waiting in vain for the next).
  func after(_ delay: TimeInterval, _ body: @escaping () -> Void) {
    guard let timeline = view?.layer.flipbookLayer.timeline else { return }
    timeline.schedule(at: timeline.now + delay) { [weak self] in
      guard let self else { return }
      TransactionStack.current.handle(on: timeline) {
        self.prepareForChange()
        let previous = self.state
        body()
        self.stateChanged(since: previous, event: nil)
        self.finishIfIdle()
      }
    }
  }

  /// Starts watching for the state a touch method or timer sets.
  func prepareForChange() {
    stateWasSet = false
  }

  /// Forgets lifted touches; once none is left after the gesture ended, resets.
  func forget(_ touches: Set<UITouch>) {
    trackedTouches.subtract(touches)
    finishIfIdle()
  }

  /// Resets once no touch is left and the gesture ended, failed or was cancelled.
  private func finishIfIdle() {
    guard trackedTouches.isEmpty, state != .possible else { return }
    reset()
    state = .possible
    gestureTouches = []
    sequenceRequirements = []
    sequenceDependents = []
  }

  // Not available yet (docs/uikit-symbols.md); declared here, in the class, so that an
  // override fails with the message too. Bodies never run.

  /// UIKit's `canPrevent(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      use require(toFail:) or the delegate; see docs/porting.md
      """
  )
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// UIKit's `canBePrevented(by:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      use require(toFail:) or the delegate; see docs/porting.md
      """
  )
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// UIKit's `shouldRequireFailure(of:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      use require(toFail:) or the delegate; see docs/porting.md
      """
  )
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// UIKit's `shouldBeRequiredToFail(by:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      use require(toFail:) or the delegate; see docs/porting.md
      """
  )
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// UIKit's `shouldReceive(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      let the delegate choose touches with gestureRecognizer(_:shouldReceive:); see docs/porting.md
      """
  )
  open func shouldReceive(_ event: UIEvent) -> Bool { true }

  /// UIKit's `pressesBegan(_:with:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      presses (keyboard, remote) are not there: only touches are; see docs/porting.md
      """
  )
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

  /// UIKit's `pressesChanged(_:with:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      presses (keyboard, remote) are not there: only touches are; see docs/porting.md
      """
  )
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

  /// UIKit's `pressesEnded(_:with:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      presses (keyboard, remote) are not there: only touches are; see docs/porting.md
      """
  )
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

  /// UIKit's `pressesCancelled(_:with:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      presses (keyboard, remote) are not there: only touches are; see docs/porting.md
      """
  )
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
}

/// A recogniser held weakly.
private struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?

  init(_ recognizer: UIGestureRecognizer) {
    self.recognizer = recognizer
  }
}
