/// One equation of the tableau, `basic = constant + Σ coefficient × symbol`, kept without
/// its basic symbol; or any linear combination of symbols being built.
///
/// The terms are kept sorted by symbol, so that adding one row to another is a merge and
/// finding a symbol a binary search: no hashing on the simplex's innermost loop.
struct Row {
  /// A term of the row.
  struct Cell {
    var symbol: Symbol
    var coefficient: Double
  }

  /// The non-zero terms, in order of symbol.
  private(set) var cells: [Cell] = []
  var constant: Double
  /// A bit for each symbol that may be in the row (its id modulo 64): a clear bit proves a
  /// symbol absent without a search, which is how most rows answer most lookups.
  private var mask: UInt64 = 0

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// The row's symbols, in order.
  var symbols: some Collection<Symbol> { cells.lazy.map(\.symbol) }

  var isEmpty: Bool { cells.isEmpty }

  func coefficient(for symbol: Symbol) -> Double {
    guard mayContain(symbol) else { return 0 }
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  func contains(_ symbol: Symbol) -> Bool { mayContain(symbol) && position(of: symbol).found }

  /// Adds `coefficient × symbol`, dropping the cell if it cancels to zero.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let (index, found) = position(of: symbol)
    if found {
      cells[index].coefficient += coefficient
      if cells[index].coefficient.isNearZero { cells.remove(at: index) }
    } else if !coefficient.isNearZero {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
      mask |= Self.bit(for: symbol)
    }
  }

  /// Adds `coefficient × row`.
  mutating func insert(_ row: Row, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    // A few terms go in one by one; more are merged in one pass.
    if row.cells.count <= 4 {
      for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
      return
    }
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + row.cells.count)
    var i = 0
    var j = 0
    while i < cells.count || j < row.cells.count {
      if j == row.cells.count || (i < cells.count && cells[i].symbol < row.cells[j].symbol) {
        merged.append(cells[i])
        i += 1
      } else if i == cells.count || row.cells[j].symbol < cells[i].symbol {
        let value = row.cells[j].coefficient * coefficient
        if !value.isNearZero {
          merged.append(Cell(symbol: row.cells[j].symbol, coefficient: value))
        }
        j += 1
      } else {
        let value = cells[i].coefficient + row.cells[j].coefficient * coefficient
        if !value.isNearZero { merged.append(Cell(symbol: cells[i].symbol, coefficient: value)) }
        i += 1
        j += 1
      }
    }
    cells = merged
    mask |= row.mask
  }

  /// Removes the symbol's term, returning its coefficient, or nil if it has none.
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double? {
    guard mayContain(symbol) else { return nil }
    let (index, found) = position(of: symbol)
    return found ? cells.remove(at: index).coefficient : nil
  }

  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Rewrites `0 = self` as `symbol = …`, leaving the right side in `self`.
  mutating func solve(for symbol: Symbol) {
    let factor = -1 / remove(symbol)!
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Rewrites `lhs = self` as `rhs = …`.
  mutating func solve(for lhs: Symbol, replacing rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the right side of its row.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    if let coefficient = remove(symbol) { insert(row, coefficient) }
  }

  private func mayContain(_ symbol: Symbol) -> Bool { mask & Self.bit(for: symbol) != 0 }

  private static func bit(for symbol: Symbol) -> UInt64 { 1 << UInt64(symbol.id & 63) }

  /// Where the symbol's cell is, or would go.
  private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    if cells.count <= 8 {
      let index = cells.firstIndex { $0.symbol.id >= symbol.id } ?? cells.count
      return (index, index < cells.count && cells[index].symbol.id == symbol.id)
    }
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) / 2
      if cells[middle].symbol.id < symbol.id {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return (low, low < cells.count && cells[low].symbol.id == symbol.id)
  }
}
