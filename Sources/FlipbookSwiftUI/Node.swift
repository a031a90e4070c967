import Foundation
import Geometry
import Layers
import Pixels

/// A view resolved for layout and drawing: what it is, its identity (its position in the
/// view tree), its children, and the frame layout gave it in its parent's coordinates.
/// Each node becomes one layer, so a modifier's effect (opacity, a transform) applies to
/// its subtree as SwiftUI's do.
final class Node {
  /// What the node draws, or how it lays out its children.
  enum Kind {
    /// A colour filling the frame.
    case color(Pixels.Color)
    /// A shape filling or stroking the frame.
    case shape(ShapeDrawing)
    /// Text, measured for its size.
    case text(TextContent)
    /// Flexible space along a stack's axis, at least `minLength`.
    case spacer(minLength: Double?, axis: StackAxis?)
    /// A thin line across a stack's axis.
    case divider(Pixels.Color, axis: StackAxis?)
    /// `HStack` or `VStack`: the alignment fraction across the axis, and the spacing.
    case stack(StackAxis, alignment: Double, spacing: Double?)
    /// `ZStack`.
    case zstack(Alignment)
    /// `frame(width:height:alignment:)` or `frame(minWidth:…)`.
    case frame(FrameLayout)
    /// `padding`.
    case padding(EdgeInsets)
    /// `overlay` or `background`: the child at `primary` sizes the node, the others are
    /// offered its size and placed by `alignment`.
    case decorated(Alignment, primary: Int)
    /// A drawing effect on one child, which it lays out unchanged.
    case effect(Effect)
    /// A tap target: a tap on the child runs the host's action under this node's identity.
    case tap
    /// `animation(_:value:)`: the animation for changes in the child when `value` changed.
    case animation(Animation?, value: WatchedValue)
    /// `accessibilityIdentifier`: the name the child's layer is found by.
    case identifier(String)
  }

  /// The identity: the position in the view tree.
  let id: String
  let kind: Kind
  let children: [Node]
  /// The frame in the parent node's coordinates, once placed.
  var frame = Rect.zero
  private var sizes: [ProposedSize: Size] = [:]

  init(id: String, kind: Kind, children: [Node] = []) {
    self.id = id
    self.kind = kind
    self.children = children
  }
}

/// The axis of a stack.
enum StackAxis {
  case horizontal, vertical
}

/// A size offered to a view; nil in a dimension asks for the view's ideal size there.
struct ProposedSize: Hashable {
  var width: Double?
  var height: Double?

  /// The size, with `fallback` where the proposal leaves a dimension open.
  func replacingUnspecified(by fallback: Size) -> Size {
    Size(width: width ?? fallback.width, height: height ?? fallback.height)
  }
}

/// A frame modifier's constraints.
struct FrameLayout {
  var width: Double?
  var height: Double?
  var minWidth: Double?
  var idealWidth: Double?
  var maxWidth: Double?
  var minHeight: Double?
  var idealHeight: Double?
  var maxHeight: Double?
  var alignment: Alignment
  /// Whether this is `frame(minWidth:…)` rather than `frame(width:height:)`.
  var isFlexible: Bool
}

/// The numbers of layout that Apple leaves to the system.
enum LayoutDefaults {
  /// The space a stack leaves between two views when it is not told: 8 points, what a
  /// stack of shapes measures on iOS (fatbobman.com, "Spacing of SwiftUI", which also
  /// shows text taking other values; this module uses 8 between every pair — our choice).
  static let spacing = 8.0
  /// The padding of `padding()` with no length: 16 points, the iOS value as measured
  /// (Apple documents only "a platform-specific default amount"; inferred).
  static let padding = 16.0
  /// The ideal size of shapes and colours, asked for with no proposal: 10 × 10 points
  /// (objc.io, "Thinking in SwiftUI", chapter Layout; inferred from its measurements).
  static let idealShapeSize = 10.0
  /// A divider's thickness: one point (our choice; SwiftUI draws a hairline).
  static let dividerThickness = 1.0
}

// MARK: - Layout: the parent proposes, the child chooses, the parent places

extension Node {
  /// The size the node chooses for `proposal`.
  func size(for proposal: ProposedSize) -> Size {
    if let known = sizes[proposal] { return known }
    let size = computeSize(for: proposal)
    sizes[proposal] = size
    return size
  }

