import Foundation

/// A piece of user interface, as SwiftUI's `View`: a value that describes what shows, either
/// by its ``body`` (a composition of other views) or as one of the primitives the module
/// draws itself, whose body is `Never`.
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View
  /// The content of the view, evaluated again whenever the state it reads changes.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// `Never` has no body: it is the body type of the primitive views.
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// A primitive view has no body: the module draws it itself.
  public var body: Never { fatalError("\(Self.self) is a primitive view without a body") }
}

/// A view the module resolves itself into nodes of the layout and layer tree.
protocol PrimitiveView {
  /// The nodes the view stands for, in `context`.
  func resolve(in context: ResolveContext) -> [Node]
}

/// The nodes `view` stands for at the position `context` names: a primitive's own, or its
/// body's, once the state the view declares is tied to that position.
func resolveView<V: View>(_ view: V, in context: ResolveContext) -> [Node] {
  if let primitive = view as? any PrimitiveView { return primitive.resolve(in: context) }
  if let shape = view as? any Shape { return resolveShape(shape, in: context) }
  context.host?.installState(of: view, at: context.path)
  return resolveView(view.body, in: context.child("b"))
}

/// A shape shown as a view: filled with the foreground colour, as its default body says.
private func resolveShape<S: Shape>(_ shape: S, in context: ResolveContext) -> [Node] {
  _ShapeView(shape: shape, style: .fill(nil)).resolve(in: context)
}
