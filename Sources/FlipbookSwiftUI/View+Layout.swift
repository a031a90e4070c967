import Foundation
import Geometry

extension View {
  /// The view in a frame of a fixed `width` and/or `height`, placed in it by `alignment`;
  /// a dimension left nil is the view's own.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    let layout = FrameLayout(
      width: width.map { Double($0) }, height: height.map { Double($0) }, alignment: alignment,
      isFlexible: false)
    return wrapped("frame", { _ in .frame(layout) })
  }

  /// The view in a frame whose size is the view's own clamped to the bounds given, toward
  /// the proposal: `maxWidth: .infinity` takes all the width offered.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    let layout = FrameLayout(
      minWidth: minWidth.map { Double($0) }, idealWidth: idealWidth.map { Double($0) },
      maxWidth: maxWidth.map { Double($0) }, minHeight: minHeight.map { Double($0) },
      idealHeight: idealHeight.map { Double($0) }, maxHeight: maxHeight.map { Double($0) },
      alignment: alignment, isFlexible: true)
    return wrapped("flexframe", { _ in .frame(layout) })
  }

  /// The view inset by `insets`.
  public func padding(_ insets: EdgeInsets) -> some View {
    wrapped("padding", { _ in .padding(insets) })
  }

  /// The view inset by `length` (16 points when nil) on `edges`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let value = length ?? CGFloat(LayoutDefaults.padding)
    return padding(
      EdgeInsets(
        top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
        bottom: edges.contains(.bottom) ? value : 0,
        trailing: edges.contains(.trailing) ? value : 0))
  }

  /// The view inset by `length` on every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// The view drawn moved by `offset`, its layout unchanged.
  public func offset(_ offset: CGSize) -> some View {
    wrapped(
      "offset",
      { _ in .effect(.offset(Size(width: Double(offset.width), height: Double(offset.height)))) })
  }

  /// The view drawn moved by `x` and `y`, its layout unchanged.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  /// The view with `content` drawn over it, offered its size and placed by `alignment`.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    decorated(with: content(), alignment: alignment, isOverlay: true)
  }

  /// The view with `overlay` drawn over it, offered its size and placed by `alignment`.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    decorated(with: overlay, alignment: alignment, isOverlay: true)
  }

  /// The view with `content` drawn behind it, offered its size and placed by `alignment`.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    decorated(with: content(), alignment: alignment, isOverlay: false)
  }

  /// The view with `background` drawn behind it, offered its size and placed by `alignment`.
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    decorated(with: background, alignment: alignment, isOverlay: false)
  }

  private func decorated<Decoration: View>(
    with decoration: Decoration, alignment: Alignment, isOverlay: Bool
  ) -> some View {
    modifier(
      _EffectModifier { context, content in
        let nodes = content(context.child("c"))
        return nodes.enumerated().map { index, node in
          let suffix = nodes.count > 1 ? String(index) : ""
          var decorationContext = context.child("d" + suffix)
          decorationContext.axis = nil
          let decorationNodes = resolveView(decoration, in: decorationContext)
          let layer =
            decorationNodes.count == 1
            ? decorationNodes[0]
            : Node(
              id: decorationContext.path + "/z", kind: .zstack(alignment), children: decorationNodes
            )
          return Node(
            id: context.path + "/decorated" + suffix,
            kind: .decorated(alignment, primary: isOverlay ? 0 : 1),
            children: isOverlay ? [node, layer] : [layer, node])
        }
      })
  }
}
