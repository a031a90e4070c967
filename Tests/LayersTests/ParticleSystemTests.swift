import Foundation
import Geometry
import Layers
import Pixels
import Testing

/// The particles of an emitter, each measured against what the birth times and the equations
/// of motion give: birth k at k / rate, p = p₀ + v₀τ + ½aτ², angle spin · τ.
@Suite("Particle emitters")
struct ParticleSystemTests {
  /// An emitter layer on a timeline, with one cell made by `configure`.
  private func emitter(
    rate: Double, lifetime: Double, _ configure: (inout EmitterCell) -> Void = { _ in }
  ) -> (Layer, Timeline) {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let timeline = Timeline(rootLayer: root)
    let layer = Layer(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "emitter")
    root.addSublayer(layer)
    var cell = EmitterCell()
    cell.birthRate = rate
    cell.lifetime = lifetime
    configure(&cell)
    var content = EmitterContent()
    content.emitterCells = [cell]
    layer.emitter = content
    return (layer, timeline)
  }

  /// The births alive at `t` when birth k happens at k / rate while births run (until
  /// `stop`), each living `lifetime`.
  private func expectedCount(at t: Double, rate: Double, lifetime: Double, stop: Double) -> Int {
    var count = 0
    var k = 0
    while Double(k) / rate <= t {
      let birth = Double(k) / rate
      if birth < stop && t - birth < lifetime { count += 1 }
      k += 1
    }
    return count
  }

  @Test(
    "the particles alive are the births of rate × time within their lifetime, until the rate is 0")
  func counts() {
    let (layer, timeline) = emitter(rate: 10, lifetime: 1)
    for t in [0.0, 0.25, 0.55, 1.0, 1.5, 1.95] {
      let expected = expectedCount(at: t, rate: 10, lifetime: 1, stop: .infinity)
      #expect(layer.particles(at: t).count == expected, "at \(t) s")
    }
    #expect(layer.particles(at: 1.5).count == 10)
    timeline.advance(to: 2)
    layer.emitter?.birthRate = 0
    for t in [2.0, 2.35, 2.5, 2.95, 3.0, 4.0] {
      let expected = expectedCount(at: t, rate: 10, lifetime: 1, stop: 2)
      #expect(layer.particles(at: t).count == expected, "at \(t) s")
    }
    #expect(layer.particles(at: 2.5).count == 4)
    #expect(layer.particles(at: 3.0).isEmpty)
    // Before the change, the frames are as they were: the history keeps the old rate.
    #expect(layer.particles(at: 1.5).count == 10)
  }

  @Test("a layer's beginTime starts its emitter then")
  func beginTime() {
    let (layer, _) = emitter(rate: 4, lifetime: 10)
    layer.beginTime = 1
    #expect(layer.particles(at: 0.5).isEmpty)
    #expect(layer.particles(at: 1).count == 1)
    #expect(layer.particles(at: 2.1).count == 5)  // births at 1, 1.25, 1.5, 1.75, 2
  }

  @Test(
    "without ranges, each particle is where p₀ + v₀τ + ½aτ² puts it, turned, scaled and faded by τ")
  func motion() throws {
    let longitude = 0.3
    let (layer, _) = emitter(rate: 2, lifetime: 10) { cell in
      cell.velocity = 50
      cell.emissionLongitude = longitude
      cell.xAcceleration = 3
      cell.yAcceleration = 9.8
      cell.spin = 2
      cell.scale = 0.5
      cell.scaleSpeed = 0.1
      cell.color = Color(red: 1, green: 0.5, blue: 0.25, alpha: 1)
      cell.alphaSpeed = -0.2
      cell.greenSpeed = 0.1
    }
    layer.emitter?.emitterPosition = Point(x: 100, y: 50)
    let t = 1.3
    let particles = layer.particles(at: t)
    #expect(particles.count == 3)
    for (k, particle) in particles.enumerated() {
      let tau = t - Double(k) / 2
      let x = 100 + 50 * cos(longitude) * tau + 0.5 * 3 * tau * tau
      let y = 50 + 50 * sin(longitude) * tau + 0.5 * 9.8 * tau * tau
      #expect(abs(particle.age - tau) < 1e-12)
      #expect(abs(particle.position.x - x) < 1e-9, "x of birth \(k)")
      #expect(abs(particle.position.y - y) < 1e-9, "y of birth \(k)")
      #expect(particle.position.z == 0)
      #expect(abs(particle.angle - 2 * tau) < 1e-9)
      #expect(abs(particle.scale - (0.5 + 0.1 * tau)) < 1e-9)
      #expect(abs(particle.color.alpha - (1 - 0.2 * tau)) < 1e-9)
      #expect(abs(particle.color.green - min(0.5 + 0.1 * tau, 1)) < 1e-9)
      #expect(particle.color.red == 1)
    }
  }

