import Foundation

/// The attributes a storyboard would decode for a view, so that a view class written for
/// Interface Builder (with only `init?(coder:)`) can be made in code unchanged:
/// `ImageButtonView(coder: StoryboardCoder(frame: …, image: …, contentMode: .scaleAspectFit))`.
public final class StoryboardCoder: NSCoder {
  /// The view's frame in its superview.
  public let frame: CGRect
  /// An image view's image.
  public let image: UIImage?
  /// How the contents are placed.
  public let contentMode: UIView.ContentMode
  /// The background colour.
  public let backgroundColor: UIColor?
  /// The layer's name (the storyboard's identifier).
  public let name: String?

  /// The attributes of one view.
  public init(
    frame: CGRect, image: UIImage? = nil, contentMode: UIView.ContentMode = .scaleToFill,
    backgroundColor: UIColor? = nil, name: String? = nil
  ) {
    self.frame = frame
    self.image = image
    self.contentMode = contentMode
    self.backgroundColor = backgroundColor
    self.name = name
    super.init()
  }
}
