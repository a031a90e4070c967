// The timer, dispatch and life-cycle example of docs/porting.md, compiled unchanged
// (PortingSnippetTests checks that the text between the markers is the text in the
// document).

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

// porting.md run loop begin
final class ProgressViewController: UIViewController {
  let ring = CAShapeLayer()
  private var timer: Timer?
  private var steps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    ring.strokeColor = UIColor.systemBlue.cgColor
    ring.fillColor = nil
    ring.lineWidth = 8
    ring.strokeEnd = 0
    view.layer.addSublayer(ring)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    ring.frame = view.bounds
    ring.path = UIBezierPath(ovalIn: view.bounds.insetBy(dx: 20, dy: 20)).cgPath
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] timer in
      guard let self else { return timer.invalidate() }
      steps += 1
      ring.strokeEnd = CGFloat(steps) / 10  // a standalone layer: animates implicitly
      if steps == 10 {
        timer.invalidate()
        snapBack()
      }
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    timer?.invalidate()
  }

  private func snapBack() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.3)
      self.steps = 0
      self.ring.strokeEnd = 0
      CATransaction.commit()
    }
  }
}
// porting.md run loop end
