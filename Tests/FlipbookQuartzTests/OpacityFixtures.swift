import FlipbookQuartz
import Foundation
import Testing

/// An opacity animation from 0 to 1 over `duration` seconds.
func fade(_ duration: TimeInterval) -> CABasicAnimation {
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = duration
  return animation
}

/// The opacity `layer` shows now.
func opacity(_ layer: CALayer) throws -> Double {
  Double(try #require(layer.presentation()).opacity)
}
