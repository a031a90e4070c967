import Foundation

/// Views side by side, leading to trailing, as SwiftUI's `HStack`: the width is shared out
/// least flexible view first, and the views line up by `alignment`.
public struct HStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A stack of the views `content` builds, `spacing` apart (8 points when nil).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func resolve(in context: ResolveContext) -> [Node] {
    stackNodes(.horizontal, alignment: alignment.fraction, spacing: spacing, content, context)
  }
}

/// Views one above the other, top to bottom, as SwiftUI's `VStack`: the height is shared
/// out least flexible view first, and the views line up by `alignment`.
public struct VStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A stack of the views `content` builds, `spacing` apart (8 points when nil).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func resolve(in context: ResolveContext) -> [Node] {
    stackNodes(.vertical, alignment: alignment.fraction, spacing: spacing, content, context)
  }
}

/// Views on top of each other, first at the back, as SwiftUI's `ZStack`: each is offered
/// the stack's proposal, the stack is as large as the largest, and they line up by
/// `alignment`.
public struct ZStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: Alignment
  let content: Content

  /// A stack of the views `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func resolve(in context: ResolveContext) -> [Node] {
    [
      Node(
        id: context.path, kind: .zstack(alignment),
        children: resolveView(content, in: context.inStack(nil)))
    ]
  }
}

/// Flexible space, as SwiftUI's `Spacer`: in a stack it takes the length left over (at
/// least `minLength`, 8 points when nil) along the stack's axis and nothing across it.
public struct Spacer: View, PrimitiveView {
  public typealias Body = Never
  /// The least length it takes.
  public var minLength: CGFloat?

  /// A spacer at least `minLength` long.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  func resolve(in context: ResolveContext) -> [Node] {
    [
      Node(
        id: context.path, kind: .spacer(minLength: minLength.map { Double($0) }, axis: context.axis)
      )
    ]
  }
}

/// A thin line that separates content, as SwiftUI's `Divider`: across a horizontal stack
/// it is vertical, elsewhere horizontal, in the separator colour.
public struct Divider: View, PrimitiveView {
  public typealias Body = Never

  /// A divider.
  public init() {}

  func resolve(in context: ResolveContext) -> [Node] {
    let color = Color(storage: .system(.separator)).resolved(in: context.environment.colorScheme)
    return [Node(id: context.path, kind: .divider(color, axis: context.axis))]
  }
}

/// The node of a stack along `axis` of the views of `content`.
private func stackNodes<Content: View>(
  _ axis: StackAxis, alignment: Double, spacing: CGFloat?, _ content: Content,
  _ context: ResolveContext
) -> [Node] {
  [
    Node(
      id: context.path,
      kind: .stack(axis, alignment: alignment, spacing: spacing.map { Double($0) }),
      children: resolveView(content, in: context.inStack(axis)))
  ]
}
