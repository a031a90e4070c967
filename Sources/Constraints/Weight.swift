/// A coefficient of the objective: an amount at each priority level, compared level by
/// level from the highest, so that any amount at a higher level outweighs every amount at
/// lower ones.
struct Weight: Comparable {
  /// Non-zero amounts, highest level first.
  private(set) var levels: [(level: Double, amount: Double)] = []

  static let zero = Weight()

  init() {}

  init(level: Double, amount: Double) {
    if !amount.isNearZero { levels = [(level, amount)] }
  }

  /// The weight with these amounts, given highest level first.
  init(levels: [(level: Double, amount: Double)]) {
    self.levels = levels.filter { !$0.amount.isNearZero }
  }

  var isZero: Bool { levels.isEmpty }

  /// The amount at the highest level: its sign is the weight's.
  var leading: Double { levels.first?.amount ?? 0 }

  var isNegative: Bool { leading < 0 }

  static func * (lhs: Weight, rhs: Double) -> Weight {
    var result = Weight()
    result.levels = lhs.levels.compactMap { level in
      let amount = level.amount * rhs
      return amount.isNearZero ? nil : (level.level, amount)
    }
    return result
  }

  static func + (lhs: Weight, rhs: Weight) -> Weight {
    if lhs.isZero { return rhs }
    if rhs.isZero { return lhs }
    var result = Weight()
    var i = 0
    var j = 0
    while i < lhs.levels.count || j < rhs.levels.count {
      let a = i < lhs.levels.count ? lhs.levels[i] : nil
      let b = j < rhs.levels.count ? rhs.levels[j] : nil
      let next: (level: Double, amount: Double)
      if let a, let b, a.level == b.level {
        next = (a.level, a.amount + b.amount)
        i += 1
        j += 1
      } else if let a, b == nil || a.level > b!.level {
        next = a
        i += 1
      } else {
        next = b!
        j += 1
      }
      if !next.amount.isNearZero { result.levels.append(next) }
    }
    return result
  }

  static prefix func - (operand: Weight) -> Weight { operand * -1 }

  static func < (lhs: Weight, rhs: Weight) -> Bool { (lhs + -rhs).isNegative }

  static func == (lhs: Weight, rhs: Weight) -> Bool { (lhs + -rhs).isZero }
}
