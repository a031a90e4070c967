/// Why a ``Solver`` refused a request; the solver is left as it was before the request.
public enum ConstraintError: Error, Equatable, CustomStringConvertible {
  /// A required constraint that cannot hold together with the required constraints already
  /// in the solver; `conflicting` names those of them it contradicts, as far as the solver
  /// can tell.
  case unsatisfiable(Constraint, conflicting: [Constraint])
  /// A constraint that is already in the solver.
  case duplicate(Constraint)
  /// A constraint that is not in the solver.
  case unknown(Constraint)
  /// A priority out of range: constraints take 0 < priority ≤ 1000, edit variables
  /// 0 < priority < 1000.
  case invalidPriority(Double)
  /// A variable that is already an edit variable of the solver.
  case duplicateEditVariable(Variable)
  /// A variable that is not an edit variable of the solver.
  case unknownEditVariable(Variable)
  /// A constraint with a coefficient or constant that is infinite or not a number.
  case nonFinite(Constraint)
  /// A suggested value that is infinite or not a number.
  case nonFiniteSuggestion(Double, for: Variable)

  /// Whether two errors are the same case about the same objects.
  public static func == (lhs: ConstraintError, rhs: ConstraintError) -> Bool {
    switch (lhs, rhs) {
    case (.unsatisfiable(let a, let x), .unsatisfiable(let b, let y)):
      a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
    case (.duplicate(let a), .duplicate(let b)), (.unknown(let a), .unknown(let b)),
      (.nonFinite(let a), .nonFinite(let b)):
      a === b
    case (.nonFiniteSuggestion(let x, let a), .nonFiniteSuggestion(let y, let b)):
      (x == y || (x.isNaN && y.isNaN)) && a === b
    case (.invalidPriority(let a), .invalidPriority(let b)): a == b
    case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)),
      (.unknownEditVariable(let a), .unknownEditVariable(let b)):
      a === b
    default: false
    }
  }

  /// A sentence naming the constraint or variable and what is wrong with it.
  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let conflicting):
      let others = conflicting.map { "\($0)" }.joined(separator: "; ")
      return "The required constraint \(constraint) cannot be satisfied"
        + (conflicting.isEmpty ? "." : " together with: \(others).")
    case .duplicate(let constraint): return "The constraint \(constraint) was already added."
    case .unknown(let constraint): return "The constraint \(constraint) was never added."
    case .invalidPriority(let priority):
      return "The priority \(priority) is out of range (0 < priority ≤ 1000; below 1000 for "
        + "edit variables)."
    case .duplicateEditVariable(let variable):
      return "The variable \(variable) is already an edit variable."
    case .unknownEditVariable(let variable):
      return "The variable \(variable) is not an edit variable."
    case .nonFinite(let constraint):
      return "The constraint \(constraint) has a coefficient or constant that is not finite."
    case .nonFiniteSuggestion(let value, let variable):
      return "The value \(value) suggested for \(variable) is not finite."
    }
  }
}
