import Animation
import Geometry
import Layers

/// UIKit's block animation (`UIView.animate`) on the engine's layers: each property the
/// block changes is set to its new value at once, and an additive animation from the old
/// value's difference to zero carries the picture there, as UIKit composes block animations
/// since iOS 8. An animation still running on the property keeps running and the two add
/// up, so an interrupted view never jumps.
public struct ViewAnimation: Sendable {
  /// How progress follows time.
  public enum Pacing: Sendable, Equatable {
    /// A timing curve: `curveEaseInOut` (the default) and its siblings.
    case curve(TimingFunction)
    /// `usingSpringWithDamping:initialSpringVelocity:`: a spring that settles in the
    /// duration, `dampingRatio` 1 without overshoot, `initialVelocity` in units of the whole
    /// distance per second.
    case spring(dampingRatio: Double, initialVelocity: Double)
  }

  /// Seconds from start to end; 0 or less makes the changes without animating.
  public var duration: Double
  /// Seconds before it starts; the old values show until then.
  public var delay: Double
  /// The curve or spring.
  public var pacing: Pacing
  /// Whether it repeats forever (`repeat`); its completion then never comes.
  public var repeats: Bool
  /// Whether each pass runs back (`autoreverse`).
  public var autoreverses: Bool
  /// Whether touches reach the layers while they animate (`allowUserInteraction`).
  public var allowsUserInteraction: Bool

  /// A block animation; the defaults are `UIView.animate(withDuration:animations:)`'s.
  public init(
    duration: Double, delay: Double = 0,
    pacing: Pacing = .curve(TimingFunction(name: .easeInEaseOut)), repeats: Bool = false,
    autoreverses: Bool = false, allowsUserInteraction: Bool = false
  ) {
    self.duration = duration
    self.delay = delay
    self.pacing = pacing
    self.repeats = repeats
    self.autoreverses = autoreverses
    self.allowsUserInteraction = allowsUserInteraction
  }

  /// Whether changes animate: UIKit makes them at once for a duration of 0 or less.
  public var animates: Bool { duration > 0 }

  /// Sets each of `changes` on `layer` and animates it there from the value on screen.
  /// `completion` runs with `true` once every animation has run to its end, or `false` if
  /// one was removed first; when nothing animates it runs as the next event of the layer's
  /// timeline. Touches skip `layer` until then unless ``allowsUserInteraction`` — Apple:
  /// "During an animation, user interactions are temporarily disabled for the views being
  /// animated."
  public func run(
    _ changes: [(property: LayerProperty, value: AnimatableValue)], on layer: Layer,
    completion: ((_ finished: Bool) -> Void)? = nil
  ) {
    let timeline = layer.timeline
    let now = timeline.map { layer.localTime(atTimelineTime: $0.now) } ?? 0
    // What shows now, before the changes, needed only for a transform without an inverse:
    // evaluating every animation of the layer for each block would make n blocks on one
    // layer cost n².
    let needsScreen =
      animates
      && changes.contains {
        Self.additiveEnds(from: layer[$0.property], to: $0.value) == nil
      }
    let shown = needsScreen ? layer.presentedValues(at: timeline?.now ?? 0) : nil
    var animations: [(property: LayerProperty, animation: any LayerAnimation)] = []
    for (property, new) in changes {
      let old = layer[property]
      layer[property] = new
      guard animates, old != new else { continue }
      do {
        let animation = try animation(
          of: property, from: old, to: new, onScreen: shown?[property] ?? old, now: now)
        animations.append((property, animation))
      } catch {
        // The change is made; that it does not animate is said, as a layer says it.
        timeline?.record(
          "animation.rejected",
          [
            ("layer", .string(layer.name ?? "")), ("keyPath", .string(property.rawValue)),
            ("reason", .string(error.localizedDescription)),
          ])
      }
    }
    guard !animations.isEmpty else {
      Self.complete(on: timeline, completion)
      return
    }
    let blocksTouches = !allowsUserInteraction
    if blocksTouches { layer.interactionBlockingAnimations += 1 }
    let group = CompletionCount(count: animations.count) { [weak layer] finished in
      if blocksTouches { layer?.interactionBlockingAnimations -= 1 }
      completion?(finished)
    }
    for (property, animation) in animations {
      layer.add(animation, forKey: Self.freeKey(for: property.rawValue, on: layer)) {
        group.ended(finished: $0)
      }
    }
  }

