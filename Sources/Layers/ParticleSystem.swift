import Foundation
import Geometry
import Pixels

/// The particles of an emitter layer at any time, computed from its settings over time
/// alone: a pure function of the settings and the time.
///
/// Birth k of a cell happens when the births so far, the integral of its rate
/// (`cell.birthRate × layer.birthRate` of the setting in effect), reach k: at time k / rate
/// from when emission started at a constant rate. Each particle's random values come from
/// ``ParticleRandom`` keyed by the seed, its cell path and its birth index, and its state at
/// age τ follows from its values at birth: position p₀ + v₀τ + ½aτ², angle spin · τ, scale
/// s₀ + scaleSpeed · τ, colour c₀ + colourSpeed · τ. A particle keeps the values of the
/// setting it was born under; a change affects only the particles born after it.
public struct ParticleSystem: Sendable {
  /// An emitter setting and the layer time it takes effect at; nil content emits nothing.
  public struct Setting: Sendable, Equatable {
    /// The layer time the setting takes effect at.
    public var start: Double
    /// The emitter from then on, until the next setting.
    public var content: EmitterContent?

    /// A setting in effect from `start`.
    public init(start: Double, content: EmitterContent?) {
      self.start = start
      self.content = content
    }
  }

  /// The settings in order of their start; emission begins at layer time 0.
  public let settings: [Setting]

  /// The most particles a frame computes; past it a layer shows none (a render refuses it
  /// first). Our choice: about 170 MB of presented layers (1312 bytes each, measured in a
  /// debug build), computed in 3.4 s.
  public static let maximumParticles = 1 << 17

  /// The system of `settings`, in the order of their start.
  public init(settings: [Setting]) {
    self.settings = settings
  }

  /// The setting in effect at layer time `t`.
  public func content(at t: Double) -> EmitterContent? {
    (settings.last { $0.start <= t } ?? settings.first)?.content
  }

  // MARK: Bounds

  /// An upper bound of the particles computed at layer time `t`: those alive and those
  /// whose emitted particles may be, found from rates and lifetimes alone, before any is
  /// made.
  public func particleBound(at t: Double) -> Double {
    costs(at: t).reduce(0) { $0 + $1.count }
  }

  /// For each cell, an upper bound of its particles computed at `t` and the largest area a
  /// particle of it covers at its birth scale, in square points.
  public func costs(at t: Double) -> [(count: Double, area: Double)] {
    var result: [(count: Double, area: Double)] = []
    for index in cellIndices {
      let emissions = topEmissions(ofCell: index, until: t)
      for emission in emissions {
        var node = BoundNode(cell: emission.cell, content: emission.content)
        node.born = { window in emission.bornCount(from: t - window, through: t) }
        node.addCosts(to: &result)
      }
    }
    return result.map { ($0.count.isFinite ? $0.count : .greatestFiniteMagnitude, $0.area) }
  }

  /// A cell in the bound: how many of its particles are born in a window of given length
  /// ending at the time.
  private struct BoundNode {
    let cell: EmitterCell
    let content: EmitterContent
    var born: (Double) -> Double = { _ in 0 }

    init(cell: EmitterCell, content: EmitterContent) {
      self.cell = cell
      self.content = content
    }

    func addCosts(to result: inout [(count: Double, area: Double)]) {
      let reach = ParticleSystem.reach(of: cell, in: content)
      let size = cell.particleSize
      let scale = (abs(cell.scale) + abs(cell.scaleRange)) * abs(content.scale)
      result.append((born(reach), size.width * size.height * scale * scale))
      let lifetime = ParticleSystem.longestLifetime(of: cell, in: content)
      for sub in cell.emitterCells where sub.isEnabled {
        let rate = ParticleSystem.rate(of: sub, in: content)
        var child = BoundNode(cell: sub, content: content)
        let born = self.born
        child.born = { window in
          guard rate > 0, lifetime > 0 else { return 0 }
          return born(window + lifetime) * (rate * min(window, lifetime) + 1)
        }
        child.addCosts(to: &result)
      }
    }
  }

  // MARK: Particles

