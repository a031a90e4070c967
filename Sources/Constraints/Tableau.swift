/// The rows of the simplex tableau, each by its basic symbol, kept in arrays so that every
/// row can be updated in place and in a fixed order.
struct Tableau: Sequence {
  /// The basic symbols, in the order of `values`.
  private(set) var keys: [Symbol] = []
  /// The rows; change them in place, through their positions.
  var values: [Row] = []
  private var positions: [Symbol: Int] = [:]

  var indices: Range<Int> { keys.indices }

  /// Where the symbol's row is, if it is basic.
  func position(of symbol: Symbol) -> Int? { positions[symbol] }

  /// The symbol's row if it is basic; setting a row adds or replaces it, nil removes it.
  subscript(symbol: Symbol) -> Row? {
    get { positions[symbol].map { values[$0] } }
    set {
      guard let newValue else {
        removeValue(forKey: symbol)
        return
      }
      if let position = positions[symbol] {
        values[position] = newValue
      } else {
        positions[symbol] = keys.count
        keys.append(symbol)
        values.append(newValue)
      }
    }
  }

  /// Removes the symbol's row, the last row taking its place, and returns it.
  @discardableResult
  mutating func removeValue(forKey symbol: Symbol) -> Row? {
    guard let position = positions.removeValue(forKey: symbol) else { return nil }
    let last = keys.count - 1
    if position != last {
      keys.swapAt(position, last)
      values.swapAt(position, last)
      positions[keys[position]] = position
    }
    keys.removeLast()
    return values.removeLast()
  }

  /// Replaces `symbol` by `row` in every row, telling `madeNegative` the basic symbol of
  /// each restricted row whose constant that makes negative.
  mutating func substitute(
    _ symbol: Symbol, with row: Row, madeNegative: (Symbol) -> Void
  ) {
    for index in values.indices where values[index].contains(symbol) {
      values[index].substitute(symbol, with: row)
      if keys[index].kind != .external && values[index].constant < 0 { madeNegative(keys[index]) }
    }
  }

  func makeIterator() -> Zip2Sequence<[Symbol], [Row]>.Iterator {
    zip(keys, values).makeIterator()
  }
}
