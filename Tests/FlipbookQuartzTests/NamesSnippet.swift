// The names example of docs/porting.md, compiled unchanged (PortingSnippetTests checks
// that the text between the markers is the text in the document).

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

// porting.md names begin
final class StarControl: UIControl {
  init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    isAccessibilityElement = true
    accessibilityLabel = "Favourite"
    accessibilityTraits = .button
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  func spin() {
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.toValue = 2 * Double.pi
    spin.duration = 0.6
    spin.repeatCount = MAXFLOAT
    spin.timingFunction = CAMediaTimingFunction(name: .easeIn)
    layer.add(spin, forKey: "spin")
  }
}

final class CountLayer: CATextLayer {
  var count = 0

  override init() {
    super.init()
    alignmentMode = .center
  }

  override init(layer: Any) {
    count = (layer as? CountLayer)?.count ?? 0
    super.init(layer: layer)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
// porting.md names end
