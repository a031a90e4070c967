/// Finds the name someone probably meant when they wrote one that does not exist, for
/// "did you mean …?" in error messages.
public enum Suggestion {
  /// The name in `candidates` closest to `name`, or nil when none is close.
  ///
  /// Close means, ignoring case, at most max(1, `name.count` / 3) edits (insertions,
  /// deletions, substitutions, swaps of neighbours), or one name being the start of the
  /// other (`fromValue` → `from`). The fewest edits win; ties go to the earlier candidate.
  public static func closest(to name: String, among candidates: [String]) -> String? {
    let query = Array(name.lowercased())
    let limit = max(1, query.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased())
      let shorter = min(query.count, other.count)
      let isPrefix =
        shorter >= 2 && (query.starts(with: other) || other.starts(with: query))
      // Lengths further apart than the limit cannot be within it: skip the table.
      guard isPrefix || abs(query.count - other.count) <= limit else { continue }
      let distance = editDistance(query, other)
      guard distance <= limit || isPrefix else { continue }
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// The optimal-string-alignment distance: Levenshtein plus swaps of two neighbours.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
