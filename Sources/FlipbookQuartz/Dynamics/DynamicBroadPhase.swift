import Foundation

/// The pairs of bodies whose boxes come near enough to touch, found by sorting the boxes
/// along one axis and sweeping, so that a sub-step looks at the pairs that may touch rather
/// than at every pair of items.
enum DynamicBroadPhase {
  /// The most pairs a sub-step of one collision behavior considers. Our choice: 2¹⁶ pairs
  /// (a few megabytes) keep a sub-step within milliseconds however the items pile up; past
  /// it the rest are left out, and the behavior says so once.
  static let maximumPairs = 1 << 16

  /// The pairs that may touch, each as indices into `bodies`, the lower first, in the
  /// order of those indices (the order every pair of the list was looked at before), and
  /// whether some were left out past ``maximumPairs``.
  static func pairs(of bodies: [DynamicBody]) -> (pairs: [(Int, Int)], isTruncated: Bool) {
    // A body's box holds its shape (a circle's radius is at most its half size); boxes
    // that come within the contact slop may touch.
    let margin = 2 * DynamicContact.slop
    let boxes = bodies.map {
      (center: $0.position, half: Vector(abs($0.halfSize.x), abs($0.halfSize.y)))
    }
    var spread = (
      x: (min: Double.infinity, max: -Double.infinity),
      y: (min: Double.infinity, max: -Double.infinity)
    )
    for box in boxes where box.center.x.isFinite && box.center.y.isFinite {
      spread.x = (min(spread.x.min, box.center.x), max(spread.x.max, box.center.x))
      spread.y = (min(spread.y.min, box.center.y), max(spread.y.max, box.center.y))
    }
    // Sweep along the axis the centers spread over most, so fewer boxes share a stretch.
    let alongX = spread.x.max - spread.x.min >= spread.y.max - spread.y.min
    func along(_ v: Vector) -> Double { alongX ? v.x : v.y }
    func across(_ v: Vector) -> Double { alongX ? v.y : v.x }
    // A body whose place is not a number touches nothing.
    let order = boxes.indices.filter {
      boxes[$0].center.x.isFinite && boxes[$0].center.y.isFinite
        && boxes[$0].half.x.isFinite && boxes[$0].half.y.isFinite
    }.sorted {
      let (a, b) = (boxes[$0], boxes[$1])
      let (lowA, lowB) = (along(a.center) - along(a.half), along(b.center) - along(b.half))
      return lowA < lowB || (lowA == lowB && $0 < $1)
    }
    var pairs: [(Int, Int)] = []
    var isTruncated = false
    sweep: for (position, first) in order.enumerated() {
      let a = boxes[first]
      let high = along(a.center) + along(a.half) + margin
      for second in order[(position + 1)...] {
        let b = boxes[second]
        guard along(b.center) - along(b.half) <= high else { break }
        guard abs(across(a.center) - across(b.center)) <= across(a.half) + across(b.half) + margin
        else { continue }
        guard pairs.count < maximumPairs else {
          isTruncated = true
          break sweep
        }
        pairs.append((min(first, second), max(first, second)))
      }
    }
    pairs.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
    return (pairs, isTruncated)
  }
}
