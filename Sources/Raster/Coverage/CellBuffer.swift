/// Cells appended to memory of their own: an array's append checks that its buffer is not
/// shared, by a call around which the walk saved and restored its registers (without it and
/// the calls to floor, the walk's instructions on the shapes workload's curves fell from
/// 58.7 M to 45.5 M, callgrind).
struct CellBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<Cell>
  private(set) var count = 0
  private var capacity: Int

  /// An empty buffer with room for `capacity` cells.
  init(capacity: Int = 16) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// Adds a cell at the end.
  @inline(__always)
  mutating func append(_ cell: Cell) {
    if count == capacity { grow(to: 2 * capacity) }
    (base + count).initialize(to: cell)
    count += 1
  }

  /// Makes room for `count` cells in all.
  mutating func reserveCapacity(_ count: Int) {
    if count > capacity { grow(to: count) }
  }

  private mutating func grow(to newCapacity: Int) {
    let grown = UnsafeMutablePointer<Cell>.allocate(capacity: newCapacity)
    grown.moveInitialize(from: base, count: count)
    base.deallocate()
    base = grown
    capacity = newCapacity
  }

  subscript(i: Int) -> Cell {
    get { base[i] }
    set { base[i] = newValue }
  }

  /// The cells, in the order they were added.
  var cells: UnsafeBufferPointer<Cell> { UnsafeBufferPointer(start: base, count: count) }
}