  /// The animation that carries `property` from `old` to `new`: additive from the difference
  /// to zero, or from the value `onScreen` when the difference has no meaning (a transform
  /// that cannot be inverted). Throws when the values do not fit the property.
  private func animation(
    of property: LayerProperty, from old: AnimatableValue, to new: AnimatableValue,
    onScreen: AnimatableValue, now: Double
  ) throws -> any LayerAnimation {
    var from: AnimatableValue
    var to: AnimatableValue
    let additive: Bool
    if let ends = Self.additiveEnds(from: old, to: new) {
      (from, to, additive) = (ends.from, ends.to, true)
    } else {
      from = onScreen
      (to, additive) = (new, false)
    }
    var timing = MediaTiming()
    timing.duration = duration
    timing.fillMode = .both
    if delay > 0 { timing.beginTime = now + delay }
    if repeats { timing.repeatCount = .infinity }
    timing.autoreverses = autoreverses
    switch pacing {
    case .curve(let function):
      var basic = try BasicAnimation(keyPath: property.rawValue, from: from, to: to)
      basic.timingFunction = function
      basic.isAdditive = additive
      basic.timing = timing
      return basic
    case .spring(let ratio, let velocity):
      let mapping = UIKitSpringMapping(
        dampingRatio: ratio, duration: duration, velocity: velocity)
      let spring = Spring(
        mass: 1, stiffness: mapping.stiffness, damping: mapping.damping,
        initialVelocity: velocity)
      var animation = try SpringAnimation(
        keyPath: property.rawValue, from: from, to: to, spring: spring)
      animation.isAdditive = additive
      animation.timing = timing
      return animation
    }
  }

  /// The ends of the additive animation that shows `old` at its start and `new` at its end
  /// over a model value of `new`: old − new to zero, or for transforms old · new⁻¹ to the
  /// identity, concatenated as Core Animation adds transforms; nil when `new` is a transform
  /// with no inverse.
  public static func additiveEnds(
    from old: AnimatableValue, to new: AnimatableValue
  ) -> (from: AnimatableValue, to: AnimatableValue)? {
    if case .transform(let a) = old, case .transform(let b) = new {
      guard let inverse = b.inverted() else { return nil }
      return (.transform(a * inverse), .transform(.identity))
    }
    guard let difference = old.subtracting(new), let zero = new.subtracting(new) else {
      return nil
    }
    return (difference, zero)
  }

  /// Runs `completion` with `true` as the next event of `timeline` (at once without one):
  /// what UIKit does for a block that animates nothing.
  static func complete(on timeline: Timeline?, _ completion: ((Bool) -> Void)?) {
    guard let completion else { return }
    guard let timeline else { return completion(true) }
    timeline.schedule(at: timeline.now) { completion(true) }
  }

  /// `base`, or `base-2`, `base-3`… : a key no animation on `layer` uses, so that earlier
  /// animations of the same property keep running.
  package static func freeKey(for base: String, on layer: Layer) -> String {
    layer.unusedAnimationKey(for: base)
  }
}

/// Counts a block's animations down and reports once, with whether all of them finished.
final class CompletionCount {
  private var remaining: Int
  private var finished = true
  private let done: (Bool) -> Void

  init(count: Int, done: @escaping (Bool) -> Void) {
    remaining = count
    self.done = done
  }

  func ended(finished flag: Bool) {
    if !flag { finished = false }
    remaining -= 1
    if remaining == 0 { done(finished) }
  }
}
