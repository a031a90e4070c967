import Foundation

/// A view's Auto Layout state: its constraints, guides, priorities and margins.
final class ViewLayout {
  var translatesAutoresizingMask = true
  var autoresizingMask = UIView.AutoresizingMask()
  var autoresizesSubviews = true
  /// The active constraints installed on the view (their items' nearest common ancestor).
  var installed: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []
  var hugging = AxisPriorities(.defaultLow)
  var compression = AxisPriorities(.defaultHigh)
  var margins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var insetsMarginsFromSafeArea = true
  var needsUpdateConstraints = false
  /// On a tree's root: whether something changed that the tree's layout depends on.
  var needsSolving = false
  /// On a tree's root: whether the engine is setting the tree's frames now.
  var isApplying = false
  let anchors = LayoutAnchors()
  var marginsGuide: UILayoutGuide?
  var safeAreaGuide: UILayoutGuide?
}

/// A priority for each axis: content hugging, or compression resistance.
struct AxisPriorities {
  var horizontal: UILayoutPriority
  var vertical: UILayoutPriority

  init(_ both: UILayoutPriority) {
    horizontal = both
    vertical = both
  }

  subscript(axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
    }
  }
}
