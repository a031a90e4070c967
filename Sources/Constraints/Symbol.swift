/// A column of the simplex tableau: a variable of the problem, or one the solver adds to
/// turn constraints into equations.
struct Symbol: Hashable, Comparable {
  /// What a symbol stands for.
  enum Kind: Hashable {
    /// A ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality: non-negative.
    case slack
    /// An error of an optional constraint: non-negative, and costed in the objective.
    case error
    /// A placeholder marking a required equality: fixed at zero, never pivoted in.
    case dummy
  }

  /// Unique within one solver, in order of creation; pivoting prefers lower ids, which
  /// makes the solver deterministic and keeps the simplex from cycling (Bland's rule).
  let id: Int
  let kind: Kind

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

  // The id alone identifies a symbol.
  static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }

  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
