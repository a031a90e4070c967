/// The random values of one particle, from a counter-based generator: each value is a hash
/// of the particle's identity (the emitter's seed, the path of cells and births that made
/// it) and the value's index, so any particle at any time is computed alone, in any order,
/// on any thread, with the same bits.
///
/// The hash is SplitMix64's finalizer (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", OOPSLA 2014), which passes BigCrush on a counter.
public struct ParticleRandom: Sendable, Hashable {
  /// The particle's identity, hashed.
  public let key: UInt64

  /// The values of the particles an emitter with `seed` makes.
  public init(seed: UInt32) {
    key = Self.mix(UInt64(seed))
  }

  private init(key: UInt64) {
    self.key = key
  }

  /// The values of birth `birth` of cell `cell` (its index among its siblings) emitted by
  /// the particle (or emitter) these values belong to.
  public func child(cell: Int, birth: Int) -> ParticleRandom {
    let withCell = Self.mix(key ^ (UInt64(bitPattern: Int64(cell)) &* 0xD6E8_FEB8_6659_FD93))
    return ParticleRandom(key: Self.mix(withCell ^ UInt64(bitPattern: Int64(birth))))
  }

  /// Value `index`, uniform in [0, 1) with 53 random bits.
  public func unit(_ index: Int) -> Double {
    let bits = Self.mix(key &+ UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15)
    return Double(bits >> 11) * 0x1p-53
  }

  /// `value` moved by up to `range` either way: value + range · (2u − 1) with u value
  /// `index`.
  public func vary(_ value: Double, by range: Double, _ index: Int) -> Double {
    range == 0 ? value : value + range * (2 * unit(index) - 1)
  }

  private static func mix(_ x: UInt64) -> UInt64 {
    var z = x &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
