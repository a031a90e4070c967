import Constraints
import Foundation
import Testing

/// Systems with unique solutions, solved by kiwisolver (the reference Cassowary
/// implementation) in `Fixtures/kiwi-systems.json`, which `Scripts/check-constraints`
/// writes.
@Suite("kiwisolver's solutions")
struct KiwiFixtureTests {
  struct Fixture: Decodable {
    struct System: Decodable {
      var variables: [String]
      var constraints: [Constraint]
      var edits: [Edit]
      var solution: [Double]
    }
    /// `Σ coefficient × variable + constant relation 0`.
    struct Constraint: Decodable {
      var terms: [[Double]]
      var constant: Double
      var relation: String
      var priority: Double
    }
    struct Edit: Decodable {
      var variable: Int
      var priority: Double
      var value: Double
    }
    var systems: [System]
  }

  static func load() throws -> Fixture {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/kiwi-systems.json")
    return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
  }

  @Test("every system solves to kiwisolver's values within 1e-6")
  func matchesKiwi() throws {
    let fixture = try Self.load()
    #expect(fixture.systems.count >= 50)
    for (index, system) in fixture.systems.enumerated() {
      let variables = system.variables.map { Variable($0) }
      let solver = Solver()
      for c in system.constraints {
        let terms = c.terms.map { Term(variables[Int($0[0])], $0[1]) }
        let relation: Relation =
          switch c.relation {
          case "==": .equal
          case "<=": .lessThanOrEqual
          default: .greaterThanOrEqual
          }
        try solver.add(
          Constraints.Constraint(
            Expression(terms: terms, constant: c.constant), relation, Expression(),
            priority: c.priority))
      }
      for edit in system.edits {
        try solver.addEditVariable(variables[edit.variable], priority: edit.priority)
        try solver.suggestValue(edit.value, for: variables[edit.variable])
      }
      solver.updateVariables()
      for (variable, expected) in zip(variables, system.solution) {
        #expect(
          abs(variable.value - expected) < 1e-6,
          "system \(index): \(variable) is \(variable.value), kiwisolver says \(expected)")
      }
    }
  }
}
