/// The part of an edge in one row: from (x0, fy0) to (x1, fy1), fy0 < fy1 heights in the
/// row, going down (+1) or up (−1).
struct Piece {
  let row: Int
  let x0: Double
  let fy0: Double
  let x1: Double
  let fy1: Double
  let direction: Int

  /// The piece's x at height `fy` in the row.
  @inline(__always)
  func x(at fy: Double) -> Double {
    let t = (fy - fy0) / (fy1 - fy0)
    return min(max(x0 + (x1 - x0) * t, min(x0, x1)), max(x0, x1))
  }
}
