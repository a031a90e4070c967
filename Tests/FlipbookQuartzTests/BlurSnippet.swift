// The blur example of docs/porting.md, compiled unchanged (PortingSnippetTests checks that
// the text between the markers is the text in the document).

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

// porting.md blur begin
final class FrostedPanel {
  let panel = UIVisualEffectView(effect: nil)

  init(over view: UIView) {
    panel.frame = view.bounds.insetBy(dx: 20, dy: 60)
    panel.layer.cornerRadius = 16
    panel.clipsToBounds = true
    let badge = UIView(frame: CGRect(x: 16, y: 16, width: 24, height: 24))
    badge.backgroundColor = .systemYellow
    panel.contentView.addSubview(badge)
    view.addSubview(panel)
  }

  func blurIn() {
    UIView.animate(withDuration: 0.4) {
      self.panel.effect = UIBlurEffect(style: .dark)
    }
  }
}
// porting.md blur end