  /// Places the node at `origin` in its parent with the size it chooses for `proposal`,
  /// and its children in its own coordinates.
  func place(at origin: Point, proposal: ProposedSize) {
    let size = size(for: proposal)
    frame = Rect(origin: origin, size: size)
    switch kind {
    case .color, .shape, .text, .spacer, .divider:
      break
    case .stack(let axis, let alignment, let spacing):
      let plan = stackPlan(axis: axis, spacing: spacing, proposal: proposal)
      var along = 0.0
      for (index, child) in children.enumerated() {
        let childSize = plan.sizes[index]
        let point: Point
        switch axis {
        case .horizontal:
          point = Point(x: along, y: (size.height - childSize.height) * alignment)
          along += childSize.width + plan.spacing
        case .vertical:
          point = Point(x: (size.width - childSize.width) * alignment, y: along)
          along += childSize.height + plan.spacing
        }
        child.place(at: point, proposal: plan.proposals[index])
      }
    case .zstack(let alignment):
      for child in children {
        child.place(
          at: Self.aligned(child.size(for: proposal), in: size, alignment), proposal: proposal)
      }
    case .frame(let layout):
      guard let child = children.first else { break }
      let childProposal = layout.childProposal(for: proposal)
      child.place(
        at: Self.aligned(child.size(for: childProposal), in: size, layout.alignment),
        proposal: childProposal)
    case .padding(let insets):
      children.first?.place(
        at: Point(x: insets.leading, y: insets.top), proposal: Self.inset(proposal, by: insets))
    case .decorated(let alignment, let primary):
      for (index, child) in children.enumerated() {
        let childProposal =
          index == primary ? proposal : ProposedSize(width: size.width, height: size.height)
        child.place(
          at: Self.aligned(child.size(for: childProposal), in: size, alignment),
          proposal: childProposal)
      }
    case .effect, .tap, .animation, .identifier:
      children.first?.place(at: .zero, proposal: proposal)
    }
  }

  private func computeSize(for proposal: ProposedSize) -> Size {
    switch kind {
    case .color, .shape:
      let ideal = LayoutDefaults.idealShapeSize
      return proposal.replacingUnspecified(by: Size(width: ideal, height: ideal))
    case .text(let text):
      let measured = TextMeasure.size(of: text, width: proposal.width ?? .infinity)
      return Size(width: measured.width, height: measured.height)
    case .spacer(let minLength, let axis):
      let least = minLength ?? LayoutDefaults.spacing
      switch axis {
      case .horizontal: return Size(width: max(least, proposal.width ?? least), height: 0)
      case .vertical: return Size(width: 0, height: max(least, proposal.height ?? least))
      case nil: return proposal.replacingUnspecified(by: .zero)
      }
    case .divider(_, let axis):
      let thickness = LayoutDefaults.dividerThickness
      return axis == .horizontal
        ? Size(width: thickness, height: proposal.height ?? thickness)
        : Size(width: proposal.width ?? thickness, height: thickness)
    case .stack(let axis, _, let spacing):
      let plan = stackPlan(axis: axis, spacing: spacing, proposal: proposal)
      let gaps = plan.spacing * Double(max(children.count - 1, 0))
      switch axis {
      case .horizontal:
        return Size(
          width: plan.sizes.map(\.width).reduce(0, +) + gaps,
          height: plan.sizes.map(\.height).max() ?? 0)
      case .vertical:
        return Size(
          width: plan.sizes.map(\.width).max() ?? 0,
          height: plan.sizes.map(\.height).reduce(0, +) + gaps)
      }
    case .zstack:
      let sizes = children.map { $0.size(for: proposal) }
      return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    case .frame(let layout):
      let child = children.first?.size(for: layout.childProposal(for: proposal)) ?? .zero
      return layout.size(for: proposal, child: child)
    case .padding(let insets):
      let child = children.first?.size(for: Self.inset(proposal, by: insets)) ?? .zero
      return Size(
        width: child.width + insets.leading + insets.trailing,
        height: child.height + insets.top + insets.bottom)
    case .decorated(_, let primary):
      return children.indices.contains(primary) ? children[primary].size(for: proposal) : .zero
    case .effect, .tap, .animation, .identifier:
      return children.first?.size(for: proposal) ?? .zero
    }
  }

