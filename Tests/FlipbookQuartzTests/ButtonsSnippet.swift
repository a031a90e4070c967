// The iOS-style example of docs/porting.md's "Button configurations and recogniser rules",
// compiled unchanged (PortingSnippetTests checks that the text between the markers is the
// text in the document).

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

// porting.md buttons begin
func makePayButton() -> UIButton {
  var configuration = UIButton.Configuration.filled()
  configuration.title = "Pay"
  configuration.cornerStyle = .capsule
  configuration.buttonSize = .large
  let button = UIButton(configuration: configuration)
  button.configurationUpdateHandler = { button in
    var configuration = button.configuration
    configuration?.baseBackgroundColor = button.isHighlighted ? .systemIndigo : .systemBlue
    button.configuration = configuration
    button.transform = button.isHighlighted ? CGAffineTransform(scaleX: 0.95, y: 0.95) : .identity
  }
  return button
}

final class CardGestures: NSObject, UIGestureRecognizerDelegate {
  private(set) var log: [String] = []

  func install(on card: UIView) {
    // On iOS: action: #selector(dragged); the plugin writes this.
    let pan = UIPanGestureRecognizer(target: self, action: CardGestures.dragged)
    let doubleTap = UITapGestureRecognizer(target: self, action: CardGestures.zoomed)
    doubleTap.numberOfTapsRequired = 2
    let tap = UITapGestureRecognizer(target: self, action: CardGestures.flipped)
    tap.delegate = self
    for recognizer in [pan, doubleTap, tap] { card.addGestureRecognizer(recognizer) }
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
  }

  func dragged(_ pan: UIPanGestureRecognizer) {
    if pan.state == .ended { log.append("drag") }
  }

  func zoomed(_ tap: UITapGestureRecognizer) { log.append("zoom") }

  func flipped(_ tap: UITapGestureRecognizer) { log.append("flip") }
}
// porting.md buttons end
