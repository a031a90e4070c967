// The CATransition example of docs/porting.md, compiled unchanged (PortingSnippetTests checks
// that the text between the markers is the text in the document).

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

// porting.md transition begin
/// Shows `text` in `label`, the new text pushing the old one up and out, as a counter's
/// digits roll over.
func roll(_ label: UILabel, to text: String) {
  let transition = CATransition()
  transition.type = .push
  // Core Animation's top is the layer's maximum y: on iOS, the bottom of the screen.
  transition.subtype = .fromTop
  transition.duration = 0.4
  transition.timingFunction = CAMediaTimingFunction(name: .easeOut)
  label.layer.add(transition, forKey: kCATransition)
  label.text = text
}
// porting.md transition end
