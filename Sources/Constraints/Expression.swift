/// A linear expression: a sum of terms, each a coefficient times a variable, plus a constant.
public struct Expression: CustomStringConvertible {
  /// The summands that involve variables; a variable may appear in more than one.
  public var terms: [Term]
  /// The summand without a variable.
  public var constant: Double

  /// The expression with no terms, only a constant.
  public init(_ constant: Double = 0) {
    self.init(terms: [], constant: constant)
  }

  /// The expression made of one variable.
  public init(_ variable: Variable) {
    self.init(terms: [Term(variable)], constant: 0)
  }

  /// The expression with the given terms and constant.
  public init(terms: [Term], constant: Double) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression written out, such as `2 * width + left + 8`.
  public var description: String {
    var parts = terms.map(\.description)
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }

  /// The same expression with the terms of each variable summed into one, in order of first
  /// appearance, and terms whose coefficients cancel left out.
  func combined() -> [(variable: Variable, coefficient: Double)] {
    var index: [ObjectIdentifier: Int] = [:]
    var result: [(variable: Variable, coefficient: Double)] = []
    for term in terms {
      let key = ObjectIdentifier(term.variable)
      if let i = index[key] {
        result[i].coefficient += term.coefficient
      } else {
        index[key] = result.count
        result.append((term.variable, term.coefficient))
      }
    }
    return result.filter { !$0.coefficient.isNearZero }
  }
}

extension Double {
  /// Whether the value is within the solver's tolerance of zero.
  var isNearZero: Bool { abs(self) < 1e-8 }
}
