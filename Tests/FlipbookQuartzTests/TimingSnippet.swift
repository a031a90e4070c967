// The value-function and layer-timing example of docs/porting.md, compiled unchanged
// (PortingSnippetTests checks that the text between the markers is the text in the
// document).

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

// porting.md timing begin
func spinForever(_ view: UIView) {
  let spin = CABasicAnimation(keyPath: "transform")
  spin.valueFunction = CAValueFunction(name: .rotateZ)
  spin.fromValue = 0
  spin.toValue = 2 * CGFloat.pi
  spin.duration = 1
  spin.repeatCount = .infinity
  view.layer.add(spin, forKey: "spin")
}

func pulseDots(in container: CALayer) {
  // The container's own time runs in 1.2 s passes, so every pulse below repeats with it.
  container.duration = 1.2
  container.repeatCount = .infinity
  for (index, dot) in (container.sublayers ?? []).enumerated() {
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.fromValue = 1
    pulse.toValue = 0.2
    pulse.duration = 0.4
    pulse.beginTime = 0.2 * Double(index)
    pulse.fillMode = .both
    pulse.isRemovedOnCompletion = false
    dot.add(pulse, forKey: "pulse")
  }
}
// porting.md timing end
