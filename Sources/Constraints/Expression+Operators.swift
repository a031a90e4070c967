// Arithmetic on expressions and variables, so that constraints read as they are written on
// paper. There is deliberately no `==`: expressions are not Equatable.

extension Expression {
  /// The expression multiplied by a factor.
  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
      constant: lhs.constant * rhs)
  }

  /// The expression multiplied by a factor.
  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

  /// The expression divided by a divisor.
  public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

  /// The sum of two expressions.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The difference of two expressions.
  public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

  /// The expression negated.
  public static prefix func - (operand: Expression) -> Expression { operand * -1 }

  /// The expression plus a constant.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  /// The expression minus a constant.
  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

  /// A constant plus the expression.
  public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

  /// A constant minus the expression.
  public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }

  /// The expression plus a variable.
  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

  /// The expression minus a variable.
  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }

  /// A variable plus the expression.
  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

  /// A variable minus the expression.
  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}

extension Variable {
  /// The variable multiplied by a factor.
  public static func * (lhs: Variable, rhs: Double) -> Expression {
    Expression(terms: [Term(lhs, rhs)], constant: 0)
  }

  /// The variable multiplied by a factor.
  public static func * (lhs: Double, rhs: Variable) -> Expression { rhs * lhs }

  /// The variable divided by a divisor.
  public static func / (lhs: Variable, rhs: Double) -> Expression { lhs * (1 / rhs) }

  /// The sum of two variables.
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) + Expression(rhs)
  }

  /// The difference of two variables.
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression(lhs) - Expression(rhs)
  }

  /// The variable plus a constant.
  public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }

  /// The variable minus a constant.
  public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }

  /// A constant plus the variable.
  public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }

  /// A constant minus the variable.
  public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }

  /// The variable negated.
  public static prefix func - (operand: Variable) -> Expression { Expression(operand) * -1 }
}
