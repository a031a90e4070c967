/// Finds the name someone probably meant when they wrote one that does not exist, for
/// "did you mean …?" in error messages.
package enum Suggestion {
  /// The name in `candidates` closest to `name`, or nil when none is close.
  ///
  /// Close means, ignoring case, at most max(1, `name.count` / 3) edits (insertions,
  /// deletions, substitutions, swaps of neighbours), or one name being the start of the
  /// other (`fromValue` → `from`). The fewest edits win; ties go to the earlier candidate.
  /// A dotted name that is one candidate's with parts left out between its first and last
  /// (`bounds.width` for `bounds.size.width`) means that candidate, when only one fits.
  package static func closest(to name: String, among candidates: [String]) -> String? {
    if let shortened = lengthening(name, among: candidates) { return shortened }
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
      if distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// The one candidate whose dotted parts are `name`'s with parts inserted between its first
  /// and last, or nil when none or several are.
  static func lengthening(_ name: String, among candidates: [String]) -> String? {
    let parts = name.lowercased().split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2 else { return nil }
    let fits = candidates.filter { candidate in
      let long = candidate.lowercased().split(separator: ".", omittingEmptySubsequences: false)
      guard long.count > parts.count, long.first == parts.first, long.last == parts.last else {
        return false
      }
      var rest = long.dropFirst()[...]
      for part in parts.dropFirst() {
        guard let index = rest.firstIndex(of: part) else { return false }
        rest = rest[rest.index(after: index)...]
      }
      return true
    }
    return fits.count == 1 ? fits[0] : nil
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
