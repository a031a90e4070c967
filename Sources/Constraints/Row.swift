/// One equation of the tableau, `basic = constant + Σ coefficient × symbol`, kept without
/// its basic symbol; or any linear combination of symbols being built.
struct Row {
  var cells: [Symbol: Double] = [:]
  var constant: Double

  init(constant: Double = 0) {
    self.constant = constant
  }

  func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient × symbol`, dropping the cell if it cancels to zero.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let sum: Double = {
      $0 += coefficient
      return $0
    }(&cells[symbol, default: 0])
    if sum.isNearZero { cells[symbol] = nil }
  }

  /// Adds `coefficient × row`.
  mutating func insert(_ row: Row, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
  }

  mutating func reverseSign() {
    constant = -constant
    for key in cells.keys { cells[key]! = -cells[key]! }
  }

  /// Rewrites `0 = self` as `symbol = …`, leaving the right side in `self`.
  mutating func solve(for symbol: Symbol) {
    let factor = -1 / cells.removeValue(forKey: symbol)!
    constant *= factor
    for index in cells.indices { cells.values[index] *= factor }
  }

  /// Rewrites `lhs = self` as `rhs = …`.
  mutating func solve(for lhs: Symbol, replacing rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the right side of its row.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
  }
}
