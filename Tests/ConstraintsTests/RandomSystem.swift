import Constraints
import SeededRandom

extension SplitMix64 {
  /// A whole number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func element<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }
}

/// A random system built around a planted point that satisfies every required constraint.
struct RandomSystem {
  var variables: [Variable]
  var planted: [Double]
  var required: [Constraint] = []
  var optional: [Constraint] = []

  static let levels: [Double] = [250, 500, 750]

  init(seed: UInt64, variableCount: Int, requiredCount: Int, optionalCount: Int) {
    var random = SplitMix64(seed: seed)
    variables = (0..<variableCount).map { Variable("v\($0)") }
    planted = (0..<variableCount).map { _ in Double(random.int(-100...100)) }
    for _ in 0..<requiredCount {
      let lhs = Self.expression(&random, variables)
      let value = Self.evaluate(lhs, variables, planted)
      let relation = random.element([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
      let slack = Double(random.int(0...20))
      let rhs: Double =
        switch relation {
        case .equal: value
        case .lessThanOrEqual: value + slack
        case .greaterThanOrEqual: value - slack
        }
      required.append(Constraint(lhs, relation, Expression(rhs)))
    }
    for _ in 0..<optionalCount {
      let lhs = Self.expression(&random, variables)
      // Half the optional constraints hold at the planted point, half pull elsewhere.
      let rhs =
        random.int(0...1) == 0
        ? Self.evaluate(lhs, variables, planted) : Double(random.int(-150...150))
      let relation = random.element([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
      optional.append(
        Constraint(lhs, relation, Expression(rhs), priority: random.element(Self.levels)))
    }
  }

  /// Two or three variables with small whole coefficients.
  static func expression(_ random: inout SplitMix64, _ variables: [Variable]) -> Expression {
    let terms = (0..<random.int(1...3)).map { _ in
      Term(random.element(variables), Double(random.element([-3, -2, -1, 1, 2, 3])))
    }
    return Expression(terms: terms, constant: 0)
  }

  static func evaluate(_ expression: Expression, _ variables: [Variable], _ values: [Double])
    -> Double
  {
    expression.terms.reduce(expression.constant) { sum, term in
      sum + term.coefficient * values[variables.firstIndex { $0 === term.variable }!]
    }
  }

  /// How far a constraint is from holding at `values`: 0 when it holds.
  static func error(of constraint: Constraint, _ variables: [Variable], _ values: [Double])
    -> Double
  {
    let difference =
      evaluate(constraint.lhs, variables, values) - evaluate(constraint.rhs, variables, values)
    return switch constraint.relation {
    case .equal: abs(difference)
    case .lessThanOrEqual: max(0, difference)
    case .greaterThanOrEqual: max(0, -difference)
    }
  }

  /// The summed errors of the optional constraints at each level, highest level first.
  static func cost(of constraints: [Constraint], _ variables: [Variable], _ values: [Double])
    -> [Double]
  {
    levels.reversed().map { level in
      constraints.filter { $0.priority == level }
        .reduce(0) { $0 + error(of: $1, variables, values) }
    }
  }

  /// Whether cost `a` is at most cost `b` in priority order, within `tolerance`.
  static func isAtMost(_ a: [Double], _ b: [Double], tolerance: Double = 1e-6) -> Bool {
    for (x, y) in zip(a, b) {
      if x < y - tolerance { return true }
      if x > y + tolerance { return false }
    }
    return true
  }
}
