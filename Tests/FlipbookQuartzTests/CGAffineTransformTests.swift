import FlipbookQuartz
import Foundation
import Testing

/// Core Graphics' reference: CGAffineTransformRotate, Scale and Translate return "an affine
/// transformation matrix constructed by rotating [scaling, translating] an existing affine
/// transform": the new step applies to a point first, then the existing transform.
@Suite("CGAffineTransform")
struct CGAffineTransformTests {
  private func near(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool {
    abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9
  }

  @Test("rotated, scaled and translated apply the new step before the transform")
  func steps() {
    let shift = CGAffineTransform(translationX: 10, y: 0)
    // (1, 0) turned a quarter clockwise on screen is (0, 1), then shifted.
    #expect(near(CGPoint(x: 1, y: 0).applying(shift.rotated(by: .pi / 2)), 10, 1))
    #expect(near(CGPoint(x: 1, y: 1).applying(shift.scaledBy(x: 2, y: 3)), 12, 3))
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    #expect(near(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 5, y: 0)), 12, 2))
    #expect(
      CGAffineTransform(1, 2, 3, 4, 5, 6) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    )
  }

  @Test("a rectangle transformed is the box of its corners; a size skips the translation")
  func rectsAndSizes() {
    let turn = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 0, y: 0)
    let box = CGRect(x: 0, y: 0, width: 2, height: 1).applying(turn)
    #expect(abs(box.minX - -1) < 1e-9 && abs(box.minY) < 1e-9)
    #expect(abs(box.width - 1) < 1e-9 && abs(box.height - 2) < 1e-9)
    let size = CGSize(width: 2, height: 1).applying(
      CGAffineTransform(a: 2, b: 0, c: 0, d: -1, tx: 50, ty: 50))
    #expect(size == CGSize(width: 4, height: -1))
  }
}
