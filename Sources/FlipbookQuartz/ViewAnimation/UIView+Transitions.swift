import Animation
import Foundation
import Geometry
import Interaction
import Layers

extension UIView {
  /// Makes the changes `animations` makes to `view`'s content with the transition
  /// `options` name: a flip from the left, right, top or bottom, or a cross dissolve, over
  /// `duration` seconds with the options' curve (ease-in-ease-out by default). The old
  /// content is a copy of `view` as it showed before the block; it turns (or fades) away
  /// while `view`, changed, turns (or fades) in. A duration of 0 or less, or no transition
  /// option, makes the changes without a transition. The page curls are not supported: the
  /// change is made without animation and the timeline logs `animation.rejected` naming
  /// the option. `completion` runs as for a block animation.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let kind = TransitionKind(options)
    let timeline = view.layer.flipbookLayer.timeline
    if case .unsupported(let name) = kind {
      timeline?.record(
        "animation.rejected",
        [
          ("layer", .string(view.layer.name ?? "unnamed")),
          ("option", .string(name)),
          ("reason", .string("\(name) is not supported: the change is made without animation")),
        ])
    }
    let model = view.layer.flipbookLayer
    guard duration > 0, kind.animates, let superlayer = model.superlayer,
      let index = superlayer.sublayers.firstIndex(where: { $0 === model })
    else {
      performWithoutAnimation { animations?() }
      finishTransition(on: timeline, completion: completion)
      return
    }
    let snapshot = model.presentationCopy()
    snapshot.name = model.name.map { "\($0).snapshot" }
    performWithoutAnimation { animations?() }
    superlayer.insertSublayer(snapshot, at: index + 1)
    let old = CALayer(flipbookLayer: snapshot)
    let originalTransform = model.transform
    let curve = AnimationCurve(rawValue: Int(options.curveIndex)) ?? .easeInOut
    let tracker = CompletionTracker()
    CATransaction.begin()
    CATransaction.setCompletionBlock {
      snapshot.removeFromSuperlayer()
      model.transform = originalTransform
      completion?(tracker.finished)
    }
    var added: [(CALayer, CAKeyframeAnimation)] = []
    switch kind {
    case .flip(let axis, let angle):
      // The perspective of the project's flip (FlipTransition, m34 = −1/400); the distance
      // UIKit uses is not known. The old content turns edge-on in the first half, the new
      // one turns in from the other side in the second.
      let perspective = FlipTransition.perspective * originalTransform
      snapshot.transform = perspective
      model.transform = perspective
      let path = "transform.rotation.\(axis)"
      added.append((old, keyframes(path, [0, angle, angle])))
      added.append((view.layer, keyframes(path, [-angle, -angle, 0])))
    case .crossDissolve:
      let opacity = model.opacity
      added.append((old, keyframes("opacity", [snapshot.opacity, 0], keyTimes: [0, 1])))
      added.append((view.layer, keyframes("opacity", [0, opacity], keyTimes: [0, 1])))
    case .none, .unsupported: break
    }
    for (layer, animation) in added {
      animation.duration = duration
      animation.fillMode = .both
      animation.timingFunction = curve.timingFunction
      animation.delegate = tracker
      if options.contains(.repeat) { animation.repeatCount = .infinity }
      if options.contains(.autoreverse) { animation.autoreverses = true }
      layer.add(animation, forKey: "transition")
    }
    CATransaction.commit()
  }

  /// Replaces `fromView` with `toView` in `fromView`'s superview with the transition
  /// `options` name, as ``transition(with:duration:options:animations:completion:)`` on the
  /// superview: `fromView` is removed and `toView` added, or, with
  /// `showHideTransitionViews`, `fromView` hidden and `toView` shown.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview else {
      completion?(true)
      return
    }
    transition(
      with: container, duration: duration, options: options,
      animations: {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        } else {
          container.addSubview(toView)
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }

  /// Runs `completion` as the next event on `timeline` (at once without one).
  private static func finishTransition(
    on timeline: Timeline?, completion: ((Bool) -> Void)?
  ) {
    guard let completion else { return }
    guard let timeline else {
      completion(true)
      return
    }
    timeline.schedule(at: timeline.now) {
      TransactionStack.current.handle(on: timeline) { completion(true) }
    }
  }

  /// A keyframe animation of `path` through `values` at `keyTimes` (the halves by default).
  private static func keyframes(
    _ path: String, _ values: [Double], keyTimes: [Double] = [0, 0.5, 1]
  ) -> CAKeyframeAnimation {
    let animation = CAKeyframeAnimation(keyPath: path)
    animation.values = values
    animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
    return animation
  }
}

/// What a transition option asks for.
enum TransitionKind {
  case none
  /// A turn about `axis` ("x" or "y"): the old content turns from 0 to `angle`, the new
  /// one from −`angle` to 0.
  case flip(axis: String, angle: Double)
  case crossDissolve
  case unsupported(String)

  /// The transition the bits 20–23 of `options` select, each flip turning as
  /// `ViewTransition.Style` says.
  init(_ options: UIView.AnimationOptions) {
    let styles: [UInt: ViewTransition.Style] = [
      1: .flipFromLeft, 2: .flipFromRight, 5: .crossDissolve, 6: .flipFromTop,
      7: .flipFromBottom,
    ]
    switch options.transitionIndex {
    case 3: self = .unsupported("transitionCurlUp")
    case 4: self = .unsupported("transitionCurlDown")
    case let index:
      guard let style = styles[index] else {
        self = .none
        return
      }
      if let flip = style.flip {
        self = .flip(axis: String(flip.keyPath.suffix(1)), angle: flip.angle)
      } else {
        self = .crossDissolve
      }
    }
  }

  /// Whether anything animates.
  var animates: Bool {
    switch self {
    case .flip, .crossDissolve: true
    case .none, .unsupported: false
    }
  }
}
