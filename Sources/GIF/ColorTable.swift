/// A map from 24-bit colours to small values, open-addressed in one flat array: the
/// quantizers ask it once per pixel, where a `Dictionary`'s seeded hashing cost more than
/// the answer it saved.
struct ColorTable<Value> {
  /// Each slot's colour plus one (0: empty), and its value.
  private var keys: [UInt32]
  private var values: [Value?]
  private var count = 0

  /// An empty table.
  init() {
    keys = [UInt32](repeating: 0, count: 1024)
    values = [Value?](repeating: nil, count: 1024)
  }

  /// The value stored for `color` (0xRRGGBB), or nil.
  subscript(color: UInt32) -> Value? {
    get {
      let mask = keys.count - 1
      var slot = Self.hash(color) & mask
      while keys[slot] != 0 {
        if keys[slot] == color &+ 1 { return values[slot] }
        slot = (slot + 1) & mask
      }
      return nil
    }
    set {
      guard let newValue else { return }
      if 2 * (count + 1) > keys.count { grow() }
      let mask = keys.count - 1
      var slot = Self.hash(color) & mask
      while keys[slot] != 0 && keys[slot] != color &+ 1 { slot = (slot + 1) & mask }
      if keys[slot] == 0 { count += 1 }
      keys[slot] = color &+ 1
      values[slot] = newValue
    }
  }

  /// Fibonacci hashing: the colour times 2⁶⁴ / φ; the product's high half is well mixed.
  @inline(__always)
  private static func hash(_ color: UInt32) -> Int {
    Int(truncatingIfNeeded: (UInt64(color) &* 0x9E37_79B9_7F4A_7C15) >> 32)
  }

  /// Doubles the slots and puts every entry in again.
  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = [UInt32](repeating: 0, count: oldKeys.count * 2)
    values = [Value?](repeating: nil, count: oldKeys.count * 2)
    count = 0
    for (key, value) in zip(oldKeys, oldValues) where key != 0 { self[key &- 1] = value }
  }
}
