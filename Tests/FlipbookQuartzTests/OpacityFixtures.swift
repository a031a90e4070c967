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

/// How far Core Animation's `default` curve, which implicit animations follow, has gone at
/// half their time, worked out from its control points (0.25, 0.1) and (0.25, 1.0) alone:
/// x(s) = 0.5 at s ≈ 0.699572, where y(s) ≈ 0.802403.
let implicitHalfway = 0.802403387584857

/// The opacity `layer` shows now.
func opacity(_ layer: CALayer) throws -> Double {
  Double(try #require(layer.presentation()).opacity)
}
