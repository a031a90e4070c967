import Animation
import Geometry
import Layers

/// Seed 001's flip (version 2): the visible view turns away about the y axis from 0 to π/2
/// (ease-in), is replaced by the other, which turns in from −π/2 to 0 (ease-out); each half
/// takes half the duration; perspective m34 = −1/400; one flip at a time per container.
public enum FlipTransition {
  /// The perspective of both halves.
  public static let perspective: Transform3D = {
    var t = Transform3D.identity
    t.m34 = -1.0 / 400
    return t
  }()

  /// Starts a flip from `from` (a sublayer of `container`) to `to` on `timeline`.
  ///
  /// - Returns: false when refused because a flip is already running in `container`.
  @discardableResult
  public static func flip(
    from: Layer, to: Layer, in container: Layer, duration: Double, timeline: Timeline,
    completion: (() -> Void)? = nil
  ) -> Bool {
    guard !timeline.isPerforming(in: container) else { return false }
    let disappearing = rotation(from: 0, to: .pi / 2, duration: duration / 2, curve: .easeIn)
    let appearing = rotation(from: -.pi / 2, to: 0, duration: duration / 2, curve: .easeOut)
    // Both model transforms are set before anything runs, so the second view never shows
    // untransformed when it is added.
    from.transform = perspective.rotated(by: 0, x: 0, y: 1, z: 0)
    to.transform = perspective.rotated(by: -.pi / 2, x: 0, y: 1, z: 0)
    let disappearKey = "disappearing"
    let appearKey = "appearing"
    let steps = [
      TransactionStep(
        run: { from.add(disappearing, forKey: disappearKey) },
        completion: {
          from.removeAnimation(forKey: disappearKey)
          from.removeFromSuperlayer()
        }),
      TransactionStep(
        run: {
          container.addSublayer(to)
          to.add(appearing, forKey: appearKey)
        },
        completion: {
          to.removeAnimation(forKey: appearKey)
          to.transform = .identity
        }),
    ]
    return timeline.perform(steps, in: container, finishWith: completion)
  }

  /// A `transform.rotation.y` animation that stays at its end value until removed.
  private static func rotation(
    from: Double, to: Double, duration: Double, curve: TimingFunction
  ) -> BasicAnimation {
    var animation = BasicAnimation(
      keyPath: .transform(.rotation(.y)), from: from, to: to, duration: duration,
      timingFunction: curve)
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    return animation
  }
}
