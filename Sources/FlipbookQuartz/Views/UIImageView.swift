import Foundation
import Layers

/// A view that shows an image, as UIKit's `UIImageView`; like there, it does not take
/// touches until `isUserInteractionEnabled` is set.
open class UIImageView: UIView {
  /// The image shown, placed by `contentMode`.
  open var image: UIImage? {
    didSet {
      if !isAnimating { show(shownImage) }
      invalidateIntrinsicContentSize()
    }
  }
  /// The image shown instead of ``image`` while ``isHighlighted``; with none, ``image``
  /// shows (inferred from UIKit's documentation, which calls it optional).
  open var highlightedImage: UIImage? {
    didSet { if isHighlighted, !isAnimating { show(shownImage) } }
  }
  /// Whether the view shows ``highlightedImage``, and animates
  /// ``highlightedAnimationImages``, instead of the usual ones. A running frame-by-frame
  /// animation keeps its images until it is started again.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue, !isAnimating { show(shownImage) } }
  }

  /// The images of a frame-by-frame animation, shown in turn by ``startAnimating()``.
  open var animationImages: [UIImage]?
  /// The images ``startAnimating()`` shows instead of ``animationImages`` while
  /// ``isHighlighted``; with none, ``animationImages``.
  open var highlightedAnimationImages: [UIImage]?
  /// Seconds for one pass through ``animationImages``; 0 (the default) means 1/30 s per
  /// image, as UIKit.
  open var animationDuration: TimeInterval = 0
  /// Passes to show; 0 (the default) repeats until ``stopAnimating()``.
  open var animationRepeatCount = 0
  /// Whether the frame-by-frame animation is running.
  open private(set) var isAnimating = false
  /// Bumped to stop the pending frame of an animation.
  private var animationGeneration = 0

  /// Starts showing ``animationImages`` in turn on the scene's clock, from the first at once;
  /// when the passes are over, or on ``stopAnimating()``, the view shows ``image`` again.
  /// Nothing happens without images or off any scene.
  open func startAnimating() {
    guard let images = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages,
      !images.isEmpty,
      let timeline = layer.flipbookLayer.timeline ?? TransactionStack.current.currentTimeline
    else { return }
    stopAnimating()
    isAnimating = true
    animationGeneration += 1
    let pass = animationDuration > 0 ? animationDuration : Double(images.count) / 30
    let frames = animationRepeatCount > 0 ? images.count * animationRepeatCount : Int.max
    showFrame(
      0, of: images, every: pass / Double(images.count), until: frames, from: timeline.now,
      on: timeline)
  }

  /// Stops the frame-by-frame animation and shows ``image``.
  open func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    animationGeneration += 1
    show(shownImage)
  }

  /// The still image on show: the highlighted one while highlighted, if there is one.
  private var shownImage: UIImage? {
    isHighlighted ? highlightedImage ?? image : image
  }

  private func showFrame(
    _ index: Int, of images: [UIImage], every interval: Double, until frames: Int,
    from start: Double, on timeline: Timeline
  ) {
    guard index < frames else {
      stopAnimating()
      return
    }
    show(images[index % images.count])
    let generation = animationGeneration
    // Each frame's time from the start, so that no rounding piles up over the passes.
    timeline.schedule(at: start + Double(index + 1) * interval) { [weak self] in
      guard let self, self.animationGeneration == generation else { return }
      self.showFrame(
        index + 1, of: images, every: interval, until: frames, from: start, on: timeline)
    }
  }

  /// The image's size in points; none without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// An image view as large as `image`.
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    self.image = image
    show(image)
  }

  /// An image view as large as `image`, showing `highlightedImage` while highlighted.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    self.image = image
    self.highlightedImage = highlightedImage
    show(image)
  }

  /// An empty image view occupying `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// An image view with the attributes a storyboard gives it, the image included.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
    guard let storyboard = coder as? StoryboardCoder else { return }
    image = storyboard.image
    show(image)
  }

  private func show(_ image: UIImage?) {
    layer.flipbookLayer.contents = image.map {
      LayerContents(image: $0.flipbookImage, scale: Double($0.scale))
    }
  }
}
