import Foundation
import Geometry
import Interaction
import Layers

/// The root of a view tree over a scene, as UIKit's `UIWindow`: its layer is the scene's
/// root layer, and the scene's scripted touches reach its views and gesture recognisers as
/// UIKit delivers them — the view under the finger (hit testing with `point(inside:)`)
/// gets the touch, passing on what it does not handle, and the recognisers of that view and
/// of its superviews see it first.
open class UIWindow: UIView {
  /// The scene the window shows (which keeps the window alive).
  public private(set) weak var scene: Scene?

  /// A window filling `scene`, receiving its touches. The scene keeps the window (and its
  /// views and controllers) alive.
  ///
  /// The window's traits are the scene's (`Scene.traits`): when they change, its views
  /// resolve their dynamic colours again and hear ``UIView/traitCollectionDidChange(_:)``.
  /// Until another window is made on this thread, `UITraitCollection.current` is its traits
  /// and `UIScreen.main` its scene's screen.
  public init(scene: Scene) {
    self.scene = scene
    sceneTraitCollection = UITraitCollection(scene.traits)
    UIView.adoptLayer(CALayer(flipbookLayer: scene.rootLayer))
    super.init(frame: .zero)
    scene.touches.register(TouchRouter(window: self))
    scene.observeTraits { [weak self] _ in
      guard let self, let scene = self.scene else { return }
      self.sceneTraitCollection = UITraitCollection(scene.traits)
      self.propagateTraits()
    }
    // Timers and queued work asked for before any scene run from this one's start.
    RunLoopClock.current.start(on: scene.timeline)
    CurrentTraits.scene = { [weak scene] in scene.map { UITraitCollection($0.traits) } }
    CurrentTraits.screen = { [weak scene] in scene.map(UIScreen.init(scene:)) }
    propagateTraits()
    // Constraints changed during a turn place their views at its end, as UIKit's run loop
    // lays out before it draws.
    scene.timeline.afterEachTurn { [weak self] in
      guard let self else { return }
      LayoutEngine.solveIfNeeded(root: self)
    }
  }

  /// The traits of the scene the window shows.
  private(set) var sceneTraitCollection: UITraitCollection

  /// Not available: a window is made over a scene.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The view controller whose view fills the window, appearing as UIKit's root controller
  /// does: its view is loaded (``UIViewController/loadView()``,
  /// ``UIViewController/viewDidLoad()``) and added, then it hears `viewWillAppear(false)`; then,
  /// as the run loop's next turn at the same scene time, once its views are placed, its
  /// layout (`viewWillLayoutSubviews`, the view's `layoutSubviews`, `viewDidLayoutSubviews`)
  /// and `viewDidAppear(false)`. A replaced root hears `viewWillDisappear(false)` and
  /// `viewDidDisappear(false)`.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let old = oldValue {
        old.beginAppearanceTransition(false, animated: false)
        old.view.removeFromSuperview()
        old.endAppearanceTransition()
      }
      guard let controller = rootViewController else { return }
      controller.view.frame = bounds
      addSubview(controller.view)
      controller.beginAppearanceTransition(true, animated: false)
      controller.afterLayout(in: self) {
        controller.layOutView()
        controller.endAppearanceTransition()
      }
    }
  }

  /// Makes the window the key window, shown: a window over a scene already is both.
  open func makeKeyAndVisible() {}

  /// The window has no superview: the root view controller is not its responder.
  open override var next: UIResponder? { nil }
}

/// Hands a scene's touches to a window's views and recognisers.
private final class TouchRouter: TouchHandler {
  let window: UIWindow
  let layer: Layer
  private var touches: [Int: UITouch] = [:]
  /// Where each finger touched down.
  private var starts: [Int: Point] = [:]
  /// The last tap that lifted: when, where and its count.
  private var lastTap: (time: Double, location: Point, count: Int)?

  init(window: UIWindow) {
    self.window = window
    layer = window.layer.flipbookLayer
  }

  func touchesBegan(_ touches: [Touch], in system: TouchSystem) {
    deliver(touches, phase: .began, in: system)
  }

  func touchesMoved(_ touches: [Touch], in system: TouchSystem) {
    deliver(touches, phase: .moved, in: system)
  }

  func touchesEnded(_ touches: [Touch], in system: TouchSystem) {
    deliver(touches, phase: .ended, in: system)
  }

  func touchesCancelled(_ touches: [Touch], in system: TouchSystem) {
    deliver(touches, phase: .cancelled, in: system)
  }

