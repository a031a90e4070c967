import Constraints
import Testing

/// Systems small enough to solve by hand.
@Suite("Solver")
struct SolverTests {
  let x = Variable("x")
  let y = Variable("y")
  let solver = Solver()

  @Test("equalities give the unique solution")
  func equalities() throws {
    try solver.add(Constraint(x + y, .equal, Expression(10)))
    try solver.add(Constraint(x - y, .equal, Expression(4)))
    solver.updateVariables()
    #expect(abs(x.value - 7) < 1e-9)
    #expect(abs(y.value - 3) < 1e-9)
  }

  @Test("inequalities bound an optional target")
  func inequalities() throws {
    try solver.add(Constraint(Expression(x), .lessThanOrEqual, Expression(20)))
    try solver.add(Constraint(Expression(x), .greaterThanOrEqual, Expression(5)))
    try solver.add(Constraint(Expression(x), .equal, Expression(30), priority: 500))
    solver.updateVariables()
    #expect(abs(x.value - 20) < 1e-9)
  }

  @Test("a higher priority outweighs any amount at a lower one")
  func priorityOrder() throws {
    let width = Variable("width")
    try solver.add(
      Constraint(Expression(width), .greaterThanOrEqual, Expression(100), priority: 750))
    try solver.add(Constraint(Expression(width), .equal, Expression(50), priority: 250))
    solver.updateVariables()
    #expect(abs(width.value - 100) < 1e-9)
  }

  @Test("many violations at a low level never buy one at a higher level")
  func lexicographic() throws {
    // Ten weak constraints pulling x to 0 against one slightly stronger pulling it to 10:
    // weights of 1e3 against 1 would tie at ten-to-one; exact levels never do.
    try solver.add(Constraint(Expression(x), .equal, Expression(10), priority: 251))
    for _ in 0..<2000 {
      try solver.add(Constraint(Expression(x), .equal, Expression(0), priority: 250))
    }
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
  }

  @Test("within one level the sum of errors is minimised")
  func sumOfErrors() throws {
    try solver.add(Constraint(Expression(x), .equal, Expression(0), priority: 500))
    try solver.add(Constraint(Expression(x), .equal, Expression(10), priority: 500))
    try solver.add(Constraint(Expression(x), .equal, Expression(10), priority: 500))
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
  }

  @Test("edit variables follow suggestions within the required constraints")
  func edits() throws {
    try solver.add(Constraint(Expression(y), .equal, 2 * x + 1))
    try solver.add(Constraint(Expression(x), .lessThanOrEqual, Expression(100)))
    try solver.addEditVariable(x, priority: 999)
    #expect(solver.containsEditVariable(x))
    try solver.suggestValue(10, for: x)
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
    #expect(abs(y.value - 21) < 1e-9)
    try solver.suggestValue(500, for: x)
    solver.updateVariables()
    #expect(abs(x.value - 100) < 1e-9)
    #expect(abs(y.value - 201) < 1e-9)
    try solver.suggestValue(-3, for: x)
    solver.updateVariables()
    #expect(abs(x.value + 3) < 1e-9)
    try solver.removeEditVariable(x)
    #expect(!solver.containsEditVariable(x))
    #expect(throws: ConstraintError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
  }

  @Test("removing a constraint restores the earlier solution")
  func removal() throws {
    try solver.add(Constraint(Expression(x), .equal, Expression(10), priority: 250))
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
    let strong = Constraint(Expression(x), .equal, Expression(40), priority: 750)
    try solver.add(strong)
    solver.updateVariables()
    #expect(abs(x.value - 40) < 1e-9)
    try solver.remove(strong)
    #expect(!solver.contains(strong))
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
    let required = Constraint(Expression(x), .greaterThanOrEqual, Expression(15))
    try solver.add(required)
    solver.updateVariables()
    #expect(abs(x.value - 15) < 1e-9)
    try solver.remove(required)
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
  }

