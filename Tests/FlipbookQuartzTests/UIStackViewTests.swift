import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Testing

/// A window with a stack placed at (10, 10), `width` × `height`, by constraints.
private func stackScene(
  _ views: [UIView], width: CGFloat = 300, height: CGFloat = 40,
  axis: NSLayoutConstraint.Axis = .horizontal
) -> (Scene, UIStackView, UIView) {
  let scene = Scene(size: Size(width: 320, height: 480), duration: 4)
  let window = UIWindow(scene: scene)
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.addSubview(container)
  let stack = UIStackView(arrangedSubviews: views)
  stack.axis = axis
  stack.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
    stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
    stack.widthAnchor.constraint(equalToConstant: width),
    stack.heightAnchor.constraint(equalToConstant: height),
  ])
  return (scene, stack, container)
}

private func label(_ text: String) -> UILabel {
  let label = UILabel()
  label.text = text
  return label
}

private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

@Suite("UIStackView's distributions and alignments, as Apple documents them")
struct UIStackViewTests {
  @Test(".fillEqually: three views share 300 points less two 10-point gaps")
  func fillEqually() {
    let views = [UIView(), UIView(), UIView()]
    let (_, stack, container) = stackScene(views)
    stack.distribution = .fillEqually
    stack.spacing = 10
    container.layoutIfNeeded()
    let width = (300 - 2 * 10) / 3.0
    for (index, view) in views.enumerated() {
      #expect(near(view.frame.minX, CGFloat(index) * (width + 10)), "\(view.frame)")
      #expect(near(view.frame.width, width) && near(view.frame.height, 40))
    }
  }

  @Test(".fill: the label keeps its width, the view with no intrinsic width takes the rest")
  func fill() {
    let name = label("Name")
    let field = UIView()
    let (_, stack, container) = stackScene([name, field])
    stack.spacing = 8
    container.layoutIfNeeded()
    let nameWidth = name.intrinsicContentSize.width
    #expect(near(name.frame.width, nameWidth))
    #expect(near(field.frame.minX, nameWidth + 8) && near(field.frame.width, 300 - nameWidth - 8))
  }

  @Test(".fillProportionally: widths in proportion to the labels' intrinsic widths")
  func fillProportionally() {
    let short = label("Hi")
    let long = label("Hello, world")
    let (_, stack, container) = stackScene([short, long])
    stack.distribution = .fillProportionally
    container.layoutIfNeeded()
    let a = short.intrinsicContentSize.width
    let b = long.intrinsicContentSize.width
    #expect(near(short.frame.width, 300 * a / (a + b)), "\(short.frame.width)")
    #expect(near(long.frame.width, 300 * b / (a + b)))
  }

  @Test(".equalSpacing: intrinsic widths, the two gaps equal")
  func equalSpacing() {
    let views = [label("One"), label("Two"), label("Three")]
    let (_, stack, container) = stackScene(views)
    stack.distribution = .equalSpacing
    container.layoutIfNeeded()
    let widths = views.map(\.intrinsicContentSize.width)
    let gap = (300 - widths.reduce(0, +)) / 2
    #expect(near(views[1].frame.minX, widths[0] + gap), "\(views.map(\.frame))")
    #expect(near(views[2].frame.minX, widths[0] + widths[1] + 2 * gap))
    #expect(near(views[2].frame.maxX, 300))
  }

  @Test(".equalCentering: the centres equally far apart, the ends at the edges")
  func equalCentering() {
    let views = [label("A"), label("Longer"), label("Mid")]
    let (_, stack, container) = stackScene(views)
    stack.distribution = .equalCentering
    container.layoutIfNeeded()
    let first = views[0].intrinsicContentSize.width / 2
    let last = 300 - views[2].intrinsicContentSize.width / 2
    #expect(near(views[0].frame.midX, first) && near(views[2].frame.midX, last))
    #expect(near(views[1].frame.midX, (first + last) / 2), "\(views.map(\.frame))")
  }

  @Test("a column centred across: a label's centre on the stack's, its own width")
  func centredColumn() {
    let title = label("Title")
    let (_, stack, container) = stackScene([title], width: 200, height: 100, axis: .vertical)
    stack.alignment = .center
    container.layoutIfNeeded()
    #expect(
      near(title.frame.midX, 100) && near(title.frame.width, title.intrinsicContentSize.width))
    #expect(near(title.frame.minY, 0) && near(title.frame.height, 100))
  }

  @Test("custom spacing after a view, and a hidden view taking no room or spacing")
  func customSpacingAndHiding() {
    let views = [UIView(), UIView(), UIView()]
    let (_, stack, container) = stackScene(views)
    stack.distribution = .fillEqually
    stack.spacing = 10
    stack.setCustomSpacing(20, after: views[0])
    container.layoutIfNeeded()
    let width = (300 - 30) / 3.0
    #expect(near(views[1].frame.minX, width + 20))
    views[1].isHidden = true
    container.layoutIfNeeded()
    // Two views and the 20 after the first: (300 − 20) / 2.
    #expect(near(views[0].frame.width, 140) && near(views[2].frame.minX, 160))
    #expect(near(views[1].frame.width, 0))
  }

  @Test("hiding a view inside an animation block moves the others, animated")
  func animatedHiding() throws {
    let views = [UIView(), UIView(), UIView()]
    let (scene, stack, _) = stackScene(views)
    stack.distribution = .fillEqually
    stack.spacing = 10
    scene.timeline.advance(to: 0)
    scene.timeline.schedule(at: 1) {
      UIView.animate(withDuration: 1) { views[1].isHidden = true }
    }
    scene.timeline.advance(to: 1.5)
    // From (300 − 20) / 3 to (300 − 10) / 2, half way by the symmetric ease in, ease out.
    let before = 280 / 3.0
    let after = 145.0
    let middle = try #require(views[0].layer.presentation())
    #expect(near(middle.bounds.width, (before + after) / 2), "\(middle.bounds.width)")
    #expect(near(views[0].frame.width, after))
  }
}
