/// How the two sides of a ``Constraint`` compare.
public enum Relation: Sendable {
  /// The sides are equal.
  case equal
  /// The left side is at most the right side.
  case lessThanOrEqual
  /// The left side is at least the right side.
  case greaterThanOrEqual
}
