import Foundation

// CALayer members FlipbookQuartz does not offer yet (docs/uikit-symbols.md lists them with
// the rest of CALayer). Each is declared unavailable so that iOS code using it fails to
// compile with a message saying what to do instead. Bodies never run. Those a subclass
// overrides are declared in CALayer itself, for the same message on an override.

/// Core Graphics' drawing context; not available yet.
@available(
  *, unavailable,
  message: """
    CGContext is not there yet: draw with CAShapeLayer, CAGradientLayer, CATextLayer or \
    contents; see docs/porting.md
    """
)
public final class CGContext {}

/// The corners `cornerRadius` rounds, as Core Animation's `CACornerMask`; the property
/// using it is not available yet.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The corners' bits, as Core Animation's.
  public var rawValue: UInt

  /// The corners whose bits are `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The corner at the minimum x and y: top left.
  public static let layerMinXMinYCorner = Self(rawValue: 1 << 0)
  /// The corner at the maximum x and minimum y: top right.
  public static let layerMaxXMinYCorner = Self(rawValue: 1 << 1)
  /// The corner at the minimum x and maximum y: bottom left.
  public static let layerMinXMaxYCorner = Self(rawValue: 1 << 2)
  /// The corner at the maximum x and y: bottom right.
  public static let layerMaxXMaxYCorner = Self(rawValue: 1 << 3)
}

extension CALayer {

  /// Core Animation's `anchorPointZ`; not available yet.
  @available(
    *, unavailable,
    message: """
      anchorPointZ is not there yet: layers turn about a point in their own plane; see docs/porting.md
      """
  )
  public var anchorPointZ: CGFloat {
    get { 0 }
    set {}
  }

  /// Core Animation's `isGeometryFlipped`; not available yet.
  @available(
    *, unavailable,
    message: """
      isGeometryFlipped is not there yet: layer coordinates run down, as on iOS; see docs/porting.md
      """
  )
  public var isGeometryFlipped: Bool {
    get { false }
    set {}
  }

  /// Core Animation's `contentsAreFlipped()`; not available yet.
  @available(
    *, unavailable,
    message: """
      contentsAreFlipped() is not there yet: contents are never flipped; see docs/porting.md
      """
  )
  public func contentsAreFlipped() -> Bool { false }

  /// Core Animation's `contentsFormat`; not available yet.
  @available(
    *, unavailable,
    message: """
      contentsFormat is not there yet: contents are 8-bit RGBA; see docs/porting.md
      """
  )
  public var contentsFormat: String {
    get { "" }
    set {}
  }

  /// Core Animation's `wantsExtendedDynamicRangeContent`; not available yet.
  @available(
    *, unavailable,
    message: """
      extended dynamic range is not there: renders are standard range; see docs/porting.md
      """
  )
  public var wantsExtendedDynamicRangeContent: Bool {
    get { false }
    set {}
  }

  /// Core Animation's `toneMapMode`; not available yet.
  @available(
    *, unavailable,
    message: """
      tone mapping is not there: renders are standard range; see docs/porting.md
      """
  )
  public var toneMapMode: String {
    get { "" }
    set {}
  }

  /// Core Animation's `minificationFilter`; not available yet.
  @available(
    *, unavailable,
    message: """
      contents filters are not there yet: scaled contents are always filtered linearly; see docs/porting.md
      """
  )
  public var minificationFilter: String {
    get { "" }
    set {}
  }

  /// Core Animation's `magnificationFilter`; not available yet.
  @available(
    *, unavailable,
    message: """
      contents filters are not there yet: scaled contents are always filtered linearly; see docs/porting.md
      """
  )
  public var magnificationFilter: String {
    get { "" }
    set {}
  }

  /// Core Animation's `minificationFilterBias`; not available yet.
  @available(
    *, unavailable,
    message: """
      contents filters are not there yet: scaled contents are always filtered linearly; see docs/porting.md
      """
  )
  public var minificationFilterBias: Float {
    get { 0 }
    set {}
  }

