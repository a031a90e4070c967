/// What the simplex minimises, `constant + Σ weight × symbol`, with symbolic weights that
/// rank priority levels exactly.
struct Objective {
  var cells: [Symbol: Weight] = [:]
  var constant = Weight.zero

  func weight(of symbol: Symbol) -> Weight { cells[symbol] ?? .zero }

  /// Adds `weight × symbol`.
  mutating func insert(_ symbol: Symbol, _ weight: Weight) {
    let sum = (cells[symbol] ?? .zero) + weight
    cells[symbol] = sum.isZero ? nil : sum
  }

  /// Adds `weight × row`.
  mutating func insert(_ row: Row, _ weight: Weight) {
    constant = constant + weight * row.constant
    for (symbol, coefficient) in row.cells { insert(symbol, weight * coefficient) }
  }

  /// Replaces `symbol` by the right side of its row.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    if let weight = cells.removeValue(forKey: symbol) { insert(row, weight) }
  }

  /// The symbol whose increase lowers the objective, the lowest such id; dummies never enter.
  func enteringSymbol() -> Symbol? {
    var best: Symbol?
    for (symbol, weight) in cells where symbol.kind != .dummy && weight.isNegative {
      if best.map({ symbol < $0 }) ?? true { best = symbol }
    }
    return best
  }
}
