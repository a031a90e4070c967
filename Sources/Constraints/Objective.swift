/// What the simplex minimises, `constant + Σ weight × symbol`, with symbolic weights that
/// rank priority levels exactly: one row of amounts for each priority level in use.
struct Objective {
  /// The amounts at each level, highest level first.
  private(set) var levels: [(level: Double, row: Row)] = []

  /// The constant, a weight.
  var constant: Weight {
    Weight(levels: levels.map { ($0.level, $0.row.constant) })
  }

  /// Every symbol with a non-zero weight.
  var symbols: Set<Symbol> {
    Set(levels.lazy.flatMap(\.row.symbols))
  }

  func weight(of symbol: Symbol) -> Weight {
    Weight(levels: levels.map { ($0.level, $0.row.coefficient(for: symbol)) })
  }

  /// Adds `weight × symbol`.
  mutating func insert(_ symbol: Symbol, _ weight: Weight) {
    for (level, amount) in weight.levels {
      levels[index(of: level)].row.insert(symbol, amount)
    }
  }

  /// Adds `weight × row`.
  mutating func insert(_ row: Row, _ weight: Weight) {
    for (level, amount) in weight.levels {
      levels[index(of: level)].row.insert(row, amount)
    }
  }

  /// Replaces `symbol` by the right side of its row.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
  }

  /// Drops the symbol's terms.
  mutating func remove(_ symbol: Symbol) {
    for index in levels.indices { levels[index].row.remove(symbol) }
  }

  /// The symbol whose increase lowers the objective, the lowest such id; dummies never enter.
  /// A symbol's weight takes the sign of its amount at the highest level where it has one.
  func enteringSymbol() -> Symbol? {
    var best: Symbol?
    for (index, (_, row)) in levels.enumerated() {
      // The rows are sorted by symbol: the first that qualifies is the level's lowest.
      for cell in row.cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
        if let best, best < cell.symbol { break }
        if levels[..<index].allSatisfy({ !$0.row.contains(cell.symbol) }) {
          best = cell.symbol
          break
        }
      }
    }
    return best
  }

  /// The position of the level's row, added if it is not there yet.
  private mutating func index(of level: Double) -> Int {
    if let index = levels.firstIndex(where: { $0.level <= level }) {
      if levels[index].level == level { return index }
      levels.insert((level, Row()), at: index)
      return index
    }
    levels.append((level, Row()))
    return levels.count - 1
  }
}
