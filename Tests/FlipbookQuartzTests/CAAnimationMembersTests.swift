import FlipbookQuartz
import Foundation
import Testing

/// CAAnimation.h's and CATransform3D.h's members (docs/uikit-symbols.md), measured against
/// what the headers say.
@Suite("CAAnimation's and CATransform3D's members")
struct CAAnimationMembersTests {
  /// CAAnimation.h: a spring made from a perceptual duration and bounce "will have
  /// allowsOverdamping set to true", and reads both back; bounce −0.5 is a damping ratio
  /// of 1 / (1 − 0.5) = 2.
  @Test("a spring made from a perceptual duration and bounce reads them back and over-damps")
  func perceptualSpring() {
    let heavy = CASpringAnimation(perceptualDuration: 0.5, bounce: -0.5)
    #expect(heavy.allowsOverdamping)
    #expect(abs(heavy.perceptualDuration - 0.5) < 1e-9 && abs(heavy.bounce - -0.5) < 1e-9)
    let ratio = heavy.damping / (2 * (heavy.stiffness * heavy.mass).squareRoot())
    #expect(abs(ratio - 2) < 1e-9)
    let plain = CASpringAnimation()
    #expect(!plain.allowsOverdamping)
    // mass 1, stiffness 100: 2π √(1/100) s; damping 10: ζ = 10 / (2 · 10) = 0.5.
    #expect(abs(plain.perceptualDuration - 2 * .pi / 10) < 1e-9)
    #expect(abs(plain.bounce - 0.5) < 1e-9)
    #expect(plain.shouldArchiveValue(forKey: "mass"))
  }

  /// CATransform3D.h: IsAffine is true when the transform "can be represented exactly by
  /// an affine transform"; EqualToTransform when the two are "exactly equal".
  @Test("CATransform3DIsAffine and CATransform3DEqualToTransform answer as the header says")
  func transformPredicates() {
    let turn = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.3))
    #expect(CATransform3DIsAffine(turn))
    #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(5, 6, 0)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(5, 6, 1)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
    var tilt = CATransform3DIdentity
    tilt.m34 = -0.002
    #expect(!CATransform3DIsAffine(tilt))
    #expect(CATransform3DEqualToTransform(turn, turn))
    #expect(!CATransform3DEqualToTransform(turn, CATransform3DIdentity))
  }
}
