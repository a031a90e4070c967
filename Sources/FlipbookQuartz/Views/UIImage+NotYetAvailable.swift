import Foundation
import Pixels

// UIImage members FlipbookQuartz does not offer yet (docs/uikit-symbols.md lists them with
// the rest of UIImage). Each is declared unavailable so that iOS code using it fails to
// compile with a message saying what to do instead. Bodies never run.

extension UIImage {
  /// UIKit's `init(systemName:withConfiguration:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      symbol configurations are not there yet: use UIImage(systemName:); see docs/porting.md
      """
  )
  public convenience init?(systemName name: String, withConfiguration configuration: Any?) {
    return nil
  }

  /// UIKit's `init(systemName:compatibleWith:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      images have no trait variants here: use UIImage(systemName:); see docs/porting.md
      """
  )
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: UITraitCollection?
  ) {
    return nil
  }

  /// UIKit's `init(systemName:variableValue:configuration:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      variable symbols are not there yet: register one image per value; see docs/porting.md
      """
  )
  public convenience init?(
    systemName name: String, variableValue value: Double, configuration: Any?
  ) {
    return nil
  }

  /// UIKit's `init(named:in:with:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      bundles and image configurations are not there yet: use UIImage(named:); see docs/porting.md
      """
  )
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any?) {
    return nil
  }

  /// UIKit's `init(named:in:compatibleWith:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      bundles and trait variants are not there yet: use UIImage(named:); see docs/porting.md
      """
  )
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    return nil
  }

  /// UIKit's `init(named:in:variableValue:configuration:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      variable symbols are not there yet: register one image per value; see docs/porting.md
      """
  )
  public convenience init?(
    named name: String, in bundle: Bundle?, variableValue value: Double, configuration: Any?
  ) {
    return nil
  }

  /// UIKit's `init(cgImage:scale:orientation:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      images are drawn upright only: use UIImage(cgImage:); see docs/porting.md
      """
  )
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.init(cgImage: cgImage)
  }

  /// UIKit's `init(ciImage:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      Core Image is not there: make the image from a PNG or a CGImage; see docs/porting.md
      """
  )
  public convenience init(ciImage: Any) {
    self.init(flipbookImage: Image(width: 1, height: 1))
  }

  /// UIKit's `init(ciImage:scale:orientation:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      Core Image is not there: make the image from a PNG or a CGImage; see docs/porting.md
      """
  )
  public convenience init(ciImage: Any, scale: CGFloat, orientation: Orientation) {
    self.init(flipbookImage: Image(width: 1, height: 1))
  }

  /// UIKit's `ciImage`; not available yet.
  @available(
    *, unavailable,
    message: """
      Core Image is not there: read cgImage; see docs/porting.md
      """
  )
  public var ciImage: Any? { nil }

  /// UIKit's `isSymbolImage`; not available yet.
  @available(
    *, unavailable,
    message: """
      symbol images are registered bitmaps here; see docs/porting.md
      """
  )
  public var isSymbolImage: Bool { false }

  /// UIKit's `animatedImageNamed(_:duration:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      animated images are not there yet: give a UIImageView animationImages; see docs/porting.md
      """
  )
  public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
    nil
  }

  /// UIKit's `animatedResizableImageNamed(_:capInsets:duration:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      animated images are not there yet: give a UIImageView animationImages; see docs/porting.md
      """
  )
  public static func animatedResizableImageNamed(
    _ name: String, capInsets: UIEdgeInsets, duration: TimeInterval
  ) -> UIImage? {
    nil
  }

  /// UIKit's `animatedResizableImageNamed(_:capInsets:resizingMode:duration:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      animated images are not there yet: give a UIImageView animationImages; see docs/porting.md
      """
  )
  public static func animatedResizableImageNamed(
    _ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode, duration: TimeInterval
  ) -> UIImage? {
    nil
  }

  /// UIKit's `animatedImage(with:duration:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      animated images are not there yet: give a UIImageView animationImages; see docs/porting.md
      """
  )
  public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
    nil
  }

  /// UIKit's `draw(at:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no drawing context: show the image in a UIImageView or as a layer's contents; see docs/porting.md
      """
  )
  public func draw(at point: CGPoint) {}

  /// UIKit's `draw(at:blendMode:alpha:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no drawing context: show the image in a UIImageView or as a layer's contents; see docs/porting.md
      """
  )
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}

  /// UIKit's `draw(in:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no drawing context: show the image in a UIImageView or as a layer's contents; see docs/porting.md
      """
  )
  public func draw(in rect: CGRect) {}

  /// UIKit's `draw(in:blendMode:alpha:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no drawing context: show the image in a UIImageView or as a layer's contents; see docs/porting.md
      """
  )
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}

  /// UIKit's `drawAsPattern(in:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no drawing context: repeat image views or layers; see docs/porting.md
      """
  )
  public func drawAsPattern(in rect: CGRect) {}

  /// UIKit's `resizableImage(withCapInsets:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      resizable images are not there yet: set the layer's contentsCenter; see docs/porting.md
      """
  )
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

  /// UIKit's `resizableImage(withCapInsets:resizingMode:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      resizable images are not there yet: set the layer's contentsCenter; see docs/porting.md
      """
  )
  public func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode
  ) -> UIImage { self }

  /// UIKit's `withAlignmentRectInsets(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      alignment insets are not there yet; see docs/porting.md
      """
  )
  public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }

  /// UIKit's `withRenderingMode(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      template images are not tinted yet: draw the image in the colour it should show; see docs/porting.md
      """
  )
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  /// UIKit's `imageRendererFormat`; not available yet.
  @available(
    *, unavailable,
    message: """
      UIGraphicsImageRenderer is not there; see docs/porting.md
      """
  )
  public var imageRendererFormat: Any { self }

  /// UIKit's `traitCollection`; not available yet.
  @available(
    *, unavailable,
    message: """
      images have no trait variants here; see docs/porting.md
      """
  )
  public var traitCollection: UITraitCollection { UITraitCollection() }

  /// UIKit's `imageAsset`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no asset catalogue: register images with UIImage.register(_:named:); see docs/porting.md
      """
  )
  public var imageAsset: Any? { nil }

  /// UIKit's `imageFlippedForRightToLeftLayoutDirection()`; not available yet.
  @available(
    *, unavailable,
    message: """
      images are not flipped for right-to-left layouts yet; see docs/porting.md
      """
  )
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }

  /// UIKit's `withHorizontallyFlippedOrientation()`; not available yet.
  @available(
    *, unavailable,
    message: """
      images are drawn upright only: flip the view with a transform; see docs/porting.md
      """
  )
  public func withHorizontallyFlippedOrientation() -> UIImage { self }

  /// UIKit's `withBaselineOffset(fromBottom:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      baselines of images are not there yet; see docs/porting.md
      """
  )
  public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage { self }

  /// UIKit's `configuration`; not available yet.
  @available(
    *, unavailable,
    message: """
      image configurations are not there yet; see docs/porting.md
      """
  )
  public var configuration: Any? { nil }

  /// UIKit's `withConfiguration(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      image configurations are not there yet; see docs/porting.md
      """
  )
  public func withConfiguration(_ configuration: Any) -> UIImage { self }

  /// UIKit's `symbolConfiguration`; not available yet.
  @available(
    *, unavailable,
    message: """
      symbol configurations are not there yet; see docs/porting.md
      """
  )
  public var symbolConfiguration: Any? { nil }

  /// UIKit's `applyingSymbolConfiguration(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      symbol configurations are not there yet; see docs/porting.md
      """
  )
  public func applyingSymbolConfiguration(_ configuration: Any) -> UIImage? { self }

  /// UIKit's `withTintColor(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      tinted images are not there yet: draw the image in the colour it should show; see docs/porting.md
      """
  )
  public func withTintColor(_ color: UIColor) -> UIImage { self }

  /// UIKit's `withTintColor(_:renderingMode:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      tinted images are not there yet: draw the image in the colour it should show; see docs/porting.md
      """
  )
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }

  /// UIKit's `prepareForDisplay(completionHandler:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      use preparingForDisplay(), which returns at once; see docs/porting.md
      """
  )
  public func prepareForDisplay(completionHandler: @escaping (UIImage?) -> Void) {}

  /// UIKit's `byPreparingForDisplay()`; not available yet.
  @available(
    *, unavailable,
    message: """
      use preparingForDisplay(), which returns at once; see docs/porting.md
      """
  )
  public func byPreparingForDisplay() async -> UIImage? { self }

  /// UIKit's `preparingThumbnail(of:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      thumbnails are not there yet: show the image in a smaller view; see docs/porting.md
      """
  )
  public func preparingThumbnail(of size: CGSize) -> UIImage? { self }

  /// UIKit's `prepareThumbnail(of:completionHandler:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      thumbnails are not there yet: show the image in a smaller view; see docs/porting.md
      """
  )
  public func prepareThumbnail(
    of size: CGSize, completionHandler: @escaping (UIImage?) -> Void
  ) {}

  /// UIKit's `byPreparingThumbnail(ofSize:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      thumbnails are not there yet: show the image in a smaller view; see docs/porting.md
      """
  )
  public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { self }

  /// UIKit's `actionsImage`; not available yet.
  @available(
    *, unavailable,
    message: """
      SF Symbols cannot be bundled: register an image with UIImage.register(_:systemName:); see docs/porting.md
      """
  )
  public static var actionsImage: UIImage { UIImage(flipbookImage: Image(width: 1, height: 1)) }

  /// UIKit's `addImage`; not available yet.
  @available(
    *, unavailable,
    message: """
      SF Symbols cannot be bundled: register an image with UIImage.register(_:systemName:); see docs/porting.md
      """
  )
  public static var addImage: UIImage { UIImage(flipbookImage: Image(width: 1, height: 1)) }

  /// UIKit's `removeImage`; not available yet.
  @available(
    *, unavailable,
    message: """
      SF Symbols cannot be bundled: register an image with UIImage.register(_:systemName:); see docs/porting.md
      """
  )
  public static var removeImage: UIImage { UIImage(flipbookImage: Image(width: 1, height: 1)) }

  /// UIKit's `checkmarkImage`; not available yet.
  @available(
    *, unavailable,
    message: """
      SF Symbols cannot be bundled: register an image with UIImage.register(_:systemName:); see docs/porting.md
      """
  )
  public static var checkmarkImage: UIImage { UIImage(flipbookImage: Image(width: 1, height: 1)) }

  /// UIKit's `strokedCheckmarkImage`; not available yet.
  @available(
    *, unavailable,
    message: """
      SF Symbols cannot be bundled: register an image with UIImage.register(_:systemName:); see docs/porting.md
      """
  )
  public static var strokedCheckmarkImage: UIImage {
    UIImage(flipbookImage: Image(width: 1, height: 1))
  }

  /// UIKit's `jpegData(compressionQuality:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      there is no JPEG encoder: use pngData(); see docs/porting.md
      """
  )
  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}

extension UIImageView {
  /// UIKit's `preferredSymbolConfiguration`; not available yet.
  @available(
    *, unavailable,
    message: """
      symbol configurations are not there yet; see docs/porting.md
      """
  )
  public var preferredSymbolConfiguration: Any? {
    get { nil }
    set {}
  }
}
