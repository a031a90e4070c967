/// A linear relation between two expressions, `lhs relation rhs`, that a ``Solver`` keeps:
/// always when required, as nearly as it can, in priority order, when optional.
///
/// Constraints are identified by object: adding an equal-looking constraint twice is two
/// constraints, adding the same one twice is an error.
///
/// Sendable so that a ``ConstraintError`` (an `Error`, hence Sendable) can name one: all
/// but ``name`` is immutable, and the name is set by the owner of the solver.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
  /// The priority of a constraint that must hold: 1000.
  public static let required: Double = 1000

  /// The left side.
  public let lhs: Expression
  /// How the sides compare.
  public let relation: Relation
  /// The right side.
  public let rhs: Expression
  /// How much the constraint matters: ``required`` (1000) must hold; a priority between 0
  /// and 1000 is optional, and outweighs any violation of constraints of lower priority.
  public let priority: Double
  /// A name for descriptions and error messages.
  public var name: String?

  /// The constraint `lhs relation rhs` at a priority, required unless given lower.
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression,
    priority: Double = Constraint.required, name: String? = nil
  ) {
    self.lhs = lhs
    self.relation = relation
    self.rhs = rhs
    self.priority = priority
    self.name = name
  }

  /// Whether the constraint must hold.
  var isRequired: Bool { priority >= Constraint.required }

  /// The constraint written out, with its name and priority, such as
  /// `spacing: b.left == a.right + 8 @750`.
  public var description: String {
    let symbol =
      switch relation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    let prefix = name.map { "\($0): " } ?? ""
    let suffix = isRequired ? "" : " @\(priority)"
    return "\(prefix)\(lhs) \(symbol) \(rhs)\(suffix)"
  }
}
