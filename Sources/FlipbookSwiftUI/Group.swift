import Foundation

/// Several views treated as one, as SwiftUI's `Group`: a modifier on the group applies to
/// each of them, and the container the group is in lays them out as its own.
public struct Group<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  private let content: Content

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func resolve(in context: ResolveContext) -> [Node] {
    resolveView(content, in: context)
  }
}