  @Test("ranged values lie within value ± range, their mean near the value")
  func ranges() {
    let (layer, _) = emitter(rate: 1000, lifetime: 5) { cell in
      cell.lifetimeRange = 1
      cell.velocity = 100
      cell.velocityRange = 20
      cell.emissionLongitude = 1
      cell.emissionRange = 0.5
      cell.scale = 2
      cell.scaleRange = 0.5
      cell.spin = 1
      cell.spinRange = 3
      cell.color = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
      cell.redRange = 0.2
    }
    let t = 1.0
    let particles = layer.particles(at: t).filter { $0.age > 0 }
    #expect(particles.count == 1000)
    func check(_ name: String, _ values: [Double], _ value: Double, _ range: Double) {
      let mean = values.reduce(0, +) / Double(values.count)
      // The standard error of the mean of a uniform spread of ± range over n values.
      let error = range / 3.0.squareRoot() / Double(values.count).squareRoot()
      #expect(values.allSatisfy { abs($0 - value) <= range + 1e-9 }, "\(name) within range")
      #expect(abs(mean - value) < 4 * error, "\(name) mean \(mean) against \(value)")
      #expect(values.contains { abs($0 - value) > range / 2 }, "\(name) spread")
    }
    check("lifetime", particles.map(\.lifetime), 5, 1)
    check(
      "speed",
      particles.map {
        ($0.velocity.x * $0.velocity.x + $0.velocity.y * $0.velocity.y).squareRoot()
      }, 100, 20)
    check("longitude", particles.map { atan2($0.velocity.y, $0.velocity.x) }, 1, 0.5)
    check("scale", particles.map(\.scale), 2, 0.5)
    check("spin", particles.map { $0.angle / $0.age }, 1, 3)
    check("red", particles.map(\.color.red), 0.5, 0.2)
  }

  @Test("a frame is the same computed alone, in any order, and the seed changes it")
  func determinism() {
    let (layer, _) = emitter(rate: 50, lifetime: 2) { cell in
      cell.velocity = 80
      cell.velocityRange = 40
      cell.emissionRange = .pi
    }
    let forward = [0.5, 1.0, 1.5].map { layer.particles(at: $0) }
    let backward = [1.5, 1.0, 0.5].map { layer.particles(at: $0) }.reversed()
    #expect(forward == Array(backward))
    layer.emitter?.seed = 7
    #expect(layer.particles(at: 1) != forward[1])
  }

  @Test("a sub-cell's particles leave from where their parent is, tinted and scaled by it")
  func subCells() throws {
    let (layer, _) = emitter(rate: 1, lifetime: 10) { cell in
      cell.velocity = 20
      cell.scale = 0.5
      cell.color = Color(red: 1, green: 0, blue: 0, alpha: 1)
      var trail = EmitterCell()
      trail.birthRate = 4
      trail.lifetime = 1
      cell.emitterCells = [trail]
    }
    let t = 0.6
    let particles = layer.particles(at: t)
    let parent = try #require(particles.first { $0.cellPath == [0] })
    let trails = particles.filter { $0.cellPath == [0, 0] }
    // Births of the trail at the parent's ages 0, 0.25 and 0.5.
    #expect(trails.count == 3)
    #expect(abs(parent.position.x - 20 * t) < 1e-9)
    for (k, trail) in trails.enumerated() {
      #expect(abs(trail.position.x - 20 * 0.25 * Double(k)) < 1e-9)
      #expect(trail.scale == 0.5)
      #expect(trail.color.green == 0 && trail.color.red == 1)
    }
  }

  @Test("a hostile birth rate is bounded from rates and lifetimes before any particle is made")
  func hostileBound() {
    let (layer, _) = emitter(rate: 1e9, lifetime: 10) { cell in
      var child = EmitterCell()
      child.birthRate = 1e9
      child.lifetime = 1e9
      cell.emitterCells = [child]
    }
    // Were the particles made before the bound is checked, this would not finish.
    let bound = layer.particleSystem.particleBound(at: 5)
    #expect(bound > 1e9)
    #expect(layer.particles(at: 5).isEmpty)
  }

  @Test("infinite or undefined numbers give no particles rather than a crash")
  func nonFinite() {
    let (layer, _) = emitter(rate: 10, lifetime: .infinity) { cell in
      cell.velocity = .infinity
    }
    #expect(layer.particles(at: 1).isEmpty)
    layer.emitter?.emitterCells[0].velocity = .nan
    #expect(layer.particles(at: 1).isEmpty)
    layer.emitter?.emitterCells[0] = {
      var cell = EmitterCell()
      cell.birthRate = .nan
      cell.lifetime = 1
      return cell
    }()
    #expect(layer.particles(at: 1).isEmpty)
  }

