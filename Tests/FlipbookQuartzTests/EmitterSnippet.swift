// The iOS-style example of docs/porting.md's emitter section, compiled unchanged
// (PortingSnippetTests checks that the text between the markers is the text in the
// document).

#if canImport(UIKit)
  import UIKit
#else
  import FlipbookQuartz
#endif

// porting.md emitter begin
func startConfetti(in view: UIView, image: CGImage) -> CAEmitterLayer {
  let emitter = CAEmitterLayer()
  emitter.name = "confetti"
  emitter.frame = view.bounds
  emitter.beginTime = CACurrentMediaTime()  // start now, with no particles yet
  emitter.emitterShape = .line
  emitter.emitterPosition = CGPoint(x: view.bounds.midX, y: -10)
  emitter.emitterSize = CGSize(width: view.bounds.width, height: 1)

  let colors: [UIColor] = [.systemRed, .systemBlue, .systemYellow]
  emitter.emitterCells = colors.map { color in
    let cell = CAEmitterCell()
    cell.contents = image
    cell.color = color.cgColor
    cell.birthRate = 20
    cell.lifetime = 5
    cell.velocity = 150
    cell.velocityRange = 50
    cell.emissionLongitude = .pi / 2  // down the screen
    cell.emissionRange = .pi / 6
    cell.yAcceleration = 100
    cell.spin = 3
    cell.spinRange = 2
    cell.scaleRange = 0.3
    return cell
  }
  view.layer.addSublayer(emitter)
  return emitter
}

func stopConfetti(_ emitter: CAEmitterLayer) {
  emitter.birthRate = 0  // no more births; the pieces in the air fall on
}
// porting.md emitter end
