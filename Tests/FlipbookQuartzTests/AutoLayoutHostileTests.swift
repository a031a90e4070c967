import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Testing

/// Auto Layout given what a hostile program gives it: cycles, contradictions, constants
/// that are not numbers and systems of 10⁵ constraints. Each is reported (a timeline event
/// and a line on standard error) or solved in bounded time, never silently wrong; past
/// 1 000 active constraints a layout is refused.
@Suite("Auto Layout under attack")
struct AutoLayoutHostileTests {
  /// A 320 × 480 window with a container filling it, and `count` views placed by
  /// constraints in it.
  private func layout(views count: Int) -> (Scene, UIView, [UIView]) {
    let scene = Scene(size: Size(width: 320, height: 480), duration: 1)
    let window = UIWindow(scene: scene)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(container)
    let views = (0..<count).map { _ in
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      return view
    }
    return (scene, container, views)
  }

  /// The fields of the timeline's events named `name`, as text.
  private func reports(_ name: String, in scene: Scene) -> [String] {
    scene.timeline.events.filter { $0.name == name }.map { "\($0.fields)" }
  }

  @Test("a cycle that contradicts itself, a = b + 10 and b = a + 10, is broken and reported")
  func contradictingCycle() {
    let (scene, container, views) = layout(views: 2)
    let (a, b) = (views[0], views[1])
    let first = a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 10)
    first.identifier = "a = b + 10"
    let second = b.widthAnchor.constraint(equalTo: a.widthAnchor, constant: 10)
    second.identifier = "b = a + 10"
    NSLayoutConstraint.activate([first, second])
    container.layoutIfNeeded()
    // The first holds; the second, which cannot hold with it, is left out.
    #expect(abs(a.frame.width - b.frame.width - 10) < 1e-6)
    let text = reports("layout.unsatisfiable", in: scene).joined()
    #expect(text.contains("'b = a + 10'") && text.contains("'a = b + 10'"), "\(text)")
  }

  @Test("a consistent cycle, a = 2b and b = a / 2, is redundant and not reported")
  func redundantCycle() {
    let (scene, container, views) = layout(views: 2)
    let (a, b) = (views[0], views[1])
    NSLayoutConstraint.activate([
      a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2),
      b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
      a.widthAnchor.constraint(equalToConstant: 120),
    ])
    container.layoutIfNeeded()
    #expect(abs(b.frame.width - 60) < 1e-6)
    #expect(reports("layout.unsatisfiable", in: scene).isEmpty)
    #expect(reports("layout.error", in: scene).isEmpty)
  }

  @Test(
    "a constant or multiplier that is not finite is left out, reported on one line naming it",
    arguments: [(CGFloat.nan, CGFloat(1)), (.infinity, 1), (0, .infinity), (0, .nan)])
  func notFinite(constant: CGFloat, multiplier: CGFloat) {
    let (scene, container, views) = layout(views: 1)
    let view = views[0]
    let hostile = view.widthAnchor.constraint(
      equalTo: container.widthAnchor, multiplier: multiplier, constant: constant)
    hostile.identifier = "hostile"
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 50).withPriority(.defaultHigh), hostile,
    ])
    container.layoutIfNeeded()
    // The rest is solved without it: the width preferred at 750 holds.
    #expect(abs(view.frame.width - 50) < 1e-6)
    #expect(view.frame.width.isFinite && view.frame.minX.isFinite)
    let errors = reports("layout.error", in: scene)
    #expect(errors.count == 1)
    let text = errors.first ?? ""
    #expect(text.contains("'hostile'") && text.contains("not finite"), "\(text)")
    #expect(!text.contains("\\n"))
  }

  /// `count` views in a column, each 10 × 2 points at the container's leading edge and
  /// right below the one before: four constraints a view.
  private func column(of count: Int) -> (Scene, UIView, [UIView], [NSLayoutConstraint]) {
    let (scene, container, views) = layout(views: count)
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(4 * count)
    var previous: UIView?
    for view in views {
      constraints.append(view.leadingAnchor.constraint(equalTo: container.leadingAnchor))
      constraints.append(view.widthAnchor.constraint(equalToConstant: 10))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 2))
      constraints.append(
        view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? container.topAnchor))
      previous = view
    }
    return (scene, container, views, constraints)
  }

  @Test("2 000 constraints are refused at once, on one line naming the count and the limit")
  func overTheLimit() {
    let (scene, container, views, constraints) = column(of: 500)
    let clock = ContinuousClock()
    let start = clock.now
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    let elapsed = clock.now - start
    #expect(elapsed < .seconds(30), "\(elapsed)")
    // Nothing is solved: the views keep the zero frames they were made with.
    #expect(views[499].frame == .zero)
    let errors = reports("layout.error", in: scene)
    #expect(errors.count == 1)
    let text = errors.first ?? ""
    #expect(text.contains("the 2000 active constraints"), "\(text)")
    #expect(text.contains("more than the 1000 one layout solves"), "\(text)")
  }

  @Test("1 000 constraints, the most one layout solves, solve within bounded time")
  func atTheLimit() {
    let (scene, container, views, constraints) = column(of: 250)
    let clock = ContinuousClock()
    let start = clock.now
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    let elapsed = clock.now - start
    #expect(elapsed < .seconds(30), "\(elapsed)")
    // Each view sits 2 points below the one before.
    #expect(abs(views[249].frame.minY - 2 * 249) < 1e-6)
    #expect(reports("layout.error", in: scene).isEmpty)
    #expect(reports("layout.unsatisfiable", in: scene).isEmpty)
  }
}

extension NSLayoutConstraint {
  /// The constraint at `priority`.
  fileprivate func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}
