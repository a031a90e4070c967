import Foundation

/// Where a view is resolved: its identity (the path of positions from the root), what it
/// inherits, the stack it is directly in, and the host that keeps its state.
struct ResolveContext {
  /// The identity of the view resolved here.
  var path: String
  /// What the view inherits.
  var environment: EnvironmentValues
  /// The axis of the stack the view is a child of, if it is one.
  var axis: StackAxis?
  /// The host that keeps state and runs actions.
  weak var host: ViewHost?

  /// The context of a child at `component`.
  func child(_ component: String) -> ResolveContext {
    var context = self
    context.path = path + "/" + component
    return context
  }

  /// The context of the content of a stack along `axis` (nil for a `ZStack`).
  func inStack(_ axis: StackAxis?) -> ResolveContext {
    var context = child("s")
    context.axis = axis
    return context
  }

  /// The context with the environment changed by `change`.
  func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
    var context = self
    change(&context.environment)
    return context
  }
}
