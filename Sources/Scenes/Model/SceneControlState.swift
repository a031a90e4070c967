import Interaction

/// A control state as a scene file writes it: `normal`, `highlighted`, `disabled`,
/// `selected`, or several joined by `+`.
public struct SceneControlState: Hashable, Sendable, Comparable {
  /// The state.
  public var state: SystemButton.ControlState

  /// The state a name gives, or nil.
  public init?(_ name: String) {
    let flags: [String: SystemButton.ControlState] = [
      "normal": .normal, "highlighted": .highlighted, "disabled": .disabled,
      "selected": .selected,
    ]
    var state = SystemButton.ControlState.normal
    for part in name.split(separator: "+", omittingEmptySubsequences: false) {
      guard let flag = flags[String(part)] else { return nil }
      state.formUnion(flag)
    }
    self.state = state
  }

  public static func < (a: Self, b: Self) -> Bool { a.state.rawValue < b.state.rawValue }
}
