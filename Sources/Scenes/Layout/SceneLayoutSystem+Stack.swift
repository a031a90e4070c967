import Constraints

extension SceneLayoutSystem {
  /// The anchors of one stack's axis: along it (start, end, centre, length) and across it.
  private struct StackAnchors {
    typealias Anchor = SceneLayoutConstraint.Anchor
    let start: Anchor
    let end: Anchor
    let center: Anchor
    let length: Anchor
    let crossStart: Anchor
    let crossEnd: Anchor
    let crossCenter: Anchor

    init(_ axis: SceneStack.Axis) {
      switch axis {
      case .horizontal:
        (start, end, center, length) = (.leading, .trailing, .centerX, .width)
        (crossStart, crossEnd, crossCenter) = (.top, .bottom, .centerY)
      case .vertical:
        (start, end, center, length) = (.top, .bottom, .centerY, .height)
        (crossStart, crossEnd, crossCenter) = (.leading, .trailing, .centerX)
      }
    }
  }

  /// An anchor of a sublayer's or the stack's own rectangle.
  private func of(_ anchor: SceneLayoutConstraint.Anchor, _ frame: ItemFrame) -> LinearExpression {
    // Each of the stack's constraints relates anchors of one axis: measuring x from right
    // to left in a right-to-left layout makes its start the right edge.
    expression(anchor, of: frame, margins: false, flipped: rightToLeft)
  }

  /// The constraints a `UIStackView` makes for its arranged subviews, for the sublayers of
  /// node `i`: the first starts at the stack's leading (or top) edge, each next one follows
  /// after the spacing (at least it, with `equalSpacing` and `equalCentering`), the last
  /// ends at the trailing (or bottom) edge, their lengths as the distribution says; across
  /// the axis, as the alignment says. A hidden sublayer has no length along the axis and no
  /// spacing.
  func arrange(_ i: Int, as stack: SceneStack) {
    let path = nodes[i].path + .key("stack")
    let edges = nodes[i].frame
    let anchors = StackAnchors(stack.axis)
    var made: [(LinearExpression, Relation, LinearExpression)] = []
    let children = nodes[i].children
    for hidden in children where nodes[hidden].layer.hidden == true {
      made.append((of(anchors.length, nodes[hidden].frame), .equal, LinearExpression(0)))
    }
    let views = children.filter { nodes[$0].layer.hidden != true }
    let frames = views.map { nodes[$0].frame }
    if let first = frames.first, let last = frames.last {
      made.append((of(anchors.start, first), .equal, of(anchors.start, edges)))
      made.append((of(anchors.end, last), .equal, of(anchors.end, edges)))
    }
    let pairs = Array(zip(frames, frames.dropFirst()))
    let follows: Relation =
      [.equalSpacing, .equalCentering].contains(stack.distribution) ? .greaterThanOrEqual : .equal
    for (previous, next) in pairs {
      made.append((of(anchors.start, next), follows, of(anchors.end, previous) + stack.spacing))
    }
    made += lengths(
      of: views, in: edges, anchors: anchors, stack: stack, gaps: Double(pairs.count))
    for frame in frames {
      made += across(frame, in: edges, anchors: anchors, alignment: stack.alignment)
    }
    for (lhs, relation, rhs) in made {
      add(Constraint(lhs, relation, rhs, name: path.description), at: path)
    }
  }

  /// The constraints the distribution adds on the lengths of `views` and the gaps between
  /// them, `gaps` spacings in all.
  private func lengths(
    of views: [Int], in edges: ItemFrame, anchors: StackAnchors, stack: SceneStack,
    gaps: Double
  ) -> [(LinearExpression, Relation, LinearExpression)] {
    guard views.count > 1 else { return [] }
    let frames = views.map { nodes[$0].frame }
    let equalLengths = frames.dropFirst().map {
      (of(anchors.length, $0), Relation.equal, of(anchors.length, frames[0]))
    }
    switch stack.distribution {
    case .fill:
      return []
    case .fillEqually:
      return equalLengths
    case .fillProportionally:
      // Each takes its intrinsic length's share of the stack's length less the spacing.
      let intrinsic = views.map { index -> Double in
        guard let size = nodes[index].intrinsic else { return 0 }
        return max(anchors.length == .width ? size.width : size.height, 0)
      }
      let total = intrinsic.reduce(0, +)
      guard total > 0 else { return equalLengths }
      let room = of(anchors.length, edges) - gaps * stack.spacing
      return zip(frames, intrinsic).map { frame, length in
        (of(anchors.length, frame), .equal, room * (length / total))
      }
    case .equalSpacing, .equalCentering:
      // Every gap as long as the first: from the end of one to the start of the next, or
      // from centre to centre.
      let pairs = Array(zip(frames, frames.dropFirst()))
      func gap(_ pair: (ItemFrame, ItemFrame)) -> LinearExpression {
        stack.distribution == .equalCentering
          ? of(anchors.center, pair.1) - of(anchors.center, pair.0)
          : of(anchors.start, pair.1) - of(anchors.end, pair.0)
      }
      return pairs.dropFirst().map { (gap($0), .equal, gap(pairs[0])) }
    }
  }

  /// The constraints placing one sublayer across the axis.
  private func across(
    _ frame: ItemFrame, in edges: ItemFrame, anchors: StackAnchors,
    alignment: SceneStack.Alignment
  ) -> [(LinearExpression, Relation, LinearExpression)] {
    let start = (of(anchors.crossStart, frame), of(anchors.crossStart, edges))
    let end = (of(anchors.crossEnd, frame), of(anchors.crossEnd, edges))
    switch alignment {
    case .fill:
      return [(start.0, .equal, start.1), (end.0, .equal, end.1)]
    case .leading, .top:
      return [(start.0, .equal, start.1), (end.0, .lessThanOrEqual, end.1)]
    case .trailing, .bottom:
      return [(start.0, .greaterThanOrEqual, start.1), (end.0, .equal, end.1)]
    case .center:
      return [
        (of(anchors.crossCenter, frame), .equal, of(anchors.crossCenter, edges)),
        (start.0, .greaterThanOrEqual, start.1),
      ]
    }
  }
}
