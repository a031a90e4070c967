import Foundation

/// A view that shows nothing and takes no space, as SwiftUI's `EmptyView`.
public struct EmptyView: View, PrimitiveView {
  public typealias Body = Never

  /// An empty view.
  public init() {}

  func resolve(in context: ResolveContext) -> [Node] { [] }
}
