import Constraints
import Testing

/// A system the size of a screenful of Auto Layout: correctness at scale, never timed (the
/// benchmark times it).
@Suite("Large systems")
struct LargeSystemTests {
  @Test("a chain of 250 views, 1 000 constraints, solves and re-solves after an edit")
  func chainOfViews() throws {
    let solver = Solver()
    let container = Variable("container")
    var required: [Constraint] = []
    var preferred: [(width: Variable, value: Double, priority: Double)] = []
    var previousRight: Variable?
    var lastRight = Variable("none")
    for index in 0..<250 {
      let left = Variable("left\(index)")
      let width = Variable("width\(index)")
      let right = Variable("right\(index)")
      required.append(Constraint(Expression(right), .equal, left + width))
      if let previousRight {
        required.append(Constraint(Expression(left), .equal, previousRight + 8))
      } else {
        required.append(Constraint(Expression(left), .equal, Expression(0)))
      }
      required.append(Constraint(Expression(width), .greaterThanOrEqual, Expression(10)))
      let value = Double(20 + index % 7 * 5)
      let priority: Double = index % 3 == 0 ? 750 : 250
      try solver.add(
        Constraint(Expression(width), .equal, Expression(value), priority: priority))
      preferred.append((width, value, priority))
      previousRight = right
      lastRight = right
    }
    for constraint in required { try solver.add(constraint) }
    let fits = Constraint(Expression(lastRight), .lessThanOrEqual, Expression(container))
    try solver.add(fits)
    try solver.addEditVariable(container, priority: 999)

    func expectRequiredHold() {
      for constraint in required + [fits] {
        let lhs = constraint.lhs.terms.reduce(constraint.lhs.constant) {
          $0 + $1.coefficient * $1.variable.value
        }
        let rhs = constraint.rhs.terms.reduce(constraint.rhs.constant) {
          $0 + $1.coefficient * $1.variable.value
        }
        switch constraint.relation {
        case .equal: #expect(abs(lhs - rhs) < 1e-6, "\(constraint)")
        case .lessThanOrEqual: #expect(lhs <= rhs + 1e-6, "\(constraint)")
        case .greaterThanOrEqual: #expect(lhs >= rhs - 1e-6, "\(constraint)")
        }
      }
    }

    // Room for every preferred width: all are met.
    try solver.suggestValue(20_000, for: container)
    solver.updateVariables()
    expectRequiredHold()
    for (width, value, _) in preferred { #expect(abs(width.value - value) < 1e-6) }

    // Too little room: the views fill the container, high-priority widths keep theirs and
    // the low-priority ones give way first.
    let gaps = 249.0 * 8
    let strong = preferred.filter { $0.priority == 750 }.reduce(0) { $0 + $1.value }
    let weakMinimum = Double(preferred.filter { $0.priority == 250 }.count) * 10
    let room = gaps + strong + weakMinimum + 100
    try solver.suggestValue(room, for: container)
    solver.updateVariables()
    expectRequiredHold()
    #expect(abs(lastRight.value - room) < 1e-6)
    for (width, value, priority) in preferred where priority == 750 {
      #expect(abs(width.value - value) < 1e-6)
    }
    #expect(abs(container.value - room) < 1e-6)
  }
}