  @Test("duplicates, unknowns and bad priorities are refused")
  func errors() throws {
    let c = Constraint(Expression(x), .equal, Expression(1))
    try solver.add(c)
    #expect(throws: ConstraintError.duplicate(c)) { try solver.add(c) }
    let other = Constraint(Expression(x), .equal, Expression(1))
    #expect(throws: ConstraintError.unknown(other)) { try solver.remove(other) }
    let zero = Constraint(Expression(y), .equal, Expression(1), priority: 0)
    #expect(throws: ConstraintError.invalidPriority(0)) { try solver.add(zero) }
    #expect(throws: ConstraintError.invalidPriority(1000)) {
      try solver.addEditVariable(y, priority: 1000)
    }
    try solver.addEditVariable(y, priority: 500)
    #expect(throws: ConstraintError.duplicateEditVariable(y)) {
      try solver.addEditVariable(y, priority: 400)
    }
    #expect(throws: ConstraintError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
  }

  @Test("infinite or not-a-number coefficients, constants and suggestions are refused")
  func nonFinite() throws {
    let infinite = Constraint(Expression(x), .lessThanOrEqual, Expression(.infinity))
    #expect(throws: ConstraintError.nonFinite(infinite)) { try solver.add(infinite) }
    let nan = Constraint(Double.nan * x, .equal, Expression(1))
    #expect(throws: ConstraintError.nonFinite(nan)) { try solver.add(nan) }
    try solver.addEditVariable(y, priority: 500)
    #expect(throws: ConstraintError.nonFiniteSuggestion(-.infinity, for: y)) {
      try solver.suggestValue(-.infinity, for: y)
    }
    // The solver is as it was: y follows a finite suggestion.
    try solver.suggestValue(7, for: y)
    solver.updateVariables()
    #expect(y.value == 7)
    #expect(!solver.contains(infinite) && !solver.contains(nan))
  }

  @Test("a contradiction names the new constraint and both it contradicts")
  func conflictOfEqualities() throws {
    let a = Constraint(Expression(x), .equal, Expression(10), name: "a")
    let b = Constraint(Expression(x), .equal, Expression(y), name: "b")
    let c = Constraint(Expression(y), .equal, Expression(20), name: "c")
    try solver.add(a)
    try solver.add(b)
    #expect(throws: ConstraintError.unsatisfiable(c, conflicting: [a, b])) { try solver.add(c) }
    #expect(!solver.contains(c))
    solver.updateVariables()
    #expect(abs(x.value - 10) < 1e-9)
    #expect(abs(y.value - 10) < 1e-9)
  }

  @Test("a contradiction among inequalities leaves the solver as it was")
  func conflictOfInequalities() throws {
    let low = Constraint(Expression(x), .greaterThanOrEqual, Expression(10), name: "low")
    let loose = Constraint(Expression(y), .greaterThanOrEqual, Expression(0), name: "loose")
    let sum = Constraint(x + y, .lessThanOrEqual, Expression(30), name: "sum")
    try solver.add(low)
    try solver.add(loose)
    try solver.add(sum)
    try solver.add(Constraint(Expression(y), .equal, Expression(5), priority: 100))
    solver.updateVariables()
    let before = (x.value, y.value)
    let high = Constraint(Expression(y), .greaterThanOrEqual, Expression(25), name: "high")
    do {
      try solver.add(high)
      Issue.record("y ≥ 25 was accepted with x ≥ 10 and x + y ≤ 30")
    } catch {
      guard case .unsatisfiable(let constraint, let conflicting) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(constraint === high)
      #expect(conflicting.contains { $0 === low })
      #expect(conflicting.contains { $0 === sum })
      #expect(!conflicting.contains { $0 === loose })
    }
    #expect(!solver.contains(high))
    solver.updateVariables()
    #expect(abs(x.value - before.0) < 1e-9 && abs(y.value - before.1) < 1e-9)
    try solver.add(Constraint(Expression(y), .greaterThanOrEqual, Expression(20)))
    solver.updateVariables()
    #expect(abs(y.value - 20) < 1e-9 && abs(x.value - 10) < 1e-9)
  }

  @Test("reset empties the solver")
  func reset() throws {
    let c = Constraint(Expression(x), .equal, Expression(3))
    try solver.add(c)
    try solver.addEditVariable(y, priority: 100)
    solver.reset()
    #expect(!solver.contains(c) && !solver.containsEditVariable(y))
    try solver.add(Constraint(Expression(x), .equal, Expression(4)))
    solver.updateVariables()
    #expect(abs(x.value - 4) < 1e-9)
  }

  @Test("descriptions show names, relations and priorities")
  func descriptions() {
    let c = Constraint(2 * x + 8, .lessThanOrEqual, Expression(y), priority: 750, name: "gap")
    #expect(c.description == "gap: 2.0 * x + 8.0 <= y @750.0")
    #expect("\(ConstraintError.duplicate(c))".contains("gap"))
  }
}