  /// Core Animation's `setNeedsDisplay()`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom drawing is not there yet: draw with CAShapeLayer, CAGradientLayer, CATextLayer or contents; see docs/porting.md
      """
  )
  public func setNeedsDisplay() {}

  /// Core Animation's `setNeedsDisplay(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom drawing is not there yet: draw with CAShapeLayer, CAGradientLayer, CATextLayer or contents; see docs/porting.md
      """
  )
  public func setNeedsDisplay(_ r: CGRect) {}

  /// Core Animation's `needsDisplay()`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom drawing is not there yet: draw with CAShapeLayer, CAGradientLayer, CATextLayer or contents; see docs/porting.md
      """
  )
  public func needsDisplay() -> Bool { false }

  /// Core Animation's `displayIfNeeded()`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom drawing is not there yet: draw with CAShapeLayer, CAGradientLayer, CATextLayer or contents; see docs/porting.md
      """
  )
  public func displayIfNeeded() {}

  /// Core Animation's `needsDisplayOnBoundsChange`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom drawing is not there yet: draw with CAShapeLayer, CAGradientLayer, CATextLayer or contents; see docs/porting.md
      """
  )
  public var needsDisplayOnBoundsChange: Bool {
    get { false }
    set {}
  }

  /// Core Animation's `drawsAsynchronously`; not available yet.
  @available(
    *, unavailable,
    message: """
      custom drawing is not there yet: draw with CAShapeLayer, CAGradientLayer, CATextLayer or contents; see docs/porting.md
      """
  )
  public var drawsAsynchronously: Bool {
    get { false }
    set {}
  }

  /// Core Animation's `render(in:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      render(in:) is not there yet: render a scene with the flipbook command or the Flipbook module; see docs/porting.md
      """
  )
  public func render(in ctx: CGContext) {}

  /// Core Animation's `edgeAntialiasingMask`; not available yet.
  @available(
    *, unavailable,
    message: """
      per-edge antialiasing is not there yet: every edge is antialiased; see docs/porting.md
      """
  )
  public var edgeAntialiasingMask: UInt32 {
    get { 15 }
    set {}
  }

  /// Core Animation's `allowsEdgeAntialiasing`; not available yet.
  @available(
    *, unavailable,
    message: """
      per-edge antialiasing is not there yet: every edge is antialiased; see docs/porting.md
      """
  )
  public var allowsEdgeAntialiasing: Bool {
    get { true }
    set {}
  }

  /// Core Animation's `maskedCorners`; not available yet.
  @available(
    *, unavailable,
    message: """
      maskedCorners is not there yet: cornerRadius rounds all four corners; see docs/porting.md
      """
  )
  public var maskedCorners: CACornerMask {
    get { [] }
    set {}
  }

  /// Core Animation's `cornerCurveExpansionFactor(_:)`; not available yet.
  @available(
    *, unavailable,
    message: """
      cornerCurveExpansionFactor(_:) is not there yet; see docs/porting.md
      """
  )
  public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat { 1 }

  /// Core Animation's `allowsGroupOpacity`; not available yet.
  @available(
    *, unavailable,
    message: """
      allowsGroupOpacity is not there yet: a layer with opacity below 1 is always composited as a group; see docs/porting.md
      """
  )
  public var allowsGroupOpacity: Bool {
    get { true }
    set {}
  }

  /// Core Animation's `shouldRasterize`; not available yet.
  @available(
    *, unavailable,
    message: """
      rasterization is not there yet: layers are drawn at the render's scale; see docs/porting.md
      """
  )
  public var shouldRasterize: Bool {
    get { false }
    set {}
  }

  /// Core Animation's `rasterizationScale`; not available yet.
  @available(
    *, unavailable,
    message: """
      rasterization is not there yet: layers are drawn at the render's scale; see docs/porting.md
      """
  )
  public var rasterizationScale: CGFloat {
    get { 1 }
    set {}
  }

  /// Core Animation's `setNeedsLayout()`; not available yet.
  @available(
    *, unavailable,
    message: """
      layer layout is not there yet: lay out sublayers in a view's layoutSubviews(); see docs/porting.md
      """
  )
  public func setNeedsLayout() {}

  /// Core Animation's `needsLayout()`; not available yet.
  @available(
    *, unavailable,
    message: """
      layer layout is not there yet: lay out sublayers in a view's layoutSubviews(); see docs/porting.md
      """
  )
  public func needsLayout() -> Bool { false }

  /// Core Animation's `layoutIfNeeded()`; not available yet.
  @available(
    *, unavailable,
    message: """
      layer layout is not there yet: lay out sublayers in a view's layoutSubviews(); see docs/porting.md
      """
  )
  public func layoutIfNeeded() {}
}

/// The action key Core Animation looks up when a layer becomes visible; not available yet.
@available(
  *, unavailable,
  message: """
    kCAOnOrderIn is not there yet: layers run no action when they appear; animate the \
    change with an animation added to the layer; see docs/porting.md
    """
)
public let kCAOnOrderIn = "onOrderIn"

/// The action key Core Animation looks up when a layer stops being visible; not available
/// yet.
@available(
  *, unavailable,
  message: """
    kCAOnOrderOut is not there yet: layers run no action when they disappear; see \
    docs/porting.md
    """
)
public let kCAOnOrderOut = "onOrderOut"

extension CATextLayer {
  /// Core Animation's `allowsFontSubpixelQuantization`; not available yet.
  @available(
    *, unavailable,
    message: """
      allowsFontSubpixelQuantization is not there yet: glyphs are placed at subpixel \
      positions; see docs/porting.md
      """
  )
  public var allowsFontSubpixelQuantization: Bool {
    get { false }
    set {}
  }
}
