import Flipbook
import FlipbookQuartz
import Foundation
import Geometry
import Interaction
import Testing

/// A card built the everyday way, as iOS code writes it (only the import differs): a stack
/// of a title, a subtitle and a button pinned inside a card with anchors, the card's height
/// constraint animated with `layoutIfNeeded()` in a spring block, the subtitle hidden in a
/// block.
private final class CardViewController: UIViewController {
  let card = UIView()
  let titleLabel = UILabel()
  let subtitleLabel = UILabel()
  let button = UIButton(type: .system)
  lazy var stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel, button])
  var heightConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    card.backgroundColor = UIColor(white: 0.95, alpha: 1)
    card.layer.cornerRadius = 12
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)

    titleLabel.text = "Flipbook"
    titleLabel.font = .boldSystemFont(ofSize: 22)
    subtitleLabel.text = "Animations, rendered"
    subtitleLabel.font = .systemFont(ofSize: 15)
    button.setTitle("Open", for: .normal)
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(stack)

    heightConstraint = card.heightAnchor.constraint(equalToConstant: 120)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      card.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
      heightConstraint,
      stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
    ])
  }

  func expand() {
    heightConstraint.constant = 200
    UIView.animate(
      withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      options: [], animations: { self.view.layoutIfNeeded() })
  }

  func hideSubtitle() {
    UIView.animate(withDuration: 0.3) { self.subtitleLabel.isHidden = true }
  }
}

@Suite("The everyday card: a stack view, anchors, an animated constraint")
struct CardLayoutTests {
  @Test("the frames are those the constraints give by hand, before and after each change")
  func frames() throws {
    let scene = Scene(size: Size(width: 320, height: 480), duration: 3)
    let window = UIWindow(scene: scene)
    let controller = CardViewController()
    window.rootViewController = controller
    scene.timeline.schedule(at: 0.5) { controller.expand() }
    scene.timeline.schedule(at: 1.5) { controller.hideSubtitle() }
    scene.timeline.advance(to: 0.1)

    func within(_ frame: CGRect, _ expected: CGRect) -> Bool {
      abs(frame.minX - expected.minX) <= 0.5 && abs(frame.minY - expected.minY) <= 0.5
        && abs(frame.width - expected.width) <= 0.5 && abs(frame.height - expected.height) <= 0.5
    }
    // The card: 20 from each side of 320, 40 from the top, 120 tall.
    #expect(within(controller.card.frame, CGRect(x: 20, y: 40, width: 280, height: 120)))
    // The stack: 16 inside the card, 280 − 32 = 248 wide, as tall as its three views and two
    // 8-point gaps; each view as wide as the stack (alignment .fill).
    let title = controller.titleLabel.intrinsicContentSize.height
    let subtitle = controller.subtitleLabel.intrinsicContentSize.height
    let button = controller.button.intrinsicContentSize.height
    #expect(
      within(
        controller.stack.frame,
        CGRect(x: 16, y: 16, width: 248, height: title + 8 + subtitle + 8 + button)),
      "\(controller.stack.frame)")
    #expect(within(controller.titleLabel.frame, CGRect(x: 0, y: 0, width: 248, height: title)))
    #expect(
      within(
        controller.subtitleLabel.frame, CGRect(x: 0, y: title + 8, width: 248, height: subtitle)))
    #expect(
      within(
        controller.button.frame,
        CGRect(x: 0, y: title + 8 + subtitle + 8, width: 248, height: button)))

    // Expanded: the model at 200 at once; on screen, the spring on its way past 120.
    scene.timeline.advance(to: 0.6)
    #expect(within(controller.card.frame, CGRect(x: 20, y: 40, width: 280, height: 200)))
    let moving = try #require(controller.card.layer.presentation()).bounds.height
    #expect(moving > 120 && moving < 200 + 20, "\(moving)")
    // The subtitle hidden: the button moves up by its height and a gap.
    scene.timeline.advance(to: 2.5)
    #expect(
      within(controller.button.frame, CGRect(x: 0, y: title + 8, width: 248, height: button)),
      "\(controller.button.frame)")
    #expect(
      within(controller.stack.frame, CGRect(x: 16, y: 16, width: 248, height: title + 8 + button))
    )
  }
}
