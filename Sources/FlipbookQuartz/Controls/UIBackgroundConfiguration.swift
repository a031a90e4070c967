import Foundation

/// A background's look, as the part of UIKit's `UIBackgroundConfiguration` a button's
/// configuration draws: a fill colour, rounded corners, a stroke and an image.
public struct UIBackgroundConfiguration {
  /// The fill colour; nil leaves the button's configuration to choose it from its style.
  public var backgroundColor: UIColor?
  /// The corner radius, used as it is when the button's `cornerStyle` is `.fixed`.
  public var cornerRadius: CGFloat = 0
  /// The stroke colour; nil strokes with the tint colour.
  public var strokeColor: UIColor?
  /// The stroke's width, in points; 0 draws none.
  public var strokeWidth: CGFloat = 0
  /// An image filling the background, cut to the corners.
  public var image: UIImage?

  /// A background with no colour, stroke or image.
  public static func clear() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration()
  }
}
