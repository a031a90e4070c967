import Animation
import Foundation

/// The curves a scroll view moves along, one axis at a time, as functions of the time since
/// they began: the rubber band a finger pulls past an end, the deceleration after a flick,
/// the spring that brings the content back to an end, and the eased scroll of
/// `setContentOffset(_:animated:)`.
///
/// They are reconstructions of UIKit's, not Apple's code: the rubber band is Grant Paul's
/// (http://squareb.wordpress.com/2013/01/06/31/, copied at
/// https://gist.github.com/originell/6961057); the deceleration and the spring are Ilya
/// Lobanov's ("Deceleration mechanics of UIScrollView",
/// https://medium.com/@esskeetit/scrolling-mechanics-of-uiscrollview-142adee1142c, code at
/// https://github.com/super-ultra/ScrollMechanics).
enum ScrollPhysics {
  /// How far from its rest a curve may stop, in points: the last half point is jumped
  /// (Lobanov's threshold).
  static let threshold = 0.5

  /// The rubber band's constant: how stiff the band is (UIKit's, per Grant Paul).
  static let rubberBandConstant = 0.55

  /// How far the content moves when the finger pulls `distance` points past an end, in a
  /// scroll view `dimension` points long: (1 − 1 / (x·c/d + 1))·d, which starts at the
  /// finger's pace and never reaches `dimension`.
  static func rubberBand(_ distance: Double, dimension: Double) -> Double {
    guard dimension > 0, distance > 0 else { return 0 }
    return (1 - 1 / (distance * rubberBandConstant / dimension + 1)) * dimension
  }

  /// `offset` kept in `range`, with the part past an end pulled in by the rubber band
  /// (over a scroll view `dimension` points long), or cut off when `bounces` is false.
  static func banded(
    _ offset: Double, in range: ClosedRange<Double>, dimension: Double, bounces: Bool
  ) -> Double {
    if offset < range.lowerBound {
      guard bounces else { return range.lowerBound }
      return range.lowerBound - rubberBand(range.lowerBound - offset, dimension: dimension)
    }
    if offset > range.upperBound {
      guard bounces else { return range.upperBound }
      return range.upperBound + rubberBand(offset - range.upperBound, dimension: dimension)
    }
    return offset
  }

  /// Motion whose speed decays by `rate` every millisecond: v(t) = v₀·rate^(1000·t).
  /// Integrated, x(t) = x₀ + v₀·(rate^(1000·t) − 1)/k with k = 1000·ln(rate), so it comes to
  /// rest at x₀ − v₀/k; it stops when it is within ``threshold`` of that.
  struct Deceleration: Sendable, Hashable {
    /// Where it starts, in points.
    var start: Double
    /// Its speed at the start, in points per second.
    var velocity: Double
    /// The fraction of its speed it keeps each millisecond (UIKit's `decelerationRate`).
    var rate: Double

    /// 1000·ln(rate): the speed's decay per second, negative.
    private var k: Double { 1000 * log(rate) }

    /// Where it would come to rest.
    var destination: Double { start - velocity / k }

    /// Where it is `t` seconds after the start.
    func value(at t: Double) -> Double {
      start + velocity * (pow(rate, 1000 * t) - 1) / k
    }

    /// Its speed `t` seconds after the start, in points per second.
    func velocity(at t: Double) -> Double {
      velocity * pow(rate, 1000 * t)
    }

    /// How long until it is within ``threshold`` of its destination: the distance left,
    /// |v(t)/k|, falls to the threshold when rate^(1000·t) = −k·threshold/|v₀|.
    var duration: Double {
      let left = abs(velocity / k)
      guard left > ScrollPhysics.threshold else { return 0 }
      return log(-k * ScrollPhysics.threshold / abs(velocity)) / k
    }

    /// When it passes `value`, or nil when it stops short of it.
    func time(toReach value: Double) -> Double? {
      let distance = value - start
      guard distance * velocity >= 0, abs(distance) < abs(velocity / k) else { return nil }
      return log(1 + k * distance / velocity) / k
    }
  }

  /// A critically damped spring of mass 1 and stiffness 100 bringing the content to `rest`
  /// from `rest + displacement` at `velocity` (Lobanov's bounce): with β = 10 per second,
  /// x(t) = rest + e^(−βt)·(x₀ + (v₀ + β·x₀)·t).
  struct Spring: Sendable, Hashable {
    /// Where it comes to rest.
    var rest: Double
    /// How far from rest it starts.
    var displacement: Double
    /// Its speed at the start, in points per second.
    var velocity: Double

