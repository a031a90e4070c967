import Foundation
import Layers

/// A view that shows an image, as UIKit's `UIImageView`; like there, it does not take
/// touches until `isUserInteractionEnabled` is set.
open class UIImageView: UIView {
  /// The image shown, placed by `contentMode`.
  open var image: UIImage? {
    didSet {
      show(image)
      invalidateIntrinsicContentSize()
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
