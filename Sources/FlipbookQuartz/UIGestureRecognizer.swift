import Foundation

/// Recognises a gesture in the touches of its view and its subviews, as UIKit's
/// `UIGestureRecognizer`. A subclass overrides the touch methods and sets ``state`` (as
/// with `UIGestureRecognizerSubclass`); the actions run when it becomes `.began`,
/// `.changed`, `.ended` (`.recognized`) or `.cancelled`. Once every touch has lifted after
/// it ended, failed or was cancelled, ``reset()`` runs and the state is `.possible` again.
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

  /// The recogniser's state; subclasses set it.
  open var state = State.possible
  /// Whether it receives touches.
  open var isEnabled = true
  /// The view it is attached to.
  public internal(set) weak var view: UIView?

  private var actions: [(UIGestureRecognizer) -> Void] = []
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
  /// Returns the recogniser to its starting point after a gesture.
  open func reset() {}

  /// Whether it still takes part in the current gesture.
  var isWatching: Bool {
    isEnabled && [.possible, .began, .changed].contains(state)
  }

  /// Runs the actions if a touch method moved the state to one that reports.
  func sendActionsIfNeeded(since previous: State) {
    guard state != previous, [.began, .changed, .ended, .cancelled].contains(state) else {
      return
    }
    for action in actions { action(self) }
  }

  /// Forgets lifted touches; once none is left after the gesture ended, resets.
  func forget(_ touches: Set<UITouch>) {
    trackedTouches.subtract(touches)
    guard trackedTouches.isEmpty, state != .possible else { return }
    reset()
    state = .possible
  }
}
