import Constraints
import Foundation

/// Places the views of a tree by their constraints, with the Cassowary solver: the tree's
/// whole system is built and solved again whenever something it depends on changed, and
/// the frames that differ are set — inside an animation block, so that they animate.
enum LayoutEngine {
  /// Solves the tree of `root` if a change asked for it.
  static func solveIfNeeded(root: UIView) {
    guard root.layoutState.needsSolving else { return }
    root.layoutState.needsSolving = false
    solve(root: root)
  }

  /// Runs ``UIView/updateConstraints()`` where it was asked for, subviews before their
  /// superview, as UIKit does.
  static func updateConstraints(in view: UIView) {
    for subview in view.subviews { updateConstraints(in: subview) }
    if view.layoutState.needsUpdateConstraints { view.updateConstraints() }
  }

  /// The most active constraints one layout of a tree solves. The solver's work grows
  /// faster than the constraints do (each one added may pivot over every row of the
  /// tableau), so past this a layout is refused rather than left to run for minutes. Our
  /// choice: a few times a busy screen's few hundred; 4 000 in a chain took minutes.
  static let maximumConstraints = 1000

  /// The active constraints of the tree of `root`.
  private static func constraintCount(in root: UIView) -> Int {
    var count = 0
    root.forEachView { count += $0.layoutState.installed.count }
    return count
  }

  /// Whether the tree of `root` has few enough constraints to solve; if not, says so, on
  /// one line naming the count and the limit.
  private static func withinLimit(_ count: Int, root: UIView) -> Bool {
    guard count > maximumConstraints else { return true }
    LayoutReport.error(
      "the \(count) active constraints of the tree of \(LayoutItemName.of(root)) are more "
        + "than the \(maximumConstraints) one layout solves: its views keep their frames",
      on: root.layer.flipbookLayer.timeline)
    return false
  }

  /// Solves the tree of `root` and sets the frames that changed.
  static func solve(root: UIView) {
    updateConstraints(in: root)
    let count = constraintCount(in: root)
    guard count > 0 else { return }
    guard withinLimit(count, root: root) else {
      root.layoutState.needsSolving = false
      return
    }
    // A label of several lines is as tall as its text at its width: when a pass changes a
    // label's width, its height is asked again, as UIKit's second layout pass does.
    for _ in 0..<3 {
      let system = LayoutSystem(root: root)
      system.fixRoot(to: root.bounds)
      system.addInstalledConstraints()
      system.solver.updateVariables()
      guard system.apply() else { break }
    }
    root.layoutState.needsSolving = false
  }

  /// The size the constraints of `view`'s tree give it, aiming at `target` with the given
  /// priorities.
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    updateConstraints(in: view)
    guard withinLimit(constraintCount(in: view), root: view) else { return view.bounds.size }
    let system = LayoutSystem(root: view)
    system.aimRoot(at: target, horizontal: horizontal, vertical: vertical)
    system.addInstalledConstraints()
    system.solver.updateVariables()
    let frame = system.frame(of: view)
    return CGSize(width: frame.width.value, height: frame.height.value)
  }
}