  /// The particles alive at layer time `t`, in the order the render mode in effect draws
  /// them; none when more than ``maximumParticles`` would be computed, and none whose
  /// position, angle or scale is not finite.
  public func particles(at t: Double) -> [Particle] {
    guard t.isFinite, particleBound(at: t) <= Double(Self.maximumParticles) else { return [] }
    var found: [(particle: Particle, order: Int)] = []
    for index in cellIndices {
      for emission in topEmissions(ofCell: index, until: t) {
        let reach = Self.reach(of: emission.cell, in: emission.content)
        guard let births = emission.births(from: t - reach, through: t) else { continue }
        let random = ParticleRandom(seed: emission.content.seed)
        for k in births {
          let values = random.child(cell: index, birth: k)
          let state = ParticleState(
            cell: emission.cell, content: emission.content, path: [index], random: values,
            birth: emission.time(ofBirth: k), origin: Self.origin(of: emission.content, values),
            heading: 0, tint: SIMD4(repeating: 1), scaleFactor: 1)
          collect(state, at: t, into: &found)
        }
      }
    }
    let mode = content(at: t)?.renderMode ?? .unordered
    switch mode {
    case .unordered, .additive:
      break
    case .oldestFirst:
      found.sort { ($0.particle.birthTime, $0.order) < ($1.particle.birthTime, $1.order) }
    case .oldestLast:
      found.sort { (-$0.particle.birthTime, $0.order) < (-$1.particle.birthTime, $1.order) }
    case .backToFront:
      found.sort { ($0.particle.position.z, $0.order) < ($1.particle.position.z, $1.order) }
    }
    return found.map(\.particle)
  }

  /// Adds `state`'s particle if it is alive at `t`, then the particles its sub-cells emit.
  private func collect(
    _ state: ParticleState, at t: Double, into found: inout [(particle: Particle, order: Int)]
  ) {
    let age = t - state.birth
    if age < state.lifetime {
      let particle = state.particle(atAge: age)
      // A particle of infinite or undefined numbers (a velocity of .infinity) has no place.
      let numbers = [particle.position.x, particle.position.y, particle.position.z]
      if (numbers + [particle.angle, particle.scale]).allSatisfy(\.isFinite) {
        found.append((particle, found.count))
      }
    }
    for (index, sub) in state.cell.emitterCells.enumerated() where sub.isEnabled {
      let rate = Self.rate(of: sub, in: state.content)
      let end = sub.duration > 0 ? state.birth + sub.beginTime + sub.duration : .infinity
      let emission = Emission(
        start: state.birth + max(sub.beginTime, 0), end: min(state.birth + state.lifetime, end),
        rate: rate, first: 0, cell: sub, content: state.content)
      guard emission.end > emission.start, rate > 0 else { continue }
      let reach = Self.reach(of: sub, in: state.content)
      guard let births = emission.births(from: t - reach, through: t) else { continue }
      for k in births {
        let birth = emission.time(ofBirth: k)
        let parentAge = birth - state.birth
        let velocity = state.velocity(atAge: parentAge)
        let heading = velocity.x == 0 && velocity.y == 0 ? 0 : atan2(velocity.y, velocity.x)
        let child = ParticleState(
          cell: sub, content: state.content, path: state.path + [index],
          random: state.random.child(cell: index, birth: k), birth: birth,
          origin: state.position(atAge: parentAge), heading: heading,
          tint: state.color(atAge: parentAge), scaleFactor: state.scale(atAge: parentAge))
        collect(child, at: t, into: &found)
      }
    }
  }

  // MARK: Emission

  /// The indices of the top-level cells of any setting.
  private var cellIndices: Range<Int> {
    0..<(settings.map { $0.content?.emitterCells.count ?? 0 }.max() ?? 0)
  }

  /// A stretch of time over which a cell emits at a constant rate.
  struct Emission {
    /// When it begins and ends (exclusive), in the layer's time.
    var start: Double
    var end: Double
    /// Births a second.
    var rate: Double
    /// The births before it: birth k happens at start + (k − first) / rate.
    var first: Double
    var cell: EmitterCell
    var content: EmitterContent

