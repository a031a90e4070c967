import Constraints
import Dispatch
import Pixels
import Raster

extension Benchmark {
  /// What the constraints workload measured.
  struct ConstraintsResult: Sendable {
    /// Constraints in the system.
    let constraints: Int
    /// Seconds to build the system, add every constraint and write the solution (best run).
    let solveSeconds: Double
    /// Seconds to suggest a new value for the edit variable and write the solution again
    /// (best run).
    let editSeconds: Double
    /// Seconds to fill and convert one blank 600 × 400 frame: the baseline.
    let baselineSeconds: Double
  }

  /// The views of the constraints workload, laid out left to right.
  static let constraintViews = 250

  /// Times a system shaped like Auto Layout's: a row of 250 views, each with a left edge,
  /// width and right edge; the right is left plus width, each view starts 8 points after
  /// the one before, widths are at least 10 (all required) and optionally a preferred width
  /// at 750 or 250: 1 000 constraints, and the last view's right edge within a container
  /// width that is an edit variable. Each timing is the best of `runs`.
  static func constraintsWorkload(runs: Int = 5) throws -> ConstraintsResult {
    var count = 0
    var solved: (Solver, Variable)?
    let solve = try bestThrowing(of: runs) {
      let (solver, container, constraints) = try constraintSystem()
      try solver.suggestValue(20_000, for: container)
      solver.updateVariables()
      count = constraints
      solved = (solver, container)
    }
    // Every run sets it, or throws.
    let (solver, container) = solved!
    // Each run swings the container between roomy and too narrow for every preferred width,
    // so that every run re-solves from scratch the widths that give way.
    var roomy = true
    let edit = try bestThrowing(of: runs) {
      roomy.toggle()
      try solver.suggestValue(roomy ? 20_000 : 4_000, for: container)
      solver.updateVariables()
    }
    let baseline = try bestThrowing(of: runs) {
      _ = Canvas(width: 600, height: 400, fill: .white).image
    }
    return ConstraintsResult(
      constraints: count, solveSeconds: solve, editSeconds: edit, baselineSeconds: baseline)
  }

  /// The workload's solver, its edit variable and the number of constraints in it.
  private static func constraintSystem() throws -> (Solver, Variable, Int) {
    let solver = Solver()
    let container = Variable("container")
    var count = 0
    func add(_ constraint: Constraint) throws {
      try solver.add(constraint)
      count += 1
    }
    var previous: Variable?
    for index in 0..<constraintViews {
      let left = Variable("left\(index)")
      let width = Variable("width\(index)")
      let right = Variable("right\(index)")
      try add(Constraint(Expression(right), .equal, left + width))
      try add(Constraint(Expression(left), .equal, previous.map { $0 + 8 } ?? Expression(0)))
      try add(Constraint(Expression(width), .greaterThanOrEqual, Expression(10)))
      try add(
        Constraint(
          Expression(width), .equal, Expression(Double(20 + index % 7 * 5)),
          priority: index % 3 == 0 ? 750 : 250))
      previous = right
    }
    if let previous {
      try add(Constraint(Expression(previous), .lessThanOrEqual, Expression(container)))
    }
    try solver.addEditVariable(container, priority: 999)
    return (solver, container, count)
  }
}
