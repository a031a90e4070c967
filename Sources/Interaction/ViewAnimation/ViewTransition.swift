import Animation
import Geometry
import Layers

/// UIKit's view transition (`UIView.transition(with:…)`) on the engine's layers: a copy of
/// the container as it shows before the change turns (or fades) away while the container,
/// changed, turns (or fades) in.
public struct ViewTransition: Sendable {
  /// The transitions UIKit draws that Flipbook draws too; the page curls are not among them.
  public enum Style: String, Sendable, CaseIterable {
    /// About the vertical axis, the left side coming forward.
    case flipFromLeft
    /// About the vertical axis, the right side coming forward.
    case flipFromRight
    /// About the horizontal axis, the top coming forward.
    case flipFromTop
    /// About the horizontal axis, the bottom coming forward.
    case flipFromBottom
    /// The old content fades out as the new fades in.
    case crossDissolve

    /// UIKit's option name: `transitionFlipFromLeft`, …
    public var optionName: String {
      "transition" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// For a flip, the key path of the turn and the angle the old content turns to (the new
    /// one turns in from its negative). Directions follow Apple's descriptions ("the left
    /// side of the view moves toward the front"): a positive turn about y brings the left
    /// edge forward, a negative turn about x the top edge (y grows downwards).
    public var flip: (keyPath: String, angle: Double)? {
      switch self {
      case .flipFromLeft: ("transform.rotation.y", .pi / 2)
      case .flipFromRight: ("transform.rotation.y", -.pi / 2)
      case .flipFromTop: ("transform.rotation.x", -.pi / 2)
      case .flipFromBottom: ("transform.rotation.x", .pi / 2)
      case .crossDissolve: nil
      }
    }
  }

  /// The transition drawn.
  public var style: Style
  /// Seconds from start to end; 0 or less makes the change without a transition.
  public var duration: Double
  /// The curve of the whole transition (ease-in-ease-out unless the options say).
  public var curve: TimingFunction
  /// Whether it repeats forever (`repeat`).
  public var repeats: Bool
  /// Whether each pass runs back (`autoreverse`).
  public var autoreverses: Bool

  /// A transition; the defaults are UIKit's.
  public init(
    style: Style, duration: Double, curve: TimingFunction = TimingFunction(name: .easeInEaseOut),
    repeats: Bool = false, autoreverses: Bool = false
  ) {
    self.style = style
    self.duration = duration
    self.curve = curve
    self.repeats = repeats
    self.autoreverses = autoreverses
  }

  /// Makes `change` to `container` (and its sublayers) under the transition. The copy of the
  /// old content is a sibling just above `container` until the transition ends; then it is
  /// removed, `container`'s transform restored, and `completion` called with whether both
  /// halves ran to their end. Without a superlayer, or with a duration of 0 or less, the
  /// change is made at once and `completion` runs as the next event.
  public func run(
    on container: Layer, change: () -> Void, completion: ((_ finished: Bool) -> Void)? = nil
  ) {
    guard duration > 0, let superlayer = container.superlayer,
      let index = superlayer.sublayers.firstIndex(where: { $0 === container })
    else {
      change()
      ViewAnimation.complete(on: container.timeline, completion)
      return
    }
    let snapshot = container.presentationCopy()
    snapshot.name = container.name.map { "\($0).snapshot" }
    snapshot.isUserInteractionEnabled = false
    change()
    superlayer.insertSublayer(snapshot, at: index + 1)
    let originalTransform = container.transform
    var added: [(Layer, KeyframeAnimation)] = []
    if let flip = style.flip {
      // The perspective of the project's flip (m34 = −1/400, as seed 001's); UIKit's own
      // distance is not documented. The old content turns edge-on in the first half, the
      // new one turns in from the other side in the second.
      let perspective = FlipTransition.perspective * originalTransform
      snapshot.transform = perspective
      container.transform = perspective
      added.append((snapshot, keyframes(flip.keyPath, [0, flip.angle, flip.angle])))
      added.append((container, keyframes(flip.keyPath, [-flip.angle, -flip.angle, 0])))
    } else {
      added.append((snapshot, keyframes("opacity", [snapshot.opacity, 0], keyTimes: [0, 1])))
      added.append((container, keyframes("opacity", [0, container.opacity], keyTimes: [0, 1])))
    }
    let group = CompletionCount(count: added.count) {
      [weak snapshot, weak container] finished in
      snapshot?.removeFromSuperlayer()
      container?.transform = originalTransform
      completion?(finished)
    }
    for (layer, animation) in added {
      layer.add(animation, forKey: ViewAnimation.freeKey(for: "transition", on: layer)) {
        group.ended(finished: $0)
      }
    }
  }

  /// A keyframe animation of `path` through `values` at `keyTimes` (the halves by default),
  /// with the transition's timing.
  private func keyframes(
    _ path: String, _ values: [Double], keyTimes: [Double] = [0, 0.5, 1]
  ) -> KeyframeAnimation {
    // The path and values are the transition's own, of matching kinds.
    var animation = try! KeyframeAnimation(
      keyPath: path, values: values.map { .scalar($0) }, keyTimes: keyTimes,
      duration: duration, timingFunction: curve)
    animation.timing.fillMode = .both
    if repeats { animation.timing.repeatCount = .infinity }
    animation.timing.autoreverses = autoreverses
    return animation
  }
}
