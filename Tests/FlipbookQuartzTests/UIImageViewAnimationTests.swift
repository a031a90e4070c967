import FlipbookQuartz
import Foundation
import Pixels
import Testing

/// UIKit's UIImageView: animationDuration "defaults to … the number of images multiplied by
/// 1/30th of a second"; animationRepeatCount "the default value is 0, which specifies to
/// repeat the animation indefinitely"; outside the animation the view shows `image`.
@Suite("UIImageView frame by frame")
struct UIImageViewAnimationTests {
  private let red = UIImage(flipbookImage: Image(width: 1, height: 1, fill: .red))
  private let green = UIImage(flipbookImage: Image(width: 1, height: 1, fill: .green))
  private let blue = UIImage(flipbookImage: Image(width: 1, height: 1, fill: .blue))
  private let still = UIImage(flipbookImage: Image(width: 1, height: 1, fill: .white))

  private func shown(_ view: UIImageView) -> Image? { view.layer.flipbookLayer.contents?.image }

  @Test("the images show in turn for the passes asked, then the still image again")
  func passes() {
    let (scene, parent) = animationScene()
    let view = UIImageView(image: still)
    parent.addSubview(view)
    view.animationImages = [red, green, blue]
    view.animationDuration = 0.3
    view.animationRepeatCount = 2
    scene.timeline.advance(to: 1)
    view.startAnimating()
    #expect(view.isAnimating)
    var seen: [Image?] = []
    for t in [1.05, 1.15, 1.25, 1.35, 1.45, 1.55] {
      scene.timeline.advance(to: t)
      seen.append(shown(view))
    }
    let colours = [red, green, blue, red, green, blue].map(\.flipbookImage)
    #expect(seen == colours)
    scene.timeline.advance(to: 1.65)
    #expect(!view.isAnimating && shown(view) == still.flipbookImage)
  }

  @Test("by default 1/30 s an image, forever, until stopped")
  func defaults() {
    let (scene, parent) = animationScene()
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(view)
    view.animationImages = [red, green]
    view.startAnimating()
    scene.timeline.advance(to: 10 + 1 / 60)
    // 300 images in 10 s: an even count, red again.
    #expect(shown(view) == red.flipbookImage)
    scene.timeline.advance(to: 10 + 1 / 30 + 1 / 60)
    #expect(shown(view) == green.flipbookImage)
    view.image = still
    #expect(shown(view) == green.flipbookImage)
    view.stopAnimating()
    #expect(shown(view) == still.flipbookImage)
    scene.timeline.advance(to: 11)
    #expect(shown(view) == still.flipbookImage)
  }
}
