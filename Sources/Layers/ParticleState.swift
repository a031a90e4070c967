import Foundation
import Geometry
import Pixels

/// A particle's values at birth, from which its state at any age follows.
struct ParticleState {
  let cell: EmitterCell
  let content: EmitterContent
  let path: [Int]
  let random: ParticleRandom
  /// When it was born, in the layer's time.
  let birth: Double
  let lifetime: Double
  let origin: SIMD3<Double>
  let initialVelocity: SIMD3<Double>
  let acceleration: SIMD3<Double>
  /// Radians a second.
  let spin: Double
  /// The scale at birth before the layer's and the parent's factors.
  let initialScale: Double
  /// The layer's scale times the parent's at emission.
  let scaleFactor: Double
  let initialColor: SIMD4<Double>
  let colorSpeed: SIMD4<Double>
  /// The parent's colour at emission (white for a top-level particle).
  let tint: SIMD4<Double>

  /// The particle of `cell` born at `birth` from `origin`, its longitude measured from
  /// `heading`, its colour and scale multiplied by `tint` and `scaleFactor`. Its random
  /// values are `random`'s: 0 lifetime, 1 longitude, 2 speed, 3 scale, 4 spin, 5–8 colour
  /// (9–12 place a top-level particle on the shape).
  init(
    cell: EmitterCell, content: EmitterContent, path: [Int], random: ParticleRandom,
    birth: Double, origin: SIMD3<Double>, heading: Double, tint: SIMD4<Double>,
    scaleFactor: Double
  ) {
    self.cell = cell
    self.content = content
    self.path = path
    self.random = random
    self.birth = birth
    self.origin = origin
    self.tint = tint
    lifetime = max(random.vary(cell.lifetime, by: cell.lifetimeRange, 0), 0) * content.lifetime
    let longitude = heading + random.vary(cell.emissionLongitude, by: cell.emissionRange, 1)
    let latitude = cell.emissionLatitude
    let speed = random.vary(cell.velocity, by: cell.velocityRange, 2) * content.velocity
    initialVelocity =
      SIMD3(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude)) * speed
    acceleration = SIMD3(cell.xAcceleration, cell.yAcceleration, cell.zAcceleration)
    initialScale = random.vary(cell.scale, by: cell.scaleRange, 3)
    self.scaleFactor = scaleFactor * content.scale
    spin = random.vary(cell.spin, by: cell.spinRange, 4) * content.spin
    let color = cell.color
    initialColor = SIMD4(
      random.vary(color.red, by: cell.redRange, 5),
      random.vary(color.green, by: cell.greenRange, 6),
      random.vary(color.blue, by: cell.blueRange, 7),
      random.vary(color.alpha, by: cell.alphaRange, 8))
    colorSpeed = SIMD4(cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed)
  }

  /// p₀ + v₀τ + ½aτ².
  func position(atAge age: Double) -> SIMD3<Double> {
    origin + initialVelocity * age + acceleration * (0.5 * age * age)
  }

  /// v₀ + aτ.
  func velocity(atAge age: Double) -> SIMD3<Double> {
    initialVelocity + acceleration * age
  }

  /// (s₀ + scaleSpeed · τ), at least 0, times the layer's and the parent's scale.
  func scale(atAge age: Double) -> Double {
    max(initialScale + cell.scaleSpeed * age, 0) * scaleFactor
  }

  /// c₀ + speed · τ within 0...1, times the parent's colour.
  func color(atAge age: Double) -> SIMD4<Double> {
    let raw = initialColor + colorSpeed * age
    return raw.clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 1)) * tint
  }

  /// The particle at `age`.
  func particle(atAge age: Double) -> Particle {
    let color = color(atAge: age)
    return Particle(
      cellPath: path, birthTime: birth, age: age, lifetime: lifetime,
      position: position(atAge: age), velocity: velocity(atAge: age), angle: spin * age,
      scale: scale(atAge: age),
      color: Color(red: color.x, green: color.y, blue: color.z, alpha: color.w),
      contents: cell.contents, contentsRect: cell.contentsRect, size: cell.particleSize)
  }
}
