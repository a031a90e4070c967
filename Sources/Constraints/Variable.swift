/// An unknown of a system of constraints; its ``value`` is written by
/// ``Solver/updateVariables()``.
///
/// Two variables are the same only if they are the same object, whatever their names.
///
/// Sendable so that a ``ConstraintError`` (an `Error`, hence Sendable) can name one: only
/// the solver writes ``value``, on its owner's thread, and a variable is read there too.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The name shown in descriptions.
  public let name: String

  /// The value of the last solution written to this variable: 0 until a solver writes one.
  public internal(set) var value: Double = 0

  /// A variable with a name for descriptions.
  public init(_ name: String) {
    self.name = name
  }

  /// Whether two variables are the same object.
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

  /// Hashes the variable's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// The variable's name.
  public var description: String { name }
}
