import Constraints
import Dispatch
import Pixels
import Raster

extension Benchmark {
  /// What the constraints workload measured.
  struct ConstraintsResult: Sendable {
    /// One system's timings.
    struct System: Sendable {
      /// What the system is, in a few words.
      let name: String
      /// Constraints in the system.
      let constraints: Int
      /// Seconds to build the system, add every constraint and write the solution (best run).
      let solveSeconds: Double
      /// Seconds to suggest a new value for the edit variable and write the solution again
      /// (best run).
      let editSeconds: Double
    }

    /// The list of cells, then the row of views.
    let systems: [System]
    /// Seconds to fill and convert one blank 600 × 400 frame: the baseline.
    let baselineSeconds: Double
  }

  /// Times two systems of about 1 000 constraints, each best of `runs`:
  ///
  /// - **A list of cells**, as a screen of table cells is laid out: 42 cells one below the
  ///   other, each pinned to the container's edges, with an icon, a title whose width hugs
  ///   its text (at 250) and resists compression (at 750), a subtitle and a badge kept to the
  ///   right of the title: 1 008 constraints on views in window coordinates, and the
  ///   container's width an edit variable swung between 390 and 250 points, which squeezes
  ///   every title.
  /// - **A row of 250 views**, the solver's worst case: each view's left edge 8 points after
  ///   the one before, widths at least 10 and optionally a preferred width at 750 or 250,
  ///   the last view within a container whose width swings between room for every
  ///   preferred width and too little. Every right edge is the sum of the widths before it,
  ///   so the tableau is dense and each pivot touches most of it.
  static func constraintsWorkload(runs: Int = 5) throws -> ConstraintsResult {
    let systems = [
      try time("list of 42 cells", runs: runs, wide: 390, narrow: 250, build: listOfCells),
      try time("row of 250 views", runs: runs, wide: 20_000, narrow: 4_000, build: rowOfViews),
    ]
    let baseline = try bestThrowing(of: runs) {
      _ = Canvas(width: 600, height: 400, fill: .white).image
    }
    return ConstraintsResult(systems: systems, baselineSeconds: baseline)
  }

  /// A system's solver, its edit variable and its number of constraints.
  private typealias System = (solver: Solver, edit: Variable, constraints: Int)

  private static func time(
    _ name: String, runs: Int, wide: Double, narrow: Double, build: () throws -> System
  ) throws -> ConstraintsResult.System {
    var solved: System?
    let solve = try bestThrowing(of: runs) {
      let system = try build()
      try system.solver.suggestValue(wide, for: system.edit)
      system.solver.updateVariables()
      solved = system
    }
    // Every run sets it, or throws.
    let system = solved!
    // Each run swings the edit variable the other way, so that every run re-solves.
    var isWide = true
    let edit = try bestThrowing(of: runs) {
      isWide.toggle()
      try system.solver.suggestValue(isWide ? wide : narrow, for: system.edit)
      system.solver.updateVariables()
    }
    return .init(
      name: name, constraints: system.constraints, solveSeconds: solve, editSeconds: edit)
  }

  private static func listOfCells() throws -> System {
    let solver = Solver()
    var count = 0
    func add(
      _ lhs: Constraints.Expression, _ relation: Relation, _ rhs: Constraints.Expression,
      priority: Double = Constraint.required
    ) throws {
      try solver.add(Constraint(lhs, relation, rhs, priority: priority))
      count += 1
    }
    func add(
      _ variable: Variable, _ relation: Relation, _ rhs: Constraints.Expression,
      priority: Double = Constraint.required
    ) throws {
      try add(Constraints.Expression(variable), relation, rhs, priority: priority)
    }
    func add(_ variable: Variable, _ relation: Relation, _ value: Double) throws {
      try add(variable, relation, Constraints.Expression(value))
    }
    let width = Variable("container.width")
    var previousBottom = Constraints.Expression(16)
    for index in 0..<42 {
      let cell = RectangleVariables("cell\(index)")
      let icon = RectangleVariables("icon\(index)")
      let title = RectangleVariables("title\(index)")
      let subtitle = RectangleVariables("subtitle\(index)")
      let badge = RectangleVariables("badge\(index)")
      try add(cell.left, .equal, 16)
      try add(cell.right, .equal, width - 16)
      try add(cell.top, .equal, previousBottom + 8)
      try add(cell.height, .greaterThanOrEqual, 60)
      try add(cell.height, .equal, Constraints.Expression(60), priority: 250)
      try add(icon.left, .equal, cell.left + 12)
      try add(icon.centerY, .equal, cell.centerY)
      try add(icon.width, .equal, 44)
      try add(icon.height, .equal, 44)
      try add(title.left, .equal, icon.right + 12)
      try add(title.top, .equal, cell.top + 10)
      try add(title.height, .equal, 20)
      let textWidth = Constraints.Expression(Double(120 + index % 9 * 15))
      try add(title.width, .lessThanOrEqual, textWidth, priority: 250)
      try add(title.width, .greaterThanOrEqual, textWidth, priority: 750)
      try add(subtitle.left, .equal, Constraints.Expression(title.left))
      try add(subtitle.right, .equal, cell.right - 12)
      try add(subtitle.top, .equal, title.bottom + 4)
      try add(subtitle.height, .equal, 16)
      try add(subtitle.bottom, .lessThanOrEqual, cell.bottom - 10)
      try add(badge.right, .equal, cell.right - 12)
      try add(badge.centerY, .equal, cell.centerY)
      try add(badge.width, .equal, 24)
      try add(badge.height, .equal, 24)
      try add(badge.left, .greaterThanOrEqual, title.right + 8)
      previousBottom = cell.bottom
    }
    try solver.addEditVariable(width, priority: 999)
    return (solver, width, count)
  }

  private static func rowOfViews() throws -> System {
    let solver = Solver()
    let container = Variable("container")
    var count = 0
    func add(_ constraint: Constraint) throws {
      try solver.add(constraint)
      count += 1
    }
    var previous: Variable?
    for index in 0..<250 {
      let left = Variable("left\(index)")
      let width = Variable("width\(index)")
      let right = Variable("right\(index)")
      try add(Constraint(Constraints.Expression(right), .equal, left + width))
      try add(
        Constraint(
          Constraints.Expression(left), .equal,
          previous.map { $0 + 8 } ?? Constraints.Expression(0)))
      try add(
        Constraint(
          Constraints.Expression(width), .greaterThanOrEqual, Constraints.Expression(10)))
      try add(
        Constraint(
          Constraints.Expression(width), .equal,
          Constraints.Expression(Double(20 + index % 7 * 5)),
          priority: index % 3 == 0 ? 750 : 250))
      previous = right
    }
    if let previous {
      try add(
        Constraint(
          Constraints.Expression(previous), .lessThanOrEqual, Constraints.Expression(container)))
    }
    try solver.addEditVariable(container, priority: 999)
    return (solver, container, count)
  }
}
