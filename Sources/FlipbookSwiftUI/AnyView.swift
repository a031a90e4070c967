import Foundation

/// A view whose type is erased, as SwiftUI's `AnyView`. A view of another type in its place
/// is another view: its state starts again.
public struct AnyView: View, PrimitiveView {
  public typealias Body = Never
  private let resolver: (ResolveContext) -> [Node]

  /// `view`, its type erased.
  public init<V: View>(_ view: V) {
    resolver = { context in resolveView(view, in: context.child(String(reflecting: V.self))) }
  }

  /// `view`, its type erased, as SwiftUI's `AnyView(erasing:)`.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  func resolve(in context: ResolveContext) -> [Node] { resolver(context) }
}