  /// The birth places of 201 still particles on `shape` in `mode`, about (100, 50, 10), for a
  /// size of 40 × 20 and a depth of 30, drawn in `renderMode`.
  private func origins(
    _ shape: EmitterContent.Shape, _ mode: EmitterContent.Mode,
    renderMode: EmitterContent.RenderMode = .unordered
  ) -> [Particle] {
    let (layer, _) = emitter(rate: 200, lifetime: 10)
    layer.emitter?.emitterShape = shape
    layer.emitter?.emitterMode = mode
    layer.emitter?.renderMode = renderMode
    layer.emitter?.emitterPosition = Point(x: 100, y: 50)
    layer.emitter?.emitterZPosition = 10
    layer.emitter?.emitterSize = Size(width: 40, height: 20)
    layer.emitter?.emitterDepth = 30
    return layer.particles(at: 1)
  }

  @Test("particles are born on the shape and the part of it the mode names")
  func shapes() {
    let e = 1e-9
    func offsets(_ shape: EmitterContent.Shape, _ mode: EmitterContent.Mode) -> [SIMD3<Double>] {
      let particles = origins(shape, mode)
      #expect(particles.count == 201)
      return particles.map { $0.position - SIMD3(100, 50, 10) }
    }
    #expect(offsets(.point, .volume).allSatisfy { $0 == .zero })
    let line = offsets(.line, .outline)
    #expect(line.allSatisfy { abs($0.x) <= 20 && $0.y == 0 && $0.z == 0 })
    #expect(line.contains { $0.x < -10 } && line.contains { $0.x > 10 })
    #expect(offsets(.line, .points).allSatisfy { abs($0.x) == 20 && $0.y == 0 })
    #expect(
      offsets(.rectangle, .points).allSatisfy { abs($0.x) == 20 && abs($0.y) == 10 && $0.z == 0 })
    #expect(
      offsets(.rectangle, .outline).allSatisfy {
        (abs(abs($0.x) - 20) < e && abs($0.y) <= 10 + e)
          || (abs(abs($0.y) - 10) < e && abs($0.x) <= 20 + e)
      })
    #expect(offsets(.rectangle, .surface).allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 10 })
    #expect(
      offsets(.cuboid, .points).allSatisfy { abs($0.x) == 20 && abs($0.y) == 10 && abs($0.z) == 15 }
    )
    // On an edge of the box, two coordinates are at their faces.
    #expect(
      offsets(.cuboid, .outline).allSatisfy {
        [abs(abs($0.x) - 20) < e, abs(abs($0.y) - 10) < e, abs(abs($0.z) - 15) < e]
          .filter { $0 }.count >= 2
      })
    #expect(
      offsets(.cuboid, .surface).allSatisfy {
        abs(abs($0.x) - 20) < e || abs(abs($0.y) - 10) < e || abs(abs($0.z) - 15) < e
      })
    #expect(
      offsets(.cuboid, .volume).allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 10 && abs($0.z) <= 15 }
    )
    // A circle's radius is emitterSize.width (Apple's documentation of the shape).
    #expect(
      offsets(.circle, .outline).allSatisfy {
        abs(($0.x * $0.x + $0.y * $0.y).squareRoot() - 40) < e && $0.z == 0
      })
    #expect(
      offsets(.circle, .surface).allSatisfy { ($0.x * $0.x + $0.y * $0.y).squareRoot() <= 40 + e })
    #expect(offsets(.sphere, .surface).allSatisfy { abs(($0 * $0).sum().squareRoot() - 40) < e })
    let ball = offsets(.sphere, .volume)
    #expect(ball.allSatisfy { ($0 * $0).sum().squareRoot() <= 40 + e })
    #expect(ball.contains { ($0 * $0).sum().squareRoot() < 30 })
  }

  @Test("the render modes draw oldest first, oldest last, or back to front")
  func renderModes() {
    let oldestFirst = origins(.point, .volume, renderMode: .oldestFirst).map(\.birthTime)
    #expect(oldestFirst == oldestFirst.sorted())
    let oldestLast = origins(.point, .volume, renderMode: .oldestLast).map(\.birthTime)
    #expect(oldestLast == oldestFirst.reversed())
    let depths = origins(.cuboid, .volume, renderMode: .backToFront).map(\.position.z)
    #expect(depths == depths.sorted())
    #expect(Set(depths).count > 100)
  }
}
