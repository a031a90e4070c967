import Animation
import Foundation

/// How a change animates, as SwiftUI's `Animation`: a timing curve over a duration, or a
/// spring, with a delay, a speed and repetitions.
///
/// The numbers are Apple's documented ones: `easeIn`, `easeOut`, `easeInOut` and `linear`
/// run 0.35 s by default ("has a default duration of 0.35 seconds"); `default` is, since
/// iOS 17, `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`;
/// `spring(response:dampingFraction:blendDuration:)` defaults to 0.5 and 0.825;
/// `spring(duration:bounce:)` to 0.5 and 0; `smooth`, `snappy` and `bouncy` are springs of
/// duration 0.5 and bounce 0, 0.15 and 0.3 (Apple's SwiftUI documentation, Animation).
/// A spring's response r and damping fraction ζ make stiffness (2π / r)² and damping
/// 4πζ / r for a mass of 1, as the engine's `Spring(dampingRatio:response:)`.
public struct Animation: Hashable, Sendable {
  enum Pacing: Hashable, Sendable {
    case curve(TimingFunction, duration: Double)
    case spring(Spring)
  }
  let pacing: Pacing
  var delay = 0.0
  var speedFactor = 1.0
  /// How many times it plays (SwiftUI counts each direction of an autoreversing one);
  /// nil plays once, infinity forever.
  var repeats: Double?
  var autoreverses = false

  init(pacing: Pacing) { self.pacing = pacing }

  /// The default duration of the curves: 0.35 s (Apple's documentation of `easeInOut`).
  public static let defaultDuration = 0.35

  /// The default animation: since iOS 17, a spring of response 0.55 and damping fraction 1
  /// (Apple's documentation of `Animation.default`).
  public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1)

  /// Constant speed for `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(pacing: .curve(.linear, duration: duration))
  }
  /// Constant speed for 0.35 s.
  public static let linear = Animation.linear(duration: defaultDuration)

  /// Slow start for `duration` seconds (Core Animation's ease-in curve).
  public static func easeIn(duration: Double) -> Animation {
    Animation(pacing: .curve(.easeIn, duration: duration))
  }
  /// Slow start for 0.35 s.
  public static let easeIn = Animation.easeIn(duration: defaultDuration)

  /// Slow end for `duration` seconds (Core Animation's ease-out curve).
  public static func easeOut(duration: Double) -> Animation {
    Animation(pacing: .curve(.easeOut, duration: duration))
  }
  /// Slow end for 0.35 s.
  public static let easeOut = Animation.easeOut(duration: defaultDuration)

  /// Slow start and end for `duration` seconds (Core Animation's ease-in-ease-out curve).
  public static func easeInOut(duration: Double) -> Animation {
    Animation(pacing: .curve(.easeInEaseOut, duration: duration))
  }
  /// Slow start and end for 0.35 s.
  public static let easeInOut = Animation.easeInOut(duration: defaultDuration)

  /// A cubic Bézier curve through (0, 0), the two control points and (1, 1), for
  /// `duration` seconds.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = defaultDuration
  ) -> Animation {
    Animation(pacing: .curve(TimingFunction(controlPoints: c0x, c0y, c1x, c1y), duration: duration))
  }

  /// A spring of `response` seconds and `dampingFraction` of critical damping; it runs until
  /// it settles. Blending between springs is not modelled: a `blendDuration` other than 0 is
  /// refused when the animation runs (the change is made and an `animation.rejected` event
  /// logged).
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    var animation = Animation(
      pacing: .spring(Spring(dampingRatio: dampingFraction, response: response)))
    animation.blendDuration = blendDuration
    return animation
  }

  /// A spring of perceptual `duration` and `bounce` (0 none, toward 1 more). `.spring()`
  /// with no arguments is the response and damping fraction one.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    var animation = Animation(
      pacing: .spring(Spring(perceptualDuration: duration, bounce: bounce)))
    animation.blendDuration = blendDuration
    return animation
  }

  /// `spring(response: 0.5, dampingFraction: 0.825)`.
  public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)

  /// A spring of no bounce: duration 0.5, bounce 0 plus `extraBounce`.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }
  /// A spring of duration 0.5 and no bounce.
  public static let smooth = Animation.smooth(duration: 0.5)

  /// A spring of a little bounce: duration 0.5, bounce 0.15 plus `extraBounce`.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A spring of duration 0.5 and bounce 0.15.
  public static let snappy = Animation.snappy(duration: 0.5)

  /// A spring of more bounce: duration 0.5, bounce 0.3 plus `extraBounce`.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }
  /// A spring of duration 0.5 and bounce 0.3.
  public static let bouncy = Animation.bouncy(duration: 0.5)

  var blendDuration = 0.0

  /// The animation starting `delay` seconds later.
  public func delay(_ delay: Double) -> Animation {
    var animation = self
    animation.delay += delay
    return animation
  }

  /// The animation running `speed` times as fast (its delay unchanged).
  public func speed(_ speed: Double) -> Animation {
    var animation = self
    animation.speedFactor *= speed
    return animation
  }

  /// The animation played `repeatCount` times, each pass back counting as one when it
  /// autoreverses.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var animation = self
    animation.repeats = Double(repeatCount)
    animation.autoreverses = autoreverses
    return animation
  }

  /// The animation played for ever, back and forth when it autoreverses.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var animation = self
    animation.repeats = .infinity
    animation.autoreverses = autoreverses
    return animation
  }

  /// The engine's animation of `keyPath` from `from` to `to`, beginning at `now` (the
  /// layer's time) plus the delay.
  func layerAnimation(
    keyPath: String, from: AnimatableValue, to: AnimatableValue, additive: Bool, now: Double
  ) throws -> any LayerAnimation {
    guard blendDuration == 0 else {
      throw AnimationError.invalidTiming(
        "a blend duration of \(blendDuration) s: blending springs is not supported yet")
    }
    var timing = MediaTiming()
    timing.fillMode = .both
    timing.speed = speedFactor
    if delay > 0 { timing.beginTime = now + delay }
    if let repeats {
      // Core Animation counts a there-and-back cycle as one repeat; SwiftUI counts each way.
      timing.repeatCount = autoreverses ? repeats / 2 : repeats
      timing.autoreverses = autoreverses
    }
    switch pacing {
    case .curve(let function, let duration):
      var animation = try BasicAnimation(keyPath: keyPath, from: from, to: to)
      animation.timingFunction = function
      timing.duration = duration
      animation.timing = timing
      animation.isAdditive = additive
      return animation
    case .spring(let spring):
      var animation = try SpringAnimation(keyPath: keyPath, from: from, to: to, spring: spring)
      timing.duration = spring.settlingDuration
      animation.timing = timing
      animation.isAdditive = additive
      return animation
    }
  }
}
