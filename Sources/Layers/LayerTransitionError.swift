import Foundation

/// A transition named with a type or subtype the engine does not draw.
public enum LayerTransitionError: Error, Equatable, LocalizedError {
  /// A type that is not one of `CATransitionType`'s public four: Core Animation's private
  /// ones (`cube`, `rippleEffect`, `pageCurl`, …) or a misspelling.
  case unsupportedType(String)
  /// A subtype that is not one of `CATransitionSubtype`'s four.
  case unknownSubtype(String)

  public var errorDescription: String? {
    switch self {
    case .unsupportedType(let name):
      "transition type '\(name)' is not drawn (the types are "
        + LayerTransition.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        + "): the change shows at once"
    case .unknownSubtype(let name):
      "transition subtype '\(name)' is not one of "
        + LayerTransition.Direction.allCases.map(\.rawValue).joined(separator: ", ")
        + ": the change shows at once"
    }
  }
}

extension LayerTransition.Kind {
  /// The type Core Animation names `name` ("push").
  ///
  /// - Throws: ``LayerTransitionError/unsupportedType(_:)`` for any other name.
  public init(named name: String) throws(LayerTransitionError) {
    guard let kind = Self(rawValue: name) else { throw .unsupportedType(name) }
    self = kind
  }
}

extension LayerTransition.Direction {
  /// The subtype Core Animation names `name` ("fromTop").
  ///
  /// - Throws: ``LayerTransitionError/unknownSubtype(_:)`` for any other name.
  public init(named name: String) throws(LayerTransitionError) {
    guard let direction = Self(rawValue: name) else { throw .unknownSubtype(name) }
    self = direction
  }
}