    /// The decay rate, √(stiffness/mass) for a critically damped spring.
    static let beta = 10.0

    private var c2: Double { velocity + Self.beta * displacement }

    /// Where it is `t` seconds after the start.
    func value(at t: Double) -> Double {
      rest + exp(-Self.beta * t) * (displacement + c2 * t)
    }

    /// How long until it stays within ``threshold`` of rest: the later of the times the two
    /// terms of e^(−βt)·(c₁ + c₂·t) each fall below half of it (Lobanov's bound).
    var duration: Double {
      let threshold = ScrollPhysics.threshold
      guard abs(displacement) > 0 || abs(velocity) > 0 else { return 0 }
      let first = abs(displacement) > 0 ? log(2 * abs(displacement) / threshold) / Self.beta : 0
      let second =
        abs(c2) > 0 ? 2 / Self.beta * log(4 * abs(c2) / (M_E * Self.beta * threshold)) : 0
      return max(first, second, 0)
    }
  }

  /// One axis of a scroll view's motion, as a function of the time since it began.
  enum Axis: Sendable, Hashable {
    /// Still at a value.
    case resting(Double)
    /// Decelerating for `until` seconds, then springing back to an end (`bounce`) or
    /// stopped there.
    case decelerating(Deceleration, until: Double, then: Spring?, rest: Double)
    /// Springing to rest.
    case springing(Spring)
    /// Moving from one value to another over `duration` seconds along a timing curve.
    case easing(from: Double, to: Double, duration: Double, curve: TimingFunction)

    /// Where the axis is `t` seconds after the motion began.
    func value(at t: Double) -> Double {
      switch self {
      case .resting(let value): return value
      case .decelerating(let deceleration, let cut, let bounce, let rest):
        if t < cut { return deceleration.value(at: t) }
        guard let bounce else { return rest }
        return t - cut < bounce.duration ? bounce.value(at: t - cut) : rest
      case .springing(let spring):
        return t < spring.duration ? spring.value(at: t) : spring.rest
      case .easing(let from, let to, let duration, let curve):
        guard t < duration else { return to }
        return from + (to - from) * curve.progress(at: max(0, t) / duration)
      }
    }

    /// Where it comes to rest.
    var rest: Double {
      switch self {
      case .resting(let value): value
      case .decelerating(_, _, _, let rest): rest
      case .springing(let spring): spring.rest
      case .easing(_, let to, _, _): to
      }
    }

    /// How long it moves, in seconds.
    var duration: Double {
      switch self {
      case .resting: 0
      case .decelerating(_, let cut, let bounce, _): cut + (bounce?.duration ?? 0)
      case .springing(let spring): spring.duration
      case .easing(_, _, let duration, _): duration
      }
    }

    /// An axis released at `start` with `velocity` (points per second) in `range`:
    /// decelerating by `rate` (springing back from an end it runs past, or stopping there
    /// when `bounces` is false), or springing back into the range when it starts outside.
    /// It rests at `target` when given (the velocity was chosen to reach it), else where the
    /// deceleration takes it, within the range.
    static func released(
      at start: Double, velocity: Double, rate: Double, range: ClosedRange<Double>,
      bounces: Bool, target: Double? = nil
    ) -> Axis {
      if !range.contains(start) {
        let rest = min(max(start, range.lowerBound), range.upperBound)
        return .springing(Spring(rest: rest, displacement: start - rest, velocity: velocity))
      }
      let deceleration = Deceleration(start: start, velocity: velocity, rate: rate)
      let duration = deceleration.duration
      guard duration > 0 else { return .resting(start) }
      let end = velocity < 0 ? range.lowerBound : range.upperBound
      guard let crossing = deceleration.time(toReach: end), crossing < duration else {
        return .decelerating(
          deceleration, until: duration, then: nil,
          rest: min(
            max(target ?? deceleration.destination, range.lowerBound), range.upperBound))
      }
      let bounce =
        bounces
        ? Spring(rest: end, displacement: 0, velocity: deceleration.velocity(at: crossing)) : nil
      return .decelerating(deceleration, until: crossing, then: bounce, rest: end)
    }
  }
}
