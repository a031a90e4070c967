import Foundation

/// A control that runs an action when tapped, as SwiftUI's `Button`: a tap from the touch
/// script that begins and ends on its label runs `action`. Its label's text shows in the
/// accent colour unless it sets its own. (The pressed highlight is not drawn yet.)
public struct Button<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let action: () -> Void
  let label: Label

  /// A button showing `label` that runs `action`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  func resolve(in context: ResolveContext) -> [Node] {
    var labelContext = context.child("l")
    if labelContext.environment.foreground == nil {
      labelContext.environment.foreground = .accentColor
    }
    return TapTarget.nodes(
      for: resolveView(label, in: labelContext), action: action, in: context)
  }
}

extension Button where Label == Text {
  /// A button titled `title` that runs `action`.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension View {
  /// The view running `action` when tapped (`count` must be 1: double taps are not
  /// recognised yet, and a count other than 1 never runs the action).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(
      _EffectModifier { context, content in
        TapTarget.nodes(
          for: content(context.child("c")), action: count == 1 ? action : {}, in: context)
      })
  }

  /// The view whose changes animate with `animation` when `value` changed since the view
  /// was last evaluated, whatever transaction changed it.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    wrapped("animation", { _ in .animation(animation, value: WatchedValue(value)) })
  }
}

/// The node of a tap target around a label's nodes.
enum TapTarget {
  static func nodes(for label: [Node], action: @escaping () -> Void, in context: ResolveContext)
    -> [Node]
  {
    let id = context.path + "/tap"
    context.host?.setTapAction(action, for: id)
    // A label of several views is stacked vertically (our choice).
    let content =
      label.count == 1
      ? label
      : [
        Node(id: id + "/v", kind: .stack(.vertical, alignment: 0.5, spacing: nil), children: label)
      ]
    return [Node(id: id, kind: .tap, children: content)]
  }
}

/// The value an `animation(_:value:)` watches, compared with the one of the last update.
struct WatchedValue {
  private let value: Any
  private let isEqual: (Any) -> Bool

  init<V: Equatable>(_ value: V) {
    self.value = value
    isEqual = { ($0 as? V) == value }
  }

  /// Whether `other` holds an equal value of the same type.
  func equals(_ other: WatchedValue) -> Bool { isEqual(other.value) }
}
