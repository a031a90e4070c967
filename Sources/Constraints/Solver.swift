/// Solves systems of linear equalities and inequalities over ``Variable``s, required and
/// optional by priority, with the Cassowary algorithm. (Being written.)
public final class Solver {
  /// An empty system.
  public init() {}
}
