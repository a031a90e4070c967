/// A variable multiplied by a coefficient, one summand of an ``Expression``.
public struct Term: CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// The term `coefficient × variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The term as written in an expression, such as `2 * width`.
  public var description: String {
    coefficient == 1 ? variable.name : "\(coefficient) * \(variable.name)"
  }
}