  /// How a stack shares out its length (WWDC 2019 "Building Custom Views with SwiftUI";
  /// objc.io, "Thinking in SwiftUI", Stacks): the spacing is set aside, then the children
  /// are offered, least flexible first, an equal share of what is left, each taking what it
  /// chooses out of it. A child's flexibility is the difference between the lengths it
  /// chooses for an infinite and for a zero offer. With no length proposed, each is asked
  /// for its ideal size.
  private func stackPlan(axis: StackAxis, spacing: Double?, proposal: ProposedSize) -> (
    sizes: [Size], proposals: [ProposedSize], spacing: Double
  ) {
    let gap = spacing ?? LayoutDefaults.spacing
    let along = axis == .horizontal ? proposal.width : proposal.height
    func offer(_ length: Double?) -> ProposedSize {
      axis == .horizontal
        ? ProposedSize(width: length, height: proposal.height)
        : ProposedSize(width: proposal.width, height: length)
    }
    func length(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }
    guard let along else {
      let proposals = children.map { _ in offer(nil) }
      return (zip(children, proposals).map { $0.size(for: $1) }, proposals, gap)
    }
    var remaining = along - gap * Double(max(children.count - 1, 0))
    let flexibility = children.map { child -> Double in
      let range = length(child.size(for: offer(.infinity))) - length(child.size(for: offer(0)))
      return range.isNaN ? .infinity : range
    }
    let order = children.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
    var sizes = [Size](repeating: .zero, count: children.count)
    var proposals = [ProposedSize](repeating: offer(0), count: children.count)
    var left = Double(children.count)
    for index in order {
      let share = max(0, remaining / left)
      proposals[index] = offer(share)
      sizes[index] = children[index].size(for: proposals[index])
      remaining -= length(sizes[index])
      left -= 1
    }
    return (sizes, proposals, gap)
  }

  /// Where a child of `size` goes in a box of `container` by `alignment`.
  static func aligned(_ size: Size, in container: Size, _ alignment: Alignment) -> Point {
    Point(
      x: (container.width - size.width) * alignment.horizontal.fraction,
      y: (container.height - size.height) * alignment.vertical.fraction)
  }

  /// The proposal less the insets, never below zero.
  static func inset(_ proposal: ProposedSize, by insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
  }
}

extension FrameLayout {
  /// What the frame offers its child: the fixed length where there is one; otherwise the
  /// proposal clamped to the minimum and maximum (the ideal length when none is proposed).
  func childProposal(for proposal: ProposedSize) -> ProposedSize {
    guard isFlexible else {
      return ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
    return ProposedSize(
      width: Self.clamp(proposal.width ?? idealWidth, min: minWidth, max: maxWidth),
      height: Self.clamp(proposal.height ?? idealHeight, min: minHeight, max: maxHeight))
  }

  /// The frame's size around a child of `child`: the fixed length where there is one. A
  /// flexible frame takes the child's length clamped by the proposal toward its bounds: at
  /// least `min` and at most the proposal above it, at most `max` and at least the
  /// proposal below it (objc.io, "Thinking in SwiftUI", Flexible Frames).
  func size(for proposal: ProposedSize, child: Size) -> Size {
    guard isFlexible else {
      return Size(width: width ?? child.width, height: height ?? child.height)
    }
    return Size(
      width: Self.flexibleLength(
        child: child.width, proposed: proposal.width ?? idealWidth, min: minWidth, max: maxWidth),
      height: Self.flexibleLength(
        child: child.height, proposed: proposal.height ?? idealHeight, min: minHeight,
        max: maxHeight))
  }

  private static func clamp(_ value: Double?, min low: Double?, max high: Double?) -> Double? {
    guard var value else { return nil }
    if let low { value = max(low, value) }
    if let high { value = min(high, value) }
    return value
  }

  private static func flexibleLength(
    child: Double, proposed: Double?, min low: Double?, max high: Double?
  )
    -> Double
  {
    var length = child
    let proposed = proposed ?? child
    if let low { length = max(low, min(length, proposed)) }
    if let high { length = min(high, max(length, proposed)) }
    return length
  }
}
