import Constraints
import SeededRandom
import Testing

/// Many seeded random systems: required constraints must hold, and the optional ones must
/// be satisfied at least as well, level by level, as at a point known to be feasible and
/// as by a solver given the same final system from scratch.
@Suite("Random systems")
struct RandomSystemTests {
  /// A solver holding `constraints`.
  func loaded(_ constraints: [Constraint]) throws -> Solver {
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    return solver
  }

  func solve(_ system: RandomSystem, _ constraints: [Constraint]) throws -> [Double] {
    let solver = try loaded(constraints)
    solver.updateVariables()
    return system.variables.map(\.value)
  }

  func expectRequiredHold(_ system: RandomSystem, _ values: [Double], seed: UInt64) {
    for constraint in system.required {
      let error = RandomSystem.error(of: constraint, system.variables, values)
      #expect(error < 1e-6, "seed \(seed): \(constraint) is off by \(error)")
    }
  }

  @Test("required constraints hold and optional ones do no worse than a feasible point")
  func feasibleAndNoWorse() throws {
    for seed in UInt64(1)...150 {
      let system = RandomSystem(
        seed: seed, variableCount: 10 + Int(seed % 20), requiredCount: 12 + Int(seed % 17),
        optionalCount: 20)
      let values = try solve(system, system.required + system.optional)
      expectRequiredHold(system, values, seed: seed)
      let cost = RandomSystem.cost(of: system.optional, system.variables, values)
      let plantedCost = RandomSystem.cost(of: system.optional, system.variables, system.planted)
      #expect(
        RandomSystem.isAtMost(cost, plantedCost),
        "seed \(seed): cost \(cost) exceeds the planted point's \(plantedCost)")
    }
  }

  @Test("removing constraints re-solves as well as solving the rest afresh")
  func incrementalRemoval() throws {
    for seed in UInt64(200)...260 {
      let system = RandomSystem(
        seed: seed, variableCount: 12, requiredCount: 14, optionalCount: 24)
      let all = system.required + system.optional
      let solver = try loaded(all)
      var random = SplitMix64(seed: seed)
      var kept: [Constraint] = []
      for constraint in all {
        if random.int(0...2) == 0 { try solver.remove(constraint) } else { kept.append(constraint) }
      }
      solver.updateVariables()
      let incremental = system.variables.map(\.value)
      let fresh = try solve(system, kept)
      let keptOptional = kept.filter { $0.priority < Constraint.required }
      for constraint in kept where constraint.priority == Constraint.required {
        #expect(RandomSystem.error(of: constraint, system.variables, incremental) < 1e-6)
      }
      let a = RandomSystem.cost(of: keptOptional, system.variables, incremental)
      let b = RandomSystem.cost(of: keptOptional, system.variables, fresh)
      #expect(
        RandomSystem.isAtMost(a, b) && RandomSystem.isAtMost(b, a),
        "seed \(seed): incremental cost \(a), fresh \(b)")
    }
  }

  @Test("suggested values give the same costs as equal constraints added afresh")
  func editsMatchConstraints() throws {
    for seed in UInt64(300)...350 {
      let system = RandomSystem(
        seed: seed, variableCount: 12, requiredCount: 14, optionalCount: 16)
      let solver = try loaded(system.required + system.optional)
      let edited = Array(system.variables.prefix(3))
      for variable in edited { try solver.addEditVariable(variable, priority: 600) }
      var random = SplitMix64(seed: seed ^ 0xFF)
      var suggestions: [Double] = []
      for _ in 0..<4 {
        suggestions = edited.map { _ in Double(random.int(-120...120)) }
        for (variable, value) in zip(edited, suggestions) {
          try solver.suggestValue(value, for: variable)
        }
      }
      solver.updateVariables()
      let incremental = system.variables.map(\.value)
      expectRequiredHold(system, incremental, seed: seed)
      let pins = zip(edited, suggestions).map {
        Constraint(Expression($0), .equal, Expression($1), priority: 600)
      }
      let fresh = try solve(system, system.required + system.optional + pins)
      let costed = system.optional + pins
      func cost(_ values: [Double]) -> [Double] {
        // Level 600 sits between 500 and 750.
        let pinCost = pins.reduce(0) { $0 + RandomSystem.error(of: $1, system.variables, values) }
        var levels = RandomSystem.cost(of: costed, system.variables, values)
        levels.insert(pinCost, at: 1)
        return levels
      }
      #expect(
        RandomSystem.isAtMost(cost(incremental), cost(fresh))
          && RandomSystem.isAtMost(cost(fresh), cost(incremental)),
        "seed \(seed): after edits \(cost(incremental)), afresh \(cost(fresh))")
    }
  }

  @Test("a refused required constraint names conflicts and changes nothing")
  func refusals() throws {
    var refused = 0
    for seed in UInt64(400)...500 {
      let system = RandomSystem(
        seed: seed, variableCount: 8, requiredCount: 14, optionalCount: 10)
      let solver = try loaded(system.required + system.optional)
      solver.updateVariables()
      let before = system.variables.map(\.value)
      var random = SplitMix64(seed: seed)
      let lhs = RandomSystem.expression(&random, system.variables)
      let target = RandomSystem.evaluate(lhs, system.variables, before) + 50
      let extra = Constraint(lhs, .equal, Expression(target))
      do {
        try solver.add(extra)
        solver.updateVariables()
        let after = system.variables.map(\.value)
        #expect(RandomSystem.error(of: extra, system.variables, after) < 1e-6)
        expectRequiredHold(system, after, seed: seed)
      } catch {
        refused += 1
        guard case .unsatisfiable(let constraint, let conflicting) = error else {
          Issue.record("seed \(seed): \(error)")
          continue
        }
        #expect(constraint === extra)
        #expect(!conflicting.isEmpty, "seed \(seed): no conflicting constraints named")
        #expect(conflicting.allSatisfy { c in system.required.contains { $0 === c } })
        #expect(!solver.contains(extra))
        solver.updateVariables()
        let after = system.variables.map(\.value)
        expectRequiredHold(system, after, seed: seed)
        let a = RandomSystem.cost(of: system.optional, system.variables, after)
        let b = RandomSystem.cost(of: system.optional, system.variables, before)
        #expect(RandomSystem.isAtMost(a, b) && RandomSystem.isAtMost(b, a), "seed \(seed)")
      }
    }
    #expect(refused > 10, "too few refusals (\(refused)) to exercise conflicts")
  }
}
