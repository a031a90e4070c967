import Foundation
import Pixels

// UIImage's members beyond its initialisers and size (docs/uikit-symbols.md lists them
// all). Images here are upright bitmaps, not animated, resizable, templated or flipped, so
// the properties describing those answer as UIKit does for such an image.

extension UIImage {
  /// Which way up an image's pixels are drawn, as UIKit's `UIImage.Orientation`.
  public enum Orientation: Int, Sendable {
    /// As stored (the default).
    case up
    /// Turned 180°.
    case down
    /// Turned 90° anticlockwise.
    case left
    /// Turned 90° clockwise.
    case right
    /// Mirrored left to right.
    case upMirrored
    /// Turned 180° and mirrored.
    case downMirrored
    /// Turned 90° anticlockwise and mirrored.
    case leftMirrored
    /// Turned 90° clockwise and mirrored.
    case rightMirrored
  }

  /// How a resizable image fills the area between its caps, as UIKit's
  /// `UIImage.ResizingMode` (iOS's values).
  public enum ResizingMode: Int, Sendable {
    /// Repeats the middle (UIKit's default).
    case tile = 0
    /// Stretches the middle.
    case stretch = 1
  }

  /// Whether an image draws its own colours or its shape in the tint colour, as UIKit's
  /// `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable {
    /// As the context decides: an image view draws the image's own colours.
    case automatic
    /// Always its own colours.
    case alwaysOriginal
    /// Always its shape in the tint colour.
    case alwaysTemplate
  }

  /// The PNG image in `data`, at one pixel per point; nil when it is not a PNG image that
  /// can be read (as `init?(contentsOfFile:)`, only PNG is decoded).
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// The PNG image in `data`, at `scale` pixels per point; nil when it is not a PNG image
  /// that can be read.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let image = try? Image(pngData: [UInt8](data), name: "UIImage(data:)") else {
      return nil
    }
    self.init(flipbookImage: image, scale: scale)
  }

  /// The image encoded as PNG, pixel for pixel (UIKit's `UIImagePNGRepresentation`); nil
  /// when it cannot be encoded.
  public func pngData() -> Data? {
    (try? flipbookImage.pngData()).map { Data($0) }
  }

  /// Which way up the pixels are drawn: always `.up` here.
  public var imageOrientation: Orientation { .up }

  /// The frames of an animated image: nil, as for every image that is not animated.
  public var images: [UIImage]? { nil }

  /// The seconds an animated image takes: 0, as for every image that is not animated.
  public var duration: TimeInterval { 0 }

  /// The insets of a resizable image's caps: zero, as for every image that is not
  /// resizable.
  public var capInsets: UIEdgeInsets { .zero }

  /// How a resizable image fills its middle: `.tile`, UIKit's default.
  public var resizingMode: ResizingMode { .tile }

  /// The insets of the image's alignment rectangle: zero, as for every image without them.
  public var alignmentRectInsets: UIEdgeInsets { .zero }

  /// How the image is drawn: `.automatic`, its own colours in an image view.
  public var renderingMode: RenderingMode { .automatic }

  /// Whether the image flips in a right-to-left layout: false.
  public var flipsForRightToLeftLayoutDirection: Bool { false }

  /// The baseline's height above the image's bottom edge: nil, as for every image without
  /// one.
  public var baselineOffsetFromBottom: CGFloat? { nil }

  /// The image without a baseline: the image itself, which has none.
  public func imageWithoutBaseline() -> UIImage { self }

  /// The image decoded for display: the image itself, decoded when it was made.
  public func preparingForDisplay() -> UIImage? { self }
}
