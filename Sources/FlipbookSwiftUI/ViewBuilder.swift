import Foundation

/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder`: a list of
/// views, `if`, `if`/`else`, `switch` and `if #available`.
@resultBuilder
public enum ViewBuilder {
  /// No view.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// The one view of a block.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// The views of a block, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    var resolvers: [(ResolveContext) -> [Node]] = []
    for child in repeat each content {
      let index = resolvers.count
      resolvers.append { context in resolveView(child, in: context.child(String(index))) }
    }
    return TupleView((repeat each content), resolvers: resolvers)
  }

  /// A view of an `if` without `else`: nothing when the condition is false.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The view of the first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The view of the second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// The view of an `if #available` branch, its type erased.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// The views of a `ViewBuilder` block, as SwiftUI's `TupleView`.
public struct TupleView<T>: View, PrimitiveView {
  public typealias Body = Never
  /// The views, as a tuple.
  public var value: T
  private let resolvers: [(ResolveContext) -> [Node]]

  init(_ value: T, resolvers: [(ResolveContext) -> [Node]]) {
    self.value = value
    self.resolvers = resolvers
  }

  func resolve(in context: ResolveContext) -> [Node] {
    resolvers.flatMap { $0(context) }
  }
}

/// One of two views, chosen by an `if`/`else` or `switch`; each branch has an identity of its
/// own, so state in one is not shared with the other.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  public typealias Body = Never
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  func resolve(in context: ResolveContext) -> [Node] {
    switch storage {
    case .trueContent(let view): resolveView(view, in: context.child("T"))
    case .falseContent(let view): resolveView(view, in: context.child("F"))
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func resolve(in context: ResolveContext) -> [Node] {
    map { resolveView($0, in: context.child("some")) } ?? []
  }
}
