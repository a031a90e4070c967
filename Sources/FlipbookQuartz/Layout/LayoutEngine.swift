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

  /// Solves the tree of `root` and sets the frames that changed.
  static func solve(root: UIView) {
    updateConstraints(in: root)
    var constrained = false
    root.forEachView { if !$0.layoutState.installed.isEmpty { constrained = true } }
    guard constrained else { return }
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
    let system = LayoutSystem(root: view)
    system.aimRoot(at: target, horizontal: horizontal, vertical: vertical)
    system.addInstalledConstraints()
    system.solver.updateVariables()
    let frame = system.frame(of: view)
    return CGSize(width: frame.width.value, height: frame.height.value)
  }
}