  private func deliver(_ batch: [Touch], phase: UITouch.Phase, in system: TouchSystem) {
    let timeline = system.timeline
    TransactionStack.current.handle(on: timeline) {
      var current: [UITouch] = []
      for native in batch {
        let touch: UITouch
        if phase == .began {
          touch = UITouch(finger: native.finger)
          touch.window = window
          touches[native.finger] = touch
          touch.update(from: native, phase: phase)
          starts[native.finger] = native.location
          touch.tapCount = tapCount(at: native.location, time: timeline.now)
          touch.view = window.layer.flipbookLayer.convertFromScene(
            native.location, at: timeline.now
          ).flatMap { window.hitTest(CGPoint($0), with: nil) }
          var recognizers: [UIGestureRecognizer] = []
          var view = touch.view
          while let candidate = view {
            recognizers += (candidate.gestureRecognizers ?? []).filter {
              $0.shouldReceive(touch)
            }
            view = candidate.superview
          }
          touch.gestureRecognizers = recognizers
          for recognizer in recognizers {
            for other in recognizers where other !== recognizer {
              recognizer.requireFailureIfAsked(of: other)
            }
          }
        } else {
          guard let existing = touches[native.finger] else { continue }
          touch = existing
          touch.update(from: native, phase: phase)
        }
        current.append(touch)
      }
      let event = UIEvent(touches: Set(touches.values), timestamp: timeline.now)
      send(current, phase: phase, event: event)
      if phase == .ended || phase == .cancelled {
        for touch in current {
          noteLift(of: touch, at: timeline.now, cancelled: phase == .cancelled)
          touches[touch.finger] = nil
        }
      }
    }
  }

  /// The tap count of a finger touching down at `location`: one more than the last tap's
  /// when that lifted close enough in time and place.
  private func tapCount(at location: Point, time: Double) -> Int {
    guard let last = lastTap, time - last.time <= UITapGestureRecognizer.maximumTapInterval,
      last.location.distance(to: location) <= UITapGestureRecognizer.allowableMovement
    else { return 1 }
    return last.count + 1
  }

  /// Remembers a finger lifting from a tap; a finger that moved, or was cancelled, ends the
  /// series.
  private func noteLift(of touch: UITouch, at time: Double, cancelled: Bool) {
    let start = starts.removeValue(forKey: touch.finger)
    let location = touch.windowLocation
    if !cancelled, let start,
      start.distance(to: location) <= UITapGestureRecognizer.allowableMovement
    {
      lastTap = (time, location, touch.tapCount)
    } else {
      lastTap = nil
    }
  }

  /// Recognisers first, in the order they were attached from the hit view up; then views,
  /// except the phases a deciding recogniser holds back.
  private func send(_ current: [UITouch], phase: UITouch.Phase, event: UIEvent) {
    var recognizers: [UIGestureRecognizer] = []
    for touch in current {
      for recognizer in touch.gestureRecognizers ?? [] where !recognizers.contains(recognizer) {
        recognizers.append(recognizer)
      }
    }
    for recognizer in recognizers {
      let mine = Set(current.filter { $0.gestureRecognizers?.contains(recognizer) ?? false })
      if phase == .began {
        recognizer.trackedTouches.formUnion(mine)
        recognizer.gestureTouches.formUnion(mine)
      }
      if recognizer.isWatching {
        recognizer.prepareForChange()
        let previous = recognizer.state
        switch phase {
        case .began: recognizer.touchesBegan(mine, with: event)
        case .moved, .stationary: recognizer.touchesMoved(mine, with: event)
        case .ended: recognizer.touchesEnded(mine, with: event)
        case .cancelled: recognizer.touchesCancelled(mine, with: event)
        }
        recognizer.stateChanged(since: previous, event: event)
      }
      if phase == .ended || phase == .cancelled { recognizer.forget(mine) }
    }
    var views: [UIView] = []
    var delivered: [UITouch] = []
    for touch in current where !touch.isCancelledForView {
      touch.deliverHeldPhases()
      if touch.waits(phase) {
        if phase == .cancelled {
          // Held phases end with the touch: the view saw none of them, or sees it cancel.
          let sawBegin = touch.heldPhases.first?.phase != .began
          touch.heldPhases = []
          if sawBegin { delivered.append(touch) }
        } else {
          touch.hold(phase, event: event)
        }
      } else {
        delivered.append(touch)
      }
    }
    for touch in delivered {
      if let view = touch.view, !views.contains(view) { views.append(view) }
    }
    for view in views {
      let mine = Set(delivered.filter { $0.view === view })
      switch phase {
      case .began: view.touchesBegan(mine, with: event)
      case .moved, .stationary: view.touchesMoved(mine, with: event)
      case .ended: view.touchesEnded(mine, with: event)
      case .cancelled: view.touchesCancelled(mine, with: event)
      }
    }
  }
}