    /// The time of birth `k`.
    func time(ofBirth k: Int) -> Double { start + (Double(k) - first) / rate }

    /// An upper bound of the births from `lo` through `hi`.
    func bornCount(from lo: Double, through hi: Double) -> Double {
      let from = max(lo, start)
      let through = min(hi, end)
      guard through >= from else { return 0 }
      return (through - from) * rate + 1
    }

    /// The indices of the births from `lo` through `hi` (inclusive), nil when there are none.
    func births(from lo: Double, through hi: Double) -> ClosedRange<Int>? {
      let limit = 1e15
      let lowCount = max(first, first + (lo - start) * rate).rounded(.up)
      let highCount = (first + (min(hi, end) - start) * rate).rounded(.down)
      guard lowCount.isFinite, highCount.isFinite, abs(lowCount) < limit, abs(highCount) < limit
      else { return nil }
      let firstBirth = Int(first.rounded(.up))
      var low = max(Int(lowCount), firstBirth)
      var high = Int(highCount)
      // The formula's rounding can be one off the birth times themselves.
      while low > firstBirth && time(ofBirth: low - 1) >= lo { low -= 1 }
      while low <= high && time(ofBirth: low) < lo { low += 1 }
      while high >= low && (time(ofBirth: high) > hi || time(ofBirth: high) >= end) { high -= 1 }
      while time(ofBirth: high + 1) <= hi && time(ofBirth: high + 1) < end { high += 1 }
      return low <= high ? low...high : nil
    }
  }

  /// The stretches over which top-level cell `index` emits, up to layer time `t`.
  private func topEmissions(ofCell index: Int, until t: Double) -> [Emission] {
    var result: [Emission] = []
    var born = 0.0
    for (position, setting) in settings.enumerated() {
      let settingEnd = position + 1 < settings.count ? settings[position + 1].start : .infinity
      guard let content = setting.content, index < content.emitterCells.count else { continue }
      let cell = content.emitterCells[index]
      let cellEnd = cell.duration > 0 ? cell.beginTime + cell.duration : .infinity
      let start = max(setting.start, 0, cell.beginTime)
      let end = min(settingEnd, cellEnd)
      let rate = cell.isEnabled ? Self.rate(of: cell, in: content) : 0
      guard end > start, rate > 0, start <= t else { continue }
      result.append(
        Emission(start: start, end: end, rate: rate, first: born, cell: cell, content: content))
      born += (end - start) * rate
    }
    return result
  }

  /// Births a second of `cell` under `content`: its rate times the layer's, never negative.
  static func rate(of cell: EmitterCell, in content: EmitterContent) -> Double {
    let rate = cell.birthRate * content.birthRate
    return rate.isFinite && rate > 0 ? rate : 0
  }

  /// The longest a particle of `cell` lives under `content`.
  static func longestLifetime(of cell: EmitterCell, in content: EmitterContent) -> Double {
    let lifetime = (cell.lifetime + abs(cell.lifetimeRange)) * content.lifetime
    return lifetime.isFinite ? max(lifetime, 0) : .greatestFiniteMagnitude
  }

  /// How long after its birth a particle of `cell`, or one its sub-cells emit, may be alive.
  public static func reach(of cell: EmitterCell, in content: EmitterContent) -> Double {
    let subReach = cell.emitterCells.filter(\.isEnabled).map { reach(of: $0, in: content) }
    return longestLifetime(of: cell, in: content) + (subReach.max() ?? 0)
  }

  /// Where a top-level particle is born: a point of the emitter's shape.
  static func origin(of content: EmitterContent, _ random: ParticleRandom) -> SIMD3<Double> {
    let centre = SIMD3(
      content.emitterPosition.x, content.emitterPosition.y, content.emitterZPosition)
    let offset = EmitterShapeSampler(
      shape: content.emitterShape, mode: content.emitterMode,
      size: SIMD3(content.emitterSize.width, content.emitterSize.height, content.emitterDepth)
    ).offset(random.unit(9), random.unit(10), random.unit(11), random.unit(12))
    return centre + offset
  }
}
