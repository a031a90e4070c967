import Foundation

/// A change to a view that can be applied to any view, as SwiftUI's `ViewModifier`: its
/// ``body(content:)`` says what the modified view is, `content` standing for the view it
/// is applied to.
public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View
  /// The view the modifier is applied to, as it shows in ``body(content:)``.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
  /// A primitive modifier has no body: the module applies it itself.
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier without a body")
  }
}

/// The view a ``ViewModifier`` is applied to, inside its body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  public typealias Body = Never
  let resolver: (ResolveContext) -> [Node]

  func resolve(in context: ResolveContext) -> [Node] { resolver(context) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
  public typealias Body = Never
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// `content` with `modifier` applied.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  func resolve(in context: ResolveContext) -> [Node] {
    let content = content
    let resolveContent = { (context: ResolveContext) in resolveView(content, in: context) }
    if let primitive = modifier as? _EffectModifier {
      return primitive.apply(context, resolveContent)
    }
    context.host?.installState(of: modifier, at: context.path + "/m")
    let body = modifier.body(content: _ViewModifier_Content(resolver: resolveContent))
    return resolveView(body, in: context.child("m"))
  }
}

extension View {
  /// The view with `modifier` applied.
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<
    Self, Modifier
  > {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// One of the module's own modifiers: a function from the content's nodes to the nodes of
/// the modified view.
public struct _EffectModifier: ViewModifier {
  public typealias Body = Never
  let apply: (ResolveContext, _ content: (ResolveContext) -> [Node]) -> [Node]
}

extension View {
  /// The view with each of its nodes wrapped in a node of `kind`, named `tag` under the
  /// modifier's position; the content is resolved in `contentContext`.
  func wrapped(
    _ tag: String, _ kind: @escaping (ResolveContext) -> Node.Kind,
    contentContext: @escaping (ResolveContext) -> ResolveContext = { $0 }
  ) -> ModifiedContent<Self, _EffectModifier> {
    modifier(
      _EffectModifier { context, content in
        let nodes = content(contentContext(context.child("c")))
        return nodes.enumerated().map { index, node in
          Node(
            id: context.path + "/" + tag + (nodes.count > 1 ? String(index) : ""),
            kind: kind(context), children: [node])
        }
      })
  }

  /// The view resolved with its environment changed by `change`.
  func environment(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<
    Self, _EffectModifier
  > {
    modifier(_EffectModifier { context, content in content(context.child("c").with(change)) })
  }
}
