import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Layers
import Testing

/// A window over a 320 × 480 scene with a container at (0, 0) filling it.
private func layoutScene() -> (Scene, UIWindow, UIView) {
  let scene = Scene(size: Size(width: 320, height: 480), duration: 4)
  let window = UIWindow(scene: scene)
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  window.addSubview(container)
  return (scene, window, container)
}

/// A view placed by constraints, added to `superview`.
private func constrainedView(in superview: UIView) -> UIView {
  let view = UIView()
  view.translatesAutoresizingMaskIntoConstraints = false
  superview.addSubview(view)
  return view
}

private func expectFrame(
  _ view: UIView, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectFrame(expected, view.frame, sourceLocation: sourceLocation)
}

private func expectFrame(
  _ expected: CGRect, _ frame: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  let close =
    abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
    && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
  #expect(close, "frame \(frame), expected \(expected)", sourceLocation: sourceLocation)
}

@Suite("Auto Layout as UIKit does it")
struct AutoLayoutTests {
  @Test("anchors with constants pin a view: 16 from each side, 20 from the top, 44 tall")
  func pinned() {
    let (_, _, container) = layoutScene()
    let view = constrainedView(in: container)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      view.heightAnchor.constraint(equalToConstant: 44),
    ])
    container.layoutIfNeeded()
    // 320 − 16 − 16 = 288 wide.
    expectFrame(view, CGRect(x: 16, y: 20, width: 288, height: 44))
  }

  @Test("an optional constraint gives way to a higher one: width ≥ 100 at 750 beats = 50 at 250")
  func priorities() {
    let (_, _, container) = layoutScene()
    let view = constrainedView(in: container)
    let atLeast = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
    atLeast.priority = .defaultHigh
    let exactly = view.widthAnchor.constraint(equalToConstant: 50)
    exactly.priority = .defaultLow
    NSLayoutConstraint.activate([
      atLeast, exactly, view.leftAnchor.constraint(equalTo: container.leftAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(abs(view.frame.width - 100) < 1e-6)
    atLeast.priority = UILayoutPriority(200)
    container.layoutIfNeeded()
    #expect(abs(view.frame.width - 50) < 1e-6)
  }

  @Test("a centred label takes its intrinsic size; the label with less hugging stretches")
  func intrinsicSizes() {
    let (_, _, container) = layoutScene()
    let title = UILabel()
    title.text = "Title"
    title.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(title)
    NSLayoutConstraint.activate([
      title.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      title.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    ])
    container.layoutIfNeeded()
    let size = title.intrinsicContentSize
    #expect(size.width > 0 && size.height > 0)
    expectFrame(
      title,
      CGRect(
        x: 160 - size.width / 2, y: 240 - size.height / 2, width: size.width, height: size.height))

    // A row: name | value, edge to edge with 8 between; the value hugs less, so it stretches.
    let name = UILabel()
    name.text = "Name"
    let value = UILabel()
    value.text = "Value"
    for label in [name, value] {
      label.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(label)
    }
    value.setContentHuggingPriority(.defaultLow, for: .horizontal)
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      name.topAnchor.constraint(equalTo: container.topAnchor),
      value.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    let nameWidth = name.intrinsicContentSize.width
    #expect(abs(name.frame.width - nameWidth) < 1e-6)
    #expect(abs(value.frame.width - (320 - nameWidth - 8)) < 1e-6)
  }

  @Test("a view that translates its autoresizing mask follows its superview's new width")
  func autoresizing() {
    let (_, _, container) = layoutScene()
    let box = constrainedView(in: container)
    let width = box.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: container.leftAnchor),
      box.topAnchor.constraint(equalTo: container.topAnchor), width,
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    container.layoutIfNeeded()
    let bar = UIView(frame: CGRect(x: 10, y: 0, width: 180, height: 20))
    bar.autoresizingMask = [.flexibleWidth]
    box.addSubview(bar)
    width.constant = 300
    container.layoutIfNeeded()
    // The margins stay 10 and 10; the width takes the 100 points more.
    expectFrame(bar, CGRect(x: 10, y: 0, width: 280, height: 20))
  }

  @Test("margins and a guide: a view pinned to the layout margins sits 8 points in")
  func marginsGuide() {
    let (_, _, container) = layoutScene()
    let view = constrainedView(in: container)
    let guide = container.layoutMarginsGuide
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    container.layoutIfNeeded()
    expectFrame(view, CGRect(x: 8, y: 8, width: 304, height: 464))
  }

  @Test("contradicting required constraints: one is broken and both are named in the report")
  func unsatisfiable() {
    let (scene, _, container) = layoutScene()
    let view = constrainedView(in: container)
    let hundred = view.widthAnchor.constraint(equalToConstant: 100)
    hundred.identifier = "hundred"
    let twoHundred = view.widthAnchor.constraint(equalToConstant: 200)
    twoHundred.identifier = "two hundred"
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: container.leftAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10), hundred, twoHundred,
    ])
    container.layoutIfNeeded()
    // The first one added holds; the later one is broken.
    #expect(abs(view.frame.width - 100) < 1e-6)
    let report = scene.timeline.events.first { $0.name == "layout.unsatisfiable" }
    let text = report.map { "\($0.fields)" } ?? ""
    #expect(text.contains("'two hundred'") && text.contains("'hundred'"), "\(text)")
  }

  @Test("layoutIfNeeded() in an animation block animates a height constraint's change")
  func animatedConstant() throws {
    let (scene, _, container) = layoutScene()
    let panel = constrainedView(in: container)
    let height = panel.heightAnchor.constraint(equalToConstant: 44)
    NSLayoutConstraint.activate([
      panel.leftAnchor.constraint(equalTo: container.leftAnchor),
      panel.rightAnchor.constraint(equalTo: container.rightAnchor),
      panel.topAnchor.constraint(equalTo: container.topAnchor), height,
    ])
    scene.timeline.advance(to: 0)
    expectFrame(panel, CGRect(x: 0, y: 0, width: 320, height: 44))
    scene.timeline.schedule(at: 1) {
      height.constant = 120
      UIView.animate(withDuration: 1) { container.layoutIfNeeded() }
    }
    scene.timeline.advance(to: 1.5)
    // Ease in, ease out is symmetric: half way in time is half way in height, 44 + 38.
    let middle = try #require(panel.layer.presentation())
    #expect(abs(middle.bounds.height - 82) < 1e-6, "\(middle.bounds.height)")
    // The model is at the end at once, as on iOS.
    expectFrame(panel, CGRect(x: 0, y: 0, width: 320, height: 120))
  }

  @Test("a change outside a block applies at the end of the turn, not at once")
  func endOfTurn() {
    let (scene, _, container) = layoutScene()
    let view = constrainedView(in: container)
    let width = view.widthAnchor.constraint(equalToConstant: 50)
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: container.leftAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10), width,
    ])
    var seenDuringTurn: CGFloat = -1
    scene.timeline.schedule(at: 0.5) {
      width.constant = 150
      seenDuringTurn = view.frame.width
    }
    scene.timeline.advance(to: 1)
    #expect(abs(seenDuringTurn - 50) < 1e-6)
    #expect(abs(view.frame.width - 150) < 1e-6)
  }

  @Test("removing a view from its superview deactivates the constraints that reach it")
  func removal() {
    let (_, _, container) = layoutScene()
    let view = constrainedView(in: container)
    let left = view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 5)
    let width = view.widthAnchor.constraint(equalToConstant: 30)
    NSLayoutConstraint.activate([left, width])
    #expect(left.isActive && width.isActive)
    view.removeFromSuperview()
    #expect(!left.isActive)
    #expect(width.isActive)  // installed on the view itself, which keeps it
  }

  @Test("systemLayoutSizeFitting: a label inside 10-point insets gives its size plus 20")
  func fittingSize() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let label = UILabel()
    label.text = "Fits"
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
    ])
    let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    let text = label.intrinsicContentSize
    #expect(
      abs(size.width - (text.width + 20)) < 1e-6 && abs(size.height - (text.height + 20)) < 1e-6)
  }

  @Test("constraints between views with no common ancestor are refused, not installed")
  func noCommonAncestor() {
    let a = UIView()
    let b = UIView()
    let constraint = a.leftAnchor.constraint(equalTo: b.leftAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
  }

  @Test(
    "the safe area guide follows the device: 62 below the top of an iPhone 16 Pro Max, 34 above the bottom"
  )
  func safeArea() throws {
    var frame = CGRect.zero
    let recording = try Recording(
      duration: 0.1, settings: RenderSettings(device: .iPhone16ProMax)
    ) { scene in
      let window = UIWindow(scene: scene)
      let content = constrainedView(in: window)
      let guide = window.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        content.topAnchor.constraint(equalTo: guide.topAnchor),
        content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
      scene.timeline.schedule(at: 0.05) { frame = content.frame }
    }
    _ = try recording.frame(at: 0.1)
    // The screen is 440 × 956 points; the status bar takes 62, the home indicator 34.
    expectFrame(CGRect(x: 0, y: 62, width: 440, height: 956 - 62 - 34), frame)
  }
}
