/// The environment a scene is shown in, as UIKit's trait collection describes it: the
/// device, the appearance, the text size and the layout direction, and the scale frames are
/// drawn at.
public struct Traits: Sendable, Hashable {
  /// The device whose screen the scene fills; nil for a canvas of its own size.
  public var device: Device?
  /// Light or dark.
  public var appearance: Appearance
  /// The Dynamic Type text size.
  public var contentSize: ContentSizeCategory
  /// Left to right or right to left.
  public var layoutDirection: LayoutDirection
  /// Pixels per point of the frames.
  public var displayScale: Double

  /// Traits of these values; by default iOS's: light, Large text, left to right, no device,
  /// scale 2.
  public init(
    device: Device? = nil, appearance: Appearance = .light,
    contentSize: ContentSizeCategory = .large, layoutDirection: LayoutDirection = .leftToRight,
    displayScale: Double = 2
  ) {
    self.device = device
    self.appearance = appearance
    self.contentSize = contentSize
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
  }
}
